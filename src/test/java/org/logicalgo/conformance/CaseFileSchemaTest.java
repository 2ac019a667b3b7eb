package org.logicalgo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import org.junit.jupiter.api.Test;

/** The JSON Schema accepts every case file, ids are unique across the suite, and the schema is not a rubber stamp. */
class CaseFileSchemaTest {

    static final ObjectMapper JSON = new ObjectMapper();
    static final Path CASES = Suite.defaultDirectory();
    static final Path SCHEMA = CASES.getParent().resolve("schema/case-file.schema.json");

    static JsonSchema schema() throws IOException {
        return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(JSON.readTree(SCHEMA.toFile()));
    }

    static List<Path> caseFiles() throws IOException {
        try (Stream<Path> s = Files.list(CASES)) {
            return s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
    }

    @Test
    void everyCaseFileIsValidUnderTheSchema() throws IOException {
        JsonSchema schema = schema();
        List<String> faults = new ArrayList<>();
        List<Path> files = caseFiles();
        assertTrue(!files.isEmpty(), "no case files in " + CASES);
        for (Path f : files) {
            for (ValidationMessage m : schema.validate(JSON.readTree(f.toFile()))) {
                faults.add(f.getFileName() + ": " + m.getMessage());
            }
        }
        assertTrue(faults.isEmpty(), String.join("\n", faults));
    }

    @Test
    void caseIdsAreUniqueAcrossFiles() throws IOException {
        Set<String> seen = new HashSet<>();
        List<String> twice = new ArrayList<>();
        for (Path f : caseFiles()) {
            for (JsonNode c : JSON.readTree(f.toFile()).get("cases")) {
                if (!seen.add(c.get("id").asText())) {
                    twice.add(f.getFileName() + ": " + c.get("id").asText());
                }
            }
        }
        assertTrue(twice.isEmpty(), "ids used twice: " + twice);
    }

    /** The loader reads needs the schema accepted: the two lists are the same (as the clause ids are, in TraceabilityTest). */
    @Test
    void theSchemaAcceptsExactlyTheNeeds() throws IOException {
        Set<String> inSchema = new HashSet<>();
        JSON.readTree(SCHEMA.toFile()).path("$defs").path("case").path("properties").path("needs").path("items").path("enum")
                .forEach(n -> inSchema.add(n.asText()));
        Set<String> needs = new HashSet<>();
        for (Need n : Need.values()) {
            needs.add(n.id());
        }
        assertEquals(needs, inSchema);
    }

    @Test
    void theSchemaRefusesAFaultyCase() throws IOException {
        JsonNode bad = JSON.readTree("""
                {"format": 1, "group": "g", "cases": [{"id": "Bad Id", "clauses": ["TT-11"], "title": "t",
                 "width": 26, "height": 5, "turns": ["B I3"], "needs": [], "expect": {"tromp-taylor": {"result": "B+3.0"}}}]}
                """);
        Set<String> where = new HashSet<>();
        for (ValidationMessage m : schema().validate(bad)) {
            where.add(m.getInstanceLocation().toString());
        }
        assertEquals(Set.of("$.cases[0].id", "$.cases[0].clauses[0]", "$.cases[0].width", "$.cases[0].turns[0]",
                "$.cases[0].expect.tromp-taylor.result"), where);
    }
}
