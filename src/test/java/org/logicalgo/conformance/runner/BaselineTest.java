package org.logicalgo.conformance.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import org.logicalgo.conformance.runner.Baseline.Triage;
import org.logicalgo.conformance.runner.Baseline.Triage.Kind;
import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rulesets.Rulesets;

/** A baseline's lines with their triage (bug: or note:), read, refused, written back and carried over a new run. */
class BaselineTest {

    private static final String HEADER = "# logical-go conformance baseline: the cases this engine fails or errs, one 'case ruleset' a line,"
            + " then 'bug: LINK' or 'note: WORDS' once triaged";

    /** A baseline as its author leaves it: comments, a blank line, each form of line, in no order. */
    private static final String TRIAGED = """
            # logical-go conformance baseline: an earlier header
            # Why these fail: the engine's page.
            # engine: Some Engine 1.0: some-engine --gtp

            ko.simple-centre-7x7 tromp-taylor+ko=situational   bug:   https://example.org/engine/issues/12
            basics.ko-basic tromp-taylor
            long.fill-2x2 tromp-taylor bug: conformance/engines/gnugo.md#checked-by-hand-2026-11
            handicap.bonus-two-stones-19x19 tromp-taylor+komi=7.5 note: White gets a point a handicap stone (TT-V2, bonus=n)
            """;

    @Test
    void eachFormOfLineIsReadWithItsTriageAndTheCommentsAreKept() throws IOException {
        Baseline b = Baseline.parse(TRIAGED);
        assertEquals(Map.of(
                "ko.simple-centre-7x7 tromp-taylor+ko=situational", new Triage(Kind.BUG, "https://example.org/engine/issues/12"),
                "basics.ko-basic tromp-taylor", Triage.UNTRIAGED,
                "long.fill-2x2 tromp-taylor", new Triage(Kind.BUG, "conformance/engines/gnugo.md#checked-by-hand-2026-11"),
                "handicap.bonus-two-stones-19x19 tromp-taylor+komi=7.5", new Triage(Kind.NOTE, "White gets a point a handicap stone (TT-V2, bonus=n)")),
                b.known());
        // The engine line is the writer's own; the other comments are the author's.
        assertEquals(List.of("# Why these fail: the engine's page."), b.comments());
        assertEquals(Set.of("ko.simple-centre-7x7 tromp-taylor+ko=situational", "basics.ko-basic tromp-taylor", "long.fill-2x2 tromp-taylor",
                "handicap.bonus-two-stones-19x19 tromp-taylor+komi=7.5"), b.failing());
        assertTrue(b.triage("ko.simple-centre-7x7 tromp-taylor+ko=situational").url());
        assertFalse(b.triage("long.fill-2x2 tromp-taylor").url(), "a path of this repository, left to the reader to resolve");
        assertTrue(b.triage("no.such-case tromp-taylor").untriaged());
    }

    @Test
    void aBaselineIsWrittenInOrderAndReadBackTheSame() throws IOException {
        Baseline b = Baseline.parse(TRIAGED);
        String written = b.text("Some Engine 1.1: some-engine --gtp");
        assertEquals(HEADER + "\n"
                + "# Why these fail: the engine's page.\n"
                + "# engine: Some Engine 1.1: some-engine --gtp\n"
                + "basics.ko-basic tromp-taylor\n"
                + "handicap.bonus-two-stones-19x19 tromp-taylor+komi=7.5 note: White gets a point a handicap stone (TT-V2, bonus=n)\n"
                + "ko.simple-centre-7x7 tromp-taylor+ko=situational bug: https://example.org/engine/issues/12\n"
                + "long.fill-2x2 tromp-taylor bug: conformance/engines/gnugo.md#checked-by-hand-2026-11\n", written);
        assertEquals(b, Baseline.parse(written));
        assertEquals(written, Baseline.parse(written).text("Some Engine 1.1: some-engine --gtp"));
    }

    private static String refused(String line) {
        return assertThrows(IOException.class, () -> Baseline.parse(HEADER + "\nbasics.capture-corner-stone tromp-taylor\n" + line + "\n"))
                .getMessage();
    }

