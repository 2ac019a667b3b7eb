package org.logicalgo.gtp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Collectors;

import org.logicalgo.display.Diagram;
import org.logicalgo.io.OutputFile;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Refusal;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;
import org.logicalgo.sgf.GameRecord;
import org.logicalgo.sgf.GameRecords;
import org.logicalgo.sgf.SgfWriter;

/**
 * A GTP v2 engine that referees by the rules of an {@link Engine}: every {@code play} is judged, and
 * an illegal one is answered {@code ? illegal move: <reason> [<clause>]}.
 *
 * <p>Decisions where GTP leaves room:
 * <ul>
 * <li>Rectangular grids: {@code rectangular_boardsize W H} (as KataGo names it); {@code boardsize N}
 *     is the square N x N. Sizes are 1 to 25 (TT-R9).</li>
 * <li>Turn order is the rules' (TT-5, TT-R11): {@code play} by the colour not to move is an illegal
 *     move, not an implicit pass, because a pass can end the game (TT-8) and a referee must not
 *     invent turns. Handicap stones are Black's first moves: {@code set_handicap N} before the first
 *     move gives Black N consecutive turns (TT-C5); GTP's {@code set_free_handicap V1 ... Vn} plays them.</li>
 * <li>{@code final_score} counts the colouring as it stands (TT-9, TT-R6); {@code final_status_list
 *     dead} is always empty and {@code alive} lists every stone, since the logical rules remove no
 *     stone at the end.</li>
 * <li>A starting colouring (TT-R7) is given before the first turn with GoGui's {@code gogui-setup b A1 w
 *     B2 ...} and {@code gogui-setup_player w}; it is refused when a string in it lacks a liberty.</li>
 * <li>The comment-8 agreement (TT-C8) is {@code logicalgo-agree C3 D4 ...}, under {@code --ending agreement}.</li>
 * <li>{@code loadsgf FILE [N]} (as GNU Go): the first game of the file, its setup, KM when it has one, and its
 *     main line up to but not including move N (all of it without N), each move refereed; the answer is
 *     the colour to move. {@code printsgf [FILE]} gives the game so far as FF[4] SGF, or writes it to a new file (an existing
 *     file is refused, never overwritten).</li>
 * <li>{@code genmove} picks uniformly among the legal moves that do not fill one of the mover's own
 *     one-point eyes, and passes when there is none.</li>
 * <li>{@code logicalgo-rules NAME [KNOB=VALUE ...]} sets the ruleset as the command line names it
 *     ({@code french}, {@code tromp-taylor ko=situational}) and clears the board, its size and komi kept;
 *     without arguments it answers the ruleset's name. So one process serves every ruleset of a
 *     conformance run. The names are read by the {@link RulesetReader} the engine is given.</li>
 * </ul>
 */
public final class GtpEngine {

    /** The commands, in the order {@code list_commands} gives them. */
    public static final List<String> COMMANDS = List.of(
            "protocol_version", "name", "version", "known_command", "list_commands", "quit",
            "boardsize", "rectangular_boardsize", "clear_board", "komi", "set_handicap", "set_free_handicap", "play", "genmove",
            "undo", "final_score", "final_status_list", "showboard", "is_legal", "list_stones",
            "loadsgf", "printsgf", "logicalgo-judge", "logicalgo-agree", "logicalgo-rules", "gogui-setup", "gogui-setup_player", "gogui-rules_game_id", "gogui-rules_board_size", "gogui-rules_legal_moves",
            "gogui-rules_side_to_move", "gogui-rules_final_result", "gogui-rules_board");

    /**
     * Reads a ruleset as the command line names it: a preset, then knobs that change one setting
     * each ({@code ko=situational}). The names belong to the command line and the suite, which hand
     * their reader to the engine.
     */
    @FunctionalInterface
    public interface RulesetReader {

        /**
         * @throws IllegalArgumentException in one line, naming what is not a preset or a knob
         */
        Ruleset read(String preset, List<String> knobs);
    }

