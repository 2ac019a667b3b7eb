package org.logicalgo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.logicalgo.cli.CliRun;
import org.logicalgo.rules.Clause;

/**
 * A malformed case file gives one line naming the file and the JSON pointer of the fault: under
 * the schema (conformance/schema/case-file.schema.json) first, then under what only the loader
 * can check.
 */
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

    static String goodCaseWith(String from, String to) {
        String edited = GOOD_CASE.replace(from.trim(), to.trim());
        assertFalse(edited.equals(GOOD_CASE), from + " is not in the good case");
        return fileWith(edited);
    }

    @Test
    void aGoodCaseReads() throws IOException {
        ConformanceCase c = CaseLoader.parse("f.json", new ObjectMapper().readTree(fileWith(GOOD_CASE))).get(0);
        assertEquals("x.one", c.id());
        assertEquals(3, c.width());
        assertEquals("TT-7", c.expectation(org.logicalgo.rulesets.Rulesets.read("tromp-taylor").ruleset()).orElseThrow().refusal(2).orElseThrow().clause());
    }

    /**
     * The schema's faults, in the validator's words, with the faulty value when its value (not its
     * type) is wrong; then what a schema cannot say: it depends on the case's grid, its turns, or
     * the rulesets' names.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "\"width\": 3                  | \"width\": 30                   | f.json /cases/0/width: 30 must have a maximum value of 25",
            "\"width\": 3                  | \"width\": \"3\"                | f.json /cases/0/width: string found, integer expected",
            "\"title\": \"t\"              | \"title\": 5                    | f.json /cases/0/title: integer found, string expected",
            "\"title\": \"t\",             | ''                              | f.json /cases/0: required property 'title' not found",
            "\"height\": 3                 | \"height\": 3, \"colour\": 1    | f.json /cases/0: property 'colour' is not defined in the schema and the schema does not allow additional properties",
            "\"needs\": []                 | \"needs\": [\"boards\"]         | f.json /cases/0/needs/0: \"boards\" does not have a value in the enumeration [\"rectangular\", \"setup\", \"handicap\", \"agreement\", \"board\", \"final_score\"]",
            // ECMA-262's $ is the end of the text, not before a final line break as in Java's regular expressions.
            "\"id\": \"x.one\"             | \"id\": \"x.one\\n\"            | f.json /cases/0/id: \"x.one\\n\" does not match the regex pattern ^[a-z0-9][a-z0-9.-]*$",
    })
    @CsvSource(delimiter = '|', value = {
            "\"needs\": []                 | \"needs\": [\"setup\"], \"start\": [\"XXXX\", \"...\", \"...\"] | f.json /cases/0/start/0: 'XXXX' is 4 points for a board 3 wide",
            "\"needs\": []                 | \"needs\": [\"setup\"], \"start\": [\"...\", \"...\"]         | f.json /cases/0/start: 2 rows for a board 3 high",
            "\"refused\":                  | \"boards\": [{\"after\": 1, \"rows\": [\"...\", \"..\", \"...\"]}], \"refused\": | f.json /cases/0/expect/tromp-taylor/boards/0/rows/1: '..' is 2 points for a board 3 wide",
            "\"needs\": []                 | \"needs\": [\"handicap\"], \"handicap\": 10 | f.json /cases/0/handicap: 10 is not 0 to 9",
            "\"turn\": 2                   | \"turn\": 3                     | f.json /cases/0/expect/tromp-taylor/refused/0/turn: turn 3 is not one of the 2 listed turns",
            "\"turn\": 2                   | \"turn\": 18446744073709551616  | f.json /cases/0/expect/tromp-taylor/refused/0/turn: 18446744073709551616 is too large",
            "\"needs\": []                 | \"needs\": [\"board\"]          | f.json /cases/0/needs: lists [board] but the case needs exactly []",
            "\"tromp-taylor\":             | \"tromp-taylor+suicide=allowed+ko=none\": | f.json /cases/0/expect/tromp-taylor+suicide=allowed+ko=none: ruleset 'tromp-taylor+suicide=allowed+ko=none': the same ruleset is named tromp-taylor+ko=none (the registry's name: a preset, then the settings that differ from it, in the order ko, repeat, cycles, suicide, ending, counting, tax, handicap, bonus, button, ties, max-turns, komi)",
    })
    void aFaultIsNamedByFileAndPointer(String from, String to, String expected) throws IOException {
        assertEquals(expected, message(goodCaseWith(from, to)));
    }

    @Test
    void aClauseIdNotOfSpecNamesTheSchemasListOfThem() throws IOException {
        assertEquals("f.json /cases/0/clauses/0: \"TT-77\" is not one of the " + Clause.IDS.size()
                + " values of the schema's #/$defs/clause", message(goodCaseWith("\"TT-7\"]", "\"TT-77\"]")));
        assertEquals("f.json /cases/0/expect/tromp-taylor/refused/0/clause: \"TT-0\" is not one of the " + Clause.IDS.size()
                + " values of the schema's #/$defs/clause", message(goodCaseWith("\"clause\": \"TT-7\"", "\"clause\": \"TT-0\"")));
    }

    @Test
    void aFaultUnderAPatternGivesThePatternOrWhatTheSchemaSaysInstead() throws IOException {
        // A turn's pattern is no help to a reader: the schema says what a turn looks like instead.
        assertEquals("f.json /cases/0/turns/0: \"B A99\" is not a turn; write one like 'B C3', 'W pass' or 'agree C3 D4'"
                + " (columns A-Z without I, rows 1-25)", message(goodCaseWith("\"B A1\"", "\"B A99\"")));
        assertTrue(message(goodCaseWith("\"tromp-taylor\":", "\"tromp-taylor+ko=sometimes\":")).startsWith(
                "f.json /cases/0/expect: property 'tromp-taylor+ko=sometimes' name is not valid: does not match the regex pattern ^(?:tromp-taylor|french|new-zealand)"));
    }

    @Test
    void severalFaultsUnderTheSchemaGiveTheFirstThreeAndHowManyMore() throws IOException {
        List<String> lines = message(goodCaseWith("\"width\": 3", "\"width\": 30, \"title\": 4, \"x\": 1, \"y\": 2")).lines().toList();
        Set<String> all = Set.of("f.json /cases/0/width: 30 must have a maximum value of 25",
                "f.json /cases/0/title: integer found, string expected",
                "f.json /cases/0: property 'x' is not defined in the schema and the schema does not allow additional properties",
                "f.json /cases/0: property 'y' is not defined in the schema and the schema does not allow additional properties");
        assertEquals(4, lines.size(), String.join("\n", lines));
        assertEquals(3, Set.copyOf(lines.subList(0, 3)).size(), String.join("\n", lines));
        assertTrue(all.containsAll(lines.subList(0, 3)), String.join("\n", lines));
        assertEquals("f.json: and 1 more", lines.get(3));
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
    void anEmptyFileIsNotACaseFile(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("empty.json"), "");
        assertEquals("empty.json /: empty, not a case file", assertThrows(CaseFormatException.class, () -> Suite.load(dir)).getMessage());
    }

    @Test
    void anIdUsedTwiceIsRefused(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.json"), fileWith(GOOD_CASE));
        Files.writeString(dir.resolve("b.json"), fileWith(GOOD_CASE));
        assertEquals("b.json: case id 'x.one' is already used in a.json",
                assertThrows(CaseFormatException.class, () -> Suite.load(dir)).getMessage());
    }

    /** Through the command line: one line on stderr naming the file and the place, exit 2, no case played. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "\"width\": 3                  | \"width\": \"3\"                | bad.json /cases/0/width: string found, integer expected",
            "\"title\": \"t\",             | ''                              | bad.json /cases/0: required property 'title' not found",
            "\"height\": 3                 | \"height\": 3, \"colour\": 1    | bad.json /cases/0: property 'colour' is not defined in the schema and the schema does not allow additional properties",
            "\"refused\":                  | \"boards\": [{\"after\": 1, \"rows\": [\"...\", \"....\", \"...\"]}], \"refused\": | bad.json /cases/0/expect/tromp-taylor/boards/0/rows/1: '....' is 4 points for a board 3 wide",
            "\"TT-7\"]                     | \"TT-77\"]                      | bad.json /cases/0/clauses/0: \"TT-77\" is not one of the CLAUSES values of the schema's #/$defs/clause",
    })
    void theConformanceCommandRefusesABadCaseFileInOneLine(String from, String to, String expected, @TempDir Path dir) throws IOException {
        Path suite = Files.createDirectories(dir.resolve("cases"));
        Files.writeString(suite.resolve("bad.json"), goodCaseWith(from, to));
        CliRun run = CliRun.of("conformance", "--suite", suite.toString(), "--report-dir", dir.resolve("reports").toString(), "--quiet");
        assertEquals(2, run.status(), run.err());
        assertEquals(List.of("logical-go: " + expected.replace("CLAUSES", String.valueOf(Clause.IDS.size()))), run.err().lines().toList());
        assertEquals("", run.out());
    }
}
