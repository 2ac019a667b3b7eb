package org.logicalgo.conformance.runner;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

import org.logicalgo.display.Markup;
import org.logicalgo.rules.Clause;
import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.display.BoardSvg;
import org.logicalgo.display.Diagram;
import org.logicalgo.io.OutputFile;
import org.logicalgo.json.JsonShapes;

/**
 * The verdicts of a run, written for people (text, HTML) and for tools (JUnit XML, JSON).
 *
 * @param engine   the engine as it named itself, and its command
 * @param rulesets the rulesets whose expectations were checked
 * @param started  when the run began
 * @param duration how long it took
 */
public record Reports(String engine, List<String> rulesets, Instant started, Duration duration, List<CaseOutcome> outcomes) {

    public Reports {
        rulesets = List.copyOf(rulesets);
        outcomes = List.copyOf(outcomes);
    }

    public Reports(String engine, List<CaseOutcome> outcomes) {
        this(engine, outcomes.stream().map(o -> o.ruleset().name()).distinct().toList(), Instant.now(), Duration.ZERO, outcomes);
    }

    public Map<Status, Integer> totals() {
        Map<Status, Integer> t = zeros();
        outcomes.forEach(o -> t.merge(o.status(), 1, Integer::sum));
        return t;
    }

    private static Map<Status, Integer> zeros() {
        Map<Status, Integer> t = new EnumMap<>(Status.class);
        for (Status s : Status.values()) {
            t.put(s, 0);
        }
        return t;
    }

    /**
     * What the cases of a run showed of one clause: in how many an asked check showed it and passed,
     * in how many the check that failed charges it, in how many nothing could have caught its
     * violation (never asked: not a pass), and how many erred.
     */
    public record ClauseCounts(int shown, int failed, int notAsked, int errored) {
        ClauseCounts plus(ClauseCounts o) {
            return new ClauseCounts(shown + o.shown, failed + o.failed, notAsked + o.notAsked, errored + o.errored);
        }
    }

    /** How one case counts for one of the clauses it cites. */
    static ClauseCounts counted(CaseOutcome o, String clause) {
        return switch (o.status()) {
            case ERRORED -> new ClauseCounts(0, 0, 0, 1);
            case UNSUPPORTED -> new ClauseCounts(0, 0, 1, 0);
            case FAILED -> o.charged().contains(clause) ? new ClauseCounts(0, 1, 0, 0)
                    : o.unevidenced().contains(clause) ? new ClauseCounts(0, 0, 1, 0) : new ClauseCounts(1, 0, 0, 0);
            case PASSED, INCOMPLETE -> o.unevidenced().contains(clause) ? new ClauseCounts(0, 0, 1, 0) : new ClauseCounts(1, 0, 0, 0);
        };
    }

    /**
     * Clause id to what the cases showed of it, clauses in the spec's order; a case counts for the
     * clauses its ruleset's text can show (FR-13 is not judged under tromp-taylor), a failure only
     * against the clauses its failed check charges.
     */
    public Map<String, ClauseCounts> byClause() {
        Map<String, ClauseCounts> m = new HashMap<>();
        for (CaseOutcome o : outcomes) {
            List<String> cited = Evidence.required(o.clauses(), o.ruleset());
            for (String clause : cited) {
                m.merge(clause, counted(o, clause), ClauseCounts::plus);
            }
            // A failed check charges its ruleset's clause where the case cites none of its kind (a
            // wrong score is TT-9's whatever the case cites): that failure counts against it too.
            for (String clause : o.charged()) {
                if (!cited.contains(clause)) {
                    m.merge(clause, new ClauseCounts(0, 1, 0, 0), ClauseCounts::plus);
                }
            }
        }
        return inClauseOrder(m);
    }

