package org.logicalgo.sgf;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Consumer;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;

/**
 * The main line of every game tree of a file read straight from its bytes, in one pass, as
 * {@link GameRecord#read(SgfNode)} reads it from the parsed tree: no node, property or value is
 * made; only what the record keeps is (its texts, its setup, its moves packed in two ints each).
 *
 * <p>Scope: what most files are. Anything else makes {@link #read} answer null, and the caller reads
 * the file with {@link SgfParser} and {@link GameRecord#read}, so that every error and every
 * unusual file is theirs, word for word:
 * <ul>
 * <li>any departure from the grammar, and any record {@link GameRecord#read} refuses;</li>
 * <li>a file in UTF-16; a CA whose charset does not read SGF's ASCII as itself;</li>
 * <li>a number, point or colour written otherwise than plainly ({@code SZ[19]}, {@code SZ[19:13]},
 *     {@code KM[6.5]}, {@code HA[2]}, {@code AB[pd]}, {@code AB[aa:cc]}, {@code B[pd]}, {@code B[]},
 *     {@code PL[B]}, {@code GM[1]}): with white space or an escape inside, say.</li>
 * </ul>
 * Variations are read for their grammar and counted; the main line is every node before the game
 * tree's first {@code )}, as the first child of each node comes first in the text. Texts (RU, RE,
 * PB, PW) are decoded by the root's CA with the parser's own {@link SgfParser#decode}.
 */
final class MainLineReader {

    // The identifiers the records need, as two letters in an int; any other is OTHER.
    private static final int OTHER = -1;
    private static final int B = id("B");
    private static final int W = id("W");
    private static final int AB = id("AB");
    private static final int AW = id("AW");
    private static final int AE = id("AE");
    private static final int PL = id("PL");
    private static final int KM = id("KM");
    private static final int HA = id("HA");
    private static final int RU = id("RU");
    private static final int RE = id("RE");
    private static final int PB = id("PB");
    private static final int PW = id("PW");
    private static final int SZ = id("SZ");
    private static final int GM = id("GM");
    private static final int CA = id("CA");

    /** The order in which GameRecord.read places a node's setup stones. */
    private static final int[] PLACING = {AE, AB, AW};

    /** The bytes read as ASCII here (points, numbers, colours): a charset must read them as themselves. */
    private static final String ASCII_READ = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-.:";

    private final byte[] in;
    private int at;
    private final Consumer<String> warnings;

    // The game tree being read.
    private Grid grid;
    private Charset charset;
    private char[] cells;
    private Colour player;
    private OptionalDouble komi;
    private int handicap;
    private boolean handicapSeen;
    private Optional<String> rules;
    private Optional<String> result;
    private Optional<String> black;
    private Optional<String> white;
    private PackedMoves moves;
    private int movesRead;

    // The node being read: which slots it holds (a bit each), and where the first value of each begins and ends.
    private int seen;
    private final int[] first = new int[Slot.values().length * 2];
    private int plays;
    private int playValues;
    private boolean playWhite;
    private int playOffset;
    /** The setup values of the node: (identifier, start, end) for each, in the order written. */
    private int[] setupAt = new int[48];
    private int setupValues;
    private int setupProperties;
    /** The byte of the node's first CA identifier. */
    private int caOffset;

    /** The properties of which a node's first value is kept. */
    private enum Slot { KM, HA, RU, RE, PB, PW, SZ, GM, CA, PLAY }

    /** The game information slots, as bits of {@link #seen}. */
    private static final int INFORMATION = bit(Slot.KM) | bit(Slot.HA) | bit(Slot.RU) | bit(Slot.RE) | bit(Slot.PB) | bit(Slot.PW);

    private static int bit(Slot slot) {
        return 1 << slot.ordinal();
    }

    /** Where the node's first value of a slot begins, -1 when the node has none. */
    private int start(Slot slot) {
        return (seen & bit(slot)) == 0 ? -1 : first[2 * slot.ordinal()];
    }

    /** Where it ends: the index of its ']'. */
    private int end(Slot slot) {
        return first[2 * slot.ordinal() + 1];
    }

    private MainLineReader(byte[] in, Consumer<String> warnings) {
        this.in = in;
        this.warnings = warnings;
    }

    /**
     * The main line of each game tree of the file, or null when the file is not one this reader
     * reads (the parser then reads it). Warnings (an unknown CA) are told only when it answers.
     */
    static List<GameRecord> read(byte[] file, Consumer<String> warnings) {
        if (SgfParser.utf16(file) != null) {
            return null;
        }
        List<String> said = new ArrayList<>(0);
        MainLineReader reader = new MainLineReader(file, said::add);
        List<GameRecord> games = reader.collection();
        if (games != null) {
            said.forEach(warnings);
        }
        return games;
    }

