package org.logicalgo.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The explorer under the attacks of a program on the same machine: clients that send half a
 * request and wait, clients that send a body a byte a second, many clients at once. During each, a
 * good request is answered within a second. Everything on 127.0.0.1, bounded in count and in time.
 */
class ExploreAttackTest {

    @RegisterExtension
    static final ExplorerClient client = new ExplorerClient();

    /** A good request on a socket of its own: the milliseconds until its whole answer, which must be a 200. */
    private static long goodRequestMillis() {
        long started = System.nanoTime();
        String answer = exchange("GET /api/rulesets HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", 10_000);
        long ms = (System.nanoTime() - started) / 1_000_000;
        assertTrue(answer.startsWith("HTTP/1.1 200"), answer.lines().findFirst().orElse("(no answer)"));
        return ms;
    }

    private static String exchange(String request, int timeoutMillis) {
        try (Socket s = open()) {
            s.setSoTimeout(timeoutMillis);
            s.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            s.getOutputStream().flush();
            return new String(s.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Socket open() throws IOException {
        Socket s = new Socket();
        s.connect(new InetSocketAddress(client.server.socketAddress().getAddress(), client.server.socketAddress().getPort()), 5_000);
        return s;
    }

    private static void closeAll(List<Socket> sockets) {
        for (Socket s : sockets) {
            try {
                s.close();
            } catch (IOException e) {
                // closed already
            }
        }
    }

    @Test
    void halfARequestOnThreeHundredConnectionsDoesNotDelayAGoodOne() throws IOException {
        goodRequestMillis(); // warm
        List<Socket> attack = new ArrayList<>();
        try {
            for (int i = 0; i < 300; i++) {
                Socket s = open();
                attack.add(s);
                s.getOutputStream().write("GET /api/rulesets HTTP/1.1\r\nHost: 127".getBytes(StandardCharsets.ISO_8859_1));
                s.getOutputStream().flush();
            }
            long ms = goodRequestMillis();
            assertTrue(ms < 1_000, "a good request took " + ms + " ms while 300 connections held half a request");
        } finally {
            closeAll(attack);
        }
        goodRequestMillis();
    }

    @Test
    void bodiesSentAByteASecondDoNotDelayAGoodOne() throws Exception {
        goodRequestMillis();
        List<Socket> attack = new ArrayList<>();
        try {
            for (int i = 0; i < 20; i++) {
                Socket s = open();
                attack.add(s);
                s.getOutputStream().write(("POST /api/game HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 1000\r\n\r\n{").getBytes(StandardCharsets.ISO_8859_1));
                s.getOutputStream().flush();
            }
            long worst = 0;
            // Three seconds of the attack, a byte a second on each connection, a good request each second.
            for (int second = 0; second < 3; second++) {
                Thread.sleep(1_000);
                for (Socket s : attack) {
                    try {
                        s.getOutputStream().write(' ');
                        s.getOutputStream().flush();
                    } catch (IOException e) {
                        // the server dropped it: allowed
                    }
                }
                worst = Math.max(worst, goodRequestMillis());
            }
            assertTrue(worst < 1_000, "a good request took " + worst + " ms while 20 connections sent a byte a second");
        } finally {
            closeAll(attack);
        }
    }

    @Test
    void aSlowRequestIsDroppedAtItsDeadline() throws IOException {
        // Half a request, then a byte every half second: the connection is closed within the deadline
        // counted from its first byte, however busy the client keeps it.
        long started = System.nanoTime();
        try (Socket s = open()) {
            s.setSoTimeout(1_000);
            OutputStream out = s.getOutputStream();
            InputStream in = s.getInputStream();
            out.write("GET /api/rulesets HTTP/1.1\r\nHost: 127.0.0.1\r\n".getBytes(StandardCharsets.ISO_8859_1));
            boolean closed = false;
            while (!closed && System.nanoTime() - started < 30_000_000_000L) {
                try {
                    out.write("X-A: b\r\n".getBytes(StandardCharsets.ISO_8859_1));
                    out.flush();
                    closed = in.read() < 0;
                } catch (java.net.SocketTimeoutException e) {
                    // still open
                } catch (IOException e) {
                    closed = true;
                }
            }
            long ms = (System.nanoTime() - started) / 1_000_000;
            assertTrue(closed, "a request still open after " + ms + " ms");
            assertTrue(ms < (ExploreServer.REQUEST_SECONDS + 3) * 1_000L, "dropped after " + ms + " ms");
        }
    }

    @Test
    void twoHundredClientsAtOnceAreEachAnswered() throws Exception {
        ExecutorService clients = Executors.newFixedThreadPool(200);
        try {
            List<Callable<String>> all = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                all.add(() -> {
                    String a = exchange("POST /api/game HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 11\r\nConnection: close\r\n\r\n"
                            + "{\"size\": 5}", 30_000);
                    return a.lines().findFirst().orElse("(no answer)");
                });
            }
            List<Future<String>> replies = clients.invokeAll(all, 60, TimeUnit.SECONDS);
            int ok = 0;
            List<String> others = new ArrayList<>();
            for (Future<String> f : replies) {
                try {
                    String status = f.get();
                    if (status.equals("HTTP/1.1 200 OK")) {
                        ok++;
                    } else {
                        others.add(status);
                    }
                } catch (Exception e) {
                    others.add(String.valueOf(e.getCause()));
                }
            }
            assertEquals(200, ok, others.stream().distinct().limit(5).toList().toString());
        } finally {
            clients.shutdownNow();
        }
        goodRequestMillis();
    }

    @Test
    void aDuplicateHostAWrongPortAndABackslashPathAreOneLineEach() {
        int port = client.server.socketAddress().getPort();
        String twice = exchange("GET /api/rulesets HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nHost: evil.example\r\n"
                + "Connection: close\r\n\r\n", 10_000);
        assertTrue(twice.startsWith("HTTP/1.1 400"), twice);
        oneLineOfJson(twice);
        String wrongPort = exchange("GET /api/rulesets HTTP/1.1\r\nHost: localhost:" + (port == 1 ? 2 : port - 1) + "\r\n"
                + "Connection: close\r\n\r\n", 10_000);
        assertTrue(wrongPort.startsWith("HTTP/1.1 403"), wrongPort);
        oneLineOfJson(wrongPort);
        assertTrue(exchange("GET /api/rulesets HTTP/1.1\r\nHost: localhost:" + port + "\r\nConnection: close\r\n\r\n", 10_000)
                .startsWith("HTTP/1.1 200"));
        String backslash = exchange("GET /..\\..\\etc\\passwd HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", 10_000);
        assertTrue(backslash.startsWith("HTTP/1.1 400") || backslash.startsWith("HTTP/1.1 404"), backslash);
        oneLineOfJson(backslash);
        goodRequestMillis();
    }

    @Test
    void aMegabyteOfEmptyGamesIsAnsweredInAHeapOf256MegabytesAndTheServerGoesOn() throws Exception {
        // Once: no answer, the dispatcher thread dead of an OutOfMemoryError, the process up and deaf.
        String surefire = System.getProperty("surefire.test.class.path");
        String cp = surefire != null && !surefire.isBlank() ? surefire : System.getProperty("java.class.path");
        Process explorer = new ProcessBuilder(java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-cp", cp, "org.logicalgo.cli.Main", "explore", "--port", "0").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        ExecutorService posts = Executors.newFixedThreadPool(4);
        try {
            java.io.BufferedReader lines = new java.io.BufferedReader(new java.io.InputStreamReader(explorer.getInputStream(),
                    StandardCharsets.UTF_8));
            Future<String> first = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r);
                t.setDaemon(true);
                return t;
            }).submit(lines::readLine);
            java.net.URI address = java.net.URI.create(first.get(60, TimeUnit.SECONDS).trim());
            java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
            byte[] body = "(;)".repeat((ExploreServer.MAX_BODY - 2) / 3).getBytes(StandardCharsets.US_ASCII);
            List<Callable<Integer>> four = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                four.add(() -> http.send(java.net.http.HttpRequest.newBuilder(address.resolve("/api/sgf")).timeout(java.time.Duration.ofSeconds(60))
                        .POST(java.net.http.HttpRequest.BodyPublishers.ofByteArray(body)).build(),
                        java.net.http.HttpResponse.BodyHandlers.discarding()).statusCode());
            }
            for (Future<Integer> f : posts.invokeAll(four, 120, TimeUnit.SECONDS)) {
                assertEquals(200, f.get());
            }
            assertEquals(200, http.send(java.net.http.HttpRequest.newBuilder(address.resolve("/api/rulesets")).timeout(java.time.Duration.ofSeconds(10))
                    .build(), java.net.http.HttpResponse.BodyHandlers.discarding()).statusCode());
        } finally {
            posts.shutdownNow();
            explorer.destroyForcibly();
            explorer.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** The body of an answer is one JSON object holding one line, naming no Java class. */
    private static void oneLineOfJson(String answer) {
        String body = answer.substring(answer.indexOf("\r\n\r\n") + 4);
        String error;
        try {
            error = ExplorerClient.JSON.readTree(body).get("error").asText();
        } catch (IOException | NullPointerException e) {
            throw new AssertionError("not a JSON error: " + answer, e);
        }
        assertFalse(error.contains("\n"), error);
        assertFalse(error.contains("Exception") || error.contains("java."), error);
        assertFalse(answer.toLowerCase(java.util.Locale.ROOT).contains("<html"), answer);
    }
}
