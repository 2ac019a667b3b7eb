package org.logicalgo.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SgfParserTest {

    private static List<String> ids(SgfNode n) {
        return n.properties().stream().map(SgfProperty::id).toList();
    }

    private static String move(SgfNode n) {
        SgfProperty p = n.properties().get(0);
        return p.id() + "[" + p.values().get(0) + "]";
    }

    @Test
    void aSequenceIsAChainOfNodes() {
        List<SgfNode> games = SgfParser.parse("(;FF[4]GM[1]SZ[9];B[ee];W[cc])");
        assertEquals(1, games.size());
        SgfNode root = games.get(0);
        assertEquals(List.of("FF", "GM", "SZ"), ids(root));
        assertEquals("9", root.get("SZ").orElseThrow().text());
        SgfNode first = root.children().get(0);
        assertEquals("B[ee]", move(first));
        assertEquals("W[cc]", move(first.children().get(0)));
        assertTrue(first.children().get(0).children().isEmpty());
        assertEquals(1, root.offset());
        assertEquals(17, first.offset());
    }

    @Test
    void variationsHangFromTheLastNodeOfTheirSequenceAndAreNumberedInTheOrderOfTheText() {
        // Lines: root-aa-bb (1), root-aa-cc (2), root-dd (3).
        SgfNode root = SgfParser.parse("(;SZ[5](;B[aa](;W[bb])(;W[cc]))(;B[dd]))").get(0);
        assertEquals(3, root.lineCount());
        assertEquals(List.of("B[aa]", "W[bb]"), root.line(1).subList(1, 3).stream().map(SgfParserTest::move).toList());
        assertEquals(List.of("B[aa]", "W[cc]"), root.line(2).subList(1, 3).stream().map(SgfParserTest::move).toList());
        assertEquals(List.of("B[dd]"), root.line(3).subList(1, 2).stream().map(SgfParserTest::move).toList());
        assertEquals(2, root.line(3).size());
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> root.line(4));
        assertEquals("there is no variation 4: the game has 3 lines", none.getMessage());
    }

    @Test
    void aVariationAfterASequenceKeepsTheSequenceAsItsStem() {
        SgfNode root = SgfParser.parse("(;SZ[5];B[aa];W[bb](;B[cc])(;B[dd];W[ee]))").get(0);
        assertEquals(2, root.lineCount());
        assertEquals(4, root.line(1).size());
        assertEquals(5, root.line(2).size());
        assertEquals("W[ee]", move(root.line(2).get(4)));
    }

    @Test
    void escapesKeepTheBracketTheBackslashAndTheColonAndSoftLineBreaksVanish() {
        SgfNode root = SgfParser.parse("(;C[a \\] b \\\\ c \\: d]GC[one\\\ntwo])").get(0);
        assertEquals("a \\] b \\\\ c \\: d", root.get("C").orElseThrow().values().get(0));
        assertEquals("a ] b \\ c : d", root.get("C").orElseThrow().text());
        assertEquals("onetwo", root.get("GC").orElseThrow().text());
    }

    @Test
    void oldStyleIdentifiersKeepTheirCapitalsAndSmallLetterOnesAreReadInCapitals() {
        SgfNode root = SgfParser.parse("(;AddBlack[aa][bb]sz[5]FF[3])").get(0);
        assertEquals(List.of("AB", "SZ", "FF"), ids(root));
        assertEquals(List.of("aa", "bb"), root.get("AB").orElseThrow().values());
    }

    @Test
    void whiteSpaceAndTextOutsideTheGameTreesAreSkipped() {
        List<SgfNode> games = SgfParser.parse("From: someone\r\n  (\n ; B [aa] \t\n ( ;W[bb] ) )\u001a\n(;W[cc])junk");
        assertEquals(2, games.size());
        assertEquals("B[aa]", move(games.get(0)));
        assertEquals("W[bb]", move(games.get(0).children().get(0)));
        assertEquals("W[cc]", move(games.get(1)));
    }

    @Test
    void valuesAreUtf8WhenValidAndIso88591WhenNot() {
        byte[] latin = "(;C[caf\u00e9])".getBytes(StandardCharsets.ISO_8859_1);
        byte[] utf8 = "(;C[caf\u00e9])".getBytes(StandardCharsets.UTF_8);
        assertEquals("caf\u00e9", SgfParser.parse(latin).get(0).get("C").orElseThrow().text());
        assertEquals("caf\u00e9", SgfParser.parse(utf8).get(0).get("C").orElseThrow().text());
        // CA names the charset: the two UTF-8 bytes of é read as ISO-8859-1 are two characters.
        byte[] named = "(;CA[ISO-8859-1]C[\u00e9])".getBytes(StandardCharsets.UTF_8);
        assertEquals("\u00c3\u00a9", SgfParser.parse(named).get(0).get("C").orElseThrow().text());
    }

    @Test
    void aGameTreeNestedVeryDeeplyIsReadWithoutRecursion() {
        int depth = 200_000;
        String text = "(;B[aa]".repeat(depth) + ")".repeat(depth);
        SgfNode root = SgfParser.parse(text).get(0);
        assertEquals(1, root.lineCount());
        assertEquals(depth, root.line(1).size());
        assertEquals(text.replace("(;B[aa]", "").length(), depth);
        String written = SgfWriter.write(root);
        assertEquals(depth, SgfParser.parse(written).get(0).line(1).size());
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "\"\"                       | byte 0: expected '(' to start a game tree, found the end of the input",
        "no game here             | byte 12: expected '(' to start a game tree, found the end of the input",
        "(;B[aa]                  | byte 7: expected ')' to close the game tree opened at byte 0, found the end of the input",
        "(;B[aa                   | byte 6: expected ']' to close the value opened at byte 3, found the end of the input",
        "(;B)                     | byte 3: expected '[' to start a value of the property B (byte 2), found ')'",
        "()                       | byte 1: expected ';' to start a node, found ')'",
        "((;B[aa]))               | byte 1: expected ';' to start a node, found '('",
        "(;B[aa](;W[bb]);B[cc])   | byte 15: expected '(' or ')' after a variation, found ';' (a node must come before the variations)",
        "(;B[aa]1)                | byte 7: expected a property, ';', '(' or ')', found '1'",
        "(;B[aa]\\)               | byte 7: expected a property, ';', '(' or ')', found '\\'",
        "(;C[ends in a backslash\\]) | byte 26: expected ']' to close the value opened at byte 3, found the end of the input",
    })
    void malformedTextIsOneLineNamingTheByteAndWhatWasExpected(String text, String message) {
        SgfException e = assertThrows(SgfException.class, () -> SgfParser.parse(text));
        assertEquals(message, e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void aControlByteIsShownByItsCode() {
        SgfException e = assertThrows(SgfException.class, () -> SgfParser.parse("(;B[aa]\u0001)"));
        assertEquals("byte 7: expected a property, ';', '(' or ')', found byte 0x01", e.getMessage());
    }

    @Test
    void theWriterWritesSequencesAndVariationsAsTheReaderReadsThem() {
        String text = "(;SZ[5](;B[aa](;W[bb])(;W[cc]))(;B[dd]))";
        assertEquals(text + "\n", SgfWriter.write(SgfParser.parse(text)));
        String escaped = "(;C[a \\] b];B[aa];W[bb])(;B[cc])";
        assertEquals("(;C[a \\] b];B[aa];W[bb])\n(;B[cc])\n", SgfWriter.write(SgfParser.parse(escaped)));
    }
}
