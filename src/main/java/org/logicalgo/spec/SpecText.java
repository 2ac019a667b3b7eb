package org.logicalgo.spec;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.logicalgo.rules.Language;

/**
 * The clauses of the rules texts in {@code spec/}, as the reader sees them: a heading that starts
 * with the clause's id ({@code ### TT-7 A move}), then its paragraphs up to the next heading. The
 * one reader of those headings: the explorer and {@code explain --html} quote the text, the
 * traceability test checks the ids.
 */
public final class SpecText {

    /** A heading that defines a clause: its id, then its title. */
    public static final Pattern HEADING = Pattern.compile("^#{2,6}\\s+((?:TT|FR|NZ)-[A-Z]*[0-9]+)\\b\\s*(.*)$");

    /** The rules texts, in the order of {@link org.logicalgo.rules.Clause#IDS}. */
    public static final List<String> FILES = List.of("tromp-taylor.md", "regle-francaise.md", "regles-neo-zelandaises.md");

    /** The French translation of the logical rules' text, same ids; the English is authoritative. */
    public static final String FRENCH_FILE = "tromp-taylor.fr.md";

    /**
     * One clause.
     *
     * @param file  the spec file it is defined in, e.g. {@code tromp-taylor.md}
     * @param text  its paragraphs, each joined into one line, separated by a blank line
     */
    public record Entry(String id, String title, String text, String file) {
    }

    private static final class Loaded {
        static final Map<String, Entry> CLAUSES = load(FILES);
        static final Map<String, Entry> FRENCH = load(List.of(FRENCH_FILE));
    }

    private SpecText() {
    }

    /** How the line that links a clause to its code, scenarios and cases begins, under the clause's heading. */
    public static final String LINKS = "→ ";

    /** Every clause of a spec file's text, in its order. */
    public static List<Entry> parse(String markdown, String file) {
        List<Entry> found = new ArrayList<>();
        String id = null;
        String title = null;
        List<String> paragraphs = new ArrayList<>();
        StringBuilder paragraph = new StringBuilder();
        for (String line : markdown.split("\\R", -1)) {
            Matcher m = HEADING.matcher(line);
            boolean heading = line.startsWith("#");
            if (line.startsWith(LINKS)) {
                // The line under a clause's heading that links its code, scenarios and cases: not the clause's text.
                continue;
            }
            if (heading || line.isBlank()) {
                if (paragraph.length() > 0) {
                    paragraphs.add(paragraph.toString());
                    paragraph.setLength(0);
                }
            } else if (id != null) {
                paragraph.append(paragraph.length() > 0 ? " " : "").append(line.strip());
            }
            if (heading) {
                if (id != null) {
                    found.add(new Entry(id, title, String.join("\n\n", paragraphs), file));
                }
                paragraphs.clear();
                id = m.matches() ? m.group(1) : null;
                title = m.matches() ? m.group(2).strip() : null;
            }
        }
        if (paragraph.length() > 0) {
            paragraphs.add(paragraph.toString());
        }
        if (id != null) {
            found.add(new Entry(id, title, String.join("\n\n", paragraphs), file));
        }
        return found;
    }

    /** Every clause of the three rules texts packaged in the jar ({@code spec/*.md}), by id, in the spec's order. */
    public static Map<String, Entry> clauses() {
        return Loaded.CLAUSES;
    }

    /** One clause, or empty when no spec text defines that id. */
    public static Optional<Entry> clause(String id) {
        return Optional.ofNullable(Loaded.CLAUSES.get(id));
    }

    /** The text of a clause; a clause the spec does not define has none. */
    public static String text(String id) {
        return clause(id).map(Entry::text).orElse("");
    }

    /** A clause in a language: in French, the logical rules' from {@link #FRENCH_FILE}; the other texts are in English only. */
    public static Optional<Entry> clause(String id, Language lang) {
        Entry translated = switch (lang) {
            case ENGLISH -> null;
            case FRENCH -> Loaded.FRENCH.get(id);
        };
        return translated != null ? Optional.of(translated) : clause(id);
    }

    public static String text(String id, Language lang) {
        return clause(id, lang).map(Entry::text).orElse("");
    }

    /** A file of {@code spec/} from the classpath, where the build puts it. */
    public static String resource(String file) {
        try (InputStream in = SpecText.class.getClassLoader().getResourceAsStream("spec/" + file)) {
            if (in == null) {
                throw new IllegalStateException("spec/" + file + " is not on the classpath (the build packages spec/ into the jar)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, Entry> load(List<String> files) {
        Map<String, Entry> all = new LinkedHashMap<>();
        for (String file : files) {
            for (Entry e : parse(resource(file), file)) {
                all.put(e.id(), e);
            }
        }
        return java.util.Collections.unmodifiableMap(all);
    }
}
