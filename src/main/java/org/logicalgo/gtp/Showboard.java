package org.logicalgo.gtp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;

/**
 * Reads the grid colouring out of what an engine printed for {@code showboard}, for engines that
 * have no {@code list_stones}. GTP leaves the drawing free, so this reads only drawings whose
 * layout settles every point beyond doubt, and otherwise answers nothing: a wrongly read board
 * would make the suite report a failure the engine did not commit.
 *
 * <p>A drawing it reads has
 * <ul>
 * <li>a line of column letters above or below the rows (or both): exactly as many letters as the
 *     grid is wide, from {@code A}, without {@code I} as in GTP or with it, all capitals or all
 *     small letters. Each letter's place in its line is where that column's points stand in the
 *     rows, which is what lets marks between the points (a last move in parentheses) be told
 *     from the points;</li>
 * <li>one line per row of the grid, each numbered on the left, on the right or on both sides,
 *     from the grid's height at the top down to 1 at the bottom. Rows numbered from 1 at the top
 *     are refused: the numbers could be GTP's or merely the order of the lines, which would mirror
 *     the board;</li>
 * <li>at each point {@code X} (black), {@code O} (white), {@code .} or a hoshi {@code +} or
 *     {@code ,} (empty). Black may instead be {@code #} or {@code @} (as GoGui draws it) when no
 *     {@code X} appears; small {@code x} and {@code o} are read only when both appear and no
 *     capital does, since an engine drawing the player to move as {@code X} and the other as
 *     {@code x} would otherwise be misread. Any other symbol at a point, or two symbols for one
 *     colour, makes the drawing unreadable;</li>
 * <li>between points only spaces or marks: {@code ( ) [ ] < >} or the digits 1..9 (KataGo numbers
 *     the last three moves after their point);</li>
 * <li>before a row's points only its number, spaces, a border {@code |} and one mark; after them
 *     one mark, spaces, then nothing, a border {@code |} followed by anything, or the row's number
 *     followed by anything after a space (GNU Go writes the captures there). A ruled line of
 *     {@code + - = |} may separate the letters from the rows (Pachi).</li>
 * </ul>
 * This covers what GNU Go 3.8, Leela Zero 0.17 (on stderr) and this project's engine print, and the
 * layouts of KataGo, Pachi, Fuego and GoGui as their printing code writes them; any other text
 * around the drawing (headers, hashes, times, captures) is ignored.
 *
 * <p>It refuses, answering {@link Optional#empty()}, when no drawing of the grid's size is found,
 * when there is more than one (even the same board twice), and when a line of column letters of
 * that width is not part of a complete drawing: a truncated or garbled board, a missing row, a
 * board taller than the grid.
 */
public final class Showboard {

    /** GTP's column letters and the older ones that keep the I. */
    private static final List<String> ALPHABETS = List.of(Point.COLUMN_LETTERS, "ABCDEFGHIJKLMNOPQRSTUVWXY");

    private static final String SYMBOLS = "XOxo.+,#@";

    /** What may stand between two points: a space, or a mark on the point before or after it. */
    private static final String BETWEEN = " ()[]<>123456789";

    /** A mark right after a row's last point (Pachi's ')', KataGo's move numbers). */
    private static final String MARK_AFTER = ")]<>123456789";

    /** Before a row's first point: the row's number, a border, a mark on the first point. */
    private static final Pattern BEFORE = Pattern.compile(" *(\\d+)? *(?:\\| *)?[(\\[<>]?");

    private static final Pattern RULE = Pattern.compile(" *[-+=|_]*[-=][-+=|_]* *");

    private Showboard() {
    }

