package org.logicalgo.conformance.runner;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

import org.logicalgo.conformance.PerftFile;
import org.logicalgo.fast.Fast;
import org.logicalgo.fast.FastBoard;
import org.logicalgo.gtp.GtpClient;
import org.logicalgo.gtp.GtpException;
import org.logicalgo.perft.Perft;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;
import org.logicalgo.rulesets.Rulesets;

/**
 * Perft against an engine over GTP: from each position of the perft files, the engine's own
 * legal turns are walked to a depth and counted as the rules count them; where a count differs,
 * the divide is walked down to the first position where the engine's legal turns differ from the
 * rules', which is shown with its history and the turns in question. The engine's legal turns
 * are asked of its list where it has one ({@code gogui-rules_legal_moves}, GNU Go's
 * {@code all_legal}), else of {@code play} and {@code undo} at every point of the grid (its
 * referee role). Its end is asked of {@code gogui-rules_final_result} where it has one; an engine
 * without it is taken to end where the rules end (GTP has no word for the end), and said so.
 */
public final class EnginePerft {

    /**
     * @param command  the engine's command line
     * @param ruleset  the rules the engine is judged by (it is told them where it can be)
     * @param told     the commands that tell the engine each ruleset (--rules-config), may be empty
     * @param timeout  the longest wait for one answer
     * @param maxNodes the depth counted at a position is the deepest whose rules' counts reach no more nodes
     */
    public record Options(List<String> command, Ruleset ruleset, Map<Ruleset, List<String>> told, Duration timeout, long maxNodes) {
    }

    /** How the engine's legal turns are asked. */
    public enum Asking {
        LIST("gogui-rules_legal_moves"), ALL_LEGAL("all_legal"), PLAY_AND_UNDO("play and undo at every point"),
        PLAY_AND_REPLAY("play at every point, the position set up again after each accepted one");

        private final String words;

