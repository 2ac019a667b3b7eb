package org.logicalgo.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one way in, in this JVM: limits, streams that never end, encodings named. */
class InputFileTest {

    @Test
    void sizesAreWrittenAndReadAsPeopleDo() {
        assertEquals(64L << 20, InputFile.parseSize("64M"));
        assertEquals(1024, InputFile.parseSize("1kb"));
        assertEquals(1L << 30, InputFile.parseSize("1G"));
        assertEquals(500, InputFile.parseSize("500"));
        assertEquals("64 MB", InputFile.size(64L << 20));
        assertEquals("3 GB", InputFile.size(3L << 30));
        assertEquals("1.5 KB", InputFile.size(1536));
        assertThrows(IllegalArgumentException.class, () -> InputFile.parseSize("2G"));
        assertThrows(IllegalArgumentException.class, () -> InputFile.parseSize("0"));
        assertThrows(IllegalArgumentException.class, () -> InputFile.parseSize("-5M"));
    }

    @Test
    void aFileIsReadWithinItsLimitAndNotPastIt(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("f.txt");
        Files.writeString(f, "0123456789");
        assertArrayEquals("0123456789".getBytes(StandardCharsets.US_ASCII), new InputFile(f, 10).bytes());
        InputFileException e = assertThrows(InputFileException.class, () -> new InputFile(f, 9).bytes());
        assertEquals(InputFileException.Kind.TOO_LARGE, e.kind());
        assertEquals(f + ": 10 bytes, more than the limit of 9 bytes", e.getMessage());
        assertEquals(InputFileException.Kind.MISSING, assertThrows(InputFileException.class,
                () -> InputFile.of(dir.resolve("absent")).bytes()).kind());
        assertEquals(InputFileException.Kind.NOT_A_FILE, assertThrows(InputFileException.class, () -> InputFile.of(dir).bytes()).kind());
    }

    @Test
    void aStreamThatNeverEndsStopsAtTheLimit() {
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                return 'x';
            }
        };
        InputFileException e = assertThrows(InputFileException.class, () -> InputFile.read(endless, "stdin", 100_000));
        assertTrue(e.getMessage().startsWith("stdin: more than the limit of 97.7 KB"), e.getMessage());
        InputFileException nul = assertThrows(InputFileException.class,
                () -> InputFile.readText(new ByteArrayInputStream(new byte[] {'C', '3', 0}), "stdin", 100));
        assertEquals("not text: byte 2 is a NUL byte (UTF-16 without a byte order mark? save it as UTF-8)", nul.reason());
    }

    @Test
    void decodingNamesTheEncodingItTried() {
        assertEquals("C3", InputFile.decode(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'C', '3'}, "f").text());
        InputFile.Text utf16 = InputFile.decode("\uFEFFC3".getBytes(StandardCharsets.UTF_16LE), "f");
        assertEquals("C3", utf16.text());
        assertEquals(StandardCharsets.UTF_16LE, utf16.encoding());
        InputFileException bad = assertThrows(InputFileException.class,
                () -> InputFile.decode(new byte[] {'a', 'b', (byte) 0xFF, 'c'}, "f"));
        assertEquals("f: not UTF-8 text: byte 2 (0xFF) begins no character of it", bad.getMessage());
        InputFileException odd = assertThrows(InputFileException.class,
                () -> InputFile.decode(new byte[] {(byte) 0xFF, (byte) 0xFE, 'a', 0, 'b'}, "f"));
        assertTrue(odd.reason().startsWith("not UTF-16LE (as its byte order mark says) text: byte 4"), odd.reason());
    }

    /** The lines {@link InputFile.Lines} gives, or the reason it refuses the text. */
    private static Object lines(byte[] bytes, int maxLine) {
        java.util.List<String> all = new java.util.ArrayList<>();
        try (InputFile.Lines lines = new InputFile.Lines(new ByteArrayInputStream(bytes), "t", maxLine)) {
            for (InputFile.Line l = lines.next(); l != null; l = lines.next()) {
                all.add(l.text() + (l.cut() ? "~" : ""));
            }
            return all;
        } catch (InputFileException e) {
            return e.getMessage();
        }
    }

    /** What {@link InputFile#decode} and {@link String#lines()} give the whole text, each line cut as Lines cuts it. */
    private static Object whole(byte[] bytes, int maxLine) {
        try {
            return InputFile.decode(bytes, "t").text().lines()
                    .map(l -> l.length() > maxLine ? l.substring(0, maxLine) + "~" : l).toList();
        } catch (InputFileException e) {
            return e.getMessage();
        }
    }

    @Test
    void linesReadAsAStreamAreTheLinesOfTheWholeText() {
        // Every encoding, line end, bad byte and NUL, at every place against the 8 KB buffers.
        java.util.Random rnd = new java.util.Random(20_261_126L);
        String[] pieces = {"C3", "pass", "\n", "\r\n", "\r", "\u00e9", "\ud83d\ude00", " # note", "x".repeat(8190), "\u0000"};
        for (int i = 0; i < 3_000; i++) {
            StringBuilder text = new StringBuilder();
            for (int k = rnd.nextInt(12); k > 0; k--) {
                text.append(pieces[rnd.nextInt(pieces.length)]);
            }
            java.nio.charset.Charset cs = switch (rnd.nextInt(4)) {
                case 0 -> StandardCharsets.UTF_16; // big-endian, with its mark
                case 1 -> StandardCharsets.UTF_16LE;
                default -> StandardCharsets.UTF_8;
            };
            byte[] bytes = text.toString().getBytes(cs);
            if (cs == StandardCharsets.UTF_16LE && rnd.nextBoolean()) {
                bytes = java.util.Arrays.copyOf(new byte[] {(byte) 0xFF, (byte) 0xFE}, bytes.length + 2);
                System.arraycopy(text.toString().getBytes(cs), 0, bytes, 2, bytes.length - 2);
            }
            if (cs == StandardCharsets.UTF_8 && rnd.nextInt(4) == 0 && bytes.length > 0) {
                bytes[rnd.nextInt(bytes.length)] = (byte) (0x80 + rnd.nextInt(128)); // a bad byte, most likely
            }
            if (cs == StandardCharsets.UTF_8 && rnd.nextInt(8) == 0) {
                byte[] marked = new byte[bytes.length + 3];
                marked[0] = (byte) 0xEF;
                marked[1] = (byte) 0xBB;
                marked[2] = (byte) 0xBF;
                System.arraycopy(bytes, 0, marked, 3, bytes.length);
                bytes = marked;
            }
            int maxLine = 1 + rnd.nextInt(9000);
            Object expected = whole(bytes, maxLine);
            Object actual = lines(bytes, maxLine);
            if (expected instanceof String e && actual instanceof String a && !e.equals(a)) {
                // Two faults: the whole text is searched for a NUL byte first, the stream meets the first fault first.
                assertTrue(e.startsWith("t: not") && a.startsWith("t: not"), "case " + i + ": " + e + " / " + a);
                continue;
            }
            assertEquals(expected, actual, "case " + i);
        }
    }
}
