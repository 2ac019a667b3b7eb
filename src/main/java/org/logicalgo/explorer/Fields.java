package org.logicalgo.explorer;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The fields of a JSON request, each read with one line naming it when it is wrong: an unknown
 * field, a value of the wrong kind or out of range. Absent and {@code null} are the same: the
 * default.
 */
final class Fields {

    private static final ObjectMapper READER = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    private final JsonNode node;
    private final String prefix;

    private Fields(JsonNode node, String prefix) {
        this.node = node;
        this.prefix = prefix;
    }

    /** The body as a JSON object holding no field but those known. */
    static Fields of(byte[] body, Set<String> known) {
        JsonNode root;
        try {
            root = READER.readTree(body);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
            throw RequestRefused.badRequest("malformed JSON" + where + ": " + firstLine(e.getOriginalMessage()));
        } catch (IOException e) {
            throw RequestRefused.badRequest("the body cannot be read as JSON: " + firstLine(e.getMessage()));
        }
        if (root == null || root.isMissingNode()) {
            throw RequestRefused.badRequest("the body is empty: a JSON object was expected");
        }
        return object(root, "", known, "the body");
    }

    /** A field that is itself an object with known fields. */
    Optional<Fields> object(String name, Set<String> known) {
        return value(name).map(v -> object(v, prefix + name + ".", known, prefix + name));
    }

    private static Fields object(JsonNode node, String prefix, Set<String> known, String what) {
        if (!node.isObject()) {
            throw RequestRefused.badRequest(what + ": a JSON object was expected, not " + kind(node));
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!known.contains(name)) {
                throw RequestRefused.badRequest(prefix + ExploreServer.printable(name) + ": no such field (known: "
                        + String.join(", ", new TreeSet<>(known)) + ")");
            }
        }
        return new Fields(node, prefix);
    }

    /** The names of the fields given (not null), in the body's order. */
    List<String> names() {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(n -> {
            if (!node.get(n).isNull()) {
                names.add(n);
            }
        });
        return names;
    }

    Optional<String> text(String name) {
        return value(name).map(v -> {
            if (!v.isTextual()) {
                throw bad(name, "a string was expected, not " + kind(v));
            }
            return v.asText();
        });
    }

    Optional<Integer> integer(String name, int min, int max) {
        return value(name).map(v -> {
            if (!v.isIntegralNumber() || !v.canConvertToInt() || v.asInt() < min || v.asInt() > max) {
                throw bad(name, "a whole number from " + min + " to " + max + " was expected, not " + shown(v));
            }
            return v.asInt();
        });
    }

    Optional<Double> number(String name) {
        return value(name).map(v -> {
            if (!v.isNumber()) {
                throw bad(name, "a number was expected, not " + shown(v));
            }
            return v.asDouble();
        });
    }

    Optional<Boolean> bool(String name) {
        return value(name).map(v -> {
            if (!v.isBoolean()) {
                throw bad(name, "true or false was expected, not " + shown(v));
            }
            return v.asBoolean();
        });
    }

    /** A list of strings, at most {@code max} of them. */
    Optional<List<String>> texts(String name, int max) {
        return value(name).map(v -> {
            if (!v.isArray()) {
                throw bad(name, "a list of strings was expected, not " + kind(v));
            }
            if (v.size() > max) {
                throw bad(name, "at most " + max + " are taken, not " + v.size());
            }
            List<String> all = new ArrayList<>(v.size());
            for (int i = 0; i < v.size(); i++) {
                if (!v.get(i).isTextual()) {
                    throw bad(name + "[" + i + "]", "a string was expected, not " + kind(v.get(i)));
                }
                all.add(v.get(i).asText());
            }
            return all;
        });
    }

    /** The raw value, for a field that takes more than one kind (a size as "9x9" or 9). */
    Optional<JsonNode> value(String name) {
        JsonNode v = node.get(name);
        return v == null || v.isNull() ? Optional.empty() : Optional.of(v);
    }

    /** A refusal naming the field. */
    RequestRefused bad(String name, String why) {
        return RequestRefused.badRequest(prefix + name + ": " + why);
    }

    private static String kind(JsonNode v) {
        return v.isObject() ? "an object" : v.isArray() ? "a list" : v.isTextual() ? "a string" : v.isNumber() ? "a number"
                : v.isBoolean() ? "a boolean" : v.getNodeType().toString().toLowerCase(java.util.Locale.ROOT);
    }

    private static String shown(JsonNode v) {
        return v.isValueNode() ? ExploreServer.printable(v.toString()) : kind(v);
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "(no detail)";
        }
        return ExploreServer.printable(message.lines().findFirst().orElse("").strip());
    }
}
