package org.logicalgo.conformance;

import java.util.Locale;

/**
 * What a case asks of an engine beyond {@code boardsize}, {@code clear_board}, {@code komi} and
 * {@code play}. A runner marks a case unsupported, never passed, when the engine lacks one.
 */
public enum Need {
    /** The grid is not square: GTP v2's {@code boardsize} takes one number (TT-C1). */
    RECTANGULAR,
    /** The game starts from stones on the grid or with White to move (TT-R7): {@code gogui-setup}, {@code loadsgf} or the like. */
    SETUP,
    /** Black plays several turns in a row at the start (TT-C5). */
    HANDICAP,
    /** An {@code agree ...} turn (TT-C8): no GTP command exists for it. */
    AGREEMENT,
    /** The colouring is compared after a turn: {@code showboard}, {@code list_stones} or the like. */
    BOARD,
    /** The score or result is compared at the end: {@code final_score}. */
    FINAL_SCORE;

    /** The name written in case files: {@code final_score}, {@code rectangular}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Need of(String id) {
        for (Need n : values()) {
            if (n.id().equals(id)) {
                return n;
            }
        }
        throw new IllegalArgumentException("no need called '" + id + "'");
    }
}
