package org.logicalgo.conformance.runner;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.display.Markup;
import org.logicalgo.io.OutputFile;
import org.logicalgo.rules.Clause;

/**
 * The conformance matrix: every engine run (an engine, its options, a ruleset) against every clause,
 * each cell what the run showed of the clause (shown / failed / not asked), linked to the run's own
 * full report written beside the page, in the manner of the public dashboards of test262 and
 * web-platform-tests. Each run is compared with its baseline, the cases it is known to fail, and
 * the page marks any change; below, each run's known failures by their triage, those nobody has
 * triaged yet marked as such.
 *
 * @param started  when the matrix began
 * @param duration how long every run took together
 * @param machine  the machine and its load while the matrix ran, in words
 * @param rows     the runs, in the order they are shown
 */
public record Matrix(Instant started, Duration duration, String machine, List<Row> rows) {

    public Matrix {
        rows = List.copyOf(rows);
    }

    /**
     * One engine run, or an engine that was not found.
     *
     * @param slug       the run's folder beside the page ({@code DIR/slug/report.html}); letters, digits, {@code . _ -}
     * @param engine     the engine's name in the page's words ("GNU Go", "goban (harness)")
     * @param version    what the engine says of itself (GTP {@code name} and {@code version}; a library's package version)
     * @param options    the options it was run with, as typed
     * @param ruleset    the ruleset whose expectations were checked
     * @param reports    the run's verdicts; empty when the engine was not run
     * @param baseline   the cases the run is known to fail, and where that list is kept (empty: none is kept)
     * @param note       why the engine was not run ("not installed: ..."), or what bounded the run; empty otherwise
     */
    public record Row(String slug, String engine, String version, String options, String ruleset, Optional<Reports> reports,
                      Optional<Known> baseline, String note, Optional<PerftRun> perft) {

        public Row {
            if (!slug.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
                throw new IllegalArgumentException("not a slug: " + slug);
            }
        }

        /** A row without perft. */
        public Row(String slug, String engine, String version, String options, String ruleset, Optional<Reports> reports,
                   Optional<Known> baseline, String note) {
            this(slug, engine, version, options, ruleset, reports, baseline, note, Optional.empty());
        }

        /** The row with the engine's perft run beside its cases. */
        public Row withPerft(PerftRun run) {
            return new Row(slug, engine, version, options, ruleset, reports, baseline, note, Optional.of(run));
        }

        /** A row for an engine that is not there; listed, not an error. */
        public static Row absent(String slug, String engine, String options, String ruleset, String why) {
            return new Row(slug, engine, "", options, ruleset, Optional.empty(), Optional.empty(), why);
        }

        /** How the run's failing cases differ from its baseline (a run without one is expected to fail nothing). */
        public Optional<Baseline.Difference> change() {
            return reports.map(r -> baseline.map(Known::cases).orElse(new Baseline(java.util.Set.of())).compare(r.outcomes()));
        }

        public boolean changed() {
            return change().map(d -> !d.none()).orElse(false);
        }

        String report() {
            return slug + "/report.html";
        }
    }

    /**
     * The engine's perft run (conformance perft) under the row's ruleset: one line for the page, and
     * the report's text and JSON, written beside the row's report as perft.txt and perft.json.
     */
    public record PerftRun(String summary, String text, String json) {
    }

    /** A baseline and where it is kept, for the page. */
    public record Known(Baseline cases, String where) {
    }

    /** Whether every run that ran fails exactly its baseline's cases. */
    public boolean asBaselines() {
        return rows.stream().noneMatch(Row::changed);
    }

    /** A folder name from words: letters, digits, {@code . _ -}, every other run of characters one {@code _}. */
    public static String slug(String words) {
        String s = words.strip().replaceAll("[^A-Za-z0-9._-]+", "_").replaceAll("^[._-]+", "");
        return s.isEmpty() ? "engine" : s;
    }

    /** The clauses of every run, in the spec's order. */
    List<String> clauses() {
        TreeSet<String> all = new TreeSet<>(Clause.ORDER);
        rows.forEach(r -> r.reports().ifPresent(rep -> all.addAll(rep.byClause().keySet())));
        return List.copyOf(all);
    }