    /** A game tree read from its bytes, and the index just past its closing parenthesis. */
    record Tree(GameRecord record, int end) {
    }

    /**
     * The main line of the game tree whose {@code (} is at {@code start}, or null when it is not one
     * this reader reads; warnings are told only when it answers. The caller has checked the file is
     * not in UTF-16.
     */
    static Tree tree(byte[] file, int start, Consumer<String> warnings) {
        List<String> said = new ArrayList<>(0);
        MainLineReader reader = new MainLineReader(file, said::add);
        reader.at = start;
        GameRecord game = reader.gameTree();
        if (game == null) {
            return null;
        }
        said.forEach(warnings);
        return new Tree(game, reader.at);
    }

    /**
     * Past the game tree whose {@code (} is at {@code start}, its grammar checked as {@link SgfParser}
     * checks it and no record read: the index just past its closing parenthesis, or -1 where it is not
     * one this reader reads (the parser then walks it). The caller has checked the file is not in UTF-16.
     */
    static int skipTree(byte[] file, int start) {
        MainLineReader reader = new MainLineReader(file, warning -> { });
        reader.at = start;
        return reader.walkTree(false) ? reader.at : -1;
    }

    private List<GameRecord> collection() {
        List<GameRecord> games = new ArrayList<>(1);
        while (true) {
            // FF[4]: text outside the game trees is not SGF and is skipped, as the parser does.
            while (at < in.length && in[at] != '(') {
                at++;
            }
            if (at == in.length) {
                break;
            }
            GameRecord game = gameTree();
            if (game == null) {
                return null;
            }
            games.add(game);
        }
        return games.isEmpty() ? null : games;
    }

    /** One game tree, its grammar as {@link SgfParser} checks it; null at the first thing it would refuse. */
    private GameRecord gameTree() {
        return walkTree(true) ? record(leavesRead, rootRead) : null;
    }

    // What walkTree found of the tree: its lines, and the byte of its root node.
    private int leavesRead;
    private int rootRead;

    /**
     * Walks one game tree, its grammar as {@link SgfParser} checks it, reading its main line when
     * {@code read} (else every node is only skipped); false at the first thing it would refuse.
     */
    private boolean walkTree(boolean read) {
        startGame();
        int open = 0;
        boolean needNode = false;
        boolean afterVariation = false;
        boolean mainLine = read;
        boolean root = true;
        int rootOffset = -1;
        int leaves = 0;
        while (true) {
            skipSpace();
            if (at == in.length) {
                return false;
            }
            byte c = in[at];
            if (c == '(') {
                if (open > 0 && needNode) {
                    return false;
                }
                open++;
                at++;
                needNode = true;
                afterVariation = false;
            } else if (c == ';') {
                if (afterVariation || open == 0) {
                    return false;
                }
                int offset = at++;
                needNode = false;
                if (!mainLine) {
                    if (!skipProperties()) {
                        return false;
                    }
                } else {
                    if (!properties() || !node(root, offset)) {
                        return false;
                    }
                    if (root) {
                        rootOffset = offset;
                        root = false;
                    }
                }
            } else if (c == ')') {
                if (needNode) {
                    return false;
                }
                if (!afterVariation) {
                    // A node followed by no variation: the end of a line of play.
                    leaves++;
                }
                mainLine = false;
                open--;
                at++;
                afterVariation = true;
                if (open == 0) {
                    leavesRead = leaves;
                    rootRead = rootOffset;
                    return true;
                }
            } else {
                return false;
            }
        }
    }

    private void startGame() {
        grid = null;
        charset = null;
        cells = null;
        player = null;
        komi = OptionalDouble.empty();
        handicap = 0;
        handicapSeen = false;
        rules = Optional.empty();
        result = Optional.empty();
        black = Optional.empty();
        white = Optional.empty();
        moves = null;
        movesRead = 0;
    }

    private GameRecord record(int leaves, int rootOffset) {
        Colouring start = cells == null ? Colouring.empty(grid) : new Colouring(grid, new String(cells));
        return new GameRecord(grid, start, Optional.ofNullable(player), komi, handicap, rules, result, black, white, moves,
                1, leaves, rootOffset);
    }

