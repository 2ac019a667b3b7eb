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
 * {@code gogui-rules_legal_moves} (the legal moves of the player to move), else KataGo's
 * {@code kata-raw-nn 0} (its policy, NAN on a forbidden point). An engine with none of them cannot
 * be judged as a player.
 */
public final class Legality {

    private Legality() {
    }

    /** The command the engine is asked with, or empty when it lists none. */
    public static Optional<String> query(EngineProbe probe) {
        return probe.knows("is_legal") ? Optional.of("is_legal")
                : probe.knows("gogui-rules_legal_moves") ? Optional.of("gogui-rules_legal_moves")
                : probe.knows(RAW_NN) ? Optional.of(RAW_NN) : Optional.empty();
    }

    /**
     * KataGo's raw network output for the player to move: its policy, one row of the board a line
     * from the top, with {@code NAN} on every point its rules forbid (KataGo masks them before the
     * search: neuralnet/nneval.cpp), the only list of its legal moves it gives.
     */
    static final String RAW_NN = "kata-raw-nn";

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
        if (!probe.knows("gogui-rules_legal_moves")) {
            return rawPolicy(exchange, play);
        }
        GtpClient.Response r = exchange.send("gogui-rules_legal_moves");
        Optional<Boolean> legal = r.success()
                ? Optional.of(Arrays.stream(r.text().strip().split("\\s+")).anyMatch(v -> v.equalsIgnoreCase(vertex)))
                : Optional.empty();
        return new Answer(legal, "gogui-rules_legal_moves: " + (r.success() ? "= " : "? ") + (legal.orElse(false)
                ? vertex + " among them" : r.success() ? "no " + vertex + " among them" : r.text().strip()));
    }

    /** Whether the move's point has a policy (a number, not NAN) in KataGo's raw output for the player to move. */
    private static Answer rawPolicy(Exchange exchange, Turn.Play play) throws GtpException {
        GtpClient.Response r = exchange.send(RAW_NN + " 0");
        String vertex = play.point().name();
        if (!r.success()) {
            return new Answer(Optional.empty(), RAW_NN + " 0: ? " + r.text().strip());
        }
        java.util.List<String[]> rows = new java.util.ArrayList<>();
        boolean inPolicy = false;
        for (String line : r.text().split("\\R")) {
            String t = line.strip();
            if (t.equals("policy")) {
                inPolicy = true;
            } else if (inPolicy && (t.isEmpty() || !Character.isDigit(t.charAt(0)) && !t.startsWith("NAN") && !t.startsWith("-"))) {
                break;
            } else if (inPolicy) {
                rows.add(t.split("\\s+"));
            }
        }
        if (rows.isEmpty()) {
            return new Answer(Optional.empty(), RAW_NN + " 0: no policy in its answer");
        }
        int line = rows.size() - 1 - play.point().row();
        int column = play.point().column();
        boolean on = line >= 0 && column < rows.get(line).length;
        String value = on ? rows.get(line)[column] : "";
        boolean legal = on && !value.equalsIgnoreCase("NAN");
        return new Answer(Optional.of(legal), RAW_NN + " 0: " + vertex + (on ? " has policy " + value : " is off its board"));
    }
}
