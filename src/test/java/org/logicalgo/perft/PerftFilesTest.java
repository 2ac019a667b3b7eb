package org.logicalgo.perft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.logicalgo.conformance.PerftFile;
import org.logicalgo.count.CompleteGames;
import org.logicalgo.fast.Fast;
import org.logicalgo.fast.FastBoard;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Turn;
import org.logicalgo.rulesets.Rulesets;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The perft files hold what the rules count: every count and divide is counted again by the fast
 * engine; by the reference where the count is small (all of them under {@code -Plong}); by
 * {@link PlainEnumeration}, written from the text apart from both, under the rulesets it knows;
 * and the complete games of the small grids add up, length by length, to Tromp and Farnebaeck's
 * published totals. {@code -Dlogicalgo.perft.write=true} writes the counts of the files' positions
 * again (under {@link #CANDIDATES}, grouped where they agree): read the change before committing it.
 */
class PerftFilesTest {

    private static final Path FOLDER = Path.of("conformance/perft");
    private static final boolean LONG = Boolean.getBoolean("logicalgo.long");
    /** The reference counts every position whose counts reach no more than this many nodes (all under -Plong). */
    private static final long REFERENCE_NODES = LONG ? Long.MAX_VALUE : 20_000;
    private static final long PLAIN_NODES = LONG ? 5_000_000 : 60_000;

    /**
     * The rulesets each position is counted under, in this order; a ruleset whose counts equal an
     * earlier one's joins its group. The logical rules and their ko and suicide variants, the
     * three texts' presets, Spight's ko, and the learning environments' repetition endings.
     */
    static final List<String> CANDIDATES = List.of("tromp-taylor", "tromp-taylor+suicide=forbidden",
            "tromp-taylor+ko=situational", "tromp-taylor+ko=simple", "tromp-taylor+ko=none",
            "tromp-taylor+ko=simple+suicide=forbidden", "tromp-taylor+ko=situational+suicide=forbidden",
            "tromp-taylor+ko=spight", "tromp-taylor+repeat=draw", "tromp-taylor+ko=simple+repeat=draw+suicide=forbidden",
            "tromp-taylor+ko=simple+repeat=loses+suicide=forbidden", "french", "new-zealand");

    /** Tromp and Farnebaeck, Combinatorics of Go (2006): the complete games of the smallest grids. */
    private static final Map<String, Long> PUBLISHED = Map.of("1x1", 1L, "1x2", 9L, "1x3", 907L, "3x1", 907L,
            "1x4", 2_098_407_841L, "2x2", 386_356_909_593L);

    private static final Map<String, String> PLAIN_KO = Map.of("tromp-taylor", "positional",
            "tromp-taylor+suicide=forbidden", "positional", "tromp-taylor+ko=situational", "situational",
            "tromp-taylor+ko=simple", "simple", "tromp-taylor+ko=none", "none",
            "tromp-taylor+ko=simple+suicide=forbidden", "simple", "tromp-taylor+ko=situational+suicide=forbidden", "situational");

    @Test
    void theFilesHoldEnoughPositionsUnderEnoughRulesets() throws IOException {
        if (Boolean.getBoolean("logicalgo.perft.write")) {
            write();
        }
        List<PerftFile.Position> all = PerftFile.loadAll(FOLDER);
        long entries = all.stream().mapToLong(p -> p.counts().size()).sum();
        assertTrue(all.size() >= 40 && entries >= 40, all.size() + " positions, " + entries + " counts");
        for (PerftFile.Position p : all) {
            for (String name : CANDIDATES) {
                Ruleset rules = Rulesets.readName(name);
                if (p.unreachable().contains(rules)) {
                    // Unreachable only where the rules refuse one of the turns.
                    Game g = Reference.ENGINE.start(p.setup(rules));
                    boolean refused = false;
                    for (Turn t : p.played()) {
                        if (!g.judge(t).accepted()) {
                            refused = true;
                            break;
                        }
                        g = g.play(t);
                    }
                    assertTrue(refused, p.id() + " is said unreachable under " + name + " but every turn is accepted");
                } else {
                    assertTrue(p.under(rules).isPresent(), p.id() + " has no counts under " + name);
                }
            }
        }
    }

    @Test
    void theFastEngineCountsWhatTheFilesSay() {
        for (PerftFile.Position p : PerftFile.loadAll(FOLDER)) {
            for (PerftFile.Counts c : p.counts()) {
                for (Ruleset rules : c.rulesets()) {
                    String where = p.id() + " under " + Rulesets.name(rules);
                    FastBoard board = Perft.board(Fast.ENGINE.start(p.setup(rules)), p.played());
                    Perft.Counts fast = Perft.fast(board, p.depth());
                    assertArrayEquals(c.turns(), fast.turns(), where);
                    assertArrayEquals(c.ended(), fast.ended(), where);
                    assertEquals(c.divide(), divide(Perft.divideFast(board, p.depth())), where);
                }
            }
        }
    }

    @Test
    void theReferenceCountsWhatTheFilesSay() {
        int counted = 0;
        for (PerftFile.Position p : PerftFile.loadAll(FOLDER)) {
            for (PerftFile.Counts c : p.counts()) {
                if (Arrays.stream(c.turns()).sum() > REFERENCE_NODES) {
                    continue;
                }
                for (Ruleset rules : c.rulesets()) {
                    String where = p.id() + " under " + Rulesets.name(rules);
                    Game g = Reference.ENGINE.start(p.setup(rules)).after(p.played());
                    Perft.Counts ref = Perft.of(g, p.depth());
                    assertArrayEquals(c.turns(), ref.turns(), where);
                    assertArrayEquals(c.ended(), ref.ended(), where);
                    assertEquals(c.divide(), divide(Perft.divide(g, p.depth())), where);
                    counted++;
                }
            }
        }
        assertTrue(counted >= 100, "the reference counted only " + counted);
    }

    @Test
    void thePlainEnumerationCountsWhatTheFilesSay() {
        int counted = 0;
        for (PerftFile.Position p : PerftFile.loadAll(FOLDER)) {
            for (Map.Entry<String, String> e : PLAIN_KO.entrySet()) {
                if (p.unreachable().contains(Rulesets.readName(e.getKey()))) {
                    continue;
                }
                PerftFile.Counts c = p.under(Rulesets.readName(e.getKey())).orElseThrow();
                if (Arrays.stream(c.turns()).sum() > PLAIN_NODES) {
                    continue;
                }
                String[] rows = p.start().rows().toArray(new String[0]);
                PlainEnumeration.Counts plain = PlainEnumeration.perft(p.grid().width(), p.grid().height(), rows,
                        p.toMove() == Colour.BLACK ? 'B' : 'W', p.turns(), e.getValue(), !e.getKey().contains("suicide=forbidden"),
                        p.depth());
                assertArrayEquals(c.turns(), plain.turns(), p.id() + " under " + e.getKey());
                assertArrayEquals(c.ended(), plain.ended(), p.id() + " under " + e.getKey());
                counted++;
            }
        }
        assertTrue(counted >= 100, "the plain enumeration counted only " + counted);
    }

    @Test
    void theCompleteGamesAddUpToThePublishedTotals() {
        int checked = 0;
        for (PerftFile.Position p : PerftFile.loadAll(FOLDER)) {
            if (p.games().isEmpty()) {
                continue;
            }
            PerftFile.Games g = p.games().get();
            String size = p.grid().toString();
            assertEquals(PUBLISHED.get(size), g.total(), p.id() + ": Tromp and Farnebaeck's figure");
            // Perft's games ending at each depth are these, as far as the file counts.
            PerftFile.Counts c = p.under(g.ruleset()).orElseThrow();
            for (int d = 1; d <= p.depth(); d++) {
                assertEquals(d < g.byLength().length ? g.byLength()[d] : 0, c.ended()[d - 1], p.id() + " ended at depth " + d);
            }
            if (g.total() < 1_000_000) {
                // Small enough to enumerate plainly to the longest game: the lengths themselves, from the text.
                PlainEnumeration.Counts plain = PlainEnumeration.perft(p.grid().width(), p.grid().height(), null, 'B',
                        List.of(), "positional", true, g.byLength().length + 1);
                long[] ended = Arrays.copyOf(plain.ended(), g.byLength().length - 1);
                assertArrayEquals(Arrays.copyOfRange(g.byLength(), 1, g.byLength().length), ended, p.id());
                assertEquals(0, plain.turns()[g.byLength().length], p.id() + ": no game is longer");
            }
            if (g.total() < 1_000_000 || LONG) {
                assertArrayEquals(g.byLength(), CompleteGames.byLength(p.grid(), steps -> { }), p.id());
                assertEquals(g.total(), CompleteGames.count(p.grid()), p.id());
            }
            checked++;
        }
        assertEquals(PUBLISHED.size(), checked, "a position from the empty grid for each published figure");
    }

    private static Map<String, Long> divide(List<Perft.Split> splits) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (Perft.Split s : splits) {
            out.put(s.first() instanceof Turn.Play play ? play.point().toString() : "pass", s.count());
        }
        return out;
    }

    /** Writes each position's counts again, under every candidate ruleset, grouped where they agree. */
    private static void write() throws IOException {
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        List<Path> files;
        try (var s = Files.list(FOLDER)) {
            files = s.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        for (Path f : files) {
            ObjectNode root = (ObjectNode) json.readTree(f.toFile());
            for (JsonNode node : root.get("positions")) {
                ObjectNode p = (ObjectNode) node;
                ArrayNode groups = json.createArrayNode();
                ArrayNode unreachable = json.createArrayNode();
                List<Object[]> seen = new ArrayList<>();
                for (String name : CANDIDATES) {
                    PerftFile.Position position = positionOf(p);
                    Ruleset rules = Rulesets.readName(name);
                    FastBoard board;
                    try {
                        board = Perft.board(Fast.ENGINE.start(position.setup(rules)), position.played());
                    } catch (org.logicalgo.rules.IllegalTurnException refused) {
                        unreachable.add(name);
                        continue;
                    }
                    Perft.Counts counts = Perft.fast(board, position.depth());
                    Map<String, Long> divide = divide(Perft.divideFast(board, position.depth()));
                    ObjectNode group = null;
                    for (Object[] s : seen) {
                        if (s[0].equals(counts) && s[1].equals(divide)) {
                            group = (ObjectNode) s[2];
                        }
                    }
                    if (group == null) {
                        group = json.createObjectNode();
                        group.putArray("rulesets");
                        ArrayNode t = group.putArray("turns");
                        Arrays.stream(counts.turns()).forEach(t::add);
                        ArrayNode e = group.putArray("ended");
                        Arrays.stream(counts.ended()).forEach(e::add);
                        ObjectNode d = group.putObject("divide");
                        divide.forEach(d::put);
                        groups.add(group);
                        seen.add(new Object[] {counts, divide, group});
                    }
                    ((ArrayNode) group.get("rulesets")).add(name);
                }
                p.set("counts", groups);
                p.remove("unreachable");
                if (!unreachable.isEmpty()) {
                    p.set("unreachable", unreachable);
                }
                if (p.has("games")) {
                    p.set("games", p.remove("games"));
                }
            }
            Files.writeString(f, json.writeValueAsString(root) + "\n");
        }
    }

    /** A position of a file being written, read without its counts. */
    private static PerftFile.Position positionOf(ObjectNode p) {
        org.logicalgo.rules.Grid grid = new org.logicalgo.rules.Grid(p.get("width").intValue(), p.get("height").intValue());
        List<String> rows = new ArrayList<>();
        p.path("start").forEach(r -> rows.add(r.textValue()));
        List<String> turns = new ArrayList<>();
        p.get("turns").forEach(t -> turns.add(t.textValue()));
        return new PerftFile.Position("", p.get("id").textValue(), "", grid,
                rows.isEmpty() ? org.logicalgo.rules.Colouring.empty(grid) : org.logicalgo.rules.Colouring.parse(String.join("/", rows)),
                p.path("toMove").asText("black").equals("white") ? Colour.WHITE : Colour.BLACK, turns, p.get("depth").intValue(), "",
                List.of(), List.of(), java.util.Optional.empty());
    }
}
