package org.logicalgo.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.PathType;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import com.networknt.schema.regex.RegularExpression;

import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.io.InputFile;
import org.logicalgo.io.InputFileException;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;

/**
 * Reads one case file. It is first held to {@code conformance/schema/case-file.schema.json}
 * (packaged beside this class); then what a schema cannot say is checked here: rows against the
 * board's width and height, a handicap against its area, turn numbers against the list of turns,
 * ruleset names by {@link Rulesets}, declared needs against the content. Every fault is one
 * line: the file, the JSON pointer of the faulty value, and what is wrong, e.g.
 * {@code captures.json /cases/3/turns/2: "B Z99" does not match the regex pattern ...}; several
 * faults under the schema give the first few, a line each, and how many more.
 */
public final class CaseLoader {

    private static final ObjectMapper JSON = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    private static final JsonSchema SCHEMA = schema("case-file.schema.json");

    /** The schema faults shown for one file; the rest are counted. */
    private static final int SHOWN = 3;

    /** An enumeration longer than this (the clause ids) is named by its place in the schema, not listed. */
    private static final int LISTED = 8;

    /** The schema faults worth the faulty value beside them: the value itself is wrong, not its type. */
    private static final Set<String> VALUE_FAULTS = Set.of("pattern", "enum", "const", "minimum", "maximum",
            "multipleOf", "minLength", "maxLength");

    private final String file;

    private CaseLoader(String file) {
        this.file = file;
    }

    /** One of the suite's schemas, packaged beside this class (pom.xml), ready to validate. */
    static JsonSchema schema(String name) {
        return schema(CaseLoader.class, name);
    }

    /** A schema packaged beside {@code beside}, read as the suite's are (patterns, messages), ready to validate. */
    public static JsonSchema schema(Class<?> beside, String name) {
        SchemaValidatorsConfig config = SchemaValidatorsConfig.builder()
                .pathType(PathType.JSON_POINTER)
                // A schema may say in words what a pattern means (the turn: its regex helps no reader).
                .errorMessageKeyword("message")
                .locale(Locale.ENGLISH)
                .regularExpressionFactory(CaseLoader::ecmaScriptEnd)
                .build();
        try (InputStream in = beside.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is not beside " + beside.getSimpleName() + " on the class path");
            }
            JsonSchema schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in, config);
            schema.initializeValidators();
            return schema;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The schema's patterns are ECMA-262, where a final {@code $} is the end of the text; in Java's
     * it also matches before a final line break, so that {@code "x.one\n"} would pass for an id.
     * networknt 1.5.9 compiles patterns as Java's (fixed later, networknt/json-schema-validator#1201);
     * every pattern of our schema ends in {@code $}.
     */
    private static RegularExpression ecmaScriptEnd(String regex) {
        Pattern p = Pattern.compile(regex.endsWith("$") && !regex.endsWith("\\$")
                ? regex.substring(0, regex.length() - 1) + "\\z" : regex);
        return text -> p.matcher(text).find();
    }

    public static List<ConformanceCase> load(Path path) {
        // Through the one way in (a regular file within the limit); Jackson then finds the encoding, UTF-16 included.
        return parse(path.getFileName().toString(), json(path));
    }

    /** Reads a case file's content already parsed; {@code file} names it in messages. */
    public static List<ConformanceCase> parse(String file, JsonNode root) {
        return new CaseLoader(file).read(root);
    }

