package org.logicalgo.conformance.runner;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.gtp.GtpClient;
import org.logicalgo.gtp.GtpException;

/**
 * One engine process, started when first needed and probed once; it learns which board sizes the
 * engine accepts as cases ask, and keeps that across restarts. It is started configured for one
 * ruleset; where the runner may tell the engine its ruleset and the engine lists
 * {@value ConformanceRunner#SET_RULES}, it serves every ruleset, told each in turn.
 */
final class EngineSession implements AutoCloseable {

    private final List<String> command;
    /** The ruleset {@code command} configures the engine for. */
    private final Ruleset startedFor;
    private final boolean rulesByCommand;
    /** The commands that set another engine to each ruleset it is run under; empty for none. */
    private final Map<Ruleset, List<String>> told;
    private final Duration timeout;
    private final Runnable onStart;
    private final Map<Integer, Boolean> squares = new HashMap<>();
    /** The sizes the engine died on when told them, with how. */
    private final Map<Integer, String> diedOn = new HashMap<>();
    private GtpClient client;
    private EngineProbe probe;
    /** The ruleset the engine now plays by, as far as this session has configured or told it. */
    private Ruleset playing;

    /**
     * @param onStart called each time a process is started
     */
    EngineSession(List<String> command, Ruleset startedFor, boolean rulesByCommand, Map<Ruleset, List<String>> told,
                  Duration timeout, Runnable onStart) {
        this.command = List.copyOf(command);
        // An engine told its rulesets by commands was started for none of them: the first case tells it.
        this.startedFor = told.isEmpty() ? startedFor : null;
        this.rulesByCommand = rulesByCommand;
        this.told = Map.copyOf(told);
        this.timeout = timeout;
        this.onStart = onStart;
    }

    GtpClient client() throws GtpException {
        if (client == null || !client.alive()) {
            close();
            client = GtpClient.start(command);
            onStart.run();
            playing = startedFor;
            try {
                probe = EngineProbe.of(client, timeout);
            } catch (GtpException e) {
                close();
                throw new GtpException(e.kind(), "the engine did not answer as a GTP engine: " + e.getMessage());
            }
        }
        return client;
    }

    EngineProbe probe() throws GtpException {
        client();
        return probe;
    }

    /**
     * Whether this engine serves {@code ruleset} too: it has commands that set it to that ruleset, or
     * it may be told its ruleset and said it can be (our own engine's {@value ConformanceRunner#SET_RULES}).
     */
    boolean serves(Ruleset ruleset) {
        return told.containsKey(ruleset) || rulesByCommand && probe != null && probe.knows(ConformanceRunner.SET_RULES);
    }

    /**
     * The commands that tell the engine to play by {@code ruleset} (its start-up commands for it, or
     * our engine's preset and knobs as words), when it plays by another one; none when it already
     * plays by it.
     */
    List<String> rulesCommands(Ruleset ruleset) {
        if (ruleset.equals(playing)) {
            return List.of();
        }
        if (told.containsKey(ruleset)) {
            return told.get(ruleset);
        }
        if (!serves(ruleset)) {
            throw new IllegalStateException("an engine started for " + startedFor + " cannot be told " + Rulesets.name(ruleset));
        }
        return List.of(ConformanceRunner.SET_RULES + " " + String.join(" ", Rulesets.words(ruleset)));
    }

    /** The engine has taken {@code ruleset}. */
    void playing(Ruleset ruleset) {
        playing = ruleset;
    }

    /**
     * Whether the engine takes {@code boardsize n}; asked once per size (the board is then that
     * size). An engine that dies on the size (Pachi asserts on {@code boardsize 1}) refuses it: the
     * size is tried once, and not case after case.
     */
    boolean acceptsSquare(int n) throws GtpException {
        Boolean known = squares.get(n);
        if (known != null) {
            return known;
        }
        GtpClient engine = client();
        boolean ok;
        try {
            ok = engine.send("boardsize " + n, timeout).success();
        } catch (GtpException e) {
            if (e.kind() != GtpException.Kind.DIED) {
                throw e;
            }
            close();
            diedOn.put(n, e.getMessage());
            ok = false;
        }
        squares.put(n, ok);
        return ok;
    }

    /** How the engine refused {@code boardsize n}, for the report: its answer, or its death. */
    String refusal(int n) {
        String died = diedOn.get(n);
        return "boardsize " + n + (died == null ? "" : ", on which the engine died: " + died);
    }

    @Override
    public void close() {
        if (client != null) {
            client.close();
            client = null;
        }
    }
}