    /**
     * The colouring drawn in {@code text}, when it holds exactly one readable drawing of a board
     * of {@code grid}'s size; empty otherwise (never a guess).
     *
     * @param text everything the engine printed for one {@code showboard}: its response text, or
     *     what it wrote on stderr meanwhile
     * @param grid the board size the engine was given
     */
    public static Optional<Colouring> parse(String text, Grid grid) {
        List<String> lines = text.lines().toList();
        // keyed by the line of the drawing's top row, so one board found from its letters above
        // and again from its letters below counts once
        Map<Integer, Colouring> drawings = new TreeMap<>();
        for (int i = 0; i < lines.size(); i++) {
            Optional<int[]> columns = letters(lines.get(i), grid.width());
            if (columns.isEmpty()) {
                continue;
            }
            boolean part = false;
            for (int direction : new int[] {1, -1}) {
                Optional<Drawing> drawing = rows(lines, i, direction, columns.get(), grid);
                if (drawing.isPresent()) {
                    part = true;
                    Colouring seen = drawings.putIfAbsent(drawing.get().topLine(), drawing.get().colouring());
                    if (seen != null && !seen.equals(drawing.get().colouring())) {
                        return Optional.empty();
                    }
                }
            }
            if (!part) {
                return Optional.empty();
            }
        }
        if (drawings.size() != 1) {
            return Optional.empty();
        }
        return Optional.of(drawings.values().iterator().next());
    }

    private record Drawing(int topLine, Colouring colouring) {
    }

    private record Row(OptionalInt number, String points) {
    }

    /**
     * Where each column stands in a line of exactly {@code width} column letters, or empty when
     * the line is something else.
     */
    private static Optional<int[]> letters(String line, int width) {
        StringBuilder found = new StringBuilder();
        List<Integer> at = new ArrayList<>();
        for (int p = 0; p < line.length(); p++) {
            char c = line.charAt(p);
            if (c == ' ') {
                continue;
            }
            if (!Character.isLetter(c)) {
                return Optional.empty();
            }
            found.append(c);
            at.add(p);
        }
        if (found.length() != width) {
            return Optional.empty();
        }
        String written = found.toString();
        for (String alphabet : ALPHABETS) {
            String expected = alphabet.substring(0, width);
            if (written.equals(expected) || written.equals(expected.toLowerCase(Locale.ROOT))) {
                return Optional.of(at.stream().mapToInt(Integer::intValue).toArray());
            }
        }
        return Optional.empty();
    }

    /**
     * The drawing whose rows run from the line of letters at {@code letters} in {@code direction}
     * (1: the letters are above, -1: below), or empty when there is no complete one there.
     */
    private static Optional<Drawing> rows(List<String> lines, int letters, int direction, int[] columns, Grid grid) {
        int height = grid.height();
        int first = letters + direction;
        if (first >= 0 && first < lines.size() && RULE.matcher(lines.get(first)).matches()) {
            first += direction;
        }
        List<Row> rows = new ArrayList<>(height);
        for (int k = 0; k < height; k++) {
            int at = first + k * direction;
            if (at < 0 || at >= lines.size()) {
                return Optional.empty();
            }
            Optional<Row> row = row(lines.get(at), columns, true);
            if (row.isEmpty()) {
                return Optional.empty();
            }
            rows.add(row.get());
        }
        // a further row would mean a board taller than the grid, of which these are only a part
        int beyond = first + height * direction;
        if (beyond >= 0 && beyond < lines.size() && row(lines.get(beyond), columns, false).isPresent()) {
            return Optional.empty();
        }
        if (direction < 0) {
            Collections.reverse(rows);
        }
        for (int r = 0; r < height; r++) {
            if (rows.get(r).number().orElse(-1) != height - r) {
                return Optional.empty();
            }
        }
        Optional<Colouring> colouring = colouring(rows, grid);
        int top = direction > 0 ? first : first + (height - 1) * direction;
        return colouring.map(c -> new Drawing(top, c));
    }

