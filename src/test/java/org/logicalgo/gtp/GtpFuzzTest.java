package org.logicalgo.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.fast.Fast;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Ruleset;

/**
 * Random and mutated command streams, from fixed seeds: valid commands with mutated arguments,
 * random bytes, huge numbers, Unicode, CR, tabs, {@code #} comments, ids. Every command is answered
 * with exactly one {@code =} or {@code ?} response (its id echoed, no blank line inside), nothing
 * goes to stderr, nothing is thrown, no answer is an internal error, and each command takes less
 * than {@link #BUDGET_MS}. 20,000 commands by default; a million under {@code -Plong}
 * ({@code logicalgo.long=true}).
 */
class GtpFuzzTest {

    /**
     * The time one command may take: commands take well under a millisecond once compiled, so this
     * catches a hang or a blow-up, not a slow machine (a garbage collection, a shared CI runner).
     */
    static final long BUDGET_MS = 3_000;

    private static final int COUNT = Boolean.getBoolean("logicalgo.long") ? 1_000_000 : 20_000;

    /** One response: '=' or '?', the id, then a space or a newline and text with no blank line; then the blank line. */
    private static final Pattern RESPONSE = Pattern.compile("[=?]([0-9]*)( [^\\n]*)?(\\n[^\\n]+)*\\n\\n", Pattern.DOTALL);

    private static final String[] COLOURS = {"b", "w", "black", "white", "B", "WHITE", "x", "", "bl"};
    private static final String[] NUMBERS = {"0", "1", "2", "3", "5", "9", "19", "25", "26", "-1", "+3", "007",
            "2147483647", "2147483648", "-2147483649", "99999999999999999999999", "1e308", "-1e308", "1e-320", "nan", "NaN",
            "inf", "-Infinity", "0x10", "7.5", "-7.5", "0.3", "10000", "10000.5", "1d", " ", "\u0663", "\uff11"};
    private static final String[] WORDS = {"pass", "PASS", "resign", "alive", "dead", "seki", "tt", "A0", "Z99", "I5",
            "\u00e9", "\u2603", "\ud83d\ude00", "\u0000", "\u00a0", "\u2028", "\ufeff", "#", "=", "?", "\\", "\"", "''"};

    private static final String[] PRESETS = {"tromp-taylor", "french", "new-zealand", "tt", "NZ", "chess", "+", "="};
    private static final String[] KNOBS = {"ko=none", "ko=situational", "ko=own-moves", "suicide=forbidden", "ending=agreement",
            "ending=agreement-only", "counting=shared", "handicap=white-passes", "ko", "ko=", "=none", "colour=red", "ko=sometimes"};

    private static String vertex(Random rnd) {
        if (rnd.nextInt(10) == 0) {
            return WORDS[rnd.nextInt(WORDS.length)];
        }
        char column = "ABCDEFGHJKLMNOPQRSTUVWXYZ".charAt(rnd.nextInt(rnd.nextInt(4) == 0 ? 25 : 5));
        return (rnd.nextBoolean() ? column : Character.toLowerCase(column)) + Integer.toString(1 + rnd.nextInt(rnd.nextInt(4) == 0 ? 30 : 5));
    }

    private static String colour(Random rnd) {
        return rnd.nextInt(8) == 0 ? COLOURS[rnd.nextInt(COLOURS.length)] : (rnd.nextBoolean() ? "b" : "w");
    }

    private static String number(Random rnd) {
        return rnd.nextInt(3) == 0 ? NUMBERS[rnd.nextInt(NUMBERS.length)] : Integer.toString(1 + rnd.nextInt(7));
    }

