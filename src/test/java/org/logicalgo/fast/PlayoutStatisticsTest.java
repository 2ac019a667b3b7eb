package org.logicalgo.fast;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.logicalgo.fast.Playouts.Policy;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;

/**
 * The playout policy against published figures: Don Dailey's random playouts of his reference
 * bot (computer-go mailing list, 2008, as issue 17 quotes them) on 9x9 with komi 0 and suicide
 * forbidden, his eye rule ({@link Policy#DAILEY_EYE}), last about 111.0 turns, both final passes
 * counted, and Black wins about 52.5 % of them. Reproduced here with exact positional superko.
 * Each figure must lie in the 99 % confidence interval of our run, widened by half a unit of the
 * figure's last digit (111.0 stands for 110.95 to 111.05). Under {@code -Plong} only: 200,000
 * playouts, a minute or so.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
@EnabledIfSystemProperty(named = "logicalgo.long", matches = "true",
        disabledReason = "200,000 9x9 playouts (a minute or so): mvn -B test -Plong")
class PlayoutStatisticsTest {

    private static final int PLAYOUTS = 200_000;
    /** The normal quantile of a two-sided 99 % interval. */
    private static final double Z99 = 2.576;
    private static final double DAILEY_TURNS = 111.0;
    private static final double DAILEY_BLACK_WINS = 0.525;

    @Test
    void daileysRandomPlayoutFiguresAreReproducedUnderPositionalSuperko() {
        Ruleset rules = Ruleset.TROMP_TAYLOR.withSuicide(Ruleset.Suicide.FORBIDDEN);
        Setup setup = Setup.of(rules, new Grid(9, 9)).withKomi(0);
        FastBoard root = FastBoard.start(setup);
        FastBoard scratch = root.copy();
        SplittableRandom random = new SplittableRandom(2008);
        double sum = 0;
        double squares = 0;
        long blackWins = 0;
        for (int i = 0; i < PLAYOUTS; i++) {
            scratch.resetTo(root);
            int turns = Playouts.playout(scratch, Policy.DAILEY_EYE, random, 10_000, null);
            assertTrue(scratch.ended(), "playout " + i + " ended (TT-8) within 10,000 turns");
            sum += turns;
            squares += (double) turns * turns;
            Score score = new Score(scratch.score(FastBoard.BLACK), scratch.score(FastBoard.WHITE), setup.komi());
            if (score.winner().orElse(null) == Colour.BLACK) {
                blackWins++;
            }
        }
        double mean = sum / PLAYOUTS;
        double sd = Math.sqrt(squares / PLAYOUTS - mean * mean);
        double turnsHalfWidth = Z99 * sd / Math.sqrt(PLAYOUTS);
        double black = blackWins / (double) PLAYOUTS;
        double blackHalfWidth = Z99 * Math.sqrt(black * (1 - black) / PLAYOUTS);
        String found = String.format(Locale.ROOT, "%,d playouts: %.3f ± %.3f turns, Black wins %.3f ± %.3f %%",
                PLAYOUTS, mean, turnsHalfWidth, 100 * black, 100 * blackHalfWidth);
        assertTrue(Math.abs(mean - DAILEY_TURNS) <= turnsHalfWidth + 0.05, "turns a game, Dailey " + DAILEY_TURNS + "; " + found);
        assertTrue(Math.abs(black - DAILEY_BLACK_WINS) <= blackHalfWidth + 0.0005,
                "Black's wins, Dailey " + 100 * DAILEY_BLACK_WINS + " %; " + found);
        System.out.println("Dailey's figures reproduced: " + found);
    }
}
