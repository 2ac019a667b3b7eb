package org.logicalgo.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Language;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rulesets.Rulesets;

/**
 * A request's JSON bound to its record, and each kind of fault Jackson finds said as the explorer
 * says it: the field or the place in a list, then what was expected and what was given, in words.
 * Every message is whole: a test compares it entire, so no word of Jackson's can slip through.
 */
class RequestJsonTest {

    /** The refusal of a body bound to {@code type} and then made the request's values by {@code then}. */
    private static <T> String refusal(Class<T> type, java.util.function.Consumer<T> then, String json) {
        RequestRefused r = assertThrows(RequestRefused.class, () -> then.accept(RequestJson.read(json.getBytes(StandardCharsets.UTF_8), type)),
                json);
        assertEquals(400, r.status());
        for (String jackson : List.of("Cannot deserialize", "Unrecognized field", "com.fasterxml", "java.", "Exception", "\n",
                "Source:", "[truncated")) {
            assertFalse(r.getMessage().contains(jackson), r.getMessage());
        }
        return r.getMessage();
    }

    private static String game(String json) {
        return refusal(GameRequest.Body.class, GameRequest::of, json);
    }

    private static GameRequest good(String json) {
        return GameRequest.of(RequestJson.read(json.getBytes(StandardCharsets.UTF_8), GameRequest.Body.class));
    }

    @Test
    void aGoodGameIsBoundWithItsDefaults() {
        GameRequest g = good("{}");
        assertEquals(new GameRequest(new Grid(19, 19), Colouring.empty(new Grid(19, 19)), Colour.BLACK, Optional.empty(), 0,
                Rulesets.read("tromp-taylor"), List.of(), OptionalInt.empty(), Language.ENGLISH), g);
        // null is the default too.
        assertEquals(g, good("{\"size\": null, \"turns\": null, \"knobs\": null, \"rules\": null}"));
        GameRequest given = good("{\"size\": \"3x2\", \"start\": [\"X..\", \".O.\"], \"toMove\": \"white\", \"komi\": 0.5,"
                + " \"rules\": \"fr\", \"knobs\": {\"ko\": \"ssk\", \"suicide\": null}, \"turns\": [\"W C1\", \"pass\"],"
                + " \"detail\": 1, \"lang\": \"FR\"}");
        assertEquals(new Grid(3, 2), given.grid());
        assertEquals(Colouring.parse("X../.O."), given.start());
        assertEquals(Colour.WHITE, given.toMove());
        assertEquals(Optional.of(0.5), given.komi());
        assertEquals(Rulesets.read("french+ko=situational").ruleset(), given.rules());
        // A composed name means what the preset and its knobs mean, as on the command line.
        assertEquals(good("{\"knobs\": {\"ko\": \"situational\"}}").rules(), good("{\"rules\": \"tromp-taylor+ko=situational\"}").rules());
        assertEquals(given.rules(), good("{\"rules\": \"FR+KO=SSK\"}").rules());
        assertEquals(List.of("W C1", "pass"), given.turns());
        assertEquals(OptionalInt.of(1), given.detail());
        assertEquals(Language.FRENCH, given.lang());
        // A size as a number and the start as one string with its rows split by /.
        assertEquals(Colouring.parse("../X."), good("{\"size\": 2, \"start\": \"../X.\"}").start());
    }

    @Test
    void theJsonItselfIsWrong() {
        assertEquals("the body is empty: a JSON object was expected", game(" \n"));
        assertEquals("malformed JSON at line 1, column 5: this is not JSON", game("not json"));
        assertEquals("malformed JSON at line 1, column 27: the body ends before the JSON does", game("{\"size\": 5, \"turns\": [\"C3\""));
        assertEquals("malformed JSON at line 1, column 19: a field is given twice", game("{\"size\": 5, \"size\": 6}"));
        assertEquals("malformed JSON at line 1, column 17: this is not JSON", game("{\"size\": 5} junk"));
        assertEquals("the body: a JSON object was expected, not null", game("null"));
    }

    @Test
    void aWholeBodyOfTheWrongKind() {
        assertEquals("the body: a JSON object was expected, not a list", game("[1, 2]"));
        assertEquals("the body: a JSON object was expected, not 7", game("7"));
        // Nesting deeper than any request goes is refused where it starts, without reading on.
        assertEquals("the body: a JSON object was expected, not a list", game("[".repeat(5000) + "]".repeat(5000)));
        assertEquals("turns[0]: a string was expected, not a list", game("{\"turns\": [" + "[".repeat(5000) + "]".repeat(5000) + "]}"));
    }