    /** A well-formed command with plausible arguments; {@code printsgf} writes only under {@code dir}. */
    static String valid(Random rnd, Path dir) {
        String command = GtpEngine.COMMANDS.get(rnd.nextInt(GtpEngine.COMMANDS.size()));
        List<String> args = new ArrayList<>();
        switch (command) {
            case "boardsize" -> args.add(number(rnd));
            case "rectangular_boardsize" -> {
                args.add(number(rnd));
                args.add(number(rnd));
            }
            case "komi", "set_handicap" -> args.add(number(rnd));
            case "play", "is_legal", "logicalgo-judge" -> {
                args.add(colour(rnd));
                args.add(rnd.nextInt(8) == 0 ? "pass" : vertex(rnd));
            }
            case "genmove", "list_stones", "gogui-setup_player" -> args.add(colour(rnd));
            case "known_command" -> args.add(rnd.nextBoolean() ? GtpEngine.COMMANDS.get(rnd.nextInt(GtpEngine.COMMANDS.size())) : "fly");
            case "final_status_list" -> args.add(WORDS[rnd.nextInt(6)]);
            case "logicalgo-agree" -> {
                for (int i = rnd.nextInt(4); i > 0; i--) {
                    args.add(vertex(rnd));
                }
            }
            case "gogui-setup" -> {
                for (int i = rnd.nextInt(4); i > 0; i--) {
                    args.add(colour(rnd));
                    args.add(vertex(rnd));
                }
            }
            case "loadsgf" -> {
                args.add(rnd.nextBoolean() ? "src/test/resources/sgf/ko-after-threats.sgf" : dir.resolve("g" + rnd.nextInt(20) + ".sgf").toString());
                if (rnd.nextBoolean()) {
                    args.add(number(rnd));
                }
            }
            case "printsgf" -> {
                if (rnd.nextBoolean()) {
                    args.add(dir.resolve("g" + rnd.nextInt(20) + ".sgf").toString());
                }
            }
            case "logicalgo-rules" -> {
                if (rnd.nextInt(4) > 0) {
                    args.add(PRESETS[rnd.nextInt(PRESETS.length)]);
                    for (int i = rnd.nextInt(3); i > 0; i--) {
                        args.add(KNOBS[rnd.nextInt(KNOBS.length)]);
                    }
                }
            }
            case "quit" -> command = "protocol_version"; // the stream goes on; quit is tested on its own
            default -> {
                // no arguments
            }
        }
        StringBuilder line = new StringBuilder();
        if (rnd.nextInt(3) == 0) {
            line.append(rnd.nextInt(5) == 0 ? "99999999999999999999" : Integer.toString(rnd.nextInt(1000))).append(' ');
        }
        line.append(rnd.nextInt(10) == 0 ? command.toUpperCase(java.util.Locale.ROOT) : command);
        for (String a : args) {
            line.append(' ').append(a);
        }
        return line.toString();
    }

    /** A command mutated: a word or a character changed, separators and comments and junk put in. */
    static String mutated(Random rnd, Path dir) {
        String line = valid(rnd, dir);
        if (line.toLowerCase(java.util.Locale.ROOT).contains("printsgf")) {
            return line; // mutating its argument could write outside dir
        }
        int mutations = 1 + rnd.nextInt(3);
        for (int i = 0; i < mutations; i++) {
            int at = rnd.nextInt(line.length() + 1);
            String insert = switch (rnd.nextInt(10)) {
                case 0 -> "\t";
                case 1 -> "\r";
                case 2 -> " # a comment " + WORDS[rnd.nextInt(WORDS.length)];
                case 3 -> NUMBERS[rnd.nextInt(NUMBERS.length)];
                case 4 -> WORDS[rnd.nextInt(WORDS.length)];
                case 5 -> String.valueOf((char) rnd.nextInt(0x3000));
                case 6 -> "   ";
                case 7 -> "9".repeat(1 + rnd.nextInt(40));
                default -> "";
            };
            if (rnd.nextInt(10) == 9 && line.length() > 0) { // delete a run
                int end = Math.min(line.length(), at + 1 + rnd.nextInt(6));
                line = line.substring(0, Math.min(at, end)) + line.substring(end);
            } else {
                line = line.substring(0, at) + insert + line.substring(at);
            }
        }
        return line;
    }

