package org.logicalgo.conformance.runner;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

import org.logicalgo.gtp.GtpClient;
import org.logicalgo.gtp.GtpException;
import org.logicalgo.rules.Turn;

/**
 * What an engine says it would play (its player role), asked without playing: GNU Go's and Fuego's
 * {@code is_legal COLOUR VERTEX} ({@code 1} or {@code 0}; a {@code ?} is a no, as it is to
 * {@code play}), else GoGui's
 * {@code gogui-rules_legal_moves} (the legal moves of the player to move). An engine with neither
 * cannot be judged as a player.
 */
public final class Legality {

    private Legality() {
    }

    /** The command the engine is asked with, or empty when it lists none. */
    public static Optional<String> query(EngineProbe probe) {
        return probe.knows("is_legal") ? Optional.of("is_legal")
                : probe.knows("gogui-rules_legal_moves") ? Optional.of("gogui-rules_legal_moves") : Optional.empty();
    }

    /** The engine's word on one move, and the dialogue's text for a report. */
    record Answer(Optional<Boolean> legal, String text) {
    }

    /**
     * Whether the engine would play {@code play} (named on its own board); empty when its answer is
     * not one of its query's answers. Only asked of the player to move.
     */
    static Answer ask(Exchange exchange, EngineProbe probe, Turn.Play play) throws GtpException {
        String colour = play.colour().word().toLowerCase(Locale.ROOT);
        String vertex = play.point().name();
        if (probe.knows("is_legal")) {
            GtpClient.Response r = exchange.send("is_legal " + colour + " " + vertex);
            String said = r.text().strip();
            // A refusal to consider the move (GNU Go: "? invalid color or coordinate" off its board) is a no,
            // as the same answer to play is a refusal.
            Optional<Boolean> legal = !r.success() ? Optional.of(false)
                    : said.equals("1") ? Optional.of(true) : said.equals("0") ? Optional.of(false) : Optional.empty();
            return new Answer(legal, "is_legal " + colour + " " + vertex + ": " + (r.success() ? "= " : "? ") + said);
        }
        GtpClient.Response r = exchange.send("gogui-rules_legal_moves");
        Optional<Boolean> legal = r.success()
                ? Optional.of(Arrays.stream(r.text().strip().split("\\s+")).anyMatch(v -> v.equalsIgnoreCase(vertex)))
                : Optional.empty();
        return new Answer(legal, "gogui-rules_legal_moves: " + (r.success() ? "= " : "? ") + (legal.orElse(false)
                ? vertex + " among them" : r.success() ? "no " + vertex + " among them" : r.text().strip()));
    }
}
