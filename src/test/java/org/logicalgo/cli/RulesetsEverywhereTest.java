package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.logicalgo.conformance.Suite;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rulesets.Rulesets;

/**
 * A ruleset means the same at every edge: what {@code replay --sgf} writes in RU is what {@code judge}
 * reads back, and {@code --rules} with a composed name, with knobs beside it, is accepted alike by every
 * command that takes it.
 */
class RulesetsEverywhereTest {

    /** A ko on 4x4 taken back at once (the README's): refused by every repetition rule but none. */
    private static final String[] KO = {"B C2", "W B2"};
    private static final String START = "..../.XO./XO.O/.XO.";

    @Test
    void whatReplayWritesJudgeReadsBackUnderExactlyThoseSettings(@TempDir Path dir) throws Exception {
        Set<Ruleset> named = new TreeSet<>(Rulesets.ORDER);
        Suite.load(Suite.defaultDirectory()).cases().forEach(c -> named.addAll(c.expect().keySet()));
        assertTrue(named.size() >= 10, "the suite names " + named.size() + " rulesets");
        int n = 0;
        for (Ruleset r : named) {
            String name = Rulesets.name(r);
            Path sgf = dir.resolve("game" + n++ + ".sgf");
            CliRun replay = CliRun.of("replay", "--rules", name, "--start", START, "--sgf", sgf.toString(), "B C2");
            assertTrue(replay.status() == 0, name + ": " + replay.err());
            assertTrue(Files.readString(sgf).contains("RU[" + name + "]"), Files.readString(sgf));
            CliRun judge = CliRun.of("judge", sgf.toString());
            assertTrue(judge.out().contains("rules: " + name + ", from RU[" + name + "]\n"), name + ":\n" + judge.out() + judge.err());
            assertTrue(!judge.out().contains("not a ruleset") && !judge.out().contains("approximation"), judge.out());
        }
    }

    @Test
    void theKnobsGivenToReplayAreTheOnesJudgeReads(@TempDir Path dir) throws Exception {
        // The case: knobs, not a name, given to replay.
        Path sgf = dir.resolve("g.sgf");
        CliRun replay = CliRun.of("replay", "--ko", "situational", "--suicide", "forbidden", "--sgf", sgf.toString(), "B C3", "W D4");
        assertEquals(0, replay.status(), replay.err());
        assertTrue(Files.readString(sgf).contains("RU[tromp-taylor+ko=situational+suicide=forbidden]"), Files.readString(sgf));
        CliRun judge = CliRun.of("judge", sgf.toString());
        assertTrue(judge.out().contains("rules: tromp-taylor+ko=situational+suicide=forbidden, from RU[tromp-taylor+ko=situational+suicide=forbidden]"),
                judge.out() + judge.err());
    }

    @Test
    void aComposedNameIsAcceptedByEveryCommandAndMeansTheSame() {
        String name = "tromp-taylor+ko=situational";
        // The ko retaken at once repeats the start only with the same player to move: under situational superko,
        // the colouring before C2 stood with Black to move, and after W B2 Black is to move again: refused.
        CliRun replay = CliRun.of("replay", "--rules", name, "--start", START, KO[0], KO[1]);
        assertEquals(3, replay.status(), replay.out() + replay.err());
        assertTrue(replay.out().contains("[TT-C6]"), replay.out());
        // The same with the knob beside the preset, and in another spelling.
        assertEquals(replay.out(), CliRun.of("replay", "--rules", "tromp-taylor", "--ko", "situational", "--start", START, KO[0], KO[1]).out());
        assertEquals(replay.out(), CliRun.of("replay", "--rules", "TT+KO=SSK", "--start", START, KO[0], KO[1]).out());
        // A knob beside a composed name changes that one setting.
        CliRun none = CliRun.of("replay", "--rules", name, "--ko", "none", "--start", START, KO[0], KO[1]);
        assertEquals(0, none.status(), none.out() + none.err());
        Path sgf = Path.of("src/test/resources/sgf/ko-retaken-at-once.sgf");
        for (List<String> args : List.of(
                List.of("judge", "--rules", name, sgf.toString()),
                List.of("explain", "--rules", name, sgf.toString(), "--move", "2"),
                List.of("solve", "--rules", name, "1x2"),
                List.of("conformance", "--rules", name, "--list"))) {
            CliRun run = CliRun.of(args.toArray(String[]::new));
            assertTrue(run.status() == 0 || run.status() == 3, args + ": " + run.status() + " " + run.out() + run.err());
            assertTrue(!run.err().contains("no ruleset") && !run.err().contains("Invalid value"), args + ": " + run.err());
        }
        assertTrue(CliRun.of("judge", "--rules", name, sgf.toString()).out().contains("rules: " + name + ", from --rules"));
        assertTrue(CliRun.of("explain", "--rules", name, sgf.toString(), "--move", "2").out().contains("under " + name));
        assertTrue(CliRun.of("solve", "--rules", name, "1x2").out().contains("under " + name));
        // Our GTP engine started with it names it back, as it does when the knob is given beside the preset.
        assertEquals("= " + name + "\n\n", gtp("--rules", name));
        assertEquals("= " + name + "\n\n", gtp("--rules", "tromp-taylor", "--ko", "situational"));
    }

    /** What {@code gtp} with these options answers to {@code logicalgo-rules}: the engine speaks on standard output. */
    private static String gtp(String... options) {
        java.io.PrintStream saved = System.out;
        java.io.ByteArrayOutputStream said = new java.io.ByteArrayOutputStream();
        synchronized (CliRun.class) {
            try {
                System.setOut(new java.io.PrintStream(said, true, java.nio.charset.StandardCharsets.UTF_8));
                String[] args = new String[options.length + 1];
                args[0] = "gtp";
                System.arraycopy(options, 0, args, 1, options.length);
                CliRun.withInput("logicalgo-rules\n", args);
            } finally {
                System.setOut(saved);
            }
        }
        return said.toString(java.nio.charset.StandardCharsets.UTF_8);
    }

    @Test
    void aMisspeltKnobIsOneLineNamingTheNearest() {
        for (String command : List.of("replay", "judge", "explain", "solve", "gtp", "conformance")) {
            CliRun run = CliRun.of(command, "--rules", "tromp-taylor+ko=situatonal");
            assertEquals(2, run.status(), command + ": " + run.out() + run.err());
            assertTrue(run.err().contains("did you mean situational?"), command + ": " + run.err());
            assertEquals(1, run.err().strip().lines().filter(l -> l.contains("situatonal")).count(), command + ": " + run.err());
        }
    }
}
