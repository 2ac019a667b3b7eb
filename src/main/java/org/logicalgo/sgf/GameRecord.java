package org.logicalgo.sgf;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Refusal;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Verdict;

/**
 * One line of play of an SGF Go record (GM[1]), read as the logical rules see a game: the grid, the
 * starting colouring (TT-R7), who moves first, komi, handicap, and the turns in order.
 *
 * <p>How SGF maps onto the rules, where FF[4] leaves room:
 * <ul>
 * <li>{@code SZ[19]} or {@code SZ[w:h]}; without it 19x19 (FF[4]'s default). TT-R9 bounds it to 25.</li>
 * <li>{@code AB}/{@code AW}/{@code AE} (points or {@code aa:cc} rectangles) and {@code PL} in the
 *     nodes before the first move make the starting colouring and the side to move (TT-R7). After
 *     the first move they would change the colouring outside any turn, which no rule allows: such a
 *     record is refused as unreadable, naming the node.</li>
 * <li>{@code B[]}, and {@code B[tt]} on grids up to 19x19 (FF[3]), are passes. A move to a point
 *     outside {@code SZ} is kept as written: the judge refuses it under TT-1.</li>
 * <li>{@code HA[n]} with black setup stones: the handicap is already on the grid and White moves
 *     first unless {@code PL} says otherwise. {@code HA[n]} without them: Black's first n turns
 *     are consecutive (TT-C5), as servers that let Black place the stones record it.</li>
 * <li>Without {@code PL}, the first move's colour moves first (FF[4] has no other way to say it).</li>
 * </ul>
 *
 * @param line  which line of the game tree this is (1: the main line)
 * @param lines  how many lines the game tree holds
 * @param offset the byte offset of the root node in the file (-1 when made in memory)
 */
