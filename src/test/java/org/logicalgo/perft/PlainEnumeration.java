package org.logicalgo.perft;

import java.util.ArrayList;
import java.util.List;

/**
 * A plain enumeration of turn sequences, written from the rules text ({@code spec/tromp-taylor.md})
 * alone and apart from both engines: an independent witness for their perft counts. Clarity over
 * speed: a colouring is a string of characters ('.', 'X' black, 'O' white), point {@code p} being
 * column {@code p % width} of row {@code p / width + 1} (row 1 at the bottom); liberties are found by
 * a flood fill; the history is a list of every colouring so far.
 */
public final class PlainEnumeration {

    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    /** turns[d-1]: sequences of exactly d turns; ended[d-1]: how many of them end the game at turn d. */
    public record Counts(long[] turns, long[] ended) {
    }

    private final int width;
    private final int height;
    private final String ko;
    private final boolean suicideAllowed;
    /** The history: the start colouring, then the colouring after each turn (a pass repeats it). */
    private final List<String> colourings = new ArrayList<>();
    /** The player to move ('B' or 'W') while each colouring of the history stood. */
    private final List<Character> toMove = new ArrayList<>();
    /** For each turn so far, whether it was a pass. */
    private final List<Boolean> passes = new ArrayList<>();

    /**
     * ko: "positional" (TT-6), "situational" (TT-C6), "simple" (TT-V1), "none"; suicide allowed (TT-7
     * as written) or forbidden (TT-C7). startRows: top row first, null for the empty grid. The turns
     * ("B C3", "W pass") are played first; each must be legal, else IllegalArgumentException.
     */
    public static Counts perft(int width, int height, String[] startRows, char toMove, List<String> turns,
                               String ko, boolean suicideAllowed, int depth) {
        PlainEnumeration game = new PlainEnumeration(width, height, startRows, toMove, ko, suicideAllowed);
        for (String turn : turns) {
            game.play(turn);
        }
        Counts counts = new Counts(new long[depth], new long[depth]);
        game.count(0, counts);
        return counts;
    }

    /** Complete games (ended by two passes) from the empty grid, positional superko, suicide allowed. */
    public static long completeGames(int width, int height) {
        return new PlainEnumeration(width, height, null, 'B', "positional", true).games();
    }

    private PlainEnumeration(int width, int height, String[] startRows, char first, String ko, boolean suicideAllowed) {
        if (width < 1 || height < 1 || width > COLUMNS.length() || height > 25) {
            throw new IllegalArgumentException("no grid of " + width + "x" + height);
        }
        if (!List.of("positional", "situational", "simple", "none").contains(ko)) {
            throw new IllegalArgumentException("no ko rule " + ko);
        }
        if (first != 'B' && first != 'W') {
            throw new IllegalArgumentException("no player " + first);
        }
        this.width = width;
        this.height = height;
        this.ko = ko;
        this.suicideAllowed = suicideAllowed;
        StringBuilder start = new StringBuilder(".".repeat(width * height));
        if (startRows != null) {
            if (startRows.length != height) {
                throw new IllegalArgumentException("expected " + height + " rows");
            }
            for (int i = 0; i < height; i++) {
                String row = startRows[i].replace(" ", "");
                if (row.length() != width || !row.matches("[.XO]*")) {
                    throw new IllegalArgumentException("bad row " + startRows[i]);
                }
                int y = height - 1 - i; // the first row given is the top one, row `height`
                start.replace(y * width, (y + 1) * width, row);
            }
        }
        String colouring = start.toString();
        if (!clear(clear(colouring, 'X'), 'O').equals(colouring)) {
            throw new IllegalArgumentException("a string of the start lacks a liberty (TT-R7)");
        }
        colourings.add(colouring);
        toMove.add(first);
    }

    private String now() {
        return colourings.get(colourings.size() - 1);
    }

    private char mover() {
        return toMove.get(toMove.size() - 1);
    }

    private static char other(char player) {
        return player == 'B' ? 'W' : 'B';
    }

    /** TT-8: two passes in a row end the game. */
    private boolean ended() {
        int n = passes.size();
        return n >= 2 && passes.get(n - 1) && passes.get(n - 2);
    }

    private void push(String colouring, boolean pass) {
        toMove.add(other(mover()));
        colourings.add(colouring);
        passes.add(pass);
    }

    private void pop() {
        colourings.remove(colourings.size() - 1);
        toMove.remove(toMove.size() - 1);
        passes.remove(passes.size() - 1);
    }

