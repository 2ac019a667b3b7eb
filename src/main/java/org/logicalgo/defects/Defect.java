package org.logicalgo.defects;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.logicalgo.reference.LogicalRules;
import org.logicalgo.reference.ReferenceGame.Moved;
import org.logicalgo.reference.SharedCounting;
import org.logicalgo.rules.Clearings;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Refusal;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.KataGoArea;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;

/**
 * One way a real engine has broken the logical rules. Each constant overrides the one hook of
 * {@link DefectiveGame} it spoils (scalachess-style: the game asks the hook, the default is the
 * reference's answer), so a defective engine differs from the reference in exactly that place.
 *
 * @param id     the value of {@code ./logical-go gtp --defect}
 * @param wrong  one sentence saying what is wrong
 * @param clause the clause of {@code spec/tromp-taylor.md} it breaks
 * @param seen   where it has been seen: an engine's tracker, a mailing list, or "classic mistake"
 */
public enum Defect {

    SIMPLE_KO("simple-ko", "only the colourings of the last two turns are compared, so only the immediate retake of a"
            + " single-stone ko (and a one-stone suicide) is refused, never a longer cycle", "TT-6",
            "tensorflow/minigo#8 (basic ko only; superko came up on CGOS); featurecat/lizzie#410, #411 (only the"
                    + " immediate recapture forbidden); SabakiHQ/Sabaki#328") {
        @Override
        boolean remembers(int age) {
            return age < 2;
        }
    },

    SITUATIONAL_FOR_POSITIONAL("situational-for-positional", "a move is compared only with the colourings that stood"
            + " with the same player to move (situational superko) where positional superko is asked", "TT-6",
            "featurecat/lizzie#410 (Lizzie situational, Leela Zero positional); computer-go list 2005, 'Super Ko on KGS"
                    + " ignores player to move' (KGS: positional only under Chinese rules)") {
        @Override
        Ruleset.Repetition repetition(Ruleset.Repetition asked) {
            return asked == Ruleset.Repetition.POSITIONAL ? Ruleset.Repetition.SITUATIONAL : asked;
        }
    },

    SHORT_HASH("short-hash", "repetition is decided by an 8-bit hash of the colouring with no exact comparison, so a"
            + " move whose hash collides with an earlier colouring's is refused though it repeats nothing", "TT-R2",
            "Sagebati/goban#16 (superko detection relied solely on hashing); ujh/iomrascalai#90, #100 (a broken Zobrist"
                    + " hash reported superko violations that were none)") {
        @Override
        boolean same(Colouring earlier, Colouring after) {
            return hash8(earlier) == hash8(after);
        }
    },

    SHORT_HISTORY("short-history", "only the colourings of the last " + Defect.SHORT_MEMORY + " turns are remembered,"
            + " so a longer cycle is not refused", "TT-R2",
            "classic mistake (a ring buffer of recent positions); STYLE.md lists 'history silently truncated'") {
        @Override
        boolean remembers(int age) {
            return age < SHORT_MEMORY;
        }
    },

    START_NOT_COUNTED("start-not-counted", "the starting colouring is not remembered (a colouring is recorded only"
            + " after a turn), so a move that recreates it is allowed", "TT-R1",
            "classic mistake; cjlarose/weiqi.js#35 (a user surprised that returning to the start is refused)") {
        @Override
        boolean remembersStart() {
            return false;
        }
    },

    SUICIDE_EXEMPT("suicide-exempt", "a move whose own clearing empties anything is never checked for repetition, so a"
            + " one-stone suicide (which leaves the colouring as it was) is accepted", "TT-R4",
            "featurecat/lizzie#410 (Leela Zero does not forbid moves that repeat a position, 'even suicide of one"
                    + " stone'); Sagebati/goban#15 (suicide and ko confused)") {
        @Override
        boolean checksRepetition(Clearings clearings) {
            return clearings.own().isEmpty();
        }
    },

    PASS_CLEARS_HISTORY("pass-clears-history", "a pass forgets every earlier colouring but the current one, so a move"
            + " after a pass may recreate a colouring from before it", "TT-R3",
            "classic mistake (the simple-ko habit of clearing the ko point on a pass, carried over to superko);"
                    + " Sagebati/goban#14 (a pass mishandled in the ko check)") {
        @Override
        boolean passForgets() {
            return true;
        }
    },

