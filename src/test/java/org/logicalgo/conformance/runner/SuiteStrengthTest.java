package org.logicalgo.conformance.runner;

import org.logicalgo.rulesets.Rulesets;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import org.logicalgo.conformance.Suite;
import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.defects.Defect;
import org.logicalgo.gtp.EngineProfile;

/**
 * The suite's proof of strength (conformance/README.md, "How strong the suite is"): our engine made
 * wrong in each way real engines have been wrong ({@code gtp --defect NAME}) fails at least one case
 * in every profile of what engines offer, unless no GTP dialogue with such an engine can reveal the
 * defect, for the reason given in {@link #UNREVEALABLE}. Under {@code -Plong} only: it takes minutes.
 */
@Timeout(value = 1800, unit = TimeUnit.SECONDS)
@EnabledIfSystemProperty(named = "logicalgo.long", matches = "true",
        disabledReason = "runs the suite against 18 defects in 4 profiles (minutes): mvn -B test -Plong")
class SuiteStrengthTest {

    private static final Suite SUITE = Suite.load(Path.of("conformance/cases"));

    /**
     * Every turn sent is the named colour's own turn: turns out of order are not sent, and our
     * engine is told of a handicap (set_handicap), so Black's consecutive handicap moves are his.
     * An engine not told would be revealed by the handicap cases.
     */
    private static final String COLOUR_TOLD = "every turn sent names the player to move (turns out of order are not sent; the handicap is told)";

    /** The defects a profile hides, with why no GTP dialogue can reveal them there. */
    static final Map<String, String> UNREVEALABLE = Map.ofEntries(
            Map.entry("wrong-player@plain", "GTP lets either colour play: a turn out of order is never sent (TT-5)"),
            Map.entry("wrong-player@19x19-showboard", "GTP lets either colour play: a turn out of order is never sent (TT-5)"),
            Map.entry("wrong-player@no-final-score", "GTP lets either colour play: a turn out of order is never sent (TT-5)"),
            Map.entry("no-end@plain", "GTP does not end games: a turn after the end is never sent (TT-R8)"),
            Map.entry("no-end@19x19-showboard", "GTP does not end games: a turn after the end is never sent (TT-R8)"),
            Map.entry("no-end@no-final-score", "GTP does not end games: a turn after the end is never sent (TT-R8)"),
            Map.entry("colour-ignored@plain", COLOUR_TOLD),
            Map.entry("colour-ignored@19x19-showboard", COLOUR_TOLD),
            Map.entry("colour-ignored@no-final-score", COLOUR_TOLD),
            Map.entry("dead-stones-removed@no-final-score", "only the score shows it, and the engine gives none"),
            Map.entry("territory-counting@no-final-score", "only the score shows it, and the engine gives none"),
            Map.entry("komi-ignored@no-final-score", "only the score shows it, and the engine gives none"),
            Map.entry("handicap-unpaid@no-final-score", "only the score shows it, and the engine gives none"),
            Map.entry("handicap-paid@no-final-score", "only the score shows it, and the engine gives none"));

    /** The ruleset whose expectations reveal a defect: the French rules for the French handicap (FR-14), the logical rules otherwise. */
    static String rulesetFor(Defect d) {
        return d.clause().startsWith("FR-") ? "french" : "tromp-taylor";
    }

    /** The first case the defective engine fails in a profile, if any: the suite is run until one fails. */
    static Optional<CaseOutcome> firstFailure(Defect defect, EngineProfile profile) {
        String ruleset = rulesetFor(defect);
        List<String> engine = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "org.logicalgo.cli.Main", "gtp", "--rules",
                ruleset.split("\\+")[0], "--defect", defect.id(), "--profile", profile.name());
        ConformanceRunner runner = new ConformanceRunner(new ConformanceRunner.Options(r -> engine,
                Duration.ofSeconds(30), Duration.ofSeconds(120), 1));
        List<ConformanceRunner.Job> jobs = SUITE.under(org.logicalgo.rulesets.Rulesets.read(ruleset).ruleset()).cases().stream().filter(c -> !c.tags().contains("slow"))
                .map(c -> new ConformanceRunner.Job(c, Rulesets.read(ruleset).ruleset())).toList();
        Optional<CaseOutcome> failed = runner.run(jobs, o -> { }, o -> o.status() == Status.FAILED).stream()
                .filter(o -> o.status() == Status.FAILED).findFirst();
        if (failed.isPresent()) {
            return failed;
        }
        return Optional.empty();
    }

    @Test
    void everyDefectFailsACaseInEveryProfileWhereADialogueCanRevealIt() {
        Map<String, String> missed = new LinkedHashMap<>();
        StringBuilder table = new StringBuilder();
        for (Defect defect : Defect.values()) {
            table.append("| ").append(defect.id()).append(" | ").append(defect.clause()).append(" |");
            for (EngineProfile profile : EngineProfile.ALL) {
                String key = defect.id() + "@" + profile.name();
                Optional<CaseOutcome> caught = firstFailure(defect, profile);
                if (UNREVEALABLE.containsKey(key)) {
                    assertTrue(caught.isEmpty(), key + " is listed as unrevealable but fails " + caught.map(CaseOutcome::caseId).orElse(""));
                    table.append(" cannot be revealed |");
                } else if (caught.isEmpty()) {
                    missed.put(key, "no case fails");
                    table.append(" **not caught** |");
                } else {
                    table.append(' ').append(caught.get().caseId()).append(" |");
                }
            }
            table.append('\n');
        }
        System.out.println(table);
        assertTrue(missed.isEmpty(), "defects the suite does not catch: " + missed + "\n" + table);
    }

    @Test
    void everyDefectIsCaughtWhenTheEngineOffersEverything() {
        for (Defect defect : Defect.values()) {
            assertEquals(false, UNREVEALABLE.containsKey(defect.id() + "@full"), defect.id());
        }
    }
}
