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
        assertEquals("logical-go: no option called '--siz'; did you mean --size?", firstLine(CliRun.of("replay", "--siz", "3x3", "B A1")));
    }

    @Test
    void aRulesetOrAKnobWordMistypedIsNamedWithWhatWasMeant() {
        assertTrue(firstLine(CliRun.of("replay", "--rules", "trom-taylor", "B A1")).endsWith("did you mean tromp-taylor?"));
        assertTrue(firstLine(CliRun.of("replay", "--ko", "situatonal", "B A1")).endsWith("not 'situatonal'; did you mean situational?"));
    }

    @Test
    void anUnknownOptionIsNamedAloneWithoutTheValueAfterIt() {
        // picocli counts 'x' as unmatched too; the line names the option only.
        assertEquals("logical-go: no option called '--engin'; did you mean --engine?", firstLine(CliRun.of("conformance", "--engin", "x")));
        assertEquals("logical-go: no option called '--bogus'", firstLine(CliRun.of("--bogus")));
        CliRun run = CliRun.of("conformance", "--engin", "x");
        assertEquals("(see: ./logical-go conformance --help)", run.err().lines().skip(1).findFirst().orElse(""));
    }

    @Test
    void aCaseTagOrClauseTheSuiteLacksIsNamedWithTheNearestItHas() {
        // The nearest by edit distance, worked by hand: TT-66 is one edit from TT-6 and one from TT-C6 and TT-R6
        // (a substitution); kos is one from ko, two from komi, three from bonus (the first in alphabetical order of the tags three away,
        // bonus: k to b, n and u inserted).
        assertEquals("logical-go: no case matches the selection: no case cites TT-66 (nearest: TT-6, TT-C6, TT-R6)",
                firstLine(CliRun.of("conformance", "--clause", "TT-66")));
        assertEquals("logical-go: no case matches the selection: no case is tagged kos (nearest: ko, komi, bonus)",
                firstLine(CliRun.of("conformance", "--tag", "kos")));
        assertEquals("logical-go: no case matches the selection: no case is called basics.ko-basik (nearest: basics.ko-basic, ",
                firstLine(CliRun.of("conformance", "--case", "basics.ko-basik")).substring(0, 104));
    }

    @Test
    void aTurnSplitByTheShellIsShownAsItShouldBeWritten() {
        assertEquals("logical-go: turn 1 ('B'): a colour alone is not a turn; write the colour and its point as one argument,"
                + " in quotes: \"B Z9\"", firstLine(CliRun.of("replay", "--size", "3x3", "B", "Z9")));
        assertEquals("logical-go: turn 2 ('W'): a colour alone is not a turn; write the colour and its point as one argument,"
                + " in quotes: \"W pass\"", firstLine(CliRun.of("replay", "--size", "3x3", "B B2", "W", "pass")));
        // A colour as the last word has nothing after it to show: the rules' sentence names what a turn is.
        assertEquals("logical-go: turn 1 ('B'): 'B' is a colour without its point or pass (a turn is like 'B C3' or 'W pass')",
                firstLine(CliRun.of("replay", "--size", "3x3", "B")));
    }

    @Test
    void theTopHelpNamesEveryKindOfCommandAndFinishesEachSentence() {
        CliRun help = CliRun.of("--help");
        String words = help.out().replaceAll("\\s+", " ");
        assertTrue(words.contains("replay turns, judge records (or archives of them as a judge-pipeline), explain a turn,"
                + " explore the rules in a browser, count positions"
                + " and games, count legal turn sequences by perft, solve small games, bench the fast engine, referee over gtp, and run the conformance suite"
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
