package org.logicalgo.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The area count of the Go engine KataGo under its AREA scoring, with its three "tax" rules: what
 * KataGo's {@code BoardHistory::countAreaScoreWhiteMinusBlack} counts on a final position, read
 * from its {@code cpp/game/board.cpp} ({@code Board::calculateArea},
 * {@code calculateAreaForPla}, {@code calculateIndependentLifeArea} and its helper). It is not
 * plain area scoring: KataGo first reads Benson's pass-alive chains, and a pass-alive territory
 * counts whole for its owner, dead opponent stones inside included, without any capture.
 *
 * <p>The steps, each as KataGo takes it:
 * <ol>
 * <li>For each player P ({@link #passAlive}): P's <em>regions</em> are the maximal connected sets
 * of points that are empty or of P's opponent's colour, each holding at least one empty point. A
 * region is <em>vital</em> for a chain of P when every point of it is adjacent to that chain; when
 * multi-stone suicide is illegal, only its empty points need be. A chain with fewer than two vital
 * regions is killed, and a region bordering a killed chain is vital for nobody any more; this is
 * repeated until nothing more is killed. The chains never killed are pass-alive.</li>
 * <li>P's area: his pass-alive chains; each region bordering no killed chain of P, when P has a
 * stone on the board, that has at most one <em>internal</em> point (a point not adjacent to a P
 * stone: pass-alive territory, opponent stones included) or that holds no opponent stone (KataGo's
 * {@code safeBigTerritories}); these are marked whatever was marked before. Then each region with
 * no opponent stone (an empty region bordered by P alone, KataGo's {@code unsafeBigTerritories})
 * marks only those of its points still unmarked. Black is read first, then White, so White's
 * marks of the first kind overwrite Black's.</li>
 * <li>Every point still unmarked counts for the colour of its stone, if any
 * ({@code nonPassAliveStones}). This is the count under {@link Ruleset.Tax#NONE}.</li>
 * <li>Under {@link Ruleset.Tax#SEKI} and {@link Ruleset.Tax#ALL}: the connected sets of points of one owner that
 * touch a dame (an empty point owned by nobody) or hold a stone of that owner in atari are seki:
 * only the owner's stones in them count. The others are <em>independent life regions</em> and count
 * whole; under {@link Ruleset.Tax#ALL} each also costs its owner 2 points.</li>
 * </ol>
 * Whether multi-stone suicide is legal is KataGo's {@code suicideLegalForPassAlive()}: the rules'
 * {@code multiStoneSuicideLegal} (or an engine option forcing it on).
 */
public final class KataGoArea {

    private KataGoArea() {
    }

    /**
     * The points each player counts for ({@link Colour#EMPTY}: nobody) and each player's
     * independent life regions (counted under {@link Ruleset.Tax#SEKI} and {@link Ruleset.Tax#ALL}, else 0).
     */
    public record Count(Colouring owners, int blackRegions, int whiteRegions, Ruleset.Tax tax) {

        public Count {
            if (blackRegions < 0 || whiteRegions < 0) {
                throw new IllegalArgumentException("a player has no negative number of regions");
            }
        }

        /** The points owned by Black, less 2 a region of his under {@link Ruleset.Tax#ALL}. */
        public int black() {
            return owners.count(Colour.BLACK) - (tax == Ruleset.Tax.ALL ? 2 * blackRegions : 0);
        }

        /** The points owned by White, less 2 a region of his under {@link Ruleset.Tax#ALL}. */
        public int white() {
            return owners.count(Colour.WHITE) - (tax == Ruleset.Tax.ALL ? 2 * whiteRegions : 0);
        }
    }

    /**
     * TT-V9: the count of a ruleset that counts as KataGo does ({@link Ruleset#countsAsKataGo}):
     * KataGo's area under {@code counting=pass-alive} (multi-stone suicide legal unless suicide is
     * forbidden, as KataGo's {@code suicideLegalForPassAlive}), else the logical rules' area, taxed.
     */
    @Decides({"TT-V9"})
    public static Count of(Ruleset rules, Colouring colouring) {
        return rules.counting() == Ruleset.Counting.PASS_ALIVE
                ? count(colouring, rules.suicide() != Ruleset.Suicide.FORBIDDEN, rules.tax())
                : plainAreaTaxed(colouring, rules.tax());
    }

    /** KataGo's area count of a position (its {@code countAreaScoreWhiteMinusBlack} is {@code white() - black()}). */
    public static Count count(Colouring colouring, boolean multiStoneSuicideLegal, Ruleset.Tax tax) {
        return taxed(colouring, basicArea(colouring, multiStoneSuicideLegal), tax);
    }

    /**
     * TT-V9's tax over the logical rules' area count instead of KataGo's (TT-9: each stone, and
     * each empty point that reaches one colour only, counts for that colour; a point that reaches
     * both counts for nobody): the tax of a ruleset that counts as TT-9 or NZ-6 does.
     */
    public static Count plainAreaTaxed(Colouring colouring, Ruleset.Tax tax) {
        Grid grid = colouring.grid();
        Map<Point, Colour> basic = new HashMap<>();
        Set<Point> seen = new HashSet<>();
        for (Point p : grid.points()) {
            Colour c = colouring.colour(p);
            if (c.isPlayer()) {
                basic.put(p, c);
            } else if (!seen.contains(p)) {
                Set<Point> region = connected(grid, p, q -> colouring.colour(q) == Colour.EMPTY);
                seen.addAll(region);
                Set<Colour> reached = new HashSet<>();
                for (Point q : region) {
                    for (Point r : grid.neighbours(q)) {
                        if (colouring.colour(r).isPlayer()) {
                            reached.add(colouring.colour(r));
                        }
                    }
                }
                if (reached.size() == 1) {
                    Colour owner = reached.iterator().next();
                    region.forEach(q -> basic.put(q, owner));
                }
            }
        }
        return taxed(colouring, basic, tax);
    }

    private static Count taxed(Colouring colouring, Map<Point, Colour> basic, Ruleset.Tax tax) {
        if (tax == Ruleset.Tax.NONE) {
            return new Count(drawn(colouring.grid(), basic), 0, 0, tax);
        }
        return independentLife(colouring, basic, tax);
    }

    /** The chains of a player that are pass-alive (Benson, as KataGo reads it): the points of their stones. */
    public static Set<Point> passAlive(Colouring colouring, Colour player, boolean multiStoneSuicideLegal) {
        Set<Point> alive = new HashSet<>();
        new Reading(colouring, player, multiStoneSuicideLegal).alive().forEach(alive::addAll);
        return alive;
    }

    /** Steps 1 to 3: Black's marks, then White's, then the stones left unmarked. */
    private static Map<Point, Colour> basicArea(Colouring colouring, boolean multiStoneSuicideLegal) {
        Map<Point, Colour> owners = new HashMap<>();
        new Reading(colouring, Colour.BLACK, multiStoneSuicideLegal).mark(owners);
        new Reading(colouring, Colour.WHITE, multiStoneSuicideLegal).mark(owners);
        for (Point p : colouring.grid().points()) {
            if (!owners.containsKey(p) && colouring.colour(p).isPlayer()) {
                owners.put(p, colouring.colour(p));
            }
        }
        return owners;
    }

    /** Step 4, KataGo's {@code calculateIndependentLifeArea} with keepTerritories false and keepStones true. */
    private static Count independentLife(Colouring colouring, Map<Point, Colour> basic, Ruleset.Tax tax) {
        Grid grid = colouring.grid();
        Map<Point, Colour> owners = new HashMap<>();
        Set<Point> seen = new HashSet<>();
        int blackRegions = 0;
        int whiteRegions = 0;
        for (Point start : grid.points()) {
            Colour owner = basic.get(start);
            if (owner == null || seen.contains(start)) {
                continue;
            }
            Set<Point> region = connected(grid, start, p -> basic.get(p) == owner);
            seen.addAll(region);
            if (isSeki(colouring, basic, region, owner)) {
                for (Point p : region) {
                    if (colouring.colour(p) == owner) {
                        owners.put(p, owner);
                    }
                }
            } else {
                region.forEach(p -> owners.put(p, owner));
                if (owner == Colour.BLACK) {
                    blackRegions++;
                } else {
                    whiteRegions++;
                }
            }
        }
        return new Count(drawn(grid, owners), blackRegions, whiteRegions, tax);
    }

    /** The colouring of the owners: each point its owner's colour, empty where nobody owns it. */
    private static Colouring drawn(Grid grid, Map<Point, Colour> owners) {
        Colouring drawn = Colouring.empty(grid);
        for (Colour c : List.of(Colour.BLACK, Colour.WHITE)) {
            drawn = drawn.with(owners.keySet().stream().filter(p -> owners.get(p) == c).toList(), c);
        }
        return drawn;
    }

    /** A region of one owner is seki when it touches a dame or holds a stone of its owner in atari. */
    private static boolean isSeki(Colouring colouring, Map<Point, Colour> basic, Set<Point> region, Colour owner) {
        Grid grid = colouring.grid();
        for (Point p : region) {
            if (colouring.colour(p) == owner && liberties(colouring, p) == 1) {
                return true;
            }
            for (Point q : grid.neighbours(p)) {
                if (colouring.colour(q) == Colour.EMPTY && !basic.containsKey(q)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The number of empty points adjacent to the chain of the stone at p. */
    private static int liberties(Colouring colouring, Point p) {
        Colour c = colouring.colour(p);
        Set<Point> liberties = new HashSet<>();
        for (Point s : connected(colouring.grid(), p, q -> colouring.colour(q) == c)) {
            for (Point q : colouring.grid().neighbours(s)) {
                if (colouring.colour(q) == Colour.EMPTY) {
                    liberties.add(q);
                }
            }
        }
        return liberties.size();
    }

    /** The maximal connected set of points holding {@code inside} that contains start (which must hold it). */
    private static Set<Point> connected(Grid grid, Point start, Predicate<Point> inside) {
        Set<Point> found = new LinkedHashSet<>();
        Deque<Point> todo = new ArrayDeque<>();
        found.add(start);
        todo.add(start);
        while (!todo.isEmpty()) {
            for (Point q : grid.neighbours(todo.poll())) {
                if (inside.test(q) && found.add(q)) {
                    todo.add(q);
                }
            }
        }
        return found;
    }

    /**
     * One of P's regions (step 1): its points, the P chains it is vital for, the P chains it
     * borders, how many of its points are internal and whether it holds an opponent stone.
     */
    private record Region(Set<Point> points, Set<Set<Point>> vitalFor, Set<Set<Point>> borders, int internal,
            boolean holdsOpponent) {

        boolean bordersAny(Set<Set<Point>> chains) {
            return !Collections.disjoint(borders, chains);
        }
    }

    /** One player's reading of the board, KataGo's {@code calculateAreaForPla}: his chains, his regions, Benson's verdict. */
    private static final class Reading {

        private final Colour player;
        private final List<Set<Point>> chains = new ArrayList<>();
        private final List<Region> regions = new ArrayList<>();
        private final Set<Set<Point>> killed = new HashSet<>();

        Reading(Colouring colouring, Colour player, boolean multiStoneSuicideLegal) {
            this.player = player;
            Grid grid = colouring.grid();
            Map<Point, Set<Point>> chainAt = new HashMap<>();
            for (Point p : grid.points()) {
                if (colouring.colour(p) == player && !chainAt.containsKey(p)) {
                    Set<Point> chain = connected(grid, p, q -> colouring.colour(q) == player);
                    chains.add(chain);
                    chain.forEach(s -> chainAt.put(s, chain));
                }
            }
            Set<Point> inRegion = new HashSet<>();
            for (Point p : grid.points()) {
                if (colouring.colour(p) == Colour.EMPTY && !inRegion.contains(p)) {
                    Set<Point> points = connected(grid, p, q -> colouring.colour(q) != player);
                    inRegion.addAll(points);
                    regions.add(region(colouring, chainAt, points, multiStoneSuicideLegal));
                }
            }
            kill();
        }

        /**
         * The chains a region is vital for: those adjacent to each of its points, or to each of its
         * empty points when multi-stone suicide is illegal (KataGo filters on an opponent stone
         * only when suicide is legal). Every region has an empty point, so the set is well founded.
         */
        private Region region(Colouring colouring, Map<Point, Set<Point>> chainAt, Set<Point> points,
                boolean multiStoneSuicideLegal) {
            Grid grid = colouring.grid();
            Set<Set<Point>> vitalFor = null;
            Set<Set<Point>> borders = new HashSet<>();
            int internal = 0;
            boolean holdsOpponent = false;
            for (Point p : points) {
                Set<Set<Point>> adjacent = new HashSet<>();
                for (Point q : grid.neighbours(p)) {
                    if (chainAt.containsKey(q)) {
                        adjacent.add(chainAt.get(q));
                    }
                }
                borders.addAll(adjacent);
                if (adjacent.isEmpty()) {
                    internal++;
                }
                if (colouring.colour(p) == player.opponent()) {
                    holdsOpponent = true;
                }
                if (multiStoneSuicideLegal || colouring.colour(p) == Colour.EMPTY) {
                    vitalFor = vitalFor == null ? adjacent : intersection(vitalFor, adjacent);
                }
            }
            return new Region(points, vitalFor, borders, internal, holdsOpponent);
        }

        private static Set<Set<Point>> intersection(Set<Set<Point>> a, Set<Set<Point>> b) {
            Set<Set<Point>> both = new HashSet<>(a);
            both.retainAll(b);
            return both;
        }

        /**
         * Benson's iteration: a chain with fewer than two vital regions that border no killed
         * chain is killed, until none is. KataGo kills in board order within a sweep, this in
         * whole sweeps; both end at the same set, the least one closed under the killing.
         */
        private void kill() {
            List<Set<Point>> newlyKilled;
            do {
                newlyKilled = new ArrayList<>();
                for (Set<Point> chain : chains) {
                    if (!killed.contains(chain) && vitalRegions(chain) < 2) {
                        newlyKilled.add(chain);
                    }
                }
                killed.addAll(newlyKilled);
            } while (!newlyKilled.isEmpty());
        }

        private long vitalRegions(Set<Point> chain) {
            return regions.stream().filter(r -> r.vitalFor().contains(chain) && !r.bordersAny(killed)).count();
        }

        List<Set<Point>> alive() {
            return chains.stream().filter(c -> !killed.contains(c)).toList();
        }

        /** Step 2: marks this player's area over what the readings before it marked. */
        void mark(Map<Point, Colour> owners) {
            boolean hasStone = !chains.isEmpty();
            for (Set<Point> chain : alive()) {
                chain.forEach(p -> owners.put(p, player));
            }
            for (Region r : regions) {
                boolean clean = hasStone && !r.bordersAny(killed);
                if (clean && (r.internal() <= 1 || !r.holdsOpponent())) {
                    r.points().forEach(p -> owners.put(p, player));
                } else if (hasStone && !r.holdsOpponent()) {
                    r.points().forEach(p -> owners.putIfAbsent(p, player));
                }
            }
        }
    }
}
