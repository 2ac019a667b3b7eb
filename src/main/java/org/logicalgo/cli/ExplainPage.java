package org.logicalgo.cli;

import org.logicalgo.rulesets.Rulesets;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.logicalgo.display.Markup;
import org.logicalgo.spec.MoveSteps;
import org.logicalgo.spec.SpecText;
import org.logicalgo.arbiter.Explanation;
import org.logicalgo.display.BoardSvg;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

/**
 * {@code explain --html}: one turn explained as a standalone page (no script, no file to load): the
 * board before it, what each clause says with the clause's text from {@code spec/}, the three steps
 * of a move (TT-7) each drawn, the verdict, and the board after it. Every board is
 * {@link BoardSvg}'s, the drawing of the explorer and the conformance report.
 */
final class ExplainPage {

    private ExplainPage() {
    }

    /**
     * The page.
     *
     * @param repeated the colouring a refused move repeats (the start or the colouring after an earlier move), to draw beside it
     * @param compared the same turn explained under each row of the RU table, by its word, and the chosen ruleset ({@code --compare}), or none
     */
    static String of(String heading, List<String> notes, Explanation e, Optional<Game> repeated,
                     java.util.Map<String, Explanation> compared) {
        Ruleset rules = e.rules();
        StringBuilder h = new StringBuilder();
        h.append("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>").append(Markup.text(heading))
                .append("</title>\n<style>\n")
                .append("body{font-family:sans-serif;max-width:70em;margin:1em auto;padding:0 1em;color:#222;line-height:1.4}\n")
                // Boards large enough to read (BoardSvg's own size is a few pixels a point): a step 280 px, the
                // boards before, after and repeated 360 px, more on a large grid (30 px a point up to 600 px).
                .append("figure{display:inline-block;margin:.5em 1.2em .5em 0;vertical-align:top;max-width:100%}")
                .append("figcaption{font-size:.9em;max-width:22em}\n")
                .append("figure svg{width:").append(boardPx(e, 280, 22, 440))
                .append("px;max-width:100%;height:auto;display:block}figure.large svg{width:").append(boardPx(e, 360, 30, 600)).append("px}\n")
                .append("code{font-family:monospace;background:#f2efe8;padding:0 .2em;border-radius:3px}\n")
                .append("table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.3em .6em;text-align:left;vertical-align:top}\n")
                .append(".no{color:#c0262d;font-weight:bold}.yes{color:#2e7d32}.clause{font-size:.85em;color:#555}\n")
                // A ruleset's composed name is long and has no spaces: it breaks at its '+' and '='.
                .append(".name{color:#555;overflow-wrap:anywhere}\n")
                .append("</style>\n</head>\n<body>\n");
        h.append("<h1>").append(Markup.text(heading)).append("</h1>\n");
        for (String n : notes) {
            h.append("<p>note: ").append(Markup.text(n)).append("</p>\n");
        }
        if (e.earlier().isPresent()) {
            var r = e.earlier().get();
            h.append("<p>Move ").append(r.move().number()).append(" (").append(Markup.text(r.move().text()))
                    .append(") before it is refused already: ").append(Markup.text(r.verdict().toString()))
                    .append(". Explain that one first.</p>\n</body>\n</html>\n");
            return h.toString();
        }
        Game before = e.before().orElseThrow();
        Optional<Point> at = e.move().turn().filter(t -> t instanceof Turn.Play).map(t -> ((Turn.Play) t).point());
        h.append("<h2>Before it</h2>\n").append(figure("large", BoardSvg.draw(before.colouring(), BoardSvg.Marks.NONE.withLastMove(at),
                "before move " + e.number()), (e.number() == 1 ? "At the start" : "After move " + (e.number() - 1)) + ", "
                + before.toMove().word() + " to move" + at.map(p -> "; the point played, " + p + ", is ringed").orElse("")));
        h.append("<h2>What the rules say</h2>\n<table>\n<tr><th>clause</th><th>holds</th><th>of this turn</th><th>the clause</th></tr>\n");
        for (Explanation.ClauseLine c : e.clauses()) {
            h.append("<tr><td>").append(Markup.text(c.clause())).append("</td><td class=\"").append(c.holds() ? "yes\">yes" : "no\">NO")
                    .append("</td><td>").append(Markup.text(c.says())).append("</td><td class=\"clause\">")
                    .append(withCode(SpecText.text(c.clause()))).append("</td></tr>\n");
        }
        h.append("</table>\n");
        Verdict v = e.verdict().orElseThrow();
        if (e.effect().isPresent() && at.isPresent()) {
            Colour mover = e.move().colour();
            h.append("<h2>The move, step by step</h2>\n");
            for (MoveSteps.Step s : MoveSteps.of(rules, before.colouring(), new Turn.Play(mover, at.get()))) {
                h.append(figure(BoardSvg.draw(s.board(), BoardSvg.Marks.NONE.withLastMove(at).withEmptied(s.emptied()), s.says()),
                        s.clause() + ": " + s.says()));
            }
        }
        h.append("<h2>Verdict: ").append(v instanceof Verdict.Refused r ? "<span class=\"no\">refused</span> " + Markup.text(r.toString())
                : "<span class=\"yes\">accepted</span>").append("</h2>\n");
        if (e.effect().isPresent()) {
            Explanation.Effect effect = e.effect().get();
            Set<Point> emptied = new HashSet<>(effect.clearings().opponent());
            emptied.addAll(effect.clearings().own());
            h.append(figure("large", BoardSvg.draw(effect.colouring(), BoardSvg.Marks.NONE.withLastMove(at).withEmptied(emptied), "after it"),
                    (v.accepted() ? "After it" : "The colouring it would leave") + " (the points its clearings emptied are crossed)"));
        } else if (e.after().isPresent()) {
            h.append(figure("large", BoardSvg.draw(e.after().get().colouring(), BoardSvg.Marks.NONE, "after it"), "After it"));
        }
        // A repetition is shown, not only named: the colouring it repeats, beside the one it would leave.
        if (v instanceof Verdict.Refused r && r.repeats().isPresent() && repeated.isPresent()) {
            int earlier = r.repeats().getAsInt();
            String when = earlier == 0 ? "The colouring at the start" : "The colouring after move " + earlier;
            h.append(figure("large repeated", BoardSvg.draw(repeated.get().colouring(), BoardSvg.Marks.NONE, when.toLowerCase(java.util.Locale.ROOT)),
                    when + ", which this move would bring back (" + r.clause() + ")"));
        }
        e.after().ifPresent(g -> h.append("<p>").append(Markup.text(ReplayCommand.scoreLine(g))).append("</p>\n"));
        if (!compared.isEmpty()) {
            h.append("<h2>The same move under each ruleset of the RU table</h2>\n<table>\n<tr><th>ruleset</th><th>verdict</th></tr>\n");
            for (java.util.Map.Entry<String, Explanation> row : compared.entrySet()) {
                Explanation x = row.getValue();
                boolean accepted = x.earlier().isEmpty() && x.verdict().orElseThrow().accepted();
                String name = Rulesets.name(x.rules());
                // The table's word, and beneath it the ruleset it reads as where that is another name.
                h.append("<tr><td>").append(Markup.text(row.getKey()))
                        .append(name.equals(row.getKey()) ? "" : "<br><small class=\"name\">" + Markup.text(name) + "</small>")
                        .append("</td><td class=\"").append(accepted ? "yes" : "no")
                        .append("\">").append(Markup.text(ExplainCommand.verdictUnder(x))).append("</td></tr>\n");
            }
            h.append("</table>\n");
        }
        return h.append("</body>\n</html>\n").toString();
    }

    /** A board's width on the page: {@code perPoint} px a point of the grid's longer side, from {@code least} to {@code most}. */
    private static int boardPx(Explanation e, int least, int perPoint, int most) {
        int side = Math.max(e.record().grid().width(), e.record().grid().height());
        return Math.max(least, Math.min(most, perPoint * side));
    }

    private static String figure(String svg, String caption) {
        return figure("", svg, caption);
    }

    private static String figure(String classes, String svg, String caption) {
        return "<figure" + (classes.isEmpty() ? "" : " class=\"" + classes + "\"") + ">" + svg + "<figcaption>" + Markup.text(caption)
                + "</figcaption></figure>\n";
    }

    /**
     * A clause's text from spec/, escaped, then its Markdown `code` spans set as code and its *emphasis*
     * as emphasis (escaping leaves backticks and stars as they are, so the marks are read on the escaped text).
     */
    static String withCode(String text) {
        return Markup.text(text).replaceAll("`([^`]+)`", "<code>$1</code>").replaceAll("\\*([^*\\s][^*]*)\\*", "<em>$1</em>");
    }

}
