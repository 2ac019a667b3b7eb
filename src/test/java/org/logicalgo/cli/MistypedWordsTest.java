package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A mistyped command, option or word: one line naming it, what was likely meant, and exit 2. */
class MistypedWordsTest {

    private static String firstLine(CliRun run) {
        assertEquals(2, run.status(), run.err());
        return run.err().lines().findFirst().orElse("");
    }

    @Test
    void aCommandMistypedIsNamedWithTheNearestCommand() {
        assertEquals("logical-go: no command called 'replai'; did you mean replay?", firstLine(CliRun.of("replai")));
        assertEquals("logical-go: no command called 'exprt'; did you mean export?", firstLine(CliRun.of("conformance", "exprt")));
    }

    @Test
    void anOptionMistypedIsNamedWithTheNearestOption() {
        assertEquals("logical-go: Unknown option: '--siz'; did you mean --size?", firstLine(CliRun.of("replay", "--siz", "3x3", "B A1")));
    }

    @Test
    void aRulesetOrAKnobWordMistypedIsNamedWithWhatWasMeant() {
        assertTrue(firstLine(CliRun.of("replay", "--rules", "trom-taylor", "B A1")).endsWith("did you mean tromp-taylor?"));
        assertTrue(firstLine(CliRun.of("replay", "--ko", "situatonal", "B A1")).endsWith("not 'situatonal'; did you mean situational?"));
    }

    @Test
    void theTopHelpNamesEveryKindOfCommandAndFinishesEachSentence() {
        CliRun help = CliRun.of("--help");
        String words = help.out().replaceAll("\\s+", " ");
        assertTrue(words.contains("replay turns, judge records, explain a turn, explore the rules in a browser, count positions"
                + " and games, solve small games, bench the fast engine, referee over gtp, and run the conformance suite"
                + " against an engine."), help.out());
        assertTrue(words.contains("clause by clause."), help.out());
        // No command's summary is cut mid-sentence: each ends with a full stop.
        String commands = help.out().substring(help.out().indexOf("Commands:"));
        String[] entries = commands.split("\\n  (?=[a-z])");
        for (int i = 1; i < entries.length; i++) {
            assertTrue(entries[i].strip().endsWith("."), "cut short: " + entries[i]);
        }
    }
}