    /** A line of random characters, or of random bytes read as UTF-8 (malformed sequences included). */
    static String junk(Random rnd) {
        int length = rnd.nextInt(rnd.nextInt(20) == 0 ? 2_000 : 40);
        if (rnd.nextBoolean()) {
            byte[] b = new byte[length];
            rnd.nextBytes(b);
            return new String(b, StandardCharsets.UTF_8).replace("\n", "");
        }
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < length; i++) {
            char c = (char) rnd.nextInt(rnd.nextBoolean() ? 128 : 0x10000);
            if (c != '\n') {
                s.append(c);
            }
        }
        return s.toString();
    }

    static String line(Random rnd, Path dir) {
        int kind = rnd.nextInt(10);
        String line = kind < 5 ? valid(rnd, dir) : kind < 9 ? mutated(rnd, dir) : junk(rnd);
        // Never a path of our choosing elsewhere: any printsgf that a mutation or junk produced is dropped.
        return GtpEngine.preprocess(line).toLowerCase(java.util.Locale.ROOT).contains("printsgf") && !line.contains(dir.toString())
                ? "protocol_version" : line;
    }

    /** The fast engine mostly (it is held equal to the reference elsewhere); the reference one engine in four. */
    private static Engine engine(int i) {
        return i % 4 == 3 ? Reference.ENGINE : Fast.ENGINE;
    }

    /** Checks one answer: null exactly when the line holds no command, else one well-formed response with the line's id. */
    static void check(String line, String response, long nanos, int i) {
        String shown = show(line);
        String kept = GtpEngine.preprocess(line);
        if (kept.isBlank()) {
            if (response != null) {
                fail("command " + i + " (" + shown + ") holds no command but was answered " + show(response));
            }
            return;
        }
        if (response == null) {
            fail("command " + i + " (" + shown + ") was not answered");
        }
        var m = RESPONSE.matcher(response);
        if (!m.matches()) {
            fail("command " + i + " (" + shown + ") was answered " + show(response) + ", not one GTP response");
        }
        String first = kept.trim().split(" +")[0];
        String id = first.matches("[0-9]+") ? first : "";
        if (!m.group(1).equals(id)) {
            fail("command " + i + " (" + shown + "): the answer " + show(response) + " does not carry its id '" + id + "'");
        }
        if (response.contains("internal error")) {
            fail("command " + i + " (" + shown + ") hit a fault: " + show(response));
        }
        if (nanos > TimeUnit.MILLISECONDS.toNanos(BUDGET_MS)) {
            fail("command " + i + " (" + shown + ") took " + nanos / 1_000_000 + " ms, over the budget of " + BUDGET_MS + " ms");
        }
    }

    @Test
    @Timeout(value = 3, unit = TimeUnit.HOURS)
    void everyCommandIsAnsweredOnceInBoundedTimeWithNothingOnStderr(@TempDir Path dir) {
        PrintStream savedErr = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Random rnd = new Random(20_261_124L);
        int answered = 0;
        int failures = 0;
        try {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            GtpEngine gtp = null;
            for (int i = 0; i < COUNT; i++) {
                if (i % 2_000 == 0) { // a fresh engine now and then, each engine in turn
                    gtp = new GtpEngine(engine(i / 2_000), rnd.nextBoolean() ? Ruleset.TROMP_TAYLOR : Ruleset.FRENCH, i,
                            EngineProfile.FULL, true);
                }
                String line = line(rnd, dir);
                long started = System.nanoTime();
                String response;
                try {
                    response = gtp.respond(line);
                } catch (RuntimeException | StackOverflowError e) {
                    fail("command " + i + " (" + show(line) + ") throws " + e, e);
                    return;
                }
                check(line, response, System.nanoTime() - started, i);
                if (response != null) {
                    answered++;
                    failures += response.startsWith("?") ? 1 : 0;
                }
            }
        } finally {
            System.setErr(savedErr);
        }
        assertEquals("", err.toString(StandardCharsets.UTF_8), "the engine wrote on stderr");
        // Both answers must be common, or the streams test only one path.
        assertTrue(answered - failures > COUNT / 10, (answered - failures) + " of " + COUNT + " succeeded");
        assertTrue(failures > COUNT / 10, failures + " of " + COUNT + " failed");
    }

    @Test
    @Timeout(value = 1, unit = TimeUnit.HOURS)
    void aByteStreamWithAnyLineEndingsGetsOneResponsePerCommandInStep(@TempDir Path dir) throws IOException {
        Random rnd = new Random(7L);
        int streams = Math.max(20, COUNT / 1_000);
        for (int s = 0; s < streams; s++) {
            List<String> lines = new ArrayList<>();
            StringBuilder stream = new StringBuilder();
            for (int i = 0; i < 50; i++) {
                String line = line(rnd, dir);
                lines.add(line);
                stream.append(line).append(rnd.nextInt(4) == 0 ? "\r\n" : "\n");
            }
            byte[] bytes = stream.toString().getBytes(StandardCharsets.UTF_8);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            GtpEngine gtp = new GtpEngine(engine(s), Ruleset.TROMP_TAYLOR, s);
            gtp.run(new BufferedReader(new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8)),
                    new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
            // Each line holds a command or not, whatever CRs are in it (GTP v2 section 3.1: CR is removed).
            long commands = lines.stream().filter(l -> !GtpEngine.preprocess(l).isBlank()).count();
            String answers = out.toString(StandardCharsets.UTF_8);
            long responses = answers.isEmpty() ? 0 : answers.split("\n\n", -1).length - 1;
            assertEquals(commands, responses, "stream " + s + ": " + show(stream.toString()) + "\nanswers: " + show(answers));
            assertEquals("", err.toString(StandardCharsets.UTF_8));
        }
    }

    @Test
    void aCarriageReturnIsRemovedNotALineEnd() throws IOException {
        assertEquals("? unknown command\n\n=1 logical-go\n\n=2 2\n\n",
                run("name\rversion\n1 name\r\n2 protocol_\rversion\n"));
        // The last line may lack its LF; a quit ends the stream and the rest is not read.
        assertEquals("= \n\n", run("quit\nname\n"));
        assertEquals("= logical-go\n\n", run("name"));
    }

    @Test
    void aHugeLineIsRefusedOnceAndTheStreamStaysInStep() throws IOException {
        String huge = "12 play b " + "A".repeat(GtpEngine.MAX_LINE + 10);
        assertEquals("?12 command too long (more than " + GtpEngine.MAX_LINE + " characters)\n\n= logical-go\n\n",
                run(huge + "\nname\n"));
        // A long comment is still a comment: no answer; a command before it is answered.
        String comment = " # " + "x".repeat(GtpEngine.MAX_LINE + 10);
        assertEquals("=3 logical-go\n\n=4 2\n\n", run(comment + "\n3 name" + comment + "\n4 protocol_version\n"));
    }

    @Test
    void hugeNumbersAndWordsGetTheirReasons() {
        GtpEngine gtp = new GtpEngine(Fast.ENGINE, Ruleset.TROMP_TAYLOR, 1);
        assertEquals("? unacceptable size\n\n", gtp.respond("boardsize 99999999999999999999"));
        assertEquals("? syntax error\n\n", gtp.respond("boardsize \u0663"));
        assertEquals("? unknown command\n\n", gtp.respond("\u0663 name"));
        assertEquals("=99999999999999999999 logical-go\n\n", gtp.respond("99999999999999999999 name"));
    }

    private static String run(String input) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        new GtpEngine(Fast.ENGINE, Ruleset.TROMP_TAYLOR, 1).run(
                new BufferedReader(new InputStreamReader(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    static String show(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            out.append(c >= 32 && c < 127 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        }
        return out.length() > 400 ? out.substring(0, 400) + "..." : out.toString();
    }
}
