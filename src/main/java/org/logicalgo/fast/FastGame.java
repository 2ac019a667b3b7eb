package org.logicalgo.fast;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

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
 * The fast engine's game: a value, like the reference's. Each accepted turn copies the board
 * (a few arrays the size of the grid) and shares the history, so a game of n turns costs O(n)
 * memory and replaying it O(n) board copies. The verdicts, their clauses and their wording are
 * the reference's; property tests hold the two engines to that.
 */
public final class FastGame implements Game {

    private final Setup setup;
    private final FastBoard board;
    private final Clearings clearings;

    private FastGame(Setup setup, FastBoard board, Clearings clearings) {
        this.setup = setup;
        this.board = board;
        this.clearings = clearings;
    }

    static FastGame start(Setup setup) {
        return new FastGame(setup, FastBoard.start(setup), Clearings.NONE);
    }

    /** A copy of the board now, for playouts and searches that mutate it. */
    public FastBoard board() {
        return board.copy();
    }

    @Override
    public Verdict judge(Turn turn) {
        if (board.ended()) {
            String how = board.agreed() ? "by agreement after two passes" : board.consecutivePasses() + " consecutive passes";
            return new Refused("TT-R8", "the game has ended (" + how + "); no further turn is accepted");
        }
        if (turn instanceof Turn.Pass pass) {
            return notToMove(pass.colour());
        }
        if (turn instanceof Turn.Play play) {
            Verdict order = notToMove(play.colour());
            return order.accepted() ? judgeMove(play.point()) : order;
        }
        return judgeAgreement((Turn.Agreement) turn);
    }

    // TT-5 (TT-R11): only the player to move takes a turn.
    private Verdict notToMove(Colour c) {
        Colour now = toMove();
        if (c != now) {
            return new Refused("TT-5", "it is " + now.word() + "'s turn, not " + c.word() + "'s");
        }
        return Verdict.ACCEPTED;
    }

    private Verdict judgeMove(Point p) {
        if (!setup.grid().contains(p)) {
            return new Refused("TT-1", p + " is not a point of the " + setup.grid() + " grid");
        }
        int verdict = board.check(board.index(p));
        if (verdict == FastBoard.OCCUPIED) {
            return new Refused("TT-7", p + " is not empty: a move colours an empty point");
        }
        if (verdict == FastBoard.SUICIDE) {
            return new Refused("TT-C7", "suicide: the move's own clearing would empty " + board.suicideSize()
                    + " point(s), and this ruleset forbids suicide");
        }
        if (verdict == FastBoard.REPETITION) {
            return setup.rules().repetition() == Ruleset.Repetition.POSITIONAL
                    ? Refused.repetition("TT-6", board.repeats(), "")
                    : Refused.repetition("TT-C6", board.repeats(), " with " + moverAfterMove().word() + " to move");
        }
        return Verdict.ACCEPTED;
    }

    private Colour moverAfterMove() {
        int next = board.turnNumber() + 1;
        return next < setup.handicap() ? Colour.BLACK : toMove().opponent();
    }

    // TT-C8: agreement on points to empty, only under the amendment and after two passes.
    private Verdict judgeAgreement(Turn.Agreement agreement) {
        if (setup.rules().ending() != Ruleset.Ending.AGREEMENT_OR_FOUR_PASSES) {
            return new Refused("TT-R6", "this game has not taken the comment-8 amendment: no stones are removed by agreement");
        }
        if (board.consecutivePasses() < 2) {
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
    public FastGame play(Turn turn) {
        Verdict v = judge(turn);
        if (v instanceof Refused r) {
            throw new IllegalTurnException(turn, r);
        }
        FastBoard after = board.copy();
        if (turn instanceof Turn.Pass) {
            after.pass();
            return new FastGame(setup, after, Clearings.NONE);
        }
        if (turn instanceof Turn.Play play) {
            after.play(after.index(play.point()));
            return new FastGame(setup, after, new Clearings(points(after, after.removedOpponent()),
                    points(after, after.removedOwn())));
        }
        after.agree(((Turn.Agreement) turn).emptied());
        return new FastGame(setup, after, Clearings.NONE);
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
        List<Turn> turns = new ArrayList<>();
        if (board.ended()) {
            return turns;
        }
        Colour mover = toMove();
        for (Point p : setup.grid().points()) {
            if (board.check(board.index(p)) == FastBoard.LEGAL) {
                turns.add(new Turn.Play(mover, p));
            }
        }
        turns.add(new Turn.Pass(mover));
        return turns;
    }

    @Override
    public Score score() {
        return new Score(board.score(FastBoard.BLACK), board.score(FastBoard.WHITE), setup.komi());
    }

    @Override
    public Setup setup() {
        return setup;
    }

    @Override
    public Colouring colouring() {
        return board.colouring();
    }

    @Override
    public Colour toMove() {
        return FastBoard.colourOf(board.toMove());
    }

    @Override
    public int turnNumber() {
        return board.turnNumber();
    }

    @Override
    public int consecutivePasses() {
        return board.consecutivePasses();
    }

    @Override
    public boolean ended() {
        return board.ended();
    }

    @Override
    public Clearings lastClearings() {
        return clearings;
    }
}
