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

    static Turn pass(Colour colour) {
        return new Pass(colour);
    }

    static Turn play(Colour colour, Point point) {
        return new Play(colour, point);
    }
}
