package org.logicalgo.conformance.runner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.logicalgo.conformance.runner.CaseOutcome.Status;

/** The verdicts of a run, written for people (text, HTML) and for tools (JUnit XML, JSON). */
public record Reports(String engine, List<CaseOutcome> outcomes) {

    public Reports {
        outcomes = List.copyOf(outcomes);
    }

    public Map<Status, Integer> totals() {
        Map<Status, Integer> t = new EnumMap<>(Status.class);
        for (Status s : Status.values()) {
            t.put(s, 0);
        }
        outcomes.forEach(o -> t.merge(o.status(), 1, Integer::sum));
        return t;
    }

    /** Clause id to counts by status, clauses in the spec's order (TT-1, TT-2, ... TT-10, TT-C.., TT-R..). */
    public Map<String, Map<Status, Integer>> byClause() {
        Map<String, Map<Status, Integer>> m = new TreeMap<>(Reports::clauseOrder);
        for (CaseOutcome o : outcomes) {
            for (String clause : o.clauses()) {
                m.computeIfAbsent(clause, k -> {
                    Map<Status, Integer> counts = new EnumMap<>(Status.class);
                    for (Status s : Status.values()) {
                        counts.put(s, 0);
                    }
                    return counts;
                }).merge(o.status(), 1, Integer::sum);
            }
        }
        return m;
    }

    static int clauseOrder(String a, String b) {
        String[] pa = a.split("-", 2);
        String[] pb = b.split("-", 2);
        int c = pa[0].compareTo(pb[0]);
        if (c != 0) {
            return c;
        }
        String ka = pa[1].replaceAll("[0-9]", "");
        String kb = pb[1].replaceAll("[0-9]", "");
        if (!ka.equals(kb)) {
            return ka.compareTo(kb);
        }
        return Integer.compare(number(pa[1]), number(pb[1]));
    }

    private static int number(String s) {
        String digits = s.replaceAll("[^0-9]", "");
        return digits.isEmpty() ? 0 : Integer.parseInt(digits);
    }

    public boolean allSupportedPassed() {
        Map<Status, Integer> t = totals();
        return t.get(Status.FAILED) == 0 && t.get(Status.ERRORED) == 0;
    }

    /** The summary a person reads on the terminal: totals, the clause matrix, each failure drawn. */
    public String text() {
        StringBuilder out = new StringBuilder();
        Map<Status, Integer> t = totals();
        out.append("Engine: ").append(engine).append('\n');
        out.append(String.format("%d cases: %d passed, %d failed, %d unsupported, %d errored%n%n", outcomes.size(),
                t.get(Status.PASSED), t.get(Status.FAILED), t.get(Status.UNSUPPORTED), t.get(Status.ERRORED)));
        out.append(String.format("%-8s %7s %7s %12s %8s%n", "clause", "passed", "failed", "unsupported", "errored"));
        for (Map.Entry<String, Map<Status, Integer>> e : byClause().entrySet()) {
            Map<Status, Integer> c = e.getValue();
            out.append(String.format("%-8s %7d %7d %12d %8d%n", e.getKey(), c.get(Status.PASSED), c.get(Status.FAILED),
                    c.get(Status.UNSUPPORTED), c.get(Status.ERRORED)));
        }
        for (CaseOutcome o : outcomes) {
            if (o.status() == Status.FAILED || o.status() == Status.ERRORED) {
                out.append('\n').append(o.status()).append(' ').append(o.caseId()).append(" [").append(o.ruleset()).append("] ")
                        .append(String.join(" ", o.clauses())).append('\n');
                out.append("  ").append(o.title()).append('\n');
                if (o.turn() > 0 || !o.turnText().isEmpty()) {
                    out.append("  at turn ").append(o.turn()).append(": ").append(o.turnText()).append('\n');
                }
                if (!o.board().isEmpty()) {
                    out.append(indent(o.board()));
                }
                if (!o.expected().isEmpty()) {
                    out.append("  expected: ").append(o.expected().strip().replace("\n", "\n  ")).append('\n');
                }
                out.append("  engine:   ").append(o.actual().strip().replace("\n", "\n  ")).append('\n');
            }
        }
        return out.toString();
    }

