package org.logicalgo.spec;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.logicalgo.explorer.SpecText;

/**
 * Every clause defined in {@code spec/} (a heading that starts with its id) has a scenario tagged
 * with it and a place in the reference's source; every tag that looks like a clause id names one.
 */
class TraceabilityTest {

    private static final Pattern TAG = Pattern.compile("@((?:TT|FR|NZ)-[A-Za-z0-9-]+)");
    private static final List<Path> REFERENCE_SOURCES = List.of(
            Path.of("src/main/java/org/logicalgo/reference"), Path.of("src/main/java/org/logicalgo/rules"));

    private static Set<String> definedIds() {
        Set<String> ids = new TreeSet<>();
        // The one reader of the spec's headings, the one the explorer and explain --html quote the clauses by.
        for (Path spec : files(Path.of("spec"), ".md")) {
            SpecText.parse(read(spec), spec.getFileName().toString()).forEach(e -> ids.add(e.id()));
        }
        return ids;
    }

    private static Set<String> scenarioTags() {
        Set<String> tags = new TreeSet<>();
        for (Path feature : files(Path.of("features"), ".feature")) {
            for (String line : read(feature).lines().toList()) {
                if (line.strip().startsWith("@")) {
                    Matcher m = TAG.matcher(line);
                    while (m.find()) {
                        tags.add(m.group(1));
                    }
                }
            }
        }
        return tags;
    }

    private static String referenceSource() {
        StringBuilder all = new StringBuilder();
        for (Path dir : REFERENCE_SOURCES) {
            files(dir, ".java").forEach(f -> all.append(read(f)).append('\n'));
        }
        return all.toString();
    }

    @Test
    void theListOfClauseIdsIsTheSpecsAndTheCaseSchemaAcceptsExactlyIt() throws Exception {
        assertEquals(definedIds(), new TreeSet<>(org.logicalgo.rules.Clause.IDS), "rules/Clause.IDS against the headings of spec/");
        com.fasterxml.jackson.databind.JsonNode schema = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(Path.of("conformance/schema/case-file.schema.json").toFile());
        List<String> inSchema = new ArrayList<>();
        schema.path("$defs").path("clause").path("enum").forEach(n -> inSchema.add(n.asText()));
        assertEquals(org.logicalgo.rules.Clause.IDS, inSchema, "the schema's clause enum against rules/Clause.IDS");
    }

    @Test
    void theSpecPackagedInTheJarIsTheSpecItself() {
        // What the explorer quotes (spec/ as resources) is what spec/ says, clause for clause.
        for (String file : SpecText.FILES) {
            assertEquals(SpecText.parse(read(Path.of("spec", file)), file), SpecText.parse(SpecText.resource(file), file), file);
        }
        assertEquals(definedIds(), new TreeSet<>(SpecText.clauses().keySet()));
        assertEquals("A move has three steps, in this order: the player colours one empty point with her own colour; then the"
                + " opponent's colour is cleared; then the player's own colour is cleared.", SpecText.text("TT-7"));
    }

    @Test
    void theSpecDefinesTheTenRules() {
        Set<String> ids = definedIds();
        for (int i = 1; i <= 10; i++) {
            assertTrue(ids.contains("TT-" + i), "spec/tromp-taylor.md defines no TT-" + i);
        }
    }

    @Test
    void everyClauseHasAScenario() {
        Set<String> missing = new TreeSet<>(definedIds());
        missing.removeAll(scenarioTags());
        assertTrue(missing.isEmpty(), "clauses with no scenario tagged with them: " + missing);
    }

    @Test
    void everyClauseHasAPlaceInTheReference() {
        String source = referenceSource();
        List<String> missing = new ArrayList<>();
        for (String id : definedIds()) {
            if (!Pattern.compile("(?<![A-Za-z0-9-])" + Pattern.quote(id) + "(?![0-9])").matcher(source).find()) {
                missing.add(id);
            }
        }
        assertTrue(missing.isEmpty(), "clauses not cited in the reference's source: " + missing);
    }

    @Test
    void everyClauseTagNamesAClause() {
        Set<String> unknown = new TreeSet<>(scenarioTags());
        unknown.removeAll(definedIds());
        assertTrue(unknown.isEmpty(), "scenario tags that name no clause of spec/: " + unknown);
    }

    @Test
    void theCheckSeesTheFiles() {
        assertFalse(scenarioTags().isEmpty(), "no scenario tags found under features/");
        assertFalse(referenceSource().isBlank(), "no reference source found");
    }

    private static List<Path> files(Path dir, String suffix) {
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(p -> p.toString().endsWith(suffix)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
