package org.logicalgo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A perft file is input like any other: held to its schema and to its own sums, each fault one line naming the place. */
class PerftFileTest {

    @TempDir
    Path dir;

    private static final String GOOD_COUNTS = "{\"rulesets\":[\"tromp-taylor\"],\"turns\":[5,21],\"ended\":[0,1],"
            + "\"divide\":{\"A1\":4,\"B1\":4,\"A2\":4,\"B2\":4,\"pass\":5}}";

    private Path file(String counts, String extra) throws IOException {
        return Files.writeString(dir.resolve("p.json"), "{\"format\":1,\"group\":\"t\",\"description\":\"d\",\"positions\":[{"
                + "\"id\":\"perft.t\",\"title\":\"t\",\"width\":2,\"height\":2,\"turns\":[],\"depth\":2,\"why\":\"w\",\"counts\":["
                + counts + "]" + extra + "}]}");
    }

    @Test
    void aGoodFileIsRead() throws IOException {
        // 2x2 from empty, by hand: 4 points and the pass; 3 points and the pass after a stone (4 x 4), 5 after the pass.
        PerftFile.Position p = PerftFile.load(file(GOOD_COUNTS, "")).get(0);
        assertEquals(21, p.under(org.logicalgo.rules.Ruleset.TROMP_TAYLOR).orElseThrow().turns()[1]);
    }

    @Test
    void faultsAreOneLineNamingThePlace() throws IOException {
        String[][] bad = {
            {GOOD_COUNTS.replace("\"pass\":5", "\"pass\":6"), "", "p.json /positions/0/counts/0/divide: adds up to 22, not the count at depth 2, 21"},
            {GOOD_COUNTS.replace("[0,1]", "[0,22]"), "", "p.json /positions/0/counts/0/ended/1: more sequences end the game than there are"},
            {GOOD_COUNTS.replace("[5,21]", "[5]"), "", "p.json /positions/0/counts/0: turns and ended give a count for each depth from 1 to 2"},
            {GOOD_COUNTS.replace("tromp-taylor", "chess"), "", "p.json /positions/0/counts/0/rulesets: "},
            {GOOD_COUNTS, ",\"unreachable\":[\"tromp-taylor\"]", "p.json /positions/0/unreachable: tromp-taylor also has counts in this position"},
            {GOOD_COUNTS.replace("\"A1\"", "\"I1\""), "", "p.json /positions/0/counts/0/divide"},
        };
        for (String[] b : bad) {
            CaseFormatException e = assertThrows(CaseFormatException.class, () -> PerftFile.load(file(b[0], b[1])));
            assertTrue(e.getMessage().startsWith(b[2]), e.getMessage());
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        }
        Files.writeString(dir.resolve("p.json"), "{\"format\":1,");
        CaseFormatException e = assertThrows(CaseFormatException.class, () -> PerftFile.load(dir.resolve("p.json")));
        assertTrue(e.getMessage().startsWith("p.json: not JSON at line 1"), e.getMessage());
    }
}
