package org.logicalgo.sgf;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;

/**
 * Reads SGF text as FF[4] defines it: {@code Collection = GameTree+}, {@code GameTree = "(" Sequence
 * GameTree* ")"}, {@code Sequence = Node+}, {@code Node = ";" Property*}, {@code Property = PropIdent
 * PropValue+}, {@code PropValue = "[" value "]"} where a backslash escapes the next byte.
 *
 * <p>What real files carry is read too, each on purpose:
 * <ul>
 * <li>Text outside game trees (mail headers, a trailing end-of-file byte) is skipped, as FF[4] says
 *     of the collection.</li>
 * <li>White space may stand between any two tokens, also between an identifier and its first value.</li>
 * <li>Identifiers in the FF[1-3] style ({@code AddBlack}) keep only their capitals ({@code AB});
 *     identifiers written wholly in small letters ({@code sz}) are read in capitals.</li>
 * <li>Values are decoded by the root's {@code CA} when it names a known charset, otherwise as UTF-8
 *     when they are valid UTF-8 and as ISO-8859-1 (FF[4]'s default) when not.</li>
 * </ul>
 * Anything else that departs from the grammar is an {@link SgfException} naming the byte offset and
 * what was expected there. The parser is iterative: no nesting depth, however deep, can overflow
 * the stack, and each byte is looked at a bounded number of times.
 */
public final class SgfParser {

    private final byte[] in;
    private int at;
    /** The charset of every value when the bytes were transcoded (CA then says nothing of them), else null: CA decides. */
    private final Charset fixed;
    /** From an offset in {@link #in} to the same place in the file (they differ once the file was transcoded). */
    private final IntUnaryOperator fileOffset;
    private final Consumer<String> warnings;

    private SgfParser(byte[] in) {
        this(in, null, IntUnaryOperator.identity(), w -> { });
    }

    private SgfParser(byte[] in, Charset fixed, IntUnaryOperator fileOffset, Consumer<String> warnings) {
        this.in = in;
        this.fixed = fixed;
        this.fileOffset = fileOffset;
        this.warnings = warnings;
    }

    /** Every game tree of the collection, in order: the root node of each. */
    public static List<SgfNode> parse(byte[] sgf) {
        return new SgfParser(sgf).collection();
    }

