package org.logicalgo.fast;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.logicalgo.rules.BadValue;
import org.logicalgo.rules.Check;
import org.logicalgo.rules.Clearings;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.IllegalTurnException;
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
 * The fast engine's game: a value, like the reference's, whose verdicts, clauses and wording are
 * the reference's (property tests hold the two engines to that).
 *
 * <p>Playing a turn hands this game's board on to the next game, which plays the turn on it in
 * place: a game of n turns costs O(n) memory and replaying it O(n) time, with no copying. The
 * earlier value stays a value: should it be asked anything later (an undo, a second line of play
 * from the same position), it rebuilds its board from the start and the turns that led to it.
 * Those turns are kept once for a line of play, an int a turn ({@link Line}), not a game object a
 * turn: a long game replayed keeps its history and its turns, not the games it went through.
 * The games of one line of play share its lock, so they may be used from several threads.
 */
public final class FastGame implements Game {

    private final Setup setup;
    /** The turns of the line of play this game is on; its first {@link #turns} led to this game. */
    private final Line line;
    private final int turns;
    /** What the last turn cleared; null once a later game has taken the board, rebuilt with it. */
    private Clearings clearings;
    /** Null once a later game has taken it over; rebuilt when needed. */
    private FastBoard board;

    private FastGame(Setup setup, Line line, int turns, FastBoard board, Clearings clearings) {
        this.setup = setup;
        this.line = line;
        this.turns = turns;
        this.board = board;
        this.clearings = clearings;
    }

    /**
     * The turns of a line of play, oldest first, each as the point it coloured (the board's
     * index), {@link #PASS}, or {@link #OTHER} for an agreement, kept whole beside. Append-only:
     * a game that is not the line's latest and plays a turn starts a line of its own.
     */
    private static final class Line {
        static final int PASS = -1;
        static final int OTHER = -2;

        private int[] turns = new int[16];
        private int length;
        private final java.util.Map<Integer, Turn> others = new java.util.HashMap<>();

        /** A line of the first {@code n} turns of this one. */
        Line branch(int n) {
            Line l = new Line();
            l.turns = Arrays.copyOf(turns, Math.max(16, n + 1));
            l.length = n;
            others.forEach((at, t) -> {
                if (at < n) {
                    l.others.put(at, t);
                }
            });
            return l;
        }

        /** Keeps turn t (1 the first) before it is played, so that nothing can fail once the board has changed. */
        void add(FastBoard b, Turn turn) {
            if (length == turns.length) {
                try {
                    turns = Arrays.copyOf(turns, 2 * length);
                } catch (OutOfMemoryError e) {
                    // A failed allocation leaves the heap and this line as they were: safe to say and go on.
                    throw BadValue.noMemoryForTurn(length + 1, History.BYTES_A_TURN);
                }
            }
            if (turn instanceof Turn.Play play) {
                turns[length] = b.index(play.point());
            } else if (turn instanceof Turn.Pass) {
                turns[length] = PASS;
            } else {
                turns[length] = OTHER;
                others.put(length, turn);
            }
            length++;
        }

        /** Plays turn k (0 the first) of the line on the board; what it cleared. */
        Clearings replay(FastBoard b, int k) {
            int t = turns[k];
            return t == PASS ? apply(b, new Turn.Pass(FastBoard.colourOf(b.toMove())))
                    : t == OTHER ? apply(b, others.get(k))
                    : apply(b, new Turn.Play(FastBoard.colourOf(b.toMove()), b.point(t)));
        }
    }

    static FastGame start(Setup setup) {
        return new FastGame(setup, new Line(), 0, FastBoard.start(setup), Clearings.NONE);
    }

    /** The board of this game, rebuilt from the start if a later game took it. Call with the lock held. */
    private FastBoard live() {
        if (board == null) {
            FastBoard b = FastBoard.start(setup);
            Clearings last = Clearings.NONE;
            for (int k = 0; k < turns; k++) {
                last = line.replay(b, k);
            }
            board = b;
            clearings = last;
        }
        return board;
    }

    /** A copy of the board now, for playouts and searches that mutate it. */
    public FastBoard board() {
        synchronized (line) {
            return live().copy();
        }
    }

    @Override
    public Verdict judge(Turn turn) {
        synchronized (line) {
            return judge(live(), turn);
        }
    }

    @Override
    public List<Judging.Finding> trace(Turn turn) {
        synchronized (line) {
            return Judging.trace(setup.rules(), turn, new Answers(live()));
        }
    }

    private Verdict judge(FastBoard board, Turn turn) {
        return Judging.judge(setup.rules(), turn, new Answers(board));
    }

    /** The board's answer to each check of one turn (the order is the rules', {@link Check}); a move is analysed once. */
    private final class Answers implements Judging.Answers {
        private final FastBoard board;
        private MoveCheck check;

        Answers(FastBoard board) {
            this.board = board;
        }

