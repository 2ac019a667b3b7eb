package org.logicalgo.display;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MarkupTest {

    @Test
    void theFiveMarkupCharactersAreEscapedAndAmpersandFirst() {
        assertEquals("&lt;b&gt; &amp;amp; &quot;x&quot; &#39;y&#39;", Markup.text("<b> &amp; \"x\" 'y'"));
    }

    @Test
    void controlCharactersXmlCannotHoldAreDroppedAndLineBreaksKept() {
        // An engine's answer may carry a NUL or an escape sequence: a report must stay well-formed XML.
        assertEquals("a\tb\nc\rd", Markup.text("a\tb\nc\rd\u0000\u001b\uFFFE"));
    }

    @Test
    void plainTextAndNonAsciiPassUnchanged() {
        assertEquals("Noir donne sa couleur à C3 → TT-7", Markup.text("Noir donne sa couleur à C3 → TT-7"));
    }
}
