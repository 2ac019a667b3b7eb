package org.logicalgo.batch;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

import org.logicalgo.rulesets.Rulesets.Reading;
import org.logicalgo.archive.Archives;
import org.logicalgo.arbiter.Judge;
import org.logicalgo.io.InputFile;
import org.logicalgo.io.InputFileException;
import org.logicalgo.io.NotEnoughMemory;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.sgf.GameRecords;

/**
 * The records of a source, each judged as it is read and then forgotten: a plain SGF file is read
 * whole under the size limit, an archive entry by entry ({@link Archives}). Every record, readable
 * or not, is one {@link Judged} in the source's order, the same order on every reading: that is
 * what lets a batch resume by counting, and the pipeline agree with {@code judge} record for record.
 */
public final class Records {

    private Records() {
    }

    /** Where the records of a source go as each is judged, and its warnings as each is met. */
    public interface Sink {
        /** A warning about a place, as {@code PLACE: what}. */
        void warning(String line);

        /** A record judged (or unreadable), of {@code games} in its place (1 for a place that cannot be read at all). */
        void judged(Judged judged, int games);
    }

    /** The options every record of a batch is judged with. */
    public record Judging(Judge judge, Optional<Reading> given, int variation) {
    }

    /**
     * The items of a source on this machine's disk: a plain SGF file (checked and read whole, as
     * {@link InputFile} reads), or an archive (streamed, each entry held to the limit).
     */
    public static void read(Path file, long limit, Consumer<Archives.Item> to) {
        String name = file.toString();
        if (!Archives.isArchive(name)) {
            try {
                to.accept(new Archives.Entry(name, new InputFile(file, limit).bytes(), false));
            } catch (InputFileException e) {
                to.accept(new Archives.Broken(name, e.reason() + hint(e)));
            }
            return;
        }
        InputStream in;
        try {
            in = new InputFile(file, limit).openAnySize();
        } catch (InputFileException e) {
            to.accept(new Archives.Broken(name, e.reason()));
            return;
        }
        try (in) {
            Archives.read(in, name, limit, to);
        } catch (IOException e) {
            // closing a file read to its end: nothing lost
        }
    }

    /** The hint a refusal for size carries: the option that raises the limit. */
    public static String hint(InputFileException e) {
        return e.kind() == InputFileException.Kind.TOO_LARGE ? " (--max-file-size raises it)" : "";
    }

    /**
     * Judges the records of a source on the disk.
     *
     * @param skip the records to pass over first without judging them (a batch resumed): each still
     *             read, for the count, none told to the sink
     * @return how many records the source holds, those passed over included
     */
    public static long judge(Judging judging, Path file, long limit, long skip, Sink sink) {
        String source = file.toString();
        long[] seen = {0};
        read(file, limit, item -> seen[0] += judge(judging, source, item, Math.max(0, skip - seen[0]), sink));
        return seen[0];
    }

    /**
     * Judges the games of one item of a source, each handed to the sink as soon as it is judged.
     * The item's grammar is checked whole first (a walk that keeps nothing), so that what is not
     * SGF is one unreadable record and the games are counted.
     *
     * @param skip the records of it to pass over first without judging them
     * @return how many records it holds
     */
    public static int judge(Judging judging, String source, Archives.Item item, long skip, Sink sink) {
        try {
            return judgeItem(judging, source, item, skip, sink);
        } catch (OutOfMemoryError e) {
            // The item's bytes are garbage once this is thrown: there is room to say which record it was.
            throw new NotEnoughMemory("judging " + item.place(), e);
        }
    }

    private static int judgeItem(Judging judging, String source, Archives.Item item, long skip, Sink sink) {
        if (item instanceof Archives.Broken broken) {
            if (skip == 0) {
                sink.judged(new Judged(source, broken.place(), 0, Optional.empty(), Optional.of(broken.message())), 1);
            }
            return 1;
        }
        Archives.Entry entry = (Archives.Entry) item;
        String place = entry.place();
        GameRecords.Games games;
        int count;
        try {
            count = GameRecords.count(entry.bytes());
            if (count == 0) {
                // An empty file holds no record (an empty line is passed over before it gets here).
                return 0;
            }
            if (skip >= count) {
                return count;
            }
            games = GameRecords.games(entry.bytes(), judging.variation(), warning -> sink.warning(place + ": " + warning));
        } catch (IllegalArgumentException e) {
            if (skip == 0) {
                sink.judged(new Judged(source, place, 0, Optional.empty(), Optional.of(place + ": " + e.getMessage())), 1);
            }
            return 1;
        }
        for (int g = 1; g <= count; g++) {
            if (g <= skip) {
                games.skip();
                continue;
            }
            String at = place + (count > 1 ? " game " + g : "");
            Judged judged;
            try {
                GameRecords.Read read = games.next().orElseThrow();
                if (read.error().isPresent()) {
                    judged = new Judged(source, place, g, Optional.empty(), Optional.of(at + ": " + read.error().get()));
                } else {
                    judged = new Judged(source, place, g, Optional.of(judging.judge().judge(read.record().orElseThrow(), judging.given())),
                            Optional.empty());
                }
            } catch (IllegalArgumentException e) {
                judged = new Judged(source, place, g, Optional.empty(), Optional.of(at + ": " + e.getMessage()));
            }
            sink.judged(judged, count);
        }
        return count;
    }
}