        @Override
        public Optional<Refusal> refusal(Check asked, Turn turn) {
            Colour now = FastBoard.colourOf(board.toMove());
            return switch (asked) {
                case NOT_ENDED -> board.end().map(Refusal.class::cast);
                case TO_MOVE -> mover(turn) == now ? Optional.empty() : Optional.of(new Refusal.NotToMove(now, mover(turn)));
                case ON_GRID -> setup.grid().contains(point(turn)) ? Optional.empty()
                        : Optional.of(new Refusal.OffGrid(point(turn).toString(), setup.grid()));
                case EMPTY -> check(turn) instanceof MoveCheck.Occupied ? Optional.of(new Refusal.Occupied(point(turn))) : Optional.empty();
                case WHITE_PASSES -> board.mustPass() ? Optional.of(new Refusal.WhitePasses(setup.handicap())) : Optional.empty();
                case NO_SUICIDE -> check(turn) instanceof MoveCheck.Suicide suicide
                        ? setup.rules().suicide().refuses(suicide.emptied()) : Optional.empty();
                // TT-V10: where the ruleset plays a move its repetition rule forbids, nothing is refused.
                case NO_REPETITION -> check(turn) instanceof MoveCheck.Repeats repeats && setup.rules().koRefuses()
                        ? Optional.of(new Refusal.Repeats(repeats.turn(), setup.rules().repetition(), moverAfterMove(board), now))
                        : Optional.empty();
                case AGREEMENT -> setup.rules().refusesAgreement(setup.grid(), board.consecutivePasses(),
                        ((Turn.Agreement) turn).emptied());
            };
        }

        private MoveCheck check(Turn turn) {
            if (check == null) {
                check = board.check(board.index(point(turn)));
            }
            return check;
        }
    }

    private static Colour mover(Turn turn) {
        return turn instanceof Turn.Pass pass ? pass.colour() : ((Turn.Play) turn).colour();
    }

    private static Point point(Turn turn) {
        return ((Turn.Play) turn).point();
    }

    private Colour moverAfterMove(FastBoard board) {
        return setup.rules().handicap().moverAfter(board.turnNumber() + 1, setup.handicap(), FastBoard.colourOf(board.toMove()));
    }

    @Override
    public FastGame play(Turn turn) {
        synchronized (line) {
            FastBoard b = live();
            Verdict v = judge(b, turn);
            if (v instanceof Refused r) {
                throw new IllegalTurnException(turn, r);
            }
            // A second line of play from this game: the turns that led here, copied, then its own.
            Line on = line.length == turns ? line : line.branch(turns);
            on.add(b, turn);
            Clearings cleared = apply(b, turn);
            board = null;
            clearings = null;
            return new FastGame(setup, on, turns + 1, b, cleared);
        }
    }

    private static Clearings apply(FastBoard b, Turn turn) {
        if (turn instanceof Turn.Pass) {
            b.pass();
            return Clearings.NONE;
        }
        if (turn instanceof Turn.Play play) {
            Cleared cleared = b.play(b.index(play.point()));
            return cleared.nothing() ? Clearings.NONE
                    : new Clearings(points(b, cleared.opponent()), points(b, cleared.own()));
        }
        b.agree(((Turn.Agreement) turn).emptied());
        return Clearings.NONE;
    }

    private static Set<Point> points(FastBoard b, int[] indices) {
        Set<Point> ps = new HashSet<>();
        for (int i : indices) {
            ps.add(b.point(i));
        }
        return ps;
    }

    @Override
    public List<Turn> legalTurns() {
        synchronized (line) {
            FastBoard b = live();
            List<Turn> turns = new ArrayList<>();
            if (b.ended()) {
                return turns;
            }
            Colour mover = FastBoard.colourOf(b.toMove());
            for (Point p : setup.grid().points()) {
                if (b.mayPlay(b.index(p))) {
                    turns.add(new Turn.Play(mover, p));
                }
            }
            turns.add(new Turn.Pass(mover));
            return turns;
        }
    }

    @Override
    public Score score() {
        synchronized (line) {
            FastBoard b = live();
            Score s = b.score(setup.komi());
            return new Score(s.black(), s.white(), setup.rules().compensation(setup.handicap()), s.komi(), b.button(),
                    setup.rules().ties(), setup.rules().decision(b.end()));
        }
    }

    @Override
    public Setup setup() {
        return setup;
    }

    @Override
    public Colouring colouring() {
        synchronized (line) {
            return live().colouring();
        }
    }

    @Override
    public Colour toMove() {
        synchronized (line) {
            return FastBoard.colourOf(live().toMove());
        }
    }

    @Override
    public int turnNumber() {
        synchronized (line) {
            return live().turnNumber();
        }
    }

    @Override
    public int consecutivePasses() {
        synchronized (line) {
            return live().consecutivePasses();
        }
    }

    @Override
    public boolean ended() {
        synchronized (line) {
            return live().ended();
        }
    }

    @Override
    public Optional<Refusal.Ended> howEnded() {
        synchronized (line) {
            return live().end();
        }
    }

    @Override
    public Clearings lastClearings() {
        synchronized (line) {
            live();
            return clearings;
        }
    }
}
