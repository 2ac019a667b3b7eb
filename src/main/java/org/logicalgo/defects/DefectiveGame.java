package org.logicalgo.defects;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.logicalgo.reference.LogicalRules;
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
 * The turn logic of {@link org.logicalgo.reference.ReferenceGame}, step for step, except that every
 * decision a defect can spoil is asked of the {@link Defect}; with the defaults of its hooks it is
 * the reference. A value, like the reference: each accepted turn gives a new game.
 */
final class DefectiveGame implements Game {

    /** One colouring of the history, the turn after which it stood, who was then to move, whose move gave it. */
    record Entry(int turn, Colouring colouring, Colour toMove, Colour madeBy) {
    }

    /** The history, newest first; a defect may forget part of it (the reference never does, TT-R2). */
    record History(Entry newest, History older) {
        History add(Entry e) {
            return new History(e, this);
        }
    }

    /** The stones each player has taken: the opponent's stones her moves captured and those the opponent's suicides emptied. */
    record Taken(int byBlack, int byWhite) {
        static final Taken NONE = new Taken(0, 0);

        Taken after(Colour mover, Clearings c) {
            int toMover = c.opponent().size();
            int toOpponent = c.own().size();
            return mover == Colour.BLACK ? new Taken(byBlack + toMover, byWhite + toOpponent)
                    : new Taken(byBlack + toOpponent, byWhite + toMover);
        }

        int by(Colour player) {
            return player == Colour.BLACK ? byBlack : byWhite;
        }
    }

    private final Defect defect;
    private final Setup setup;
    private final Colouring colouring;
    private final Colour toMove;
    private final int turnNumber;
    private final int consecutivePasses;
    private final boolean agreed;
    private final Clearings lastClearings;
    private final History history;
    private final Taken taken;

    private DefectiveGame(Defect defect, Setup setup, Colouring colouring, Colour toMove, int turnNumber,
                          int consecutivePasses, boolean agreed, Clearings lastClearings, History history, Taken taken) {
        this.defect = defect;
        this.setup = setup;
        this.colouring = colouring;
        this.toMove = toMove;
        this.turnNumber = turnNumber;
        this.consecutivePasses = consecutivePasses;
        this.agreed = agreed;
        this.lastClearings = lastClearings;
        this.history = history;
        this.taken = taken;
    }

    // TT-5, TT-R7: the start; TT-R1: its colouring is the first earlier colouring (unless the defect forgets it).
    static DefectiveGame start(Setup setup, Defect defect) {
        Optional<Point> without = LogicalRules.pointWithoutLiberty(setup.start());
        if (without.isPresent()) {
            throw new IllegalArgumentException("the starting colouring has a string without a liberty at "
                    + without.get() + " [TT-R7]");
        }
        History history = defect.remembersStart()
                ? new History(new Entry(0, setup.start(), setup.toMove(), Colour.EMPTY), null) : null;
        return new DefectiveGame(defect, setup, setup.start(), setup.toMove(), 0, 0, false, Clearings.NONE, history,
                Taken.NONE);
    }

    // TT-5, TT-C5, NZ-13: who moves after this turn.
    private Colour moverAfter(int turn, Colour mover) {
        return setup.rules().handicap().moverAfter(turn, setup.handicap(), mover);
    }

    @Override
    public Verdict judge(Turn offered) {
        Turn turn = defect.asPlayed(offered, toMove);
        // TT-R8
        if (ended()) {
            return refuse(new Refusal.Ended(consecutivePasses, agreed));
        }
        if (turn instanceof Turn.Pass pass) {
            return mustBeToMove(pass.colour()).orElse(Verdict.ACCEPTED); // TT-R3
        }
        if (turn instanceof Turn.Play play) {
            return judgeMove(play);
        }
        return setup.rules().judgeAgreement(setup.grid(), consecutivePasses, ((Turn.Agreement) turn).emptied());
    }

    // TT-R11, unless the defect accepts any player's turn.
    private Optional<Verdict> mustBeToMove(Colour c) {
        if (c != toMove && defect.keepsTurnOrder()) {
            return Optional.of(refuse(new Refusal.NotToMove(toMove, c)));
        }
        return Optional.empty();
    }

    private Refused refuse(Refusal r) {
        return Refused.of(setup.rules(), r);
    }

