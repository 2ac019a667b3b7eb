package org.logicalgo.conformance.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.logicalgo.conformance.Suite;
import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.rules.Ruleset;

/**
 * The suite against Pachi 12.90 built from its source without its network (conformance/engines/pachi.md),
 * as a referee (Pachi has no legality query), under the rules it plays
 * (tromp-taylor+ko=simple+suicide=forbidden) and the logical rules, with its own score and with
 * pass_all_alive (every stone counted as it stands): each run fails exactly the cases
 * of its baseline (conformance/engines/baselines/pachi/). A run takes well under a minute: the runner
 * reads Pachi's board from showboard's answer, and waits for none on stderr. Pachi's command line is
 * $LOGICALGO_PACHI ("pachi -e uct --nodcnn -t =1000 threads=1 pondering=0 -s 1"); where it is not set
 * (CI builds no engine from source), the test is skipped with a message.
 */
@Timeout(value = 600, unit = TimeUnit.SECONDS)
class PachiIntegrationTest {

    private static final Path BASELINES = Path.of("conformance/engines/baselines/pachi");


    private static List<CaseOutcome> run(Ruleset ruleset, boolean passAllAlive) {
        List<String> engine = new java.util.ArrayList<>(FieldEngines.pachi().orElseThrow());
        if (passAllAlive) {
            // The uct option that makes final_score count every stone as it stands (pachi.md).
            engine.add("pass_all_alive");
        }
        Suite suite = Suite.load(Path.of("conformance/cases")).under(ruleset);
        ConformanceRunner runner = new ConformanceRunner(new ConformanceRunner.Options(r -> engine, Duration.ofSeconds(60),
                Duration.ofSeconds(60), Duration.ofSeconds(180), 1, false, false, ConformanceRunner.Role.REFEREE));
        return runner.run(suite.cases().stream().filter(c -> !c.tags().contains("slow"))
                .map(c -> new ConformanceRunner.Job(c, ruleset)).toList(), o -> { });
    }

    @Test
    void pachiFailsExactlyTheCasesOfEachBaselineAndDiesOnNoSize() throws IOException {
        assumeTrue(FieldEngines.pachi().isPresent(), "Pachi is not installed (conformance/engines/pachi.md; set LOGICALGO_PACHI); this test needs it");
        for (String base : List.of("tromp-taylor+ko=simple+suicide=forbidden", "tromp-taylor",
                "tromp-taylor+ko=simple+suicide=forbidden.pass_all_alive", "tromp-taylor.pass_all_alive")) {
            String name = base.replace(".pass_all_alive", "");
            List<CaseOutcome> outcomes = run(org.logicalgo.rulesets.Rulesets.read(name).ruleset(), base.endsWith("pass_all_alive"));
            Baseline.Difference d = Baseline.read(BASELINES.resolve(base + ".txt")).compare(outcomes);
            assertTrue(d.none(), () -> name + ": new failures " + d.newFailures() + ", new passes " + d.newPasses());
            // Pachi aborts on boardsize 1: its 1x1 cases are unsupported, none errs.
            assertTrue(outcomes.stream().noneMatch(o -> o.status() == Status.ERRORED), name + ": a case erred");
            CaseOutcome tiny = outcomes.stream().filter(o -> o.caseId().equals("tiny.1x1-two-passes-komi")).findFirst().orElseThrow();
            assertEquals(Status.UNSUPPORTED, tiny.status(), tiny::toString);
            assertTrue(tiny.actual().contains("boardsize 1, on which the engine died"), tiny.actual());
        }
    }
}
