package org.logicalgo.explorer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rulesets.Rulesets;

/**
 * A request's JSON bound by Jackson to a record of its fields, and every fault Jackson finds said
 * in the explorer's words ({@link RequestRefused}): the place (the field, {@code knobs.ko},
 * {@code turns[3]}) and what was expected there, never Jackson's own message. Absent and
 * {@code null} are the same: the default.
 *
 * <p>Strict: no unknown field, no field given twice, no number written as a string, no fraction
 * where a whole number is wanted, nothing after the object. The values of the rules' own types are
 * read by the deserializers below, which say what they refuse with {@link Refused}.
 */
final class RequestJson {

    private RequestJson() {
    }

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .withCoercionConfig(LogicalType.Textual, c -> {
                for (CoercionInputShape number : List.of(CoercionInputShape.Integer, CoercionInputShape.Float, CoercionInputShape.Boolean)) {
                    c.setCoercion(number, CoercionAction.Fail);
                }
            })
            .addModule(new SimpleModule("explorer requests")
                    .addDeserializer(Grid.class, new GridDeserializer())
                    .addDeserializer(Colouring.class, new StartDeserializer())
                    .addDeserializer(Colour.class, new PlayerDeserializer())
                    .addDeserializer(Ruleset.class, new PresetDeserializer()))
            .build();

    /**
     * The body bound to {@code type}, a record of the request's fields.
     *
     * @throws RequestRefused one line naming the place of the first fault
     */
    static <T> T read(byte[] body, Class<T> type) {
        if (new String(body, StandardCharsets.UTF_8).isBlank()) {
            throw RequestRefused.badRequest("the body is empty: a JSON object was expected");
        }
        T value;
        // The parser stays open while a fault is read: what it holds then is what the request gave there.
        try (JsonParser parser = MAPPER.createParser(body)) {
            value = read(parser, body, type);
        } catch (IOException e) {
            throw RequestRefused.badRequest("the body cannot be read as JSON");
        }
        if (value == null) {
            throw RequestRefused.badRequest("the body: a JSON object was expected, not null");
        }
        return value;
    }

    private static <T> T read(JsonParser parser, byte[] body, Class<T> type) throws IOException {
        try {
            return MAPPER.readValue(parser, type);
        } catch (JsonMappingException e) {
            // Jackson gives the place of a fault of the JSON itself met inside a field: the JSON is what is wrong.
            for (Throwable c = e.getCause(); c != null; c = c.getCause()) {
                if (c instanceof JsonProcessingException j && !(c instanceof JsonMappingException)) {
                    throw malformed(j);
                }
            }
            throw refusal(e);
        } catch (JsonProcessingException e) {
            throw malformed(e);
        }
    }

    /** A value the deserializers below refuse, in the user's words; Jackson adds the place. */
    static final class Refused extends JsonMappingException {
        Refused(JsonParser p, String message) {
            super(p, message);
        }
    }

    /** The JSON itself is wrong: where, and what, in words. */
    private static RequestRefused malformed(JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        String where = at == null || at.getLineNr() < 1 ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
        String what;
        if (e instanceof StreamConstraintsException) {
            what = "nested too deeply";
        } else if (e instanceof JsonEOFException) {
            what = "the body ends before the JSON does";
        } else if (String.valueOf(e.getOriginalMessage()).startsWith("Duplicate field")) {
            what = "a field is given twice";
        } else {
            what = "this is not JSON";
        }
        return RequestRefused.badRequest("malformed JSON" + where + ": " + what);
    }

    /** A value of the wrong kind, an unknown field, a value a deserializer refuses: the place, then why. */
    private static RequestRefused refusal(JsonMappingException e) {
        if (e instanceof ValueInstantiationException && e.getCause() instanceof RequestRefused r) {
            return r;
        }
        String place = place(e.getPath());
        String why;
        if (e instanceof Refused) {
            why = e.getOriginalMessage();
        } else if (e instanceof UnrecognizedPropertyException u) {
            why = "no such field (known: " + String.join(", ", known(u.getKnownPropertyIds())) + ")";
        } else if (e instanceof InvalidNullException n) {
            why = expected(n.getTargetType()) + " was expected, not null";
        } else if (e instanceof MismatchedInputException m) {
            why = expected(m.getTargetType()) + " was expected, not " + found(m.getProcessor());
        } else {
            why = "this value cannot be read";
        }
        return RequestRefused.badRequest((place.isEmpty() ? "the body" : place) + ": " + why);
    }

    /** The place as the explorer's messages write it: {@code knobs.ko}, {@code turns[3]}. */
    static String place(List<JsonMappingException.Reference> path) {
        StringBuilder s = new StringBuilder();
        for (JsonMappingException.Reference r : path) {
            if (r.getFieldName() != null) {
                s.append(s.length() == 0 ? "" : ".").append(ExploreServer.printable(r.getFieldName()));
            } else if (r.getIndex() >= 0) {
                s.append('[').append(r.getIndex()).append(']');
            }
        }
        return s.toString();
    }

    private static Collection<String> known(Collection<Object> ids) {
        TreeSet<String> names = new TreeSet<>();
        ids.forEach(id -> names.add(String.valueOf(id)));
        return names;
    }

