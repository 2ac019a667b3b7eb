package org.logicalgo.explorer;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.eclipse.jetty.http.HttpCompliance;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.http.UriCompliance;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.util.thread.Scheduler;

import org.logicalgo.rules.Language;

/**
 * {@code ./logical-go explore}'s web server: the page's files and the JSON API ({@link Api}), on
 * the loopback interface only.
 *
 * <p>Jetty 12 (its core API, no servlets), because a server whose reads block (the JDK's
 * {@code com.sun.net.httpserver}, used before) gives each slow client a thread: 300 connections
 * sending half a request held all its workers, and a good request waited 27 s. Jetty reads
 * requests without blocking, so a client that sends slowly holds a connection and no thread; what
 * it does not give is added here in a few lines (docs/reliability.md, "The explorer under attack"):
 * a deadline of {@link #REQUEST_SECONDS} from a request's first byte to its last (the header, by a
 * check of each connection every second; the body, by the handler); at most
 * {@link #MAX_CONNECTIONS} connections, {@link #THREADS} threads and {@link #QUEUE} tasks waiting; a
 * body read up to {@link #MAX_BODY} and no further; and Jetty's own refusals (a malformed request,
 * a duplicate Host) answered as ours are, one line of JSON.
 *
 * <p>Every request gets one answer: a handler's refusal ({@link RequestRefused}) its status and
 * one line; any other exception or error, {@link OutOfMemoryError} included, {@code 500} and one
 * line on standard error; the server goes on.
 */
public final class ExploreServer implements AutoCloseable {

    /** The largest request body read, in bytes. */
    public static final int MAX_BODY = 1 << 20;

    /** How long a client may take from the first byte of its request to the last, before the connection is dropped. */
    static final int REQUEST_SECONDS = 10;

    /** Threads serving requests (Jetty's acceptor and selector included). */
    static final int THREADS = 12;

    /** Tasks waiting for a thread, at most; past them a connection is closed. */
    static final int QUEUE = 1024;

    /** Threads computing answers, apart from Jetty's, which only read and write. */
    static final int WORKERS = 8;

    /** Requests read whole and waiting for a worker, at most; past them a request is answered 503 at once. */
    static final int WAITING = 256;

    /** How long a request may wait for a worker before it is answered 503 instead. */
    static final int WAIT_SECONDS = 10;

    /** What a 503 tells the client to wait before asking again, in seconds. */
    static final int RETRY_AFTER_SECONDS = 2;

    /** Open connections, at most; past them new ones wait in the system's backlog. */
    static final int MAX_CONNECTIONS = 512;

    /** How long an idle connection is kept open between requests. */
    static final int IDLE_SECONDS = 5;

    /** The loopback address, written out: 127.0.0.1 even where IPv6 is preferred. */
    private static final byte[] LOOPBACK = {127, 0, 0, 1};

    /** Compact, unlike the commands' indented output: these are read by a program. */
    static final ObjectMapper JSON = new ObjectMapper();

    private final Server server;
    private final ServerConnector connector;
    private final StaticFiles files;
    private final Map<String, Api.Route> routes;
    private final PrintStream log;
    /** Each open connection's progress, checked every second against {@link #REQUEST_SECONDS}. */
    private final Map<Connection, Progress> connections = new ConcurrentHashMap<>();
    /**
     * Where answers are computed. Jetty's own threads only admit a request (or refuse it, 503) and
     * move bytes, so a refusal never waits behind the work it refuses.
     */
    private final ThreadPoolExecutor workers;
    /** Requests admitted and not yet answered: at most {@link #WORKERS} + {@link #WAITING}. */
    private final AtomicInteger admitted = new AtomicInteger();

