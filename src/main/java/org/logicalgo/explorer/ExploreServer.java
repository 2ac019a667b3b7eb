package org.logicalgo.explorer;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import org.logicalgo.io.InputFile;
import org.logicalgo.io.InputFileException;

/**
 * {@code ./logical-go explore}'s web server: the page's files and the JSON API ({@link Api}), on
 * the loopback interface only.
 *
 * <p>The JDK's own server ({@code com.sun.net.httpserver}) is enough here, and so no server library
 * is added: it listens on 127.0.0.1 alone, so only the machine's own user reaches it; it serves one
 * student's browser, a few requests a second at most; each answer is a small JSON object or one of
 * a fixed handful of files, computed and written at once (no streaming, no WebSocket); and on the
 * loopback there is nothing for TLS to protect. What a production server would add (limits, time
 * outs, a bounded pool) is done here in a few lines: a body is read up to {@link #MAX_BODY} and no
 * further, four threads serve every request, and a request still unread after
 * {@link #REQUEST_SECONDS} seconds is dropped.
 *
 * <p>Every request gets one answer: a handler's refusal ({@link RequestRefused}) its status and
 * one line; any other exception {@code 500} and one line on standard error; the server goes on.
 */
public final class ExploreServer implements AutoCloseable {

    /** The largest request body read, in bytes. */
    public static final int MAX_BODY = 1 << 20;

    /** How long a client may take to send its request before the connection is dropped. */
    static final int REQUEST_SECONDS = 30;

    private static final int THREADS = 4;

    /** The loopback address, written out: 127.0.0.1 even where IPv6 is preferred. */
    private static final byte[] LOOPBACK = {127, 0, 0, 1};

    /** Compact, unlike the commands' indented output: these are read by a program. */
    static final ObjectMapper JSON = new ObjectMapper();

    private final HttpServer server;
    private final ExecutorService pool;
    private final StaticFiles files;
    private final Map<String, Api.Route> routes;
    private final PrintStream log;

    private ExploreServer(HttpServer server, ExecutorService pool, StaticFiles files, Map<String, Api.Route> routes, PrintStream log) {
        this.server = server;
        this.pool = pool;
        this.files = files;
        this.routes = routes;
        this.log = log;
    }

    /**
     * A server on 127.0.0.1, serving at once.
     *
     * @param port the port, 0 for a free one
     * @param log  where a fault of ours is told, one line each
     * @throws IOException when the port cannot be had (taken, or not allowed)
     */
    public static ExploreServer start(int port, PrintStream log) throws IOException {
        return start(port, log, Map.of());
    }