public record GameRecord(Grid grid, Colouring start, Optional<Colour> player, OptionalDouble komi, int handicap,
                         Optional<String> rules, Optional<String> result, Optional<String> black,
                         Optional<String> white, List<Move> moves, int line, int lines, int offset) {

    /**
     * A move of the record: {@code B[..]} or {@code W[..]}.
     *
     * @param number  the turn's number, from 1
     * @param value   the coordinates as written ({@code pd}, {@code tt}, empty for a pass)
     * @param offset  the byte offset of the property in the file (-1 when made in memory)
     * @param turn    the turn on the record's grid; empty when the point lies outside the grid (TT-1)
     */
    public record Move(int number, Colour colour, String value, int offset, Optional<Turn> turn) {

        /** What the rules say of this move in a game: the game's verdict, or TT-1 for a point outside the grid. */
        public Verdict verdictIn(Game game) {
            return turn.isPresent() ? game.judge(turn.get())
                    : Verdict.Refused.of(game.setup().rules(), new Refusal.OffGrid("[" + value + "]", game.setup().grid()));
        }

        /** How a replay reads a record's moves: the turn on the record's grid, or TT-1 for a point off it. */
        public static final Replay.Reading<Move> READING = new Replay.Reading<>() {
            @Override
            public Optional<Turn> turn(Game game, Move move) {
                return move.turn();
            }

            @Override
            public Verdict.Refused unread(Game game, Move move) {
                return (Verdict.Refused) move.verdictIn(game);
            }
        };

        /** How the move is named in reports: {@code B D4}, {@code W pass}, {@code B [zz]} for a point off the grid. */
        public String text() {
            return turn.map(Turn::text).orElse(colour.letter() + " [" + value + "]");
        }
    }

    public GameRecord {
        // Moves read from bytes are packed, and made one at a time when asked for: immutable already.
        moves = moves instanceof PackedMoves ? moves : List.copyOf(moves);
    }

    /** The record's moves played from {@code start} (the game of its {@link #setup}, on any engine). */
    public Replay<Move> replay(Game start, Replay.AfterRefusal afterRefusal) {
        return Replay.of(start, moves, Move.READING, afterRefusal);
    }

    /** The main line of a game tree. */
    public static GameRecord read(SgfNode root) {
        return read(root, 1);
    }

    /**
     * Line {@code variation} of a game tree (1: the main line; see {@link SgfNode#line}).
     *
     * @throws SgfException naming the byte offset of what cannot be read as a Go record
     * @throws IllegalArgumentException when the tree has no such line
     */
    public static GameRecord read(SgfNode root, int variation) {
        List<SgfNode> nodes = root.line(variation);
        Builder line = new Builder(root);
        for (SgfNode node : nodes) {
            line.take(node);
        }
        return line.build(variation, root.lineCount(), root.offset());
    }

    /**
     * A line of play read node by node, from its root: what {@link #read(SgfNode, int)} does to a
     * tree, done as the nodes come, so that a reader keeps only the node in hand and the record
     * (its moves two ints each).
     */
    static final class Builder {
        private final Grid grid;
        private Colouring start;
        private Colour player;
        private final Info info = new Info();
        private final PackedMoves moves;

        /**
         * @param root the root node (GM, SZ); it is a node of the line too, to be {@link #take}n
         * @throws SgfException naming the byte offset of what cannot be read as a Go record
         */
        Builder(SgfNode root) {
            Optional<SgfProperty> gm = root.get("GM");
            if (gm.isPresent() && !gm.get().text().trim().equals("1")) {
                throw new SgfException(gm.get().offset(), "GM[" + SgfException.quote(gm.get().text()) + "] is not a Go record (GM[1])");
            }
            grid = size(root);
            start = Colouring.empty(grid);
            moves = new PackedMoves(grid);
        }

        /**
         * The next node of the line.
         *
         * @throws SgfException naming the byte offset of what cannot be read as a Go record
         */
        void take(SgfNode node) {
            info.take(node);
            List<SgfProperty> setup = new ArrayList<>();
            for (String id : List.of("AE", "AB", "AW", "PL")) {
                setup.addAll(node.all(id));
            }
            List<SgfProperty> plays = new ArrayList<>(node.all("B"));
            plays.addAll(node.all("W"));
            if (plays.size() > 1 || (plays.size() == 1 && plays.get(0).values().size() > 1)) {
                throw new SgfException(plays.get(plays.size() - 1).offset(), "a node holds one move, this one holds more");
            }
            if (!plays.isEmpty() && !setup.isEmpty()) {
                throw new SgfException(setup.get(0).offset(), setup.get(0).id() + " beside a move in one node: FF[4] keeps setup and moves apart");
            }
            if (!setup.isEmpty() && !moves.isEmpty()) {
                throw new SgfException(setup.get(0).offset(), setup.get(0).id() + " after move " + moves.size()
                        + ": the logical rules change the colouring only by turns, so a record that sets up stones during play cannot be judged");
            }
            java.util.Map<Point, String> setUp = new java.util.HashMap<>();
            for (SgfProperty p : setup) {
                if (p.id().equals("PL")) {
                    player = colour(p);
                } else {
                    Colour c = p.id().equals("AB") ? Colour.BLACK : p.id().equals("AW") ? Colour.WHITE : Colour.EMPTY;
                    List<Point> points = points(p, grid);
                    once(p, points, grid, setUp);
                    start = start.with(points, c);
                }
            }
            if (!plays.isEmpty()) {
                SgfProperty play = plays.get(0);
                move(moves, play.id().equals("W"), play, grid);
            }
        }

        GameRecord build(int line, int lines, int offset) {
            return new GameRecord(grid, start, Optional.ofNullable(player), info.komi, info.handicap, info.rules,
                    info.result, info.black, info.white, moves, line, lines, offset);
        }
    }

    /** The first of each game-information property met along the line (FF[4] allows it in any node before the play). */
    private static final class Info {
        OptionalDouble komi = OptionalDouble.empty();
        int handicap;
        boolean handicapSeen;
        Optional<String> rules = Optional.empty();
        Optional<String> result = Optional.empty();
        Optional<String> black = Optional.empty();
        Optional<String> white = Optional.empty();

        void take(SgfNode node) {
            Optional<SgfProperty> km = node.get("KM");
            if (km.isPresent() && komi.isEmpty() && !km.get().text().isBlank()) {
                komi = OptionalDouble.of(komi(km.get()));
            }
            Optional<SgfProperty> ha = node.get("HA");
            if (ha.isPresent() && !handicapSeen && !ha.get().text().isBlank()) {
                handicapSeen = true;
                handicap = number(ha.get(), "a number of handicap stones");
            }
            rules = rules.or(() -> simpleText(node, "RU"));
            result = result.or(() -> simpleText(node, "RE"));
            black = black.or(() -> simpleText(node, "PB"));
            white = white.or(() -> simpleText(node, "PW"));
        }
    }

    private static Optional<String> simpleText(SgfNode node, String id) {
        return node.get(id).flatMap(p -> simpleText(p.text()));
    }

    private static final java.util.regex.Pattern CONTROLS = java.util.regex.Pattern.compile("\\p{Cntrl}+");

    /** Whether a text holds a character of \p{Cntrl} (U+0000 to U+001F, U+007F). */
    private static boolean hasControl(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c == 0x7F) {
                return true;
            }
        }
        return false;
    }

    /** A SimpleText value, its escapes resolved, as the record keeps it; empty when nothing but space is left. */
    static Optional<String> simpleText(String text) {
        // FF[4] SimpleText: line breaks (and here any control character) read as spaces.
        String t = (hasControl(text) ? CONTROLS.matcher(text).replaceAll(" ") : text).trim();
        return t.isEmpty() ? Optional.empty() : Optional.of(t);
    }

    private static Grid size(SgfNode root) {
        Optional<SgfProperty> sz = root.get("SZ");
        if (sz.isEmpty()) {
            return new Grid(19, 19);
        }
        List<String> parts = SgfProperty.compose(sz.get().values().get(0));
        int width = number(sz.get(), parts.get(0), "a grid size");
        int height = parts.size() == 2 ? number(sz.get(), parts.get(1), "a grid size") : width;
        try {
            return new Grid(width, height);
        } catch (IllegalArgumentException e) {
            throw new SgfException(sz.get().offset(), "SZ[" + SgfException.quote(sz.get().values().get(0)) + "]: " + e.getMessage());
        }
    }

    private static int number(SgfProperty p, String what) {
        return number(p, p.values().get(0), what);
    }

    private static int number(SgfProperty p, String raw, String what) {
        String t = SgfProperty.unescape(raw).trim();
        if (!t.matches("[0-9]{1,6}")) {
            throw new SgfException(p.offset(), p.id() + "[" + SgfException.quote(raw) + "] is not " + what + " (a whole number)");
        }
        return Integer.parseInt(t);
    }

    private static double komi(SgfProperty p) {
        String t = p.text().trim();
        double k;
        try {
            if (!t.matches("[+-]?([0-9]{1,6}(\\.[0-9]{0,6})?|\\.[0-9]{1,6})")) {
                throw new NumberFormatException();
            }
            k = Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new SgfException(p.offset(), "KM[" + SgfException.quote(p.values().get(0)) + "] is not a komi (a number like 6.5)");
        }
        if (k * 2 != Math.rint(k * 2)) {
            throw new SgfException(p.offset(), "KM[" + t + "]: komi is a multiple of 0.5 [TT-R9]");
        }
        return k;
    }

    private static Colour colour(SgfProperty p) {
        String t = p.text().trim().toUpperCase(Locale.ROOT);
        if (t.equals("B") || t.equals("1")) {
            return Colour.BLACK;
        }
        if (t.equals("W") || t.equals("2")) {
            return Colour.WHITE;
        }
        throw new SgfException(p.offset(), "PL[" + SgfException.quote(p.values().get(0)) + "] is not a player (B or W)");
    }

    /** A move added to the moves read: a pass, or a point on the grid or off it (as written). */
    private static void move(PackedMoves moves, boolean white, SgfProperty p, Grid grid) {
        String value = p.values().get(0).trim();
        // FF[4]: B[] is a pass; FF[3] wrote tt, which stays a pass on grids up to 19x19 only.
        if (value.isEmpty() || (value.equals("tt") && grid.width() <= 19 && grid.height() <= 19)) {
            moves.pass(white, !value.isEmpty(), p.offset());
            return;
        }
        int[] xy = coordinates(p, value);
        moves.point(white, xy[0], xy[1], p.offset());
    }

    /** SGF coordinates: a letter for the column from the left, one for the row from the top; a..z are 0..25, A..Z 26..51. */
    private static int[] coordinates(SgfProperty p, String value) {
        if (value.length() != 2 || coordinate(value.charAt(0)) < 0 || coordinate(value.charAt(1)) < 0) {
            throw new SgfException(p.offset(), p.id() + "[" + SgfException.quote(value) + "] is not a point (two letters a..z or A..Z)");
        }
        return new int[] {coordinate(value.charAt(0)), coordinate(value.charAt(1))};
    }

    static int coordinate(char c) {
        if (c >= 'a' && c <= 'z') {
            return c - 'a';
        }
        if (c >= 'A' && c <= 'Z') {
            return c - 'A' + 26;
        }
        return -1;
    }

    private static Point point(int[] xy, Grid grid) {
        return new Point(xy[0], grid.height() - 1 - xy[1]);
    }

    /**
     * FF[4]: a point is named once among a node's AB, AW and AE; {@code AB[aa]AW[aa]} says two
     * things of one point, and the record is refused naming both, not read as whichever comes last.
     */
    private static void once(SgfProperty p, List<Point> points, Grid grid, java.util.Map<Point, String> setUp) {
        for (Point point : points) {
            String earlier = setUp.putIfAbsent(point, p.id());
            if (earlier != null) {
                String named = p.id() + "[" + SgfException.quote(String.join("][", p.values())) + "]";
                String name = coordinates(point, grid);
                throw new SgfException(p.offset(), (earlier.equals(p.id()) ? named + " names the point " + name + " twice"
                        : named + " sets up the point " + name + ", which " + earlier + " sets up too,")
                        + " in one node: FF[4] names a point once among a node's AB, AW and AE");
            }
        }
    }

    /** The points of a setup property: single points and FF[4] {@code aa:cc} rectangles (corners in either order). */
    private static List<Point> points(SgfProperty p, Grid grid) {
        List<Point> all = new ArrayList<>();
        for (String raw : p.values()) {
            List<String> corners = SgfProperty.compose(raw.trim());
            int[] a = coordinates(p, corners.get(0).trim());
            int[] b = corners.size() == 2 ? coordinates(p, corners.get(1).trim()) : a;
            for (int x = Math.min(a[0], b[0]); x <= Math.max(a[0], b[0]); x++) {
                for (int y = Math.min(a[1], b[1]); y <= Math.max(a[1], b[1]); y++) {
                    if (x >= grid.width() || y >= grid.height()) {
                        throw new SgfException(p.offset(), p.id() + "[" + SgfException.quote(raw) + "] reaches outside the " + grid + " grid [TT-1]");
                    }
                    all.add(point(new int[] {x, y}, grid));
                }
            }
        }
        return all;
    }

    /** SGF coordinates of a point of this grid. */
    public static String coordinates(Point p, Grid grid) {
        return "" + letter(p.column()) + letter(grid.height() - 1 - p.row());
    }

    static char letter(int i) {
        return (char) (i < 26 ? 'a' + i : 'A' + i - 26);
    }

    /**
     * The setup of this record under a ruleset: the starting colouring, the side to move, the
     * record's komi (or the ruleset's when the record names none) and the handicap turns.
     *
     * @throws SgfException when the record's setup is impossible (e.g. handicap turns with White to move)
     */
    public Setup setup(Ruleset ruleset) {
        boolean placed = start.count(Colour.BLACK) > 0;
        int handicapTurns = handicap >= 2 && !placed ? handicap : 0;
        Colour first = player.orElseGet(() -> moves.isEmpty()
                ? (handicap >= 2 && placed ? Colour.WHITE : Colour.BLACK)
                : moves.get(0).colour());
        try {
            return new Setup(ruleset, start, first, komi.orElse(ruleset.defaultKomi()), handicapTurns);
        } catch (IllegalArgumentException e) {
            throw new SgfException(Math.max(offset, 0), "the game's setup (SZ, AB, AW, PL, HA, KM): " + e.getMessage());
        }
    }

    /**
     * A record of a game played from this setup with these turns (one line, no variations), its
     * {@code RU} the ruleset's name as the registry writes it (this layer knows no names: the caller
     * gives it, and the registry's reader reads it back as the same ruleset).
     */
    public static GameRecord of(Setup setup, List<Turn> turns, Optional<String> result, String rulesetName) {
        List<Move> moves = new ArrayList<>(turns.size());
        for (Turn t : turns) {
            Colour c;
            String value;
            if (t instanceof Turn.Pass pass) {
                c = pass.colour();
                value = "";
            } else if (t instanceof Turn.Play play) {
                c = play.colour();
                if (play.point().row() >= setup.grid().height()) {
                    // SGF counts rows from the top: a point above the grid has no name in it.
                    throw new IllegalArgumentException("'" + t.text() + "' lies above the " + setup.grid() + " grid, where SGF has no coordinates");
                }
                value = coordinates(play.point(), setup.grid());
            } else {
                throw new IllegalArgumentException("SGF has no property for the comment-8 agreement (TT-C8): '" + t.text() + "' cannot be written");
            }
            moves.add(new Move(moves.size() + 1, c, value, -1, Optional.of(t)));
        }
        return new GameRecord(setup.grid(), setup.start(), Optional.of(setup.toMove()), OptionalDouble.of(setup.komi()),
                setup.handicap(), Optional.of(rulesetName), result, Optional.empty(), Optional.empty(), moves, 1, 1, -1);
    }

    /** This record as an FF[4] game tree: the root with the game information and setup, then one node per move. */
    public SgfNode toSgf() {
        List<SgfProperty> root = new ArrayList<>();
        root.add(SgfProperty.of("GM", "1"));
        root.add(SgfProperty.of("FF", "4"));
        root.add(SgfProperty.of("CA", "UTF-8"));
        root.add(SgfProperty.ofRaw("AP", List.of("logical-go:0.1.0")));
        root.add(grid.width() == grid.height() ? SgfProperty.of("SZ", Integer.toString(grid.width()))
                : SgfProperty.ofRaw("SZ", List.of(grid.width() + ":" + grid.height())));
        komi.ifPresent(k -> root.add(SgfProperty.of("KM", org.logicalgo.rules.Score.half(k))));
        if (handicap > 0) {
            root.add(SgfProperty.of("HA", Integer.toString(handicap)));
        }
        rules.ifPresent(r -> root.add(SgfProperty.of("RU", r)));
        black.ifPresent(n -> root.add(SgfProperty.of("PB", n)));
        white.ifPresent(n -> root.add(SgfProperty.of("PW", n)));
        result.ifPresent(r -> root.add(SgfProperty.of("RE", r)));
        for (Colour c : List.of(Colour.BLACK, Colour.WHITE)) {
            List<String> stones = new ArrayList<>();
            for (Point p : start.pointsOf(c)) {
                stones.add(coordinates(p, grid));
            }
            if (!stones.isEmpty()) {
                root.add(SgfProperty.ofRaw(c == Colour.BLACK ? "AB" : "AW", stones));
            }
        }
        player.ifPresent(c -> root.add(SgfProperty.of("PL", c.letter())));
        SgfNode next = null;
        for (int i = moves.size() - 1; i >= 0; i--) {
            Move m = moves.get(i);
            next = new SgfNode(List.of(SgfProperty.ofRaw(m.colour().letter(), List.of(m.value()))),
                    next == null ? List.of() : List.of(next), -1);
        }
        return new SgfNode(root, next == null ? List.of() : List.of(next), -1);
    }
}
