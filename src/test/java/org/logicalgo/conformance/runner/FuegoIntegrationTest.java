package org.logicalgo.conformance.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.logicalgo.conformance.Suite;
import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rulesets.Rulesets;

/**
 * The suite against Fuego built from its source (conformance/engines/fuego.md), under each ruleset
 * its start-up files configure (conformance/engines/config/fuego/RULESET.gtp), in both roles: each
 * run fails exactly the cases of its baseline (conformance/engines/baselines/fuego/), every one a
 * defect checked by hand (conformance/engines/transcripts/fuego-*.txt). Fuego is found at
 * $LOGICALGO_FUEGO or as fuego on the PATH; where it is not (CI builds no engine from source), the
 * tests are skipped with a message.
 */
@Timeout(value = 600, unit = TimeUnit.SECONDS)
class FuegoIntegrationTest {

    private static final Path CONFIG = Path.of("conformance/engines/config/fuego");
    private static final Path BASELINES = Path.of("conformance/engines/baselines/fuego");


    private static List<CaseOutcome> run(Path config, ConformanceRunner.Role role) {
        String rules = config.getFileName().toString().replaceFirst("\\.gtp$", "");
        Ruleset ruleset = Rulesets.read(rules).ruleset();
        List<String> engine = List.of(FieldEngines.fuego().orElseThrow(), "--config", config.toString(), "--srand", "1");
        Suite suite = Suite.load(Path.of("conformance/cases")).under(ruleset);
        ConformanceRunner runner = new ConformanceRunner(new ConformanceRunner.Options(r -> engine, Duration.ofSeconds(30),
                Duration.ofSeconds(30), Duration.ofSeconds(120), 1, false, false, role));
        return runner.run(suite.cases().stream().filter(c -> !c.tags().contains("slow"))
                .map(c -> new ConformanceRunner.Job(c, ruleset)).toList(), o -> { });
    }

    private static List<Path> configs() throws IOException {
        try (Stream<Path> files = Files.list(CONFIG)) {
            return files.filter(p -> p.toString().endsWith(".gtp")).sorted().toList();
        }
    }

    @Test
    void everyRulesetFuegoCanBeSetToHasItsBaseline() throws IOException {
        for (Path config : configs()) {
            String name = config.getFileName().toString().replaceFirst("\\.gtp$", "");
            assertTrue(Files.exists(BASELINES.resolve(name + ".txt")), "no baseline for " + config);
            Rulesets.read(name);
        }
    }

    /** Each start-up file's run in this role against its ruleset's baseline; the outcomes by ruleset name. */
    private static java.util.Map<String, List<CaseOutcome>> judgedAsBaselines(ConformanceRunner.Role role) throws IOException {
        java.util.Map<String, List<CaseOutcome>> runs = new java.util.LinkedHashMap<>();
        for (Path config : configs()) {
            String name = config.getFileName().toString().replaceFirst("\\.gtp$", "");
            List<CaseOutcome> outcomes = run(config, role);
            Baseline.Difference d = Baseline.read(BASELINES.resolve(name + ".txt")).compare(outcomes);
            assertTrue(d.none(), () -> role.word() + ", " + name + ": new failures " + d.newFailures() + ", new passes " + d.newPasses());
            assertTrue(outcomes.stream().noneMatch(o -> o.status() == Status.ERRORED), name + ": a case erred");
            runs.put(name, outcomes);
        }
        return runs;
    }

    @Test
    void asARefereeFuegoFailsExactlyTheCasesOfEachBaseline() throws IOException {
        assumeTrue(FieldEngines.fuego().isPresent(), "Fuego is not installed (conformance/engines/fuego.md; set LOGICALGO_FUEGO); this test needs it");
        judgedAsBaselines(ConformanceRunner.Role.REFEREE);
    }

    @Test
    void asAPlayerFuegoSaysWhatItsPlayDoes() throws IOException {
        assumeTrue(FieldEngines.fuego().isPresent(), "Fuego is not installed (conformance/engines/fuego.md; set LOGICALGO_FUEGO); this test needs it");
        // Fuego's is_legal takes the same shortcuts as its play (transcripts/fuego-referee-and-player.txt):
        // under every ruleset the same cases fail in both roles, a suicide on a fresh point among them.
        List<CaseOutcome> player = judgedAsBaselines(ConformanceRunner.Role.PLAYER).get("tromp-taylor");
        CaseOutcome suicide = player.stream().filter(o -> o.caseId().equals("suicide.lone-stone-corner-a1-7x7")).findFirst().orElseThrow();
        assertEquals(Status.FAILED, suicide.status(), suicide::toString);
        assertTrue(suicide.actual().startsWith("the engine would play it: is_legal"), suicide.actual());
    }
}
