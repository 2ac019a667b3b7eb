package org.logicalgo.cli;

import java.time.Duration;
import java.util.List;
import java.util.function.Function;

import org.logicalgo.conformance.runner.ConformanceRunner;
import org.logicalgo.rules.Ruleset;

import picocli.CommandLine.Option;

/**
 * How an engine is put through the suite, the same for {@code conformance} and {@code conformance
 * identify}: a process per case or not, the score asked or not, and the time bounds (the bounds
 * run.sh writes the libraries' baselines under, so that every run of a case is bounded alike).
 */
final class EngineRunOptions {

    @Option(names = "--fresh-engine", description = "Start the engine afresh for every case (slower; keeps one case's state out of the next).")
    boolean freshEngine;

    @Option(names = "--skip-score", description = "Do not ask final_score (for engines that take minutes over it); score checks are reported not asked.")
    boolean skipScore;

    @Option(names = "--command-timeout", paramLabel = "SECONDS", defaultValue = "20", description = "Longest wait for one answer (default 20).")
    int commandTimeout;

    @Option(names = "--score-timeout", paramLabel = "SECONDS", defaultValue = "30",
            description = "Longest wait for final_score, which some engines take long over; a slower score is reported not asked and the case goes on (default 30).")
    int scoreTimeout;

    @Option(names = "--role", paramLabel = "ROLE", defaultValue = "referee", converter = RoleConverter.class,
            description = "Which role of the engine is judged: referee (default: what its play refuses when told a move) or player"
                    + " (what it says it would play, asked by is_legal or gogui-rules_legal_moves before each move; a move the rules"
                    + " refuse is then never told).")
    ConformanceRunner.Role role;

    @Option(names = "--case-timeout", paramLabel = "SECONDS", defaultValue = "300", description = "Longest time for one case (default 300).")
    int caseTimeout;

    /** The runner's options for these engines, {@code jobs} at once; bounds under a second are refused in one line. */
    ConformanceRunner.Options runner(Function<Ruleset, List<String>> engineFor, int jobs, boolean rulesByCommand) {
        if (commandTimeout < 1 || caseTimeout < 1 || scoreTimeout < 1) {
            throw new UserError("timeouts are at least 1 second");
        }
        return new ConformanceRunner.Options(engineFor, Duration.ofSeconds(commandTimeout),
                skipScore ? Duration.ZERO : Duration.ofSeconds(scoreTimeout), Duration.ofSeconds(caseTimeout), jobs, freshEngine, rulesByCommand, role);
    }

    /** referee or player, in one line when neither. */
    static final class RoleConverter implements picocli.CommandLine.ITypeConverter<ConformanceRunner.Role> {
        @Override
        public ConformanceRunner.Role convert(String value) {
            for (ConformanceRunner.Role r : ConformanceRunner.Role.values()) {
                if (r.word().equals(value)) {
                    return r;
                }
            }
            throw new picocli.CommandLine.TypeConversionException("'" + value + "' is no role: referee or player");
        }
    }

    /** These options as a command line gives them again, where they change what a case shows. */
    String words() {
        return ((freshEngine ? " --fresh-engine" : "") + (skipScore ? " --skip-score" : "")
                + (role == ConformanceRunner.Role.PLAYER ? " --role player" : "")).strip();
    }
}
