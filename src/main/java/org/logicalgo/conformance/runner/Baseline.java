package org.logicalgo.conformance.runner;

import org.logicalgo.rulesets.Rulesets;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The cases an engine is known to fail, kept by its author so that a CI run fails only on what is
 * new (the practice of test262's and web-platform-tests' expectation files). A plain text file:
 * a header line, comments, then one {@code case-id ruleset} per failing (or erring) case, followed,
 * once someone has looked into it, by its triage, as web-platform-tests' metadata gives a test its
 * {@code bug: URL}: {@code case-id ruleset bug: LINK} or {@code case-id ruleset note: WORDS}.
 *
 * @param known    each known failure, {@code case-id ruleset}, with its triage
 * @param comments the comment lines below the header, which explain the file and are written again
 *                 with it; not the {@code # engine:} line, which each writing says anew
 */
public record Baseline(Map<String, Triage> known, List<String> comments) {

    static final String HEADER = "# logical-go conformance baseline";
    private static final String ENGINE = "# engine:";

    public Baseline {
        known = Map.copyOf(known);
        comments = List.copyOf(comments);
    }

    /** Known failures none of which is triaged yet, and no comment. */
    public Baseline(Set<String> failing) {
        this(failing.stream().collect(Collectors.toMap(Function.identity(), k -> Triage.UNTRIAGED)), List.of());
    }

    /**
     * What a baseline says of one known failure.
     *
     * @param kind what the text is
     * @param text the link ({@link Kind#BUG}), the words ({@link Kind#NOTE}), or empty (untriaged)
     */
    public record Triage(Kind kind, String text) {

        /** The word a line gives after its {@code case-id ruleset}, and what follows it. */
        public enum Kind {
            /** Nobody has said yet why the case fails: a to-do, not a regression. */
            UNTRIAGED(""),
            /** Where the deviation is reported: an http(s) URL, or a path of this repository with an optional {@code #anchor}. */
            BUG("bug:"),
            /** A documented choice of the engine's, in words. */
            NOTE("note:");

            private final String word;

            Kind(String word) {
                this.word = word;
            }

            public String word() {
                return word;
            }
        }

        public static final Triage UNTRIAGED = new Triage(Kind.UNTRIAGED, "");

        public Triage {
            if (kind == Kind.UNTRIAGED != text.isEmpty() || text.strip().length() != text.length() || text.matches("(?s).*[\\n\\r].*")) {
                throw new IllegalArgumentException("not a triage a baseline's line can hold: " + kind + " '" + text + "'");
            }
        }

        public boolean untriaged() {
            return kind == Kind.UNTRIAGED;
        }

        /** A link a browser follows as it stands; any other {@code bug:} is a path of this repository, for the reader to resolve. */
        public boolean url() {
            return kind == Kind.BUG && text.matches("(?i)https?://\\S+");
        }

        /** The triage as a line writes it after the case and ruleset, space included; empty when untriaged. */
        String written() {
            return untriaged() ? "" : " " + kind.word() + " " + text;
        }

        /**
         * The triage of what a line gives after its case and ruleset ({@link #written} read back).
         *
         * @throws IllegalArgumentException in one line: neither {@code bug: LINK} nor {@code note: WORDS}
         */
        static Triage read(String after) {
            String rest = after.strip();
            if (rest.startsWith(Kind.BUG.word())) {
                String link = rest.substring(Kind.BUG.word().length()).strip();
                if (link.isEmpty()) {
                    throw new IllegalArgumentException("'bug:' names no link (an http(s) URL or a path of this repository)");
                }
                if (link.matches(".*\\s.*")) {
                    throw new IllegalArgumentException("'bug:' takes one link, not words (words go after 'note:'): " + shown(link));
                }
                // A scheme is a word and a colon before any '/' or '#': a path of this repository has none.
                if (link.matches("[A-Za-z][A-Za-z0-9+.-]*:.*") && !link.matches("(?i)https?://\\S+")) {
                    throw new IllegalArgumentException("'bug:' takes an http(s) URL or a path of this repository, not " + shown(link));
                }
                return new Triage(Kind.BUG, link);
            }
            if (rest.startsWith(Kind.NOTE.word())) {
                String words = rest.substring(Kind.NOTE.word().length()).strip();
                if (words.isEmpty()) {
                    throw new IllegalArgumentException("'note:' has no words");
                }
                return new Triage(Kind.NOTE, words);
            }
            throw new IllegalArgumentException("after 'case-id ruleset' comes 'bug: LINK' or 'note: WORDS', not " + shown(rest));
        }
    }

    /** The cases that fail or err, as a line names them: {@code case-id ruleset}. */
    public Set<String> failing() {
        return known.keySet();
    }

    /** What this baseline says of a case it lists; untriaged for a case it does not list. */
    public Triage triage(String key) {
        return known.getOrDefault(key, Triage.UNTRIAGED);
    }

    public static Baseline of(List<CaseOutcome> outcomes) {
        return new Baseline(outcomes.stream().filter(CaseOutcome::bad).map(Baseline::key).collect(Collectors.toSet()));
    }

    /**
     * The baseline of a new run written over this one: the cases failing now, each with the triage
     * this one gives it (a new failure untriaged), and this one's comments. A case that no longer
     * fails goes, with its triage: whoever wrote it can find it in the file's history.
     */
    public Baseline rewritten(List<CaseOutcome> outcomes) {
        return new Baseline(of(outcomes).failing().stream().collect(Collectors.toMap(Function.identity(), this::triage)), comments);
    }

    static String key(CaseOutcome o) {
        return o.caseId() + " " + Rulesets.name(o.ruleset());
    }

    /** The file: the header, the comments, the engine, then the cases in order; {@link #read} gives this baseline back. */
    public String text(String engine) {
        StringBuilder b = new StringBuilder(HEADER).append(": the cases this engine fails or errs, one 'case ruleset' a line,"
                + " then 'bug: LINK' or 'note: WORDS' once triaged\n");
        comments.forEach(c -> b.append(c).append('\n'));
        b.append(ENGINE).append(' ').append(engine.replace('\n', ' ')).append('\n');
        new TreeMap<>(known).forEach((k, t) -> b.append(k).append(t.written()).append('\n'));
        return b.toString();
    }

    /** Reads a baseline; a file that is not one is refused with the line that shows it. */
    public static Baseline read(Path file) throws IOException {
        try {
            return parse(org.logicalgo.io.InputFile.of(file).text().text());
        } catch (org.logicalgo.io.InputFileException e) {
            throw new IOException(e.reason(), e);
        }
    }

    /**
     * Reads a baseline's text.
     *
     * @throws IOException in one line: the first line that is not a baseline's, and why
     */
    public static Baseline parse(String text) throws IOException {
        List<String> lines = text.lines().toList();
        if (lines.isEmpty() || !lines.get(0).startsWith(HEADER)) {
            throw new IOException("not a baseline written by --write-baseline (its first line is not '" + HEADER + "...')");
        }
        Map<String, Triage> known = new HashMap<>();
        Map<String, Integer> listedOn = new HashMap<>();
        List<String> comments = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            int number = i + 1;
            if (line.startsWith("#")) {
                if (!line.startsWith(ENGINE)) {
                    comments.add(line);
                }
                continue;
            }
            if (line.isEmpty()) {
                continue;
            }
            String[] words = line.split("\\s+", 3);
            // The case id as the case file schema has it, after its group's name.
            if (words.length < 2 || !words[0].matches("[a-z0-9][a-z0-9.-]*")) {
                throw new IOException("line " + number + " is not 'case-id ruleset': " + shown(line));
            }
            String key = words[0] + " " + words[1];
            if (listedOn.containsKey(key)) {
                throw new IOException("line " + number + ": '" + key + "' is listed already, on line " + listedOn.get(key));
            }
            listedOn.put(key, number);
            try {
                // The ruleset as the registry writes it, so that the key is the one a run's outcome gives.
                Rulesets.readName(words[1]);
                known.put(key, words.length == 3 ? Triage.read(words[2]) : Triage.UNTRIAGED);
            } catch (IllegalArgumentException e) {
                throw new IOException("line " + number + ": " + e.getMessage(), e);
            }
        }
        return new Baseline(known, comments);
    }

    /** A line as a message quotes it: whole up to 80 characters. */
    private static String shown(String line) {
        return line.length() > 80 ? line.substring(0, 77) + "..." : line;
    }

    /** Whether a file may be (over)written as a baseline: it does not exist, or it is one already. */
    public static boolean writable(Path file) throws IOException {
        if (!Files.exists(file)) {
            return true;
        }
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (var in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String first = in.readLine();
            return first != null && first.startsWith(HEADER);
        } catch (java.nio.charset.MalformedInputException e) {
            return false;
        }
    }

    /**
     * How a run differs from this baseline, over the cases it ran.
     *
     * @param newFailures   failing now, not in the baseline
     * @param newPasses     in the baseline, not failing now
     * @param knownFailures in the baseline and failing now, each with its triage, in order
     */
    public record Difference(Set<String> newFailures, Set<String> newPasses, SortedMap<String, Triage> knownFailures) {

        public Difference {
            knownFailures = Collections.unmodifiableSortedMap(new TreeMap<>(knownFailures));
        }

        public boolean none() {
            return newFailures.isEmpty() && newPasses.isEmpty();
        }

        /** The known failures met that nobody has triaged yet: a to-do, which changes no verdict. */
        public Set<String> untriaged() {
            Set<String> untriaged = new TreeSet<>(knownFailures.keySet());
            untriaged.removeIf(k -> !knownFailures.get(k).untriaged());
            return untriaged;
        }
    }

    public Difference compare(List<CaseOutcome> outcomes) {
        Set<String> ran = outcomes.stream().map(Baseline::key).collect(Collectors.toSet());
        Set<String> now = of(outcomes).failing();
        Set<String> newFailures = new TreeSet<>(now);
        newFailures.removeAll(failing());
        Set<String> newPasses = new TreeSet<>(failing());
        newPasses.retainAll(ran);
        newPasses.removeAll(now);
        SortedMap<String, Triage> knownFailures = new TreeMap<>(known);
        knownFailures.keySet().retainAll(now);
        return new Difference(newFailures, newPasses, knownFailures);
    }
}
