package org.logicalgo.gtp;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

/**
 * The game a GTP engine holds, and the commands that play it: its setup (ruleset, grid, komi,
 * start, handicap) and the turns played on it, each refereed by the rules of an {@link Engine}.
 */
final class GtpGame {

    private final Engine engine;
    private final EngineProfile profile;
    private final Random random;
    private Setup setup;
    /**
     * The game so far: its start, and each turn with the game it made. Null when no turn has been
     * played since the setup last changed: a controller sets the size, clears the board and gives
     * komi before each game, and the game is started once, when first asked.
     */
    private GameHistory history;

    GtpGame(Engine engine, Ruleset rules, EngineProfile profile, long seed) {
        this.engine = engine;
        this.profile = profile;
        this.random = new Random(seed);
        this.setup = Setup.of(rules, new Grid(19, 19));
    }

    Engine engine() {
        return engine;
    }

    Setup setup() {
        return setup;
    }

    Game now() {
        return history().now();
    }

    GameHistory history() {
        if (history == null) {
            history = new GameHistory(engine.start(setup));
        }
        return history;
    }

    /** A new setup and its game so far (loadsgf, a starting colouring). */
    void restart(Setup newSetup, GameHistory played) {
        setup = newSetup;
        history = played;
    }

    private void newGame() {
        history = null;
    }

    /** A new ruleset and an empty grid, the size and komi kept. */
    void rules(Ruleset rules) {
        setup = cleared(rules);
        newGame();
    }

    String boardsize(List<String> args, int count) throws GtpError {
        if (args.size() != count) {
            throw new GtpError("syntax error");
        }
        int width = GtpArgs.gtpInt(args.get(0));
        int height = count == 2 ? GtpArgs.gtpInt(args.get(1)) : width;
        if (!profile.takes(width, height)) {
            throw new GtpError("unacceptable size");
        }
        try {
            setup = new Setup(setup.rules(), Colouring.empty(new Grid(width, height)), Colour.BLACK, setup.komi(), 0);
        } catch (IllegalArgumentException e) {
            throw new GtpError("unacceptable size");
        }
        newGame();
        return "";
    }

    /** An empty grid of the same size, Black to move, no handicap; komi stays. */
    String clearBoard() {
        setup = cleared(setup.rules());
        newGame();
        return "";
    }

    /** What {@code clear_board} makes, under {@code rules}. */
    private Setup cleared(Ruleset rules) {
        return new Setup(rules, Colouring.empty(setup.grid()), Colour.BLACK, setup.komi(), 0);
    }

    String komi(List<String> args) throws GtpError {
        if (args.size() != 1) {
            throw new GtpError("syntax error");
        }
        // GTP v2: komi takes a float. A decimal number, or a word for one that is not finite,
        // is a float this engine may refuse for the reason that applies (TT-R9); anything else is not a float.
        String text = args.get(0);
        double k;
        if (text.matches("[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?")) {
            k = Double.parseDouble(text);
        } else if (text.matches("(?i)[+-]?(nan|inf|infinity)")) {
            k = Double.NaN;
        } else {
            throw new GtpError("syntax error");
        }
        if (!Setup.komiAllowed(k)) {
            throw new GtpError(Setup.KOMI_RULE);
        }
        setup = setup.withKomi(k);
        // Komi counts only at the end: the game so far is kept, replayed on the new setup.
        replayOnto(setup);
        return "";
    }

    String handicap(List<String> args) throws GtpError {
        if (args.size() != 1) {
            throw new GtpError("syntax error");
        }
        if (now().turnNumber() > 0) {
            throw new GtpError("board not empty");
        }
        int stones = GtpArgs.gtpInt(args.get(0));
        try {
            setup = setup.withHandicap(stones);
        } catch (IllegalArgumentException e) {
            throw new GtpError("invalid number of stones");
        }
        newGame();
        return "";
    }

