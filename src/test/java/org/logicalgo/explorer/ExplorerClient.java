package org.logicalgo.explorer;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A real server on a free port and a real HTTP client, for the tests: what a browser would send and
 * see. Registered as an extension ({@code @RegisterExtension static final ExplorerClient client}),
 * it serves the test class and stops after it.
 */
final class ExplorerClient implements AutoCloseable, AfterAllCallback {

    static final ObjectMapper JSON = new ObjectMapper();

    /** What the server says of a request: the status, the content type and the body. */
    record Reply(int status, String type, String body) {

        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new UncheckedIOException("not JSON: " + body, e);
            }
        }
    }

    final ExploreServer server;
    final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    ExplorerClient() {
        this(Map.of());
    }

    ExplorerClient(Map<String, Api.Route> more) {
        try {
            server = ExploreServer.start(0, new PrintStream(log, true, StandardCharsets.UTF_8), more);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    URI uri(String path) {
        return server.address().resolve(path);
    }

    Reply get(String path) {
        return send(HttpRequest.newBuilder(uri(path)).GET());
    }

    Reply post(String path, String body) {
        return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    Reply post(String path, byte[] body) {
        return send(HttpRequest.newBuilder(uri(path)).POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    /** A game request built from a map, answered by /api/game. */
    JsonNode game(Map<String, ?> request) {
        Reply r = post("/api/game", write(request));
        if (r.status() != 200) {
            throw new AssertionError("/api/game answered " + r.status() + ": " + r.body());
        }
        return r.json();
    }

    Reply send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> r = http.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(r.statusCode(), r.headers().firstValue("Content-Type").orElse(""), r.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * A request written byte for byte on a socket, as no well-behaved client would write it (a path
     * with {@code ..}, a foreign Host): the status line of the answer.
     */
    String raw(String request) {
        try (Socket s = new Socket(server.socketAddress().getAddress(), server.socketAddress().getPort())) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = s.getInputStream();
            String answer = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
            return answer.lines().findFirst().orElse("");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String write(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        server.close();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        close();
    }
}
