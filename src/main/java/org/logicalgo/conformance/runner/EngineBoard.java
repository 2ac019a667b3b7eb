package org.logicalgo.conformance.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.fast.Fast;
import org.logicalgo.gtp.GtpClient;
import org.logicalgo.gtp.GtpException;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

/**
 * The case's grid on the engine's board: where it lies ({@link Placement}: the grid itself, or
 * walled inside the smallest square board the engine takes), the board's size, komi and starting
 * colouring set on the engine, and how long the case plays the same inside that board as on its
 * own grid.
 */
final class EngineBoard {

    private final ConformanceCase c;
    private final Ruleset ruleset;
    private final AsPlayed played;
    private final EngineSession session;
    /** Null until {@link #choose} found a board. */
    private Placement placement;
    /** The case played inside the engine's board by the rules, after its last turn (when walled and faithful). */
    private Game walledEnd;
    /** The temporary file given to {@code loadsgf}, as named to the engine, and its text; empty when none was. */
    private String setUpSent = "";
    private String setUpSgf = "";

    EngineBoard(ConformanceCase c, Ruleset ruleset, AsPlayed played, EngineSession session) {
        this.c = c;
        this.ruleset = ruleset;
        this.played = played;
        this.session = session;
    }

    /** Where the grid lies; null before a board was chosen. */
    Placement placement() {
        return placement;
    }

    /** The walled board after the case's last turn as the rules play it; null when native or not faithful to the end. */
    Game walledEnd() {
        return walledEnd;
    }

    /** The temporary set-up file named to {@code loadsgf} (deleted since); empty when the start was given otherwise. */
    String setUpSent() {
        return setUpSent;
    }

    /** That file's text: the start as a one-node SGF, kept for the report. */
    String setUpSgf() {
        return setUpSgf;
    }

    /**
     * Sets the engine's board: the case's own grid where the engine plays it, otherwise the
     * smallest square board that holds it walled. Empty when a board was found.
     */
    Optional<String> choose(Exchange exchange, EngineProbe probe) throws GtpException {
        Grid grid = c.grid();
        if (grid.width() == grid.height()) {
            if (session.acceptsSquare(grid.width())) {
                placement = Placement.natively(grid);
                return Optional.empty();
            }
        } else if (probe.knows("rectangular_boardsize")
                && exchange.send("rectangular_boardsize " + grid.width() + " " + grid.height()).success()) {
            placement = Placement.natively(grid);
            return Optional.empty();
        }
        String native_ = grid.width() == grid.height() ? session.refusal(grid.width()) : "rectangular_boardsize";
        if (!canSetUp(probe)) {
            return Optional.of("the engine refuses a " + grid + " grid (" + native_ + ") and has no loadsgf or gogui-setup "
                    + "to wall the grid inside a larger board");
        }
        for (int side = Math.max(grid.width(), grid.height()); side <= Grid.MAX_SIDE; side++) {
            if (Placement.fits(grid.width(), side) && Placement.fits(grid.height(), side) && session.acceptsSquare(side)) {
                placement = Placement.walled(grid, side, played.colourings());
                return Optional.empty();
            }
        }
        return Optional.of("the engine refuses a " + grid + " grid (" + native_ + ") and every board that could hold it walled");
    }

    private static boolean canSetUp(EngineProbe probe) {
        return probe.knows("loadsgf") || probe.knows("gogui-setup");
    }