    /**
     * Clause id to {cases where an asked check showed it, cases that cite it}: what a run could judge
     * of an engine, clause by clause (a failed case counts as showing the clauses it could ask).
     */
    public Map<String, int[]> shownByClause() {
        Map<String, int[]> m = new LinkedHashMap<>();
        byClause().forEach((clause, c) -> m.put(clause, new int[] {c.shown() + c.failed(), c.shown() + c.failed() + c.notAsked() + c.errored()}));
        return m;
    }

    /** Why checks were not asked, with how many, most frequent first. */
    public Map<String, Integer> skipReasons() {
        Map<String, Integer> m = new LinkedHashMap<>();
        outcomes.forEach(o -> o.skipped().forEach((reason, n) -> m.merge(reason, n, Integer::sum)));
        Map<String, Integer> sorted = new LinkedHashMap<>();
        m.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .forEach(e -> sorted.put(e.getKey(), e.getValue()));
        return sorted;
    }

    /** Counted by clause, then sorted once: a few dozen clauses, where every case's clauses are counted. */
    private static <V> Map<String, V> inClauseOrder(Map<String, V> counted) {
        Map<String, V> sorted = new TreeMap<>(Clause.ORDER);
        sorted.putAll(counted);
        return sorted;
    }


    public boolean allSupportedPassed() {
        Map<Status, Integer> t = totals();
        return t.get(Status.FAILED) == 0 && t.get(Status.ERRORED) == 0;
    }

    int asked() {
        return outcomes.stream().mapToInt(CaseOutcome::asked).sum();
    }

    int skipped() {
        return outcomes.stream().mapToInt(CaseOutcome::skippedCount).sum();
    }

    private String when() {
        return DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(started.atOffset(ZoneOffset.UTC).withNano(0)) + " UTC";
    }

    private String totalsLine() {
        Map<Status, Integer> t = totals();
        return String.format("%d cases: %d passed, %d incomplete (what was asked passed, some clause never asked), %d failed,"
                        + " %d unsupported, %d errored",
                outcomes.size(), t.get(Status.PASSED), t.get(Status.INCOMPLETE), t.get(Status.FAILED), t.get(Status.UNSUPPORTED),
                t.get(Status.ERRORED));
    }

    private String checksLine() {
        return String.format("%d checks asked, %d not asked (the reasons below)", asked(), skipped());
    }

    /** The summary a person reads on the terminal: totals, the clause matrix, each failure drawn. */
    public String text() {
        StringBuilder out = new StringBuilder();
        out.append("Engine: ").append(engine).append('\n');
        out.append("Rulesets: ").append(String.join(", ", rulesets)).append("; run ").append(when()).append(", ")
                .append(seconds(duration)).append('\n');
        out.append(totalsLine()).append('\n').append(checksLine()).append("\n\n");
        out.append(String.format("%-8s %7s %7s %10s %8s%n", "clause", "shown", "failed", "not asked", "errored"));
        for (Map.Entry<String, ClauseCounts> e : byClause().entrySet()) {
            ClauseCounts c = e.getValue();
            out.append(String.format("%-8s %7d %7d %10d %8d%n", e.getKey(), c.shown(), c.failed(), c.notAsked(), c.errored()));
        }
        out.append("(shown: an asked check that could catch a violation of the clause passed; failed: the check that failed"
                + " was the clause's; not asked: nothing could be asked of it)\n");
        Map<String, Integer> reasons = skipReasons();
        if (!reasons.isEmpty()) {
            out.append("\nChecks not asked:\n");
            reasons.forEach((reason, n) -> out.append(String.format("%6d  %s%n", n, reason)));
        }
        for (CaseOutcome o : outcomes) {
            if (o.bad()) {
                out.append('\n').append(o.status()).append(' ').append(o.caseId()).append(" [").append(o.ruleset().name()).append("] ")
                        .append(String.join(" ", o.clauses())).append('\n');
                out.append("  ").append(o.title()).append('\n');
                if (!o.placement().isEmpty()) {
                    out.append("  played ").append(o.placement()).append('\n');
                }
                out.append("  turns: ").append(numberedTurns(o)).append(o.komi() != 0 ? "; komi " + GtpWords.komiText(o.komi()) : "").append('\n');
                out.append("  ").append(where(o)).append('\n');
                if (!o.board().isEmpty()) {
                    out.append(indent(o.board()));
                }
                if (!o.expected().isEmpty()) {
                    out.append("  expected: ").append(o.expected().strip().replace("\n", "\n  ")).append('\n');
                }
                out.append("  engine:   ").append(o.actual().strip().replace("\n", "\n  ")).append('\n');
                out.append("  checks:   ").append(checks(o).replace("\n", "\n            ")).append('\n');
            }
        }
        List<CaseOutcome> notWhole = outcomes.stream()
                .filter(o -> o.status() == Status.INCOMPLETE || o.status() == Status.UNSUPPORTED).toList();
        if (!notWhole.isEmpty()) {
            out.append("\nNot judged whole (").append(notWhole.size()).append("):\n");
            for (CaseOutcome o : notWhole) {
                out.append("  ").append(o.status() == Status.INCOMPLETE ? "incomplete  " : "unsupported ").append(o.caseId())
                        .append(" [").append(o.ruleset().name()).append("]: ")
                        .append(o.status() == Status.INCOMPLETE ? "never asked " + String.join(", ", o.unevidenced()) + "; "
                                + o.asked() + " asked, " + o.skippedCount() + " not asked" : firstLine(o.actual()))
                        .append('\n');
            }
        }
        return out.toString();
    }

