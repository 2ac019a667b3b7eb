package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import org.logicalgo.arbiter.Judge;
import org.logicalgo.arbiter.Judgement;
import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Expectation;
import org.logicalgo.conformance.Suite;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.fast.Fast;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.sgf.GameRecord;
import org.logicalgo.sgf.SgfParser;

/**
 * The conformance suite's edge cases as SGF records, judged: the first refused turn, its clause
 * and the turn it repeats, the result, the end and the boards are those the suite's cases give
 * (worked out by hand there), under every ruleset this build knows.
 */
class ConformanceSgfTest {

    private static final Suite SUITE = Suite.load(Path.of("conformance/cases"));
    // The fast engine, as judge uses by default: ConformanceSuiteTest plays every case on the
    // reference already; what this test adds is the record's way through SGF.
    private static final Judge JUDGE = new Judge(Fast.ENGINE);

    @Test
    void everyCaseSgfCanHoldIsJudgedAsTheSuiteExpects() {
        int judged = 0;
        for (ConformanceCase c : SUITE.cases()) {
            // The games of hundreds of turns (seconds each on the reference, which ConformanceSuiteTest
            // plays anyway) are judged from SGF under -Plong only, to keep the default run short.
            if (c.tags().contains("long") && !Boolean.getBoolean("logicalgo.long")) {
                continue;
            }
            for (Map.Entry<Ruleset, Expectation> entry : c.expect().entrySet()) {
                Ruleset rules = entry.getKey();
                Optional<String> sgf = CaseSgf.of(c, rules);
                if (sgf.isEmpty()) {
                    continue;
                }
                String where = c.id() + " under " + Rulesets.name(rules);
                Expectation e = entry.getValue();
                Judgement j = JUDGE.judge(GameRecord.read(SgfParser.parse(sgf.get()).get(0)), Optional.of(Rulesets.read(Rulesets.name(rules))));
                Optional<Expectation.Refusal> first = e.refused().stream().min(Comparator.comparingInt(Expectation.Refusal::turn));
                assertEquals(first.map(Expectation.Refusal::turn), j.refusal().map(r -> r.move().number()), where);
                if (first.isPresent()) {
                    assertEquals(first.get().clause(), j.refusal().orElseThrow().verdict().clause(), where);
                    assertEquals(first.get().repeats(), j.refusal().orElseThrow().verdict().repeats(), where);
                } else {
                    e.result().ifPresent(r -> assertEquals(r, j.score().result(), where));
                    e.score().ifPresent(s -> assertEquals(s.black() + "/" + s.white(), j.score().black() + "/" + j.score().white(), where));
                    e.ended().ifPresent(ended -> assertEquals(ended, j.game().ended(), where));
                }
                int accepted = j.game().turnNumber();
                for (Expectation.BoardCheck b : e.boards()) {
                    if (b.after() == accepted) {
                        assertEquals(Colouring.parse(String.join("/", b.rows())), j.game().colouring(), where + " after " + accepted);
                    }
                }
                judged++;
            }
        }
        assertTrue(judged >= 200, judged + " case-rulesets judged");
    }

    @Test
    void theExportedCorpusIsTheSuiteAsItStands() throws IOException {
        Map<String, String> exported = new TreeMap<>();
        try (Stream<Path> files = Files.list(Path.of("conformance/sgf"))) {
            for (Path f : files.toList()) {
                exported.put(f.getFileName().toString(), Files.readString(f));
            }
        }
        Map<String, String> fresh = new TreeMap<>();
        for (ConformanceCase c : SUITE.under(org.logicalgo.rulesets.Rulesets.read("tromp-taylor").ruleset()).cases()) {
            CaseSgf.of(c, org.logicalgo.rulesets.Rulesets.read("tromp-taylor").ruleset()).ifPresent(s -> fresh.put(c.id() + ".sgf", s));
        }
        assertEquals(fresh.keySet(), exported.keySet(), "run ./logical-go conformance export --format sgf --out conformance/sgf");
        for (String name : fresh.keySet()) {
            assertEquals(fresh.get(name), exported.get(name), name + ": run ./logical-go conformance export --format sgf --out conformance/sgf");
        }
    }
}
