package org.logicalgo.rules;

import java.util.Set;
import java.util.TreeSet;
import java.util.Comparator;
import java.util.stream.Collectors;

/**
 * TT-6: a turn is either a pass or a move. A move is written {@link Play} (a player colouring a
 * point); {@link Agreement} is the end-of-game agreement of comment 8 (TT-C8), made by both
 * players together, and only where the ruleset provides for it.
 */
public sealed interface Turn permits Turn.Pass, Turn.Play, Turn.Agreement {

    /** The turn as written in a replay: {@code B C3}, {@code W pass}, {@code agree C3 D4}. */
    String text();

    record Pass(Colour colour) implements Turn {
        public Pass {
            if (!colour.isPlayer()) throw new IllegalArgumentException("only a player passes");
        }

        @Override
        public String text() {
            return colour.letter() + " pass";
        }
    }

    record Play(Colour colour, Point point) implements Turn {
        public Play {
            if (!colour.isPlayer()) throw new IllegalArgumentException("only a player moves");
        }

        @Override
        public String text() {
            return colour.letter() + " " + point;
        }
    }

    /** Both players agree to empty these points and so end the game (TT-C8). */
    record Agreement(Set<Point> emptied) implements Turn {
        public Agreement {
            emptied = Set.copyOf(emptied);
        }

        @Override
        public String text() {
            Set<Point> sorted = new TreeSet<>(Comparator.comparingInt(Point::row).thenComparingInt(Point::column));
            sorted.addAll(emptied);
            return ("agree " + sorted.stream().map(Point::toString).collect(Collectors.joining(" "))).trim();
        }
    }

    /**
     * Reads a turn as written in a replay: {@code B C3}, {@code W pass}, {@code C3} or {@code pass}
     * (the colour omitted: {@code toMove}'s turn), {@code agree C3 D4} (TT-C8). Case does not matter.
     *
     * @throws IllegalArgumentException naming the part that is not a turn on this grid
     */
    static Turn parse(String text, Grid grid, Colour toMove) {
        String[] words = text.trim().split("[\\s,]+");
        if (words.length == 0 || words[0].isEmpty()) {
            throw new BadValue("an empty turn", "un tour vide");
        }
        if (words[0].equalsIgnoreCase("agree")) {
            Set<Point> emptied = new java.util.HashSet<>();
            for (int i = 1; i < words.length; i++) {
                emptied.add(Point.parse(words[i], grid));
            }
            return new Agreement(emptied);
        }
        Colour colour = toMove;
        int at = 0;
        if (words.length == 2) {
            colour = Colour.ofPlayer(words[0]);
            at = 1;
        } else if (words.length != 1) {
            throw new BadValue("'" + text.trim() + "' is not a turn (like 'B C3', 'W pass', 'C3' or 'agree C3 D4')",
                    "'" + text.trim() + "' n'est pas un tour (comme 'B C3', 'W pass', 'C3' ou 'agree C3 D4')");
        }
        if (words.length == 1 && Colour.isPlayer(words[0])) {
            throw new BadValue("'" + words[0] + "' is a colour without its point or pass (a turn is like 'B C3' or 'W pass')",
                    "'" + words[0] + "' est une couleur sans son point ni pass (un tour s'écrit comme 'B C3' ou 'W pass')");
        }
        if (words[at].equalsIgnoreCase("pass")) {
            return new Pass(colour);
        }
        return new Play(colour, Point.parse(words[at], grid));
    }

    static Turn pass(Colour colour) {
        return new Pass(colour);
    }

    static Turn play(Colour colour, Point point) {
        return new Play(colour, point);
    }
}