    /**
     * One row of points at {@code columns}, with its number; empty when the line is not such a row.
     * {@code strict}: only symbols this class reads stand at the points; otherwise any line shaped
     * like a numbered row counts (to notice rows beyond the grid).
     */
    private static Optional<Row> row(String line, int[] columns, boolean strict) {
        int last = columns[columns.length - 1];
        if (line.length() <= last) {
            return Optional.empty();
        }
        StringBuilder points = new StringBuilder(columns.length);
        for (int j = 0; j < columns.length; j++) {
            char c = line.charAt(columns[j]);
            if (strict ? SYMBOLS.indexOf(c) < 0 : Character.isWhitespace(c)) {
                return Optional.empty();
            }
            points.append(c);
            if (j + 1 < columns.length) {
                for (int p = columns[j] + 1; p < columns[j + 1]; p++) {
                    if (BETWEEN.indexOf(line.charAt(p)) < 0) {
                        return Optional.empty();
                    }
                }
            }
        }
        Matcher before = BEFORE.matcher(line.substring(0, columns[0]));
        if (!before.matches()) {
            return Optional.empty();
        }
        OptionalInt left = number(before.group(1));
        String after = line.substring(last + 1);
        // a digit right after the last point is KataGo's move number or the row's own number
        // written close: either reading that fits the row will do, as neither changes a colour
        for (int start = 0; start <= 1 && start <= after.length(); start++) {
            if (start == 1 && MARK_AFTER.indexOf(after.charAt(0)) < 0) {
                break;
            }
            Optional<OptionalInt> right = rightNumber(after.substring(start));
            if (right.isEmpty()) {
                continue;
            }
            OptionalInt r = right.get();
            if (left.isPresent() && r.isPresent() && left.getAsInt() != r.getAsInt()) {
                continue;
            }
            OptionalInt number = left.isPresent() ? left : r;
            if (number.isEmpty()) {
                continue;
            }
            return Optional.of(new Row(number, points.toString()));
        }
        return Optional.empty();
    }

    /**
     * What follows a row's points (after any mark): nothing, a border and anything, or the row's
     * number then anything after a space. Empty when it is none of these.
     */
    private static Optional<OptionalInt> rightNumber(String after) {
        int p = 0;
        while (p < after.length() && after.charAt(p) == ' ') {
            p++;
        }
        if (p == after.length() || after.charAt(p) == '|') {
            return Optional.of(OptionalInt.empty());
        }
        int q = p;
        while (q < after.length() && after.charAt(q) >= '0' && after.charAt(q) <= '9') {
            q++;
        }
        if (q == p || (q < after.length() && !Character.isWhitespace(after.charAt(q)))) {
            return Optional.empty();
        }
        return Optional.of(number(after.substring(p, q)));
    }

    private static OptionalInt number(String digits) {
        if (digits == null || digits.isEmpty() || digits.length() > 9) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(Integer.parseInt(digits));
    }

    /** The colouring of rows drawn from the top, when their symbols mean one colour each beyond doubt. */
    private static Optional<Colouring> colouring(List<Row> rows, Grid grid) {
        Set<Character> used = new TreeSet<>();
        for (Row row : rows) {
            for (char c : row.points().toCharArray()) {
                used.add(c);
            }
        }
        Optional<Map<Character, Colour>> meaning = meaning(used);
        if (meaning.isEmpty()) {
            return Optional.empty();
        }
        StringBuilder drawn = new StringBuilder(grid.area() + grid.height());
        for (Row row : rows) {
            if (!drawn.isEmpty()) {
                drawn.append('/');
            }
            for (char c : row.points().toCharArray()) {
                drawn.append(meaning.get().get(c).symbol());
            }
        }
        Colouring colouring = Colouring.parse(drawn.toString());
        return colouring.grid().equals(grid) ? Optional.of(colouring) : Optional.empty();
    }

    /** Which colour each symbol of a drawing stands for, or empty when one of them is in doubt. */
    private static Optional<Map<Character, Colour>> meaning(Set<Character> used) {
        Map<Character, Colour> meaning = new HashMap<>();
        for (char empty : new char[] {'.', '+', ','}) {
            meaning.put(empty, Colour.EMPTY);
        }
        // one case per drawing: a capital beside a small letter is left out of the meaning below
        boolean small = used.contains('x') || used.contains('o');
        if (small) {
            if (!(used.contains('x') && used.contains('o'))) {
                return Optional.empty();
            }
            meaning.put('x', Colour.BLACK);
            meaning.put('o', Colour.WHITE);
        } else {
            meaning.put('O', Colour.WHITE);
            int blacks = (used.contains('X') ? 1 : 0) + (used.contains('#') ? 1 : 0) + (used.contains('@') ? 1 : 0);
            if (blacks > 1) {
                return Optional.empty();
            }
            meaning.put('X', Colour.BLACK);
            meaning.put('#', Colour.BLACK);
            meaning.put('@', Colour.BLACK);
        }
        for (char c : used) {
            if (!meaning.containsKey(c)) {
                return Optional.empty();
            }
        }
        return Optional.of(meaning);
    }
}
