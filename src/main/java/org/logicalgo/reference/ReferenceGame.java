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
import org.logicalgo.rules.Refusal;
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

    /**
     * One grid colouring of the game's history, the turn after which it stood, who was then to
     * move, and whose move gave it ({@link Colour#EMPTY} for the start, a pass or an agreement:
     * FR-R1 counts only the colourings a player's own moves gave the grid).
     */
    record Entry(int turn, Colouring colouring, Colour toMove, Colour madeBy) {
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
        Entry first = new Entry(0, setup.start(), setup.toMove(), Colour.EMPTY);
        return new ReferenceGame(setup, setup.start(), setup.toMove(), 0, 0, false, Clearings.NONE,
                new History(first, null));
    }

    // TT-5, TT-C5, FR-14: turns alternate, except that a handicap of n is n consecutive Black
    // moves. NZ-13: under the New Zealand rules turns alternate even then; White passes instead.
    private Colour moverAfter(int turn, Colour mover) {
        return setup.rules().handicap().moverAfter(turn, setup.handicap(), mover);
    }

    // TT-6: a turn is either a pass; or a move that doesn't repeat an earlier grid colouring.
    @Override
    public Verdict judge(Turn turn) {
        // TT-R8, FR-10, NZ-10: once the game has ended, nothing more is played.
        if (ended()) {
            return refuse(new Refusal.Ended(consecutivePasses, agreed));
        }
        if (turn instanceof Turn.Pass pass) {
            return mustBeToMove(pass.colour()).orElse(Verdict.ACCEPTED); // TT-R3: a pass is always allowed
        }
        if (turn instanceof Turn.Play play) {
            return judgeMove(play);
        }
        return judgeAgreement((Turn.Agreement) turn);
    }

    // TT-R11: a turn offered by the player who is not to move is refused under TT-5 (FR-6, NZ-9:
    // the players play in turn).
    private Optional<Verdict> mustBeToMove(Colour c) {
        if (c != toMove) {
            return Optional.of(refuse(new Refusal.NotToMove(toMove, c)));
        }
        return Optional.empty();
    }

    // The clause that decides a refusal is the one the ruleset's text cites for it.
    private Refused refuse(Refusal r) {
        return Refused.of(setup.rules(), r);
    }

    private Verdict judgeMove(Turn.Play play) {
        Optional<Verdict> order = mustBeToMove(play.colour());
        if (order.isPresent()) {
            return order.get();
        }
        // TT-R10: a move colours an empty point of the grid.
        Point p = play.point();
        if (!setup.grid().contains(p)) {
            return refuse(new Refusal.OffGrid(p.toString(), setup.grid()));
        }
        if (colouring.colour(p) != Colour.EMPTY) {
            return refuse(new Refusal.Occupied(p));
        }
        // NZ-13: in a handicap game of n stones White passes on his first n-1 turns.
        if (whiteMustPass(play.colour())) {
            return refuse(new Refusal.WhitePasses(setup.handicap()));
        }
        LogicalRules.MoveSteps steps = LogicalRules.move(colouring, play.colour(), p);
        // TT-C7 (variant), FR-8 (FR-R2): where suicide is forbidden, the second clearing may empty nothing.
        if (setup.rules().suicide() == Ruleset.Suicide.FORBIDDEN && !steps.suicided().isEmpty()) {
            return refuse(new Refusal.Suicide(steps.suicided().size()));
        }
        // TT-R4: a lone stone that clears itself leaves the colouring before it, which the
        // repetition check below refuses like any other earlier colouring; no separate rule needed.
        return repetition(steps.after(), moverAfter(turnNumber + 1, play.colour()), play.colour());
    }

    // NZ-13, NZ-R4: White's k-th turn is turn 2k when Black starts; the first n-1 are passes.
    private boolean whiteMustPass(Colour mover) {
        return setup.rules().handicap().whiteMustPass(turnNumber, setup.handicap(), mover);
    }

    // TT-6 with TT-R1 and TT-R2: compare the whole colouring, exactly, with every colouring since
    // the start, and name the earliest turn after which it stood. TT-C6 and NZ-8 (NZ-R1):
    // situational superko compares only colourings that stood with the same player to move.
    // FR-9 (FR-R1): only colourings the mover's own moves gave the grid.
    private Verdict repetition(Colouring after, Colour nextToMove, Colour mover) {
        Ruleset.Repetition kind = setup.rules().repetition();
        if (kind == Ruleset.Repetition.NONE) {
            return Verdict.ACCEPTED;
        }
        Entry earliest = null;
        for (History h = history; h != null; h = h.older()) {
            Entry e = h.newest();
            if (kind.counts(e.toMove(), e.madeBy(), nextToMove, mover) && e.colouring().equals(after)) {
                earliest = e;
            }
        }
        if (earliest == null) {
            return Verdict.ACCEPTED;
        }
        return refuse(new Refusal.Repeats(earliest.turn(), kind, nextToMove, mover));
    }

    // TT-C8: after two consecutive passes the players may end the game by agreeing which points to
    // empty. FR-13: the same once two passes have stopped play. NZ-10: whenever both agree.
    private Verdict judgeAgreement(Turn.Agreement agreement) {
        return setup.rules().judgeAgreement(setup.grid(), consecutivePasses, agreement.emptied());
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
                    history.add(new Entry(number, colouring, next, Colour.EMPTY)));
        }
        if (turn instanceof Turn.Play play) {
            LogicalRules.MoveSteps steps = LogicalRules.move(colouring, play.colour(), play.point());
            Colour next = moverAfter(number, play.colour());
            return new ReferenceGame(setup, steps.after(), next, number, 0, false,
                    new Clearings(steps.captured(), steps.suicided()),
                    history.add(new Entry(number, steps.after(), next, play.colour())));
        }
        Colouring after = colouring.with(((Turn.Agreement) turn).emptied(), Colour.EMPTY);
        return new ReferenceGame(setup, after, toMove, number, consecutivePasses, true, Clearings.NONE,
                history.add(new Entry(number, after, toMove, Colour.EMPTY)));
    }

    // TT-8: the game ends after two consecutive passes. TT-C8: with the amendment, it ends by
    // agreement after two passes, or as it is after four. FR-10, FR-13 (FR-R3): two passes stop
    // play, the agreement on dead stones ends the game, a disagreement resumes play. NZ-10
    // (NZ-R3): only the players' agreement ends it; passes never do.
    @Override
    public boolean ended() {
        return setup.rules().ending().ended(consecutivePasses, agreed);
    }

    // TT-9 and TT-10, with komi added to White's score (TT-C10). The winner is Score.winner().
    // FR-10: the same count (area). NZ-6: shared territory. FR-14: White's handicap compensation
    // is added with the komi (FR-11, NZ-12).
    @Override
    public Score score() {
        double komi = setup.komi() + setup.rules().compensation(setup.handicap());
        if (setup.rules().counting() == Ruleset.Counting.SHARED) {
            return new Score(SharedCounting.territory(colouring, Colour.BLACK),
                    SharedCounting.territory(colouring, Colour.WHITE), komi);
        }
        return new Score(LogicalRules.score(colouring, Colour.BLACK), LogicalRules.score(colouring, Colour.WHITE), komi);
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