    /** The board size, komi and start on the engine. Empty when done. */
    Optional<String> setUp(Exchange exchange, EngineProbe probe) throws GtpException {
        Grid board = placement.board();
        exchange.require(board.width() == board.height() ? "boardsize " + board.width()
                : "rectangular_boardsize " + board.width() + " " + board.height());
        exchange.require("clear_board");
        exchange.require("komi " + GtpWords.komiText(c.komi()));
        Optional<String> started = startStones(exchange, probe);
        // Our own engine is told of a handicap (TT-C5) once its start is set, unless the stones go by
        // set_free_handicap; other engines take Black's consecutive moves as they come.
        if (started.isEmpty() && c.handicap() > 1 && probe.knows("set_handicap") && freeHandicap(probe).isEmpty()) {
            GtpClient.Response told = exchange.send("set_handicap " + c.handicap());
            // An engine that takes no handicap on this board cannot play the case, as one without its size.
            if (!told.success()) {
                return Optional.of("the engine takes no handicap of " + c.handicap() + " on a " + board + " board: set_handicap "
                        + c.handicap() + " answers ? " + told.text());
            }
        }
        return started;
    }

    /**
     * The case's handicap stones (its first n turns) where they can go by GTP's {@code set_free_handicap},
     * as an engine that pays White for handicap stones (TT-V2) knows them: n of at least two on the
     * case's own empty grid, each a Black move the rules accept, on a point GTP can name.
     */
    List<String> freeHandicap(EngineProbe probe) {
        int stones = c.handicap();
        if (stones < 2 || stones > c.turns().size() || !placement.isNative() || !probe.knows("set_free_handicap")
                || c.toMove() != Colour.BLACK || !c.startColouring().equals(Colouring.empty(c.grid()))) {
            return List.of();
        }
        List<String> vertices = new ArrayList<>();
        for (int k = 1; k <= stones; k++) {
            if (!(played.turn(k) instanceof Turn.Play play) || play.colour() != Colour.BLACK || !played.verdict(k).accepted()
                    || !GtpWords.nameable(play.point())) {
                return List.of();
            }
            vertices.add(play.point().name());
        }
        return vertices;
    }

    /**
     * The handicap stones sent together by {@code set_free_handicap}: how many listed turns that
     * gave, or 0 when they go as moves (no such command, or the engine refused it: GTP's
     * set_free_handicap changes nothing when it fails).
     */
    int giveHandicap(Exchange exchange, EngineProbe probe) throws GtpException {
        List<String> vertices = freeHandicap(probe);
        if (vertices.isEmpty()) {
            return 0;
        }
        return exchange.send("set_free_handicap " + String.join(" ", vertices)).success() ? vertices.size() : 0;
    }

    private Optional<String> startStones(Exchange exchange, EngineProbe probe) throws GtpException {
        Optional<String> cannot = EngineStart.give(exchange::send, probe, placement.embed(c.startColouring()), c.toMove(), c.komi(),
                loaded -> {
                    setUpSent = loaded.file();
                    setUpSgf = loaded.sgf();
                });
        return cannot.map(why -> "the case starts from " + why);
    }

    /**
     * The first listed turn from which the case no longer plays the same inside the engine's board
     * as on its own grid (beyond the last turn when it always does): the same verdict, the same
     * colouring of the grid, the wall untouched. Checked by playing both games with the rules.
     */
    int faithfulUntil() {
        if (placement.isNative()) {
            return Integer.MAX_VALUE;
        }
        Game walled = Fast.ENGINE.start(new Setup(ruleset, placement.embed(c.startColouring()), c.toMove(), c.komi(), c.handicap()));
        for (int i = 1; i <= c.turns().size(); i++) {
            Turn turn = played.turn(i);
            Verdict onGrid = played.verdict(i);
            Verdict inside = walled.judge(placement.onBoard(turn));
            if (onGrid.accepted() != inside.accepted()) {
                return i;
            }
            if (onGrid instanceof Verdict.Refused a && inside instanceof Verdict.Refused b
                    && (!a.clause().equals(b.clause()) || !a.repeats().equals(b.repeats()))) {
                return i;
            }
            if (inside.accepted()) {
                walled = walled.play(placement.onBoard(turn));
                if (!walled.colouring().equals(placement.embed(played.colouring(i)))) {
                    return i;
                }
            }
        }
        walledEnd = walled;
        return Integer.MAX_VALUE;
    }
}
