package org.logicalgo.bench;

import java.util.Optional;
import java.util.SplittableRandom;

import org.logicalgo.fast.FastBoard;
import org.logicalgo.fast.Playouts;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Setup;

/**
 * Light playouts from one position, one after the other on one scratch board reset to the root
 * each time (no board is allocated per playout), each scored (TT-9, TT-10) so that its result
 * counts: what {@code bench} times, with the turns played and Black's wins kept for the report.
 * One thread.
 */
public final class PlayoutSeries {

    private final Setup setup;
    private final Playouts.Policy policy;
    private final FastBoard root;
    private final FastBoard scratch;
    private final SplittableRandom random;
    private long playouts;
    private long turns;
    private long blackWins;

    public PlayoutSeries(Setup setup, Playouts.Policy policy, long seed) {
        this.setup = setup;
        this.policy = policy;
        this.root = FastBoard.start(setup);
        this.scratch = root.copy();
        this.random = new SplittableRandom(seed);
    }

    /** Plays one playout to the end of the game and scores it; returns 1, the work done. */
    public long playOne() {
        scratch.resetTo(root);
        turns += Playouts.playout(scratch, policy, random, 100_000, null);
        playouts++;
        Optional<Colour> winner = scratch.score(setup.komi()).winner();
        if (winner.orElse(null) == Colour.BLACK) {
            blackWins++;
        }
        return 1;
    }

    public long playouts() {
        return playouts;
    }

    /** The turns of all the playouts so far, both final passes counted. */
    public long turns() {
        return turns;
    }

    /** The mean number of turns of the playouts so far, both final passes counted. */
    public double turnsPerPlayout() {
        return turns / (double) playouts;
    }

    /** The fraction of the playouts so far that Black won (TT-10, with the setup's komi). */
    public double blackWinRate() {
        return blackWins / (double) playouts;
    }
}
