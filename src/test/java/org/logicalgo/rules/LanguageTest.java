package org.logicalgo.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The language is a value: read once from a request's code, asked where a sentence is chosen. The
 * source scan keeps the code from travelling as a string again.
 */
class LanguageTest {

    @Test
    void theReaderTakesTheCodesInAnyCaseAndNothingElse() {
        assertEquals(Optional.of(Language.ENGLISH), Language.read("en"));
        assertEquals(Optional.of(Language.FRENCH), Language.read("fr"));
        assertEquals(Optional.of(Language.FRENCH), Language.read("FR"));
        assertEquals(Optional.of(Language.ENGLISH), Language.read("En"));
        // Unknown and absent codes name no language: the caller says what that means (English, or a refusal).
        assertEquals(Optional.empty(), Language.read("de"));
        assertEquals(Optional.empty(), Language.read("fr "));
        assertEquals(Optional.empty(), Language.read("french"));
        assertEquals(Optional.empty(), Language.read(""));
        assertEquals(Optional.empty(), Language.read(null));
    }

    @Test
    void eachLanguageHasItsCodeAndThePageOffersThemAll() {
        assertEquals("en", Language.ENGLISH.code());
        assertEquals("fr", Language.FRENCH.code());
        assertEquals(List.of(Language.ENGLISH, Language.FRENCH), Language.OFFERED);
        for (Language l : Language.OFFERED) {
            assertEquals(Optional.of(l), Language.read(l.code()));
        }
    }

    @Test
    void aSentenceIsPickedByTheLanguage() {
        assertEquals("the score then: ", Language.ENGLISH.pick("the score then: ", "le score alors : "));
        assertEquals("le score alors : ", Language.FRENCH.pick("the score then: ", "le score alors : "));
    }

    /** A language tested as a string, or a parameter that carries it as one. */
    private static final List<Pattern> STRING_LANGUAGE = List.of(
            Pattern.compile("\"(?:en|fr)\"\\s*\\.\\s*equals"),
            Pattern.compile("equals(?:IgnoreCase)?\\(\\s*\"(?:en|fr)\"\\s*\\)"),
            Pattern.compile("case\\s+\"(?:en|fr)\""),
            Pattern.compile("\\bString\\s+lang\\b"));

    @Test
    void noCodeOutsideTheEnumIsTestedAsAString() throws IOException {
        Path main = Path.of("src/main/java");
        Path language = main.resolve("org/logicalgo/rules/Language.java");
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(main)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java") && !f.equals(language)).sorted().toList()) {
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                for (int i = 0; i < lines.size(); i++) {
                    for (Pattern p : STRING_LANGUAGE) {
                        Matcher m = p.matcher(lines.get(i));
                        if (m.find()) {
                            found.add(main.relativize(file) + ":" + (i + 1) + ": " + m.group());
                        }
                    }
                }
            }
        }
        assertTrue(found.isEmpty(), "a language as a string (take a rules.Language, ask it with pick or a switch): " + found);
    }
}