    /**
     * Writes index.html, and each run's reports (report.html, report.json, junit.xml, report.txt)
     * into its folder beside it, each file whole or not at all.
     *
     * @throws OutputFile.Failure one line: the directory or file, and why
     */
    public void writeTo(Path dir) throws OutputFile.Failure {
        for (Row row : rows) {
            if (row.reports().isPresent()) {
                row.reports().get().writeTo(dir.resolve(row.slug()));
            }
            if (row.perft().isPresent()) {
                OutputFile.writeAll(dir.resolve(row.slug()), Map.of("perft.txt", row.perft().get().text(), "perft.json",
                        row.perft().get().json()), true);
            }
        }
        OutputFile.writeAll(dir, Map.of("index.html", html()), true);
    }

    private static String when(Instant t) {
        return DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(t.atOffset(ZoneOffset.UTC).withNano(0)).replace('T', ' ') + " UTC";
    }

    private static final String STYLE = """
            body{font-family:system-ui,sans-serif;margin:1.5rem auto;max-width:100rem;color:#222;line-height:1.4;padding:0 1rem}
            h1{font-size:1.5rem;margin-bottom:.3rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #ccc}
            .meta{color:#444;margin-top:0}.muted{color:#666;font-size:.9rem}code{background:#f3f3f3;padding:0 .2rem}
            .legend span{display:inline-block;padding:.1rem .5rem;margin:.1rem .3rem .1rem 0;border-radius:.25rem}
            .scroll{overflow-x:auto;border:1px solid #ddd;border-radius:.3rem;max-height:80vh}
            table.matrix{border-collapse:separate;border-spacing:0;font-size:.85rem}
            .matrix th,.matrix td{padding:.25rem .4rem;border-bottom:1px solid #e5e5e5;border-right:1px solid #f0f0f0;white-space:nowrap;text-align:center}
            .matrix thead th{position:sticky;top:0;background:#fafafa;z-index:2;font-weight:600}
            .matrix th.run{position:sticky;left:0;background:#fff;z-index:1;text-align:left;min-width:14rem;max-width:22rem;white-space:normal;font-weight:400}
            .matrix thead th.run{z-index:3;background:#fafafa}
            .matrix th.run a{font-weight:600}.matrix .opts{font-family:monospace;font-size:.78rem;color:#555;overflow-wrap:anywhere}
            .matrix .ver{font-size:.78rem;color:#555}.matrix .rs{font-family:monospace;font-size:.8rem;color:#1e3a8a}.matrix .rs span{white-space:nowrap}
            .legend-small{font-size:.7rem;color:#666;font-weight:400}
            .matrix .perft{display:inline-block;white-space:normal;max-width:10rem;font-size:.8rem}
            .cell a{display:block;color:inherit;text-decoration:none;font-variant-numeric:tabular-nums}
            .cell a:hover{text-decoration:underline}
            .pass{background:#d7f3dc;color:#14532d}.part{background:#eef8d8;color:#3f5212}.fail{background:#fbd5d3;color:#7f1d1d;font-weight:600}
            .err{background:#fde9c4;color:#78350f}.none{background:#eee;color:#555}.na{color:#ccc}
            .same{color:#14532d}.changed{background:#fbd5d3;color:#7f1d1d;font-weight:600}
            tr.absent td.absent{text-align:left;color:#666;font-style:italic;background:repeating-linear-gradient(45deg,#fafafa,#fafafa 6px,#f2f2f2 6px,#f2f2f2 12px)}
            tr.changed-row th.run{box-shadow:inset 5px 0 0 #b91c1c}
            .totals{font-variant-numeric:tabular-nums}
            ul.changes li{margin:.2rem 0}
            .untriaged{color:#9a3412;font-weight:600}.baseline a.untriaged{display:inline-block;margin-top:.15rem;padding:0 .3rem;border:1px dashed #c2410c;border-radius:.2rem;text-decoration:none}
            .known{margin:.8rem 0;overflow-wrap:anywhere}ul.triage{list-style:none;padding-left:0;margin:.3rem 0}
            ul.triage li{margin:.3rem 0;padding:.2rem .6rem;border-left:4px solid #9ca3af}ul.triage summary{overflow-wrap:anywhere}
            ul.triage li.triage-bug{border-left-color:#1d4ed8}ul.triage li.triage-untriaged{border-left:4px dashed #c2410c;background:#fff7ed}
            ul.triage summary{cursor:pointer}.cases{font-size:.8rem;color:#444;margin:.2rem 0 .2rem 1rem}.cases a{white-space:nowrap}
            @media (max-width:40rem){body{margin:.8rem auto;padding:0 .5rem}.matrix{font-size:.78rem}.matrix th.run{min-width:8.5rem;max-width:9.5rem}.matrix .opts{display:none}h1{font-size:1.25rem}.legend span{font-size:.8rem}}
            """;