    /**
     * GTP's {@code set_free_handicap V1 ... Vn} (n of at least 2, on an empty board): a handicap of n,
     * its stones played as Black's first turns (TT-C5; under NZ-13 White's passes come between them,
     * as the rules say whose turn it is), so White's bonus for them (TT-V2, FR-14) is counted. A
     * refused list leaves the board as it was.
     */
    String freeHandicap(List<String> args) throws GtpError {
        if (now().turnNumber() > 0 || !setup.start().equals(org.logicalgo.rules.Colouring.empty(setup.grid()))) {
            throw new GtpError("board not empty");
        }
        if (args.size() < 2 || args.size() >= setup.grid().area()) {
            throw new GtpError("bad vertex list");
        }
        List<Turn> stones = new java.util.ArrayList<>();
        for (String vertex : args) {
            stones.add(GtpArgs.move(List.of("black", vertex)));
        }
        Setup before = setup;
        try {
            setup = setup.withHandicap(stones.size());
            newGame();
            for (Turn stone : stones) {
                if (now().toMove() == org.logicalgo.rules.Colour.WHITE) {
                    refereed(new Turn.Pass(org.logicalgo.rules.Colour.WHITE));
                }
                refereed(stone);
            }
        } catch (GtpError | IllegalArgumentException e) {
            setup = before;
            newGame();
            throw new GtpError("bad vertex list");
        }
        return "";
    }

    /** Replays the turns played so far onto a new setup (only komi changes, so each stays legal). */
    private void replayOnto(Setup newSetup) {
        if (history == null) {
            return;
        }
        GameHistory replayed = new GameHistory(engine.start(newSetup));
        for (Turn t : history.turns()) {
            replayed.play(t);
        }
        history = replayed;
    }

    String play(List<String> args) throws GtpError {
        return refereed(GtpArgs.move(args));
    }

    /** The rules' verdict on a move, not played. */
    Verdict judge(List<String> args) throws GtpError {
        return now().judge(GtpArgs.move(args));
    }

    /** Plays a turn the rules accept; answers a refused one with its reason and clause. */
    private String refereed(Turn turn) throws GtpError {
        Verdict v = now().judge(turn);
        if (v instanceof Verdict.Refused r) {
            throw new GtpError("illegal move: " + r);
        }
        history().play(turn);
        return "";
    }

    String genmove(List<String> args) throws GtpError {
        if (args.size() != 1) {
            throw new GtpError("syntax error");
        }
        Colour c = GtpArgs.colour(args, 0);
        if (now().ended()) {
            throw new GtpError("the game has ended [TT-R8]");
        }
        if (c != now().toMove()) {
            throw new GtpError("it is " + now().toMove().word() + "'s turn [TT-5]");
        }
        List<Turn> candidates = new ArrayList<>();
        for (Turn t : now().legalTurns()) {
            if (t instanceof Turn.Play play && !ownEye(play.point(), c)) {
                candidates.add(t);
            }
        }
        Turn chosen = candidates.isEmpty() ? new Turn.Pass(c) : candidates.get(random.nextInt(candidates.size()));
        history().play(chosen);
        return chosen instanceof Turn.Play play ? play.point().name() : "pass";
    }

    private boolean ownEye(Point p, Colour c) {
        for (Point n : setup.grid().neighbours(p)) {
            if (now().colouring().colour(n) != c) {
                return false;
            }
        }
        return true;
    }

    String agree(List<String> args) throws GtpError {
        Set<Point> emptied = new HashSet<>();
        for (String vertex : args) {
            try {
                emptied.add(Point.parse(vertex, setup.grid()));
            } catch (IllegalArgumentException e) {
                throw new GtpError("syntax error");
            }
        }
        return refereed(new Turn.Agreement(emptied));
    }

    String undo() throws GtpError {
        if (!history().undo()) {
            throw new GtpError("cannot undo");
        }
        return "";
    }

    String statusList(List<String> args) throws GtpError {
        if (args.size() != 1) {
            throw new GtpError("syntax error");
        }
        return switch (args.get(0).toLowerCase(Locale.ROOT)) {
            case "alive" -> {
                List<Point> all = new ArrayList<>(now().counted().pointsOf(Colour.BLACK));
                all.addAll(now().counted().pointsOf(Colour.WHITE));
                yield all.stream().map(Point::name).collect(Collectors.joining(" "));
            }
            // The stones on the grid the count leaves out: none under TT-9.
            case "dead" -> {
                Colouring on = now().colouring();
                Colouring counted = now().counted();
                yield on.grid().points().stream().filter(p -> on.colour(p) != Colour.EMPTY && counted.colour(p) == Colour.EMPTY)
                        .map(Point::name).collect(Collectors.joining(" "));
            }
            case "seki" -> "";
            default -> throw new GtpError("syntax error");
        };
    }

    String stones(Colour c) {
        return now().colouring().pointsOf(c).stream().map(Point::name).collect(Collectors.joining(" "));
    }
}
