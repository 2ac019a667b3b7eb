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

import org.logicalgo.rules.BadValue;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Language;
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
                    .addDeserializer(Rulesets.Reading.class, new RulesetDeserializer()))
            .build();

    /**
     * The body bound to {@code type}, a record of the request's fields.
     *
     * @throws RequestRefused one line naming the place of the first fault
     */
    static <T> T read(byte[] body, Class<T> type) {
        if (new String(body, StandardCharsets.UTF_8).isBlank()) {
            throw RequestRefused.badRequest("the body is empty: a JSON object was expected", "le corps est vide : on attendait un objet JSON");
        }
        T value;
        // The parser stays open while a fault is read: what it holds then is what the request gave there.
        try (JsonParser parser = MAPPER.createParser(body)) {
            value = read(parser, body, type);
        } catch (IOException e) {
            throw RequestRefused.badRequest("the body cannot be read as JSON", "le corps ne se lit pas comme du JSON");
        }
        if (value == null) {
            throw RequestRefused.badRequest("the body: a JSON object was expected, not null", "le corps : on attendait un objet JSON, pas null");
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

    /** A value the deserializers below refuse, in the user's words in each language; Jackson adds the place. */
    static final class Refused extends JsonMappingException {
        private final String french;

        Refused(JsonParser p, String english, String french) {
            super(p, english);
            this.french = french;
        }

        /** What the layer below that refused the value (rules) says, in French where it says it in French too. */
        Refused(JsonParser p, IllegalArgumentException below) {
            this(p, ExploreServer.printable(below.getMessage()), ExploreServer.printable(BadValue.said(below, Language.FRENCH)));
        }
    }

    /**
     * The code in the top-level {@code lang} field of a body, as far as the body can be read up to
     * it, for the language of its refusal; empty when there is none to read.
     */
    static String langCode(byte[] body) {
        try (JsonParser p = MAPPER.createParser(body)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return "";
            }
            for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
                String name = p.currentName();
                if (p.nextToken() == JsonToken.VALUE_STRING && name.equals("lang")) {
                    return p.getText();
                }
                p.skipChildren();
            }
        } catch (IOException e) {
            // the body cannot be read as far as its language
        }
        return "";
    }

    /** The JSON itself is wrong: where, and what, in words. */
    private static RequestRefused malformed(JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        boolean placed = at != null && at.getLineNr() >= 1;
        String where = placed ? " at line " + at.getLineNr() + ", column " + at.getColumnNr() : "";
        String whereFr = placed ? " à la ligne " + at.getLineNr() + ", colonne " + at.getColumnNr() : "";
        String what;
        String whatFr;
        if (e instanceof StreamConstraintsException) {
            what = "nested too deeply";
            whatFr = "trop d'imbrications";
        } else if (e instanceof JsonEOFException) {
            what = "the body ends before the JSON does";
            whatFr = "le corps finit avant le JSON";
        } else if (String.valueOf(e.getOriginalMessage()).startsWith("Duplicate field")) {
            what = "a field is given twice";
            whatFr = "un champ est donné deux fois";
        } else {
            what = "this is not JSON";
            whatFr = "ce n'est pas du JSON";
        }
        return RequestRefused.badRequest("malformed JSON" + where + ": " + what, "JSON mal formé" + whereFr + " : " + whatFr);
    }

    /** A value of the wrong kind, an unknown field, a value a deserializer refuses: the place, then why. */
    private static RequestRefused refusal(JsonMappingException e) {
        if (e instanceof ValueInstantiationException && e.getCause() instanceof RequestRefused r) {
            return r;
        }
        String place = place(e.getPath());
        String why;
        String whyFr;
        if (e instanceof Refused r) {
            why = r.getOriginalMessage();
            whyFr = r.french;
        } else if (e instanceof UnrecognizedPropertyException u) {
            String known = String.join(", ", known(u.getKnownPropertyIds()));
            why = "no such field (known: " + known + ")";
            whyFr = "champ inconnu (connus : " + known + ")";
        } else if (e instanceof InvalidNullException n) {
            why = expected(n.getTargetType(), Language.ENGLISH) + " was expected, not null";
            whyFr = "on attendait " + expected(n.getTargetType(), Language.FRENCH) + ", pas null";
        } else if (e instanceof MismatchedInputException m) {
            why = expected(m.getTargetType(), Language.ENGLISH) + " was expected, not " + found(m.getProcessor(), Language.ENGLISH);
            whyFr = "on attendait " + expected(m.getTargetType(), Language.FRENCH) + ", pas " + found(m.getProcessor(), Language.FRENCH);
        } else {
            why = "this value cannot be read";
            whyFr = "cette valeur ne se lit pas";
        }
        return RequestRefused.badRequest((place.isEmpty() ? "the body" : place) + ": " + why,
                (place.isEmpty() ? "le corps" : place) + " : " + whyFr);
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

    /** What a field of this type takes, in words, in a language. */
    private static String expected(Class<?> type, Language lang) {
        if (type == null) {
            return lang.pick("another kind of value", "une autre sorte de valeur");
        }
        if (type == String.class) {
            return lang.pick("a string", "une chaîne");
        }
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class) {
            return lang.pick("a whole number", "un nombre entier");
        }
        if (type == Double.class || type == double.class || type == Float.class || type == float.class) {
            return lang.pick("a number", "un nombre");
        }
        if (type == Boolean.class || type == boolean.class) {
            return lang.pick("true or false", "true ou false");
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return lang.pick("a list", "une liste");
        }
        return lang.pick("a JSON object", "un objet JSON");
    }

    /** What the request gave at the place of the fault, in a language. */
    private static String found(Object processor, Language lang) {
        if (!(processor instanceof JsonParser p) || p.currentToken() == null) {
            return lang.pick("this", "ceci");
        }
        return shown(p, lang);
    }

    /** A value as the request wrote it, or its kind for a list or an object, in a language. */
    static String shown(JsonParser p, Language lang) {
        JsonToken t = p.currentToken();
        try {
            return switch (t) {
                case START_OBJECT, END_OBJECT, FIELD_NAME -> lang.pick("an object", "un objet");
                case START_ARRAY, END_ARRAY -> lang.pick("a list", "une liste");
                case VALUE_NULL -> "null";
                case VALUE_STRING -> "'" + ExploreServer.printable(p.getText()) + "'";
                default -> ExploreServer.printable(p.getText());
            };
        } catch (IOException e) {
            return lang.pick("this", "ceci");
        }
    }

    /** What a deserializer expected and the value given instead, in each language. */
    private static Refused expected(JsonParser p, String english, String french) {
        return new Refused(p, english + " was expected, not " + shown(p, Language.ENGLISH),
                "on attendait " + french + ", pas " + shown(p, Language.FRENCH));
    }

    /** A deserializer of one string value, its refusals in words. */
    private abstract static class FromText<T> extends JsonDeserializer<T> {
        private final String expected;
        private final String expectedFr;
        private final Function<String, T> read;

        FromText(String expected, String expectedFr, Function<String, T> read) {
            this.expected = expected;
            this.expectedFr = expectedFr;
            this.read = read;
        }

        @Override
        public T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (p.currentToken() != JsonToken.VALUE_STRING) {
                throw expected(p, expected, expectedFr);
            }
            try {
                return read.apply(p.getText());
            } catch (IllegalArgumentException e) {
                throw unread(p, p.getText(), e);
            }
        }

        /** A word refused by {@code read}: the reader's sentence (from below the explorer, in English). */
        Refused unread(JsonParser p, String word, IllegalArgumentException e) {
            return new Refused(p, e);
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
                throw new Refused(p, e);
            }
            throw new Refused(p, "'WxH', 'N' or a number N was expected (1 to " + Grid.MAX_SIDE + "), not " + shown(p, Language.ENGLISH),
                    "on attendait 'WxH', 'N' ou un nombre N (de 1 à " + Grid.MAX_SIDE + "), pas " + shown(p, Language.FRENCH));
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
                        throw new Refused(p, "at most " + Grid.MAX_SIDE + " rows were expected",
                                "on attendait au plus " + Grid.MAX_SIDE + " lignes");
                    }
                    if (t != JsonToken.VALUE_STRING) {
                        Refused r = expected(p, "a row of X, O and .", "une ligne de X, O et .");
                        r.prependPath(rows, n);
                        throw r;
                    }
                    rows.append(n > 0 ? "/" : "").append(p.getText());
                }
            } else {
                throw new Refused(p, "rows from the top (a list of strings of X, O and .) were expected, not " + shown(p, Language.ENGLISH),
                        "on attendait les lignes depuis le haut (une liste de chaînes de X, O et .), pas " + shown(p, Language.FRENCH));
            }
            try {
                return Colouring.parse(rows.toString());
            } catch (IllegalArgumentException e) {
                throw new Refused(p, e);
            }
        }
    }

    /** {@code toMove}: {@code black} or {@code white}. */
    private static final class PlayerDeserializer extends FromText<Colour> {
        PlayerDeserializer() {
            super("black or white", "black ou white", Colour::ofPlayer);
        }

        @Override
        Refused unread(JsonParser p, String word, IllegalArgumentException e) {
            return new Refused(p, "black or white, not '" + ExploreServer.printable(word) + "'",
                    "black ou white, pas '" + ExploreServer.printable(word) + "'");
        }
    }

    /** {@code rules}: a ruleset's name, as the registry reads it for every command ({@code tromp-taylor+ko=situational}, {@code Chinese}). */
    private static final class RulesetDeserializer extends FromText<Rulesets.Reading> {
        RulesetDeserializer() {
            super("a ruleset's name (" + Rulesets.presetNames() + ")", "le nom d'une règle (" + Rulesets.presetNames() + ")", Rulesets::read);
        }
    }

    /**
     * The ruleset named (tromp-taylor when none is), changed by the knobs given, each under its
     * command-line name ({@code "ko": "situational"}), as on the command line.
     */
    static Rulesets.Reading ruleset(Rulesets.Reading named, Map<String, String> knobs) {
        Rulesets.Reading reading = named == null ? Rulesets.Reading.exactly(Ruleset.TROMP_TAYLOR) : named;
        if (knobs == null || knobs.isEmpty()) {
            return reading;
        }
        Ruleset r = reading.ruleset();
        TreeSet<String> fields = new TreeSet<>();
        Rulesets.KNOBS.forEach(k -> fields.add(k.field()));
        for (String given : knobs.keySet()) {
            if (!fields.contains(given)) {
                throw RequestRefused.badRequest("knobs." + ExploreServer.printable(given) + ": no such field (known: "
                        + String.join(", ", fields) + ")", "knobs." + ExploreServer.printable(given) + " : champ inconnu (connus : "
                        + String.join(", ", fields) + ")");
            }
        }
        for (Map.Entry<String, String> given : knobs.entrySet()) {
            if (given.getValue() == null) {
                continue; // null is the preset's own setting, as an absent knob is
            }
            var knob = Rulesets.knob(given.getKey());
            try {
                r = knob.apply(r, given.getValue());
            } catch (BadValue e) {
                throw RequestRefused.badRequest("knobs." + knob.field() + ": " + ExploreServer.printable(e.getMessage().substring(knob.name().length()).strip()),
                        "knobs." + knob.field() + " : " + ExploreServer.printable(e.phrase().substring(knob.name().length()).strip()));
            }
        }
        return new Rulesets.Reading(r, reading.exact(), reading.note());
    }
}
