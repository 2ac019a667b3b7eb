package org.logicalgo.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import org.logicalgo.rulesets.Rulesets;

/**
 * A ruleset is named in one place: the registry ({@code rulesets/}). Anywhere else in the main code a
 * string literal that is a whole ruleset name ({@code "tromp-taylor"}, {@code "french+ko=positional"})
 * is a lookup by name waiting to disagree with the registry; the code carries the value, and asks
 * {@code Rulesets.name} or {@code Rulesets.read} at its edge. Prose that mentions a name in a sentence
 * (a help text's example) is not a lookup and is left alone.
 */
class RulesetNamesTest {

    private static final Path MAIN = Path.of("src/main/java/org/logicalgo");
    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");

    /** A whole ruleset name: a preset's, alone or with settings after it. */
    private static boolean isAName(String literal) {
        return Rulesets.presetWords().stream().anyMatch(p -> literal.equals(p) || literal.startsWith(p + "+"));
    }

    @Test
    void noLiteralOutsideTheRegistryIsARulesetsName() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java") && !p.startsWith(MAIN.resolve("rulesets"))).toList()) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher m = LITERAL.matcher(lines.get(i));
                    while (m.find()) {
                        if (isAName(m.group(1))) {
                            found.add(MAIN.relativize(f) + ":" + (i + 1) + ": " + m.group());
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), found, "ruleset names outside the registry");
    }

    @Test
    void theScanSeesANameWhereThereIsOne() {
        // The check above must be able to fail: the registry's own file holds the presets' names.
        assertTrue(isAName("tromp-taylor") && isAName("french+ko=positional") && !isAName("tromp-taylor.md") && !isAName("fr"));
        Matcher m = LITERAL.matcher("String d = Rulesets.DEFAULT; String s = \"new-zealand\";");
        assertTrue(m.find() && isAName(m.group(1)));
    }
}