    private final Engine engine;
    private final Random random;
    private final EngineProfile profile;
    /** Null: the engine keeps the ruleset it was started with ({@code logicalgo-rules} is not offered). */
    private final RulesetReader rulesets;
    /** Where a profile that shows its board on stderr writes it. */
    private PrintStream err = System.err;
    private Setup setup;
    /**
     * The game so far: its start, and each turn with the game it made. Null when no turn has been
     * played since the setup last changed: a controller sets the size, clears the board and gives
     * komi before each game, and the game is started once, when first asked.
     */
    private GameHistory history;
    private boolean quit;

    public GtpEngine(Engine engine, Ruleset rules, long seed) {
        this(engine, rules, seed, EngineProfile.FULL);
    }

    public GtpEngine(Engine engine, Ruleset rules, long seed, EngineProfile profile) {
        this(engine, rules, seed, profile, null);
    }

    /** An engine whose ruleset {@code logicalgo-rules} sets, its names read by {@code rulesets}. */
    public GtpEngine(Engine engine, Ruleset rules, long seed, EngineProfile profile, RulesetReader rulesets) {
        this.profile = profile;
        this.engine = engine;
        this.rulesets = rulesets;
        this.random = new Random(seed);
        this.setup = Setup.of(rules, new Grid(19, 19));
        newGame();
    }

    /** Answers commands from {@code in} on {@code out} until {@code quit} or the end of input. */
    public void run(BufferedReader in, PrintStream out) throws IOException {
        run(in, out, System.err);
    }

    /** As {@link #run(BufferedReader, PrintStream)}, with the stream a stderr-board profile draws on. */
    public void run(BufferedReader in, PrintStream out, PrintStream err) throws IOException {
        this.err = err;
        StringBuilder line = new StringBuilder();
        while (!quit) {
            int length = readLine(in, line);
            if (length < 0) {
                return;
            }
            // A long line whose kept part holds a '#' is a command (or none) and a comment: answered as usual.
            String response = length > MAX_LINE && line.indexOf("#") < 0 ? tooLong(line.toString()) : respond(line.toString());
            if (response != null) {
                out.print(response);
                out.flush();
            }
        }
    }

    /** The answer to a line longer than {@link #MAX_LINE}: refused, with its id when it starts with one. */
    private static String tooLong(String start) {
        String[] words = preprocess(start).trim().split(" +", 2);
        String id = !words[0].isEmpty() && words[0].chars().allMatch(ch -> ch >= '0' && ch <= '9') ? words[0] : "";
        return "?" + id + " command too long (more than " + MAX_LINE + " characters)\n\n";
    }

    /** The longest command line answered; a longer one is read to its end and refused, never kept whole. */
    public static final int MAX_LINE = 1 << 20;

    /**
     * Reads one line ended by LF alone (GTP v2 section 3.1: a CR is removed, it does not end a
     * line, unlike {@link BufferedReader#readLine()}). Keeps at most {@link #MAX_LINE} + 1
     * characters of it in {@code line}.
     *
     * @return the line's length (more than {@link #MAX_LINE} when too long), or -1 at the end of input with nothing read
     */
    static int readLine(java.io.Reader in, StringBuilder line) throws IOException {
        line.setLength(0);
        int length = 0;
        int c;
        while ((c = in.read()) != -1 && c != '\n') {
            length = length == Integer.MAX_VALUE ? length : length + 1;
            if (line.length() <= MAX_LINE) {
                line.append((char) c);
            }
        }
        return c == -1 && length == 0 ? -1 : length;
    }

    /** The full response to one line (ending with the blank line), or null when the line holds no command. */
    public String respond(String rawLine) {
        String line = preprocess(rawLine);
        if (line.isBlank()) {
            return null;
        }
        String[] words = line.trim().split(" +");
        String id = "";
        int at = 0;
        if (words[0].chars().allMatch(c -> c >= '0' && c <= '9')) { // an id is ASCII digits, not any Unicode digit
            id = words[0];
            at = 1;
            if (words.length == 1) {
                return "?" + id + " missing command\n\n";
            }
        }
        String command = words[at].toLowerCase(Locale.ROOT);
        List<String> args = List.of(words).subList(at + 1, words.length);
        try {
            return "=" + id + " " + execute(command, args) + "\n\n";
        } catch (GtpError e) {
            return "?" + id + " " + e.getMessage() + "\n\n";
        } catch (RuntimeException | StackOverflowError e) {
            // A fault of ours, not of the controller: still one answer, so that the stream stays in step.
            // GtpFuzzTest fails on any such answer.
            return "?" + id + " internal error: " + String.valueOf(e).replace('\n', ' ') + "\n\n";
        }
    }

