package org.logicalgo.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The server itself: loopback only; the page's files and nothing else; every hostile request
 * answered with its status and one line, and the server still answering afterwards.
 */
class ExploreServerTest {

    /** With one route that fails as a bug would: the server must answer 500 and go on. */
    @RegisterExtension
    static final ExplorerClient client = new ExplorerClient(Map.of("/api/fault", new Api.Route("GET", q -> {
        throw new IllegalStateException("a fault of ours");
    }), "/api/oom", new Api.Route("POST", q -> {
        throw new OutOfMemoryError("Java heap space (thrown by the test)");
    })));

    /** After each hostile request: the server still answers a good one. */
    private static void stillServes() {
        ExplorerClient.Reply r = client.get("/api/rulesets");
        assertEquals(200, r.status(), r.body());
    }

    private static void refused(ExplorerClient.Reply r, int status, String startOfError) {
        assertEquals(status, r.status(), r.body());
        assertTrue(r.type().startsWith("application/json"), r.type());
        String error = r.json().get("error").asText();
        assertTrue(error.startsWith(startOfError), "'" + error + "' should start with '" + startOfError + "'");
        assertFalse(error.contains("\n"), error);
        stillServes();
    }

    @Test
    void theServerListensOnTheLoopbackOnly() throws IOException {
        InetSocketAddress bound = client.server.socketAddress();
        assertTrue(bound.getAddress().isLoopbackAddress(), bound.toString());
        assertEquals("127.0.0.1", bound.getAddress().getHostAddress());
        assertEquals("http://127.0.0.1:" + bound.getPort() + "/", client.server.address().toString());
        // From any other address of this machine, nothing listens on that port.
        List<InetAddress> others = new ArrayList<>();
        for (NetworkInterface n : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            for (InetAddress a : Collections.list(n.getInetAddresses())) {
                if (a instanceof Inet4Address && !a.isLoopbackAddress()) {
                    others.add(a);
                }
            }
        }
        for (InetAddress a : others) {
            assertThrows(ConnectException.class, () -> {
                try (Socket s = new Socket()) {
                    s.connect(new InetSocketAddress(a, bound.getPort()), 2000);
                }
            }, "the explorer answered on " + a);
        }
    }

    @Test
    void thePageIsServedWithItsContentTypes() {
        ExplorerClient.Reply index = client.get("/");
        assertEquals(200, index.status());
        assertEquals("text/html; charset=utf-8", index.type());
        assertTrue(index.body().contains("<html"), index.body());
        assertEquals(index.body(), client.get("/index.html").body());
        // A module, a style sheet and a picture, from the test's classpath folder explorer/.
        assertEquals("text/javascript; charset=utf-8", client.get("/probe.js").type());
        assertEquals("text/css; charset=utf-8", client.get("/probe.css").type());
        assertEquals("image/svg+xml", client.get("/probe.svg").type());
        assertEquals("export const probe = 1;\n", client.get("/probe.js").body());
    }

