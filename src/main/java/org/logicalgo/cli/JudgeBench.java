package org.logicalgo.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;

import org.logicalgo.rulesets.Rulesets.Reading;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.arbiter.Judge;
import org.logicalgo.arbiter.Judgement;
import org.logicalgo.arbiter.RandomGames;
import org.logicalgo.io.OutputFile;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.sgf.GameRecord;
import org.logicalgo.sgf.GameRecords;
import org.logicalgo.sgf.SgfWriter;

/**
 * {@code judge --bench N}: N complete random games (seed 1) written as SGF, their RE the rules'
 * result, then timed while they are read and judged as {@code judge} does, in one thread. Writing
 * the games is not timed. With {@code --bench-out DIR} the games are written there as files instead,
 * for timing {@code judge} itself on files.
 */
final class JudgeBench {

    private JudgeBench() {
    }

    /**
     * Times the judging of {@code count} random games, or, when {@code into} is given, writes them
     * there as files ({@code g000000.sgf}, ...) for {@code judge} to time on files.
     */
    static int run(PrintWriter out, Engine engine, int count, String size, Optional<Reading> given, Optional<Path> into) {
        if (count < 1) {
            throw new UserError("--bench takes a number of games from 1, not " + count);
        }
        Grid grid;
        try {
            grid = Grid.parse(size);
        } catch (IllegalArgumentException e) {
            throw new UserError("--bench-size: " + e.getMessage());
        }
        Ruleset rules = given.map(Reading::ruleset).orElse(Ruleset.TROMP_TAYLOR);
        Setup setup = Setup.of(rules, grid).withKomi(7.5);
        Random random = new Random(1);
        List<byte[]> records = new ArrayList<>(into.isPresent() ? 0 : count);
        long turns = 0;
        for (int i = 0; i < count; i++) {
            List<Turn> game = RandomGames.play(engine, setup, random, 4 * grid.area());
            turns += game.size();
            Game end = Replay.of(engine.start(setup), game, Replay.AfterRefusal.STOPS).end().game();
            // RE as the rules give it once the game has ended, so that judge compares it as it would a real record's.
            String text = SgfWriter.write(GameRecord.of(setup, game, end.ended() ? Optional.of(end.score().result()) : Optional.empty(), Rulesets.name(setup.rules())).toSgf());
            if (into.isPresent()) {
                Path file = into.get().resolve(String.format(Locale.ROOT, "g%06d.sgf", i));
                try {
                    OutputFile.write(file, text, false);
                } catch (OutputFile.Failure e) {
                    throw new UserError("--bench-out " + e.getMessage() + (e.exists() ? "; not overwritten" : ""));
                }
            } else {
                records.add(text.getBytes(StandardCharsets.UTF_8));
            }
        }
        if (into.isPresent()) {
            out.printf(Locale.ROOT, "wrote %d random %s records (%d turns, %.0f per game) into %s%n", count, grid, turns,
                    (double) turns / count, into.get());
            out.flush();
            return 0;
        }
        Judge judge = new Judge(engine);
        long started = System.nanoTime();
        long reading = 0;
        int refused = 0;
        for (byte[] sgf : records) {
            long before = System.nanoTime();
            GameRecord record = GameRecords.read(sgf, 1, warning -> { }).get(0).record().orElseThrow();
            reading += System.nanoTime() - before;
            Judgement j = judge.judge(record, given);
            if (!j.clean()) {
                refused++;
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        out.printf(Locale.ROOT, "judged %d random %s records (%d turns, %.0f per game) in %.2f s with the %s engine, one thread:"
                        + " %.0f records per minute (reading the SGF: %.2f s of it)%n", count, grid, turns, (double) turns / count,
                seconds, engine.name(), count * 60 / seconds, reading / 1e9);
        if (refused > 0) {
            // Games played by the same engine and rules cannot be refused, nor their RE disagree: this would be a fault of ours.
            throw new IllegalStateException(refused + " of the generated games were refused, or their RE disagreed, on reading back");
        }
        out.flush();
        return 0;
    }
}