    @Test
    void aLineThatIsNotACaseARulesetAndATriageIsRefusedWithItsNumber() {
        assertEquals("line 3 is not 'case-id ruleset': basics.ko-basic", refused("basics.ko-basic"));
        assertEquals("line 3 is not 'case-id ruleset': Basics.ko-basic tromp-taylor", refused("Basics.ko-basic tromp-taylor"));
        // The ruleset as the registry reads it, and writes it: the key is then the one a run gives.
        assertTrue(refused("basics.ko-basic trom-taylor").startsWith("line 3: no ruleset called 'trom-taylor'"), refused("basics.ko-basic trom-taylor"));
        assertTrue(refused("basics.ko-basic trom-taylor").endsWith("did you mean tromp-taylor?"), refused("basics.ko-basic trom-taylor"));
        assertTrue(refused("basics.ko-basic tromp-taylor+ko=positional").startsWith(
                "line 3: ruleset 'tromp-taylor+ko=positional': the same ruleset is named tromp-taylor "), refused("basics.ko-basic tromp-taylor+ko=positional"));
        assertEquals("line 3: 'bug:' names no link (an http(s) URL or a path of this repository)", refused("basics.ko-basic tromp-taylor bug:"));
        assertEquals("line 3: 'bug:' names no link (an http(s) URL or a path of this repository)", refused("basics.ko-basic tromp-taylor bug:   "));
        assertEquals("line 3: 'note:' has no words", refused("basics.ko-basic tromp-taylor note:"));
        assertEquals("line 3: after 'case-id ruleset' comes 'bug: LINK' or 'note: WORDS', not foo: bar", refused("basics.ko-basic tromp-taylor foo: bar"));
        assertEquals("line 3: after 'case-id ruleset' comes 'bug: LINK' or 'note: WORDS', not Bug: https://example.org/1",
                refused("basics.ko-basic tromp-taylor Bug: https://example.org/1"));
        assertEquals("line 3: 'bug:' takes one link, not words (words go after 'note:'): see the GNU Go page",
                refused("basics.ko-basic tromp-taylor bug: see the GNU Go page"));
        assertEquals("line 3: 'bug:' takes an http(s) URL or a path of this repository, not javascript:alert(1)",
                refused("basics.ko-basic tromp-taylor bug: javascript:alert(1)"));
        assertEquals("line 3: 'basics.capture-corner-stone tromp-taylor' is listed already, on line 2",
                refused("basics.capture-corner-stone tromp-taylor note: a second opinion"));
    }

    private static CaseOutcome outcome(String id, Ruleset rules, Status status) {
        return new CaseOutcome(id, "t", rules, List.of("TT-6"), status, 1, "B A1", Optional.empty(), "refused", "accepted",
                null, null, "", Optional.empty(), List.of("B A1"), 0, "", 1, Map.of(), List.of(), List.of(), 1,
                Optional.empty(), Optional.empty(), List.of("TT-6"));
    }

    @Test
    void aNewRunWrittenOverABaselineKeepsItsCommentsAndTheTriageOfWhatStillFails() throws IOException {
        Baseline before = Baseline.parse(TRIAGED);
        Ruleset situational = Rulesets.readName("tromp-taylor+ko=situational");
        List<CaseOutcome> now = List.of(
                outcome("ko.simple-centre-7x7", situational, Status.FAILED),
                outcome("long.fill-2x2", Ruleset.TROMP_TAYLOR, Status.PASSED),
                outcome("basics.ko-basic", Ruleset.TROMP_TAYLOR, Status.ERRORED),
                outcome("suicide.three-stones", Ruleset.TROMP_TAYLOR, Status.FAILED));
        Baseline after = before.rewritten(now);
        // The bug kept, the pass and the case not played gone with their triage, the new failure untriaged.
        assertEquals(Map.of(
                "ko.simple-centre-7x7 tromp-taylor+ko=situational", new Triage(Kind.BUG, "https://example.org/engine/issues/12"),
                "basics.ko-basic tromp-taylor", Triage.UNTRIAGED,
                "suicide.three-stones tromp-taylor", Triage.UNTRIAGED), after.known());
        assertEquals(List.of("# Why these fail: the engine's page."), after.comments());

        Baseline.Difference d = before.compare(now);
        assertEquals(Set.of("suicide.three-stones tromp-taylor"), d.newFailures());
        assertEquals(Set.of("long.fill-2x2 tromp-taylor"), d.newPasses());
        assertEquals(List.of("basics.ko-basic tromp-taylor", "ko.simple-centre-7x7 tromp-taylor+ko=situational"),
                List.copyOf(d.knownFailures().keySet()));
        assertEquals(Set.of("basics.ko-basic tromp-taylor"), d.untriaged());
    }

