package org.logicalgo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A malformed case file gives one line naming the file and the JSON pointer of the fault. */
class CaseLoaderTest {

    static final String GOOD_CASE = """
            {"id": "x.one", "clauses": ["TT-7"], "title": "t", "width": 3, "height": 3,
             "turns": ["B A1", "W A1"], "needs": [], "expect": {"tromp-taylor": {"refused": [{"turn": 2, "clause": "TT-7"}]}}}
            """;

    static String fileWith(String caseJson) {
        return "{\"format\": 1, \"group\": \"g\", \"cases\": [" + caseJson + "]}";
    }

    static String message(String json) throws IOException {
        return assertThrows(CaseFormatException.class,
                () -> CaseLoader.parse("f.json", new ObjectMapper().readTree(json))).getMessage();
    }

    @Test
    void aGoodCaseReads() throws IOException {
        ConformanceCase c = CaseLoader.parse("f.json", new ObjectMapper().readTree(fileWith(GOOD_CASE))).get(0);
        assertEquals("x.one", c.id());
        assertEquals(3, c.width());
        assertEquals("TT-7", c.expectation("tromp-taylor").orElseThrow().refusal(2).orElseThrow().clause());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "\"width\": 3                  | \"width\": 30                   | f.json /cases/0: board 30x3 is not 1x1 to 25x25",
            "\"B A1\"                      | \"B A99\"                       | f.json /cases/0/turns/0: 'B A99' is not a turn (like 'B C3', 'W pass' or 'agree C3 D4')",
            "\"turn\": 2                   | \"turn\": 3                     | f.json /cases/0/expect/tromp-taylor/refused/0/turn: turn 3 is not one of the 2 listed turns",
            "\"needs\": []                 | \"needs\": [\"board\"]          | f.json /cases/0/needs: lists [board] but the case needs exactly []",
            "\"TT-7\"]                     | \"TT-77\"]                      | f.json /cases/0/clauses/0: 'TT-77' is not a clause id of spec/ (TT-1..TT-10, TT-C.., TT-R.., FR-.., NZ-..)",
            "\"title\": \"t\"              | \"title\": 5                    | f.json /cases/0/title: must be a non-empty string",
            "\"tromp-taylor\":             | \"tromp-taylor+ko=sometimes\":  | f.json /cases/0/expect/tromp-taylor+ko=sometimes: ruleset 'tromp-taylor+ko=sometimes': ko takes positional, situational, own-moves or none, not 'sometimes'",
            "\"height\": 3                 | \"height\": 3, \"colour\": 1    | f.json /cases/0/colour: unknown property 'colour' (known: [clauses, expect, handicap, height, id, komi, needs, notes, start, tags, title, toMove, turns, width])",
    })
    void aFaultIsNamedByFileAndPointer(String from, String to, String expected) throws IOException {
        assertEquals(expected, message(fileWith(GOOD_CASE.replace(from.trim(), to.trim()))));
    }

    @Test
    void anUnknownFormatIsRefused() throws IOException {
        assertEquals("f.json /format: format 2 is not known here (this reads format 1)",
                message("{\"format\": 2, \"group\": \"g\", \"cases\": []}"));
    }

    @Test
    void brokenJsonNamesTheFileAndLine(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("broken.json"), "{\"format\": 1,\n \"group\": }");
        String m = assertThrows(CaseFormatException.class, () -> Suite.load(dir)).getMessage();
        assertEquals("broken.json: not JSON at line 2", m.substring(0, m.indexOf(',')));
    }

    @Test
    void anIdUsedTwiceIsRefused(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.json"), fileWith(GOOD_CASE));
        Files.writeString(dir.resolve("b.json"), fileWith(GOOD_CASE));
        assertEquals("b.json: case id 'x.one' is already used in a.json",
                assertThrows(CaseFormatException.class, () -> Suite.load(dir)).getMessage());
    }
}
