package org.logicalgo.reference;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.logicalgo.rules.Clearings;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.IllegalTurnException;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;
import org.logicalgo.rules.Verdict.Refused;

/**
 * Rules 5, 6, 8 and 10: the game as a sequence of turns. A value: every accepted turn gives a new
 * game that shares its history with the one before.
 */
public final class ReferenceGame implements Game {

    /** One grid colouring of the game's history, the turn after which it stood, and who was then to move. */
    record Entry(int turn, Colouring colouring, Colour toMove) {
    }

    /** TT-R2: the whole history, newest first, however long the game; never truncated. */
    record History(Entry newest, History older) {
        History add(Entry e) {
            return new History(e, this);
        }
    }

    private final Setup setup;
    private final Colouring colouring;
    private final Colour toMove;
    private final int turnNumber;
    private final int consecutivePasses;
    private final boolean agreed;
    private final Clearings lastClearings;
    private final History history;

    private ReferenceGame(Setup setup, Colouring colouring, Colour toMove, int turnNumber, int consecutivePasses,
                          boolean agreed, Clearings lastClearings, History history) {
        this.setup = setup;
        this.colouring = colouring;
        this.toMove = toMove;
        this.turnNumber = turnNumber;
        this.consecutivePasses = consecutivePasses;
        this.agreed = agreed;
        this.lastClearings = lastClearings;
        this.history = history;
    }

    // TT-5: starting with an empty grid (TT-R7: or a colouring agreed beforehand in which no
    // string lacks a liberty, TT-C4), the players alternate turns, starting with Black (TT-R7:
    // or with the side given). TT-R1: the starting colouring is the first earlier colouring.
    public static ReferenceGame start(Setup setup) {
        Optional<Point> without = LogicalRules.pointWithoutLiberty(setup.start());
        if (without.isPresent()) {
            throw new IllegalArgumentException("the starting colouring has a string without a liberty at "
                    + without.get() + " [TT-R7]");
        }
        Entry first = new Entry(0, setup.start(), setup.toMove());
        return new ReferenceGame(setup, setup.start(), setup.toMove(), 0, 0, false, Clearings.NONE,
                new History(first, null));
    }

    // TT-5, TT-C5: turns alternate, except that a handicap of n is n consecutive Black moves.
    private Colour moverAfter(int turn, Colour mover) {
        return turn < setup.handicap() ? Colour.BLACK : mover.opponent();
    }

    // TT-6: a turn is either a pass; or a move that doesn't repeat an earlier grid colouring.
    @Override
    public Verdict judge(Turn turn) {
        if (ended()) {
            return new Refused("TT-R8", "the game has ended (" + howItEnded() + "); no further turn is accepted");
        }
        if (turn instanceof Turn.Pass pass) {
            return mustBeToMove(pass.colour()).orElse(Verdict.ACCEPTED); // TT-R3: a pass is always allowed
        }
        if (turn instanceof Turn.Play play) {
            return judgeMove(play);
        }
        return judgeAgreement((Turn.Agreement) turn);
    }

    // TT-R11: a turn offered by the player who is not to move is refused under TT-5.
    private Optional<Verdict> mustBeToMove(Colour c) {
        if (c != toMove) {
            return Optional.of(new Refused("TT-5", "it is " + toMove.word() + "'s turn, not " + c.word() + "'s"));
        }
        return Optional.empty();
    }

    private Verdict judgeMove(Turn.Play play) {
        Optional<Verdict> order = mustBeToMove(play.colour());
        if (order.isPresent()) {
            return order.get();
        }
        // TT-R10: a move colours an empty point of the grid.
        Point p = play.point();
        if (!setup.grid().contains(p)) {
            return new Refused("TT-1", p + " is not a point of the " + setup.grid() + " grid");
        }
        if (colouring.colour(p) != Colour.EMPTY) {
            return new Refused("TT-7", p + " is not empty: a move colours an empty point");
        }
        LogicalRules.MoveSteps steps = LogicalRules.move(colouring, play.colour(), p);
        // TT-C7 (variant): where suicide is forbidden, the second clearing may empty nothing.
        if (setup.rules().suicide() == Ruleset.Suicide.FORBIDDEN && !steps.suicided().isEmpty()) {
            return new Refused("TT-C7", "suicide: the move's own clearing would empty " + steps.suicided().size()
                    + " point(s), and this ruleset forbids suicide");
        }
        // TT-R4: a lone stone that clears itself leaves the colouring before it, which the
        // repetition check below refuses like any other earlier colouring; no separate rule needed.
        return repetition(steps.after(), moverAfter(turnNumber + 1, play.colour()));
    }