    private ExploreServer(StaticFiles files, Map<String, Api.Route> routes, PrintStream log, int port) throws IOException {
        this.files = files;
        this.routes = routes;
        this.log = log;
        AtomicInteger workerNumber = new AtomicInteger();
        workers = new ThreadPoolExecutor(WORKERS, WORKERS, 60, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, "explore-answer-" + workerNumber.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        QueuedThreadPool threads = new QueuedThreadPool(THREADS, 4, 60_000, -1, new ArrayBlockingQueue<>(QUEUE), null);
        threads.setName("explore");
        threads.setDaemon(true);
        threads.setReservedThreads(0);
        server = new Server(threads);
        HttpConfiguration config = new HttpConfiguration();
        config.setSendServerVersion(false);
        config.setSendXPoweredBy(false);
        config.setRequestHeaderSize(16 * 1024);
        config.setHttpCompliance(HttpCompliance.RFC9110);
        // Paths are looked up whole in a fixed list (StaticFiles), never resolved: whatever they hold is 404, not Jetty's 400.
        config.setUriCompliance(UriCompliance.UNSAFE);
        connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(config));
        connector.setHost(InetAddress.getByAddress(LOOPBACK).getHostAddress());
        connector.setPort(port);
        connector.setIdleTimeout(IDLE_SECONDS * 1000L);
        connector.setAcceptQueueSize(128);
        connector.addBean(new Connection.Listener() {
            @Override
            public void onOpened(Connection connection) {
                Progress p = new Progress(connection);
                connections.put(connection, p);
                p.next();
            }

            @Override
            public void onClosed(Connection connection) {
                Progress p = connections.remove(connection);
                if (p != null) {
                    p.stop();
                }
            }
        });
        server.addConnector(connector);
        server.addBean(new NetworkConnectionLimit(MAX_CONNECTIONS, connector));
        server.setHandler(new Handler.Abstract.NonBlocking() {
            @Override
            public boolean handle(org.eclipse.jetty.server.Request request, Response response, Callback callback) {
                admit(request, response, callback);
                return true;
            }
        });
        server.setErrorHandler(new ErrorHandler() {
            @Override
            public boolean handle(org.eclipse.jetty.server.Request request, Response response, Callback callback) {
                Object status = request.getAttribute(ERROR_STATUS);
                int code = status instanceof Integer i ? i : response.getStatus() > 0 ? response.getStatus() : 500;
                Object message = request.getAttribute(ERROR_MESSAGE);

                // Jetty's own refusals, before any handler: a malformed request line or header, a path
                // climbing above the root (/../pom.xml), a header too large. One line, as ours are.
                String reason = HttpStatus.getMessage(code);
                String why = message == null ? reason : printable(String.valueOf(message).replaceAll("^[a-z]+(\\.[a-zA-Z$_0-9]+)+: ", ""));
                ExploreServer.write(response, callback, Answer.error(code, "the request cannot be read: " + (why.equals(reason)
                        ? reason + (code == 400 ? " (a malformed request line or header, or a path that climbs above the root)" : "")
                        : reason + ": " + why)), null, false, true);
                return true;
            }
        });
        try {
            server.start();
        } catch (Exception e) {
            stopQuietly();
            // Jetty wraps the system's reason ("Failed to bind to ..."): the deepest one says why.
            Throwable why = e;
            while (why.getCause() != null && why.getCause() != why) {
                why = why.getCause();
            }
            throw new IOException(why.getMessage(), e);
        }
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
        Map<String, Api.Route> routes = new LinkedHashMap<>(new Api().routes());
        routes.putAll(more);
        return new ExploreServer(StaticFiles.load(ExploreServer.class.getClassLoader()), routes, log, port);
    }

    /** The address to open: {@code http://127.0.0.1:PORT/}. */
    public URI address() {
        return URI.create("http://127.0.0.1:" + connector.getLocalPort() + "/");
    }

