package org.logicalgo.conformance.runner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.logicalgo.gtp.GtpClient;
import org.logicalgo.gtp.GtpException;
import org.logicalgo.io.OutputFile;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;

/**
 * A starting colouring and player to move given to an engine on its empty board (TT-R7): by
 * GoGui's {@code gogui-setup} and {@code gogui-setup_player} where the engine has what the start
 * needs, else by {@code loadsgf} of a one-node SGF with AB, AW and PL (komi again after it, which
 * the file sets too). One way for the cases and for perft.
 */
final class EngineStart {

    private EngineStart() {
    }

    /** How a command goes to the engine: the case's bounded exchange, or perft's. */
    interface Sender {
        GtpClient.Response send(String command) throws GtpException;

        /** A command the start cannot do without: a refusal is an error. */
        default void require(String command) throws GtpException {
            GtpClient.Response r = send(command);
            if (!r.success()) {
                throw new GtpException(GtpException.Kind.NONSENSE, "'" + command + "' failed: ? " + r.text());
            }
        }
    }

    /** The file {@code loadsgf} was given, and its text, for a report's evidence; empty when none was. */
    record Loaded(String file, String sgf) {
        static final Loaded NONE = new Loaded("", "");
    }

    /**
     * Gives the start: nothing when it is the empty grid with Black to move. Returns why it cannot
     * be given (the engine has neither way), or how it was, through {@code loaded}.
     */
    static Optional<String> give(Sender engine, EngineProbe probe, Colouring start, Colour toMove, double komi,
                                 java.util.function.Consumer<Loaded> loaded) throws GtpException {
        boolean stones = !start.equals(Colouring.empty(start.grid()));
        boolean white = toMove == Colour.WHITE;
        if (!stones && !white) {
            return Optional.empty();
        }
        if ((!stones || probe.knows("gogui-setup")) && (!white || probe.knows("gogui-setup_player"))) {
            if (stones) {
                engine.require("gogui-setup " + GtpWords.setupStones(start));
            }
            if (white) {
                engine.require("gogui-setup_player w");
            }
            return Optional.empty();
        }
        if (!probe.knows("loadsgf")) {
            return Optional.of((stones ? "a colouring" : "White's turn") + " and the engine has neither gogui-setup"
                    + (white ? " with gogui-setup_player" : "") + " nor loadsgf");
        }
        String sgf = GtpWords.setupSgf(start, toMove, komi);
        Path file;
        try {
            file = OutputFile.temporary("logicalgo-setup-", ".sgf", sgf);
        } catch (OutputFile.Failure ex) {
            throw new GtpException(GtpException.Kind.START, "cannot write a setup file: " + ex.getMessage());
        }
        loaded.accept(new Loaded(file.toString(), sgf));
        try {
            engine.require("loadsgf " + file);
            engine.require("komi " + GtpWords.komiText(komi));
        } finally {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ex) {
                // a temporary file left behind is harmless
            }
        }
        return Optional.empty();
    }
}
