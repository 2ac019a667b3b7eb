package org.logicalgo.explorer;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;

import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Language;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rulesets.Rulesets;

/**
 * A game as a request gives it (docs/explorer.md, {@code POST /api/game}): the grid, the ruleset,
 * komi, handicap, the start, who moves first and the turns as words. Read and checked here, each
 * fault named by its field; the turns themselves are read one by one as the replay reaches them.
 *
 * @param komi    the komi given, or empty for the ruleset's (for the handicap)
 * @param reading the ruleset as the registry read {@code rules}, changed by {@code knobs}
 * @param detail  the turn to draw step by step, or empty for the last
 * @param lang    the language of the clauses quoted and of the sentences said
 */
record GameRequest(Grid grid, Colouring start, Colour toMove, Optional<Double> komi, int handicap, Rulesets.Reading reading,
                   List<String> turns, OptionalInt detail, Language lang) {

    /** The most turns a request may hold. */
    static final int MAX_TURNS = 5_000;

    GameRequest {
        turns = List.copyOf(turns);
    }

    /**
     * The fields of a game as a request gives them, each absent or {@code null} for its default;
     * bound by {@link RequestJson}, which names any field of the wrong kind. The {@code lang}
     * field is the code as given, read by {@link #language} in its place among the checks of {@link #of}.
     */
    record Body(Grid size, Colouring start, Colour toMove, Double komi, Integer handicap, Rulesets.Reading rules,
                Map<String, String> knobs, @JsonSetter(contentNulls = Nulls.FAIL) List<String> turns, Integer detail,
                @JsonProperty("lang") String langCode) {
    }

    static GameRequest of(Body b) {
        if (b.size() != null && b.start() != null) {
            sameGrid(b.start().grid(), b.size());
        }
        Grid grid = b.size() != null ? b.size() : b.start() != null ? b.start().grid() : new Grid(19, 19);
        Colouring start = b.start() != null ? b.start() : Colouring.empty(grid);
        Optional<Double> komi = Optional.ofNullable(b.komi());
        if (komi.isPresent() && !Setup.komiAllowed(komi.get())) {
            throw RequestRefused.badRequest("komi: " + Setup.KOMI_RULE + ", not " + komi.get(),
                    "komi : " + Setup.KOMI_RULE_FR + ", pas " + komi.get());
        }
        int handicap = within("handicap", b.handicap(), 0, Grid.MAX_SIDE * Grid.MAX_SIDE).orElse(0);
        List<String> turns = b.turns() == null ? List.of() : b.turns();
        if (turns.size() > MAX_TURNS) {
            throw RequestRefused.badRequest("turns: at most " + MAX_TURNS + " are taken, not " + turns.size(),
                    "turns : on en prend au plus " + MAX_TURNS + ", pas " + turns.size());
        }
        GameRequest request = new GameRequest(grid, start, b.toMove() == null ? Colour.BLACK : b.toMove(), komi, handicap,
                RequestJson.ruleset(b.rules(), b.knobs()), turns, within("detail", b.detail(), 0, MAX_TURNS),
                language(b.langCode(), "lang"));
        request.setup(request.rules());
        return request;
    }

    /** The ruleset the game is played under. */
    Ruleset rules() {
        return reading.ruleset();
    }

    /** The start drawn and the size given name the same grid. */
    static void sameGrid(Grid drawn, Grid size) {
        if (!drawn.equals(size)) {
            throw RequestRefused.badRequest("start: draws a " + drawn + " grid but size says " + size,
                    "start : dessine une grille " + drawn + " mais size dit " + size);
        }
    }

    /** A whole number given, held to its range. */
    static OptionalInt within(String field, Integer given, int min, int max) {
        if (given == null) {
            return OptionalInt.empty();
        }
        if (given < min || given > max) {
            throw RequestRefused.badRequest(field + ": a whole number from " + min + " to " + max + " was expected, not " + given,
                    field + " : on attendait un nombre entier de " + min + " à " + max + ", pas " + given);
        }
        return OptionalInt.of(given);
    }

    /**
     * The language a request's code names ({@code en}, {@code fr}, in any case): English when none
     * is given ({@code null}); a code of no language the page offers is refused.
     */
    static Language language(String code, String field) {
        if (code == null) {
            return Language.ENGLISH;
        }
        // Said in English: a language that cannot be read is no language to say it in.
        return Language.read(code).orElseThrow(() -> RequestRefused.badRequest(field + ": "
                + Language.OFFERED.stream().map(Language::code).collect(Collectors.joining(" or "))
                + ", not '" + ExploreServer.printable(code) + "'"));
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
            throw RequestRefused.badValue("komi", e);
        }
        try {
            return s.withHandicap(handicap);
        } catch (IllegalArgumentException e) {
            throw RequestRefused.badValue("handicap", e);
        }
    }

    /** The game at the start on the reference engine; a start with a string lacking a liberty is refused (TT-R7). */
    Game start(Ruleset r) {
        try {
            return Reference.ENGINE.start(setup(r));
        } catch (IllegalArgumentException e) {
            throw RequestRefused.badValue("start", e);
        }
    }
}
