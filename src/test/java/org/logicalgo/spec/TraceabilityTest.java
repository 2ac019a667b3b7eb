package org.logicalgo.spec;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

import org.junit.jupiter.api.Test;

import org.logicalgo.rules.Decides;

/**
 * Every clause defined in {@code spec/} (a heading that starts with its id) is decided in one place
 * of the code ({@link Decides}), which its heading links with a scenario tagged with it and the cases
 * that cite it; every tag that looks like a clause id names one.
 */
class TraceabilityTest {

    private static final Pattern TAG = Pattern.compile("@((?:TT|FR|NZ)-[A-Za-z0-9-]+)");

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
    void theCaseSchemaNamesRulesetsWithTheRegistrysKnobsAndWords() throws Exception {
        // The schema cannot ask the registry, so it states the names again: it must say what the registry writes.
        com.fasterxml.jackson.databind.JsonNode schema = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(Path.of("conformance/schema/case-file.schema.json").toFile());
        String pattern = org.logicalgo.rulesets.Rulesets.namePattern();
        List<String> inSchema = new ArrayList<>();
        schema.findValues("propertyNames").forEach(n -> inSchema.add(n.path("pattern").asText()));
        assertEquals(List.of(pattern), inSchema, "the schema's ruleset names against the registry's");
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

    /** Where each clause is decided: every {@link Decides} of the main classes, by id, as {@code Type.member}. */
    static Map<String, List<Place>> decided() {
        return Decided.WHERE;
    }

    private static final class Decided {
        static final Map<String, List<Place>> WHERE = find();
    }

    private static Map<String, List<Place>> find() {
        Map<String, List<Place>> where = new TreeMap<>();
        // The layers that may decide a clause: the nouns and the reference.
        JavaClasses main = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.logicalgo.rules", "org.logicalgo.reference");
        for (JavaClass c : main) {
            Class<?> type = c.reflect();
            List<Map.Entry<AnnotatedElement, String>> members = new ArrayList<>();
            members.add(Map.entry(type, display(type)));
            for (Method m : type.getDeclaredMethods()) {
                members.add(Map.entry(m, display(type) + "." + m.getName()));
            }
            for (Constructor<?> k : type.getDeclaredConstructors()) {
                members.add(Map.entry(k, display(type) + ".new"));
            }
            for (Field f : type.getDeclaredFields()) {
                members.add(Map.entry(f, display(type) + "." + f.getName()));
            }
            for (Map.Entry<AnnotatedElement, String> m : members) {
                Decides d = m.getKey().getAnnotation(Decides.class);
                if (d != null) {
                    boolean concrete = !(m.getKey() instanceof Method method) || !Modifier.isAbstract(method.getModifiers());
                    for (String id : d.value()) {
                        where.computeIfAbsent(id, k -> new ArrayList<>()).add(new Place(m.getValue(), source(type), concrete));
                    }
                }
            }
        }
        return where;
    }

    /** A place that decides a clause: its name as the spec links it, its source file, whether it has a body. */
    record Place(String name, String source, boolean concrete) {
    }

    private static String display(Class<?> type) {
        return type.getEnclosingClass() == null ? type.getSimpleName() : display(type.getEnclosingClass()) + "." + type.getSimpleName();
    }

    private static String source(Class<?> type) {
        Class<?> top = type;
        while (top.getEnclosingClass() != null) {
            top = top.getEnclosingClass();
        }
        return "src/main/java/" + top.getName().replace('.', '/') + ".java";
    }

    private static final Pattern LINKS = Pattern.compile(
            "^→ decided by \\[`([^`]+)`\\]\\(\\.\\./([^)]+)\\)(?: · scenarios: \\[[^]]+\\]\\(\\.\\./([^)]+)\\))?(?: · cases: (.*))?$");
    private static final Pattern LINK = Pattern.compile("\\]\\(\\.\\./([^)]+)\\)");

    @Test
    void everyClauseIsDecidedInOnePlaceWithABody() {
        Map<String, List<Place>> where = decided();
        List<String> faults = new ArrayList<>();
        for (String id : org.logicalgo.rules.Clause.IDS) {
            List<Place> places = where.getOrDefault(id, List.of());
            if (places.size() != 1) {
                faults.add(id + " is decided in " + places.size() + " places " + places);
            } else if (!places.get(0).concrete()) {
                faults.add(id + " is decided by an abstract method " + places.get(0).name());
            }
        }
        where.keySet().stream().filter(id -> !org.logicalgo.rules.Clause.known(id)).forEach(id -> faults.add("@Decides names " + id + ", no clause of spec/"));
        assertTrue(faults.isEmpty(), String.join("\n", faults));
    }

    /**
     * Every clause heading of the three texts is followed by the line that links the place deciding it,
     * a scenario tagged with it and the cases that cite it, and every link resolves: the place is the
     * one {@link Decides} names (deleted code, or code that no longer claims the clause, fails here
     * whatever comment remains), the scenario carries the tag, the case files cite the clause.
     */
    @Test
    void everyClauseHeadingLinksItsCodeItsScenariosAndItsCases() {
        Map<String, List<Place>> where = decided();
        List<String> faults = new ArrayList<>();
        for (String file : SpecText.FILES) {
            List<String> lines = read(Path.of("spec", file)).lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                Matcher heading = SpecText.HEADING.matcher(lines.get(i));
                if (!heading.matches()) {
                    continue;
                }
                String id = heading.group(1);
                Matcher links = LINKS.matcher(i + 1 < lines.size() ? lines.get(i + 1) : "");
                if (!links.matches()) {
                    faults.add(file + ": " + id + " has no line '→ decided by [`Type.member`](../src/...)' under its heading");
                    continue;
                }
                List<Place> places = where.getOrDefault(id, List.of());
                if (places.stream().noneMatch(p -> p.name().equals(links.group(1)) && p.source().equals(links.group(2)))) {
                    faults.add(file + ": " + id + " links " + links.group(1) + " in " + links.group(2) + ", but is decided in " + places);
                }
                if (links.group(3) == null || !read(Path.of(links.group(3))).contains("@" + id)) {
                    faults.add(file + ": " + id + " links no scenario tagged @" + id);
                }
                if (links.group(4) != null) {
                    Matcher c = LINK.matcher(links.group(4));
                    while (c.find()) {
                        if (!read(Path.of(c.group(1))).contains("\"" + id + "\"")) {
                            faults.add(file + ": " + id + " links " + c.group(1) + ", which cites it nowhere");
                        }
                    }
                }
            }
        }
        assertTrue(faults.isEmpty(), String.join("\n", faults));
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
        assertTrue(decided().size() >= org.logicalgo.rules.Clause.IDS.size(), "the places that decide clauses: " + decided().keySet());
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
