package org.logicalgo.reference;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

import org.logicalgo.rules.BadValue;
import org.logicalgo.rules.Decides;
import org.logicalgo.rules.Check;
import org.logicalgo.rules.Clearings;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.IllegalTurnException;
import org.logicalgo.rules.KataGoArea;
import org.logicalgo.rules.Judging;
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
 *
 * <p>Each decision a clause makes is one method that cites it ({@link #isToMove}, {@link #move},
 * {@link #suicide}, {@link #repetition}, {@link #end}, {@link #score}). They are
 * protected so that an engine made wrong in one way, for testing the conformance suite
 * ({@code org.logicalgo.defects}), overrides exactly the decision it spoils and nothing else,
 * as a chess variant overrides one named hook of the game it varies.
 */
public class ReferenceGame implements Game {

    /**
     * One grid colouring of the game's history, the turn after which it stood, who was then to
     * move, and whose move gave it ({@link Colour#EMPTY} for the start, a pass or an agreement:
     * FR-R1 counts only the colourings a player's own moves gave the grid).
     */
    public record Entry(int turn, Colouring colouring, Colour toMove, Colour madeBy) {
    }

    /** TT-R2: the whole history, newest first, however long the game; never truncated. */
    public record History(Entry newest, History older) implements Iterable<Entry> {
        public History add(Entry e) {
            return new History(e, this);
        }

        /** The colourings from the newest to the start. */
        @Override
        public Iterator<Entry> iterator() {
            return new Iterator<>() {
                private History next = History.this;

                @Override
                public boolean hasNext() {
                    return next != null;
                }

                @Override
                public Entry next() {
                    if (next == null) {
                        throw new NoSuchElementException();
                    }
                    Entry e = next.newest();
                    next = next.older();
                    return e;
                }
            };
        }
    }

    /** TT-V5: the passes of the game, newest first: who passed, after which turn's colouring, from which colouring. */
    public record Passed(int turn, Colour player, Colouring from, Passed older) {
    }

    /**
     * The game as it stands after a turn. {@code lastPass} is the turn of the last pass (0: none),
     * {@code buttonTurn} the turn of the pass that took the button (TT-V6; 0: not taken) and
     * {@code buttonTo} its player, {@code passes} every pass (TT-V5), {@code passRepeated} whether the
     * last turn was a pass from a colouring its player had passed from before.
     */
    public record State(Colouring colouring, Colour toMove, int turnNumber, int consecutivePasses, boolean agreed,
                           Clearings lastClearings, History history, int lastPass, int buttonTurn, Colour buttonTo,
                           Passed passes, boolean passRepeated, Colour repeatedBy, boolean cycled) {

        /** The state after a turn that is no pass: the passes and the button as they were. */
        State after(Colouring c, Colour next, int turn, int passes, boolean agreedNow, Clearings clearings, History h) {
            return new State(c, next, turn, passes, agreedNow, clearings, h, lastPass, buttonTurn, buttonTo, this.passes, false,
                    Colour.EMPTY, false);
        }

        /** This state, its last move a repetition played by this player (TT-V10), or a cycle's third time (TT-V11). */
        State ending(Colour repeated, boolean cycle) {
            return new State(colouring, toMove, turnNumber, consecutivePasses, agreed, lastClearings, history, lastPass, buttonTurn,
                    buttonTo, passes, passRepeated, repeated, cycle);
        }
    }

    /** What a move did (TT-7): the colouring after it, and what each of its two clearings emptied. */
    public record Moved(Colouring after, Clearings clearings) {
        public static Moved of(LogicalRules.MoveSteps steps) {
            return new Moved(steps.after(), new Clearings(steps.captured(), steps.suicided()));
        }
    }

    private final Setup setup;
    private final State state;

    protected ReferenceGame(Setup setup, State state) {
        this.setup = setup;
        this.state = state;
    }

    // TT-5: starting with an empty grid (TT-R7: or a colouring agreed beforehand in which no
    // string lacks a liberty, TT-C4), the players alternate turns, starting with Black (TT-R7:
    // or with the side given). TT-R1: the starting colouring is the first earlier colouring.
    @Decides({"TT-5"})
    public static ReferenceGame start(Setup setup) {
        return new ReferenceGame(setup, starting(setup));
    }

    /** The state at the start (TT-5, TT-R7), its colouring the first of the history (TT-R1). */
    @Decides({"TT-R1", "TT-R7"})
    protected static State starting(Setup setup) {
        Optional<Point> without = LogicalRules.pointWithoutLiberty(setup.start());
        if (without.isPresent()) {
            throw BadValue.startWithoutLiberty(without.get());
        }
        Entry first = new Entry(0, setup.start(), setup.toMove(), Colour.EMPTY);
        return new State(setup.start(), setup.toMove(), 0, 0, false, Clearings.NONE, new History(first, null), 0, 0, Colour.EMPTY,
                null, false, Colour.EMPTY, false);
    }

    /** The game after an accepted turn, in the given state; a game made wrong returns its own kind. */
    protected ReferenceGame next(Turn turn, State after) {
        return new ReferenceGame(setup, after);
    }

    // TT-5, TT-C5, FR-14: turns alternate, except that a handicap of n is n consecutive Black
    // moves. NZ-13: under the New Zealand rules turns alternate even then; White passes instead.
    private Colour moverAfter(int turn, Colour mover) {
        return setup.rules().handicap().moverAfter(turn, setup.handicap(), mover);
    }

    // TT-6: a turn is either a pass; or a move that doesn't repeat an earlier grid colouring. Which
    // checks a turn is put to, and in which order, is the rules' own (Check); this game answers each.
    @Override
    public Verdict judge(Turn turn) {
        return Judging.judge(setup.rules(), turn, new Answers());
    }

    @Override
    public List<Judging.Finding> trace(Turn turn) {
        return Judging.trace(setup.rules(), turn, new Answers());
    }

    /** This game's answer to each check of one turn; a move's three steps are taken once, when first needed. */
    private final class Answers implements Judging.Answers {
        private Moved moved;

        @Override
        public Optional<Refusal> refusal(Check check, Turn turn) {
            return switch (check) {
                // TT-R8, FR-10, NZ-10: once the game has ended, nothing more is played.
                case NOT_ENDED -> end().map(Refusal.class::cast);
                // TT-R11: a turn offered by the player who is not to move is refused under TT-5 (FR-6,
                // NZ-9: the players play in turn). TT-R3: a pass is otherwise always allowed.
                case TO_MOVE -> isToMove(mover(turn)) ? Optional.empty() : Optional.of(new Refusal.NotToMove(state.toMove(), mover(turn)));
                // TT-R10: a move colours an empty point of the grid.
                case ON_GRID -> setup.grid().contains(point(turn)) ? Optional.empty()
                        : Optional.of(new Refusal.OffGrid(point(turn).toString(), setup.grid()));
                case EMPTY -> state.colouring().colour(point(turn)) == Colour.EMPTY ? Optional.empty()
                        : Optional.of(new Refusal.Occupied(point(turn)));
                // NZ-13: in a handicap game of n stones White passes on his first n-1 turns.
                case WHITE_PASSES -> whiteMustPass(mover(turn)) ? Optional.of(new Refusal.WhitePasses(setup.handicap())) : Optional.empty();
                // TT-C7 (variant), FR-8 (FR-R2): where suicide is forbidden, the second clearing may empty
                // nothing; TT-V4: where only a multi-stone suicide is allowed, not the lone stone alone.
                case NO_SUICIDE -> suicide(moved(turn).clearings().own().size());
                // TT-R4: a lone stone that clears itself leaves the colouring before it, which the
                // repetition check refuses like any other earlier colouring; no separate rule needed.
                // TT-V10: where the ruleset plays such a move (and the game ends), nothing is refused.
                case NO_REPETITION -> setup.rules().koRefuses()
                        ? repetition(point(turn), moved(turn), moverAfter(state.turnNumber() + 1, mover(turn)), mover(turn))
                        : Optional.empty();
                // TT-C8: after two consecutive passes the players may end the game by agreeing which points
                // to empty. FR-13: the same once two passes have stopped play. NZ-10: whenever both agree.
                case AGREEMENT -> setup.rules().refusesAgreement(setup.grid(), state.consecutivePasses(),
                        ((Turn.Agreement) turn).emptied());
            };
        }

        private Moved moved(Turn turn) {
            if (moved == null) {
                moved = move(mover(turn), point(turn));
            }
            return moved;
        }
    }

    private static Colour mover(Turn turn) {
        return turn instanceof Turn.Pass pass ? pass.colour() : ((Turn.Play) turn).colour();
    }

    private static Point point(Turn turn) {
        return ((Turn.Play) turn).point();
    }

    /** TT-5, TT-R11: whether a turn of this colour is the one the game waits for. */
    @Decides({"TT-R11", "FR-6", "NZ-9"})
    protected boolean isToMove(Colour c) {
        return c == state.toMove();
    }

    /** TT-7: the player colours the point, then the opponent's colour is cleared, then her own. */
    protected Moved move(Colour player, Point p) {
        return Moved.of(LogicalRules.move(state.colouring(), player, p));
    }

    /** TT-C7 (variant), FR-8, TT-V4: why this ruleset refuses a move whose own clearing empties this many points, if it does. */
    protected Optional<Refusal> suicide(int ownEmptied) {
        return setup.rules().suicide().refuses(ownEmptied);
    }

    // NZ-13, NZ-R4: White's k-th turn is turn 2k when Black starts; the first n-1 are passes.
    private boolean whiteMustPass(Colour mover) {
        return setup.rules().handicap().whiteMustPass(state.turnNumber(), setup.handicap(), mover);
    }

    /**
     * TT-6 with TT-R1 and TT-R2: compare the whole colouring, exactly, with every colouring since
     * the start, and name the earliest turn after which it stood. TT-C6 and NZ-8 (NZ-R1):
     * situational superko compares only colourings that stood with the same player to move.
     * FR-9 (FR-R1): only colourings the mover's own moves gave the grid. TT-V1 (simple ko): only the
     * colouring that stood just before the last turn.
     */
    @Decides({"TT-6", "TT-R2", "TT-R4"})
    protected Optional<Refusal> repetition(Point p, Moved moved, Colour nextToMove, Colour mover) {
        Ruleset.Repetition kind = repetitionRule();
        if (kind == Ruleset.Repetition.NONE) {
            return Optional.empty();
        }
        Entry earliest = null;
        // TT-V3, TT-V6: the colourings from the last pass (Spight's ko) or the button's pass on.
        int since = setup.rules().remembersFrom(state.lastPass(), state.buttonTurn());
        for (Entry e : remembered()) {
            if (kind.counts(e.turn(), state.turnNumber(), since, e.toMove(), e.madeBy(), nextToMove, mover)
                    && same(e.colouring(), moved.after())) {
                earliest = e;
            }
        }
        if (earliest == null) {
            return Optional.empty();
        }
        return Optional.of(new Refusal.Repeats(earliest.turn(), kind, nextToMove, mover));
    }

    /**
     * TT-V10: whether a move its ruleset's ko does not refuse recreates an earlier colouring of the
     * game (TT-6: any, however long ago), and so ends it where the ruleset plays such a move.
     */
    private boolean recreatesAnEarlierColouring(Point p, Moved moved, Colour nextToMove, Colour mover) {
        if (repetitionRule() == Ruleset.Repetition.POSITIONAL) {
            return repetition(p, moved, nextToMove, mover).isPresent();
        }
        for (Entry e : remembered()) {
            if (same(e.colouring(), moved.after())) {
                return true;
            }
        }
        return false;
    }

    /** TT-6, TT-C6, FR-9, NZ-8: which earlier colourings a move may not repeat, as the ruleset says. */
    protected Ruleset.Repetition repetitionRule() {
        return setup.rules().repetition();
    }

    /** TT-R2: every earlier colouring counts, however many turns ago it stood: the whole history, newest first. */
    protected Iterable<Entry> remembered() {
        return state.history();
    }

    /** TT-R2: two colourings are the same when every point has the same colour; no hash decides it. */
    protected boolean same(Colouring earlier, Colouring after) {
        return earlier.equals(after);
    }

    @Override
    public ReferenceGame play(Turn turn) {
        Verdict v = judge(turn);
        if (v instanceof Refused r) {
            throw new IllegalTurnException(turn, r);
        }
        int number = state.turnNumber() + 1;
        Colouring colouring = state.colouring();
        if (turn instanceof Turn.Pass pass) {
            Colour next = moverAfter(number, pass.colour());
            History h = remember(turn, new Entry(number, colouring, next, Colour.EMPTY));
            // TT-V6: the first pass takes the button, and is no pass of TT-V5's.
            if (setup.rules().takesButton(state.buttonTo().isPlayer())) {
                return next(turn, new State(colouring, next, number, state.consecutivePasses() + 1, false, Clearings.NONE, h,
                        number, number, pass.colour(), state.passes(), false, Colour.EMPTY, false));
            }
            return next(turn, new State(colouring, next, number, state.consecutivePasses() + 1, false, Clearings.NONE, h,
                    number, state.buttonTurn(), state.buttonTo(), new Passed(number, pass.colour(), colouring, state.passes()),
                    passedFromBefore(pass.colour(), colouring), Colour.EMPTY, false));
        }
        if (turn instanceof Turn.Play play) {
            Moved moved = move(play.colour(), play.point());
            Colour next = moverAfter(number, play.colour());
            // TT-V10: a move the repetition rule forbids, where the ruleset plays it, ends the game.
            boolean repeats = !setup.rules().repeating().refuses() && recreatesAnEarlierColouring(play.point(), moved, next, play.colour());
            // TT-V11: the situation after it, counted since the last pass, this one included.
            boolean cycle = setup.rules().cycles() != Ruleset.Cycles.GO_ON
                    && setup.rules().cycles().voids(1 + standings(moved.after(), next));
            return next(turn, state.after(moved.after(), next, number, 0, false, moved.clearings(),
                    remember(turn, new Entry(number, moved.after(), next, play.colour())))
                    .ending(repeats ? play.colour() : Colour.EMPTY, cycle));
        }
        Colouring after = colouring.with(((Turn.Agreement) turn).emptied(), Colour.EMPTY);
        return next(turn, state.after(after, state.toMove(), number, state.consecutivePasses(), true, Clearings.NONE,
                remember(turn, new Entry(number, after, state.toMove(), Colour.EMPTY))));
    }

    /**
     * TT-V11: how many times this colouring has stood with this player to move since the last pass
     * (the colouring the pass left included) or the button's pass.
     */
    private int standings(Colouring colouring, Colour toMove) {
        int since = Math.max(state.lastPass(), state.buttonTurn());
        int times = 0;
        for (Entry e : remembered()) {
            if (e.turn() < since) {
                break;
            }
            if (e.toMove() == toMove && e.colouring().equals(colouring)) {
                times++;
            }
        }
        return times;
    }

    /**
     * TT-V5: whether this player has passed before from this colouring, since the button was taken
     * (TT-V6: the passes before it, and its own, are forgotten).
     */
    private boolean passedFromBefore(Colour player, Colouring from) {
        for (Passed p = state.passes(); p != null && p.turn() > state.buttonTurn(); p = p.older()) {
            if (p.player() == player && p.from().equals(from)) {
                return true;
            }
        }
        return false;
    }

    /** TT-R1, TT-R2: every turn's colouring joins the history, which forgets nothing. */
    protected History remember(Turn turn, Entry e) {
        return state.history().add(e);
    }

    // TT-8: the game ends after two consecutive passes. TT-C8: with the amendment, it ends by
    // agreement after two passes, or as it is after four. FR-10, FR-13 (FR-R3): two passes stop
    // play, the agreement on dead stones ends the game, a disagreement resumes play. NZ-10
    // (NZ-R3): only the players' agreement ends it; passes never do.
    @Override
    public boolean ended() {
        return end().isPresent();
    }

    /** TT-8, TT-C8, FR-10, NZ-10, TT-V5, TT-V6, TT-V7: how the game has ended, if it has, as the ruleset decides. */
    protected Optional<Refusal.Ended> end() {
        int firstOfTheRun = state.turnNumber() - state.consecutivePasses();
        return setup.rules().end(state.consecutivePasses(), state.buttonTurn() > firstOfTheRun, state.agreed(), state.passRepeated(),
                state.turnNumber(), state.repeatedBy(), state.cycled());
    }

    @Override
    public Optional<Refusal.Ended> howEnded() {
        return end();
    }

    // TT-9 and TT-10, with komi added to White's score (TT-C10). The winner is Score.winner().
    // FR-10: the same count (area). NZ-6: shared territory. FR-14 (TT-V2): White's handicap
    // compensation is added beside the komi, as the score's bonus (FR-11, NZ-12).
    @Override
    @Decides({"TT-C10", "FR-11", "NZ-12"})
    public Score score() {
        Colouring colouring = state.colouring();
        Ruleset rules = setup.rules();
        int bonus = rules.compensation(setup.handicap());
        // TT-V6: the button is the taker's, or at the end the player to move's where nobody took it.
        Colour button = ended() ? rules.buttonAtTheEnd(state.buttonTo(), state.toMove()) : state.buttonTo();
        // TT-V10, TT-V11: a game ended by a repetition played or a cycle is not decided by the count.
        Score.Decision decision = rules.decision(end());
        if (rules.countsAsKataGo()) {
            // TT-V9: KataGo's area (pass-alive territory) and its tax.
            KataGoArea.Count k = KataGoArea.of(rules, colouring);
            return new Score(k.black(), k.white(), bonus, setup.komi(), button, rules.ties(), decision);
        }
        if (rules.counting() == Ruleset.Counting.SHARED) {
            return new Score(SharedCounting.territory(colouring, Colour.BLACK),
                    SharedCounting.territory(colouring, Colour.WHITE), bonus, setup.komi(), button, rules.ties(), decision);
        }
        return new Score(LogicalRules.score(colouring, Colour.BLACK), LogicalRules.score(colouring, Colour.WHITE), bonus,
                setup.komi(), button, rules.ties(), decision);
    }

    /** The history of colourings, newest first (TT-R2). */
    protected final History history() {
        return state.history();
    }

    /** Whether the players have agreed (TT-C8, FR-13, NZ-10). */
    protected final boolean agreed() {
        return state.agreed();
    }

    @Override
    public List<Turn> legalTurns() {
        List<Turn> turns = new ArrayList<>();
        if (ended()) {
            return turns;
        }
        for (Point p : state.colouring().pointsOf(Colour.EMPTY)) {
            Turn t = new Turn.Play(state.toMove(), p);
            if (judge(t).accepted()) {
                turns.add(t);
            }
        }
        turns.add(new Turn.Pass(state.toMove()));
        return turns;
    }

    @Override
    public Setup setup() {
        return setup;
    }

    @Override
    public Colouring colouring() {
        return state.colouring();
    }

    @Override
    public Colour toMove() {
        return state.toMove();
    }

    @Override
    public int turnNumber() {
        return state.turnNumber();
    }

    @Override
    public int consecutivePasses() {
        return state.consecutivePasses();
    }

    @Override
    public Clearings lastClearings() {
        return state.lastClearings();
    }
}