    private Verdict judgeMove(Turn.Play play) {
        Optional<Verdict> order = mustBeToMove(play.colour());
        if (order.isPresent()) {
            return order.get();
        }
        // TT-R10
        Point p = play.point();
        if (!setup.grid().contains(p)) {
            return refuse(new Refusal.OffGrid(p.toString(), setup.grid()));
        }
        if (colouring.colour(p) != Colour.EMPTY) {
            return refuse(new Refusal.Occupied(p));
        }
        // NZ-13
        if (setup.rules().handicap().whiteMustPass(turnNumber, setup.handicap(), play.colour())) {
            return refuse(new Refusal.WhitePasses(setup.handicap()));
        }
        Defect.Moved moved = defect.move(colouring, play.colour(), p);
        // TT-C7
        if (defect.forbidsSuicide(setup.rules().suicide()) && !moved.clearings().own().isEmpty()) {
            return refuse(new Refusal.Suicide(moved.clearings().own().size()));
        }
        // TT-6 as a ko point reads it: the engine takes the move for a retake of the colouring before the last turn.
        if (defect.refusedAsKo(lastClearings, p, moved.clearings())) {
            return refuse(new Refusal.Repeats(turnNumber - 1, Ruleset.Repetition.POSITIONAL, toMove.opponent(), play.colour()));
        }
        // TT-R4
        if (!defect.checksRepetition(moved.clearings())) {
            return Verdict.ACCEPTED;
        }
        return repetition(moved.after(), moverAfter(turnNumber + 1, play.colour()), play.colour());
    }

    // TT-6, TT-R1, TT-R2, TT-C6, FR-9: the earliest remembered colouring this move's colouring is taken for.
    private Verdict repetition(Colouring after, Colour nextToMove, Colour mover) {
        Ruleset.Repetition kind = defect.repetition(setup.rules().repetition());
        if (kind == Ruleset.Repetition.NONE) {
            return Verdict.ACCEPTED;
        }
        Entry earliest = null;
        int age = 0;
        for (History h = history; h != null && defect.remembers(age); h = h.older(), age++) {
            Entry e = h.newest();
            if (kind.counts(e.toMove(), e.madeBy(), nextToMove, mover) && defect.same(e.colouring(), after)) {
                earliest = e;
            }
        }
        if (earliest == null) {
            return Verdict.ACCEPTED;
        }
        return refuse(new Refusal.Repeats(earliest.turn(), kind, nextToMove, mover));
    }

    @Override
    public DefectiveGame play(Turn offered) {
        Verdict v = judge(offered);
        if (v instanceof Refused r) {
            throw new IllegalTurnException(offered, r);
        }
        Turn turn = defect.asPlayed(offered, toMove);
        int number = turnNumber + 1;
        if (turn instanceof Turn.Pass pass) {
            Colour next = moverAfter(number, pass.colour());
            Entry entry = new Entry(number, colouring, next, Colour.EMPTY);
            History kept = defect.passForgets() ? new History(entry, null) : add(entry);
            return new DefectiveGame(defect, setup, colouring, next, number, consecutivePasses + 1, false, Clearings.NONE,
                    kept, taken);
        }
        if (turn instanceof Turn.Play play) {
            Defect.Moved moved = defect.move(colouring, play.colour(), play.point());
            Colour next = moverAfter(number, play.colour());
            return new DefectiveGame(defect, setup, moved.after(), next, number, 0, false, moved.clearings(),
                    add(new Entry(number, moved.after(), next, play.colour())), taken.after(play.colour(), moved.clearings()));
        }
        Colouring after = colouring.with(((Turn.Agreement) turn).emptied(), Colour.EMPTY);
        return new DefectiveGame(defect, setup, after, toMove, number, consecutivePasses, true, Clearings.NONE,
                add(new Entry(number, after, toMove, Colour.EMPTY)), taken);
    }

    private History add(Entry e) {
        return history == null ? new History(e, null) : history.add(e);
    }

    @Override
    public boolean ended() {
        return defect.ended(setup.rules().ending(), consecutivePasses, agreed);
    }

    // TT-9, TT-10, TT-C10, as the defect counts them.
    @Override
    public Score score() {
        Colouring counted = defect.counted(colouring);
        Ruleset.Counting counting = setup.rules().counting();
        return new Score(defect.points(counted, Colour.BLACK, counting, taken.by(Colour.BLACK)),
                defect.points(counted, Colour.WHITE, counting, taken.by(Colour.WHITE)), defect.komi(setup));
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