    /** Depth-first over every legal turn: each move in point order, then the pass. */
    private void count(int d, Counts counts) {
        if (d == counts.turns().length || ended()) {
            return;
        }
        for (int p = 0; p < width * height; p++) {
            String after = move(p);
            if (after != null) {
                push(after, false);
                counts.turns()[d]++;
                count(d + 1, counts);
                pop();
            }
        }
        push(now(), true);
        counts.turns()[d]++;
        if (ended()) {
            counts.ended()[d]++;
        }
        count(d + 1, counts);
        pop();
    }

    private long games() {
        if (ended()) {
            return 1;
        }
        long games = 0;
        for (int p = 0; p < width * height; p++) {
            String after = move(p);
            if (after != null) {
                push(after, false);
                games += games();
                pop();
            }
        }
        push(now(), true);
        games += games();
        pop();
        return games;
    }

    /** The colouring the mover's move at p leaves (TT-7), or null when the move is refused. */
    private String move(int p) {
        if (now().charAt(p) != '.') {
            return null; // TT-7 colours an empty point (TT-R10)
        }
        char stone = mover() == 'B' ? 'X' : 'O';
        String coloured = now().substring(0, p) + stone + now().substring(p + 1);
        String captured = clear(coloured, stone == 'X' ? 'O' : 'X');
        String after = clear(captured, stone);
        if (!suicideAllowed && !after.equals(captured)) {
            return null; // TT-C7: the second clearing would empty something
        }
        return repeats(after) ? null : after;
    }

    /** Whether the repetition rule refuses a move that leaves this colouring. */
    private boolean repeats(String after) {
        int n = colourings.size();
        switch (ko) {
            case "positional": // TT-6: any earlier colouring, the start and the colouring now included
                return colourings.contains(after);
            case "situational": // TT-C6: an earlier colouring that stood with the same player to move
                for (int i = 0; i < n; i++) {
                    if (colourings.get(i).equals(after) && toMove.get(i) == other(mover())) {
                        return true;
                    }
                }
                return false;
            case "simple": // TT-V1: the colouring just before the last turn; none before the first turn
                return n >= 2 && colourings.get(n - 2).equals(after);
            default:
                return false;
        }
    }

    /** TT-4: empties, all at once, every point of the colour that does not reach empty (TT-3). */
    private String clear(String colouring, char colour) {
        char[] cleared = colouring.toCharArray();
        boolean[] seen = new boolean[colouring.length()];
        for (int p = 0; p < colouring.length(); p++) {
            if (colouring.charAt(p) != colour || seen[p]) {
                continue;
            }
            List<Integer> string = new ArrayList<>(List.of(p)); // flood fill over the colour from p
            seen[p] = true;
            boolean reachesEmpty = false;
            for (int i = 0; i < string.size(); i++) {
                for (int q : neighbours(string.get(i))) {
                    if (colouring.charAt(q) == '.') {
                        reachesEmpty = true;
                    } else if (colouring.charAt(q) == colour && !seen[q]) {
                        seen[q] = true;
                        string.add(q);
                    }
                }
            }
            if (!reachesEmpty) {
                string.forEach(q -> cleared[q] = '.');
            }
        }
        return new String(cleared);
    }

    private List<Integer> neighbours(int p) {
        int x = p % width;
        int y = p / width;
        List<Integer> neighbours = new ArrayList<>();
        if (x > 0) neighbours.add(p - 1);
        if (x < width - 1) neighbours.add(p + 1);
        if (y > 0) neighbours.add(p - width);
        if (y < height - 1) neighbours.add(p + width);
        return neighbours;
    }

    /** Plays a given turn ("B C3", "W pass"), refusing what the rules refuse. */
    private void play(String turn) {
        String[] words = turn.trim().split("\\s+");
        if (words.length != 2 || !words[0].equals(String.valueOf(mover())) || ended()) {
            throw new IllegalArgumentException(turn + ": not a turn for " + mover() + " now (TT-5, TT-R8)");
        }
        if (words[1].equalsIgnoreCase("pass")) {
            push(now(), true);
            return;
        }
        int x = COLUMNS.indexOf(Character.toUpperCase(words[1].charAt(0)));
        int y;
        try {
            y = Integer.parseInt(words[1].substring(1)) - 1;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(turn + ": no such point", e);
        }
        if (x < 0 || x >= width || y < 0 || y >= height) {
            throw new IllegalArgumentException(turn + ": off the grid (TT-R10)");
        }
        String after = move(y * width + x);
        if (after == null) {
            throw new IllegalArgumentException(turn + ": refused");
        }
        push(after, false);
    }
}