    /**
     * Every game tree of a file's bytes, whatever the encoding the file may be in. SGF is read as
     * bytes, its values decoded by the root's CA, as {@link #parse(byte[])} does; but a file in
     * UTF-16 (by its byte order mark, or without one by the NUL byte beside its first '(') is
     * decoded first, and its offsets, in errors and in the nodes, still count the file's bytes.
     *
     * @param warnings told, one line each, of what is read otherwise than the file says: a CA naming
     *                 no charset known here, or one the file's bytes cannot be in
     * @throws SgfException naming the byte of the file, and the encoding when it is not UTF-8
     */
    public static List<SgfNode> parseFile(byte[] file, Consumer<String> warnings) {
        Utf16 utf16 = utf16(file);
        if (utf16 == null) {
            return new SgfParser(file, null, IntUnaryOperator.identity(), warnings).collection();
        }
        int bom = utf16.bom();
        String how = utf16.how();
        String text;
        try {
            text = utf16.charset().newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(file, bom, file.length - bom)).toString();
        } catch (CharacterCodingException e) {
            throw new SgfException(bom, "the file is " + how + ", but it is not UTF-16 text throughout");
        }
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        Utf16Offsets offsets = new Utf16Offsets(utf8, bom);
        String note = " (the file is " + how + ")";
        try {
            return new SgfParser(utf8, StandardCharsets.UTF_8, offsets, w -> warnings.accept(w + note)).collection();
        } catch (SgfException e) {
            String message = e.getMessage().substring(("byte " + e.offset() + ": ").length());
            throw new SgfException(offsets.applyAsInt(e.offset()), message + note);
        }
    }

    /**
     * A file in UTF-16: which one, how many bytes its byte order mark takes, and how that was told.
     */
    record Utf16(Charset charset, int bom, String how) {
    }

    /** Whether a file is in UTF-16, by its byte order mark or, without one, by the NUL byte beside its first '('; null when not. */
    static Utf16 utf16(byte[] file) {
        if (file.length >= 2 && (file[0] & 0xFF) == 0xFE && (file[1] & 0xFF) == 0xFF) {
            return new Utf16(StandardCharsets.UTF_16BE, 2, "UTF-16BE, as its byte order mark says");
        }
        if (file.length >= 2 && (file[0] & 0xFF) == 0xFF && (file[1] & 0xFF) == 0xFE) {
            return new Utf16(StandardCharsets.UTF_16LE, 2, "UTF-16LE, as its byte order mark says");
        }
        int open = 0;
        while (open < file.length && file[open] != '(') {
            open++;
        }
        // In single-byte SGF a NUL never stands beside '(': in UTF-16 one always does.
        if (open < file.length && open % 2 == 0 && open + 1 < file.length && file[open + 1] == 0) {
            return new Utf16(StandardCharsets.UTF_16LE, 0, "UTF-16LE without a byte order mark, by the NUL bytes between its characters");
        }
        if (open < file.length && open % 2 == 1 && file[open - 1] == 0) {
            return new Utf16(StandardCharsets.UTF_16BE, 0, "UTF-16BE without a byte order mark, by the NUL bytes between its characters");
        }
        return null;
    }

    /**
     * From offsets in the UTF-8 a UTF-16 file was transcoded to, back to the file's: a cursor moving
     * forward, as the parser asks in increasing order (it starts again for the rare offset behind it).
     */
    private static final class Utf16Offsets implements IntUnaryOperator {
        private final byte[] utf8;
        private final int bom;
        private int utf8At;
        private int units;

        Utf16Offsets(byte[] utf8, int bom) {
            this.utf8 = utf8;
            this.bom = bom;
        }

        @Override
        public int applyAsInt(int offset) {
            if (offset < utf8At) {
                utf8At = 0;
                units = 0;
            }
            for (; utf8At < offset && utf8At < utf8.length; utf8At++) {
                int b = utf8[utf8At] & 0xFF;
                if ((b & 0xC0) != 0x80) {
                    units += (b & 0xF8) == 0xF0 ? 2 : 1; // a character beyond the BMP is two UTF-16 units
                }
            }
            return bom + 2 * units + 2 * Math.max(0, offset - utf8.length);
        }
    }

    public static List<SgfNode> parse(String sgf) {
        return parse(sgf.getBytes(StandardCharsets.UTF_8));
    }

    /** A node while its game tree is being read; its values are still bytes, decoded once the root's CA is known. */
    private static final class Building {
        final int offset;
        final List<String> ids = new ArrayList<>();
        final List<Integer> idOffsets = new ArrayList<>();
        final List<List<byte[]>> values = new ArrayList<>();
        final List<Building> children = new ArrayList<>();

        Building(int offset) {
            this.offset = offset;
        }
    }

    /** An open parenthesis: the node its variation hangs from (null for the tree's own root) and where it stood. */
    private record Open(Building from, int offset) {
    }

    private List<SgfNode> collection() {
        List<SgfNode> games = new ArrayList<>();
        while (true) {
            while (at < in.length && in[at] != '(') {
                at++;
            }
            if (at == in.length) {
                break;
            }
            games.add(finish(gameTree()));
        }
        if (games.isEmpty()) {
            throw new SgfException(at, "expected '(' to start a game tree, found the end of the input");
        }
        return games;
    }

    private Building gameTree() {
        Deque<Open> open = new ArrayDeque<>();
        Building root = null;
        Building current = null;
        // A sequence needs a node first; after a variation closes only '(' or ')' may follow.
        boolean needNode = false;
        boolean afterVariation = false;
        while (true) {
            skipSpace();
            if (at == in.length) {
                Open unclosed = open.isEmpty() ? null : open.peek();
                throw new SgfException(at, "expected ')' to close the game tree opened at byte "
                        + (unclosed == null ? "?" : unclosed.offset()) + ", found the end of the input");
            }
            byte c = in[at];
            if (c == '(') {
                if (!open.isEmpty() && (needNode || current == null)) {
                    throw new SgfException(at, "expected ';' to start a node, found '('");
                }
                open.push(new Open(current, fileOffset.applyAsInt(at)));
                at++;
                needNode = true;
                afterVariation = false;
            } else if (c == ';') {
                if (afterVariation) {
                    throw new SgfException(at, "expected '(' or ')' after a variation, found ';' (a node must come before the variations)");
                }
                if (open.isEmpty()) {
                    throw new SgfException(at, "expected '(' to start a game tree, found ';'");
                }
                Building node = new Building(fileOffset.applyAsInt(at));
                at++;
                if (current == null) {
                    root = node;
                } else {
                    current.children.add(node);
                }
                current = node;
                needNode = false;
                properties(node);
            } else if (c == ')') {
                if (needNode) {
                    throw new SgfException(at, "expected ';' to start a node, found ')'");
                }
                Open closed = open.pop();
                at++;
                current = closed.from();
                afterVariation = true;
                if (open.isEmpty()) {
                    return root;
                }
            } else {
                throw new SgfException(at, "expected " + (needNode ? "';' to start a node" : "a property, ';', '(' or ')'")
                        + ", found " + shown(c));
            }
        }
    }

    private void properties(Building node) {
        while (true) {
            skipSpace();
            if (at == in.length || !isLetter(in[at])) {
                return;
            }
            int start = at;
            StringBuilder capitals = new StringBuilder();
            StringBuilder all = new StringBuilder();
            while (at < in.length && isLetter(in[at])) {
                char letter = (char) in[at];
                if (letter >= 'A' && letter <= 'Z') {
                    capitals.append(letter);
                }
                all.append(letter);
                at++;
            }
            // FF[1-3]: small letters in an identifier are ignored (AddBlack is AB); a name written
            // wholly in small letters is a common non-standard spelling of the capitals.
            String id = capitals.length() > 0 ? capitals.toString() : all.toString().toUpperCase(java.util.Locale.ROOT);
            List<byte[]> values = new ArrayList<>(1);
            skipSpace();
            if (at == in.length || in[at] != '[') {
                throw new SgfException(at, "expected '[' to start a value of the property " + all + " (byte " + fileOffset.applyAsInt(start) + "), found "
                        + (at == in.length ? "the end of the input" : shown(in[at])));
            }
            while (at < in.length && in[at] == '[') {
                values.add(value());
                skipSpace();
            }
            node.ids.add(id);
            node.idOffsets.add(fileOffset.applyAsInt(start));
            node.values.add(values);
        }
    }

    private byte[] value() {
        int open = at;
        at++;
        int start = at;
        while (at < in.length) {
            byte b = in[at];
            if (b == '\\') {
                at += 2;
            } else if (b == ']') {
                byte[] raw = java.util.Arrays.copyOfRange(in, start, at);
                at++;
                return raw;
            } else {
                at++;
            }
        }
        at = in.length;
        throw new SgfException(at, "expected ']' to close the value opened at byte " + fileOffset.applyAsInt(open) + ", found the end of the input");
    }

    private void skipSpace() {
        while (at < in.length && isSpace(in[at])) {
            at++;
        }
    }

    // FF[4]: white space is space, tab, line feed, carriage return, vertical tab, form feed.
    static boolean isSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == 0x0B || b == '\f';
    }

    static boolean isLetter(byte b) {
        return (b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z');
    }

    private static String shown(byte b) {
        int u = b & 0xFF;
        return u >= 0x21 && u < 0x7F ? "'" + (char) u + "'" : String.format("byte 0x%02X", u);
    }

    /** Turns the built tree into immutable nodes, children before parents, without recursion. */
    private SgfNode finish(Building root) {
        Charset charset = fixed != null ? fixed : charset(root);
        Deque<Building> order = new ArrayDeque<>();
        Deque<Building> todo = new ArrayDeque<>(List.of(root));
        while (!todo.isEmpty()) {
            Building b = todo.pop();
            order.push(b);
            b.children.forEach(todo::push);
        }
        java.util.Map<Building, SgfNode> done = new java.util.IdentityHashMap<>();
        while (!order.isEmpty()) {
            Building b = order.pop();
            List<SgfProperty> properties = new ArrayList<>(b.ids.size());
            for (int i = 0; i < b.ids.size(); i++) {
                List<String> texts = new ArrayList<>(b.values.get(i).size());
                for (byte[] raw : b.values.get(i)) {
                    texts.add(decode(raw, charset));
                }
                properties.add(new SgfProperty(b.ids.get(i), texts, b.idOffsets.get(i)));
            }
            List<SgfNode> children = new ArrayList<>(b.children.size());
            for (Building child : b.children) {
                children.add(done.remove(child));
            }
            done.put(b, new SgfNode(properties, children, b.offset));
        }
        return done.get(root);
    }

    /** The charset of the root's CA (see {@link #charsetNamed}), or null when the root has no CA. */
    private Charset charset(Building root) {
        for (int i = 0; i < root.ids.size(); i++) {
            if (root.ids.get(i).equals("CA")) {
                return charsetNamed(new String(root.values.get(i).get(0), StandardCharsets.ISO_8859_1).trim(), root.idOffsets.get(i), warnings);
            }
        }
        return null;
    }

    /**
     * The charset a root's CA names, or null for: UTF-8 when valid, ISO-8859-1 (FF[4]'s default) when not.
     * A CA that names no charset known here, or one the file's single-byte SGF cannot be in, is a warning.
     *
     * @param name   CA's first value, its bytes as ISO-8859-1, trimmed
     * @param offset the byte of the CA in the file
     */
    static Charset charsetNamed(String name, int offset, Consumer<String> warnings) {
        String fallback = ": its text is read as UTF-8 (ISO-8859-1 where it is not UTF-8)";
        Charset named;
        try {
            named = Charset.forName(name);
        } catch (IllegalArgumentException e) {
            warnings.accept("byte " + offset + ": CA[" + SgfException.quote(name) + "] names no charset known here" + fallback);
            return null;
        }
        if (!asciiCompatible(named)) {
            // '(', ';' and '[' were read as single bytes: a file in UTF-16 or UTF-32 would not have parsed so.
            warnings.accept("byte " + offset + ": CA[" + SgfException.quote(name)
                    + "] cannot be the file's charset, whose SGF is in single bytes" + fallback);
            return null;
        }
        return named;
    }

    /** Whether a charset writes SGF's own characters as the single ASCII bytes the parser reads. */
    private static boolean asciiCompatible(Charset charset) {
        String structure = "(;)[]\\:AZaz09 ";
        try {
            return charset.canEncode() && java.util.Arrays.equals(structure.getBytes(charset), structure.getBytes(StandardCharsets.US_ASCII));
        } catch (UnsupportedOperationException e) {
            return false;
        }
    }

    /** A value's text: by the charset CA names, else as UTF-8 when it is valid UTF-8, else as ISO-8859-1. */
    static String decode(byte[] raw, Charset charset) {
        if (charset != null && !charset.equals(StandardCharsets.UTF_8)) {
            String text = new String(raw, charset);
            // A charset whose characters may hold the bytes of ']' or '\' (Shift_JIS, UTF-16) could
            // move the escapes the bytes were read with; the bytes' own structure then wins.
            return SgfProperty.escapedWell(text) ? text : new String(raw, StandardCharsets.ISO_8859_1);
        }
        if (ascii(raw)) {
            // ASCII is valid UTF-8 and reads the same as ISO-8859-1: no decoder needed.
            return new String(raw, StandardCharsets.ISO_8859_1);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(raw)).toString();
        } catch (CharacterCodingException e) {
            return new String(raw, StandardCharsets.ISO_8859_1);
        }
    }

    private static boolean ascii(byte[] raw) {
        for (byte b : raw) {
            if (b < 0) {
                return false;
            }
        }
        return true;
    }
}