    /** What a field of this type takes, in words. */
    private static String expected(Class<?> type) {
        if (type == null) {
            return "another kind of value";
        }
        if (type == String.class) {
            return "a string";
        }
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class) {
            return "a whole number";
        }
        if (type == Double.class || type == double.class || type == Float.class || type == float.class) {
            return "a number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "a list";
        }
        return "a JSON object";
    }

    /** What the request gave at the place of the fault. */
    private static String found(Object processor) {
        if (!(processor instanceof JsonParser p) || p.currentToken() == null) {
            return "this";
        }
        return shown(p);
    }

    /** A value as the request wrote it, or its kind for a list or an object. */
    static String shown(JsonParser p) {
        JsonToken t = p.currentToken();
        try {
            return switch (t) {
                case START_OBJECT, END_OBJECT, FIELD_NAME -> "an object";
                case START_ARRAY, END_ARRAY -> "a list";
                case VALUE_NULL -> "null";
                case VALUE_STRING -> "'" + ExploreServer.printable(p.getText()) + "'";
                default -> ExploreServer.printable(p.getText());
            };
        } catch (IOException e) {
            return "this";
        }
    }

    /** A deserializer of one string value, its refusals in words. */
    private abstract static class FromText<T> extends JsonDeserializer<T> {
        private final String expected;
        private final Function<String, T> read;

        FromText(String expected, Function<String, T> read) {
            this.expected = expected;
            this.read = read;
        }

        @Override
        public T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (p.currentToken() != JsonToken.VALUE_STRING) {
                throw new Refused(p, expected + " was expected, not " + shown(p));
            }
            try {
                return read.apply(p.getText());
            } catch (IllegalArgumentException e) {
                throw new Refused(p, ExploreServer.printable(e.getMessage()));
            }
        }
    }

    /** {@code size}: {@code "9x9"}, {@code "9"} or {@code 9}. */
    private static final class GridDeserializer extends JsonDeserializer<Grid> {
        @Override
        public Grid deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            try {
                if (p.currentToken() == JsonToken.VALUE_NUMBER_INT && p.getNumberType() == JsonParser.NumberType.INT) {
                    return new Grid(p.getIntValue(), p.getIntValue());
                }
                if (p.currentToken() == JsonToken.VALUE_STRING) {
                    return Grid.parse(p.getText());
                }
            } catch (IllegalArgumentException e) {
                throw new Refused(p, ExploreServer.printable(e.getMessage()));
            }
            throw new Refused(p, "'WxH', 'N' or a number N was expected (1 to " + Grid.MAX_SIDE + "), not " + shown(p));
        }
    }

    /** {@code start}: the rows from the top, a list of strings of X, O and . (or one string, rows split by /). */
    private static final class StartDeserializer extends JsonDeserializer<Colouring> {
        @Override
        public Colouring deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            StringBuilder rows = new StringBuilder();
            if (p.currentToken() == JsonToken.VALUE_STRING) {
                rows.append(p.getText());
            } else if (p.currentToken() == JsonToken.START_ARRAY) {
                int n = 0;
                for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken(), n++) {
                    if (n == Grid.MAX_SIDE) {
                        throw new Refused(p, "at most " + Grid.MAX_SIDE + " rows were expected");
                    }
                    if (t != JsonToken.VALUE_STRING) {
                        Refused r = new Refused(p, "a row of X, O and . was expected, not " + shown(p));
                        r.prependPath(rows, n);
                        throw r;
                    }
                    rows.append(n > 0 ? "/" : "").append(p.getText());
                }
            } else {
                throw new Refused(p, "rows from the top (a list of strings of X, O and .) were expected, not " + shown(p));
            }
            try {
                return Colouring.parse(rows.toString());
            } catch (IllegalArgumentException e) {
                throw new Refused(p, ExploreServer.printable(e.getMessage()));
            }
        }
    }

    /** {@code toMove}: {@code black} or {@code white}. */
    private static final class PlayerDeserializer extends FromText<Colour> {
        PlayerDeserializer() {
            super("black or white", word -> {
                try {
                    return Colour.ofPlayer(word);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("black or white, not '" + word + "'");
                }
            });
        }
    }

    /** {@code rules}: a preset's name, as the registry reads it. */
    private static final class PresetDeserializer extends FromText<Ruleset> {
        PresetDeserializer() {
            super("a ruleset's name (" + Rulesets.presetNames() + ")", Rulesets::preset);
        }
    }

    /**
     * The preset changed by the knobs given, each under its command-line name ({@code "ko": "situational"}),
     * in the registry's order, as on the command line.
     */
    static Ruleset ruleset(Ruleset preset, Map<String, String> knobs) {
        Ruleset r = preset == null ? Ruleset.TROMP_TAYLOR : preset;
        if (knobs == null || knobs.isEmpty()) {
            return r;
        }
        TreeSet<String> fields = new TreeSet<>();
        Rulesets.KNOBS.forEach(k -> fields.add(k.field()));
        for (String given : knobs.keySet()) {
            if (!fields.contains(given)) {
                throw RequestRefused.badRequest("knobs." + ExploreServer.printable(given) + ": no such field (known: "
                        + String.join(", ", fields) + ")");
            }
        }
        for (var knob : Rulesets.KNOBS) {
            String word = knobs.get(knob.field());
            if (word != null) {
                try {
                    r = knob.apply(r, word);
                } catch (IllegalArgumentException e) {
                    throw RequestRefused.badRequest("knobs." + knob.field() + ": "
                            + ExploreServer.printable(e.getMessage().substring(knob.name().length()).strip()));
                }
            }
        }
        return Rulesets.named(r);
    }
}
