package org.logicalgo.conformance.runner;

import org.logicalgo.rulesets.Rulesets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.logicalgo.display.Markup;
import org.logicalgo.rules.Clause;
import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.display.BoardSvg;
import org.logicalgo.display.Diagram;
import org.logicalgo.io.OutputFile;
import org.logicalgo.json.JsonShapes;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.spec.SpecText;

/**
 * The verdicts of a run, written for people (text, HTML) and for tools (JUnit XML, JSON).
 *
 * @param engine   the engine as it named itself, and its command
 * @param rulesets the rulesets whose expectations were checked
 * @param started  when the run began
 * @param duration how long it took
 * @param replay   the options of {@code ./logical-go conformance} that play a case again as this run
 *                 played it ({@code --engine "gnugo --mode gtp" --skip-score}), without {@code --case} and {@code --rules};
 *                 empty for our own engine
 */
public record Reports(String engine, List<String> rulesets, Instant started, Duration duration, List<CaseOutcome> outcomes,
                      String replay) {

    public Reports {
        rulesets = List.copyOf(rulesets);
        outcomes = List.copyOf(outcomes);
    }

    public Reports(String engine, List<String> rulesets, Instant started, Duration duration, List<CaseOutcome> outcomes) {
        this(engine, rulesets, started, duration, outcomes, "");
    }

    public Reports(String engine, List<CaseOutcome> outcomes) {
        this(engine, outcomes.stream().map(o -> Rulesets.name(o.ruleset())).distinct().toList(), Instant.now(), Duration.ZERO, outcomes, "");
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
            List<String> cited = o.clauses();
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
        return skipped() == 0 ? String.format("%d checks asked, 0 not asked", asked())
                : String.format("%d checks asked, %d not asked (the reasons below)", asked(), skipped());
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
                out.append('\n').append(o.status()).append(' ').append(o.caseId()).append(" [").append(Rulesets.name(o.ruleset())).append("] ")
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
                        .append(" [").append(Rulesets.name(o.ruleset())).append("]: ")
                        .append(o.status() == Status.INCOMPLETE ? "never asked " + String.join(", ", o.unevidenced()) + "; "
                                + o.asked() + " asked, " + o.skippedCount() + " not asked (" + String.join("; ", o.skipped().keySet()) + ")"
                                : firstLine(o.actual()))
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
        return "at turn " + o.turn() + ": " + o.turnText() + onBoard(o, o.turn());
    }

    /**
     * Where a walled case's listed turn lies on the engine's board, as the transcript names it:
     * {@code " (F6 on the 9x9 board)"}; empty on the case's own grid and for a pass.
     */
    static String onBoard(CaseOutcome o, int turn) {
        List<String> named = o.detail().onBoard();
        if (turn < 1 || turn > named.size() || named.get(turn - 1).equals("pass")) {
            return "";
        }
        return " (" + named.get(turn - 1) + " on the " + o.detail().where().map(p -> p.board().toString()).orElse("engine's") + " board)";
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
            x.append("  <testcase classname=\"").append(Markup.text(Rulesets.name(o.ruleset()) + "." + String.join(",", o.clauses())))
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


    /** The page's icon, inline so that a report opened from disk asks for no file: a black stone on the board's wood. */
    static final String FAVICON = "data:image/svg+xml;base64," + java.util.Base64.getEncoder().encodeToString(
            ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 16\"><rect width=\"16\" height=\"16\" rx=\"3\" fill=\"#e3b96a\"/>"
                    + "<circle cx=\"8\" cy=\"8\" r=\"5.5\" fill=\"#111\"/></svg>").getBytes(java.nio.charset.StandardCharsets.UTF_8));

    /** The least width a board is drawn at: a 2x2 grid is readable, a 19x19 one is drawn at its own size. */
    static final int BOARD_WIDTH = 260;

    /** Larger grids than this are drawn zoomed to the points that matter, the whole board a click away. */
    static final int ZOOM_ABOVE = 13;

    /** A transcript longer than this is shown open around its failing exchange, the whole of it a click away. */
    static final int TRANSCRIPT_OPEN = 40;

    /** A case of more turns than this is shown open around its failing turn, every turn a click away. */
    static final int TURNS_OPEN = 60;

    public String html() {
        Map<Status, Integer> t = totals();
        Map<String, ClauseCounts> byClause = byClause();
        List<CaseOutcome> bad = outcomes.stream().filter(CaseOutcome::bad).toList();
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<link rel=\"icon\" href=\"").append(Markup.text(FAVICON)).append("\">\n")
                .append("<title>logical-go conformance: ").append(Markup.text(engine)).append("</title>\n<style>\n")
                .append("body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:72rem;color:#222;line-height:1.4;padding:0 1rem}\n")
                .append("h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #ccc}\n")
                .append(".totals span{display:inline-block;padding:.3rem .8rem;margin:0 .5rem .3rem 0;border-radius:.3rem;font-weight:600}\n")
                .append(".passed{background:#dff5e1;color:#14532d}.incomplete{background:#fef3c7;color:#78350f}.failed{background:#fde2e1;color:#7f1d1d}\n")
                .append(".unsupported{background:#eee;color:#444}.errored{background:#fef3c7;color:#78350f}\n")
                .append(".scroll{overflow-x:auto;max-width:100%}\n")
                .append("table{border-collapse:collapse;margin-top:.5rem}td,th{padding:.2rem .7rem;border-bottom:1px solid #eee;text-align:right;vertical-align:top}\n")
                .append("th:first-child,td:first-child,td.l{text-align:left}td.zero{color:#bbb}\n")
                .append(".case{border:1px solid #ddd;border-left:6px solid #b91c1c;border-radius:.3rem;padding:.6rem 1rem;margin:1rem 0;overflow-wrap:anywhere}\n")
                .append(".case.case-errored{border-left-color:#d97706}.case:target{box-shadow:0 0 0 3px #93c5fd}\n")
                .append(".boards{display:flex;gap:1.5rem;flex-wrap:wrap;align-items:flex-start;margin-top:.6rem}.boards figure{margin:0;max-width:100%}\n")
                .append("svg.lg-board{max-width:100%;height:auto}\n")
                .append("figcaption{font-size:.85rem;color:#555;margin-bottom:.2rem;max-width:22rem}\n")
                .append("pre{font-size:.9rem;background:#faf8f0;padding:.5rem;border-radius:.3rem;margin:0;white-space:pre-wrap;overflow-wrap:anywhere}\n")
                .append("pre.transcript mark{display:block;background:#fde2e1;color:#7f1d1d;font-weight:700;border-left:4px solid #b91c1c;padding-left:.3rem}\n")
                .append("ol.turns{columns:10rem;font-family:monospace;margin:.4rem 0;padding-left:3.2rem}ol.turns li.at{font-weight:700;color:#b91c1c}\n")
                .append("ol.turns .board{color:#666}\n")
                .append("code{background:#f3f3f3;padding:0 .2rem;overflow-wrap:anywhere}.rs span{white-space:nowrap}\n")
                .append("details{margin-top:.6rem}summary{cursor:pointer}.muted{color:#666;font-size:.9rem}\n")
                .append(".clause-of{font-size:.9rem}dl.clauses dt{font-weight:700;margin-top:.6rem}dl.clauses dd{margin-left:1rem}\n")
                .append("@media (max-width:40rem){body{margin:1rem auto;padding:0 .6rem}td,th{padding:.2rem .4rem}.case{padding:.5rem .6rem}")
                .append("ol.turns{padding-left:1.8rem}h1{font-size:1.25rem}}\n")
                .append("</style></head><body>\n");
        h.append("<h1>Conformance to the logical rules of Go</h1>\n<p>Engine: <code>").append(Markup.text(engine)).append("</code><br>")
                .append("Rulesets: ").append(rulesetsHtml()).append("<br>Run ").append(Markup.text(when())).append(", ")
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
        h.append("<h2>By clause</h2>\n<div class=\"scroll\"><table id=\"by-clause\"><tr><th>clause</th><th>shown</th><th>failed</th><th>not asked</th><th>errored</th></tr>\n");
        for (Map.Entry<String, ClauseCounts> e : byClause.entrySet()) {
            ClauseCounts c = e.getValue();
            String clause = e.getKey();
            String failures = c.failed() + c.errored() > 0 ? "#failures-" + clause : "";
            h.append("<tr id=\"clause-").append(Markup.text(clause)).append("\"><td>").append(clauseLink(clause))
                    .append(" <span class=\"muted\">").append(Markup.text(SpecTitles.title(clause))).append("</span></td>");
            cell(h, c.shown(), Status.PASSED, "");
            cell(h, c.failed(), Status.FAILED, failures);
            cell(h, c.notAsked(), Status.UNSUPPORTED, "");
            cell(h, c.errored(), Status.ERRORED, failures);
            h.append("</tr>\n");
        }
        h.append("</table></div>\n");
        Map<String, Integer> reasons = skipReasons();
        if (!reasons.isEmpty()) {
            h.append("<h2>Checks not asked</h2>\n<div class=\"scroll\"><table><tr><th>why</th><th>checks</th></tr>\n");
            reasons.forEach((reason, n) -> h.append("<tr><td class=\"l\">").append(Markup.text(reason)).append("</td><td>").append(n).append("</td></tr>\n"));
            h.append("</table></div>\n");
        }
        h.append("<h2>Failures and errors (").append(bad.size()).append(")</h2>\n");
        if (bad.isEmpty()) {
            h.append("<p>None: every check asked passed.</p>\n");
        } else {
            // Each clause with a failure or an error, and the cards that charge it.
            h.append("<ul class=\"by-clause\">\n");
            for (Map.Entry<String, ClauseCounts> e : byClause.entrySet()) {
                if (e.getValue().failed() + e.getValue().errored() == 0) {
                    continue;
                }
                String clause = e.getKey();
                h.append("<li id=\"failures-").append(Markup.text(clause)).append("\">").append(clauseLink(clause)).append(' ')
                        .append(Markup.text(SpecTitles.title(clause))).append(": ");
                List<String> links = new ArrayList<>();
                for (CaseOutcome o : bad) {
                    boolean counts = o.status() == Status.FAILED ? o.charged().contains(clause)
                            : o.clauses().contains(clause);
                    if (counts) {
                        links.add("<a href=\"#" + Markup.text(anchor(o)) + "\">" + Markup.text(o.caseId()) + "</a> " + rulesetHtml(Rulesets.name(o.ruleset())) + (o.status() == Status.ERRORED ? " (errored)" : ""));
                    }
                }
                h.append(String.join(", ", links)).append("</li>\n");
            }
            h.append("</ul>\n");
        }
        for (CaseOutcome o : bad) {
            failure(h, o);
        }
        h.append("<h2>All cases</h2>\n<details><summary>").append(outcomes.size()).append(" cases</summary><div class=\"scroll\"><table><tr><th>case</th><th>ruleset</th>")
                .append("<th>clauses</th><th>status</th><th>asked</th><th>not asked</th><th>note</th></tr>\n");
        for (CaseOutcome o : outcomes) {
            String note = o.status() == Status.UNSUPPORTED || o.bad() ? firstLine(o.actual())
                    : o.status() == Status.INCOMPLETE ? "never asked: " + String.join(", ", o.unevidenced()) : "";
            h.append("<tr><td>").append(Markup.text(o.caseId())).append("</td><td class=\"l\">").append(rulesetHtml(Rulesets.name(o.ruleset())))
                    .append("</td><td class=\"l\">").append(Markup.text(String.join(" ", o.clauses()))).append("</td><td class=\"").append(css(o.status())).append("\">")
                    .append(word(o.status())).append("</td><td>").append(o.asked()).append("</td><td>").append(o.skippedCount())
                    .append("</td><td class=\"l\">").append(Markup.text(note)).append("</td></tr>\n");
        }
        h.append("</table></div></details>\n");
        clauseTexts(h);
        h.append("</body></html>\n");
        return h.toString();
    }

    /** A ruleset's name as code, each preset or knob unbroken (a name breaks at its hyphens otherwise), a line break allowed before a '+'. */
    static String rulesetHtml(String name) {
        return "<code class=\"rs\"><span>" + String.join("</span><wbr><span>", java.util.Arrays.stream(name.split("(?=\\+)")).map(Markup::text).toList())
                + "</span></code>";
    }

    /** Each ruleset's name unbroken (a name breaks at its hyphens otherwise). */
    private String rulesetsHtml() {
        return String.join(", ", rulesets.stream().map(r -> rulesetHtml(r)).toList());
    }

    /** Every clause the run's cases cite, with its text from {@code spec/}: where each clause id of the page leads. */
    private void clauseTexts(StringBuilder h) {
        Set<String> cited = new TreeSet<>(Clause.ORDER);
        outcomes.forEach(o -> cited.addAll(o.clauses()));
        h.append("<h2 id=\"clauses\">The clauses cited</h2>\n<dl class=\"clauses\">\n");
        for (String clause : cited) {
            Optional<SpecText.Entry> entry = SpecText.clause(clause);
            h.append("<dt id=\"text-").append(Markup.text(clause)).append("\">").append(Markup.text(clause)).append(' ')
                    .append(Markup.text(entry.map(SpecText.Entry::title).orElse(""))).append("</dt><dd>");
            if (entry.isPresent()) {
                for (String paragraph : entry.get().text().split("\n\n")) {
                    h.append("<p>").append(withCode(paragraph)).append("</p>");
                }
                h.append("<p class=\"muted\">spec/").append(Markup.text(entry.get().file())).append("</p>");
            } else {
                h.append("<p class=\"muted\">not a clause of spec/</p>");
            }
            h.append("</dd>\n");
        }
        h.append("</dl>\n");
    }

    /** Markdown's {@code `code`} spans as code, the rest as text. */
    private static String withCode(String markdown) {
        String[] parts = markdown.split("`", -1);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            boolean code = i % 2 == 1 && i < parts.length - 1;
            b.append(code ? "<code>" : "").append(Markup.text(parts[i])).append(code ? "</code>" : "");
        }
        return b.toString();
    }

    /** A clause id linked to its text at the foot of the page, its title and first words in the tooltip. */
    private static String clauseLink(String clause) {
        return "<a class=\"clause\" href=\"#text-" + Markup.text(clause) + "\" title=\"" + Markup.text(SpecTitles.tooltip(clause)) + "\">"
                + Markup.text(clause) + "</a>";
    }

    private static void cell(StringBuilder h, int n, Status as, String href) {
        h.append("<td class=\"").append(n == 0 ? "zero" : css(as)).append("\">");
        if (n > 0 && !href.isEmpty()) {
            h.append("<a href=\"").append(Markup.text(href)).append("\">").append(n).append("</a>");
        } else {
            h.append(n);
        }
        h.append("</td>");
    }

    /** The id of a case's card, as the matrix and the clause lists link to it. */
    static String anchor(CaseOutcome o) {
        return o.caseId() + "@" + Rulesets.name(o.ruleset());
    }

    /** The file beside the report that keeps a case's set-up, as {@code loadsgf} was given it. */
    static String setUpFile(CaseOutcome o) {
        return "setup-" + (o.caseId() + "." + Rulesets.name(o.ruleset())).replaceAll("[^A-Za-z0-9._-]", "-") + ".sgf";
    }

    /** The one line that plays a case again against the engine. */
    String replayLine(CaseOutcome o) {
        return "./logical-go conformance" + (replay.isEmpty() ? "" : " " + replay) + " --case " + o.caseId() + " --rules " + Rulesets.name(o.ruleset());
    }

    /** A word as a POSIX shell reads it back: as it is when it is plain, else in single quotes. */
    public static String shellWord(String word) {
        return word.matches("[A-Za-z0-9_./:=+,@%-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
    }

    private void failure(StringBuilder h, CaseOutcome o) {
        CaseOutcome.Detail d = o.detail();
        h.append("<div class=\"case case-").append(css(o.status())).append("\" id=\"").append(Markup.text(anchor(o))).append("\"><strong>")
                .append(Markup.text(o.caseId())).append("</strong> <span class=\"").append(css(o.status())).append("\">").append(word(o.status()))
                .append("</span> under ").append(rulesetHtml(Rulesets.name(o.ruleset())))
                .append("<br>").append(Markup.text(o.title()));
        h.append("<div class=\"clause-of\">");
        for (String clause : o.clauses()) {
            h.append(clauseLink(clause)).append(' ').append(Markup.text(SpecTitles.title(clause)))
                    .append(o.charged().contains(clause) ? " <strong>(the check that failed)</strong>" : "").append("<br>");
        }
        h.append("</div>");
        if (!o.placement().isEmpty()) {
            h.append("<span class=\"muted\">Played ").append(Markup.text(o.placement())).append(".</span><br>");
        }
        h.append("Komi ").append(GtpWords.komiText(o.komi())).append(". <strong>").append(Markup.text(capital(where(o)))).append("</strong>");
        int n = o.turns().size();
        if (n <= TURNS_OPEN) {
            turns(h, o, 1, n);
        } else {
            // A long case open around the turn where it failed (its end, at the score), every turn a click away.
            int at = o.turn() > 0 && !o.turnText().equals("final_score") ? o.turn() : n;
            int from = Math.max(1, at - TURNS_OPEN / 2);
            int to = Math.min(n, at + 5);
            h.append("<br><span class=\"muted\">Turns ").append(from).append(" to ").append(to).append(" of ").append(n).append(":</span>");
            turns(h, o, from, to);
            h.append("<details class=\"all-turns\"><summary>All ").append(n).append(" turns</summary>");
            turns(h, o, 1, n);
            h.append("</details>");
        }
        if (!d.onBoard().isEmpty()) {
            h.append("<span class=\"muted\">In brackets: the point on the engine's ")
                    .append(Markup.text(d.where().map(p -> p.board().toString()).orElse(""))).append(" board, as the transcript names it.</span>");
        }
        boolean boardCheck = o.afterCaption().equals("the engine's board");
        List<Figure> figures = new ArrayList<>();
        if (o.before() != null) {
            String caption = o.status() == Status.ERRORED ? "The position reached (as the rules play it)"
                    : o.turnText().equals("final_score") ? "The final position"
                    : boardCheck ? "Expected after turn " + o.turn()
                    : o.turn() == 0 ? "The start" : "Before turn " + o.turn();
            figures.add(new Figure(caption, o.before(), BoardSvg.Marks.NONE.withLastMove(boardCheck ? Optional.empty() : o.lastMove())));
        }
        if (o.after() != null) {
            figures.add(new Figure(capital(o.afterCaption()) + " (× emptied, ○ the move)", o.after(),
                    BoardSvg.Marks.NONE.withLastMove(o.lastMove()).withEmptied(o.emptied())));
        }
        if (d.repeated() != null) {
            figures.add(new Figure((d.repeatedTurn() == 0 ? "The start" : "The colouring after turn " + d.repeatedTurn())
                    + ", which turn " + o.turn() + " repeats", d.repeated(), BoardSvg.Marks.NONE));
        }
        boards(h, figures, o);
        h.append("<div class=\"boards\">");
        if (!o.expected().isEmpty()) {
            h.append("<figure><figcaption>Expected</figcaption><pre>").append(Markup.text(o.expected())).append("</pre></figure>");
        }
        h.append("<figure><figcaption>The engine said</figcaption><pre>").append(Markup.text(o.actual())).append("</pre></figure></div>");
        h.append("<p class=\"replay\">Play it again: <code>").append(Markup.text(replayLine(o))).append("</code>");
        if (d.setUpByFile()) {
            h.append("<br>The start given by <code>loadsgf</code>, kept beside this report: <a href=\"").append(Markup.text(setUpFile(o)))
                    .append("\">").append(Markup.text(setUpFile(o))).append("</a>");
        }
        h.append("</p>");
        if (!o.transcript().isEmpty()) {
            List<String> lines = o.transcript();
            boolean marked = d.markTo() > d.markFrom() && d.markTo() <= lines.size();
            // A long dialogue open around its failing exchange (or its end), the whole of it a click away.
            int from = 0;
            int to = lines.size();
            if (lines.size() > TRANSCRIPT_OPEN) {
                from = Math.max(0, (marked ? d.markFrom() : lines.size()) - TRANSCRIPT_OPEN / 2);
                to = Math.min(lines.size(), (marked ? d.markTo() : lines.size()) + TRANSCRIPT_OPEN / 4);
            }
            h.append("<details open class=\"transcript\"><summary>GTP transcript (")
                    .append(to - from == lines.size() ? lines.size() + " lines" : "lines " + (from + 1) + " to " + to + " of " + lines.size())
                    .append(marked ? "; the failing exchange marked" : "").append(")</summary>");
            transcript(h, o, from, to);
            h.append("</details>");
            if (to - from < lines.size()) {
                h.append("<details class=\"transcript-whole\"><summary>The whole transcript (").append(lines.size()).append(" lines)</summary>");
                transcript(h, o, 0, lines.size());
                h.append("</details>");
            }
        }
        h.append("<details><summary>Checks: ").append(Markup.text(firstLine(checks(o)))).append("</summary><pre>").append(Markup.text(checks(o)))
                .append("</pre></details>");
        if (o.before() != null) {
            h.append("<details><summary>As text</summary><pre>").append(Markup.text(Diagram.draw(o.before()))).append("</pre></details>");
        }
        h.append("</div>\n");
    }

    /** Lines {@code from} to {@code to} of a case's transcript, the failing exchange marked, the set-up file named as kept. */
    private static void transcript(StringBuilder h, CaseOutcome o, int from, int to) {
        CaseOutcome.Detail d = o.detail();
        h.append("<pre class=\"transcript\">");
        for (int i = from; i < to; i++) {
            String line = d.setUpByFile() ? o.transcript().get(i).replace(d.setUpSent(), setUpFile(o)) : o.transcript().get(i);
            boolean marked = i >= d.markFrom() && i < d.markTo();
            h.append(marked ? "<mark class=\"wrong\">" : "").append(Markup.text(line)).append(marked ? "</mark>" : "\n");
        }
        h.append("</pre>");
    }

    /** Listed turns {@code from} to {@code to} of a case, numbered as listed, the failing one marked, each walled point named on the engine's board too. */
    private static void turns(StringBuilder h, CaseOutcome o, int from, int to) {
        List<String> onBoard = o.detail().onBoard();
        h.append("<ol class=\"turns\" start=\"").append(from).append("\">");
        for (int i = from - 1; i < to; i++) {
            h.append(i + 1 == o.turn() && !o.turnText().equals("final_score") ? "<li class=\"at\">" : "<li>").append(Markup.text(o.turns().get(i)));
            if (i < onBoard.size() && !onBoard.get(i).equals("pass")) {
                h.append(" <span class=\"board\">(").append(Markup.text(onBoard.get(i))).append(")</span>");
            }
            h.append("</li>");
        }
        h.append("</ol>");
    }

    /** One board of a failure's card. */
    private record Figure(String caption, Colouring colouring, BoardSvg.Marks marks) {
    }

    /**
     * A card's boards, each at least {@link #BOARD_WIDTH} wide; on a large grid zoomed to the
     * points where they differ and the move (the same window for all, so they compare point by
     * point), each whole board a click away.
     */
    private static void boards(StringBuilder h, List<Figure> figures, CaseOutcome o) {
        if (figures.isEmpty()) {
            return;
        }
        Grid grid = figures.get(0).colouring().grid();
        Optional<BoardSvg.Window> window = Optional.empty();
        if (Math.max(grid.width(), grid.height()) > ZOOM_ABOVE) {
            Set<Point> matter = new HashSet<>();
            o.lastMove().ifPresent(matter::add);
            matter.addAll(o.emptied());
            for (Figure a : figures) {
                for (Figure b : figures) {
                    if (a != b && a.colouring().grid().equals(b.colouring().grid())) {
                        for (Point p : grid.points()) {
                            if (a.colouring().colour(p) != b.colouring().colour(p)) {
                                matter.add(p);
                            }
                        }
                    }
                }
            }
            BoardSvg.Window w = BoardSvg.Window.around(grid, matter, 2, 7);
            window = w.isWhole(grid) ? Optional.empty() : Optional.of(w);
        }
        h.append("<div class=\"boards\">");
        for (Figure f : figures) {
            boolean zoomed = window.isPresent() && f.colouring().grid().equals(grid);
            BoardSvg.Window w = window.orElse(null);
            String part = zoomed ? " (columns " + Point.COLUMN_LETTERS.charAt(w.left()) + " to " + Point.COLUMN_LETTERS.charAt(w.right())
                    + ", rows " + (w.bottom() + 1) + " to " + (w.top() + 1) + ")" : "";
            h.append("<figure><figcaption>").append(Markup.text(f.caption() + part)).append("</figcaption>")
                    .append(BoardSvg.draw(f.colouring(), f.marks(), f.caption(),
                            new BoardSvg.View(BOARD_WIDTH, zoomed ? window : Optional.empty())));
            if (zoomed) {
                h.append("<details class=\"whole\"><summary>The whole board</summary>")
                        .append(BoardSvg.draw(f.colouring(), f.marks(), f.caption() + ", the whole board", BoardSvg.View.WHOLE))
                        .append("</details>");
            }
            h.append("</figure>");
        }
        h.append("</div>");
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
     * Writes report.txt, report.json, junit.xml and report.html into the directory, with the set-up
     * file of each failing case whose start was given by {@code loadsgf}, replacing an earlier run's (the report directory is the runner's own); each file whole or not at all
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
        // The start each failing case gave by loadsgf, which the transcript names (its temporary file is gone).
        for (CaseOutcome o : outcomes) {
            if (o.bad() && o.detail().setUpByFile()) {
                files.put(setUpFile(o), o.detail().setUpSgf());
            }
        }
        OutputFile.writeAll(dir, files, true);
    }
}
