package org.logicalgo.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/**
 * The language is a value: read once from a request's code, asked where a sentence is chosen.
 */
class LanguageTest {

    @Test
    void theReaderTakesTheCodesInAnyCaseAndNothingElse() {
        assertEquals(Optional.of(Language.ENGLISH), Language.read("en"));
        assertEquals(Optional.of(Language.FRENCH), Language.read("fr"));
        assertEquals(Optional.of(Language.FRENCH), Language.read("FR"));
        assertEquals(Optional.of(Language.ENGLISH), Language.read("En"));
        // Unknown and absent codes name no language: the caller says what that means (English, or a refusal).
        assertEquals(Optional.empty(), Language.read("de"));
        assertEquals(Optional.empty(), Language.read("fr "));
        assertEquals(Optional.empty(), Language.read("french"));
        assertEquals(Optional.empty(), Language.read(""));
        assertEquals(Optional.empty(), Language.read(null));
    }

    @Test
    void eachLanguageHasItsCodeAndThePageOffersThemAll() {
        assertEquals("en", Language.ENGLISH.code());
        assertEquals("fr", Language.FRENCH.code());
        assertEquals(List.of(Language.ENGLISH, Language.FRENCH), Language.OFFERED);
        for (Language l : Language.OFFERED) {
            assertEquals(Optional.of(l), Language.read(l.code()));
        }
    }

    @Test
    void aSentenceIsPickedByTheLanguage() {
        assertEquals("the score then: ", Language.ENGLISH.pick("the score then: ", "le score alors : "));
        assertEquals("le score alors : ", Language.FRENCH.pick("the score then: ", "le score alors : "));
    }
}
