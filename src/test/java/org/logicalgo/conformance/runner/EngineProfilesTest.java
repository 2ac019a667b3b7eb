package org.logicalgo.conformance.runner;

import org.logicalgo.rules.Ruleset;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.logicalgo.conformance.Suite;
import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.gtp.EngineProfile;

/**
 * Our engine, free of defects, in each profile of what engines offer (every size and every
 * command; a plain GTP engine; 19x19 only with its board on stderr; no final_score; who won but
 * no final_score, as a learning environment): it passes
 * every check it is asked, and what each profile lets the suite judge, clause by clause, is the
 * table in conformance/README.md (rewritten here when it is out of date: the test then fails once).
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class EngineProfilesTest {

    private static final Path README = Path.of("conformance/README.md");
    private static final Map<EngineProfile, Reports> RUNS = new LinkedHashMap<>();

    @BeforeAll
    static void runEveryProfile() {
        Suite suite = Suite.load(Path.of("conformance/cases")).under(org.logicalgo.rulesets.Rulesets.read("tromp-taylor").ruleset());
        for (EngineProfile profile : EngineProfile.ALL) {
            List<String> engine = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), "org.logicalgo.cli.Main", "gtp", "--engine", "fast",
                    "--profile", profile.name());
            ConformanceRunner runner = new ConformanceRunner(new ConformanceRunner.Options(r -> engine,
                    Duration.ofSeconds(30), Duration.ofSeconds(120), 1));
            List<CaseOutcome> outcomes = runner.run(suite.cases().stream()
                    .map(c -> new ConformanceRunner.Job(c, Ruleset.TROMP_TAYLOR)).toList(), o -> { });
            RUNS.put(profile, new Reports(profile.name(), outcomes));
        }
    }

    @Test
    void theEngineWithoutDefectPassesEveryCheckItIsAskedInEveryProfile() {
        RUNS.forEach((profile, reports) -> {
            for (CaseOutcome o : reports.outcomes()) {
                assertTrue(!o.bad(), () -> profile.name() + ": " + o.caseId() + " " + o.status() + " " + o.expected() + " / " + o.actual());
            }
            assertTrue(reports.totals().get(Status.PASSED) > 0, profile.name());
        });
        // In full our engine referees everything GTP can carry: nothing is left unsupported.
        assertEquals(0, RUNS.get(EngineProfile.FULL).totals().get(Status.UNSUPPORTED));
    }

    @Test
    void theCoverageTableInTheSuitesReadmeIsWhatTheProfilesShow() throws IOException {
        String table = table();
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("(?s)(<!-- coverage:start -->\n)(.*?)(<!-- coverage:end -->)").matcher(readme);
        assertTrue(m.find(), "conformance/README.md has no <!-- coverage:start --> ... <!-- coverage:end --> block");
        if (!m.group(2).equals(table)) {
            Files.writeString(README, readme.substring(0, m.start(2)) + table + readme.substring(m.end(2)), StandardCharsets.UTF_8);
        }
        assertEquals(table, m.group(2), "conformance/README.md's coverage table was out of date and has been rewritten; review and commit it");
    }

    private static String table() throws IOException {
        Map<String, String> titles = titles();
        StringBuilder t = new StringBuilder("| clause | ");
        List<String> headers = new ArrayList<>();
        for (EngineProfile p : RUNS.keySet()) {
            headers.add(header(p));
        }
        t.append(String.join(" | ", headers)).append(" |\n|---|").append("---|".repeat(headers.size())).append('\n');
        Map<String, int[]> first = RUNS.get(EngineProfile.FULL).shownByClause();
        for (String clause : first.keySet()) {
            t.append("| ").append(clause).append(' ').append(titles.getOrDefault(clause, "")).append(" |");
            for (Reports r : RUNS.values()) {
                int[] c = r.shownByClause().getOrDefault(clause, new int[2]);
                t.append(' ').append(c[0]).append(" of ").append(c[1]).append(" |");
            }
            t.append('\n');
        }
        t.append("| **cases unsupported** |");
        for (Reports r : RUNS.values()) {
            t.append(" **").append(r.totals().get(Status.UNSUPPORTED)).append(" of ").append(r.outcomes().size()).append("** |");
        }
        return t.append('\n').toString();
    }

    private static String header(EngineProfile p) {
        return switch (p.name()) {
            case "full" -> "every size, list_stones, final_score, GoGui's rules commands (our engine)";
            case "plain" -> "every size, list_stones, final_score (a plain GTP engine)";
            case "19x19-showboard" -> "19x19 only, showboard only, loadsgf, final_score (Leela Zero)";
            case "no-final-score" -> "every size, list_stones, no final_score";
            case "environment" -> "square sizes, list_stones, who won but no final_score (a learning environment)";
            default -> p.name();
        };
    }

    /** The clause titles from the spec's headings ({@code ### TT-1 The grid}). */
    private static Map<String, String> titles() throws IOException {
        Map<String, String> titles = new LinkedHashMap<>();
        Pattern heading = Pattern.compile("^### ([A-Z]{2}-[A-Z]?[0-9]+) (.*)$");
        try (var files = Files.list(Path.of("spec"))) {
            // A translation (spec/*.fr.md) repeats the ids; the titles are the English, which is authoritative.
            for (Path f : files.filter(p -> p.toString().endsWith(".md") && !p.toString().endsWith(".fr.md")).toList()) {
                for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                    Matcher m = heading.matcher(line);
                    if (m.matches()) {
                        titles.put(m.group(1), m.group(2));
                    }
                }
            }
        }
        return titles;
    }
}