    /** Reads a node's properties, keeping where the values the record needs stand; false where the grammar is broken. */
    private boolean properties() {
        seen = 0;
        plays = 0;
        playValues = 0;
        setupValues = 0;
        setupProperties = 0;
        while (true) {
            skipSpace();
            if (at == in.length || !isLetter(in[at])) {
                return true;
            }
            int start = at;
            int id = identifier();
            skipSpace();
            if (at == in.length || in[at] != '[') {
                return false;
            }
            boolean isSetup = id == AB || id == AW || id == AE || id == PL;
            boolean isPlay = id == B || id == W;
            Slot slot = slot(id);
            if (isSetup) {
                setupProperties++;
            }
            if (isPlay) {
                plays++;
                if (plays == 1) {
                    playWhite = id == W;
                    playOffset = start;
                }
            }
            int values = 0;
            while (at < in.length && in[at] == '[') {
                int valueStart = at + 1;
                if (!value()) {
                    return false;
                }
                int valueEnd = at - 1;
                // FF[4] keeps the first of a property's values for KM, HA, RU, RE, PB, PW, SZ, GM, CA, PL.
                if (values == 0 && slot != null && (seen & bit(slot)) == 0) {
                    seen |= bit(slot);
                    first[2 * slot.ordinal()] = valueStart;
                    first[2 * slot.ordinal() + 1] = valueEnd;
                    if (slot == Slot.CA) {
                        caOffset = start;
                    }
                }
                if (isSetup && (id != PL || values == 0) && !keepSetup(id, valueStart, valueEnd)) {
                    return false;
                }
                if (isPlay && plays == 1) {
                    playValues++;
                }
                values++;
                skipSpace();
            }
        }
    }

    private Slot slot(int id) {
        if (id == KM) {
            return Slot.KM;
        } else if (id == HA) {
            return Slot.HA;
        } else if (id == RU) {
            return Slot.RU;
        } else if (id == RE) {
            return Slot.RE;
        } else if (id == PB) {
            return Slot.PB;
        } else if (id == PW) {
            return Slot.PW;
        } else if (id == SZ) {
            return Slot.SZ;
        } else if (id == GM) {
            return Slot.GM;
        } else if (id == CA) {
            return Slot.CA;
        } else if (id == B || id == W) {
            return Slot.PLAY;
        }
        return null;
    }

    private boolean keepSetup(int id, int start, int end) {
        if (setupValues == Grid.MAX_SIDE * Grid.MAX_SIDE) {
            // Each value names a point or more, each point once in a node: more than a grid's points says one twice.
            return false;
        }
        if (setupValues * 3 + 3 > setupAt.length) {
            setupAt = Arrays.copyOf(setupAt, setupAt.length * 2);
        }
        setupAt[setupValues * 3] = id;
        setupAt[setupValues * 3 + 1] = start;
        setupAt[setupValues * 3 + 2] = end;
        setupValues++;
        return true;
    }

    /** A node of the main line read into the record as {@link GameRecord#read} reads it; false where it would refuse it or not read it plainly. */
    private boolean node(boolean root, int offset) {
        if (root && !rootProperties()) {
            return false;
        }
        if ((seen & INFORMATION) != 0 && !information()) {
            return false;
        }
        // As GameRecord.read: one move a node, setup and moves apart, setup only before the first move.
        if (plays > 1 || playValues > 1 || (plays == 1 && setupProperties > 0) || (setupProperties > 0 && movesRead > 0)) {
            return false;
        }
        if (setupValues > 0 && !placeSetup()) {
            return false;
        }
        if (plays == 1) {
            return move();
        }
        return true;
    }

    /** The node's setup: AE, then AB, then AW, then PL, whatever their order in the node (GameRecord.read's order). */
    private boolean placeSetup() {
        // A point named twice among the node's AB, AW and AE is refused: the parser's reading says so.
        boolean[] named = new boolean[grid.area()];
        for (int id : PLACING) {
            for (int v = 0; v < setupValues; v++) {
                if (setupAt[3 * v] == id && !place(id, setupAt[3 * v + 1], setupAt[3 * v + 2], named)) {
                    return false;
                }
            }
        }
        for (int v = 0; v < setupValues; v++) {
            if (setupAt[3 * v] == PL) {
                int s = setupAt[3 * v + 1];
                if (setupAt[3 * v + 2] - s != 1) {
                    return false;
                }
                byte b = in[s];
                if (b == 'B' || b == 'b' || b == '1') {
                    player = Colour.BLACK;
                } else if (b == 'W' || b == 'w' || b == '2') {
                    player = Colour.WHITE;
                } else {
                    return false;
                }
            }
        }
        return true;
    }

