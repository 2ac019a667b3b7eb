package org.logicalgo.conformance.runner;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.logicalgo.gtp.GtpClient;
import org.logicalgo.gtp.GtpException;
import org.logicalgo.gtp.Showboard;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;

/**
 * The engine's board as the engine shows it: by {@code list_stones} where it has it, else by a
 * {@code showboard} drawing that can be read (on stdout, or on stderr as GNU Go writes it), never
 * guessed.
 */
final class BoardReading {

    /** How long an engine that writes its board on stderr may take to finish writing it. */
    private static final Duration SHOWBOARD_SETTLE = Duration.ofSeconds(2);

    private BoardReading() {
    }

    /** Whether the engine can be asked its board at all. */
    static boolean possible(EngineProbe probe) {
        return probe.knows("list_stones") || probe.knows("showboard");
    }

    /** The engine's board, by list_stones, else by showboard where it can be read; empty otherwise. */
    static Optional<Colouring> read(Exchange exchange, EngineProbe probe, Grid board) throws GtpException {
        if (probe.knows("list_stones")) {
            Colouring seen = Colouring.empty(board);
            for (Colour colour : List.of(Colour.BLACK, Colour.WHITE)) {
                GtpClient.Response r = exchange.send("list_stones " + colour.word().toLowerCase(Locale.ROOT));
                if (!r.success()) {
                    throw new GtpException(GtpException.Kind.NONSENSE, "list_stones failed: ? " + r.text());
                }
                List<Point> stones = new ArrayList<>();
                for (String v : r.text().trim().split("\\s+")) {
                    if (v.isEmpty()) {
                        continue;
                    }
                    try {
                        stones.add(Point.parse(v, board));
                    } catch (IllegalArgumentException ex) {
                        throw new GtpException(GtpException.Kind.NONSENSE, "list_stones named '" + v + "', not a point of the board");
                    }
                }
                seen = seen.with(stones, colour);
            }
            return Optional.of(seen);
        }
        if (!probe.knows("showboard")) {
            return Optional.empty();
        }
        StringBuilder stderr = new StringBuilder();
        GtpClient.Response r = exchange.engine().sendWatchingStderr("showboard", exchange.wait(exchange.options().commandTimeout()),
                SHOWBOARD_SETTLE, text -> Showboard.parse(text, board).isPresent(), stderr);
        if (!r.success()) {
            return Optional.empty();
        }
        Optional<Colouring> fromAnswer = Showboard.parse(r.text(), board);
        return fromAnswer.isPresent() ? fromAnswer : Showboard.parse(stderr.toString(), board);
    }
}
