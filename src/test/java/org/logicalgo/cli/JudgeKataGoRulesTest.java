package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A KataGo rules string in RU, as KataGo writes it ({@code Rules::operator<<} in its
 * cpp/game/rules.cpp: ko, score, tax, sui, then button, whb and fpok where set, then komi), is read
 * by judge exactly for each of KataGo's area presets (their settings from its
 * {@code parseRulesHelper}), under the name docs/rulesets.md maps it to.
 */
class JudgeKataGoRulesTest {

    /** KataGo's preset, its rules string, and our name for it, worked out from KataGo's settings by hand. */
    private static final Map<String, String[]> PRESETS = Map.of(
            "tromp-taylor", new String[] {"koPOSITIONALscoreAREAtaxNONEsui1komi7.5",
                "tromp-taylor+suicide=multi-stone+counting=pass-alive+komi=7.5"},
            "goe", new String[] {"koPOSITIONALscoreAREAtaxNONEsui1fpok1komi7.5",
                "tromp-taylor+suicide=multi-stone+counting=pass-alive+komi=7.5"},
            "chinese", new String[] {"koSIMPLEscoreAREAtaxNONEsui0whbNfpok1komi7.5",
                "tromp-taylor+ko=simple+cycles=no-result+suicide=forbidden+ending=two-passes-or-spight+counting=pass-alive+bonus=n"
                        + "+komi=7.5"},
            "chinese-ogs", new String[] {"koPOSITIONALscoreAREAtaxNONEsui0whbNfpok1komi7.5",
                "tromp-taylor+suicide=forbidden+counting=pass-alive+bonus=n+komi=7.5"},
            "stone-scoring", new String[] {"koSIMPLEscoreAREAtaxALLsui0fpok1komi7.5",
                "tromp-taylor+ko=simple+cycles=no-result+suicide=forbidden+ending=two-passes-or-spight+counting=pass-alive+tax=all"
                        + "+komi=7.5"},
            "aga", new String[] {"koSITUATIONALscoreAREAtaxNONEsui0whbN-1fpok1komi7.5",
                "tromp-taylor+ko=situational+suicide=forbidden+counting=pass-alive+bonus=n-1+komi=7.5"},
            "aga-button", new String[] {"koSITUATIONALscoreAREAtaxNONEsui0button1whbN-1fpok1komi7",
                "tromp-taylor+ko=situational+suicide=forbidden+counting=pass-alive+bonus=n-1+button=yes+komi=7"},
            "nz", new String[] {"koSITUATIONALscoreAREAtaxNONEsui1fpok1komi7",
                "tromp-taylor+ko=situational+suicide=multi-stone+counting=pass-alive+komi=7"});

    @Test
    void eachAreaPresetsRulesStringIsReadExactly(@TempDir Path dir) throws Exception {
        for (Map.Entry<String, String[]> p : PRESETS.entrySet()) {
            String ru = p.getValue()[0];
            Path f = dir.resolve(p.getKey() + ".sgf");
            Files.writeString(f, "(;GM[1]FF[4]SZ[5]RU[" + ru + "];B[cc];W[dd])");
            CliRun run = CliRun.of("judge", f.toString());
            assertEquals(0, run.status(), p.getKey() + ": " + run.out() + run.err());
            assertTrue(run.out().contains("rules: " + p.getValue()[1] + ", from RU[" + ru + "]\n"), p.getKey() + ": " + run.out());
            assertFalse(run.out().contains("note: RU["), p.getKey() + " is read exactly: " + run.out());
            // Our name for KataGo's preset reads as the same ruleset.
            assertTrue(CliRun.of("replay", "--rules", "katago-" + p.getKey(), "--size", "3x3", "B A1").status() == 0, p.getKey());
        }
    }

    @Test
    void territoryScoringIsReadWithANote(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("japanese.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[5]RU[koSIMPLEscoreTERRITORYtaxSEKIsui0komi6.5];B[cc];W[dd])");
        CliRun run = CliRun.of("judge", f.toString());
        assertTrue(run.out().contains("note: RU[koSIMPLEscoreTERRITORYtaxSEKIsui0komi6.5] is read as "), run.out());
        assertTrue(run.out().contains("territory scoring is not a ruleset of this project"), run.out());
    }
}
