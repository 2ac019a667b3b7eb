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
        SgfParser parser = over(file, warnings);
        try {
            return parser.collection();
        } catch (SgfException e) {
            throw parser.inFile(e);
        }
    }

    /** What is said of a transcoded file after each warning and error: its encoding; empty for single bytes. */
    private String note = "";

    /**
     * A parser over a file's bytes, whatever the encoding (see {@link #parseFile}): a file in UTF-16
     * is transcoded to UTF-8 first, its offsets still the file's. Its grammar errors pass through
     * {@link #inFile} to name the file's byte.
     */
    static SgfParser over(byte[] file, Consumer<String> warnings) {
        Utf16 utf16 = utf16(file);
        if (utf16 == null) {
            return new SgfParser(file, null, IntUnaryOperator.identity(), warnings);
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
        SgfParser parser = new SgfParser(utf8, StandardCharsets.UTF_8, offsets, w -> warnings.accept(w + note));
        parser.note = note;
        return parser;
    }

    /** A grammar error of the walk as the file's: its byte counted in the file, its encoding named when transcoded. */
    SgfException inFile(SgfException e) {
        if (note.isEmpty()) {
            return e;
        }
        String message = e.getMessage().substring(("byte " + e.offset() + ": ").length());
        return new SgfException(fileOffset.applyAsInt(e.offset()), message + note);
    }

    /** Where warnings go (a transcoded file's say so). */
    Consumer<String> warnings() {
        return warnings;
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

    /**
     * What a walk over one game tree tells, in the order of the text. Offsets are indices into the
     * bytes walked ({@link #fileOffset(int)} gives the file's own).
     */
    interface Listener {
        /** A {@code (} at {@code at}. */
        void open(int at);

        /**
         * A node's {@code ;} at {@code at}; answers whether its properties are wanted: those of a node
         * not wanted are checked for their grammar and skipped, nothing of them kept.
         */
        boolean node(int at);

        /**
         * A property of a wanted node: its identifier as read, the file offset of the identifier;
         * answers whether its values are wanted (each then told by {@link #value}).
         */
        boolean property(String id, int offset);

        /** A value of the property last told, its bytes. */
        void value(byte[] raw);

        /** A {@code )}; {@code leaf} when a node, not a variation, stands before it: a line of play ends there. */
        void close(boolean leaf);
    }

    /** Where the walk stands: an index into the bytes walked. */
    int position() {
        return at;
    }

    /** Moves the walk to an index of the bytes (to read a game tree again, or past one read otherwise). */
    void position(int index) {
        at = index;
    }

    /** The bytes walked (the file's, or the UTF-8 a UTF-16 file was transcoded to). */
    byte[] bytes() {
        return in;
    }

    /** The file offset of an index of the bytes walked. */
    int fileOffset(int index) {
        return fileOffset.applyAsInt(index);
    }

    /** The charset of every value when the file was transcoded, else null: the root's CA decides. */
    Charset fixedCharset() {
        return fixed;
    }

    /** Past any text before the next game tree: the index of its {@code (}, or -1 at the end of the input. */
    int nextTree() {
        while (at < in.length && in[at] != '(') {
            at++;
        }
        return at == in.length ? -1 : at;
    }

    /** The error of a collection without a game tree, at the end of the input. */
    SgfException noGameTree() {
        return new SgfException(at, "expected '(' to start a game tree, found the end of the input");
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

    /** The whole tree of a game, built as the walk tells it. */
    private final class TreeBuilder implements Listener {
        /** For each open parenthesis, the node its variation hangs from (null for the tree's own root). */
        private final List<Building> from = new ArrayList<>();
        private Building root;
        private Building current;

        @Override
        public void open(int at) {
            from.add(current);
        }

        @Override
        public boolean node(int at) {
            Building node = new Building(fileOffset.applyAsInt(at));
            if (current == null) {
                root = node;
            } else {
                current.children.add(node);
            }
            current = node;
            return true;
        }

        @Override
        public boolean property(String id, int offset) {
            current.ids.add(id);
            current.idOffsets.add(offset);
            current.values.add(new ArrayList<>(1));
            return true;
        }

        @Override
        public void value(byte[] raw) {
            current.values.get(current.values.size() - 1).add(raw);
        }

        @Override
        public void close(boolean leaf) {
            current = from.remove(from.size() - 1);
        }
    }

    private List<SgfNode> collection() {
        List<SgfNode> games = new ArrayList<>();
        while (nextTree() >= 0) {
            TreeBuilder tree = new TreeBuilder();
            walk(tree);
            games.add(finish(tree.root));
        }
        if (games.isEmpty()) {
            throw noGameTree();
        }
        return games;
    }

    /** A stack of ints: the offsets of the parentheses still open, four bytes each however deep. */
    static final class IntStack {
        private int[] items = new int[16];
        private int size;

        void push(int v) {
            if (size == items.length) {
                items = java.util.Arrays.copyOf(items, size * 2);
            }
            items[size++] = v;
        }

        int pop() {
            return items[--size];
        }

        int peek() {
            return items[size - 1];
        }

        int size() {
            return size;
        }

        boolean isEmpty() {
            return size == 0;
        }

        int[] toArray() {
            return java.util.Arrays.copyOf(items, size);
        }
    }

    /**
     * Walks the game tree whose {@code (} is at the current position, to its closing {@code )},
     * telling the listener what it meets. Iterative: what it keeps is four bytes a parenthesis open.
     *
     * @throws SgfException at the first departure from the grammar
     */
    void walk(Listener listener) {
        IntStack open = new IntStack();
        // A sequence needs a node first; after a variation closes only '(' or ')' may follow.
        boolean needNode = false;
        boolean afterVariation = false;
        while (true) {
            skipSpace();
            if (at == in.length) {
                throw new SgfException(at, "expected ')' to close the game tree opened at byte "
                        + (open.isEmpty() ? "?" : Integer.toString(fileOffset.applyAsInt(open.peek()))) + ", found the end of the input");
            }
            byte c = in[at];
            if (c == '(') {
                if (!open.isEmpty() && needNode) {
                    throw new SgfException(at, "expected ';' to start a node, found '('");
                }
                listener.open(at);
                open.push(at);
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
                boolean wanted = listener.node(at);
                at++;
                needNode = false;
                properties(wanted ? listener : null);
            } else if (c == ')') {
                if (needNode) {
                    throw new SgfException(at, "expected ';' to start a node, found ')'");
                }
                open.pop();
                at++;
                listener.close(!afterVariation);
                afterVariation = true;
                if (open.isEmpty()) {
                    return;
                }
            } else {
                throw new SgfException(at, "expected " + (needNode ? "';' to start a node" : "a property, ';', '(' or ')'")
                        + ", found " + shown(c));
            }
        }
    }

    /** A node's properties, told to the listener; with none, checked and skipped without keeping anything. */
    private void properties(Listener listener) {
        while (true) {
            skipSpace();
            if (at == in.length || !isLetter(in[at])) {
                return;
            }
            int start = at;
            while (at < in.length && isLetter(in[at])) {
                at++;
            }
            int end = at;
            skipSpace();
            if (at == in.length || in[at] != '[') {
                String all = new String(in, start, end - start, StandardCharsets.ISO_8859_1);
                throw new SgfException(at, "expected '[' to start a value of the property " + all + " (byte " + fileOffset.applyAsInt(start) + "), found "
                        + (at == in.length ? "the end of the input" : shown(in[at])));
            }
            if (listener == null) {
                while (at < in.length && in[at] == '[') {
                    value(false);
                    skipSpace();
                }
                continue;
            }
            // FF[1-3]: small letters in an identifier are ignored (AddBlack is AB); a name written
            // wholly in small letters is a common non-standard spelling of the capitals.
            StringBuilder capitals = new StringBuilder();
            for (int i = start; i < end; i++) {
                if (in[i] >= 'A' && in[i] <= 'Z') {
                    capitals.append((char) in[i]);
                }
            }
            String id = capitals.length() > 0 ? capitals.toString()
                    : new String(in, start, end - start, StandardCharsets.ISO_8859_1).toUpperCase(java.util.Locale.ROOT);
            boolean wanted = listener.property(id, fileOffset.applyAsInt(start));
            while (at < in.length && in[at] == '[') {
                byte[] raw = value(wanted);
                if (wanted) {
                    listener.value(raw);
                }
                skipSpace();
            }
        }
    }

    /** Past a value, its bytes when {@code keep} (else null). */
    private byte[] value(boolean keep) {
        int open = at;
        at++;
        int start = at;
        while (at < in.length) {
            byte b = in[at];
            if (b == '\\') {
                at += 2;
            } else if (b == ']') {
                byte[] raw = keep ? java.util.Arrays.copyOfRange(in, start, at) : null;
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
