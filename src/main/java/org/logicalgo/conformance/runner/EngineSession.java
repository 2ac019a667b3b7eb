package org.logicalgo.conformance.runner;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.logicalgo.gtp.GtpClient;
import org.logicalgo.gtp.GtpException;

/**
 * One engine process for one ruleset, started when first needed and probed once; it learns which
 * board sizes the engine accepts as cases ask, and keeps that across restarts.
 */
final class EngineSession implements AutoCloseable {

    private final List<String> command;
    private final Duration timeout;
    private final Map<Integer, Boolean> squares = new HashMap<>();
    private GtpClient client;
    private EngineProbe probe;

    EngineSession(List<String> command, Duration timeout) {
        this.command = List.copyOf(command);
        this.timeout = timeout;
    }

    GtpClient client() throws GtpException {
        if (client == null || !client.alive()) {
            close();
            client = GtpClient.start(command);
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

    /** Whether the engine takes {@code boardsize n}; asked once per size (the board is then that size). */
    boolean acceptsSquare(int n) throws GtpException {
        Boolean known = squares.get(n);
        if (known != null) {
            return known;
        }
        boolean ok = client().send("boardsize " + n, timeout).success();
        squares.put(n, ok);
        return ok;
    }

    @Override
    public void close() {
        if (client != null) {
            client.close();
            client = null;
        }
    }
}