    /** GTP v2 section 3.1: drop control characters but tab and newline, tabs become spaces, '#' starts a comment. */
    static String preprocess(String line) {
        StringBuilder kept = new StringBuilder(line.length());
        for (char c : line.toCharArray()) {
            if (c == '#') {
                break;
            }
            if (c == '\t') {
                kept.append(' ');
            } else if (c >= 32 && c != 127) {
                kept.append(c);
            }
        }
        return kept.toString();
    }

    private static final class GtpError extends Exception {
        GtpError(String message) {
            super(message);
        }
    }

    private Game game() {
        return history().now();
    }

    private GameHistory history() {
        if (history == null) {
            history = new GameHistory(engine.start(setup));
        }
        return history;
    }

    private void newGame() {
        history = null;
    }

    private String execute(String command, List<String> args) throws GtpError {
        if (!offers(command)) {
            throw new GtpError("unknown command");
        }
        switch (command) {
            case "protocol_version": return "2";
            case "name": return "logical-go";
            case "version": return "0.1.0 (" + setup.rules().name() + ", " + engine.name() + ")";
            case "known_command": return Boolean.toString(args.size() == 1 && commands().contains(args.get(0).toLowerCase(Locale.ROOT)));
            case "list_commands": return String.join("\n", commands());
            case "quit": quit = true; return "";
            case "boardsize": return boardsize(args, 1);
            case "rectangular_boardsize": return boardsize(args, 2);
            case "clear_board": return clearBoard();
            case "komi": return komi(args);
            case "set_handicap": return handicap(args);
            case "set_free_handicap": return freeHandicap(args);
            case "play": return play(args);
            case "genmove": return genmove(args);
            case "undo": return undo();
            case "final_score": return game().score().result();
            case "final_status_list": return statusList(args);
            case "showboard": return showboard();
            case "is_legal": return game().judge(move(args)).accepted() ? "1" : "0";
            case "loadsgf": return loadsgf(args);
            case "printsgf": return printsgf(args);
            case "logicalgo-judge": return game().judge(move(args)).toString();
            case "logicalgo-agree": return agree(args);
            case "logicalgo-rules": return setRules(args);
            case "gogui-setup": return setupStones(args);
            case "gogui-setup_player": return setupPlayer(args);
            case "list_stones": return stones(colour(args, 0));
            case "gogui-rules_game_id": return "Go";
            case "gogui-rules_board_size": return Integer.toString(setup.grid().width());
            case "gogui-rules_legal_moves": return legalMoves();
            case "gogui-rules_side_to_move": return game().toMove().word().toLowerCase(Locale.ROOT);
            case "gogui-rules_final_result": return game().ended() ? game().score().result() : "unknown";
            case "gogui-rules_board": return String.join("\n", game().colouring().rows());
            default: throw new GtpError("unknown command");
        }
    }

    /** The commands this engine offers under its profile. */
    private List<String> commands() {
        return COMMANDS.stream().filter(this::offers).toList();
    }

    private boolean offers(String command) {
        return profile.offers(command) && (rulesets != null || !command.equals("logicalgo-rules"));
    }

    /** A new ruleset and an empty grid, the size and komi kept; without arguments, the ruleset's name. */
    private String setRules(List<String> args) throws GtpError {
        if (args.isEmpty()) {
            return setup.rules().name();
        }
        Ruleset rules;
        try {
            rules = rulesets.read(args.get(0), args.subList(1, args.size()));
        } catch (IllegalArgumentException e) {
            throw new GtpError(e.getMessage());
        }
        setup = cleared(rules);
        newGame();
        return "";
    }

