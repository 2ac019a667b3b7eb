package org.logicalgo.cli;

import org.logicalgo.rulesets.Rulesets;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;

import org.logicalgo.json.JsonShapes;
import org.logicalgo.arbiter.Judgement;
import org.logicalgo.arbiter.RecordedResult;
import org.logicalgo.batch.Judged;
import org.logicalgo.io.Names;
import org.logicalgo.rules.Score;
import org.logicalgo.sgf.GameRecord;

/** The reports of {@code judge}: one game in detail, many in a table, any number as JSON; each game printed as it is judged. */
final class JudgeReport {

    private JudgeReport() {
    }

    /** What became of a game: the counts of the summary line, in one word. */
    enum Kind {
        AGREES, DISAGREES, REFUSED, NOT_COMPARED, UNREADABLE;

        static Kind of(Judged o) {
            if (o.judgement().isEmpty()) {
                return UNREADABLE;
            }
            Judgement j = o.judgement().get();
            if (j.refusal().isPresent()) {
                return REFUSED;
            }
            return switch (j.agreement()) {
                case AGREES -> AGREES;
                case DISAGREES -> DISAGREES;
                case NOT_COMPARED -> NOT_COMPARED;
            };
        }
    }

    /** How many outcomes of each kind: the summary line of the table and of the JSON, all a batch keeps of its games. */
    record Tally(int games, int agree, int disagree, int refused, int notCompared, int unreadable) {
        static final Tally NONE = new Tally(0, 0, 0, 0, 0, 0);

        Tally plus(Kind kind) {
            return switch (kind) {
                case UNREADABLE -> new Tally(games, agree, disagree, refused, notCompared, unreadable + 1);
                case REFUSED -> new Tally(games + 1, agree, disagree, refused + 1, notCompared, unreadable);
                case AGREES -> new Tally(games + 1, agree + 1, disagree, refused, notCompared, unreadable);
                case DISAGREES -> new Tally(games + 1, agree, disagree + 1, refused, notCompared, unreadable);
                case NOT_COMPARED -> new Tally(games + 1, agree, disagree, refused, notCompared + 1, unreadable);
            };
        }

        /** Every game legal and its RE agreeing or not comparable, and no file unreadable. */
        boolean clean() {
            return unreadable == 0 && disagree == 0 && refused == 0;
        }
    }

    /**
     * The report of a batch: each game made ready to print by {@link #prepare} on the thread that
     * judged it, then printed in the order of the files by {@link #print}, on one thread.
     *
     * @param <P> a game ready to print: small, and holding nothing of the game's board
     */
    interface Batch<P> {
        /** A game ready to print; called from any thread, prints nothing. */
        P prepare(Judged o);

        void print(P prepared);

        /** Shows what is printed so far (before the batch waits for a game). */
        void flush();

        void end(Tally t, int files, double seconds);
    }

    static String detailed(Judged o) {
        if (o.judgement().isEmpty()) {
            return "unreadable: " + Names.shown(o.error().orElseThrow()) + "\n";
        }
        Judgement j = o.judgement().get();
        GameRecord r = j.record();
        StringBuilder out = new StringBuilder();
        out.append(o.place());
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
        out.append("rules: ").append(Rulesets.name(j.rules())).append(", from ").append(j.rulesFrom()).append('\n');
        for (String note : j.notes()) {
            out.append("note: ").append(note).append('\n');
        }
        out.append(JudgeCommand.body(j));
        // The place, PB and PW, RU, RE are data: each line shown escaped, so none can add a line or speak to the terminal.
        return out.toString().lines().map(Names::shown).collect(java.util.stream.Collectors.joining("\n", "", "\n\n"));
    }

    /**
     * The table of a batch, a row printed as each game is judged: the widths are fixed beforehand
     * (the file column from the list of files, the others from what their cells hold), so that no
     * row need be kept. A cell wider than its column shifts the rest of its row.
     */
    static final class Table implements Batch<String> {
        private static final int COLUMNS = 7;
        private final PrintWriter out;
        private final int[] widths;

        Table(PrintWriter out, int fileWidth) {
            this.out = out;
            // The presets' names fit; a longer name (an approximation, knobs) runs past the column.
            int rulesWidth = Rulesets.presetWords().stream().mapToInt(String::length).max().orElse(0);
            this.widths = new int[] {Math.max(4, fileWidth), 4, 5, Math.max(5, rulesWidth), 10, 8, 0};
            print(line(new String[] {"file", "game", "moves", "rules", "rules give", "RE", "verdict"}));
            out.flush();
        }

        /** The game's row. */
        @Override
        public String prepare(Judged o) {
            if (o.judgement().isEmpty()) {
                return line(new String[] {o.place().toString(), o.game() == 0 ? "-" : Integer.toString(o.game()), "-", "-", "-", "-",
                        "unreadable: " + o.error().orElseThrow().substring(o.error().get().indexOf(": ") + 2)});
            }
            Judgement j = o.judgement().get();
            String verdict = j.refusal().map(r -> "refused: move " + r.move().number() + " (" + r.move().text() + ") ["
                    + r.verdict().clause() + (r.verdict().repeats().isPresent() ? ", repeats " + r.verdict().repeats().getAsInt() : "")
                    + "]").orElseGet(() -> JudgeCommand.agreementWord(j));
            return line(new String[] {o.place().toString(), Integer.toString(o.game()), Integer.toString(j.record().moves().size()),
                    Rulesets.name(j.rules()), j.score().result(), j.recorded().map(RecordedResult::text).orElse("-"), verdict});
        }

        @Override
        public void print(String row) {
            out.println(row);
        }

        @Override
        public void flush() {
            out.flush();
        }