    /** The socket address the server listens on. */
    public InetSocketAddress socketAddress() {
        try {
            return new InetSocketAddress(InetAddress.getByAddress(LOOPBACK), connector.getLocalPort());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        stopQuietly();
    }

    private void stopQuietly() {
        try {
            server.stop();
        } catch (Exception e) {
            // stopping: nothing left to serve
        }
        workers.shutdownNow();
    }

    /**
     * A connection's progress, checked every second: bytes that arrive while no request is being
     * handled are a request's header on its way, and it must be whole within {@link #REQUEST_SECONDS}
     * of its first byte, however slowly the client sends it.
     */
    private final class Progress implements Runnable {
        private final Connection connection;
        private volatile Scheduler.Task task;
        private volatile boolean stopped;
        /** Requests being handled on this connection. */
        private final java.util.concurrent.atomic.AtomicInteger busy = new java.util.concurrent.atomic.AtomicInteger();
        private long bytes;
        private long pendingSince = -1;

        Progress(Connection connection) {
            this.connection = connection;
        }

        void next() {
            if (!stopped) {
                task = connector.getScheduler().schedule(this, 1, TimeUnit.SECONDS);
            }
        }

        void stop() {
            stopped = true;
            Scheduler.Task t = task;
            if (t != null) {
                t.cancel();
            }
        }

        /** A request's header has arrived: the handler keeps its own deadline for the body. */
        void started() {
            busy.incrementAndGet();
        }

        void answered() {
            synchronized (this) {
                bytes = connection.getBytesIn();
                pendingSince = -1;
            }
            busy.decrementAndGet();
        }

        @Override
        public void run() {
            long now = System.nanoTime();
            boolean drop = false;
            synchronized (this) {
                long b = connection.getBytesIn();
                if (busy.get() > 0) {
                    pendingSince = -1;
                } else if (b != bytes && pendingSince < 0) {
                    pendingSince = now - 1_000_000_000L; // the first byte came within the last second
                }
                bytes = b;
                drop = pendingSince >= 0 && now - pendingSince > REQUEST_SECONDS * 1_000_000_000L;
            }
            if (drop) {
                connection.close();
                return;
            }
            next();
        }
    }

    /** A request as a handler sees it: the query's parameters and the body's bytes (empty for GET). */
    record Request(String method, String path, Map<String, String> query, byte[] body) {

        Optional<String> parameter(String name) {
            return Optional.ofNullable(query.get(name));
        }

        /**
         * The language a refusal of this request is said in: its {@code lang} parameter, else its
         * body's {@code lang} field as far as the body can be read up to it; English otherwise
         * (none, or a code of no language offered).
         */
        Language lang() {
            return Language.read(parameter("lang").orElseGet(() -> RequestJson.langCode(body))).orElse(Language.ENGLISH);
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

        /** A refusal: its line in a language, and the number of the unreadable turn where it is one. */
        static Answer error(RequestRefused r, Language lang) {
            var node = JSON.createObjectNode().put("error", r.line(lang));
            if (r.turn() > 0) {
                node.put("turn", r.turn());
            }
            return new Answer(r.status(), "application/json; charset=utf-8", node.toString().getBytes(StandardCharsets.UTF_8));
        }
    }

    /**
     * A whole request header has arrived: handed to a worker, or answered 503 at once when
     * {@link #WAITING} requests already wait for one. Before issue 43 requests waited in Jetty's queue
     * with the connection's idle time out running, and on a loaded machine (load 10 to 17) more than
     * half of 1,000 were closed unanswered after 5 s; now each gets an answer, the one asked for or
     * 503 with Retry-After (ExploreBusyTest).
     */
    private void admit(org.eclipse.jetty.server.Request request, Response response, Callback callback) {
        Progress progress = connections.get(request.getConnectionMetaData().getConnection());
        if (progress != null) {
            progress.started();
        }
        Callback done = Callback.from(() -> {
            released(progress);
            callback.succeeded();
        }, x -> {
            released(progress);
            callback.failed(x);
        });
        boolean head = request.getMethod().equals("HEAD");
        if (admitted.incrementAndGet() > WORKERS + WAITING) {
            finish(response, done, busy(), null, head, true);
            return;
        }
        // The idle time out is for a connection that says nothing; this one has said its request and
        // waits for us. Its body keeps its own deadline (Body), its wait for a worker WAIT_SECONDS.
        request.addIdleTimeoutListener(timeout -> false);
        long queued = System.nanoTime();
        try {
            workers.execute(() -> {
                if (System.nanoTime() - queued > WAIT_SECONDS * 1_000_000_000L) {
                    finish(response, done, busy(), null, head, true);
                } else {
                    serve(request, response, done);
                }
            });
        } catch (RejectedExecutionException stopping) {
            finish(response, done, busy(), null, head, true);
        }
    }

    private void released(Progress progress) {
        admitted.decrementAndGet();
        if (progress != null) {
            progress.answered();
        }
    }

    private static Answer busy() {
        return Answer.error(503, "the explorer is busy: ask again in " + RETRY_AFTER_SECONDS + " s");
    }

    /** What a request asks, read before its body: the route and method checked, or the answer already known. */
    private void serve(org.eclipse.jetty.server.Request request, Response response, Callback done) {
        String method = request.getMethod();
        String rawPath = request.getHttpURI().getPath();
        boolean head = method.equals("HEAD");
        try {
            List<String> hosts = request.getHeaders().getValuesList(HttpHeader.HOST);
            if (hosts.size() > 1) {
                finish(response, done, Answer.error(400, "the request names its Host " + hosts.size() + " times"), null, head, true);
            } else if (!addressedToUs(hosts.isEmpty() ? null : hosts.get(0))) {
                finish(response, done, Answer.error(403, "the explorer answers requests addressed to 127.0.0.1:" + connector.getLocalPort()
                        + " or localhost:" + connector.getLocalPort() + " only"), null, head, false);
            } else if (rawPath != null && routes.containsKey(rawPath)) {
                Api.Route route = routes.get(rawPath);
                if (!route.method().equals(method)) {
                    finish(response, done, Answer.error(405, rawPath + " takes " + route.method() + ", not " + method), route.method(), head, false);
                } else if (method.equals("POST")) {
                    new Body(request, response, done, route, rawPath).start();
                } else {
                    finish(response, done, answer(route, method, rawPath, request.getHttpURI().getQuery(), new byte[0]), null, head, false);
                }
            } else {
                Optional<StaticFiles.File> file = rawPath == null ? Optional.empty() : files.at(rawPath);
                if (file.isEmpty()) {
                    finish(response, done, Answer.error(404, "nothing at " + printable(rawPath)), null, head, false);
                } else if (!method.equals("GET") && !head) {
                    finish(response, done, Answer.error(405, printable(rawPath) + " takes GET, not " + method), "GET, HEAD", head, false);
                } else {
                    finish(response, done, new Answer(200, file.get().type(), file.get().bytes()), null, head, false);
                }
            }
        } catch (RequestRefused r) {
            // Refused before the request's language can be read.
            finish(response, done, Answer.error(r, Language.ENGLISH), null, head, false);
        } catch (RuntimeException | Error e) {
            finish(response, done, fault(method, rawPath, e), null, head, true);
        }
    }

    /** A route's answer to a whole request; any fault of ours is a 500 and one line of log. */
    private Answer answer(Api.Route route, String method, String rawPath, String rawQuery, byte[] body) {
        Request request = null;
        try {
            request = new Request(method, rawPath, query(rawQuery), body);
            return route.handler().answer(request);
        } catch (RequestRefused r) {
            // A query that cannot be read has no language to read either.
            return Answer.error(r, request == null ? Language.ENGLISH : request.lang());
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            return fault(method, rawPath, e);
        }
    }

    private Answer fault(String method, String rawPath, Throwable e) {
        log.println("logical-go explore: internal error on " + method + " " + printable(rawPath) + ": " + e);
        log.flush();
        return Answer.error(500, "internal error: " + printable(String.valueOf(e)));
    }

    /**
     * A request's body, read as it comes without holding a thread while it does not: at most
     * {@link #MAX_BODY} bytes, by {@link #REQUEST_SECONDS} after the request began. A longer body is
     * refused, its bytes read and dropped up to {@link #DRAINED} so that the client, still sending,
     * hears the refusal (a connection closed on unread bytes is reset, and the answer lost).
     */
    private final class Body implements Runnable {
        private final org.eclipse.jetty.server.Request request;
        private final Response response;
        private final Callback callback;
        private final Api.Route route;
        private final String rawPath;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        private final AtomicBoolean over = new AtomicBoolean();
        private long dropped = -1;
        private Scheduler.Task deadline;

        Body(org.eclipse.jetty.server.Request request, Response response, Callback callback, Api.Route route, String rawPath) {
            this.request = request;
            this.response = response;
            this.callback = callback;
            this.route = route;
            this.rawPath = rawPath;
        }

        void start() {
            String length = request.getHeaders().get(HttpHeader.CONTENT_LENGTH);
            if (length != null) {
                long declared;
                try {
                    declared = Long.parseLong(length.trim());
                } catch (NumberFormatException e) {
                    end(Answer.error(400, "Content-Length '" + printable(length) + "' is not a number"), true);
                    return;
                }
                if (declared > MAX_BODY) {
                    dropped = 0;
                }
            }
            long left = REQUEST_SECONDS * 1_000_000_000L - (System.nanoTime() - request.getHeadersNanoTime());
            deadline = connector.getScheduler().schedule(() -> end(Answer.error(408, "the request was not received within "
                    + REQUEST_SECONDS + " s of its start"), true), Math.max(0, left), TimeUnit.NANOSECONDS);
            run();
        }

        @Override
        public void run() {
            while (!over.get()) {
                Content.Chunk chunk = request.read();
                if (chunk == null) {
                    request.demand(this::onWorker);
                    return;
                }
                if (Content.Chunk.isFailure(chunk)) {
                    end(Answer.error(400, "the request body cannot be read: " + printable(String.valueOf(chunk.getFailure().getMessage()))), true);
                    return;
                }
                ByteBuffer b = chunk.getByteBuffer();
                int n = b.remaining();
                if (dropped < 0 && bytes.size() + (long) n > MAX_BODY) {
                    dropped = 0;
                }
                if (dropped >= 0) {
                    dropped += n;
                } else {
                    byte[] copy = new byte[n];
                    b.get(copy);
                    bytes.write(copy, 0, n);
                }
                boolean last = chunk.isLast();
                chunk.release();
                if (dropped >= DRAINED) {
                    end(tooLarge(), true);
                    return;
                }
                if (last) {
                    end(dropped >= 0 ? tooLarge() : null, false);
                    return;
                }
            }
        }

        /** The rest of the body is read, and the answer computed, by a worker, not by Jetty's threads. */
        private void onWorker() {
            try {
                workers.execute(this);
            } catch (RejectedExecutionException stopping) {
                end(busy(), true);
            }
        }

        /** The answer, once: {@code null} to compute it from the body read. */
        private void end(Answer refused, boolean close) {
            if (!over.compareAndSet(false, true)) {
                return;
            }
            if (deadline != null) {
                deadline.cancel();
            }
            Answer a = refused != null ? refused : answer(route, "POST", rawPath, request.getHttpURI().getQuery(), bytes.toByteArray());
            finish(response, callback, a, null, false, close);
        }
    }

    /** How much of a refused body is read and dropped, at most. */
    static final long DRAINED = 16L * MAX_BODY;

    private static Answer tooLarge() {
        return Answer.error(413, "the request body is larger than " + (MAX_BODY >> 20) + " MB");
    }

    private void finish(Response response, Callback callback, Answer answer, String allow, boolean head, boolean close) {
        try {
            write(response, callback, answer, allow, head, close);
        } catch (RuntimeException | Error e) {
            callback.failed(e);
        }
    }

    private static void write(Response response, Callback callback, Answer answer, String allow, boolean head, boolean close) {
        response.setStatus(answer.status());
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, answer.type());
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        if (allow != null) {
            response.getHeaders().put(HttpHeader.ALLOW, allow);
        }
        if (answer.status() == 503) {
            response.getHeaders().put(HttpHeader.RETRY_AFTER, RETRY_AFTER_SECONDS);
        }
        if (close) {
            response.getHeaders().put(HttpHeader.CONNECTION, "close");
        }
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, answer.bytes().length);
        if (head) {
            // The length a GET would have, and no body.
            response.write(true, null, callback);
            return;
        }
        response.write(true, ByteBuffer.wrap(answer.bytes()), callback);
    }

    /**
     * Whether the Host header names this server: the loopback by name (a page of another site
     * rebound to 127.0.0.1 names its own host), and this server's port where a port is given.
     */
    private boolean addressedToUs(String host) {
        if (host == null) {
            return false;
        }
        String h = host.trim().toLowerCase(Locale.ROOT);
        int colon = h.startsWith("[") ? h.indexOf("]:") + 1 : h.lastIndexOf(':');
        String name = colon > 0 ? h.substring(0, colon) : h;
        if (colon > 0 && !h.substring(colon + 1).equals(Integer.toString(connector.getLocalPort()))) {
            return false;
        }
        return List.of("127.0.0.1", "localhost", "[::1]").contains(name);
    }

    private static Map<String, String> query(String raw) {
        Map<String, String> q = new LinkedHashMap<>();
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