    private static String indent(String block) {
        StringBuilder b = new StringBuilder();
        block.lines().forEach(l -> b.append("    ").append(l).append('\n'));
        return b.toString();
    }

    public String json() {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode();
        root.put("engine", engine);
        ObjectNode totals = root.putObject("totals");
        totals().forEach((s, n) -> totals.put(s.name().toLowerCase(), n));
        ObjectNode clauses = root.putObject("clauses");
        byClause().forEach((clause, counts) -> {
            ObjectNode c = clauses.putObject(clause);
            counts.forEach((s, n) -> c.put(s.name().toLowerCase(), n));
        });
        ArrayNode cases = root.putArray("cases");
        for (CaseOutcome o : outcomes) {
            ObjectNode c = cases.addObject();
            c.put("id", o.caseId());
            c.put("ruleset", o.ruleset());
            c.put("title", o.title());
            ArrayNode ids = c.putArray("clauses");
            o.clauses().forEach(ids::add);
            c.put("status", o.status().name().toLowerCase());
            if (o.status() != Status.PASSED) {
                c.put("turn", o.turn());
                c.put("turnText", o.turnText());
                c.put("expected", o.expected());
                c.put("actual", o.actual());
                c.put("board", o.board());
            }
            c.put("millis", o.millis());
        }
        try {
            return mapper.writeValueAsString(root);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    public String junitXml() {
        Map<Status, Integer> t = totals();
        StringBuilder x = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        x.append(String.format("<testsuite name=\"logical-go conformance\" tests=\"%d\" failures=\"%d\" errors=\"%d\" skipped=\"%d\">%n",
                outcomes.size(), t.get(Status.FAILED), t.get(Status.ERRORED), t.get(Status.UNSUPPORTED)));
        x.append("  <properties><property name=\"engine\" value=\"").append(xml(engine)).append("\"/></properties>\n");
        for (CaseOutcome o : outcomes) {
            x.append("  <testcase classname=\"").append(xml(o.ruleset() + "." + String.join(",", o.clauses())))
                    .append("\" name=\"").append(xml(o.caseId() + ": " + o.title()))
                    .append("\" time=\"").append(o.millis() / 1000.0).append("\"");
            switch (o.status()) {
                case PASSED -> x.append("/>\n");
                case UNSUPPORTED -> x.append(">\n    <skipped message=\"").append(xml(o.actual())).append("\"/>\n  </testcase>\n");
                case FAILED -> x.append(">\n    <failure message=\"").append(xml("turn " + o.turn() + " " + o.turnText()
                                + ": expected " + firstLine(o.expected()) + ", engine " + firstLine(o.actual())))
                        .append("\">").append(xml(detail(o))).append("</failure>\n  </testcase>\n");
                case ERRORED -> x.append(">\n    <error message=\"").append(xml(o.actual())).append("\"/>\n  </testcase>\n");
            }
        }
        x.append("</testsuite>\n");
        return x.toString();
    }

    private static String firstLine(String s) {
        return s.lines().findFirst().orElse("");
    }

    private static String detail(CaseOutcome o) {
        return o.board() + "\nexpected: " + o.expected() + "\nengine: " + o.actual();
    }

    static String xml(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                default -> {
                    if (c >= 32 || c == '\n' || c == '\t') {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }

    public String html() {
        Map<Status, Integer> t = totals();
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>logical-go conformance: ")
                .append(xml(engine)).append("</title>\n<style>\n")
                .append("body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:70rem;color:#222;line-height:1.4}\n")
                .append("h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #ccc}\n")
                .append(".totals span{display:inline-block;padding:.3rem .8rem;margin-right:.5rem;border-radius:.3rem;font-weight:600}\n")
                .append(".passed{background:#dff5e1;color:#14532d}.failed{background:#fde2e1;color:#7f1d1d}\n")
                .append(".unsupported{background:#eee;color:#444}.errored{background:#fef3c7;color:#78350f}\n")
                .append("table{border-collapse:collapse;margin-top:.5rem}td,th{padding:.2rem .7rem;border-bottom:1px solid #eee;text-align:right}\n")
                .append("th:first-child,td:first-child{text-align:left}td.zero{color:#bbb}\n")
                .append(".case{border:1px solid #ddd;border-left:6px solid #b91c1c;border-radius:.3rem;padding:.6rem 1rem;margin:1rem 0}\n")
                .append(".case.errored{border-left-color:#d97706;background:none}\n")
                .append(".boards{display:flex;gap:2rem;flex-wrap:wrap}pre{font-size:.95rem;background:#faf8f0;padding:.5rem;border-radius:.3rem}\n")
                .append("code{background:#f3f3f3;padding:0 .2rem}details{margin-top:1rem}\n")
                .append("</style></head><body>\n");
        h.append("<h1>Conformance to the logical rules of Go</h1>\n<p>Engine: <code>").append(xml(engine)).append("</code></p>\n");
        h.append("<p class=\"totals\">");
        for (Status s : Status.values()) {
            h.append("<span class=\"").append(s.name().toLowerCase()).append("\">").append(t.get(s)).append(' ')
                    .append(s.name().toLowerCase()).append("</span>");
        }
        h.append("</p>\n<p>").append(outcomes.size()).append(" cases. A case is <em>unsupported</em> when the engine lacks a command it needs; it never counts as passed.</p>\n");
        h.append("<h2>By clause</h2>\n<table><tr><th>clause</th><th>passed</th><th>failed</th><th>unsupported</th><th>errored</th></tr>\n");
        for (Map.Entry<String, Map<Status, Integer>> e : byClause().entrySet()) {
            h.append("<tr><td>").append(xml(e.getKey())).append("</td>");
            for (Status s : Status.values()) {
                int n = e.getValue().get(s);
                h.append("<td class=\"").append(n == 0 ? "zero" : s.name().toLowerCase()).append("\">").append(n).append("</td>");
            }
            h.append("</tr>\n");
        }
        h.append("</table>\n");
        List<CaseOutcome> bad = new ArrayList<>();
        outcomes.stream().filter(o -> o.status() == Status.FAILED || o.status() == Status.ERRORED).forEach(bad::add);
        h.append("<h2>Failures and errors (").append(bad.size()).append(")</h2>\n");
        if (bad.isEmpty()) {
            h.append("<p>None: every supported case passed.</p>\n");
        }
        for (CaseOutcome o : bad) {
            h.append("<div class=\"case ").append(o.status().name().toLowerCase()).append("\"><strong>")
                    .append(xml(o.caseId())).append("</strong> <span class=\"").append(o.status().name().toLowerCase())
                    .append("\">").append(o.status().name().toLowerCase()).append("</span> under <code>").append(xml(o.ruleset()))
                    .append("</code>, clauses ").append(xml(String.join(", ", o.clauses()))).append("<br>")
                    .append(xml(o.title()));
            if (o.turn() > 0 || !o.turnText().isEmpty()) {
                h.append("<br>At turn ").append(o.turn()).append(": <code>").append(xml(o.turnText())).append("</code>");
            }
            h.append("<div class=\"boards\">");
            if (!o.board().isEmpty()) {
                h.append(o.turn() > 0 ? "<div>Position before it<pre>" : "<div>The position<pre>").append(xml(o.board())).append("</pre></div>");
            }
            h.append("<div>Expected<pre>").append(xml(o.expected())).append("</pre></div>");
            h.append("<div>The engine said<pre>").append(xml(o.actual())).append("</pre></div></div></div>\n");
        }
        h.append("<details><summary>All cases</summary><table><tr><th>case</th><th>ruleset</th><th>clauses</th><th>status</th></tr>\n");
        for (CaseOutcome o : outcomes) {
            h.append("<tr><td>").append(xml(o.caseId())).append("</td><td>").append(xml(o.ruleset())).append("</td><td>")
                    .append(xml(String.join(" ", o.clauses()))).append("</td><td class=\"").append(o.status().name().toLowerCase())
                    .append("\">").append(o.status().name().toLowerCase())
                    .append(o.status() == Status.UNSUPPORTED ? ": " + xml(o.actual()) : "").append("</td></tr>\n");
        }
        h.append("</table></details>\n</body></html>\n");
        return h.toString();
    }

    /** Writes report.txt, report.json, junit.xml and report.html into the directory. */
    public void writeTo(Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("report.txt"), text(), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("report.json"), json(), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("junit.xml"), junitXml(), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("report.html"), html(), StandardCharsets.UTF_8);
    }
}
