package org.logicalgo.fast;

/**
 * What {@link FastBoard#check} says of a move by the player to move, with its evidence (TT-7,
 * TT-6, TT-C7). {@link FastGame}, the referee, turns it into the rules' {@code Verdict}.
 *
 * <p>The two answers without evidence are constants, {@link #LEGAL} and {@link #OCCUPIED}: a
 * playout, whose moves are nearly all legal, allocates nothing for them.
 */
public sealed interface MoveCheck {

    MoveCheck LEGAL = new Legal();
    MoveCheck OCCUPIED = new Occupied();

    /** Whether the rules allow the move. */
    default boolean legal() {
        return this instanceof Legal;
    }

    /** The point is empty and the move may be played. */
    record Legal() implements MoveCheck {
    }

    /** TT-7: only an empty point may be coloured. */
    record Occupied() implements MoveCheck {
    }

    /** TT-C7 (variant): the move's own clearing would empty {@code emptied} points, its new stone among them. */
    record Suicide(int emptied) implements MoveCheck {
    }

    /** TT-6: the move would recreate the colouring after turn {@code turn} (0: the start), the earliest such turn. */
    record Repeats(int turn) implements MoveCheck {
    }
}
