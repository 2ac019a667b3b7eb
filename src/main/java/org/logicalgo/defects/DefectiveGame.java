package org.logicalgo.defects;

import java.util.Optional;

import org.logicalgo.reference.ReferenceGame;
import org.logicalgo.rules.Clearings;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Refusal;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

/**
 * The reference game with one {@link Defect}: every decision of {@link ReferenceGame} that a
 * defect can spoil is one of its protected methods, and each is overridden here to ask the
 * defect, whose default is the reference's answer. So a defective engine differs from the
 * reference in exactly the place its defect names, and the turn logic exists once.
 */
final class DefectiveGame extends ReferenceGame {

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
    private final Taken taken;

    private DefectiveGame(Defect defect, Setup setup, State state, Taken taken) {
        super(setup, state);
        this.defect = defect;
        this.taken = taken;
    }

    // TT-5, TT-R7; TT-R1: the start's colouring is the first earlier colouring, unless the defect forgets it.
    static DefectiveGame start(Setup setup, Defect defect) {
        State s = starting(setup);
        if (!defect.remembersStart()) {
            s = new State(s.colouring(), s.toMove(), s.turnNumber(), s.consecutivePasses(), s.agreed(), s.lastClearings(), null,
                    s.lastPass(), s.buttonTurn(), s.buttonTo(), s.passes(), s.passRepeated(), s.repeatedBy(), s.cycled());
        }
        return new DefectiveGame(defect, setup, s, Taken.NONE);
    }

    @Override
    protected DefectiveGame next(Turn turn, State after) {
        Taken now = turn instanceof Turn.Play play ? taken.after(play.colour(), after.lastClearings()) : taken;
        return new DefectiveGame(defect, setup(), after, now);
    }

    // TT-5: the turn as the engine reads it.
    @Override
    public Verdict judge(Turn offered) {
        return super.judge(defect.asPlayed(offered, toMove(), setup().grid()));
    }

    @Override
    public DefectiveGame play(Turn offered) {
        return (DefectiveGame) super.play(defect.asPlayed(offered, toMove(), setup().grid()));
    }

    @Override
    protected boolean isToMove(Colour c) {
        return super.isToMove(c) || !defect.keepsTurnOrder();
    }

    @Override
    protected Moved move(Colour player, Point p) {
        return defect.move(colouring(), player, p);
    }

    @Override
    protected Optional<Refusal> suicide(int ownEmptied) {
        return defect.suicide(setup().rules().suicide(), ownEmptied);
    }

    @Override
    protected Optional<Refusal> repetition(Point p, Moved moved, Colour nextToMove, Colour mover) {
        // TT-6 as a ko point reads it: the move is taken for a retake of the colouring before the last turn.
        if (defect.refusedAsKo(lastClearings(), p, moved.clearings())) {
            return Optional.of(new Refusal.Repeats(turnNumber() - 1, Ruleset.Repetition.POSITIONAL, toMove().opponent(), mover));
        }
        if (!defect.checksRepetition(moved.clearings())) {
            return Optional.empty();
        }
        return super.repetition(p, moved, nextToMove, mover);
    }

    @Override
    protected Ruleset.Repetition repetitionRule() {
        return defect.repetition(super.repetitionRule());
    }

    @Override
    protected Iterable<Entry> remembered() {
        java.util.List<Entry> kept = new java.util.ArrayList<>();
        if (history() == null) {
            // A defect that forgets (the start, or all before a pass) may leave no history at all.
            return kept;
        }
        int age = 0;
        for (Entry e : super.remembered()) {
            if (!defect.remembers(age++)) {
                break;
            }
            kept.add(e);
        }
        return kept;
    }

    @Override
    protected boolean same(Colouring earlier, Colouring after) {
        return defect.same(earlier, after);
    }

    @Override
    protected History remember(Turn turn, Entry e) {
        History kept = history();
        if (kept == null || turn instanceof Turn.Pass && defect.passForgets()) {
            return new History(e, null);
        }
        return kept.add(e);
    }

    @Override
    protected Optional<Refusal.Ended> end() {
        return defect.ended(super.end(), agreed());
    }

    @Override
    public Colouring counted() {
        return defect.counted(colouring());
    }

    // TT-9, TT-10, TT-C10, TT-V2, as the defect counts them.
    @Override
    public Score score() {
        Colouring counted = counted();
        Ruleset counting = setup().rules();
        Score rules = super.score();
        return new Score(defect.points(counted, Colour.BLACK, counting, taken.by(Colour.BLACK)),
                defect.points(counted, Colour.WHITE, counting, taken.by(Colour.WHITE)), defect.bonus(setup()),
                defect.komi(setup()), rules.button(), rules.ties(), rules.decision());
    }
}
