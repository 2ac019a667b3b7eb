package org.logicalgo.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.opentest4j.AssertionFailedError;

import org.logicalgo.spec.MoveSteps;
import org.logicalgo.spec.SpecText;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.reference.LogicalRules;
import org.logicalgo.reference.QuickCount;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Clause;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Language;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

/**
 * The explorer's lessons ({@code explorer/lessons.json}) and its tour of the witnesses of
 * {@code spec/differences.md} ({@code explorer/tour.json}) say what the rules make of each position:
 * every step is replayed on the reference engine and its {@code expect} checked, the tour against
 * the spec's own table too. Both languages are there for every sentence; every rule TT-1..TT-10
 * has its lesson; {@code spec/tromp-taylor.fr.md} translates exactly the clauses of the English.
 */
class LessonsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> PRESETS = List.of("tromp-taylor", "french", "new-zealand");
    /** The codes of the languages the page offers: every sentence of the lessons and the tour is in each. */
    private static final List<String> LANGUAGES = Language.OFFERED.stream().map(Language::code).toList();
    private static final Set<String> GAME_KEYS = Set.of("size", "rules", "knobs", "komi", "handicap", "start", "toMove", "turns");
    private static final Set<String> EXPECT_KEYS = Set.of("accepted", "lastVerdict", "clause", "repeats", "emptied", "captured",
            "suicided", "board", "colours", "counts", "points", "toMove", "ended", "score", "result", "reaches", "legal", "quickCount");

    // ---- the lessons

    @TestFactory
    Stream<DynamicTest> everyStepOfEveryLessonIsWhatTheRulesMakeOfIt() {
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode lesson : lessons()) {
            int n = 0;
            for (JsonNode step : lesson.path("steps")) {
                String where = lesson.path("id").asText() + ", step " + ++n;
                tests.add(DynamicTest.dynamicTest(where, () -> check(where, step.path("game"), null, step.path("expect"))));
            }
        }
        return tests.stream();
    }

    @Test
    void everyLessonHasATitleAndShortStepsInBothLanguages() {
        Set<String> ids = new HashSet<>();
        List<JsonNode> lessons = lessons();
        assertTrue(lessons.size() >= 14, "at least 14 lessons, not " + lessons.size());
        for (JsonNode lesson : lessons) {
            String id = lesson.path("id").asText();
            assertFalse(id.isBlank(), "a lesson without an id");
            assertTrue(ids.add(id), "two lessons called " + id);
            String clause = lesson.path("clause").asText();
            assertTrue(Clause.known(clause), id + ": '" + clause + "' is no clause of spec/");
            bothLanguages(id + ": title", lesson.path("title"));
            int steps = lesson.path("steps").size();
            assertTrue(steps >= 4 && steps <= 6, id + ": 4 to 6 steps, not " + steps);
            int n = 0;
            for (JsonNode step : lesson.path("steps")) {
                String where = id + ", step " + ++n;
                bothLanguages(where + ": text", step.path("text"));
                assertTrue(step.path("expect").isObject() && step.path("expect").size() > 0, where + ": nothing expected");
                assertTrue(step.path("game").path("rules").isTextual(), where + ": a lesson's game names its rules");
            }
        }
    }

    @Test
    void everyRuleHasALessonInTheOrderOfTheSpec() throws IOException {
        List<String> rules = ids(Path.of("spec/tromp-taylor.md")).stream().filter(id -> id.matches("TT-[0-9]+")).toList();
        assertEquals(10, rules.size(), "spec/tromp-taylor.md's ten rules");
        List<String> taught = new ArrayList<>();
        for (JsonNode lesson : lessons()) {
            String clause = lesson.path("clause").asText();
            if (rules.contains(clause) && !taught.contains(clause)) {
                taught.add(clause);
            }
        }
        assertEquals(rules, taught, "one lesson per rule, in the order of spec/tromp-taylor.md");
    }

    @Test
    void theFrenchTranslationHasExactlyTheClausesOfTheEnglish() throws IOException {
        Path french = Path.of("spec/tromp-taylor.fr.md");
        assertEquals(ids(Path.of("spec/tromp-taylor.md")), ids(french), "the clause ids of spec/tromp-taylor.fr.md, in order");
        String text = Files.readString(french, StandardCharsets.UTF_8);
        assertTrue(text.contains("C'est l'anglais qui fait foi"), "the translation says the English is authoritative");
    }

    // ---- the tour

    @TestFactory
    Stream<DynamicTest> everyWitnessPartsThePresetsWhereItSays() {
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode witness : witnesses()) {
            String where = "witness " + witness.path("number").asInt() + " (" + witness.path("id").asText() + ")";
            tests.add(DynamicTest.dynamicTest(where, () -> checkWitness(where, witness)));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> everyWitnessIsTheOneTheSpecStates() throws IOException {
        Map<Integer, List<String>> rows = differencesTable();
        Set<Integer> inTour = new TreeSet<>();
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode witness : witnesses()) {
            int number = witness.path("number").asInt();
            assertTrue(inTour.add(number), "two witnesses numbered " + number);
            tests.add(DynamicTest.dynamicTest("witness " + number + " against spec/differences.md",
                    () -> checkAgainstSpec("witness " + number, witness, rows.get(number))));
        }
        assertEquals(new TreeSet<>(rows.keySet()), inTour, "the tour has every witness of spec/differences.md");
        return tests.stream();
    }

    private static void checkWitness(String where, JsonNode witness) {
        bothLanguages(where + ": text", witness.path("text"));
        assertTrue(Set.of("legality", "end", "score").contains(witness.path("differs").asText()), where + ": differs in legality, end or score");
        JsonNode game = witness.path("game");
        assertFalse(game.has("rules") || game.has("knobs") || game.has("komi"),
                where + ": a witness is played under the three presets as they are, each with its own komi");
        List<List<String>> kinds = new ArrayList<>();
        for (String preset : PRESETS) {
            JsonNode expect = witness.path("presets").path(preset);
            assertTrue(expect.isObject() && expect.size() > 0, where + ": nothing expected under " + preset);
            check(where + " under " + preset, game, preset, expect);
            kinds.add(play(where, game, preset).kinds());
        }
        Integer parts = null;
        for (int turn = 0; turn < game.path("turns").size() && parts == null; turn++) {
            Set<String> at = new HashSet<>();
            for (List<String> k : kinds) {
                at.add(k.get(turn));
            }
            if (at.size() > 1) {
                parts = turn + 1;
            }
        }
        JsonNode stated = witness.path("parts");
        assertEquals(stated.isNull() ? null : stated.asInt(), parts, where + ": the turn where the presets' verdicts part " + kinds);
    }

    /**
     * The row of spec/differences.md states the witness (grid, handicap, turns) and, for each preset,
     * the verdict and clause, the earlier turn repeated, the scores, the result and the end; the
     * tour says the same.
     */
    private static void checkAgainstSpec(String where, JsonNode witness, List<String> row) {
        assertNotNull(row, where + ": no such row in spec/differences.md");
        Matcher w = Pattern.compile("^(\\d+x\\d+)(?:, handicap (\\d+))?: `([^`]*)`$").matcher(row.get(1));
        assertTrue(w.matches(), where + ": the spec's witness cell '" + row.get(1) + "'");
        JsonNode game = witness.path("game");
        assertEquals(w.group(1), game.path("size").asText(), where + ": size");
        assertEquals(w.group(2) == null ? 0 : Integer.parseInt(w.group(2)), game.path("handicap").asInt(0), where + ": handicap");
        assertEquals(List.of(w.group(3).split(", ")), texts(game.path("turns")), where + ": turns");
        for (int i = 0; i < PRESETS.size(); i++) {
            String cell = row.get(2 + i);
            String under = where + " under " + PRESETS.get(i) + " ('" + cell + "')";
            JsonNode expect = witness.path("presets").path(PRESETS.get(i));
            Matcher refused = Pattern.compile("^refused, ((?:TT|FR|NZ)-[A-Z]?[0-9]+)").matcher(cell);
            if (refused.find()) {
                assertEquals("refused", expect.path("lastVerdict").asText(), under);
                assertEquals(refused.group(1), expect.path("clause").asText(), under);
                // A repetition names the earlier turn it repeats.
                Matcher after = Pattern.compile("after move (\\d+)").matcher(cell);
                if (after.find()) {
                    assertEquals(Integer.parseInt(after.group(1)), expect.path("repeats").asInt(-1), under + ": the turn repeated");
                } else if (cell.contains("repeats the start")) {
                    assertEquals(0, expect.path("repeats").asInt(-1), under + ": the turn repeated");
                }
            } else if (cell.startsWith("accepted")) {
                assertTrue(expect.path("accepted").asBoolean() || expect.path("lastVerdict").asText().equals("accepted"), under);
            }
            Matcher score = Pattern.compile("Black (\\d+), White (\\d+)").matcher(cell);
            if (score.find()) {
                assertEquals(Integer.parseInt(score.group(1)), expect.path("score").path("black").asInt(-1), under + ": Black's score");
                assertEquals(Integer.parseInt(score.group(2)), expect.path("score").path("white").asInt(-1), under + ": White's score");
            }
            Matcher result = Pattern.compile("`([BW]\\+[0-9.]+|0)`").matcher(cell);
            if (result.find()) {
                assertEquals(result.group(1), expect.path("result").asText(), under + ": result");
            }
            if (cell.contains("the game has ended") || cell.contains("ended the game")) {
                assertTrue(expect.path("ended").asBoolean(), under + ": the game has ended");
            }
        }
    }

    /** The rows of the witness tables of spec/differences.md, by number: the cells after the number. */
    private static Map<Integer, List<String>> differencesTable() throws IOException {
        Map<Integer, List<String>> rows = new java.util.TreeMap<>();
        Pattern row = Pattern.compile("^\\| (\\d+) \\|(.*)\\|$");
        for (String line : Files.readAllLines(Path.of("spec/differences.md"), StandardCharsets.UTF_8)) {
            Matcher m = row.matcher(line);
            if (m.matches()) {
                List<String> cells = Stream.of(m.group(2).split("\\|")).map(String::strip).toList();
                assertEquals(5, cells.size(), "spec/differences.md, witness " + m.group(1) + ": five cells after the number");
                rows.put(Integer.parseInt(m.group(1)), cells);
            }
        }
        assertFalse(rows.isEmpty(), "no witness rows found in spec/differences.md");
        return rows;
    }

    // ---- a wrong expectation is caught

    @Test
    void aWrongExpectationFails() throws IOException {
        JsonNode ko = JSON.readTree("{\"size\": \"4x4\", \"rules\": \"tromp-taylor\", \"start\": [\"....\", \".XO.\", \"XO.O\", \".XO.\"],"
                + " \"turns\": [\"C2\", \"B2\"]}");
        check("the ko", ko, null, JSON.readTree("{\"lastVerdict\": \"refused\", \"clause\": \"TT-6\", \"repeats\": 0, \"emptied\": [\"C2\"]}"));
        for (String wrong : List.of("{\"accepted\": true}", "{\"lastVerdict\": \"accepted\"}", "{\"clause\": \"TT-7\"}",
                "{\"repeats\": 1}", "{\"emptied\": [\"B2\"]}", "{\"captured\": []}", "{\"score\": {\"black\": 6, \"white\": 5}}",
                "{\"result\": \"B+1\"}", "{\"toMove\": \"black\"}", "{\"ended\": true}", "{\"board\": [\"....\", \".XO.\", \"XO.O\", \".XO.\"]}",
                "{\"reaches\": {\"point\": \"C2\", \"white\": false}}", "{\"legal\": []}", "{\"colours\": {\"B2\": \"white\"}}",
                "{\"counts\": {\"black\": 6, \"white\": 4, \"empty\": 6}}", "{\"quickCount\": {\"blackHolds\": 0}}", "{\"refused\": true}")) {
            assertThrows(AssertionFailedError.class, () -> check("the ko", ko, null, JSON.readTree(wrong)), wrong + " passed");
        }
        // A refused turn ends the replay: a lesson may not go on after one.
        JsonNode past = JSON.readTree("{\"size\": \"3x3\", \"rules\": \"tromp-taylor\", \"turns\": [\"B2\", \"B2\", \"A1\"]}");
        assertThrows(AssertionFailedError.class, () -> check("past a refusal", past, null, JSON.readTree("{\"accepted\": false}")));
    }

    // ---- replaying a game as the API's request gives it

    /** A game played up to its first refused turn. */
    private record Played(Setup setup, List<Replay.Step<String>> steps, Game end, int offered) {

        Optional<Replay.Step<String>> last() {
            return steps.isEmpty() ? Optional.empty() : Optional.of(steps.get(steps.size() - 1));
        }

        /** Each offered turn's fate: accepted, refused, or not reached (after a refused one). */
        List<String> kinds() {
            List<String> kinds = new ArrayList<>();
            for (int i = 0; i < offered; i++) {
                kinds.add(i >= steps.size() ? "not reached" : steps.get(i).accepted() ? "accepted" : "refused");
            }
            return kinds;
        }
    }

    /** The game of a request ({@code size}, {@code rules} or {@code preset}, {@code knobs}, ...) on the reference engine. */
    private static Played play(String where, JsonNode game, String preset) {
        Set<String> unknown = new TreeSet<>(names(game));
        unknown.removeAll(GAME_KEYS);
        assertTrue(unknown.isEmpty(), where + ": the game has keys the API does not know: " + unknown);
        Ruleset rules = Rulesets.read(preset != null ? preset : game.path("rules").asText()).ruleset();
        for (String knob : names(game.path("knobs"))) {
            rules = Rulesets.knob(knob).apply(rules, game.path("knobs").path(knob).asText());
        }
        Grid grid = Grid.parse(game.path("size").asText());
        Colouring start = game.has("start") ? Colouring.parse(String.join("/", texts(game.path("start")))) : Colouring.empty(grid);
        assertEquals(grid, start.grid(), where + ": the start's rows against the size");
        int handicap = game.path("handicap").asInt(0);
        // TT-C10, FR-11, FR-14, NZ-12: the ruleset's komi for this handicap unless the game names one.
        double komi = game.has("komi") ? game.path("komi").asDouble() : rules.komiFor(handicap);
        Colour first = game.has("toMove") ? Colour.ofPlayer(game.path("toMove").asText()) : Colour.BLACK;
        Setup setup = new Setup(rules, start, first, komi, handicap);
        List<String> turns = texts(game.path("turns"));
        Replay.Reading<String> reading = (g, text) -> Optional.of(Turn.parse(text, grid, g.toMove()));
        List<Replay.Step<String>> steps = Replay.of(Reference.ENGINE.start(setup), turns, reading, Replay.AfterRefusal.STOPS)
                .steps().toList();
        Game end = steps.isEmpty() ? Reference.ENGINE.start(setup) : steps.get(steps.size() - 1).after();
        return new Played(setup, steps, end, turns.size());
    }

    /** Plays {@code game} (under {@code preset} when given) and checks every key of {@code expect}. */
    private static void check(String where, JsonNode game, String preset, JsonNode expect) {
        Played played = play(where, game, preset);
        Set<String> unknown = new TreeSet<>(names(expect));
        unknown.removeAll(EXPECT_KEYS);
        assertTrue(unknown.isEmpty(), where + ": unknown expectations " + unknown);
        // The API stops at the first refused turn: a lesson shows no turn after one.
        assertEquals(played.offered(), played.steps().size(), where + ": a turn before the last is refused: "
                + played.steps().stream().filter(s -> !s.accepted()).map(s -> s.number() + " " + s.verdict()).findFirst().orElse(""));
        Game end = played.end();
        Colouring colouring = end.colouring();
        Grid grid = colouring.grid();
        for (String key : names(expect)) {
            JsonNode want = expect.path(key);
            String at = where + ": " + key;
            switch (key) {
                case "accepted" -> {
                    boolean all = played.steps().stream().allMatch(Replay.Step::accepted);
                    assertEquals(want.asBoolean(), all, at + " " + played.last().map(s -> s.verdict().toString()).orElse(""));
                }
                case "lastVerdict" -> assertEquals(want.asText(), lastStep(played, at).accepted() ? "accepted" : "refused",
                        at + " " + lastStep(played, at).verdict());
                case "clause" -> assertEquals(want.asText(), refusal(played, at).clause(), at);
                case "repeats" -> assertEquals(want.asInt(), refusal(played, at).repeats().orElse(-1), at + " " + refusal(played, at));
                case "emptied", "captured", "suicided" -> {
                    LogicalRules.MoveSteps move = lastMove(played, at);
                    Set<Point> emptied = switch (key) {
                        case "captured" -> move.captured();
                        case "suicided" -> move.suicided();
                        default -> {
                            Set<Point> both = new HashSet<>(move.captured());
                            both.addAll(move.suicided());
                            yield both;
                        }
                    };
                    assertEquals(points(want, grid), emptied, at);
                }
                case "board" -> assertEquals(texts(want), colouring.rows(), at);
                case "colours" -> {
                    for (String point : names(want)) {
                        assertEquals(want.path(point).asText(), word(colouring.colour(Point.parse(point, grid))), at + " " + point);
                    }
                }
                case "counts" -> {
                    for (Colour c : Colour.values()) {
                        assertEquals(want.path(word(c)).asInt(-1), colouring.count(c), at + " " + word(c));
                    }
                }
                case "points" -> assertEquals(want.asInt(), grid.area(), at);
                case "toMove" -> assertEquals(want.asText(), word(end.toMove()), at);
                case "ended" -> assertEquals(want.asBoolean(), end.ended(), at);
                case "score" -> {
                    assertEquals(want.path("black").asInt(-1), end.score().black(), at + " black");
                    assertEquals(want.path("white").asInt(-1), end.score().white(), at + " white");
                }
                case "result" -> assertEquals(want.asText(), end.score().result(), at);
                case "reaches" -> {
                    for (JsonNode reach : want.isArray() ? want : JSON.createArrayNode().add(want)) {
                        Point p = Point.parse(reach.path("point").asText(), grid);
                        Set<String> colours = new TreeSet<>(names(reach));
                        colours.remove("point");
                        assertFalse(colours.isEmpty(), at + " " + p + ": no colour asked");
                        for (String c : colours) {
                            Colour colour = Colour.valueOf(c.toUpperCase(Locale.ROOT));
                            assertEquals(reach.path(c).asBoolean(), LogicalRules.reaches(colouring, p, colour), at + " " + p + " " + c);
                        }
                    }
                }
                case "legal" -> {
                    Set<Point> legal = new HashSet<>();
                    for (Turn t : end.legalTurns()) {
                        if (t instanceof Turn.Play play) {
                            legal.add(play.point());
                        }
                    }
                    assertEquals(points(want, grid), legal, at);
                }
                case "quickCount" -> {
                    List<Turn> turns = played.steps().stream().filter(Replay.Step::accepted).map(s -> s.turn().orElseThrow()).toList();
                    QuickCount.Tally tally = QuickCount.tally(played.setup(), turns);
                    QuickCount.Result count = QuickCount.count(colouring, tally, played.setup().komi());
                    Set<String> keys = names(want);
                    assertFalse(keys.isEmpty(), at + ": nothing asked");
                    for (String k : keys) {
                        Object actual = switch (k) {
                            case "blackHolds" -> tally.blackHolds();
                            case "whiteHolds" -> tally.whiteHolds();
                            case "black" -> count.blackLeft();
                            case "white" -> count.whiteLeft();
                            case "result" -> new Score(count.blackLeft(), count.whiteLeft(), count.komi()).result();
                            default -> throw new AssertionFailedError(at + ": no quick-count figure called " + k);
                        };
                        assertEquals(want.path(k).isTextual() ? want.path(k).asText() : (Object) want.path(k).asInt(), actual, at + " " + k);
                    }
                }
                default -> fail(at + ": unknown expectation");
            }
        }
    }

    private static Replay.Step<String> lastStep(Played played, String at) {
        return played.last().orElseThrow(() -> new AssertionFailedError(at + ": the game has no turn"));
    }

    private static Verdict.Refused refusal(Played played, String at) {
        return lastStep(played, at).refused().orElseThrow(() -> new AssertionFailedError(at + ": the last turn is accepted"));
    }

    /** TT-7's steps of the last turn, a move: what its two clearings empty (or would, when it is refused). */
    private static LogicalRules.MoveSteps lastMove(Played played, String at) {
        Replay.Step<String> step = lastStep(played, at);
        if (!(step.turn().orElseThrow() instanceof Turn.Play play)) {
            throw new AssertionFailedError(at + ": the last turn is no move");
        }
        Colouring before = step.before().colouring();
        if (before.colour(play.point()) != Colour.EMPTY) {
            throw new AssertionFailedError(at + ": the last move is on a point that is not empty");
        }
        return LogicalRules.move(before, play.colour(), play.point());
    }

    // ---- reading

    private static List<JsonNode> lessons() {
        List<JsonNode> all = new ArrayList<>();
        resource("lessons.json").path("lessons").forEach(all::add);
        assertFalse(all.isEmpty(), "explorer/lessons.json has no lessons");
        return all;
    }

    private static List<JsonNode> witnesses() {
        List<JsonNode> all = new ArrayList<>();
        resource("tour.json").path("witnesses").forEach(all::add);
        assertFalse(all.isEmpty(), "explorer/tour.json has no witnesses");
        return all;
    }

    /** A file of the explorer as the jar serves it. */
    private static JsonNode resource(String name) {
        try (InputStream in = LessonsTest.class.getResourceAsStream("/explorer/" + name)) {
            assertNotNull(in, "explorer/" + name + " is not on the class path");
            return JSON.readTree(in);
        } catch (IOException e) {
            throw new AssertionFailedError("explorer/" + name + " is not JSON: " + e.getMessage(), e);
        }
    }

    private static void bothLanguages(String where, JsonNode text) {
        for (String lang : LANGUAGES) {
            assertTrue(text.path(lang).isTextual() && !text.path(lang).asText().isBlank(), where + " in '" + lang + "'");
        }
        assertEquals(Set.copyOf(LANGUAGES), names(text), where + ": languages");
    }

    /** The clause ids a spec file defines, in its order. */
    private static List<String> ids(Path spec) throws IOException {
        // The one reader of the spec's headings, the one the explorer quotes the clauses by.
        return SpecText.parse(Files.readString(spec, StandardCharsets.UTF_8), spec.getFileName().toString()).stream()
                .map(SpecText.Entry::id).toList();
    }

    private static Set<String> names(JsonNode object) {
        Set<String> names = new LinkedHashSet<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<String> texts(JsonNode array) {
        assertTrue(array.isArray() || array.isMissingNode(), "a list expected, not " + array);
        List<String> texts = new ArrayList<>();
        array.forEach(n -> texts.add(n.asText()));
        return texts;
    }

    private static Set<Point> points(JsonNode array, Grid grid) {
        Set<Point> points = new HashSet<>();
        for (String name : texts(array)) {
            points.add(Point.parse(name, grid));
        }
        return points;
    }

    /** A colour as the API writes it: {@code black}, {@code white}, {@code empty}. */
    private static String word(Colour c) {
        return c.name().toLowerCase(Locale.ROOT);
    }
}
