package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The examples of README.md and docs/*.md, run: what the manual shows is what the program prints.
 *
 * <p>The convention, for whoever writes the manual:
 * <ul>
 * <li>An example is a fenced block whose info string starts with {@code sh} and which holds lines
 *     starting with {@code $ }. Each {@code $ ./logical-go ARGS} line is a command; the lines after
 *     it, up to the next {@code $ } line or the end of the block, are what it prints: its standard
 *     output, then its standard error. They are compared line by line, trailing white space ignored
 *     on each line and trailing blank lines ignored at the end.</li>
 * <li>The command line is split as a shell splits it: single quotes, double quotes (where {@code \"},
 *     {@code \\}, {@code \$} and {@code \`} are escapes), a backslash outside quotes, and a line
 *     ending in {@code \} continued on the next. No variables, globs or pipes: the command runs in
 *     this JVM ({@link CliRun}), from the project's directory, so relative paths are the project's.</li>
 * <li>{@code ./logical-go ARGS <<'EOF'} (or {@code <<EOF}) gives the lines up to {@code EOF} as
 *     standard input (a GTP session, {@code --moves-file -}).</li>
 * <li>{@code $ echo $?} after a command checks its exit status: the line after it is the status.
 *     Without it the status is not checked.</li>
 * <li>The whole output is compared, every line. What varies from run to run (a time, a rate, a
 *     memory figure) is written {@code …} (one character, U+2026) in the line shown: it stands for
 *     any text within that one line, and nothing else is masked. A line shown without {@code …}
 *     must be printed exactly; a line may not be left out.</li>
 * <li>A command that needs a real engine, writes files or runs for long is shown without {@code $ }
 *     (a plain {@code ./logical-go ...} line), and is not run.</li>
 * </ul>
 * A block that is not {@code sh} but holds a {@code $ ./logical-go} line fails the test, so that no
 * example is silently left unrun; so does a {@code $ } line that is neither of the two commands.
 */
class DocExamplesTest {

    private static final String PROGRAM = "./logical-go";

    /** One command of an example, with what it should print and, when given, its exit status. */
    record Example(String file, int line, String commandLine, List<String> args, String stdin,
            List<String> expected, Integer status) {

        String name() {
            String shown = commandLine.length() > 100 ? commandLine.substring(0, 97) + "..." : commandLine;
            return file + ":" + line + ": " + shown;
        }
    }

    @TestFactory
    Stream<DynamicTest> everyExampleOfTheManualPrintsWhatItShows() {
        return examples().stream().map(e -> DynamicTest.dynamicTest(e.name(), () -> run(e)));
    }

    @Test
    void theManualHasExamplesToRun() {
        // A guard against a parser that finds nothing: the manual has dozens of examples.
        assertTrue(examples().size() >= 30, "only " + examples().size() + " examples found");
    }

    @Test
    void theShellSplittingIsAShells() {
        assertEquals(List.of("replay", "--size", "3x3", "B B2", "W A1"), split("replay --size 3x3 \"B B2\" 'W A1'"));
        assertEquals(List.of("a b", "c\"d", "e\\f", "g h", "it's"), split("a\\ b \"c\\\"d\" 'e\\f' \"g h\" \"it's\""));
        assertEquals(List.of("", "x"), split("'' x"));
    }

    private static void run(Example e) {
        Printed r = run(e.stdin(), e.args());
        String printed = r.out() + r.err();
        if (e.status() != null) {
            assertEquals(e.status().intValue(), r.status(), e.name() + ": exit status\n" + printed);
        }
        String shown = normalise(e.expected());
        assertEquals(shown, masked(shown, normalise(lines(printed))), e.name());
    }

    /** What the manual writes for text that varies within a line: any text, on that line only. */
    static final String VARIES = "\u2026";

    /**
     * The output printed, with each line that a shown line's {@link #VARIES} marks matches replaced
     * by the shown line: then the whole output is compared, and a failure shows only what differs.
     */
    static String masked(String shown, String printed) {
        List<String> want = List.of(shown.split("\n", -1));
        List<String> got = new ArrayList<>(List.of(printed.split("\n", -1)));
        for (int i = 0; i < Math.min(want.size(), got.size()); i++) {
            String w = want.get(i);
            if (w.contains(VARIES)) {
                String pattern = java.util.Arrays.stream(w.split(VARIES, -1)).map(java.util.regex.Pattern::quote)
                        .collect(Collectors.joining(".*"));
                if (got.get(i).matches(pattern)) {
                    got.set(i, w);
                }
            }
        }
        return String.join("\n", got);
    }

    @Test
    void theMaskStandsForTextWithinOneLineOnly() {
        assertEquals("time: … s\nnodes: 5", masked("time: … s\nnodes: 5", "time: 0.08 s\nnodes: 5"));
        // A line that differs outside the mask, a line more or less: left as printed, so the comparison fails.
        assertEquals("time: 0.08 ms\nnodes: 5", masked("time: … s\nnodes: 5", "time: 0.08 ms\nnodes: 5"));
        assertEquals("time: … s", masked("time: … s\nnodes: 5", "time: 0.08 s"));
        assertEquals("…\nb", masked("…", "a\nb"));
    }

    /** What a command printed, and its status. */
    record Printed(int status, String out, String err) {
    }