    @Test
    void noRequestReachesAFileOfTheServer() {
        for (String path : List.of("/../pom.xml", "/%2e%2e/pom.xml", "/%2E%2E/%2E%2E/etc/passwd", "//etc/passwd",
                "/explorer/index.html", "/index.html/../../pom.xml", "/./index.html", "/probe.js%00.html", "/C:/Windows/win.ini",
                "/..%2fpom.xml", "/spec/tromp-taylor.md", "/org/logicalgo/cli/Main.class")) {
            String status = client.raw("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
            // A path the server cannot read as a path (climbing above the root, a NUL) is refused before any
            // lookup (400, one line of JSON: ExploreAttackTest); any other is not found.
            assertTrue(status.equals("HTTP/1.1 404 Not Found") || status.equals("HTTP/1.1 400 Bad Request"), path + ": " + status);
        }
        stillServes();
    }

    @Test
    void aRequestAddressedToAnotherHostIsRefused() {
        // A page of another site whose name was rebound to 127.0.0.1 sends its own name as Host.
        String status = client.raw("GET /api/rulesets HTTP/1.1\r\nHost: evil.example:80\r\nConnection: close\r\n\r\n");
        assertEquals("HTTP/1.1 403 Forbidden", status);
        assertEquals("HTTP/1.1 200 OK", client.raw("GET /api/rulesets HTTP/1.1\r\nHost: localhost:"
                + client.server.socketAddress().getPort() + "\r\nConnection: close\r\n\r\n"));
        stillServes();
    }

    @Test
    void tooLargeABodyIsRefusedBeforeItIsRead() {
        byte[] big = new byte[ExploreServer.MAX_BODY + 1];
        java.util.Arrays.fill(big, (byte) ' ');
        refused(client.post("/api/game", big), 413, "the request body is larger than 1 MB");
        // Without a length given first (chunked), it is refused while it is read.
        refused(client.send(HttpRequest.newBuilder(client.uri("/api/sgf")).POST(HttpRequest.BodyPublishers.ofInputStream(
                () -> new java.io.ByteArrayInputStream(big)))), 413, "the request body is larger than 1 MB");
    }

    @Test
    void badGamesAreRefusedNamingTheField() {
        refused(client.post("/api/game", "{\"size\": 26}"), 400, "size: a grid is 1x1 to 25x25 [TT-R9], not 26x26");
        refused(client.post("/api/game", "{\"size\": \"0x0\"}"), 400, "size: a grid is 1x1 to 25x25");
        refused(client.post("/api/game", "{\"size\": 0}"), 400, "size: ");
        refused(client.post("/api/game", "{\"size\": \"30x2\"}"), 400, "size: ");
        refused(client.post("/api/game", "{\"start\": [\"" + ".".repeat(26) + "\"]}"), 400, "start: a grid is 1x1 to 25x25");
        refused(client.post("/api/game", "{\"turns\": [" + "\"pass\",".repeat(5000) + "\"pass\"]}"), 400,
                "turns: at most 5000 are taken, not 5001");
        refused(client.post("/api/game", "{\"size\": 5, \"turns\": [\"C3\""), 400, "malformed JSON");
        refused(client.post("/api/game", "not json"), 400, "malformed JSON");
        refused(client.post("/api/game", ""), 400, "the body is empty");
        refused(client.post("/api/game", "[1, 2]"), 400, "the body: a JSON object was expected");
        refused(client.post("/api/game", "{\"size\": 5, \"size\": 6}"), 400, "malformed JSON");
        refused(client.post("/api/game", "[".repeat(5000) + "]".repeat(5000)), 400, "the body: a JSON object was expected, not a list");
        refused(client.post("/api/game", "{\"knobs\": " + "{\"ko\": ".repeat(5000) + "}".repeat(5001)), 400, "knobs.ko: a string was expected, not an object");
        refused(client.post("/api/game", "{\"rules\": \"chess\"}"), 400, "rules: no ruleset called 'chess'");
        refused(client.post("/api/game", "{\"rules\": \"tromp-taylor+ko=sometimes\"}"), 400,
                "rules: ruleset 'tromp-taylor+ko=sometimes': ko takes positional");
        refused(client.post("/api/game", "{\"knobs\": {\"ko\": \"sometimes\"}}"), 400, "knobs.ko: takes positional");
        refused(client.post("/api/game", "{\"knobs\": {\"colour\": \"blue\"}}"), 400, "knobs.colour: no such field");
        refused(client.post("/api/game", "{\"size\": 5, \"turns\": [\"C3\", \"Z9\"]}"), 400, "turns[1] (turn 2): 'Z9'");
        refused(client.post("/api/game", "{\"size\": 5, \"turns\": [\"C3\", \"F1\"]}"), 400, "turns[1] (turn 2): 'F1' is off the 5x5 grid");
        refused(client.post("/api/game", "{\"size\": 5, \"turns\": [\"C3\", 7]}"), 400, "turns[1]: a string was expected");
        refused(client.post("/api/game", "{\"komi\": 0.3}"), 400, "komi: komi must be a finite multiple of 0.5");
        refused(client.post("/api/game", "{\"komi\": 1e308}"), 400, "komi: ");
        refused(client.post("/api/game", "{\"handicap\": -1}"), 400, "handicap: a whole number from 0");
        refused(client.post("/api/game", "{\"size\": 2, \"handicap\": 5}"), 400, "handicap: ");
        refused(client.post("/api/game", "{\"start\": [\"XO\", \"OX\"]}"), 400, "start: the starting colouring has a string without a liberty");
        refused(client.post("/api/game", "{\"start\": [\"X.\", \"..Q\"]}"), 400, "start: row 2 from the top has 3 points");
        refused(client.post("/api/game", "{\"size\": 3, \"start\": [\"...\"]}"), 400, "start: draws a 3x1 grid but size says 3x3");
        refused(client.post("/api/game", "{\"toMove\": \"red\"}"), 400, "toMove: black or white");
        refused(client.post("/api/game", "{\"lang\": \"de\"}"), 400, "lang: en or fr");
        refused(client.post("/api/game", "{\"turns\": [\"pass\"], \"detail\": 2}"), 400, "detail: the game has 1 turns");
        refused(client.post("/api/game", "{\"colour\": \"blue\"}"), 400, "colour: no such field (known: ");
        refused(client.post("/api/reach", "{\"start\": [\"...\"], \"point\": \"D1\"}"), 400, "point: 'D1' is off the 3x1 grid");
        refused(client.post("/api/reach", "{\"point\": \"A1\"}"), 400, "start: the board is missing");
        refused(client.post("/api/explain", "{\"turns\": [\"pass\"], \"move\": 3}"), 400, "move: the game has turns 1 to 1");
        refused(client.post("/api/explain", "{\"size\": 3, \"turns\": [\"pass\", \"pass\", \"agree\"], \"rules\": \"nz\", \"move\": 3}"),
                400, "turns: SGF has no property for the comment-8 agreement");
        refused(client.post("/api/sgf", "(;GM[2])".getBytes()), 400, "sgf: game 1: ");
        refused(client.post("/api/sgf", "no sgf here".getBytes()), 400, "sgf: ");
    }

    @Test
    void aCollectionOfManyGamesIsABoundedAnswerNamingWhatWasLeftOut() {
        // 1 MB of empty games: 349,524 game trees. Once no answer at all (the whole tree built, then
        // 13 MB of JSON for every 60 KB); now the first games and a count of the others.
        int trees = (ExploreServer.MAX_BODY - 2) / 3;
        ExplorerClient.Reply r = client.post("/api/sgf", "(;)".repeat(trees).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        assertEquals(200, r.status(), r.body().length() > 300 ? r.body().substring(0, 300) : r.body());
        assertTrue(r.body().length() < 1_000_000, "an answer of " + r.body().length() + " characters");
        assertEquals(100, r.json().get("games").size());
        assertEquals(trees - 100, r.json().get("gamesLeftOut").asInt());
        String last = r.json().get("warnings").get(r.json().get("warnings").size() - 1).asText();
        assertEquals("the body holds " + trees + " games: the first 100 are given, " + (trees - 100) + " left out (at most 100 a request)", last);
        // 60 KB: bounded too.
        ExplorerClient.Reply small = client.post("/api/sgf", "(;)".repeat(20_000).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        assertEquals(200, small.status());
        assertTrue(small.body().length() < 1_000_000, "an answer of " + small.body().length() + " characters");
        stillServes();
    }

    @Test
    void anUnknownPathIsNotFoundAndAWrongMethodIsNotAllowed() {
        refused(client.get("/api/nothing"), 404, "nothing at /api/nothing");
        refused(client.get("/api/game"), 405, "/api/game takes POST, not GET");
        refused(client.post("/api/rulesets", "{}"), 405, "/api/rulesets takes GET, not POST");
        refused(client.post("/index.html", "{}"), 405, "/index.html takes GET, not POST");
        assertEquals("HTTP/1.1 405 Method Not Allowed", client.raw("DELETE /api/game HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"));
        assertEquals("HTTP/1.1 400 Bad Request", client.raw("POST /api/game HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n"
                + "Connection: close\r\n\r\n{]"));
    }

    @Test
    void aFaultInAHandlerIsA500AndOneLineOfLogAndTheServerGoesOn() {
        refused(client.get("/api/fault"), 500, "internal error: java.lang.IllegalStateException: a fault of ours");
        String log = client.log.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertEquals("logical-go explore: internal error on GET /api/fault: java.lang.IllegalStateException: a fault of ours\n", log);
    }

    @Test
    void anOutOfMemoryErrorInAHandlerIsA500AndTheServerGoesOn() {
        for (int i = 0; i < 20; i++) {
            // More times than there are threads: none of them is lost.
            refused(client.post("/api/oom", "{}"), 500, "internal error: java.lang.OutOfMemoryError: Java heap space (thrown by the test)");
        }
    }

    @Test
    void aLongGameAtTheLimitsIsAnsweredInBoundedTime() {
        // 5,000 passes on 25x25 under the New Zealand rules (passes never end the game): the largest game
        // accepted. It is answered, and after an even number of passes Black is to move again.
        long started = System.nanoTime();
        ExplorerClient.Reply r = client.post("/api/game", "{\"size\": 25, \"rules\": \"nz\", \"turns\": ["
                + "\"pass\",".repeat(4999) + "\"pass\"]}");
        assertEquals(200, r.status(), r.body().length() > 300 ? r.body().substring(0, 300) : r.body());
        assertEquals(5000, r.json().get("turns").size());
        assertEquals("black", r.json().get("position").get("toMove").asText());
        assertTrue(System.nanoTime() - started < 60_000_000_000L, "took " + (System.nanoTime() - started) / 1_000_000 + " ms");
        stillServes();
    }
}