    private String showboard() {
        String board = Diagram.draw(game().colouring()).stripTrailing();
        if (!profile.stderrBoard()) {
            return "\n" + board;
        }
        err.println(game().toMove().word() + " to move");
        err.println(board);
        err.flush();
        return "";
    }

    private String boardsize(List<String> args, int count) throws GtpError {
        if (args.size() != count) {
            throw new GtpError("syntax error");
        }
        int width;
        int height;
        width = gtpInt(args.get(0));
        height = count == 2 ? gtpInt(args.get(1)) : width;
        if (!profile.takes(width, height)) {
            throw new GtpError("unacceptable size");
        }
        try {
            setup = new Setup(setup.rules(), org.logicalgo.rules.Colouring.empty(new Grid(width, height)), Colour.BLACK,
                    setup.komi(), 0);
        } catch (IllegalArgumentException e) {
            throw new GtpError("unacceptable size");
        }
        newGame();
        return "";
    }

    /** An empty grid of the same size, Black to move, no handicap; komi stays. */
    private String clearBoard() {
        setup = cleared(setup.rules());
        newGame();
        return "";
    }

    /** What {@code clear_board} makes, under {@code rules}. */
    private Setup cleared(Ruleset rules) {
        return new Setup(rules, org.logicalgo.rules.Colouring.empty(setup.grid()), Colour.BLACK, setup.komi(), 0);
    }