    /** Every baseline file of the repository: the real engines' and the harnesses' (JavaScript and Python). */
    private static List<Path> repositoryBaselines() throws IOException {
        List<Path> files = new ArrayList<>();
        // The engines' baselines, and each harness's: its own folder, not the packages installed beside it.
        List<Path> folders = new ArrayList<>(List.of(Path.of("conformance/engines/baselines")));
        try (Stream<Path> harnesses = Files.list(Path.of("conformance/harnesses"))) {
            harnesses.map(h -> h.resolve("baselines")).filter(Files::isDirectory).forEach(folders::add);
        }
        for (Path folder : folders) {
            try (Stream<Path> in = Files.list(folder)) {
                in.filter(p -> p.toString().endsWith(".txt")).forEach(files::add);
            }
        }
        files = files.stream().sorted().toList();
        // The two engines' and the harnesses', so that a moved folder does not leave the tests below reading nothing.
        assertTrue(files.contains(Path.of("conformance/engines/baselines/gnugo.txt"))
                && files.stream().anyMatch(p -> p.startsWith("conformance/harnesses")) && files.size() > 10, files.toString());
        return files;
    }

    @Test
    void everyBaselineOfTheRepositoryIsRead() throws IOException {
        List<String> unread = new ArrayList<>();
        for (Path file : repositoryBaselines()) {
            try {
                Baseline.read(file);
            } catch (IOException e) {
                unread.add(file + ": " + e.getMessage());
            }
        }
        assertEquals(List.of(), unread);
    }

    /** GitHub's anchor of a Markdown heading: lower case, no punctuation but '-' and '_', each space a '-'. */
    private static String anchor(String heading) {
        return heading.strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
    }

    @Test
    void gitHubsAnchorsAreMadeAsGitHubMakesThem() {
        assertEquals("rule-deviations", anchor("Rule deviations"));
        assertEquals("checked-by-hand-2026-11", anchor("Checked by hand (2026-11)"));
        assertEquals("a-defect-found-on-the-way-a-stale-final_score", anchor("A defect found on the way: a stale `final_score`"));
        // Each space a '-', so that a space before "--" gives three.
        assertEquals("--mode-gtp---chinese-rules---positional-superko---allow-suicide-the-closest-to-tromp-taylor",
                anchor("`--mode gtp --chinese-rules --positional-superko --allow-suicide` (the closest to Tromp-Taylor)"));
    }

    @Test
    void everyBugPathOfEveryBaselineLeadsToAFileAndAHeadingOfIt() throws IOException {
        Set<String> broken = new TreeSet<>();
        Set<Path> linking = new HashSet<>();
        for (Path file : repositoryBaselines()) {
            for (Triage t : Baseline.read(file).known().values()) {
                if (t.kind() != Kind.BUG || t.url()) {
                    continue;
                }
                linking.add(file);
                String[] parts = t.text().split("#", 2);
                Path page = Path.of(parts[0]);
                if (!Files.isRegularFile(page)) {
                    broken.add(file + ": " + t.text() + " (no such file)");
                    continue;
                }
                List<String> anchors = Files.readAllLines(page, StandardCharsets.UTF_8).stream().filter(l -> l.matches("#{1,6} .*"))
                        .map(l -> anchor(l.replaceFirst("#+ ", ""))).toList();
                if (parts.length == 2 && !anchors.contains(parts[1])) {
                    broken.add(file + ": " + t.text() + " (no such heading)");
                }
            }
        }
        // Both kinds of baseline link to their pages, so that the check cannot pass by reading no link at all.
        assertTrue(linking.stream().anyMatch(p -> p.startsWith("conformance/engines/baselines"))
                && linking.stream().anyMatch(p -> p.startsWith("conformance/harnesses")), "no bug: path in some kind of baseline: " + linking);
        assertEquals(Set.of(), broken);
    }
}