    /** The page: the matrix, then the changes against the baselines, then what each column means. */
    public String html() {
        List<String> clauses = clauses();
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<link rel=\"icon\" href=\"").append(Markup.text(Reports.FAVICON)).append("\">\n")
                .append("<title>logical-go conformance matrix</title>\n<style>\n").append(STYLE).append("</style></head><body>\n");
        long ran = rows.stream().filter(r -> r.reports().isPresent()).count();
        long changed = rows.stream().filter(Row::changed).count();
        h.append("<h1>Conformance to the logical rules of Go: the matrix</h1>\n<p class=\"meta\" id=\"meta\">Run ")
                .append(Markup.text(when(started))).append(", ").append(String.format("%.0f s", duration.toMillis() / 1000.0))
                .append("; ").append(Markup.text(machine)).append(".<br>")
                .append(ran).append(" runs of ").append(rows.size()).append(" (").append(rows.size() - ran).append(" not run); ")
                .append(changed == 0 ? "<span class=\"same\">every run fails exactly its baseline's cases</span>"
                        : "<span class=\"changed\">" + changed + " run(s) differ from their baseline</span>");
        long untriaged = rows.stream().flatMap(r -> r.change().stream()).mapToLong(d -> d.untriaged().size()).sum();
        if (untriaged > 0) {
            h.append("; <a class=\"untriaged\" href=\"#known\">").append(untriaged).append(" known failure(s) untriaged</a>");
        }
        h.append(".</p>\n");
        h.append("<p class=\"legend\">Each cell: the cases that <em>showed</em> the clause (an asked check that could catch its violation passed) / ")
                .append("<em>failed</em> on it / could <em>not ask</em> it. ")
                .append("<span class=\"pass\">every case showed it</span><span class=\"part\">shown, some cases could not ask it</span>")
                .append("<span class=\"fail\">failed</span><span class=\"err\">errored</span><span class=\"none\">never asked</span>")
                .append("<span class=\"na\">· no case cites it</span> A cell leads to the run's report: to the clause's failures where it has some, else to its counts.</p>\n");
        h.append("<div class=\"scroll\"><table class=\"matrix\" id=\"matrix\">\n<thead><tr><th class=\"run\">engine, ruleset, options</th>")
                .append("<th>cases<br><span class=\"legend-small\">pass/inc/<br>fail/uns/err</span></th><th>baseline</th>");
        for (String clause : clauses) {
            h.append("<th data-clause=\"").append(Markup.text(clause)).append("\" title=\"").append(Markup.text(SpecTitles.tooltip(clause)))
                    .append("\">").append(Markup.text(clause)).append("</th>");
        }
        h.append("</tr></thead>\n<tbody>\n");
        for (Row row : rows) {
            row(h, row, clauses);
        }
        h.append("</tbody></table></div>\n");
        changes(h);
        known(h);
        h.append("<h2>Runs</h2>\n<ul>\n");
        for (Row row : rows) {
            h.append("<li><strong>").append(Markup.text(row.engine())).append("</strong> ");
            if (!row.options().isEmpty()) {
                h.append("<code>").append(Markup.text(row.options())).append("</code> ");
            }
            h.append("under <code>").append(Markup.text(row.ruleset())).append("</code>: ");
            if (row.reports().isPresent()) {
                Reports r = row.reports().get();
                h.append("<a href=\"").append(Markup.text(row.report())).append("\">report</a>, ")
                        .append(r.outcomes().size()).append(" cases, the engine's run ").append(String.format("%.1f s", r.duration().toMillis() / 1000.0))
                        .append("; <span class=\"muted\">").append(Markup.text(r.engine())).append("</span>");
                row.baseline().ifPresent(b -> h.append("; baseline <code>").append(Markup.text(b.where())).append("</code>"));
            }
            row.perft().ifPresent(p -> h.append("; <a href=\"").append(Markup.text(row.slug())).append("/perft.txt\">perft</a>: ")
                    .append(Markup.text(p.summary())));
            if (!row.note().isEmpty()) {
                h.append(row.reports().isPresent() ? "; " : "").append(Markup.text(row.note()));
            }
            h.append("</li>\n");
        }
        h.append("</ul>\n<p class=\"muted\">Written by <code>./logical-go conformance matrix</code>; what each count means: ")
                .append("docs/conformance.md. A case is <em>incomplete</em> when what was asked passed but some clause it cites was never asked; ")
                .append("<em>unsupported</em> when nothing of its clauses could be asked (never a pass).</p>\n</body></html>\n");
        return h.toString();
    }

    private static void row(StringBuilder h, Row row, List<String> clauses) {
        h.append("<tr id=\"row-").append(Markup.text(row.slug())).append("\" data-run=\"").append(Markup.text(row.slug())).append("\"")
                .append(row.reports().isEmpty() ? " class=\"absent\"" : row.changed() ? " class=\"changed-row\"" : "").append(">");
        h.append("<th class=\"run\" scope=\"row\">");
        if (row.reports().isPresent()) {
            h.append("<a href=\"").append(Markup.text(row.report())).append("\">").append(Markup.text(row.engine())).append("</a>");
        } else {
            h.append("<strong>").append(Markup.text(row.engine())).append("</strong>");
        }
        if (!row.version().isEmpty()) {
            h.append(" <span class=\"ver\">").append(Markup.text(row.version())).append("</span>");
        }
        // Each preset or knob unbroken, a line break allowed before a '+' only.
        h.append("<div class=\"rs\"><span>").append(String.join("</span><wbr><span>", java.util.Arrays.stream(row.ruleset().split("(?=\\+)"))
                .map(Markup::text).toList())).append("</span></div>");
        if (!row.options().isEmpty()) {
            h.append("<div class=\"opts\">").append(Markup.text(row.options())).append("</div>");
        }
        h.append("</th>");
        if (row.reports().isEmpty()) {
            h.append("<td class=\"absent\" colspan=\"").append(clauses.size() + 2).append("\">").append(Markup.text(row.note())).append("</td></tr>\n");
            return;
        }
        Reports r = row.reports().get();
        Map<Status, Integer> t = r.totals();
        h.append("<td class=\"totals\" title=\"passed / incomplete / failed / unsupported / errored\">").append(t.get(Status.PASSED)).append('/')
                .append(t.get(Status.INCOMPLETE)).append('/').append(t.get(Status.FAILED)).append('/').append(t.get(Status.UNSUPPORTED))
                .append('/').append(t.get(Status.ERRORED));
        if (!row.note().isEmpty()) {
            h.append("<br><span class=\"muted\">").append(Markup.text(row.note())).append("</span>");
        }
        row.perft().ifPresent(p -> h.append("<br><span class=\"muted perft\"><a href=\"").append(Markup.text(row.slug()))
                .append("/perft.txt\">perft</a> ").append(Markup.text(p.summary().replaceFirst(" \\(first: .*\\)", ""))).append("</span>"));
        h.append("</td>");
        Baseline.Difference d = row.change().orElseThrow();
        int listed = row.baseline().map(b -> b.cases().failing().size()).orElse(0);
        if (d.none()) {
            // Known: the baseline's cases this run played and failed again (a selection plays fewer than its baseline lists).
            h.append("<td class=\"baseline same\" title=\"").append(Markup.text(row.baseline().map(Known::where).orElse("no baseline: nothing may fail")))
                    .append(", ").append(listed).append(" case(s) listed\">as baseline<br><span class=\"muted\">").append(d.knownFailures().size())
                    .append(" known</span>");
        } else {
            h.append("<td class=\"baseline changed\"><a href=\"#changes-").append(Markup.text(row.slug())).append("\">changed</a><br>+")
                    .append(d.newFailures().size()).append(" failing, −").append(d.newPasses().size()).append(" known");
        }
        if (!d.untriaged().isEmpty()) {
            h.append("<br><a class=\"untriaged\" href=\"#known-").append(Markup.text(row.slug())).append("\">").append(d.untriaged().size())
                    .append(" untriaged</a>");
        }
        h.append("</td>");
        Map<String, Reports.ClauseCounts> counts = r.byClause();
        for (String clause : clauses) {
            Reports.ClauseCounts c = counts.get(clause);
            if (c == null) {
                h.append("<td class=\"na\" data-clause=\"").append(Markup.text(clause)).append("\" title=\"")
                        .append(Markup.text(clause + ": no case of this run cites it")).append("\">·</td>");
                continue;
            }
            String css = c.failed() > 0 ? "fail" : c.errored() > 0 ? "err" : c.shown() == 0 ? "none" : c.notAsked() > 0 ? "part" : "pass";
            Optional<CaseOutcome> first = r.outcomes().stream()
                    .filter(o -> o.status() == Status.FAILED && o.charged().contains(clause)).findFirst()
                    .or(() -> r.outcomes().stream().filter(o -> o.status() == Status.ERRORED && o.clauses().contains(clause)).findFirst());
            // The clause's list of failures in the run's report, where it has any; else its row of counts there.
            String href = row.report() + (c.failed() + c.errored() > 0 ? "#failures-" : "#clause-") + clause;
            String title = clause + " under " + row.ruleset() + ": " + c.shown() + " shown, " + c.failed() + " failed, " + c.notAsked()
                    + " not asked" + (c.errored() > 0 ? ", " + c.errored() + " errored" : "")
                    + first.map(o -> "; first " + (o.status() == Status.FAILED ? "failure: " : "error: ") + o.caseId()).orElse("");
            h.append("<td class=\"cell ").append(css).append("\" data-clause=\"").append(Markup.text(clause)).append("\" data-shown=\"")
                    .append(c.shown()).append("\" data-failed=\"").append(c.failed()).append("\" data-not-asked=\"").append(c.notAsked())
                    .append("\" data-errored=\"").append(c.errored()).append("\" title=\"").append(Markup.text(title)).append("\">")
                    .append("<a href=\"").append(Markup.text(href)).append("\">").append(c.shown()).append('/').append(c.failed())
                    .append('/').append(c.notAsked()).append(c.errored() > 0 ? " ⚠" + c.errored() : "").append("</a></td>");
        }
        h.append("</tr>\n");
    }

    private void changes(StringBuilder h) {
        List<Row> changed = rows.stream().filter(Row::changed).toList();
        if (changed.isEmpty()) {
            return;
        }
        h.append("<h2 id=\"changes\">Changes against the baselines</h2>\n");
        for (Row row : changed) {
            Baseline.Difference d = row.change().orElseThrow();
            h.append("<div id=\"changes-").append(Markup.text(row.slug())).append("\"><strong>").append(Markup.text(row.engine())).append("</strong> ")
                    .append(row.options().isEmpty() ? "" : "<code>" + Markup.text(row.options()) + "</code> ")
                    .append("under <code>").append(Markup.text(row.ruleset())).append("</code>, against ")
                    .append(Markup.text(row.baseline().map(Known::where).orElse("no baseline (nothing is expected to fail)")))
                    .append(":<ul class=\"changes\">");
            for (String k : d.newFailures()) {
                String[] key = k.split(" ");
                h.append("<li class=\"new-failure\">new failure: <a href=\"").append(Markup.text(row.report() + "#" + key[0] + "@" + key[1]))
                        .append("\">").append(Markup.text(k)).append("</a></li>");
            }
            for (String k : d.newPasses()) {
                h.append("<li class=\"new-pass\">new pass (remove it from the baseline): ").append(Markup.text(k)).append("</li>");
            }
            h.append("</ul></div>\n");
        }
    }

    /** How a triage reads on the page: a URL a link, a path of this repository as written (the page may be anywhere). */
    private static String triage(Baseline.Triage t) {
        if (t.untriaged()) {
            return "<span class=\"untriaged\">untriaged</span>: no <code>bug:</code> or <code>note:</code> yet";
        }
        String text = t.url() ? "<a href=\"" + Markup.text(t.text()) + "\">" + Markup.text(t.text()) + "</a>"
                : t.kind() == Baseline.Triage.Kind.BUG ? "<code>" + Markup.text(t.text()) + "</code>" : Markup.text(t.text());
        return "<strong>" + Markup.text(t.kind().word()) + "</strong> " + text;
    }

    /** The cases a list shows open: more would push the next triage off the screen. */
    private static final int CASES_OPEN = 12;

    /** Each run's known failures met, grouped by their triage, the untriaged first. */
    private void known(StringBuilder h) {
        List<Row> runs = rows.stream().filter(r -> r.change().map(d -> !d.knownFailures().isEmpty()).orElse(false)).toList();
        if (runs.isEmpty()) {
            return;
        }
        h.append("<h2 id=\"known\">Known failures and their triage</h2>\n<p class=\"muted\">Each run's known failures, by what its baseline ")
                .append("says of them after <code>case-id ruleset</code>: <code>bug:</code> where the deviation is reported (a path is one of ")
                .append("this repository), <code>note:</code> a documented choice, or nothing yet, <span class=\"untriaged\">untriaged</span>: ")
                .append("a to-do, which changes no verdict.</p>\n");
        for (Row row : runs) {
            Baseline.Difference d = row.change().orElseThrow();
            h.append("<div class=\"known\" id=\"known-").append(Markup.text(row.slug())).append("\"><strong>").append(Markup.text(row.engine()))
                    .append("</strong> ").append(row.options().isEmpty() ? "" : "<code>" + Markup.text(row.options()) + "</code> ")
                    .append("under <code>").append(Markup.text(row.ruleset())).append("</code>, baseline <code>")
                    .append(Markup.text(row.baseline().map(Known::where).orElse(""))).append("</code>: ").append(d.knownFailures().size())
                    .append(" known failure(s)");
            if (!d.untriaged().isEmpty()) {
                h.append(", <span class=\"untriaged\">").append(d.untriaged().size()).append(" untriaged</span>");
            }
            h.append("\n<ul class=\"triage\">");
            Map<Baseline.Triage, List<String>> byTriage = new java.util.TreeMap<>(
                    java.util.Comparator.comparing(Baseline.Triage::kind).thenComparing(Baseline.Triage::text));
            d.knownFailures().forEach((k, t) -> byTriage.computeIfAbsent(t, x -> new java.util.ArrayList<>()).add(k));
            byTriage.forEach((t, keys) -> {
                h.append("<li class=\"triage-").append(t.kind().name().toLowerCase(java.util.Locale.ROOT)).append("\"><details")
                        .append(t.untriaged() || keys.size() <= CASES_OPEN ? " open" : "").append("><summary>").append(triage(t)).append(" (")
                        .append(keys.size()).append(keys.size() == 1 ? " case" : " cases").append(")</summary><div class=\"cases\">");
                for (int i = 0; i < keys.size(); i++) {
                    String[] key = keys.get(i).split(" ");
                    h.append(i == 0 ? "" : ", ").append("<a href=\"").append(Markup.text(row.report() + "#" + key[0] + "@" + key[1])).append("\">")
                            .append(Markup.text(key[1].equals(row.ruleset()) ? key[0] : keys.get(i))).append("</a>");
                }
                h.append("</div></details></li>\n");
            });
            h.append("</ul></div>\n");
        }
    }

    /** The lines a terminal shows: one per run. */
    public String text() {
        StringBuilder b = new StringBuilder();
        for (Row row : rows) {
            String name = row.engine() + (row.options().isEmpty() ? "" : " " + row.options()) + " [" + row.ruleset() + "]";
            if (row.reports().isEmpty()) {
                b.append(String.format("%-60s %s%n", name, row.note()));
                continue;
            }
            Map<Status, Integer> t = row.reports().get().totals();
            Baseline.Difference d = row.change().orElseThrow();
            b.append(String.format("%-60s %d passed, %d incomplete, %d failed, %d unsupported, %d errored; %s%s%s%n", name,
                    t.get(Status.PASSED), t.get(Status.INCOMPLETE), t.get(Status.FAILED), t.get(Status.UNSUPPORTED), t.get(Status.ERRORED),
                    d.none() ? "as baseline" : "CHANGED: " + d.newFailures().size() + " new failure(s), " + d.newPasses().size() + " new pass(es)",
                    d.untriaged().isEmpty() ? "" : ", " + d.untriaged().size() + " known failure(s) untriaged",
                    row.note().isEmpty() ? "" : " (" + row.note() + ")"));
            row.perft().ifPresent(p -> b.append(String.format("%-60s perft: %s%n", "", p.summary())));
        }
        return b.toString();
    }

    /** Rows by slug, for tests and tools. */
    public Map<String, Row> bySlug() {
        Map<String, Row> m = new LinkedHashMap<>();
        rows.forEach(r -> m.put(r.slug(), r));
        return m;
    }
}
