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
    EngineSession(List<String> command, Ruleset startedFor, boolean rulesByCommand, Duration timeout, Runnable onStart) {
        this.command = List.copyOf(command);
        this.startedFor = startedFor;
        this.rulesByCommand = rulesByCommand;
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

    /** Whether this engine serves every ruleset: it may be told its ruleset, and it said it can be. */
    boolean servesEveryRuleset() {
        return rulesByCommand && probe != null && probe.knows(ConformanceRunner.SET_RULES);
    }

    /**
     * The command that tells the engine to play by {@code ruleset} (its preset and knobs as words),
     * when it plays by another one; empty when it already plays by it.
     */
    Optional<String> rulesCommand(Ruleset ruleset) {
        if (ruleset.equals(playing)) {
            return Optional.empty();
        }
        if (!servesEveryRuleset()) {
            throw new IllegalStateException("an engine started for " + startedFor + " cannot be told " + Rulesets.name(ruleset));
        }
        return Optional.of(ConformanceRunner.SET_RULES + " " + String.join(" ", Rulesets.words(ruleset)));
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