    @Test
    void anUnknownField() {
        assertEquals("colour: no such field (known: detail, handicap, knobs, komi, lang, rules, size, start, toMove, turns)",
                game("{\"colour\": \"blue\"}"));
        assertEquals("knobs.colour: no such field (known: button, counting, cycles, ending, handicap-bonus, handicap-rule, ko, repeat, suicide, tax, ties)",
                game("{\"knobs\": {\"colour\": \"blue\"}}"));
        // A field of /api/explain is not one of /api/game.
        assertEquals("move: no such field (known: detail, handicap, knobs, komi, lang, rules, size, start, toMove, turns)",
                game("{\"move\": 1}"));
    }

    @Test
    void aValueOfTheWrongKind() {
        assertEquals("komi: a number was expected, not '7.5'", game("{\"komi\": \"7.5\"}"));
        assertEquals("komi: a number was expected, not true", game("{\"komi\": true}"));
        assertEquals("handicap: a whole number was expected, not 1.5", game("{\"handicap\": 1.5}"));
        assertEquals("handicap: a whole number was expected, not '2'", game("{\"handicap\": \"2\"}"));
        assertEquals("detail: a whole number was expected, not an object", game("{\"detail\": {}}"));
        assertEquals("lang: a string was expected, not 7", game("{\"lang\": 7}"));
        assertEquals("turns: a list was expected, not 'C3'", game("{\"turns\": \"C3\"}"));
        assertEquals("turns[1]: a string was expected, not 7", game("{\"turns\": [\"C3\", 7]}"));
        assertEquals("turns[2]: a string was expected, not null", game("{\"turns\": [\"C3\", \"D4\", null]}"));
        assertEquals("knobs: a JSON object was expected, not a list", game("{\"knobs\": [\"ko\"]}"));
        assertEquals("knobs.ko: a string was expected, not 3", game("{\"knobs\": {\"ko\": 3}}"));
        assertEquals("compare: true or false was expected, not 'yes'",
                refusal(Records.ExplainBody.class, b -> { }, "{\"turns\": [\"pass\"], \"move\": 1, \"compare\": \"yes\"}"));
    }

    @Test
    void aValueOfTheRulesTypesThatTheyRefuse() {
        assertEquals("size: a grid is 1x1 to 25x25 [TT-R9], not 26x26", game("{\"size\": 26}"));
        assertEquals("size: 'WxH', 'N' or a number N was expected (1 to 25), not 9.5", game("{\"size\": 9.5}"));
        assertEquals("size: 'WxH', 'N' or a number N was expected (1 to 25), not a list", game("{\"size\": [9, 9]}"));
        assertEquals("start: rows from the top (a list of strings of X, O and .) were expected, not 5", game("{\"start\": 5}"));
        assertEquals("start[1]: a row of X, O and . was expected, not 7", game("{\"start\": [\"...\", 7]}"));
        assertEquals("start: at most 25 rows were expected", game("{\"start\": [" + "\".\",".repeat(25) + "\".\"]}"));
        assertEquals("toMove: black or white, not 'red'", game("{\"toMove\": \"red\"}"));
        assertEquals("toMove: black or white was expected, not 1", game("{\"toMove\": 1}"));
        assertEquals("rules: a ruleset's name (" + Rulesets.presetNames() + ") was expected, not an object", game("{\"rules\": {}}"));
        assertEquals("point: a string was expected, not 3", refusal(Api.ReachBody.class, b -> { }, "{\"start\": \"...\", \"point\": 3}"));
    }

    @Test
    void aValueBoundButOutOfItsRange() {
        for (String[] c : List.of(
                new String[] {"{\"handicap\": -1}", "handicap: a whole number from 0 to 625 was expected, not -1"},
                new String[] {"{\"detail\": 5001}", "detail: a whole number from 0 to 5000 was expected, not 5001"},
                new String[] {"{\"komi\": 0.3}", "komi: "},
                new String[] {"{\"lang\": \"de\"}", "lang: en or fr, not 'de'"},
                new String[] {"{\"knobs\": {\"ko\": \"sometimes\"}}", "knobs.ko: takes positional"},
                new String[] {"{\"size\": 3, \"start\": [\"...\"]}", "start: draws a 3x1 grid but size says 3x3"},
                new String[] {"{\"turns\": [" + "\"pass\",".repeat(5000) + "\"pass\"]}", "turns: at most 5000 are taken, not 5001"})) {
            byte[] body = c[0].getBytes(StandardCharsets.UTF_8);
            GameRequest.Body bound = RequestJson.read(body, GameRequest.Body.class);
            RequestRefused r = assertThrows(RequestRefused.class, () -> GameRequest.of(bound), c[0]);
            assertEquals(c[1], r.getMessage().substring(0, Math.min(c[1].length(), r.getMessage().length())), r.getMessage());
        }
    }
}