    SUICIDE_REFUSED("suicide-refused", "a move whose own clearing empties anything is refused even though the ruleset"
            + " allows suicide", "TT-C7",
            "featurecat/lizzie#750 and hope366/Lizzie-improvements#20 (a legal multi-stone suicide refused under"
                    + " Tromp-Taylor); leela-zero/leela-zero#263 (suicide forbidden though TT allows it)") {
        @Override
        Optional<Refusal> suicide(Ruleset.Suicide asked, int ownEmptied) {
            return ownEmptied == 0 ? Optional.empty() : Optional.of(new Refusal.Suicide(ownEmptied));
        }
    },

    CLEAR_ORDER("clear-order", "a move clears the player's own colour before the opponent's, so a stone that captures"
            + " by taking a last liberty is emptied first", "TT-7",
            "fsparv/LeelaWatcher#5 (a capturing stone with no liberty of its own removed); paviad/GoSharp#1 (a capture"
                    + " removed both colours); 19x19/Baduk#35") {
        @Override
        Moved move(Colouring before, Colour player, Point p) {
            Colouring coloured = before.with(p, player);
            Colouring ownCleared = LogicalRules.clear(coloured, player);
            Colouring after = LogicalRules.clear(ownCleared, player.opponent());
            return new Moved(after, new Clearings(emptied(ownCleared, after), emptied(coloured, ownCleared)));
        }
    },

    ONE_CAPTURE("one-capture", "a move empties only one of the opponent's strings that lose their last liberty (the"
            + " first, row by row from the bottom), leaving the others on the grid without a liberty", "TT-4",
            "classic mistake (a capture loop that stops at the first captured neighbour)") {
        @Override
        Moved move(Colouring before, Colour player, Point p) {
            Colouring coloured = before.with(p, player);
            Set<Point> first = Set.of();
            for (Point q : coloured.pointsOf(player.opponent())) {
                if (!LogicalRules.reaches(coloured, q, Colour.EMPTY)) {
                    first = string(coloured, q);
                    break;
                }
            }
            Colouring opponentCleared = coloured.with(first, Colour.EMPTY);
            Colouring after = LogicalRules.clear(opponentCleared, player);
            return new Moved(after, new Clearings(first, emptied(opponentCleared, after)));
        }
    },

    DEAD_STONES_REMOVED("dead-stones-removed", "the score first empties every string it judges dead, here every string"
            + " with one liberty, then counts", "TT-R6",
            "leela-zero/leela-zero#122, #309, #477, #1551 (users expecting dead stones removed from a TT count);"
                    + " kblomdahl/dream-go#14 (dead-stone detection added to the final count)") {
        @Override
        Colouring counted(Colouring end) {
            List<Point> dead = new ArrayList<>();
            for (Point p : end.grid().points()) {
                if (end.colour(p) != Colour.EMPTY && liberties(end, string(end, p)) == 1) {
                    dead.add(p);
                }
            }
            return end.with(dead, Colour.EMPTY);
        }
    },

    TERRITORY_COUNTING("territory-counting", "the score counts the empty points a player surrounds and the stones she"
            + " took, not her stones on the grid (Japanese-style territory counting)", "TT-9",
            "leela-zero/leela-zero#400 (a viewer counting territory where the engine counts area);"
                    + " lightvector/goscorer#1 (territory scoring)") {
        @Override
        int points(Colouring counted, Colour player, Ruleset rules, int taken) {
            return LogicalRules.score(counted, player) - counted.count(player) + taken;
        }
    },

    KOMI_IGNORED("komi-ignored", "the komi agreed beforehand is not added to White's score", "TT-C10",
            "classic mistake (komi not passed to the scorer); cf. zakki/Ray#152, ymgaq/AQ#84 for the handicap points") {
        @Override
        double komi(Setup setup) {
            return 0;
        }
    },

    NO_END("no-end", "two passes in a row do not end the game; only an agreement does, where the ruleset has one",
            "TT-8", "lightvector/KataGo#51 (moves generated after two passes); Remi-Coulom/gogui#28") {
        @Override
        Optional<Refusal.Ended> ended(Optional<Refusal.Ended> asTheRulesSay, boolean agreed) {
            return agreed ? asTheRulesSay : Optional.empty();
        }
    },

    WRONG_PLAYER("wrong-player", "a turn by the player who is not to move is accepted, and the other player moves"
            + " next", "TT-5", "tensorflow/minigo#203 (out-of-turn play); leela-zero/leela-zero#528") {
        @Override
        boolean keepsTurnOrder() {
            return false;
        }
    },