    /** Where a failure or an error happened, in words. */
    static String where(CaseOutcome o) {
        if (o.status() == Status.ERRORED) {
            return o.turn() == 0 ? "before the first turn was answered" : "after turn " + o.turn() + " (" + o.turnText() + ")";
        }
        if (o.turnText().equals("final_score")) {
            return "at the score, after every listed turn";
        }
        if (o.turnText().equals("(start)")) {
            return "at the start, before any turn";
        }
        return "at turn " + o.turn() + ": " + o.turnText();
    }

    private static String numberedTurns(CaseOutcome o) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < o.turns().size(); i++) {
            parts.add((i + 1) + ". " + o.turns().get(i));
        }
        return parts.isEmpty() ? "(none)" : String.join(", ", parts);
    }

    private static String seconds(Duration d) {
        return String.format("%.1f s", d.toMillis() / 1000.0);
    }

    private static String indent(String block) {
        StringBuilder b = new StringBuilder();
        block.lines().forEach(l -> b.append("    ").append(l).append('\n'));
        return b.toString();
    }

    /** report.json: the shape of {@link ReportJson}, turns, verdicts, scores and boards as {@link JsonShapes} writes them. */
    public String json() {
        return JsonShapes.write(ReportJson.of(this));
    }

    public String junitXml() {
        Map<Status, Integer> t = totals();
        StringBuilder x = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        x.append(String.format("<testsuite name=\"logical-go conformance\" tests=\"%d\" failures=\"%d\" errors=\"%d\" skipped=\"%d\" time=\"%.3f\" timestamp=\"%s\">%n",
                outcomes.size(), t.get(Status.FAILED), t.get(Status.ERRORED), t.get(Status.UNSUPPORTED), duration.toMillis() / 1000.0,
                started.atOffset(ZoneOffset.UTC).withNano(0).toLocalDateTime()));
        x.append("  <properties><property name=\"engine\" value=\"").append(Markup.text(engine)).append("\"/>")
                .append("<property name=\"rulesets\" value=\"").append(Markup.text(String.join(",", rulesets))).append("\"/></properties>\n");
        for (CaseOutcome o : outcomes) {
            x.append("  <testcase classname=\"").append(Markup.text(o.ruleset().name() + "." + String.join(",", o.clauses())))
                    .append("\" name=\"").append(Markup.text(o.caseId() + ": " + o.title()))
                    .append("\" time=\"").append(o.millis() / 1000.0).append("\">\n");
            switch (o.status()) {
                case PASSED, INCOMPLETE -> { }
                case UNSUPPORTED -> x.append("    <skipped message=\"").append(Markup.text(o.actual())).append("\"/>\n");
                case FAILED -> x.append("    <failure message=\"").append(Markup.text(where(o) + ": expected " + firstLine(o.expected())
                                + ", engine " + firstLine(o.actual()))).append("\">").append(Markup.text(detail(o))).append("</failure>\n");
                case ERRORED -> x.append("    <error message=\"").append(Markup.text(o.actual())).append("\">").append(Markup.text(detail(o)))
                        .append("</error>\n");
            }
            x.append("    <system-out>").append(Markup.text(checks(o))).append("</system-out>\n  </testcase>\n");
        }
        x.append("</testsuite>\n");
        return x.toString();
    }

    /** The checks asked and not asked of a case, in words. */
    static String checks(CaseOutcome o) {
        StringBuilder b = new StringBuilder();
        b.append(o.asked()).append(" check(s) asked, ").append(o.skippedCount()).append(" not asked");
        if (!o.placement().isEmpty()) {
            b.append("; played ").append(o.placement());
        }
        o.skipped().forEach((reason, n) -> b.append("\n").append(n).append(" x ").append(reason));
        if (!o.unevidenced().isEmpty() && o.status() != Status.UNSUPPORTED) {
            b.append("\nclauses no asked check could show: ").append(String.join(", ", o.unevidenced()));
        }
        return b.toString();
    }

    private static String firstLine(String s) {
        return s.lines().findFirst().orElse("");
    }

    private static String detail(CaseOutcome o) {
        return o.board() + "\nexpected: " + o.expected() + "\nengine: " + o.actual() + "\n\n" + String.join("\n", o.transcript());
    }


    public String html() {
        Map<Status, Integer> t = totals();
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>logical-go conformance: ")
                .append(Markup.text(engine)).append("</title>\n<style>\n")
                .append("body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:72rem;color:#222;line-height:1.4;padding:0 1rem}\n")
                .append("h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #ccc}\n")
                .append(".totals span{display:inline-block;padding:.3rem .8rem;margin:0 .5rem .3rem 0;border-radius:.3rem;font-weight:600}\n")
                .append(".passed{background:#dff5e1;color:#14532d}.incomplete{background:#fef3c7;color:#78350f}.failed{background:#fde2e1;color:#7f1d1d}\n")
                .append(".unsupported{background:#eee;color:#444}.errored{background:#fef3c7;color:#78350f}\n")
                .append("table{border-collapse:collapse;margin-top:.5rem}td,th{padding:.2rem .7rem;border-bottom:1px solid #eee;text-align:right;vertical-align:top}\n")
                .append("th:first-child,td:first-child,td.l{text-align:left}td.zero{color:#bbb}\n")
                .append(".case{border:1px solid #ddd;border-left:6px solid #b91c1c;border-radius:.3rem;padding:.6rem 1rem;margin:1rem 0}\n")
                .append(".case.case-errored{border-left-color:#d97706}\n")
                .append(".boards{display:flex;gap:1.5rem;flex-wrap:wrap;align-items:flex-start;margin-top:.6rem}.boards figure{margin:0}\n")
                .append("figcaption{font-size:.85rem;color:#555;margin-bottom:.2rem}\n")
                .append("pre{font-size:.9rem;background:#faf8f0;padding:.5rem;border-radius:.3rem;margin:0;white-space:pre-wrap}\n")
                .append("ol.turns{columns:8rem;font-family:monospace;margin:.4rem 0;padding-left:2.5rem}ol.turns li.at{font-weight:700;color:#b91c1c}\n")
                .append("code{background:#f3f3f3;padding:0 .2rem}details{margin-top:.6rem}summary{cursor:pointer}.muted{color:#666;font-size:.9rem}\n")
                .append("</style></head><body>\n");
        h.append("<h1>Conformance to the logical rules of Go</h1>\n<p>Engine: <code>").append(Markup.text(engine)).append("</code><br>")
                .append("Rulesets: ").append(Markup.text(String.join(", ", rulesets))).append("<br>Run ").append(Markup.text(when())).append(", ")
                .append(seconds(duration)).append("</p>\n");
        h.append("<p class=\"totals\">");
        for (Status s : Status.values()) {
            h.append("<span class=\"").append(css(s)).append("\">").append(t.get(s)).append(' ').append(word(s)).append("</span>");
        }
        h.append("</p>\n<p>").append(Markup.text(totalsLine())).append(". ").append(Markup.text(checksLine())).append(".</p>\n")
                .append("<p class=\"muted\">A case is a sequence of checks: each turn accepted or refused, the colouring where the case ")
                .append("states one, the result. Every check the engine can be asked is asked. A case <em>passes</em> when every asked ")
                .append("check passes and each clause it cites was shown by a check that could catch its violation; <em>incomplete</em> ")
                .append("when what was asked passed but some clause it cites was never asked (no pass of that clause); it is <em>unsupported</em> when nothing of its clauses could be asked, and never ")
                .append("counts as passed.</p>\n");
        h.append("<h2>By clause</h2>\n<table><tr><th>clause</th><th>shown</th><th>failed</th><th>not asked</th><th>errored</th></tr>\n");
        for (Map.Entry<String, ClauseCounts> e : byClause().entrySet()) {
            ClauseCounts c = e.getValue();
            h.append("<tr><td>").append(Markup.text(e.getKey())).append("</td>");
            cell(h, c.shown(), Status.PASSED);
            cell(h, c.failed(), Status.FAILED);
            cell(h, c.notAsked(), Status.UNSUPPORTED);
            cell(h, c.errored(), Status.ERRORED);
            h.append("</tr>\n");
        }
        h.append("</table>\n");
        Map<String, Integer> reasons = skipReasons();
        if (!reasons.isEmpty()) {
            h.append("<h2>Checks not asked</h2>\n<table><tr><th>why</th><th>checks</th></tr>\n");
            reasons.forEach((reason, n) -> h.append("<tr><td class=\"l\">").append(Markup.text(reason)).append("</td><td>").append(n).append("</td></tr>\n"));
            h.append("</table>\n");
        }
        List<CaseOutcome> bad = outcomes.stream().filter(CaseOutcome::bad).toList();
        h.append("<h2>Failures and errors (").append(bad.size()).append(")</h2>\n");
        if (bad.isEmpty()) {
            h.append("<p>None: every check asked passed.</p>\n");
        }
        for (CaseOutcome o : bad) {
            failure(h, o);
        }
        h.append("<h2>All cases</h2>\n<details><summary>").append(outcomes.size()).append(" cases</summary><table><tr><th>case</th><th>ruleset</th>")
                .append("<th>clauses</th><th>status</th><th>asked</th><th>not asked</th><th>note</th></tr>\n");
        for (CaseOutcome o : outcomes) {
            String note = o.status() == Status.UNSUPPORTED || o.bad() ? firstLine(o.actual())
                    : o.status() == Status.INCOMPLETE ? "never asked: " + String.join(", ", o.unevidenced()) : "";
            h.append("<tr><td>").append(Markup.text(o.caseId())).append("</td><td class=\"l\">").append(Markup.text(o.ruleset().name())).append("</td><td class=\"l\">")
                    .append(Markup.text(String.join(" ", o.clauses()))).append("</td><td class=\"").append(css(o.status())).append("\">")
                    .append(word(o.status())).append("</td><td>").append(o.asked()).append("</td><td>").append(o.skippedCount())
                    .append("</td><td class=\"l\">").append(Markup.text(note)).append("</td></tr>\n");
        }
        h.append("</table></details>\n</body></html>\n");
        return h.toString();
    }

    private static void cell(StringBuilder h, int n, Status as) {
        h.append("<td class=\"").append(n == 0 ? "zero" : css(as)).append("\">").append(n).append("</td>");
    }

    private static void failure(StringBuilder h, CaseOutcome o) {
        h.append("<div class=\"case case-").append(css(o.status())).append("\" id=\"").append(Markup.text(o.caseId() + "@" + o.ruleset().name())).append("\"><strong>")
                .append(Markup.text(o.caseId())).append("</strong> <span class=\"").append(css(o.status())).append("\">").append(word(o.status()))
                .append("</span> under <code>").append(Markup.text(o.ruleset().name())).append("</code>, clauses ").append(Markup.text(String.join(", ", o.clauses())))
                .append("<br>").append(Markup.text(o.title()));
        if (!o.placement().isEmpty()) {
            h.append("<br><span class=\"muted\">Played ").append(Markup.text(o.placement())).append(".</span>");
        }
        h.append("<br>Komi ").append(GtpWords.komiText(o.komi())).append(". <strong>").append(Markup.text(capital(where(o)))).append("</strong>");
        h.append("<ol class=\"turns\">");
        for (int i = 0; i < o.turns().size(); i++) {
            h.append(i + 1 == o.turn() && !o.turnText().equals("final_score") ? "<li class=\"at\">" : "<li>").append(Markup.text(o.turns().get(i))).append("</li>");
        }
        h.append("</ol>");
        h.append("<div class=\"boards\">");
        if (o.before() != null) {
            String caption = o.status() == Status.ERRORED ? "The position reached (as the rules play it)"
                    : o.turnText().equals("final_score") ? "The final position" 
                    : o.afterCaption().equals("the engine's board") ? "Expected after turn " + o.turn()
                    : o.turn() == 0 ? "The start" : "Before turn " + o.turn();
            boolean boardCheck = o.afterCaption().equals("the engine's board");
            h.append("<figure><figcaption>").append(Markup.text(caption)).append("</figcaption>")
                    .append(BoardSvg.draw(o.before(), boardCheck ? Optional.empty() : o.lastMove(), Set.of(), caption)).append("</figure>");
        }
        if (o.after() != null) {
            String caption = capital(o.afterCaption());
            h.append("<figure><figcaption>").append(Markup.text(caption)).append(" (× emptied, ○ the move)</figcaption>")
                    .append(BoardSvg.draw(o.after(), o.lastMove(), o.emptied(), caption)).append("</figure>");
        }
        h.append("</div><div class=\"boards\">");
        if (!o.expected().isEmpty()) {
            h.append("<figure><figcaption>Expected</figcaption><pre>").append(Markup.text(o.expected())).append("</pre></figure>");
        }
        h.append("<figure><figcaption>The engine said</figcaption><pre>").append(Markup.text(o.actual())).append("</pre></figure></div>");
        h.append("<details><summary>Checks: ").append(Markup.text(firstLine(checks(o)))).append("</summary><pre>").append(Markup.text(checks(o)))
                .append("</pre></details>");
        if (!o.transcript().isEmpty()) {
            h.append("<details><summary>GTP transcript (").append(o.transcript().size()).append(" lines)</summary><pre>")
                    .append(Markup.text(String.join("\n", o.transcript()))).append("</pre></details>");
        }
        if (o.before() != null) {
            h.append("<details><summary>As text</summary><pre>").append(Markup.text(Diagram.draw(o.before()))).append("</pre></details>");
        }
        h.append("</div>\n");
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String css(Status s) {
        return s.name().toLowerCase();
    }

    private static String word(Status s) {
        return s.name().toLowerCase();
    }

    /**
     * Writes report.txt, report.json, junit.xml and report.html into the directory, replacing an
     * earlier run's (the report directory is the runner's own); each file whole or not at all
     * ({@link OutputFile}), so that a CI job never reads half a report.
     *
     * @throws OutputFile.Failure one line: the directory or file, and why
     */
    public void writeTo(Path dir) throws OutputFile.Failure {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("report.txt", text());
        files.put("report.json", json());
        files.put("junit.xml", junitXml());
        files.put("report.html", html());
        OutputFile.writeAll(dir, files, true);
    }
}
