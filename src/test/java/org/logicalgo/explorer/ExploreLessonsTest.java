package org.logicalgo.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Point;

/**
 * The lessons and the tour, written apart from the API (explorer/lessons.json, explorer/tour.json,
 * held true on the reference by {@code LessonsTest}), each step sent to the API as the page sends
 * it: the API must answer every one as its {@code expect} says. So the page can trust what it
 * shows beside each sentence.
 */
class ExploreLessonsTest {

    @RegisterExtension
    static final ExplorerClient client = new ExplorerClient();

    @TestFactory
    Stream<DynamicTest> everyStepOfEveryLessonIsAnsweredAsItExpects() {
        JsonNode lessons = client.get("/api/lessons").json().get("lessons");
        assertTrue(lessons.size() >= 10, "lessons served: " + lessons.size());
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode lesson : lessons) {
            int n = 0;
            for (JsonNode step : lesson.get("steps")) {
                String where = lesson.get("id").asText() + ", step " + ++n;
                tests.add(DynamicTest.dynamicTest(where, () -> {
                    JsonNode answer = answer("/api/game", step.get("game"), where);
                    check(where, step.get("game"), answer, step.get("expect"));
                }));
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> everyWitnessOfTheTourPartsWhereItSays() {
        JsonNode witnesses = client.get("/api/tour").json().get("witnesses");
        assertEquals(8, witnesses.size());
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode w : witnesses) {
            String where = "witness " + w.get("number").asInt();
            tests.add(DynamicTest.dynamicTest(where, () -> {
                JsonNode compared = answer("/api/compare", w.get("game"), where);
                assertEquals(w.get("parts"), compared.get("parts"), where + ": parts");
                for (JsonNode preset : compared.get("presets")) {
                    String name = preset.get("rules").get("name").asText();
                    check(where + " under " + name, w.get("game"), preset, w.get("presets").get(name));
                }
            }));
        }
        return tests.stream();
    }

    private static JsonNode answer(String path, JsonNode game, String where) {
        ExplorerClient.Reply r = client.post(path, game.toString());
        assertEquals(200, r.status(), where + ": " + r.body());
        return r.json();
    }

    /** Each key of {@code expect} (the shape of lessons.json) against what the API answered. */
    private static void check(String where, JsonNode game, JsonNode answer, JsonNode expect) {
        JsonNode turns = answer.get("turns");
        JsonNode last = turns.size() == 0 ? null : turns.get(turns.size() - 1);
        JsonNode position = answer.get("position");
        Colouring board = Colouring.parse(String.join("/", strings(position.get("board"))));
        for (Iterator<String> keys = expect.fieldNames(); keys.hasNext(); ) {
            String key = keys.next();
            JsonNode want = expect.get(key);
            String at = where + ": " + key;
            switch (key) {
                case "accepted" -> {
                    boolean all = turns.size() == game.get("turns").size();
                    for (JsonNode t : turns) {
                        all &= t.get("accepted").asBoolean();
                    }
                    assertEquals(want.asBoolean(), all, at);
                }
                case "lastVerdict" -> assertEquals(want.asText(), last.get("accepted").asBoolean() ? "accepted" : "refused", at);
                case "clause" -> assertEquals(want.asText(), last.path("clause").asText(), at);
                case "repeats" -> {
                    assertEquals(want.asInt(), last.path("repeats").asInt(-1), at);
                    assertEquals(want.asInt(), last.path("repetition").path("turn").asInt(-1), at + ": the evidence");
                }
                case "emptied", "captured", "suicided" -> {
                    JsonNode steps = last.get("steps");
                    assertEquals(3, steps.size(), at + ": the last turn's steps");
                    Set<String> emptied = new TreeSet<>();
                    if (!key.equals("suicided")) {
                        emptied.addAll(strings(steps.get(1).get("emptied")));
                    }
                    if (!key.equals("captured")) {
                        emptied.addAll(strings(steps.get(2).get("emptied")));
                    }
                    assertEquals(new TreeSet<>(strings(want)), emptied, at);
                }
                case "board" -> assertEquals(strings(want), strings(position.get("board")), at);
                case "colours" -> want.fieldNames().forEachRemaining(p -> assertEquals(want.get(p).asText(),
                        board.colour(Point.parse(p, board.grid())).name().toLowerCase(java.util.Locale.ROOT), at + " " + p));
                case "counts" -> {
                    for (Colour c : Colour.values()) {
                        assertEquals(want.get(c.name().toLowerCase(java.util.Locale.ROOT)).asInt(), board.count(c), at + " " + c);
                    }
                }
                case "points" -> assertEquals(want.asInt(), answer.get("width").asInt() * answer.get("height").asInt(), at);
                case "toMove" -> assertEquals(want.asText(), position.get("toMove").asText(), at);
                case "ended" -> assertEquals(want.asBoolean(), position.get("ended").asBoolean(), at);
                case "score" -> {
                    assertEquals(want.get("black").asInt(), answer.get("score").get("black").asInt(), at + " black");
                    assertEquals(want.get("white").asInt(), answer.get("score").get("white").asInt(), at + " white");
                }
                case "result" -> assertEquals(want.asText(), answer.get("score").get("result").asText(), at);
                case "reaches" -> {
                    Iterable<JsonNode> asked = want.isArray() ? want : List.of(want);
                    for (JsonNode reach : asked) {
                        ObjectNode request = ExplorerClient.JSON.createObjectNode();
                        request.set("start", position.get("board"));
                        request.put("point", reach.get("point").asText());
                        JsonNode r = answer("/api/reach", request, at);
                        reach.fieldNames().forEachRemaining(c -> {
                            if (!c.equals("point")) {
                                JsonNode path = r.get("reaches").get(c);
                                assertEquals(reach.get(c).asBoolean(), path != null && !path.isNull(), at + " " + reach.get("point") + " " + c);
                            }
                        });
                    }
                }
                case "legal" -> assertEquals(new TreeSet<>(strings(want)), new TreeSet<>(strings(answer.get("legal"))), at);
                case "quickCount" -> {
                    JsonNode quick = answer.get("score").get("quickCount");
                    assertFalse(quick.isNull(), at + ": no quick count (French rules only)");
                    want.fieldNames().forEachRemaining(k -> {
                        String field = switch (k) {
                            case "black" -> "blackLeft";
                            case "white" -> "whiteLeft";
                            default -> k;
                        };
                        assertEquals(want.get(k).asText(), quick.get(field).asText(), at + " " + k);
                    });
                }
                default -> fail(at + ": an expectation this test does not know; teach it");
            }
        }
    }

    private static List<String> strings(JsonNode array) {
        List<String> all = new ArrayList<>();
        array.forEach(n -> all.add(n.asText()));
        return all;
    }
}
