package org.logicalgo.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rulesets.Rulesets;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;

/**
 * The perft files, {@code conformance/perft/*.json}: positions, and for each the number of legal
 * turn sequences of each length from it under each ruleset where the counts differ, with the
 * divide of the deepest (conformance/schema/perft-file.schema.json, docs/perft.md).
 */
public final class PerftFile {

    private static final JsonSchema SCHEMA = CaseLoader.schema("perft-file.schema.json");

    private PerftFile() {
    }

    /**
     * One position of a perft file: a grid, its start colouring and player to move, the turns
     * played from there, the depth counted, and the counts under each group of rulesets that share them.
     */
    public record Position(String file, String id, String title, Grid grid, Colouring start, Colour toMove, List<String> turns,
                           int depth, String why, List<Counts> counts, List<Ruleset> unreachable, Optional<Games> games) {

        public Position {
            turns = List.copyOf(turns);
            counts = List.copyOf(counts);
            unreachable = List.copyOf(unreachable);
        }

        /** The setup of the position's game under a ruleset (no komi: perft counts no score). */
        public Setup setup(Ruleset rules) {
            return Setup.of(rules, grid).withStart(start, toMove);
        }

        /** The turns played to reach the position, read (each names its colour). */
        public List<Turn> played() {
            List<Turn> out = new ArrayList<>();
            for (String t : turns) {
                out.add(Turn.parse(t, grid, Colour.BLACK));
            }
            return out;
        }

        /** The counts under this ruleset, when the file gives them. */
        public Optional<Counts> under(Ruleset rules) {
            return counts.stream().filter(c -> c.rulesets().contains(rules)).findFirst();
        }
    }

    /**
     * The counts shared by some rulesets: turns[d - 1] the sequences of exactly d turns,
     * ended[d - 1] those that end the game at their d-th turn, divide the deepest count split by
     * first turn (GTP vertex or {@code pass}, in the order of the grid's points, then the pass).
     */
    public record Counts(List<Ruleset> rulesets, long[] turns, long[] ended, Map<String, Long> divide) {

        public Counts {
            rulesets = List.copyOf(rulesets);
            turns = turns.clone();
            ended = ended.clone();
            divide = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(divide));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Counts c && rulesets.equals(c.rulesets) && Arrays.equals(turns, c.turns)
                    && Arrays.equals(ended, c.ended) && divide.equals(c.divide);
        }