        @Override
        public void end(Tally t, int files, double seconds) {
            out.print(String.format(Locale.ROOT, "%d games in %d files: %d agree, %d disagree, %d refused, %d not compared,"
                            + " %d unreadable; %.1f s (%.0f games per minute)%n",
                    t.games(), files, t.agree(), t.disagree(), t.refused(), t.notCompared(), t.unreadable(), seconds,
                    seconds > 0 ? t.games() * 60 / seconds : 0));
            out.flush();
        }

        private String line(String[] row) {
            StringBuilder line = new StringBuilder(120);
            // A name, an RE, an RU are data: none may end the row or speak to the terminal.
            row = java.util.Arrays.stream(row).map(Names::shown).toArray(String[]::new);
            for (int c = 0; c < COLUMNS; c++) {
                boolean number = c == 1 || c == 2;
                int pad = Math.max(0, widths[c] - row[c].length());
                if (number) {
                    line.append(" ".repeat(pad)).append(row[c]);
                } else {
                    line.append(row[c]);
                    if (c < COLUMNS - 1) {
                        line.append(" ".repeat(pad));
                    }
                }
                if (c < COLUMNS - 1) {
                    line.append("  ");
                }
            }
            return line.toString().stripTrailing();
        }
    }

    /**
     * The JSON of any number of games, each written as it is judged; only the unreadable files (a
     * line each) wait for the end, as they come after the games. The object holds {@code engine},
     * {@code games} (each a {@link GameJson}), {@code unreadable} ({@code file}, {@code game},
     * {@code error}; the first {@value #UNREADABLE_LISTED}, then {@code unreadableNotListed} counts
     * the others) and {@code summary}; turns, verdicts, boards and scores take the shapes of
     * {@link JsonShapes}, as in {@code replay --json} and {@code explain --json}.
     */
    static final class Json implements Batch<Object> {
        /** The unreadable games listed at most: they wait for the end, after the games; the rest are counted. */
        static final int UNREADABLE_LISTED = 10_000;

        private final JsonGenerator out;
        /** Writes a game without flushing: the batch flushes before it waits. */
        private final ObjectWriter games = JsonShapes.MAPPER.writer().without(SerializationFeature.FLUSH_AFTER_WRITE_VALUE);
        private final List<UnreadableJson> unreadable = new ArrayList<>();
        /** The unreadable games past the first {@link #UNREADABLE_LISTED}: counted, not kept (a file may hold a million). */
        private long notListed;

        Json(PrintWriter writer, String engine) {
            try {
                out = JsonShapes.MAPPER.getFactory().createGenerator(writer).useDefaultPrettyPrinter()
                        .setCharacterEscapes(org.logicalgo.batch.JsonNames.ESCAPES);
                out.writeStartObject();
                out.writeStringField("engine", engine);
                out.writeArrayFieldStart("games");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** The game as a {@link GameJson}, or an {@link UnreadableJson}. */
        @Override
        public Object prepare(Judged o) {
            if (o.judgement().isEmpty()) {
                return new UnreadableJson(o.place().toString(), o.game(), o.error().orElseThrow());
            }
            return GameJson.of(o);
        }

        @Override
        public void print(Object prepared) {
            if (prepared instanceof UnreadableJson u) {
                if (unreadable.size() < UNREADABLE_LISTED) {
                    unreadable.add(u);
                } else {
                    notListed++;
                }
                return;
            }
            try {
                games.writeValue(out, prepared);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void flush() {
            try {
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void end(Tally t, int files, double seconds) {
            try {
                out.writeEndArray();
                out.writeFieldName("unreadable");
                JsonShapes.MAPPER.writeValue(out, unreadable);
                if (notListed > 0) {
                    out.writeNumberField("unreadableNotListed", notListed);
                }
                out.writeFieldName("summary");
                JsonShapes.MAPPER.writeValue(out, new SummaryJson(t.games(), t.agree(), t.disagree(), t.refused(), t.notCompared(),
                        t.unreadable(), Math.round(seconds * 1000) / 1000.0));
                out.writeEndObject();
                out.writeRaw('\n');
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * One game judged: where it is, the ruleset and where it came from, the setup, how many moves
     * and how many accepted, the first refused turn with its verdict (null when none), the position
     * after the last accepted turn, the record's RE and whether it agrees with the score.
     */
    record GameJson(String file, int game, int variation, int lines, String rules, String rulesFrom, List<String> notes,
                    int width, int height, double komi, int handicap, int moves, int accepted, JsonShapes.JudgedTurn refused,
                    @JsonUnwrapped JsonShapes.PositionJson position, String recorded, String agreement, String why) {

        static GameJson of(Judged o) {
            Judgement j = o.judgement().orElseThrow();
            GameRecord r = j.record();
            return new GameJson(o.place().toString(), o.game(), r.line(), r.lines(), Rulesets.name(j.rules()), j.rulesFrom(), j.notes(),
                    r.grid().width(), r.grid().height(), j.game().setup().komi(), r.handicap(), r.moves().size(),
                    j.game().turnNumber(), j.refusal().map(f -> JsonShapes.JudgedTurn.of(f.move(), f.verdict())).orElse(null),
                    JsonShapes.PositionJson.of(j.game()), j.recorded().map(RecordedResult::text).orElse(null),
                    JudgeCommand.agreementWord(j), j.agreementWhy());
        }
    }

    /** A file or a game that could not be read. */
    record UnreadableJson(String file, int game, String error) {
    }

    /** The tally of a batch and how long it took. */
    record SummaryJson(int games, int agree, int disagree, int refused, int notCompared, int unreadable, double seconds) {
    }
}