    COLOUR_IGNORED("colour-ignored", "a turn is played by the player to move whatever colour it names, so a move"
            + " offered by the other player colours the point the mover's colour", "TT-5",
            "tensorflow/minigo#203 ('play white d4' put a black stone on D4)") {
        @Override
        Turn asPlayed(Turn turn, Colour toMove, Grid grid) {
            if (turn instanceof Turn.Play play) {
                return new Turn.Play(toMove, play.point());
            }
            return turn instanceof Turn.Pass ? new Turn.Pass(toMove) : turn;
        }
    },

    OFF_GRID_AS_PASS("off-grid-as-pass", "a move on a point off the grid is played as a pass instead of being refused",
            "TT-1", "goban 8.3.64 (place() takes an off-board point for a pass), @sabaki/go-board 1.4.3 (documented),"
                    + " godash 2.1.0 (addMove stores it): conformance/engines/goban.md, sabaki-go-board.md, godash.md") {
        @Override
        Turn asPlayed(Turn turn, Colour toMove, Grid grid) {
            return turn instanceof Turn.Play play && !grid.contains(play.point()) ? new Turn.Pass(play.colour()) : turn;
        }
    },

    FALSE_KO("false-ko", "after a move that captured one stone, a move on that point that captures at once is refused"
            + " as a ko retake, even when it captures more than one stone and repeats nothing (a snapback)", "TT-6",
            "jokkebk/jgoboard#5 (a recapture refused as ko though the capturing group was larger than one stone);"
                    + " Sagebati/goban#15 (a move mislabelled ko)") {
        @Override
        boolean refusedAsKo(Clearings last, Point p, Clearings now) {
            return last.opponent().equals(Set.of(p)) && !now.opponent().isEmpty();
        }
    },

    HANDICAP_PAID("handicap-paid", "White is paid a point for each of Black's handicap stones (two or more) whatever"
            + " the ruleset says, as the Chinese rules pay them", "TT-9",
            "GNU Go 3.8 --chinese-rules and Leela Zero 0.17 with set_free_handicap (conformance/engines/transcripts/"
                    + "gnugo-handicap-bonus.txt, leela-zero-handicap.txt)") {
        @Override
        int bonus(Setup setup) {
            return setup.handicap() >= 2 ? setup.handicap() : 0;
        }
    },

    HANDICAP_UNPAID("handicap-unpaid", "the points White is owed for Black's extra handicap stones are left out of"
            + " the score", "FR-14", "zakki/Ray#152 and ymgaq/AQ#84 (handicap compensation missing from final_score)") {
        @Override
        int bonus(Setup setup) {
            return 0;
        }
    };

    /** How many turns {@link #SHORT_HISTORY} remembers. */
    static final int SHORT_MEMORY = 10;

    private final String id;
    private final String wrong;
    private final String clause;
    private final String seen;

    Defect(String id, String wrong, String clause, String seen) {
        this.id = id;
        this.wrong = wrong;
        this.clause = clause;
        this.seen = seen;
    }

    public String id() {
        return id;
    }

    public String wrong() {
        return wrong;
    }

    public String clause() {
        return clause;
    }

    public String seen() {
        return seen;
    }

    /** The reference engine with this defect. */
    public Engine engine() {
        return new DefectiveEngine(this);
    }

    /** The ids, in the order of the constants, separated by commas. */
    public static String ids() {
        return Arrays.stream(values()).map(Defect::id).collect(Collectors.joining(", "));
    }

    /**
     * The defect of this id.
     *
     * @throws IllegalArgumentException in one line naming the known ids
     */
    public static Defect byId(String id) {
        for (Defect d : values()) {
            if (d.id.equals(id.toLowerCase(Locale.ROOT))) {
                return d;
            }
        }
        throw new IllegalArgumentException("no defect called '" + id + "' (known: " + ids() + ")");
    }

    // ---- the hooks; each default is the reference's answer ----

    /** TT-7: colour the point, clear the opponent's colour, then the player's own. */
    Moved move(Colouring before, Colour player, Point p) {
        return Moved.of(LogicalRules.move(before, player, p));
    }

    /** TT-5: the turn as the engine plays it (the reference: as offered). */
    Turn asPlayed(Turn turn, Colour toMove, Grid grid) {
        return turn;
    }

    /**
     * Whether a move on p is refused as a ko retake by a ko point, before any comparison of
     * colourings; {@code last} is what the previous turn's clearings emptied, {@code now} this move's.
     * The reference has no ko point: TT-6 alone decides.
     */
    boolean refusedAsKo(Clearings last, Point p, Clearings now) {
        return false;
    }

