package org.logicalgo.explorer;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import org.logicalgo.spec.SpecText;
import org.logicalgo.rulesets.Knob;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;

/**
 * A game as a request gives it (docs/explorer.md, {@code POST /api/game}): the grid, the ruleset,
 * komi, handicap, the start, who moves first and the turns as words. Read and checked here, each
 * fault named by its field; the turns themselves are read one by one as the replay reaches them.
 *
 * @param komi   the komi given, or empty for the ruleset's (for the handicap)
 * @param detail the turn to draw step by step, or empty for the last
 */
record GameRequest(Grid grid, Colouring start, Colour toMove, Optional<Double> komi, int handicap, Ruleset rules,
                   List<String> turns, OptionalInt detail, String lang) {

    /** The most turns a request may hold. */
    static final int MAX_TURNS = 5_000;

    /** The knobs as the command line names them, in the order a ruleset's name gives them. */
    static final List<String> KNOBS = Rulesets.KNOBS.stream().map(Knob::field).toList();

    /** The fields of a game. */
    static final Set<String> FIELDS = Set.of("size", "rules", "knobs", "komi", "handicap", "start", "toMove", "turns",
            "detail", "lang");

    GameRequest {
        turns = List.copyOf(turns);
    }

    /** The fields of a game and these others. */
    static Set<String> fieldsAnd(String... more) {
        Set<String> all = new HashSet<>(FIELDS);
        all.addAll(List.of(more));
        return all;
    }

    static GameRequest read(Fields f) {
        Optional<Grid> size = f.value("size").map(v -> grid(f, v));
        Optional<Colouring> drawn = f.value("start").map(v -> start(f, v));
        if (size.isPresent() && drawn.isPresent() && !size.get().equals(drawn.get().grid())) {
            throw f.bad("start", "draws a " + drawn.get().grid() + " grid but size says " + size.get());
        }
        Grid grid = size.orElseGet(() -> drawn.map(Colouring::grid).orElse(new Grid(19, 19)));
        Colouring start = drawn.orElse(Colouring.empty(grid));
        Colour toMove = f.text("toMove").map(t -> {
            try {
                return Colour.ofPlayer(t);
            } catch (IllegalArgumentException e) {
                throw f.bad("toMove", "black or white, not '" + ExploreServer.printable(t) + "'");
            }
        }).orElse(Colour.BLACK);
        Optional<Double> komi = f.number("komi");
        if (komi.isPresent() && !Setup.komiAllowed(komi.get())) {
            throw f.bad("komi", Setup.KOMI_RULE + ", not " + komi.get());
        }
        int handicap = f.integer("handicap", 0, Grid.MAX_SIDE * Grid.MAX_SIDE).orElse(0);
        Ruleset rules = ruleset(f);
        List<String> turns = f.texts("turns", MAX_TURNS).orElse(List.of());
        OptionalInt detail = f.integer("detail", 0, MAX_TURNS).map(OptionalInt::of).orElse(OptionalInt.empty());
        String lang = lang(f.text("lang").orElse("en"), "lang");
        GameRequest request = new GameRequest(grid, start, toMove, komi, handicap, rules, turns, detail, lang);
        request.setup(rules);
        return request;
    }

    /** The language of the clauses quoted: {@code en} or {@code fr}. */
    static String lang(String given, String field) {
        String lang = given.toLowerCase(Locale.ROOT);
        if (!SpecText.LANGUAGES.contains(lang)) {
            throw RequestRefused.badRequest(field + ": en or fr, not '" + ExploreServer.printable(given) + "'");
        }
        return lang;
    }

    /**
     * The setup under a ruleset: the komi given, or the ruleset's for the handicap (TT-C10, FR-11,
     * FR-14, NZ-12), as the command line does.
     */
    Setup setup(Ruleset r) {
        Setup s;
        try {
            s = new Setup(r, start, toMove, komi.orElse(r.komiFor(handicap)), 0);
        } catch (IllegalArgumentException e) {
            throw RequestRefused.badRequest("komi: " + e.getMessage());
        }
        try {
            return s.withHandicap(handicap);
        } catch (IllegalArgumentException e) {
            throw RequestRefused.badRequest("handicap: " + e.getMessage());
        }
    }

    /** The game at the start on the reference engine; a start with a string lacking a liberty is refused (TT-R7). */
    Game start(Ruleset r) {
        try {
            return Reference.ENGINE.start(setup(r));
        } catch (IllegalArgumentException e) {
            throw RequestRefused.badRequest("start: " + e.getMessage());
        }
    }

    static Grid grid(Fields f, JsonNode v) {
        try {
            if (v.isIntegralNumber() && v.canConvertToInt()) {
                return new Grid(v.asInt(), v.asInt());
            }
            if (v.isTextual()) {
                return Grid.parse(v.asText());
            }
        } catch (IllegalArgumentException e) {
            throw f.bad("size", e.getMessage());
        }
        throw f.bad("size", "'WxH', 'N' or a number N was expected (1 to " + Grid.MAX_SIDE + "), not " + ExploreServer.printable(v.toString()));
    }

    static Colouring start(Fields f, JsonNode v) {
        String drawing;
        if (v.isTextual()) {
            drawing = v.asText();
        } else if (v.isArray()) {
            if (v.size() > Grid.MAX_SIDE) {
                throw f.bad("start", "at most " + Grid.MAX_SIDE + " rows, not " + v.size());
            }
            StringBuilder rows = new StringBuilder();
            for (int i = 0; i < v.size(); i++) {
                if (!v.get(i).isTextual()) {
                    throw f.bad("start[" + i + "]", "a row of X, O and . was expected");
                }
                rows.append(i > 0 ? "/" : "").append(v.get(i).asText());
            }
            drawing = rows.toString();
        } else {
            throw f.bad("start", "rows from the top (a list of strings of X, O and .) were expected");
        }
        try {
            return Colouring.parse(drawing);
        } catch (IllegalArgumentException e) {
            throw f.bad("start", e.getMessage());
        }
    }

    /** The preset named by {@code rules}, changed by the {@code knobs} as on the command line. */
    static Ruleset ruleset(Fields f) {
        Ruleset r;
        String preset = f.text("rules").orElse("tromp-taylor");
        try {
            r = Rulesets.preset(preset);
        } catch (IllegalArgumentException e) {
            throw f.bad("rules", ExploreServer.printable(e.getMessage()));
        }
        Optional<Fields> knobs = f.object("knobs", new LinkedHashSet<>(KNOBS));
        if (knobs.isEmpty()) {
            return r;
        }
        for (Knob<?> knob : Rulesets.KNOBS) {
            Optional<String> value = knobs.get().text(knob.field());
            if (value.isPresent()) {
                try {
                    r = knob.apply(r, value.get());
                } catch (IllegalArgumentException e) {
                    throw knobs.get().bad(knob.field(), ExploreServer.printable(e.getMessage().substring(knob.name().length()).strip()));
                }
            }
        }
        return Rulesets.named(r);
    }
}
