package org.logicalgo.cli;

import java.util.Optional;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;

/** The start of a game as the command line gives it: a grid, a drawn colouring, who moves first; read once for replay and solve. */
final class StartOptions {

    private StartOptions() {
    }

    /**
     * The setup from a size (named {@code sizeName} in errors), a drawing of the start and the player
     * to move, either of the first two optional; on the grid {@code otherwise} when neither gives
     * one, and empty when that is null too.
     */
    static Optional<Setup> read(Ruleset ruleset, String size, String sizeName, String start, String toMove, Grid otherwise) {
        Grid grid = null;
        if (size != null) {
            try {
                grid = Grid.parse(size);
            } catch (IllegalArgumentException e) {
                throw new UserError(sizeName + ": " + e.getMessage());
            }
        }
        Setup setup;
        if (start != null) {
            Colouring colouring;
            try {
                colouring = Colouring.parse(start);
            } catch (IllegalArgumentException e) {
                throw new UserError("--start: " + e.getMessage());
            }
            if (grid != null && !grid.equals(colouring.grid())) {
                throw new UserError("--start draws a " + colouring.grid() + " grid but " + sizeName + " says " + grid);
            }
            setup = Setup.of(ruleset, colouring.grid()).withStart(colouring, Colour.BLACK);
        } else if (grid != null || otherwise != null) {
            setup = Setup.of(ruleset, grid != null ? grid : otherwise);
        } else {
            return Optional.empty();
        }
        if (toMove != null) {
            try {
                setup = setup.withStart(setup.start(), Colour.ofPlayer(toMove));
            } catch (IllegalArgumentException e) {
                throw new UserError("--to-move: " + e.getMessage());
            }
        }
        return Optional.of(setup);
    }
}