    /** TT-C7, TT-V4: why a move whose own clearing empties this many points is refused, if it is. */
    Optional<Refusal> suicide(Ruleset.Suicide asked, int ownEmptied) {
        return asked.refuses(ownEmptied);
    }

    /** TT-R4: whether this move is checked for repetition at all (the reference checks every move). */
    boolean checksRepetition(Clearings clearings) {
        return true;
    }

    /** TT-6, TT-C6: which repetition rule is played when this one is asked. */
    Ruleset.Repetition repetition(Ruleset.Repetition asked) {
        return asked;
    }

    /** TT-R2: whether a move's colouring is taken for an earlier one (the reference: exactly equal). */
    boolean same(Colouring earlier, Colouring after) {
        return earlier.equals(after);
    }

    /** TT-R2: whether the colouring of {@code age} turns ago is still remembered (0: the one now). */
    boolean remembers(int age) {
        return true;
    }

    /** TT-R1: whether the starting colouring is an earlier colouring. */
    boolean remembersStart() {
        return true;
    }

    /** TT-R3: whether a pass forgets the colourings before it. */
    boolean passForgets() {
        return false;
    }

    /** TT-5, TT-R11: whether a turn by the player not to move is refused. */
    boolean keepsTurnOrder() {
        return true;
    }

    /** TT-8, TT-C8 (and FR-10, NZ-10 as the reference reads them): how the game has ended, if it has. */
    Optional<Refusal.Ended> ended(Optional<Refusal.Ended> asTheRulesSay, boolean agreed) {
        return asTheRulesSay;
    }

    /** TT-R6: the colouring the score counts (the reference: the one on the grid, nothing removed). */
    Colouring counted(Colouring end) {
        return end;
    }

    /** TT-9 (NZ-6 for shared counting): a player's points; {@code taken} is how many stones she took. */
    int points(Colouring counted, Colour player, Ruleset rules, int taken) {
        if (rules.countsAsKataGo()) {
            KataGoArea.Count k = KataGoArea.of(rules, counted);
            return player == Colour.BLACK ? k.black() : k.white();
        }
        return rules.counting() == Ruleset.Counting.SHARED ? SharedCounting.territory(counted, player)
                : LogicalRules.score(counted, player);
    }

    /** TT-C10: the komi added to White's score. */
    double komi(Setup setup) {
        return setup.komi();
    }

    /** TT-V2 (FR-14's compensation): White's points for Black's handicap stones, added to White's score. */
    int bonus(Setup setup) {
        return setup.rules().compensation(setup.handicap());
    }

    // ---- helpers of the defective hooks ----

    /**
     * {@link #SHORT_HASH}'s hash, weak on purpose and short enough to work by hand: number the points 1, 2, ...
     * row by row from the bottom; a black stone adds its number, a white stone twice its number; modulo 256.
     */
    static int hash8(Colouring c) {
        int sum = 0;
        int width = c.grid().width();
        for (Point p : c.grid().points()) {
            int number = p.row() * width + p.column() + 1;
            Colour colour = c.colour(p);
            sum += colour == Colour.BLACK ? number : colour == Colour.WHITE ? 2 * number : 0;
        }
        return sum & 0xFF;
    }

    /** The string of p (TT-C4): p and every point of its colour connected to it. */
    static Set<Point> string(Colouring c, Point p) {
        Colour own = c.colour(p);
        Set<Point> found = new HashSet<>(List.of(p));
        List<Point> todo = new ArrayList<>(List.of(p));
        while (!todo.isEmpty()) {
            Point q = todo.remove(todo.size() - 1);
            for (Point n : c.grid().neighbours(q)) {
                if (c.colour(n) == own && found.add(n)) {
                    todo.add(n);
                }
            }
        }
        return found;
    }

    /** How many empty points are adjacent to this string. */
    static int liberties(Colouring c, Set<Point> string) {
        Set<Point> empty = new HashSet<>();
        for (Point q : string) {
            for (Point n : c.grid().neighbours(q)) {
                if (c.colour(n) == Colour.EMPTY) {
                    empty.add(n);
                }
            }
        }
        return empty.size();
    }

    /** The points that hold a stone in {@code from} and are empty in {@code to}. */
    static Set<Point> emptied(Colouring from, Colouring to) {
        Set<Point> gone = new HashSet<>();
        for (Point p : from.grid().points()) {
            if (from.colour(p) != Colour.EMPTY && to.colour(p) == Colour.EMPTY) {
                gone.add(p);
            }
        }
        return gone;
    }
}