    private List<ConformanceCase> read(JsonNode root) {
        if (root.isMissingNode()) {
            throw fault("", "empty, not a case file");
        }
        // A file of another format is held to that format's schema, not to this one.
        JsonNode format = root.path("format");
        if (format.isNumber() && format.doubleValue() != Suite.FORMAT) {
            throw fault("/format", "format " + format + " is not known here (this reads format " + Suite.FORMAT + ")");
        }
        validate(SCHEMA, file, root);
        String group = root.get("group").textValue();
        JsonNode cases = root.get("cases");
        List<ConformanceCase> out = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            out.add(readCase("/cases/" + i, cases.get(i), group));
        }
        return out;
    }

    /** Holds the file (named {@code file}) to a schema: its first faults, each on a line naming its place. */
    public static void validate(JsonSchema schema, String file, JsonNode root) {
        CaseLoader named = new CaseLoader(file);
        Set<ValidationMessage> faults = schema.validate(root);
        if (!faults.isEmpty()) {
            List<String> lines = new ArrayList<>(faults.stream().limit(SHOWN).map(named::line).toList());
            if (faults.size() > SHOWN) {
                lines.add(file + ": and " + (faults.size() - SHOWN) + " more");
            }
            throw new CaseFormatException(String.join("\n", lines));
        }
    }

    /** The file's JSON, read through the one way in, or one line naming what is wrong with it. */
    static JsonNode json(Path path) {
        String name = path.getFileName().toString();
        try {
            return JSON.readTree(InputFile.of(path).bytes());
        } catch (InputFileException e) {
            throw new CaseFormatException(name + ": " + e.reason());
        } catch (JsonParseException e) {
            throw new CaseFormatException(name + ": not JSON at line " + e.getLocation().getLineNr()
                    + ", column " + e.getLocation().getColumnNr() + ": " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new CaseFormatException(name + ": cannot read: " + e.getMessage());
        }
    }

    private String line(ValidationMessage m) {
        String what = m.getError();
        JsonNode value = m.getInstanceNode();
        if (m.getType().equals("enum") && m.getSchemaNode().size() > LISTED) {
            String place = m.getSchemaLocation().getFragment().toString();
            what = "is not one of the " + m.getSchemaNode().size() + " values of the schema's #" + place.substring(0, place.lastIndexOf('/'));
        }
        if (value != null && value.isValueNode() && VALUE_FAULTS.contains(m.getType())) {
            String shown = value.toString();
            what = (shown.length() > 40 ? shown.substring(0, 36) + " ..." : shown) + " " + what;
        }
        return place(m.getInstanceLocation().toString()) + ": " + what;
    }

    private ConformanceCase readCase(String at, JsonNode c, String group) {
        Grid grid = new Grid(c.get("width").intValue(), c.get("height").intValue());
        List<String> start = strings(c.path("start"));
        if (!start.isEmpty()) {
            rows(at + "/start", start, grid);
        }
        Colour toMove = c.path("toMove").asText("black").equals("white") ? Colour.WHITE : Colour.BLACK;
        int handicap = c.has("handicap") ? integer(c.get("handicap"), at + "/handicap") : 0;
        if (handicap > grid.area()) {
            throw fault(at + "/handicap", handicap + " is not 0 to " + grid.area());
        }
        if (handicap > 1 && toMove != Colour.BLACK) {
            throw fault(at + "/handicap", "handicap turns are Black's, but toMove is white");
        }
        List<String> turns = strings(c.get("turns"));
        Set<Need> needs = EnumSet.noneOf(Need.class);
        for (String need : strings(c.get("needs"))) {
            needs.add(Need.of(need));
        }
        Map<Ruleset, Expectation> expect = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = c.get("expect").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String where = at + "/expect/" + e.getKey();
            Ruleset rules;
            try {
                rules = Rulesets.readName(e.getKey());
            } catch (IllegalArgumentException bad) {
                throw fault(where, bad.getMessage());
            }
            expect.put(rules, readExpectation(where, e.getValue(), turns.size(), grid));
        }
        ConformanceCase made = new ConformanceCase(c.get("id").textValue(), file, group, strings(c.get("clauses")),
                c.get("title").textValue(), strings(c.path("tags")), grid.width(), grid.height(), c.path("komi").asDouble(0),
                handicap, start, toMove, turns, needs, expect);
        Set<Need> derived = made.derivedNeeds();
        if (!needs.equals(derived)) {
            throw fault(at + "/needs", "lists " + names(needs) + " but the case needs exactly " + names(derived));
        }
        return made;
    }

    private static List<String> names(Set<Need> needs) {
        return needs.stream().map(Need::id).toList();
    }

    private Expectation readExpectation(String at, JsonNode e, int turnCount, Grid grid) {
        List<Expectation.Refusal> refused = new ArrayList<>();
        int last = 0;
        for (int i = 0; i < e.path("refused").size(); i++) {
            String w = at + "/refused/" + i;
            JsonNode r = e.get("refused").get(i);
            int turn = integer(r.get("turn"), w + "/turn");
            if (turn > turnCount) {
                throw fault(w + "/turn", "turn " + turn + " is not one of the " + turnCount + " listed turns");
            }
            if (turn <= last) {
                throw fault(w + "/turn", "refused turns are listed once each, in order");
            }
            last = turn;
            OptionalInt repeats = OptionalInt.empty();
            if (r.has("repeats")) {
                int rep = integer(r.get("repeats"), w + "/repeats");
                if (rep >= turn) {
                    throw fault(w + "/repeats", "an earlier turn is 0 (the start) to " + (turn - 1));
                }
                repeats = OptionalInt.of(rep);
            }
            refused.add(new Expectation.Refusal(turn, r.get("clause").textValue(), repeats));
        }
        List<Expectation.BoardCheck> boards = new ArrayList<>();
        for (int i = 0; i < e.path("boards").size(); i++) {
            String w = at + "/boards/" + i;
            JsonNode b = e.get("boards").get(i);
            int after = integer(b.get("after"), w + "/after");
            if (after > turnCount) {
                throw fault(w + "/after", "after " + after + ": a board is checked after turn 0 (the start) to " + turnCount);
            }
            List<String> rows = strings(b.get("rows"));
            rows(w + "/rows", rows, grid);
            boards.add(new Expectation.BoardCheck(after, rows));
        }
        Optional<Expectation.ExpectedScore> score = Optional.empty();
        if (e.has("score")) {
            JsonNode s = e.get("score");
            score = Optional.of(new Expectation.ExpectedScore(integer(s.get("black"), at + "/score/black"),
                    integer(s.get("white"), at + "/score/white")));
        }
        Optional<String> result = e.has("result") ? Optional.of(e.get("result").textValue()) : Optional.empty();
        Optional<Boolean> ended = e.has("ended") ? Optional.of(e.get("ended").booleanValue()) : Optional.empty();
        return new Expectation(refused, boards, score, result, ended);
    }

    /** A board drawn in rows: the schema allows any size to 25x25, the case's grid says which. */
    private void rows(String at, List<String> rows, Grid grid) {
        if (rows.size() != grid.height()) {
            throw fault(at, rows.size() + " rows for a board " + grid.height() + " high");
        }
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).length() != grid.width()) {
                throw fault(at + "/" + i, "'" + rows.get(i) + "' is " + rows.get(i).length() + " points for a board "
                        + grid.width() + " wide");
            }
        }
    }

    /** An integer the schema let through, within its bounds but maybe beyond Java's int. */
    private int integer(JsonNode n, String at) {
        if (!n.canConvertToInt()) {
            throw fault(at, n + " is too large");
        }
        return n.intValue();
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.textValue()));
        return out;
    }

    private String place(String pointer) {
        return file + " " + (pointer.isEmpty() ? "/" : pointer);
    }

    private CaseFormatException fault(String pointer, String what) {
        return new CaseFormatException(place(pointer) + ": " + what);
    }
}