    // TT-6 with TT-R1 and TT-R2: compare the whole colouring, exactly, with every colouring since
    // the start, and name the earliest turn after which it stood. TT-C6: situational superko
    // compares only colourings that stood with the same player to move.
    private Verdict repetition(Colouring after, Colour nextToMove) {
        Ruleset.Repetition kind = setup.rules().repetition();
        if (kind == Ruleset.Repetition.NONE) {
            return Verdict.ACCEPTED;
        }
        Entry earliest = null;
        for (History h = history; h != null; h = h.older()) {
            Entry e = h.newest();
            boolean sameSituation = kind == Ruleset.Repetition.POSITIONAL || e.toMove() == nextToMove;
            if (sameSituation && e.colouring().equals(after)) {
                earliest = e;
            }
        }
        if (earliest == null) {
            return Verdict.ACCEPTED;
        }
        return kind == Ruleset.Repetition.POSITIONAL
                ? Refused.repetition("TT-6", earliest.turn(), "")
                : Refused.repetition("TT-C6", earliest.turn(), " with " + nextToMove.word() + " to move");
    }

    // TT-C8: after two consecutive passes the players may end the game by agreeing which points to empty.
    private Verdict judgeAgreement(Turn.Agreement agreement) {
        if (setup.rules().ending() != Ruleset.Ending.AGREEMENT_OR_FOUR_PASSES) {
            return new Refused("TT-R6", "this game has not taken the comment-8 amendment: no stones are removed by agreement");
        }
        if (consecutivePasses < 2) {
            return new Refused("TT-C8", "the players may agree on points to empty only after two consecutive passes");
        }
        for (Point p : agreement.emptied()) {
            if (!setup.grid().contains(p)) {
                return new Refused("TT-1", p + " is not a point of the " + setup.grid() + " grid");
            }
        }
        return Verdict.ACCEPTED;
    }

    @Override
    public ReferenceGame play(Turn turn) {
        Verdict v = judge(turn);
        if (v instanceof Refused r) {
            throw new IllegalTurnException(turn, r);
        }
        int number = turnNumber + 1;
        if (turn instanceof Turn.Pass pass) {
            Colour next = moverAfter(number, pass.colour());
            return new ReferenceGame(setup, colouring, next, number, consecutivePasses + 1, false, Clearings.NONE,
                    history.add(new Entry(number, colouring, next)));
        }
        if (turn instanceof Turn.Play play) {
            LogicalRules.MoveSteps steps = LogicalRules.move(colouring, play.colour(), play.point());
            Colour next = moverAfter(number, play.colour());
            return new ReferenceGame(setup, steps.after(), next, number, 0, false,
                    new Clearings(steps.captured(), steps.suicided()),
                    history.add(new Entry(number, steps.after(), next)));
        }
        Colouring after = colouring.with(((Turn.Agreement) turn).emptied(), Colour.EMPTY);
        return new ReferenceGame(setup, after, toMove, number, consecutivePasses, true, Clearings.NONE,
                history.add(new Entry(number, after, toMove)));
    }

    // TT-8: the game ends after two consecutive passes. TT-C8: with the amendment, it ends by
    // agreement after two passes, or as it is after four.
    @Override
    public boolean ended() {
        return switch (setup.rules().ending()) {
            case TWO_PASSES -> consecutivePasses >= 2;
            case AGREEMENT_OR_FOUR_PASSES -> agreed || consecutivePasses >= 4;
        };
    }

    private String howItEnded() {
        return agreed ? "by agreement after two passes" : consecutivePasses + " consecutive passes";
    }

    // TT-9 and TT-10, with komi added to White's score (TT-C10). The winner is Score.winner().
    @Override
    public Score score() {
        return new Score(LogicalRules.score(colouring, Colour.BLACK), LogicalRules.score(colouring, Colour.WHITE),
                setup.komi());
    }

    @Override
    public List<Turn> legalTurns() {
        List<Turn> turns = new ArrayList<>();
        if (ended()) {
            return turns;
        }
        for (Point p : colouring.pointsOf(Colour.EMPTY)) {
            Turn t = new Turn.Play(toMove, p);
            if (judge(t).accepted()) {
                turns.add(t);
            }
        }
        turns.add(new Turn.Pass(toMove));
        return turns;
    }

    @Override
    public Setup setup() {
        return setup;
    }

    @Override
    public Colouring colouring() {
        return colouring;
    }

    @Override
    public Colour toMove() {
        return toMove;
    }

    @Override
    public int turnNumber() {
        return turnNumber;
    }

    @Override
    public int consecutivePasses() {
        return consecutivePasses;
    }

    @Override
    public Clearings lastClearings() {
        return lastClearings;
    }
}