        Asking(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** The first position where the engine's legal turns differ from the rules'. */
    public record Difference(List<Turn> history, Colouring colouring, Colour toMove, List<String> allowed, List<String> refused,
                             String endedNote) {
    }

    /**
     * One position's outcome: the depth counted, the rules' and the engine's counts (empty when not
     * run: {@code unsupported} says why), and the first difference when the counts differ.
     */
    public record Result(PerftFile.Position position, int depth, long[] rules, long[] rulesEnded, Optional<long[]> engine,
                         Optional<long[]> engineEnded, Optional<Difference> difference, String unsupported, String errored) {

        public boolean same() {
            return engine.isPresent() && Arrays.equals(rules, engine.get()) && Arrays.equals(rulesEnded, engineEnded.get());
        }
    }

    private final Options options;
    private final EngineSession session;
    private GtpClient engine;
    private EngineProbe probe;
    private Asking asking;
    private boolean asksEnd;
    /** Whether the engine's list names the pass (checked at the first position): else a pass is taken as allowed. */
    private boolean listsPass;
    private String note = "";

    // The position being walked.
    private PerftFile.Position position;
    private List<Turn> base;
    /** The turns played on the engine past the position's own, and on the rules' board while they allow them. */
    private final List<Turn> path = new ArrayList<>();
    private FastBoard rules;
    /** How many turns of {@link #path} the rules' board has played (the rest it refuses). */
    private int rulesAt;

    public EnginePerft(Options options) {
        this.options = options;
        this.session = new EngineSession(options.command(), options.ruleset(), true, options.told(), options.timeout(), () -> { });
    }

    /** How the engine's turns are asked, and what is not asked, for the report; after the first position. */
    public String asking() {
        return asking == null ? "" : asking.words() + (asksEnd ? "; the end by gogui-rules_final_result"
                : "; the end taken from the rules (the engine has no gogui-rules_final_result)") + note;
    }

    /** The most positions in a row the engine may fail at before the others are left out (each failure can take a timeout). */
    static final int FAILURES_IN_A_ROW = 3;

    /**
     * Starts the engine and asks what it is, before any position: an engine that cannot be started
     * or does not speak GTP is said once, not position after position.
     */
    public void preflight() throws GtpException {
        session.probe();
    }

    public List<Result> run(List<PerftFile.Position> positions, Consumer<String> progress) {
        List<Result> out = new ArrayList<>();
        int failures = 0;
        try {
            for (PerftFile.Position p : positions) {
                if (failures >= FAILURES_IN_A_ROW) {
                    out.add(new Result(p, 0, new long[0], new long[0], Optional.empty(), Optional.empty(), Optional.empty(), null,
                            "not asked: the engine failed at " + FAILURES_IN_A_ROW + " positions in a row"));
                    continue;
                }
                progress.accept(p.id());
                Result r = one(p);
                failures = r.errored() != null ? failures + 1 : 0;
                out.add(r);
            }
        } finally {
            session.close();
        }
        return out;
    }

    private Result one(PerftFile.Position p) {
        // The file's counts; under a ruleset the file does not list (one that differs only in how it
        // scores, or a knob of its own), the rules' counts worked out here by the fast engine.
        Optional<PerftFile.Counts> listed = p.under(options.ruleset());
        long[] all;
        long[] allEnded;
        if (listed.isPresent()) {
            all = listed.get().turns();
            allEnded = listed.get().ended();
        } else {
            try {
                Perft.Counts c = Perft.fast(Perft.board(Fast.ENGINE.start(p.setup(options.ruleset())), p.played()), p.depth());
                all = c.turns();
                allEnded = c.ended();
            } catch (org.logicalgo.rules.IllegalTurnException refused) {
                return new Result(p, 0, new long[0], new long[0], Optional.empty(), Optional.empty(), Optional.empty(),
                        "the turns do not reach the position under " + Rulesets.name(options.ruleset()) + " (" + refused.getMessage() + ")", null);
            }
        }
        // The deepest depth whose nodes stay within the bound (at least one).
        int depth = 1;
        long nodes = all[0];
        // No deeper than the first depth the rules count nothing at: past it an engine that plays on
        // would be walked without bound.
        while (depth < p.depth() && all[depth - 1] > 0 && nodes + all[depth] <= options.maxNodes()) {
            nodes += all[depth];
            depth++;
        }
        long[] want = Arrays.copyOf(all, depth);
        long[] wantEnded = Arrays.copyOf(allEnded, depth);
        try {
            position = p;
            base = p.played();
            Optional<String> unsupported = start();
            if (unsupported.isPresent()) {
                return new Result(p, depth, want, wantEnded, Optional.empty(), Optional.empty(), Optional.empty(), unsupported.get(), null);
            }
            long[] got = new long[depth];
            long[] gotEnded = new long[depth];
            count(depth, 0, got, gotEnded);
            Optional<Difference> first = Optional.empty();
            if (!Arrays.equals(got, want) || !Arrays.equals(gotEnded, wantEnded)) {
                first = Optional.of(walk(depth));
            }
            return new Result(p, depth, want, wantEnded, Optional.of(got), Optional.of(gotEnded), first, null, null);
        } catch (GtpException e) {
            session.close();
            engine = null;
            return new Result(p, depth, want, wantEnded, Optional.empty(), Optional.empty(), Optional.empty(), null, e.getMessage());
        } catch (RuntimeException e) {
            // A fault of ours, not of the engine: this position errs, the others are still counted.
            session.close();
            engine = null;
            return new Result(p, depth, want, wantEnded, Optional.empty(), Optional.empty(), Optional.empty(), null,
                    "the runner failed on this position: " + e);
        }
    }

    // --- The engine's position ---

    /** Starts (or reuses) the engine, tells it the rules, and sets the position up; empty when done. */
    private Optional<String> start() throws GtpException {
        engine = session.client();
        probe = session.probe();
        for (String command : session.rulesCommands(options.ruleset())) {
            require(command);
        }
        session.playing(options.ruleset());
        if (asking == null) {
            asking = probe.knows("gogui-rules_legal_moves") ? Asking.LIST : probe.knows("all_legal") ? Asking.ALL_LEGAL
                    : probe.knows("undo") ? Asking.PLAY_AND_UNDO : Asking.PLAY_AND_REPLAY;
            asksEnd = probe.knows("gogui-rules_final_result");
        }
        Grid grid = position.grid();
        if (grid.width() == grid.height()) {
            if (!session.acceptsSquare(grid.width())) {
                return Optional.of("the engine refuses a " + grid + " board (" + session.refusal(grid.width()) + "); perft needs the grid itself");
            }
        } else if (!probe.knows("rectangular_boardsize")
                || !send("rectangular_boardsize " + grid.width() + " " + grid.height()).success()) {
            return Optional.of("the engine has no " + grid + " board (rectangular_boardsize); perft needs the grid itself");
        }
        if (asking == Asking.LIST && !listsPassChecked) {
            // On an empty board a pass is always allowed: a list without it never names the pass.
            require("clear_board");
            GtpClient.Response r = send("gogui-rules_legal_moves");
            listsPass = r.success() && Arrays.asList(r.text().strip().toLowerCase(Locale.ROOT).split("\\s+")).contains("pass");
            listsPassChecked = true;
            if (!listsPass) {
                note = "; its list never names the pass (not on an empty board), so the pass is asked of play and taken back";
            }
        }
        Optional<String> set = setUp();
        if (set.isPresent()) {
            return set;
        }
        path.clear();
        rules = Perft.board(Fast.ENGINE.start(position.setup(options.ruleset())), base);
        rulesAt = 0;
        undoChecked = false;
        undoTrusted = true;
        checkAt = -1;
        return Optional.empty();
    }

    private boolean listsPassChecked;
    /** The engine's last answer to gogui-rules_final_result. */
    private String lastResult = "";

    /** The position on the engine from nothing: board, start, the position's turns; empty when done. */
    private Optional<String> setUp() throws GtpException {
        Grid grid = position.grid();
        require(grid.width() == grid.height() ? "boardsize " + grid.width() : "rectangular_boardsize " + grid.width() + " " + grid.height());
        require("clear_board");
        send("komi 0");
        Optional<String> cannot = EngineStart.give(this::send, probe, position.start(), position.toMove(), 0, loaded -> { });
        if (cannot.isPresent()) {
            return Optional.of("the position starts from " + cannot.get());
        }
        for (Turn t : base) {
            GtpClient.Response r = send(GtpWords.gtpCommand(t));
            if (!r.success()) {
                return Optional.of("the engine refuses " + t.text() + ", a turn of the position's history (" + r.text().strip()
                        + "): its perft from there cannot be counted");
            }
        }
        return Optional.empty();
    }

    private GtpClient.Response send(String command) throws GtpException {
        return engine.send(command, options.timeout());
    }

    private void require(String command) throws GtpException {
        GtpClient.Response r = send(command);
        if (!r.success()) {
            throw new GtpException(GtpException.Kind.NONSENSE, command + " answered ? " + r.text().strip());
        }
    }

    /**
     * Whose turn it is on the engine's board: the rules' while they play along; past a turn they
     * refuse, the players alternate from there (TT-5), as the engine is told each turn's colour.
     */
    private Colour toMoveOnEngine() {
        Colour at = FastBoard.colourOf(rules.toMove());
        for (int i = rulesAt; i < path.size(); i++) {
            at = at.opponent();
        }
        return at;
    }

    /**
     * Whether the engine's {@code undo} is checked at this position: the first turn taken back is
     * compared, by {@code list_stones}, with the stones before it (OpenSpiel's undo, after a start
     * set up by its SGF loader, takes the set-up stones off too). An undo that does not give the
     * position back is not used again: the engine is set up afresh after each turn instead.
     */
    private boolean undoChecked;
    private String stonesBefore;
    private int checkAt = -1;
    private boolean undoTrusted = true;

    private String stones() throws GtpException {
        return send("list_stones black").text().strip() + " / " + send("list_stones white").text().strip();
    }

    /** The turn down on the engine (it lists it, or accepted it) and on the rules' board while the rules allow it. */
    private boolean down(Turn t) throws GtpException {
        if (!undoChecked && usesUndo() && probe.knows("list_stones")) {
            stonesBefore = stones();
            checkAt = path.size();
        }
        GtpClient.Response r = send(GtpWords.gtpCommand(t));
        if (!r.success()) {
            return false;
        }
        if (rulesAt == path.size() && !rules.ended() && allowsByRules(t)) {
            play(rules, t);
            rulesAt++;
        }
        path.add(t);
        return true;
    }

    private void up() throws GtpException {
        path.remove(path.size() - 1);
        if (rulesAt > path.size()) {
            rules.undo();
            rulesAt--;
        }
        if (!usesUndo()) {
            replay();
            return;
        }
        GtpClient.Response r = send("undo");
        if (!r.success()) {
            // An engine that refuses to take back what it played is set up again.
            replay();
        }
        if (checkAt == path.size()) {
            checkAt = -1;
            undoChecked = true;
            if (!stones().equals(stonesBefore)) {
                undoTrusted = false;
                note += "; undo did not give the position back at " + position.id() + " (list_stones), so the engine is set up"
                        + " afresh after each turn there";
                replay();
            }
        }
    }

    private boolean usesUndo() {
        return asking != Asking.PLAY_AND_REPLAY && probe.knows("undo") && undoTrusted;
    }

    /** The engine's position set up again from nothing, then the path. */
    private void replay() throws GtpException {
        setUp();
        for (Turn t : path) {
            send(GtpWords.gtpCommand(t));
        }
    }

    private static void play(FastBoard b, Turn t) {
        if (t instanceof Turn.Play p) {
            b.play(b.index(p.point()));
        } else {
            b.pass();
        }
    }

    private boolean allowsByRules(Turn t) {
        return t instanceof Turn.Pass || t instanceof Turn.Play p && rules.mayPlay(rules.index(p.point()));
    }

    // --- Turns ---

    /** The rules' turns now (as the engine names them: a vertex or pass), in grid order; none after the end or off the rules' path. */
    private Set<String> rulesTurns() {
        Set<String> out = new LinkedHashSet<>();
        if (rulesAt < path.size() || rules.ended()) {
            return out;
        }
        for (Point p : position.grid().points()) {
            if (rules.mayPlay(rules.index(p))) {
                out.add(p.name());
            }
        }
        out.add("pass");
        return out;
    }

    /** Whether the game has ended, as the engine says (or, where it cannot say, as the rules do). */
    private boolean engineEnded() throws GtpException {
        if (!asksEnd) {
            return rulesAt == path.size() ? rules.ended() : false;
        }
        GtpClient.Response r = send("gogui-rules_final_result");
        lastResult = r.text().strip();
        return r.success() && !r.text().strip().equalsIgnoreCase("unknown") && !r.text().isBlank();
    }

    /** The engine's legal turns now: none once it says the game has ended. */
    private Set<String> engineTurns() throws GtpException {
        Set<String> out = new LinkedHashSet<>();
        if (engineEnded()) {
            return out;
        }
        Colour mover = toMoveOnEngine();
        String colour = mover == Colour.BLACK ? "b" : "w";
        switch (asking) {
            case LIST -> {
                GtpClient.Response r = send("gogui-rules_legal_moves");
                if (!r.success()) {
                    throw new GtpException(GtpException.Kind.NONSENSE, "gogui-rules_legal_moves answered ? " + r.text().strip());
                }
                for (String w : r.text().strip().split("\\s+")) {
                    if (!w.isEmpty()) {
                        out.add(w.equalsIgnoreCase("pass") ? "pass" : w.toUpperCase(Locale.ROOT));
                    }
                }
                if (!listsPass && listsPassChecked && send(GtpWords.gtpCommand(new Turn.Pass(mover))).success()) {
                    // A list that never names the pass: the pass is asked of play, and taken back.
                    out.add("pass");
                    takeBackProbe();
                }
            }
            case ALL_LEGAL -> {
                GtpClient.Response r = send("all_legal " + colour);
                if (!r.success()) {
                    throw new GtpException(GtpException.Kind.NONSENSE, "all_legal answered ? " + r.text().strip());
                }
                for (String w : r.text().strip().split("\\s+")) {
                    if (!w.isEmpty()) {
                        out.add(w.toUpperCase(Locale.ROOT));
                    }
                }
                out.add("pass"); // GTP's play pass is always accepted; all_legal lists moves only
            }
            default -> {
                for (Point p : position.grid().points()) {
                    Turn t = new Turn.Play(mover, p);
                    if (send(GtpWords.gtpCommand(t)).success()) {
                        out.add(p.name());
                        takeBackProbe();
                    }
                }
                out.add("pass");
            }
        }
        return sorted(out);
    }

    /** After a probing play the engine accepted: back to the position (undo, or set up again). */
    private void takeBackProbe() throws GtpException {
        if (usesUndo() && send("undo").success()) {
            return;
        }
        replay();
    }

    /** In the order of the grid's points, then the pass; names the grid lacks kept at the end as given. */
    private Set<String> sorted(Set<String> turns) {
        Set<String> out = new LinkedHashSet<>();
        for (Point p : position.grid().points()) {
            if (turns.contains(p.name())) {
                out.add(p.name());
            }
        }
        for (String t : turns) {
            if (!t.equals("pass") && !out.contains(t)) {
                out.add(t);
            }
        }
        if (turns.contains("pass")) {
            out.add("pass");
        }
        return out;
    }

    private Turn turn(String word) {
        Colour mover = toMoveOnEngine();
        return word.equals("pass") ? new Turn.Pass(mover) : new Turn.Play(mover, Point.parse(word, position.grid()));
    }

    private boolean onGrid(String word) {
        if (word.equals("pass")) {
            return true;
        }
        try {
            Point.parse(word, position.grid());
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    // --- Counting and the walk ---

    /** The engine's counts below here, into got[ply..]: the engine's own turns, each played and taken back. */
    private void count(int depth, int ply, long[] got, long[] ended) throws GtpException {
        if (ply == depth) {
            return;
        }
        for (String w : engineTurns()) {
            if (!onGrid(w)) {
                continue;
            }
            if (!down(turn(w))) {
                continue; // listed but refused when played: counted as not a turn (the walk shows it)
            }
            got[ply]++;
            boolean over = engineEnded();
            if (over) {
                ended[ply]++;
            } else {
                count(depth, ply + 1, got, ended);
            }
            up();
        }
    }

    /** From the position: down the first turn whose counts differ, to the first position whose turns differ. */
    private Difference walk(int depth) throws GtpException {
        while (true) {
            Set<String> engineSays = engineTurns();
            Set<String> rulesSay = rulesTurns();
            if (!engineSays.equals(rulesSay) || engineEnded() != (rulesAt == path.size() && rules.ended()) || depth == 0) {
                return difference(engineSays, rulesSay);
            }
            String next = null;
            for (String w : rulesSay) {
                if (!down(turn(w))) {
                    // Listed (or, for a pass, taken as allowed) but refused when played: the turns differ here.
                    Set<String> played = new LinkedHashSet<>(engineSays);
                    played.remove(w);
                    return difference(played, rulesSay);
                }
                long[] e = new long[depth];
                long[] eEnded = new long[depth];
                boolean over = engineEnded();
                if (!over) {
                    count(depth - 1, 0, e, eEnded);
                }
                Perft.Counts r = depth == 1 ? null : Perft.fast(rules, depth - 1);
                boolean differs = over != rules.ended()
                        || r != null && (!Arrays.equals(Arrays.copyOf(e, depth - 1), r.turns())
                        || !Arrays.equals(Arrays.copyOf(eEnded, depth - 1), r.ended()));
                if (differs) {
                    next = w;
                    break;
                }
                up();
            }
            if (next == null) {
                // Every turn's subtree agrees, and the turns too: the difference was in the end of a turn at this depth.
                return difference(engineSays, rulesSay);
            }
            depth--;
        }
    }

    private Difference difference(Set<String> engineSays, Set<String> rulesSay) {
        List<String> allowed = new ArrayList<>();
        for (String w : engineSays) {
            if (!rulesSay.contains(w)) {
                allowed.add(w + reason(w));
            }
        }
        List<String> refused = new ArrayList<>();
        for (String w : rulesSay) {
            if (!engineSays.contains(w)) {
                refused.add(w);
            }
        }
        List<Turn> history = new ArrayList<>(base);
        history.addAll(path);
        Colouring now = rulesAt == path.size() ? rules.colouring() : null;
        boolean rulesEnded = rulesAt == path.size() && rules.ended();
        boolean engineEnded;
        try {
            engineEnded = engineEnded();
        } catch (GtpException e) {
            engineEnded = false;
        }
        String endedNote = engineEnded == rulesEnded ? ""
                : engineEnded ? "the engine says the game has ended (gogui-rules_final_result: " + lastResult + "); the rules do not"
                : rulesEnded ? "the rules say " + rules.end().map(e -> e.how().replaceFirst(", TT-V\\d+\\)$", ")") + " (" + e.clause(options.ruleset()) + ")")
                        .orElse("the game has ended") + "; the engine does not"
                : "";
        return new Difference(history, now, toMoveOnEngine(), allowed, refused, endedNote);
    }

    /** Why the rules refuse a turn the engine allows: the clause and its sentence, from the rules' verdict. */
    private String reason(String w) {
        if (rulesAt < path.size()) {
            return "";
        }
        if (rules.ended()) {
            return ""; // the difference's note says how the game ended
        }
        if (!onGrid(w)) {
            return " (not a point of the " + position.grid() + " grid)";
        }
        Game g = Fast.ENGINE.start(position.setup(options.ruleset())).after(base).after(path);
        Verdict v = g.judge(turn(w));
        return v instanceof Verdict.Refused r ? " (" + r.clause() + ": " + r.reason() + ")" : "";
    }
}
