package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;


/**
 * {@code main} builds only the command its arguments name (the others' options are not read, which
 * took most of a short run's start): that command must parse, help and fail exactly as it does
 * among all the others.
 */
class OneCommandTest {

    private static final List<String> COMMANDS = List.of("replay", "gtp", "judge", "judge-pipeline", "explain", "explore", "count", "perft", "solve",
            "bench", "conformance");


    private static void same(String... args) {
        CliRun all = CliRun.on(Main.commandLine(), args);
        CliRun one = CliRun.on(Main.commandLine(args), args);
        assertEquals(all, one, String.join(" ", args));
    }

    @Test
    void aCommandAloneHelpsAsAmongTheOthers() {
        for (String command : COMMANDS) {
            same(command, "--help");
        }
        same("conformance", "export", "--help");
        same("conformance", "matrix", "--help");
        same("count", "legal", "--help");
    }

    @Test
    void aCommandAloneFailsAsAmongTheOthers() {
        same("judge", "--jobz", "2");
        same("replay", "--rules", "no-such-rules", "x.sgf");
        same("judge", "src/test/resources/sgf/no-such-file.sgf");
        same("conformance", "exprot");
    }

    @Test
    void aCommandAloneJudgesAsAmongTheOthers() {
        String[] args = {"judge", "src/test/resources/sgf/ko-retaken-at-once.sgf", "src/test/resources/sgf/passes-and-komi.sgf",
            "--jobs", "1"};
        CliRun all = CliRun.on(Main.commandLine(), args);
        CliRun one = CliRun.on(Main.commandLine(args), args);
        assertEquals(all.status(), one.status());
        // The summary's last line says how long it took; every row before it is the same.
        assertEquals(all.out().lines().toList().subList(0, 3), one.out().lines().toList().subList(0, 3));
        assertTrue(one.out().contains("ko-retaken-at-once.sgf"), one.out());
    }

    @Test
    void onlyTheNamedCommandIsBuilt() {
        assertEquals(List.of("help", "judge"), List.copyOf(Main.commandLine(new String[] {"judge", "x.sgf"}).getSubcommands().keySet()));
        // Anything else (no command, an option, help, a word mistyped) gets every command and its suggestions.
        for (String[] args : List.of(new String[0], new String[] {"--help"}, new String[] {"help", "judge"}, new String[] {"jugde"})) {
            assertEquals(COMMANDS.size() + 1, Main.commandLine(args).getSubcommands().size(), String.join(" ", args));
        }
        CliRun mistyped = CliRun.on(Main.commandLine(new String[] {"jugde"}), "jugde");
        assertNotEquals(0, mistyped.status());
        assertTrue(mistyped.err().contains("did you mean judge?"), mistyped.err());
    }
}