    /** GM, SZ and CA: the root's alone. */
    private boolean rootProperties() {
        int gm = start(Slot.GM);
        if (gm >= 0 && !(end(Slot.GM) - gm == 1 && in[gm] == '1')) {
            return false;
        }
        int sz = start(Slot.SZ);
        if (sz < 0) {
            grid = new Grid(19, 19);
        } else {
            int end = end(Slot.SZ);
            int colon = sz;
            while (colon < end && in[colon] != ':') {
                colon++;
            }
            int width = number(sz, colon);
            int height = colon == end ? width : number(colon + 1, end);
            if (width < 1 || height < 1 || width > Grid.MAX_SIDE || height > Grid.MAX_SIDE) {
                return false;
            }
            grid = new Grid(width, height);
        }
        moves = new PackedMoves(grid);
        int ca = start(Slot.CA);
        if (ca >= 0) {
            String name = new String(in, ca, end(Slot.CA) - ca, StandardCharsets.ISO_8859_1).trim();
            charset = SgfParser.charsetNamed(name, caOffset, warnings);
            if (charset != null && !charset.equals(StandardCharsets.UTF_8)
                    && !SgfParser.decode(ASCII_READ.getBytes(StandardCharsets.US_ASCII), charset).equals(ASCII_READ)) {
                return false;
            }
        }
        return true;
    }

    /** KM, HA, RU, RE, PB, PW: the first of each met along the line (blank ones pass on to later nodes). */
    private boolean information() {
        int km = start(Slot.KM);
        if (km >= 0 && komi.isEmpty()) {
            int end = end(Slot.KM);
            if (end > km) {
                double k = komi(km, end);
                if (Double.isNaN(k)) {
                    return false;
                }
                komi = OptionalDouble.of(k);
            }
        }
        int ha = start(Slot.HA);
        if (ha >= 0 && !handicapSeen) {
            int end = end(Slot.HA);
            if (end > ha) {
                handicap = number(ha, end);
                if (handicap < 0) {
                    return false;
                }
                handicapSeen = true;
            }
        }
        rules = rules.isPresent() ? rules : text(Slot.RU);
        result = result.isPresent() ? result : text(Slot.RE);
        black = black.isPresent() ? black : text(Slot.PB);
        white = white.isPresent() ? white : text(Slot.PW);
        return true;
    }

    private Optional<String> text(Slot slot) {
        int start = start(slot);
        if (start < 0) {
            return Optional.empty();
        }
        byte[] raw = Arrays.copyOfRange(in, start, end(slot));
        return GameRecord.simpleText(SgfProperty.unescape(SgfParser.decode(raw, charset)));
    }

    /** A whole number of 1 to 6 digits, as GameRecord reads SZ and HA; -1 when it is not one written plainly. */
    private int number(int start, int end) {
        if (end - start < 1 || end - start > 6) {
            return -1;
        }
        int n = 0;
        for (int i = start; i < end; i++) {
            if (in[i] < '0' || in[i] > '9') {
                return -1;
            }
            n = n * 10 + in[i] - '0';
        }
        return n;
    }

    /**
     * A komi as GameRecord reads KM ({@code [+-]?([0-9]{1,6}(\.[0-9]{0,6})?|\.[0-9]{1,6})}, a multiple
     * of 0.5), exactly the double {@link Double#parseDouble} gives; NaN when it is not one.
     */
    private double komi(int start, int end) {
        int i = start;
        boolean negative = false;
        if (in[i] == '+' || in[i] == '-') {
            negative = in[i] == '-';
            i++;
        }
        int whole = 0;
        int wholeDigits = 0;
        while (i < end && in[i] >= '0' && in[i] <= '9') {
            whole = whole * 10 + in[i] - '0';
            wholeDigits++;
            i++;
        }
        int fractionDigits = 0;
        boolean half = false;
        boolean otherFraction = false;
        if (i < end && in[i] == '.') {
            i++;
            while (i < end && in[i] >= '0' && in[i] <= '9') {
                if (fractionDigits == 0 && in[i] == '5') {
                    half = true;
                } else if (in[i] != '0') {
                    otherFraction = true;
                }
                fractionDigits++;
                i++;
            }
        }
        if (i != end || wholeDigits > 6 || fractionDigits > 6 || (wholeDigits == 0 && fractionDigits == 0) || otherFraction) {
            return Double.NaN;
        }
        // Below a million with a fraction of .0 or .5: exact in a double, as parseDouble gives it.
        double k = whole + (half ? 0.5 : 0.0);
        return negative ? -k : k;
    }

