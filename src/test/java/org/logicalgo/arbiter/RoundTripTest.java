package org.logicalgo.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.conformance.runner.GnuGoIntegrationTest;
import org.logicalgo.gtp.GtpClient;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.sgf.GameRecord;
import org.logicalgo.sgf.SgfParser;
import org.logicalgo.sgf.SgfWriter;

/**
 * Games played by random legal turns, written as SGF, read back and judged: every turn accepted,
 * the same final colouring and score, the written RE agreeing; and GNU Go, where installed, reads
 * our files to the same stones.
 */
class RoundTripTest {

    private static final Judge JUDGE = new Judge(Reference.ENGINE);
    private static final int GAMES = Math.max(2, Integer.getInteger("logicalgo.examples", 200) / 20);

    private static final Ruleset SITUATIONAL_NO_SUICIDE = Ruleset.TROMP_TAYLOR.withRepetition(Ruleset.Repetition.SITUATIONAL)
            .withSuicide(Ruleset.Suicide.FORBIDDEN);

    private static List<Setup> setups() {
        return List.of(
                Setup.of(Ruleset.TROMP_TAYLOR, new Grid(9, 9)).withKomi(7.5),
                Setup.of(SITUATIONAL_NO_SUICIDE, new Grid(7, 5)).withKomi(0.5),
                Setup.of(Ruleset.TROMP_TAYLOR, new Grid(5, 5)).withHandicap(2),
                Setup.of(Ruleset.TROMP_TAYLOR, new Grid(6, 4)).withStart(Colouring.parse("""
                        X.....
                        .O....
                        ....X.
                        ......"""), Colour.WHITE),
                Setup.of(Ruleset.TROMP_TAYLOR, new Grid(21, 2)),
                Setup.of(Ruleset.TROMP_TAYLOR, new Grid(1, 1)));
    }

    private static Game replay(Setup setup, List<Turn> turns) {
        Game g = Reference.ENGINE.start(setup);
        for (Turn t : turns) {
            g = g.play(t);
        }
        return g;
    }

    @Test
    void randomGamesWrittenAndReadBackAreJudgedAsTheyWerePlayed() {
        Random random = new Random(8);
        int games = 0;
        for (Setup setup : setups()) {
            for (int i = 0; i < GAMES; i++) {
                List<Turn> turns = RandomGames.play(Reference.ENGINE, setup, random, 600);
                Game played = replay(setup, turns);
                Optional<String> result = played.ended() ? Optional.of(played.score().result()) : Optional.empty();
                String text = SgfWriter.write(GameRecord.of(setup, turns, result, Rulesets.name(setup.rules())).toSgf());
                GameRecord back = GameRecord.read(SgfParser.parse(text).get(0));
                assertEquals(setup, back.setup(setup.rules()), text);
                Judgement j = JUDGE.judge(back, Optional.of(new Rulesets.Reading(setup.rules(), true, "")));
                assertTrue(j.refusal().isEmpty(), () -> j.refusal() + " in " + text);
                assertEquals(played.colouring(), j.game().colouring(), text);
                assertEquals(played.score(), j.score(), text);
                assertEquals(played.ended() ? RecordedResult.Agreement.AGREES : RecordedResult.Agreement.NOT_COMPARED, j.agreement());
                // Writing what was read gives the same text again.
                assertEquals(text, SgfWriter.write(SgfParser.parse(text)));
                games++;
            }
        }
        assertEquals(setups().size() * GAMES, games);
    }

    @Test
    void gnuGoReadsOurFilesToTheSameStones(@TempDir Path dir) throws Exception {
        Optional<String> gnugo = GnuGoIntegrationTest.gnugo();
        assumeTrue(gnugo.isPresent(), "GNU Go is not installed (apt-get install -y gnugo); this test needs it");
        // GNU Go forbids suicide and knows simple ko; positional superko refuses at least what simple ko refuses.
        Ruleset rules = Ruleset.TROMP_TAYLOR.withSuicide(Ruleset.Suicide.FORBIDDEN);
        Random random = new Random(11);
        try (GtpClient client = GtpClient.start(List.of(gnugo.get(), "--mode", "gtp"))) {
            for (int i = 0; i < 3; i++) {
                Setup setup = Setup.of(rules, new Grid(9, 9)).withKomi(6.5);
                List<Turn> turns = RandomGames.play(Reference.ENGINE, setup, random, 400);
                Game played = replay(setup, turns);
                Path file = dir.resolve("game" + i + ".sgf");
                Files.writeString(file, SgfWriter.write(GameRecord.of(setup, turns, Optional.empty(), Rulesets.name(setup.rules())).toSgf()));
                GtpClient.Response loaded = client.send("loadsgf " + file, Duration.ofSeconds(30));
                assertTrue(loaded.success(), loaded.text());
                for (Colour c : List.of(Colour.BLACK, Colour.WHITE)) {
                    GtpClient.Response stones = client.send("list_stones " + c.word().toLowerCase(), Duration.ofSeconds(30));
                    Set<String> theirs = new TreeSet<>(Arrays.asList(stones.text().trim().toUpperCase().split("\\s+")));
                    theirs.remove("");
                    Set<String> ours = played.colouring().pointsOf(c).stream().map(Point::name).collect(Collectors.toCollection(TreeSet::new));
                    assertEquals(ours, theirs, c + " stones after " + turns.size() + " turns of " + file);
                }
            }
        }
    }
}
