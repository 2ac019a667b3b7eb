package org.logicalgo.conformance.runner;

import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import org.logicalgo.gtp.GtpClient;
import org.logicalgo.gtp.GtpException;

/** What an engine says of itself: protocol version, name, version and the commands it knows. */
public record EngineProbe(String protocolVersion, String name, String version, Set<String> commands) {

    public static EngineProbe of(GtpClient engine, Duration timeout) throws GtpException {
        String protocol = answer(engine, "protocol_version", timeout);
        String name = answer(engine, "name", timeout);
        String version = answer(engine, "version", timeout);
        GtpClient.Response list = engine.send("list_commands", timeout);
        Set<String> commands = list.success()
                ? Arrays.stream(list.text().split("\\s+")).map(s -> s.toLowerCase(Locale.ROOT)).filter(s -> !s.isEmpty())
                        .collect(Collectors.toUnmodifiableSet())
                : Set.of();
        return new EngineProbe(protocol, name, version, commands);
    }

    private static String answer(GtpClient engine, String command, Duration timeout) throws GtpException {
        GtpClient.Response r = engine.send(command, timeout);
        return r.success() ? r.text() : "?";
    }

    public boolean knows(String command) {
        return commands.contains(command);
    }

    public String describe() {
        return name + " " + version + " (GTP " + protocolVersion + ", " + commands.size() + " commands)";
    }
}