    /** An AB, AW or AE value: a point or a rectangle of two letters each, inside the grid. */
    private boolean place(int id, int start, int end, boolean[] named) {
        int x1;
        int y1;
        int x2;
        int y2;
        if (end - start == 2) {
            x1 = x2 = coordinate(start);
            y1 = y2 = coordinate(start + 1);
        } else if (end - start == 5 && in[start + 2] == ':') {
            x1 = coordinate(start);
            y1 = coordinate(start + 1);
            x2 = coordinate(start + 3);
            y2 = coordinate(start + 4);
        } else {
            return false;
        }
        if (x1 < 0 || y1 < 0 || x2 < 0 || y2 < 0) {
            return false;
        }
        if (Math.max(x1, x2) >= grid.width() || Math.max(y1, y2) >= grid.height()) {
            return false;
        }
        if (cells == null) {
            cells = new char[grid.area()];
            Arrays.fill(cells, Colour.EMPTY.symbol());
        }
        char symbol = (id == AB ? Colour.BLACK : id == AW ? Colour.WHITE : Colour.EMPTY).symbol();
        for (int x = Math.min(x1, x2); x <= Math.max(x1, x2); x++) {
            for (int y = Math.min(y1, y2); y <= Math.max(y1, y2); y++) {
                // Colouring's cells go row by row from the bottom; SGF counts rows from the top.
                int cell = (grid.height() - 1 - y) * grid.width() + x;
                if (named[cell]) {
                    return false;
                }
                named[cell] = true;
                cells[cell] = symbol;
            }
        }
        return true;
    }

    /** The node's move: {@code []} or {@code [tt]} (on grids up to 19x19) a pass, else a point on the grid or off it. */
    private boolean move() {
        int start = start(Slot.PLAY);
        int end = end(Slot.PLAY);
        if (end == start) {
            moves.pass(playWhite, false, playOffset);
        } else if (end - start == 2) {
            int x = coordinate(start);
            int y = coordinate(start + 1);
            if (x < 0 || y < 0) {
                return false;
            }
            if (in[start] == 't' && in[start + 1] == 't' && grid.width() <= 19 && grid.height() <= 19) {
                moves.pass(playWhite, true, playOffset);
            } else {
                moves.point(playWhite, x, y, playOffset);
            }
        } else {
            return false;
        }
        movesRead++;
        return true;
    }

    private int coordinate(int i) {
        return GameRecord.coordinate((char) (in[i] & 0xFF));
    }

    /** Skips a node's properties off the main line, checking their grammar only. */
    private boolean skipProperties() {
        while (true) {
            skipSpace();
            if (at == in.length || !isLetter(in[at])) {
                return true;
            }
            while (at < in.length && isLetter(in[at])) {
                at++;
            }
            skipSpace();
            if (at == in.length || in[at] != '[') {
                return false;
            }
            while (at < in.length && in[at] == '[') {
                if (!value()) {
                    return false;
                }
                skipSpace();
            }
        }
    }

    /** Past a value, {@code [} to its closing {@code ]}, a backslash escaping the next byte; false when it never closes. */
    private boolean value() {
        at++;
        while (at < in.length) {
            byte b = in[at];
            if (b == '\\') {
                at += 2;
            } else if (b == ']') {
                at++;
                return true;
            } else {
                at++;
            }
        }
        at = in.length;
        return false;
    }

    /**
     * The identifier at {@code at}, read as the parser reads it: its capitals (FF[1-3]'s AddBlack is
     * AB), or all its letters in capitals when it has none ({@code sz}); OTHER unless one or two letters.
     */
    private int identifier() {
        int capitals = 0;
        int capitalCode = 0;
        int letters = 0;
        int letterCode = 0;
        while (at < in.length && isLetter(in[at])) {
            byte b = in[at];
            if (b >= 'A' && b <= 'Z') {
                capitals++;
                capitalCode = capitalCode << 8 | b;
            }
            letters++;
            letterCode = letterCode << 8 | (b & ~0x20);
            at++;
        }
        if (capitals > 0) {
            return capitals <= 2 ? capitalCode : OTHER;
        }
        return letters <= 2 ? letterCode : OTHER;
    }

    private static int id(String letters) {
        int code = 0;
        for (char c : letters.toCharArray()) {
            code = code << 8 | c;
        }
        return code;
    }

    private void skipSpace() {
        while (at < in.length && SgfParser.isSpace(in[at])) {
            at++;
        }
    }

    private static boolean isLetter(byte b) {
        return SgfParser.isLetter(b);
    }
}
