package org.logicalgo.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.logicalgo.arbiter.Judgement;
import org.logicalgo.arbiter.RecordedResult;
import org.logicalgo.rules.Score;
import org.logicalgo.sgf.GameRecord;

/** The reports of {@code judge}: one game in detail, many in a table, any number as JSON. */
final class JudgeReport {

    private JudgeReport() {
    }

    /** How many outcomes of each kind: the summary line of the table and of the JSON. */
    record Tally(int games, int agree, int disagree, int refused, int notCompared, int unreadable) {
        static Tally of(List<JudgeCommand.Outcome> outcomes) {
            int agree = 0, disagree = 0, refused = 0, notCompared = 0, unreadable = 0;
            for (JudgeCommand.Outcome o : outcomes) {
                if (o.judgement().isEmpty()) {
                    unreadable++;
                } else if (o.judgement().get().refusal().isPresent()) {
                    refused++;
                } else {
                    switch (o.judgement().get().agreement()) {
                        case AGREES -> agree++;
                        case DISAGREES -> disagree++;
                        case NOT_COMPARED -> notCompared++;
                    }
                }
            }
            return new Tally(outcomes.size() - unreadable, agree, disagree, refused, notCompared, unreadable);
        }
    }

    static String detailed(JudgeCommand.Outcome o) {
        if (o.judgement().isEmpty()) {
            return "unreadable: " + o.error().orElseThrow() + "\n";
        }
        Judgement j = o.judgement().get();
        GameRecord r = j.record();
        StringBuilder out = new StringBuilder();
        out.append(o.file());
        List<String> where = new ArrayList<>();
        if (o.game() > 1) {
            where.add("game " + o.game());
        }
        if (r.lines() > 1) {
            where.add(r.line() == 1 ? "the main line of " + r.lines() : "variation " + r.line() + " of " + r.lines());
        }
        if (!where.isEmpty()) {
            out.append(" (").append(String.join(", ", where)).append(')');
        }
        out.append(": ").append(r.grid()).append(", komi ").append(Score.half(j.game().setup().komi()));
        if (r.handicap() > 0) {
            out.append(", handicap ").append(r.handicap());
        }
        out.append(", ").append(r.moves().size()).append(r.moves().size() == 1 ? " move" : " moves");
        if (r.black().isPresent() || r.white().isPresent()) {
            out.append(", Black ").append(r.black().orElse("?")).append(" against White ").append(r.white().orElse("?"));
        }
        out.append('\n');
        out.append("rules: ").append(j.rules().name()).append(", from ").append(j.rulesFrom()).append('\n');
        for (String note : j.notes()) {
            out.append("note: ").append(note).append('\n');
        }
        out.append(JudgeCommand.body(j));
        return out.append('\n').toString();
    }

    static String table(List<JudgeCommand.Outcome> outcomes, int files, double seconds) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"file", "game", "moves", "rules", "rules give", "RE", "verdict"});
        for (JudgeCommand.Outcome o : outcomes) {
            if (o.judgement().isEmpty()) {
                rows.add(new String[] {o.file().toString(), o.game() == 0 ? "-" : Integer.toString(o.game()), "-", "-", "-", "-",
                        "unreadable: " + o.error().orElseThrow().substring(o.error().get().indexOf(": ") + 2)});
                continue;
            }
            Judgement j = o.judgement().get();
            String verdict = j.refusal().map(r -> "refused: move " + r.move().number() + " (" + r.move().text() + ") ["
                    + r.verdict().clause() + (r.verdict().repeats().isPresent() ? ", repeats " + r.verdict().repeats().getAsInt() : "")
                    + "]").orElseGet(() -> JudgeCommand.agreementWord(j));
            rows.add(new String[] {o.file().toString(), Integer.toString(o.game()), Integer.toString(j.record().moves().size()),
                    j.rules().name(), j.score().result(), j.recorded().map(RecordedResult::text).orElse("-"), verdict});
        }
        int[] widths = new int[7];
        for (String[] row : rows) {
            for (int c = 0; c < 7; c++) {
                widths[c] = Math.max(widths[c], row[c].length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < 7; c++) {
                boolean number = c == 1 || c == 2;
                String cell = number ? " ".repeat(widths[c] - row[c].length()) + row[c]
                        : row[c] + " ".repeat(c == 6 ? 0 : widths[c] - row[c].length());
                line.append(cell).append(c == 6 ? "" : "  ");
            }
            out.append(line.toString().stripTrailing()).append('\n');
        }
        Tally t = Tally.of(outcomes);
        out.append(String.format(Locale.ROOT, "%d games in %d files: %d agree, %d disagree, %d refused, %d not compared,"
                        + " %d unreadable; %.1f s (%.0f games per minute)%n",
                t.games(), files, t.agree(), t.disagree(), t.refused(), t.notCompared(), t.unreadable(), seconds,
                seconds > 0 ? t.games() * 60 / seconds : 0));
        return out.toString();
    }

    static String json(List<JudgeCommand.Outcome> outcomes, String engine, double seconds) {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode();
        root.put("engine", engine);
        ArrayNode games = root.putArray("games");
        ArrayNode unreadable = root.putArray("unreadable");
        for (JudgeCommand.Outcome o : outcomes) {
            if (o.judgement().isEmpty()) {
                ObjectNode u = unreadable.addObject();
                u.put("file", o.file().toString());
                u.put("game", o.game());
                u.put("error", o.error().orElseThrow());
                continue;
            }
            Judgement j = o.judgement().get();
            GameRecord r = j.record();
            ObjectNode g = games.addObject();
            g.put("file", o.file().toString());
            g.put("game", o.game());
            g.put("variation", r.line());
            g.put("lines", r.lines());
            g.put("rules", j.rules().name());
            g.put("rulesFrom", j.rulesFrom());
            ArrayNode notes = g.putArray("notes");
            j.notes().forEach(notes::add);
            g.put("width", r.grid().width());
            g.put("height", r.grid().height());
            g.put("komi", j.game().setup().komi());
            g.put("handicap", r.handicap());
            g.put("moves", r.moves().size());
            g.put("accepted", j.game().turnNumber());
            if (j.refusal().isPresent()) {
                Judgement.Refusal f = j.refusal().get();
                ObjectNode refused = g.putObject("refused");
                refused.put("number", f.move().number());
                refused.put("colour", f.move().colour().word().toLowerCase(Locale.ROOT));
                refused.put("move", f.move().text().substring(2));
                refused.put("clause", f.verdict().clause());
                refused.put("reason", f.verdict().reason());
                if (f.verdict().repeats().isPresent()) {
                    refused.put("repeats", f.verdict().repeats().getAsInt());
                }
            } else {
                g.putNull("refused");
            }
            g.put("ended", j.game().ended());
            ArrayNode board = g.putArray("board");
            j.game().colouring().rows().forEach(board::add);
            ObjectNode score = g.putObject("score");
            score.put("black", j.score().black());
            score.put("white", j.score().white());
            g.put("result", j.score().result());
            g.put("recorded", j.recorded().map(RecordedResult::text).orElse(null));
            g.put("agreement", JudgeCommand.agreementWord(j));
            g.put("why", j.agreementWhy());
        }
        Tally t = Tally.of(outcomes);
        ObjectNode s = root.putObject("summary");
        s.put("games", t.games());
        s.put("agree", t.agree());
        s.put("disagree", t.disagree());
        s.put("refused", t.refused());
        s.put("notCompared", t.notCompared());
        s.put("unreadable", t.unreadable());
        s.put("seconds", Math.round(seconds * 1000) / 1000.0);
        try {
            return mapper.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