    /** As {@link #start(int, PrintStream)}, with more routes (the tests add one that fails). */
    static ExploreServer start(int port, PrintStream log, Map<String, Api.Route> more) throws IOException {
        // The JDK server reads these once; a client that never finishes its request is dropped.
        System.setProperty("sun.net.httpserver.maxReqTime", System.getProperty("sun.net.httpserver.maxReqTime",
                Integer.toString(REQUEST_SECONDS)));
        System.setProperty("sun.net.httpserver.maxRspTime", System.getProperty("sun.net.httpserver.maxRspTime", "60"));
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getByAddress(LOOPBACK), port), 16);
        AtomicInteger n = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(THREADS, r -> {
            Thread t = new Thread(r, "explore-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        Map<String, Api.Route> routes = new LinkedHashMap<>(new Api().routes());
        routes.putAll(more);
        ExploreServer s = new ExploreServer(server, pool, StaticFiles.load(ExploreServer.class.getClassLoader()), routes, log);
        server.setExecutor(pool);
        server.createContext("/", s::handle);
        server.start();
        return s;
    }

    /** The address to open: {@code http://127.0.0.1:PORT/}. */
    public URI address() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
    }

    /** The socket address the server listens on. */
    public InetSocketAddress socketAddress() {
        return server.getAddress();
    }

    @Override
    public void close() {
        server.stop(0);
        pool.shutdownNow();
        try {
            pool.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A request as a handler sees it: the query's parameters and the body's bytes (empty for GET). */
    record Request(String method, String path, Map<String, String> query, byte[] body) {

        Optional<String> parameter(String name) {
            return Optional.ofNullable(query.get(name));
        }
    }

    /** An answer: bytes with their content type, or a value written as JSON. */
    record Answer(int status, String type, byte[] bytes) {

        static Answer json(Object value) {
            try {
                return new Answer(200, "application/json; charset=utf-8", JSON.writeValueAsBytes(value));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("cannot write " + value.getClass().getSimpleName() + " as JSON", e);
            }
        }

        static Answer error(int status, String message) {
            return new Answer(status, "application/json; charset=utf-8",
                    JSON.createObjectNode().put("error", message).toString().getBytes(StandardCharsets.UTF_8));
        }
    }

    private void handle(HttpExchange exchange) {
        String method = exchange.getRequestMethod();
        String rawPath = exchange.getRequestURI().getRawPath();
        Answer answer;
        String allow = null;
        try {
            if (!fromTheLoopback(exchange.getRequestHeaders().getFirst("Host"))) {
                answer = Answer.error(403, "the explorer answers requests addressed to 127.0.0.1 or localhost only");
            } else if (rawPath != null && routes.containsKey(rawPath)) {
                Api.Route route = routes.get(rawPath);
                if (!route.method().equals(method)) {
                    allow = route.method();
                    answer = Answer.error(405, rawPath + " takes " + route.method() + ", not " + method);
                } else {
                    byte[] body = method.equals("POST") ? body(exchange) : new byte[0];
                    answer = route.handler().answer(new Request(method, rawPath, query(exchange.getRequestURI()), body));
                }
            } else {
                Optional<StaticFiles.File> file = rawPath == null ? Optional.empty() : files.at(rawPath);
                if (file.isEmpty()) {
                    answer = Answer.error(404, "nothing at " + printable(rawPath));
                } else if (!method.equals("GET") && !method.equals("HEAD")) {
                    allow = "GET, HEAD";
                    answer = Answer.error(405, printable(rawPath) + " takes GET, not " + method);
                } else {
                    answer = new Answer(200, file.get().type(), file.get().bytes());
                }
            }
        } catch (RequestRefused r) {
            answer = Answer.error(r.status(), r.getMessage());
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            log.println("logical-go explore: internal error on " + method + " " + printable(rawPath) + ": " + e);
            log.flush();
            answer = Answer.error(500, "internal error: " + e);
        }
        send(exchange, answer, allow, method.equals("HEAD"));
    }

    private void send(HttpExchange exchange, Answer answer, String allow, boolean head) {
        try (exchange) {
            exchange.getResponseHeaders().set("Content-Type", answer.type());
            exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
            exchange.getResponseHeaders().set("Cache-Control", "no-store");
            if (allow != null) {
                exchange.getResponseHeaders().set("Allow", allow);
            }
            if (head) {
                exchange.sendResponseHeaders(answer.status(), -1);
                return;
            }
            exchange.sendResponseHeaders(answer.status(), answer.bytes().length == 0 ? -1 : answer.bytes().length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(answer.bytes());
                // On the wire before the close: closing drops a connection whose body was left unread (413).
                out.flush();
            }
        } catch (IOException e) {
            // The client went away: nothing to answer to.
        }
    }

    /**
     * The body, at most {@link #MAX_BODY} bytes: a longer one is refused, its bytes read and dropped
     * up to {@link #DRAINED} so that the client, still sending, hears the refusal (a connection closed
     * on unread bytes is reset, and the answer lost); past that the connection is simply closed.
     */
    private static byte[] body(HttpExchange exchange) {
        String length = exchange.getRequestHeaders().getFirst("Content-Length");
        try (InputStream in = exchange.getRequestBody()) {
            if (length != null) {
                long declared;
                try {
                    declared = Long.parseLong(length.trim());
                } catch (NumberFormatException e) {
                    throw RequestRefused.badRequest("Content-Length '" + printable(length) + "' is not a number");
                }
                if (declared > MAX_BODY) {
                    throw tooLarge(in);
                }
            }
            try {
                return InputFile.read(in, "the request body", MAX_BODY);
            } catch (InputFileException e) {
                if (e.kind() == InputFileException.Kind.TOO_LARGE) {
                    throw tooLarge(in);
                }
                throw RequestRefused.badRequest("the request body cannot be read: " + e.reason());
            }
        } catch (IOException e) {
            throw RequestRefused.badRequest("the request body cannot be read: " + e.getMessage());
        }
    }

    /** How much of a refused body is read and dropped, at most. */
    static final long DRAINED = 16L * MAX_BODY;

    private static RequestRefused tooLarge(InputStream in) {
        byte[] sink = new byte[64 * 1024];
        long dropped = 0;
        try {
            for (int n; dropped < DRAINED && (n = in.read(sink)) > 0; ) {
                dropped += n;
            }
        } catch (IOException e) {
            // The client went away: the refusal is still the answer, if anyone reads it.
        }
        return tooLarge();
    }

    private static RequestRefused tooLarge() {
        return new RequestRefused(413, "the request body is larger than " + (MAX_BODY >> 20) + " MB");
    }

    /** Whether the Host header names the loopback (a page of another site rebound to 127.0.0.1 names its own host). */
    private static boolean fromTheLoopback(String host) {
        if (host == null) {
            return false;
        }
        String h = host.trim().toLowerCase(Locale.ROOT);
        int colon = h.startsWith("[") ? h.indexOf("]:") + 1 : h.lastIndexOf(':');
        String name = colon > 0 ? h.substring(0, colon) : h;
        return List.of("127.0.0.1", "localhost", "[::1]").contains(name);
    }

    private static Map<String, String> query(URI uri) {
        Map<String, String> q = new LinkedHashMap<>();
        String raw = uri.getRawQuery();
        if (raw == null || raw.isEmpty()) {
            return q;
        }
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            try {
                String key = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
                String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                q.putIfAbsent(key, value);
            } catch (IllegalArgumentException e) {
                throw RequestRefused.badRequest("the query '" + printable(raw) + "' is not URL-encoded");
            }
        }
        return q;
    }

    /** A path or value from the request, cut short and without control characters, for a one-line message. */
    static String printable(String s) {
        if (s == null) {
            return "(none)";
        }
        String t = s.replaceAll("\\p{Cntrl}", "?");
        return t.length() > 160 ? t.substring(0, 157) + "..." : t;
    }

    /** The request paths of the page's files. */
    List<String> pagePaths() {
        return files.paths();
    }
}