        @Override
        public int hashCode() {
            return rulesets.hashCode() * 31 + Arrays.hashCode(turns);
        }
    }

    /**
     * The complete games from the position under a ruleset, by length: byLength[L] the games
     * whose L-th turn ends them, adding up to total.
     */
    public record Games(Ruleset ruleset, long[] byLength, long total) {

        public Games {
            byLength = byLength.clone();
        }
    }

    /** Every position of every perft file in the folder, in file and then position order; ids are unique. */
    public static List<Position> loadAll(Path folder) {
        List<Path> files;
        try (Stream<Path> s = Files.list(folder)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Position> all = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (Path f : files) {
            for (Position p : load(f)) {
                if (!ids.add(p.id())) {
                    throw new CaseFormatException(p.file() + ": the id " + p.id() + " is given twice");
                }
                all.add(p);
            }
        }
        return all;
    }

    /** The positions of one perft file, held to the schema and to the counts' own consistency. */
    public static List<Position> load(Path path) {
        String file = path.getFileName().toString();
        JsonNode root = CaseLoader.json(path);
        CaseLoader.validate(SCHEMA, file, root);
        List<Position> out = new ArrayList<>();
        JsonNode positions = root.get("positions");
        for (int i = 0; i < positions.size(); i++) {
            out.add(read(file, "/positions/" + i, positions.get(i)));
        }
        return out;
    }

    private static Position read(String file, String at, JsonNode p) {
        Grid grid = new Grid(p.get("width").intValue(), p.get("height").intValue());
        Colouring start = Colouring.empty(grid);
        if (p.has("start")) {
            List<String> rows = new ArrayList<>();
            p.get("start").forEach(r -> rows.add(r.textValue()));
            try {
                start = Colouring.parse(String.join("/", rows));
            } catch (IllegalArgumentException e) {
                throw fault(file, at + "/start", e.getMessage());
            }
            if (!start.grid().equals(grid)) {
                throw fault(file, at + "/start", "draws a " + start.grid() + " grid, not " + grid);
            }
        }
        Colour toMove = p.path("toMove").asText("black").equals("white") ? Colour.WHITE : Colour.BLACK;
        List<String> turns = new ArrayList<>();
        p.get("turns").forEach(t -> turns.add(t.textValue()));
        int depth = p.get("depth").intValue();
        List<Counts> counts = new ArrayList<>();
        Set<Ruleset> named = new HashSet<>();
        JsonNode cs = p.get("counts");
        for (int i = 0; i < cs.size(); i++) {
            String w = at + "/counts/" + i;
            JsonNode c = cs.get(i);
            List<Ruleset> rulesets = new ArrayList<>();
            for (JsonNode r : c.get("rulesets")) {
                Ruleset rules;
                try {
                    rules = Rulesets.readName(r.textValue());
                } catch (IllegalArgumentException e) {
                    throw fault(file, w + "/rulesets", e.getMessage());
                }
                if (!named.add(rules)) {
                    throw fault(file, w + "/rulesets", Rulesets.name(rules) + " has counts twice in this position");
                }
                rulesets.add(rules);
            }
            long[] t = longs(c.get("turns"));
            long[] e = longs(c.get("ended"));
            if (t.length != depth || e.length != depth) {
                throw fault(file, w, "turns and ended give a count for each depth from 1 to " + depth);
            }
            for (int d = 0; d < depth; d++) {
                if (e[d] > t[d]) {
                    throw fault(file, w + "/ended/" + d, "more sequences end the game than there are");
                }
            }
            Map<String, Long> divide = new LinkedHashMap<>();
            c.get("divide").fields().forEachRemaining(f -> divide.put(f.getKey(), f.getValue().longValue()));
            long sum = divide.values().stream().mapToLong(Long::longValue).sum();
            if (sum != t[depth - 1]) {
                throw fault(file, w + "/divide", "adds up to " + sum + ", not the count at depth " + depth + ", " + t[depth - 1]);
            }
            counts.add(new Counts(rulesets, t, e, divide));
        }
        List<Ruleset> unreachable = new ArrayList<>();
        for (JsonNode r : p.path("unreachable")) {
            try {
                unreachable.add(Rulesets.readName(r.textValue()));
            } catch (IllegalArgumentException e) {
                throw fault(file, at + "/unreachable", e.getMessage());
            }
            if (!named.add(unreachable.get(unreachable.size() - 1))) {
                throw fault(file, at + "/unreachable", r.textValue() + " also has counts in this position");
            }
        }
        Optional<Games> games = Optional.empty();
        if (p.has("games")) {
            JsonNode g = p.get("games");
            Ruleset rules;
            try {
                rules = Rulesets.readName(g.get("ruleset").textValue());
            } catch (IllegalArgumentException e) {
                throw fault(file, at + "/games/ruleset", e.getMessage());
            }
            long[] byLength = longs(g.get("byLength"));
            long sum = Arrays.stream(byLength).sum();
            if (sum != g.get("total").longValue()) {
                throw fault(file, at + "/games/total", "the lengths add up to " + sum + ", not " + g.get("total").longValue());
            }
            games = Optional.of(new Games(rules, byLength, sum));
        }
        return new Position(file, p.get("id").textValue(), p.get("title").textValue(), grid, start, toMove, turns, depth,
                p.get("why").textValue(), counts, unreachable, games);
    }

    private static long[] longs(JsonNode array) {
        long[] out = new long[array.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = array.get(i).longValue();
        }
        return out;
    }

    private static CaseFormatException fault(String file, String pointer, String what) {
        return new CaseFormatException(file + " " + pointer + ": " + what);
    }
}
