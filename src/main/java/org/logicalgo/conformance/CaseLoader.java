package org.logicalgo.conformance;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.logicalgo.io.InputFile;
import org.logicalgo.io.InputFileException;
import org.logicalgo.rules.Clause;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;

/**
 * Reads one case file. Every fault is reported as one line: the file, the JSON pointer of the
 * faulty value, and what is wrong, e.g. {@code captures.json /cases/3/turns/2: 'B Z99' is not a turn}.
 * It checks what the schema checks and what a schema cannot: row lengths against the board,
 * turn numbers against the list of turns, ruleset names, declared needs against the content.
 */
public final class CaseLoader {

    private static final ObjectMapper JSON = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    private static final Set<String> FILE_KEYS = Set.of("$schema", "format", "group", "description", "cases");
    private static final Set<String> CASE_KEYS = Set.of("id", "clauses", "title", "tags", "width", "height", "komi",
            "handicap", "start", "toMove", "turns", "needs", "expect", "notes");
    private static final Set<String> EXPECT_KEYS = Set.of("refused", "boards", "score", "result", "ended");
    // Compiled once: the main job reads every case file at each run, thousands of rows.
    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9.-]*");
    private static final Pattern POINTS = Pattern.compile("[XO.]*");
    private static final Pattern RESULT = Pattern.compile("0|[BW]\\+(0\\.5|[1-9][0-9]*(\\.5)?)");

    private final String file;

    private CaseLoader(String file) {
        this.file = file;
    }

    public static List<ConformanceCase> load(Path path) {
        String name = path.getFileName().toString();
        JsonNode root;
        try {
            // Through the one way in (a regular file within the limit); Jackson then finds the encoding, UTF-16 included.
            root = JSON.readTree(InputFile.of(path).bytes());
        } catch (InputFileException e) {
            throw new CaseFormatException(name + ": " + e.reason());
        } catch (JsonParseException e) {
            throw new CaseFormatException(name + ": not JSON at line " + e.getLocation().getLineNr()
                    + ", column " + e.getLocation().getColumnNr() + ": " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new CaseFormatException(name + ": cannot read: " + e.getMessage());
        }
        return parse(name, root);
    }

    /** Reads a case file's content already parsed; {@code file} names it in messages. */
    public static List<ConformanceCase> parse(String file, JsonNode root) {
        return new CaseLoader(file).read(root);
    }

    private List<ConformanceCase> read(JsonNode root) {
        ObjectNode top = object(root, "");
        keys(top, "", FILE_KEYS);
        int format = integer(top, "", "format", null);
        if (format != Suite.FORMAT) {
            throw fault("/format", "format " + format + " is not known here (this reads format " + Suite.FORMAT + ")");
        }
        String group = text(top, "", "group", null);
        JsonNode cases = required(top, "", "cases");
        if (!cases.isArray()) {
            throw fault("/cases", "must be an array of cases");
        }
        List<ConformanceCase> out = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            out.add(readCase("/cases/" + i, cases.get(i), group));
        }
        return out;
    }

    /** A row of a drawn board: {@code width} points of X, O and '.'. */
    private static boolean row(String text, int width) {
        return text.length() == width && POINTS.matcher(text).matches();
    }

    private ConformanceCase readCase(String at, JsonNode node, String group) {
        ObjectNode c = object(node, at);
        keys(c, at, CASE_KEYS);
        String id = text(c, at, "id", null);
        if (!ID.matcher(id).matches()) {
            throw fault(at + "/id", "'" + id + "' is not an id of lower-case letters, digits, '-' and '.'");
        }
        List<String> clauses = strings(c, at, "clauses", true);
        for (int i = 0; i < clauses.size(); i++) {
            if (!Clause.known(clauses.get(i))) {
                throw fault(at + "/clauses/" + i, "'" + clauses.get(i) + "' is not a clause id of spec/ (TT-1..TT-10, TT-C.., TT-R..,"
                        + " FR-.., NZ-..)");
            }
        }
        String title = text(c, at, "title", null);
        List<String> tags = c.has("tags") ? strings(c, at, "tags", false) : List.of();
        int width = integer(c, at, "width", null);
        int height = integer(c, at, "height", null);
        if (width < 1 || width > 25 || height < 1 || height > 25) {
            throw fault(at, "board " + width + "x" + height + " is not 1x1 to 25x25");
        }
        Grid grid = new Grid(width, height);
        double komi = c.has("komi") ? number(c, at, "komi") : 0;
        if (komi * 2 != Math.rint(komi * 2)) {
            throw fault(at + "/komi", komi + " is not a multiple of 0.5");
        }
        int handicap = integer(c, at, "handicap", 0);
        List<String> start = c.has("start") ? strings(c, at, "start", false) : List.of();
        if (!start.isEmpty()) {
            if (start.size() != height) {
                throw fault(at + "/start", start.size() + " rows for a board " + height + " high");
            }
            for (int i = 0; i < start.size(); i++) {
                if (!row(start.get(i), width)) {
                    throw fault(at + "/start/" + i, "'" + start.get(i) + "' is not " + width + " points of X, O and '.'");
                }
            }
        }
        Colour toMove = Colour.BLACK;
        if (c.has("toMove")) {
            String who = text(c, at, "toMove", null);
            toMove = switch (who) {
                case "black" -> Colour.BLACK;
                case "white" -> Colour.WHITE;
                default -> throw fault(at + "/toMove", "'" + who + "' is not black or white");
            };
        }
        if (handicap < 0 || handicap > grid.area()) {
            throw fault(at + "/handicap", handicap + " is not 0 to " + grid.area());
        }
        if (handicap > 1 && toMove != Colour.BLACK) {
            throw fault(at + "/handicap", "handicap turns are Black's, but toMove is white");
        }
        List<String> turns = strings(c, at, "turns", false);
        for (int i = 0; i < turns.size(); i++) {
            if (!CaseTurns.TURN.matcher(turns.get(i)).matches()) {
                throw fault(at + "/turns/" + i, "'" + turns.get(i) + "' is not a turn (like 'B C3', 'W pass' or 'agree C3 D4')");
            }
        }
        Set<Need> needs = EnumSet.noneOf(Need.class);
        List<String> needNames = strings(c, at, "needs", false);
        for (int i = 0; i < needNames.size(); i++) {
            try {
                needs.add(Need.of(needNames.get(i)));
            } catch (IllegalArgumentException e) {
                throw fault(at + "/needs/" + i, e.getMessage());
            }
        }
        JsonNode ex = required(c, at, "expect");
        ObjectNode exo = object(ex, at + "/expect");
        if (exo.isEmpty()) {
            throw fault(at + "/expect", "no ruleset has expectations");
        }
        Map<String, Expectation> expect = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = exo.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String where = at + "/expect/" + e.getKey();
            try {
                SuiteRulesets.checkKnobs(e.getKey());
            } catch (IllegalArgumentException bad) {
                throw fault(where, bad.getMessage());
            }
            expect.put(e.getKey(), readExpectation(where, e.getValue(), turns.size(), grid));
        }
        ConformanceCase made = new ConformanceCase(id, file, group, clauses, title, tags, width, height, komi, handicap,
                start, toMove, turns, needs, expect);
        try {
            Colouring s = made.startColouring();
            if (!s.grid().equals(grid)) {
                throw fault(at + "/start", "draws a " + s.grid() + " grid, not " + grid);
            }
        } catch (IllegalArgumentException e) {
            throw fault(at + "/start", e.getMessage());
        }
        Set<Need> derived = made.derivedNeeds();
        if (!needs.equals(derived)) {
            throw fault(at + "/needs", "lists " + names(needs) + " but the case needs exactly " + names(derived));
        }
        return made;
    }

    private static List<String> names(Set<Need> needs) {
        return needs.stream().map(Need::id).toList();
    }

    private Expectation readExpectation(String at, JsonNode node, int turnCount, Grid grid) {
        ObjectNode e = object(node, at);
        keys(e, at, EXPECT_KEYS);
        List<Expectation.Refusal> refused = new ArrayList<>();
        if (e.has("refused")) {
            JsonNode arr = e.get("refused");
            if (!arr.isArray()) {
                throw fault(at + "/refused", "must be an array");
            }
            int last = 0;
            for (int i = 0; i < arr.size(); i++) {
                String w = at + "/refused/" + i;
                ObjectNode r = object(arr.get(i), w);
                keys(r, w, Set.of("turn", "clause", "repeats"));
                int turn = integer(r, w, "turn", null);
                if (turn < 1 || turn > turnCount) {
                    throw fault(w + "/turn", "turn " + turn + " is not one of the " + turnCount + " listed turns");
                }
                if (turn <= last) {
                    throw fault(w + "/turn", "refused turns are listed once each, in order");
                }
                last = turn;
                String clause = text(r, w, "clause", null);
                OptionalInt repeats = OptionalInt.empty();
                if (r.has("repeats")) {
                    int rep = integer(r, w, "repeats", null);
                    if (rep < 0 || rep >= turn) {
                        throw fault(w + "/repeats", "an earlier turn is 0 (the start) to " + (turn - 1));
                    }
                    repeats = OptionalInt.of(rep);
                }
                refused.add(new Expectation.Refusal(turn, clause, repeats));
            }
        }
        List<Expectation.BoardCheck> boards = new ArrayList<>();
        if (e.has("boards")) {
            JsonNode arr = e.get("boards");
            if (!arr.isArray()) {
                throw fault(at + "/boards", "must be an array");
            }
            for (int i = 0; i < arr.size(); i++) {
                String w = at + "/boards/" + i;
                ObjectNode b = object(arr.get(i), w);
                keys(b, w, Set.of("after", "rows"));
                int after = integer(b, w, "after", null);
                if (after < 0 || after > turnCount) {
                    throw fault(w + "/after", "after " + after + ": a board is checked after turn 0 (the start) to " + turnCount);
                }
                List<String> rows = strings(b, w, "rows", false);
                if (rows.size() != grid.height()) {
                    throw fault(w + "/rows", rows.size() + " rows for a board " + grid.height() + " high");
                }
                for (int j = 0; j < rows.size(); j++) {
                    if (!row(rows.get(j), grid.width())) {
                        throw fault(w + "/rows/" + j, "'" + rows.get(j) + "' is not " + grid.width() + " points of X, O and '.'");
                    }
                }
                boards.add(new Expectation.BoardCheck(after, rows));
            }
        }
        Optional<Expectation.ExpectedScore> score = Optional.empty();
        if (e.has("score")) {
            ObjectNode s = object(e.get("score"), at + "/score");
            keys(s, at + "/score", Set.of("black", "white"));
            score = Optional.of(new Expectation.ExpectedScore(integer(s, at + "/score", "black", null),
                    integer(s, at + "/score", "white", null)));
        }
        Optional<String> result = Optional.empty();
        if (e.has("result")) {
            String r = text(e, at, "result", null);
            if (!RESULT.matcher(r).matches()) {
                throw fault(at + "/result", "'" + r + "' is not a result like B+3.5, W+1 or 0");
            }
            result = Optional.of(r);
        }
        Optional<Boolean> ended = Optional.empty();
        if (e.has("ended")) {
            if (!e.get("ended").isBoolean()) {
                throw fault(at + "/ended", "must be true or false");
            }
            ended = Optional.of(e.get("ended").booleanValue());
        }
        return new Expectation(refused, boards, score, result, ended);
    }

    private CaseFormatException fault(String pointer, String what) {
        return new CaseFormatException(file + " " + (pointer.isEmpty() ? "/" : pointer) + ": " + what);
    }

    private ObjectNode object(JsonNode n, String at) {
        if (n == null || !n.isObject()) {
            throw fault(at, "must be an object");
        }
        return (ObjectNode) n;
    }

    private void keys(ObjectNode o, String at, Set<String> allowed) {
        for (Iterator<String> it = o.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!allowed.contains(k)) {
                throw fault(at + "/" + k, "unknown property '" + k + "' (known: " + new java.util.TreeSet<>(allowed) + ")");
            }
        }
    }

    private JsonNode required(ObjectNode o, String at, String key) {
        JsonNode n = o.get(key);
        if (n == null || n.isNull()) {
            throw fault(at + "/" + key, "is missing");
        }
        return n;
    }

    private String text(ObjectNode o, String at, String key, String otherwise) {
        if (!o.has(key) && otherwise != null) {
            return otherwise;
        }
        JsonNode n = required(o, at, key);
        if (!n.isTextual() || n.textValue().isBlank()) {
            throw fault(at + "/" + key, "must be a non-empty string");
        }
        return n.textValue();
    }

    private int integer(ObjectNode o, String at, String key, Integer otherwise) {
        if (!o.has(key) && otherwise != null) {
            return otherwise;
        }
        JsonNode n = required(o, at, key);
        if (!n.isIntegralNumber() || !n.canConvertToInt()) {
            throw fault(at + "/" + key, "must be an integer, not " + n);
        }
        return n.intValue();
    }

    private double number(ObjectNode o, String at, String key) {
        JsonNode n = required(o, at, key);
        if (!n.isNumber()) {
            throw fault(at + "/" + key, "must be a number, not " + n);
        }
        return n.doubleValue();
    }

    private List<String> strings(ObjectNode o, String at, String key, boolean nonEmpty) {
        JsonNode n = required(o, at, key);
        if (!n.isArray()) {
            throw fault(at + "/" + key, "must be an array of strings");
        }
        if (nonEmpty && n.isEmpty()) {
            throw fault(at + "/" + key, "must not be empty");
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n.size(); i++) {
            if (!n.get(i).isTextual()) {
                throw fault(at + "/" + key + "/" + i, "must be a string, not " + n.get(i));
            }
            out.add(n.get(i).textValue());
        }
        return out;
    }
}