    /**
     * Runs the command with {@link CliRun}, keeping also what it writes to {@code System.out} and
     * {@code System.err} directly rather than through picocli's writers (the GTP engine does).
     */
    static Printed run(String stdin, List<String> args) {
        synchronized (CliRun.class) {
            PrintStream savedOut = System.out;
            PrintStream savedErr = System.err;
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            try {
                System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
                System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
                CliRun r = CliRun.withInput(stdin, args.toArray(String[]::new));
                System.out.flush();
                System.err.flush();
                return new Printed(r.status(), r.out() + out.toString(StandardCharsets.UTF_8),
                        r.err() + err.toString(StandardCharsets.UTF_8));
            } finally {
                System.setOut(savedOut);
                System.setErr(savedErr);
            }
        }
    }

    private static List<String> lines(String text) {
        return List.of(text.replace("\r\n", "\n").split("\n", -1));
    }

    private static String normalise(List<String> lines) {
        List<String> kept = lines.stream().map(String::stripTrailing).collect(Collectors.toCollection(ArrayList::new));
        while (!kept.isEmpty() && kept.get(kept.size() - 1).isEmpty()) {
            kept.remove(kept.size() - 1);
        }
        return String.join("\n", kept);
    }

    /** The files of the manual: README.md and every docs/*.md. */
    static List<Path> manual() {
        List<Path> files = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> docs = Files.list(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    static List<Example> examples() {
        List<Example> all = new ArrayList<>();
        for (Path file : manual()) {
            try {
                all.addAll(examples(file.toString(), Files.readAllLines(file, StandardCharsets.UTF_8)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return all;
    }

    static List<Example> examples(String file, List<String> lines) {
        List<Example> found = new ArrayList<>();
        int i = 0;
        while (i < lines.size()) {
            String opening = lines.get(i).strip();
            if (!opening.startsWith("```")) {
                i++;
                continue;
            }
            int start = i + 1;
            int end = start;
            while (end < lines.size() && !lines.get(end).strip().startsWith("```")) {
                end++;
            }
            String[] info = opening.substring(3).strip().split("\\s+");
            List<String> block = lines.subList(start, Math.min(end, lines.size()));
            boolean sh = info[0].equals("sh");
            if (sh && info.length > 1) {
                // Once "status-only" let a block's output go unchecked: an output is masked line by line now.
                fail(file + ":" + (start) + ": ```sh takes no word after it (" + opening + "); write … where the output varies");
            }
            if (!sh) {
                for (int k = 0; k < block.size(); k++) {
                    if (block.get(k).startsWith("$ " + PROGRAM)) {
                        fail(file + ":" + (start + k + 1) + ": an example in a block that is not ```sh would not be run");
                    }
                }
            } else {
                found.addAll(block(file, start, block));
            }
            i = end + 1;
        }
        return found;
    }

    /** The commands of one ```sh block whose first line is line {@code start} (0-based) of the file. */
    private static List<Example> block(String file, int start, List<String> block) {
        List<Example> found = new ArrayList<>();
        int k = 0;
        while (k < block.size() && !block.get(k).startsWith("$ ")) {
            k++;
        }
        while (k < block.size()) {
            int line = start + k + 1;
            StringBuilder command = new StringBuilder(block.get(k).substring(2));
            while (command.toString().endsWith("\\") && k + 1 < block.size()) {
                command.setLength(command.length() - 1);
                command.append(block.get(++k).strip().isEmpty() ? "" : " " + block.get(k).strip());
            }
            k++;
            String commandLine = command.toString().strip();
            if (!commandLine.startsWith(PROGRAM + " ")) {
                fail(file + ":" + line + ": only '$ ./logical-go ...' and '$ echo $?' are run: " + commandLine);
            }
            String stdin = "";
            String heredoc = null;
            int here = commandLine.lastIndexOf("<<");
            if (here >= 0) {
                heredoc = commandLine.substring(here + 2).strip().replace("'", "").replace("\"", "");
                commandLine = commandLine.substring(0, here).strip();
                StringBuilder in = new StringBuilder();
                while (k < block.size() && !block.get(k).equals(heredoc)) {
                    in.append(block.get(k++)).append('\n');
                }
                if (k == block.size()) {
                    fail(file + ":" + line + ": the here-document is not closed by " + heredoc);
                }
                k++;
                stdin = in.toString();
            }
            List<String> expected = new ArrayList<>();
            while (k < block.size() && !block.get(k).startsWith("$ ")) {
                expected.add(block.get(k++));
            }
            Integer status = null;
            if (k < block.size() && block.get(k).strip().equals("$ echo $?")) {
                k++;
                if (k >= block.size()) {
                    fail(file + ":" + (start + k + 1) + ": '$ echo $?' without the status after it");
                }
                status = Integer.valueOf(block.get(k++).strip());
            }
            List<String> args = split(commandLine.substring(PROGRAM.length()));
            found.add(new Example(file, line, commandLine, args, stdin, expected, status));
        }
        return found;
    }

    /** Splits a command line into words as a shell does for quotes and backslashes: as --engine is split. */
    static List<String> split(String commandLine) {
        return org.logicalgo.gtp.GtpClient.split(commandLine);
    }
}
