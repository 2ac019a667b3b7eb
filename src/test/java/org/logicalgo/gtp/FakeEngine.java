package org.logicalgo.gtp;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * Misbehaving GTP engines for the tests, one per mode: {@code exit} (exits at start), {@code hang}
 * (never answers), {@code nonsense} (answers with junk), {@code crash-after N} (dies after N
 * commands), {@code flood} (writes megabytes to stderr, then answers well), {@code wrong-id},
 * {@code silent-after N} (stops answering after N commands), {@code endless-line} (begins an answer
 * and writes 16 MiB without a line end, then hangs), {@code slow-score} (answers everything at once
 * but {@code final_score}, which it never answers, as GNU Go counting an open 19x19 board),
 * {@code dies-on-size N} (answers well, but exits at {@code boardsize N}, as Pachi at 1),
 * {@code escapes} (its name, its version and its refusal of every move hold ESC, NUL, BEL and a C1
 * control: a terminal escape sequence, were they printed raw).
 */
public final class FakeEngine {

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "hang";
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 0;
        if (mode.equals("exit")) {
            System.err.println("fake engine: refusing to start");
            System.exit(4);
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        int count = 0;
        String line;
        while ((line = in.readLine()) != null) {
            count++;
            String id = line.split(" ")[0];
            switch (mode) {
                case "hang" -> Thread.sleep(Long.MAX_VALUE);
                case "nonsense" -> System.out.print("hello there, I am not GTP\n\n");
                case "wrong-id" -> System.out.print("=999 2\n\n");
                case "crash-after" -> {
                    if (count > n) {
                        System.err.println("fake engine: segmentation fault (pretend)");
                        System.exit(139);
                    }
                    System.out.print("=" + id + " " + answer(line) + "\n\n");
                }
                case "silent-after" -> {
                    if (count > n) {
                        Thread.sleep(Long.MAX_VALUE);
                    }
                    System.out.print("=" + id + " " + answer(line) + "\n\n");
                }
                case "flood" -> {
                    String junk = "x".repeat(1023) + "\n";
                    for (int i = 0; i < 4096; i++) {
                        System.err.print(junk);
                    }
                    System.out.print("=" + id + " " + answer(line) + "\n\n");
                }
                case "endless-line" -> {
                    System.out.print("=" + id + " ");
                    String chunk = "x".repeat(1 << 16);
                    for (int i = 0; i < 256; i++) {
                        System.out.print(chunk);
                    }
                    System.out.flush();
                    Thread.sleep(Long.MAX_VALUE);
                }
                case "slow-score" -> {
                    if (line.contains("final_score")) {
                        Thread.sleep(Long.MAX_VALUE);
                    }
                    System.out.print("=" + id + " " + (line.contains("list_commands") ? answer(line) + "\nfinal_score" : answer(line)) + "\n\n");
                }
                case "dies-on-size" -> {
                    if (line.contains("boardsize " + n)) {
                        System.err.println("fake engine: Assertion `size >= 2' failed (pretend)");
                        System.exit(134);
                    }
                    System.out.print("=" + id + " " + answer(line) + "\n\n");
                }
                case "escapes" -> {
                    String evil = "\u001b[31mred\u001b]0;owned\u0007\u0000nul\u009bC1";
                    if (line.contains(" play ")) {
                        System.out.print("?" + id + " illegal" + evil + "\n\n");
                    } else if (line.endsWith(" name") || line.endsWith(" version")) {
                        System.out.print("=" + id + " fake" + evil + "\n\n");
                    } else {
                        System.out.print("=" + id + " " + answer(line) + "\n\n");
                    }
                }
                default -> throw new IllegalArgumentException(mode);
            }
            System.out.flush();
        }
    }

    /** Just enough of GTP to be probed: it knows a few commands and accepts every move. */
    private static String answer(String line) {
        String[] w = line.split(" ");
        String command = w.length > 1 ? w[1] : "";
        return switch (command) {
            case "protocol_version" -> "2";
            case "name" -> "fake";
            case "version" -> "0";
            case "list_commands" -> "protocol_version\nname\nversion\nlist_commands\nboardsize\nclear_board\nkomi\nplay\nquit";
            default -> "";
        };
    }
}