    /**
     * A GTP int: ASCII digits (not any Unicode digit, as {@link Integer#parseInt} takes), else a
     * syntax error; a number too large for an int is kept as the largest one, so that the command
     * gives the reason that applies to it ("unacceptable size"), not "syntax error".
     */
    private static int gtpInt(String text) throws GtpError {
        if (!text.matches("[+-]?[0-9]+")) {
            throw new GtpError("syntax error");
        }
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return text.startsWith("-") ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        }
    }

    private String komi(List<String> args) throws GtpError {
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

    private String handicap(List<String> args) throws GtpError {
        if (args.size() != 1) {
            throw new GtpError("syntax error");
        }
        if (game().turnNumber() > 0) {
            throw new GtpError("board not empty");
        }
        int stones = gtpInt(args.get(0));
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
     * as the rules say whose turn it is), so White's bonus for them (TT-V2, FR-14) is counted.
     */
    private String freeHandicap(List<String> args) throws GtpError {
        if (game().turnNumber() > 0 || !setup.start().equals(org.logicalgo.rules.Colouring.empty(setup.grid()))) {
            throw new GtpError("board not empty");
        }
        if (args.size() < 2 || args.size() >= setup.grid().area()) {
            throw new GtpError("bad vertex list");
        }
        List<Turn> stones = new ArrayList<>();
        for (String vertex : args) {
            stones.add(move(List.of("black", vertex)));
        }
        Setup before = setup;
        try {
            setup = setup.withHandicap(stones.size());
            newGame();
            for (Turn stone : stones) {
                if (game().toMove() == Colour.WHITE) {
                    refereed(new Turn.Pass(Colour.WHITE));
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

    private Colour colour(List<String> args, int at) throws GtpError {
        if (args.size() <= at) {
            throw new GtpError("syntax error");
        }
        try {
            return Colour.ofPlayer(args.get(at));
        } catch (IllegalArgumentException e) {
            throw new GtpError("syntax error");
        }
    }

    private Turn move(List<String> args) throws GtpError {
        if (args.size() != 2) {
            throw new GtpError("syntax error");
        }
        Colour c = colour(args, 0);
        String vertex = args.get(1);
        if (vertex.equalsIgnoreCase("pass")) {
            return new Turn.Pass(c);
        }
        // A well-formed vertex is a move, on the grid or off it: whether the grid has the point is the
        // rules' to say (TT-1, rules.Check.ON_GRID), with the rest of the verdict. Anything else is a syntax error.
        if (!vertex.matches("(?i)[a-hj-z][0-9]{1,2}")) {
            throw new GtpError("syntax error");
        }
        try {
            return new Turn.Play(c, Point.named(vertex));
        } catch (IllegalArgumentException e) {
            throw new GtpError("syntax error");
        }
    }

    private String play(List<String> args) throws GtpError {
        return refereed(move(args));
    }

    /** Plays a turn the rules accept; answers a refused one with its reason and clause. */
    private String refereed(Turn turn) throws GtpError {
        Verdict v = game().judge(turn);
        if (v instanceof Verdict.Refused r) {
            throw new GtpError("illegal move: " + r);
        }
        history().play(turn);
        return "";
    }

    private String genmove(List<String> args) throws GtpError {
        if (args.size() != 1) {
            throw new GtpError("syntax error");
        }
        Colour c = colour(args, 0);
        if (game().ended()) {
            throw new GtpError("the game has ended [TT-R8]");
        }
        if (c != game().toMove()) {
            throw new GtpError("it is " + game().toMove().word() + "'s turn [TT-5]");
        }
        List<Turn> candidates = new ArrayList<>();
        for (Turn t : game().legalTurns()) {
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
            if (game().colouring().colour(n) != c) {
                return false;
            }
        }
        return true;
    }

    private String agree(List<String> args) throws GtpError {
        java.util.Set<Point> emptied = new java.util.HashSet<>();
        for (String vertex : args) {
            try {
                emptied.add(Point.parse(vertex, setup.grid()));
            } catch (IllegalArgumentException e) {
                throw new GtpError("syntax error");
            }
        }
        return refereed(new Turn.Agreement(emptied));
    }

    /** The first game of an SGF file, its moves before move {@code N} refereed; nothing changes if one is refused. */
    private String loadsgf(List<String> args) throws GtpError {
        if (args.isEmpty() || args.size() > 2) {
            throw new GtpError("syntax error");
        }
        GameRecord record;
        try {
            // Through the one way in: a FIFO, a device or /dev/stdin (our own command stream) is refused, not read.
            byte[] bytes = org.logicalgo.io.InputFile.of(Path.of(args.get(0))).bytes();
            // The first game's main line, read as a stream: the rest of the file is walked for its grammar only.
            GameRecords.Games games = GameRecords.games(bytes, 1, warning -> err.println("loadsgf " + args.get(0) + ": " + warning));
            GameRecords.Read first = games.next().orElseThrow();
            while (games.skip()) {
                // the other games: their grammar, as the whole file was parsed before
            }
            if (first.error().isPresent()) {
                throw new IllegalArgumentException(first.error().get());
            }
            record = first.record().orElseThrow();
        } catch (org.logicalgo.io.InputFileException e) {
            // GNU Go's words for a missing file; what else kept it out, after them.
            throw new GtpError("cannot open '" + args.get(0) + "'"
                    + (e.kind() == org.logicalgo.io.InputFileException.Kind.MISSING ? "" : ": " + e.reason()));
        } catch (InvalidPathException e) {
            throw new GtpError("cannot open '" + args.get(0) + "'");
        } catch (IllegalArgumentException e) {
            throw new GtpError("cannot read '" + args.get(0) + "': " + e.getMessage());
        }
        int upTo = record.moves().size();
        if (args.size() == 2) {
            try {
                upTo = Math.min(upTo, Integer.parseInt(args.get(1)) - 1);
            } catch (NumberFormatException e) {
                throw new GtpError("syntax error");
            }
            if (upTo < 0) {
                throw new GtpError("syntax error");
            }
        }
        Setup candidate;
        Game g;
        try {
            candidate = record.setup(setup.rules());
            if (record.komi().isEmpty()) {
                candidate = candidate.withKomi(setup.komi());
            }
            g = engine.start(candidate);
        } catch (IllegalArgumentException e) {
            throw new GtpError("cannot read '" + args.get(0) + "': " + e.getMessage());
        }
        Deque<Game> games = new ArrayDeque<>(List.of(g));
        Deque<Turn> played = new ArrayDeque<>();
        // The main line up to move N, stopping at the first refused move, which leaves the game as it was.
        for (org.logicalgo.rules.Replay.Step<GameRecord.Move> step : org.logicalgo.rules.Replay.of(g, record.moves().subList(0, upTo),
                GameRecord.Move.READING, org.logicalgo.rules.Replay.AfterRefusal.STOPS)) {
            if (step.refused().isPresent()) {
                GameRecord.Move m = step.offered();
                throw new GtpError("illegal move at move " + m.number() + " (" + m.text() + "): " + step.refused().get());
            }
            games.push(step.after());
            played.push(step.turn().orElseThrow());
        }
        setup = candidate;
        history = GameHistory.of(games, played);
        return game().toMove().word().toLowerCase(Locale.ROOT);
    }

    /** The game so far as an FF[4] record; its result in RE once it has ended (TT-8, TT-10). */
    private String printsgf(List<String> args) throws GtpError {
        String text;
        try {
            text = SgfWriter.write(GameRecord.of(setup, history().turns(),
                    game().ended() ? java.util.Optional.of(game().score().result()) : java.util.Optional.empty()).toSgf());
        } catch (IllegalArgumentException e) {
            throw new GtpError(e.getMessage());
        }
        if (args.isEmpty()) {
            return "\n" + text.strip();
        }
        // Never over an existing file: GTP has no --force, and a controller's typo must not cost a record.
        Path file;
        try {
            file = Path.of(args.get(0));
        } catch (InvalidPathException e) {
            throw new GtpError("cannot write '" + args.get(0) + "': not a file name");
        }
        try {
            OutputFile.write(file, text, false);
        } catch (OutputFile.Failure e) {
            throw new GtpError("cannot write '" + args.get(0) + "': " + e.why() + (e.exists() ? ", not overwritten" : ""));
        }
        return "";
    }

    /** TT-R7: stones placed before the first turn make the starting colouring. */
    private String setupStones(List<String> args) throws GtpError {
        if (game().turnNumber() > 0) {
            throw new GtpError("board not empty");
        }
        if (args.size() % 2 != 0) {
            throw new GtpError("syntax error");
        }
        org.logicalgo.rules.Colouring start = setup.start();
        for (int i = 0; i < args.size(); i += 2) {
            Colour c = colour(args, i);
            try {
                start = start.with(Point.parse(args.get(i + 1), setup.grid()), c);
            } catch (IllegalArgumentException e) {
                throw new GtpError("syntax error");
            }
        }
        return restart(start, setup.toMove());
    }

    private String setupPlayer(List<String> args) throws GtpError {
        if (game().turnNumber() > 0) {
            throw new GtpError("board not empty");
        }
        return restart(setup.start(), colour(args, 0));
    }

    private String restart(org.logicalgo.rules.Colouring start, Colour toMove) throws GtpError {
        try {
            // The setup itself may refuse (White to move after a handicap, TT-C5), and so may the start (TT-R7).
            Setup candidate = setup.withStart(start, toMove);
            Game g = engine.start(candidate);
            setup = candidate;
            history = new GameHistory(g);
            return "";
        } catch (IllegalArgumentException e) {
            throw new GtpError(e.getMessage());
        }
    }

    private String undo() throws GtpError {
        if (!history().undo()) {
            throw new GtpError("cannot undo");
        }
        return "";
    }

    private String statusList(List<String> args) throws GtpError {
        if (args.size() != 1) {
            throw new GtpError("syntax error");
        }
        return switch (args.get(0).toLowerCase(Locale.ROOT)) {
            case "alive" -> {
                List<Point> all = new ArrayList<>(game().colouring().pointsOf(Colour.BLACK));
                all.addAll(game().colouring().pointsOf(Colour.WHITE));
                yield all.stream().map(Point::name).collect(Collectors.joining(" "));
            }
            case "dead", "seki" -> "";
            default -> throw new GtpError("syntax error");
        };
    }

    private String stones(Colour c) {
        return game().colouring().pointsOf(c).stream().map(Point::name).collect(Collectors.joining(" "));
    }

    private String legalMoves() {
        return game().legalTurns().stream()
                .map(t -> t instanceof Turn.Play play ? play.point().name() : "pass")
                .collect(Collectors.joining(" "));
    }

    /** The score now, for tests and tools. */
    public Score score() {
        return game().score();
    }

    public boolean quitRequested() {
        return quit;
    }
}
