package org.logicalgo.gtp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

import org.logicalgo.display.Diagram;
import org.logicalgo.rules.BadValue;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rulesets.Rulesets;

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
 *     ({@code french}, {@code tromp-taylor+ko=situational}, {@code tromp-taylor ko=situational}) and clears the
 *     board, its size and komi kept; without arguments it answers the ruleset's name. So one process serves
 *     every ruleset of a conformance run. The registry ({@code rulesets.Rulesets}) reads and writes the names,
 *     as it does for every other edge.</li>
 * </ul>
 *
 * <p>This class reads the command lines and holds the command table; the game and the commands that
 * play it are {@link GtpGame}'s, the set-up and SGF commands {@link SetupCommands}', the rules
 * commands {@link RulesCommands}', and the arguments are read by {@link GtpArgs}.
 */
public final class GtpEngine {

    /** The commands, in the order {@code list_commands} gives them. */
    public static final List<String> COMMANDS = List.of(
            "protocol_version", "name", "version", "known_command", "list_commands", "quit",
            "boardsize", "rectangular_boardsize", "clear_board", "komi", "set_handicap", "set_free_handicap", "play", "genmove",
            "undo", "final_score", "final_status_list", "showboard", "is_legal", "list_stones",
            "loadsgf", "printsgf", "logicalgo-judge", "logicalgo-agree", "logicalgo-rules", "gogui-setup", "gogui-setup_player", "gogui-rules_game_id", "gogui-rules_board_size", "gogui-rules_legal_moves",
            "gogui-rules_side_to_move", "gogui-rules_final_result", "gogui-rules_board");

    private final Engine engine;
    private final EngineProfile profile;
    private final GtpGame game;
    private final SetupCommands setups;
    private final RulesCommands rules;
    /** Where a profile that shows its board on stderr writes it. */
    private PrintStream err = System.err;
    private boolean quit;

    public GtpEngine(Engine engine, Ruleset rules, long seed) {
        this(engine, rules, seed, EngineProfile.FULL);
    }

    public GtpEngine(Engine engine, Ruleset rules, long seed, EngineProfile profile) {
        this(engine, rules, seed, profile, false);
    }

    /** An engine whose ruleset {@code logicalgo-rules} sets when {@code setsRules}. */
    public GtpEngine(Engine engine, Ruleset rules, long seed, EngineProfile profile, boolean setsRules) {
        this.profile = profile;
        this.engine = engine;
        this.game = new GtpGame(engine, rules, profile, seed);
        this.setups = new SetupCommands(game);
        this.rules = new RulesCommands(game, setsRules);
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
        } catch (BadValue e) {
            // A value the rules do not take, wherever it was found: a game past what the engine keeps, say.
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

    /** The command table: each command answered by the part of the engine whose job it is. */
    private String execute(String command, List<String> args) throws GtpError {
        if (!offers(command)) {
            throw new GtpError("unknown command");
        }
        switch (command) {
            case "protocol_version": return "2";
            case "name": return "logical-go";
            case "version": return "0.1.0 (" + Rulesets.name(game.setup().rules()) + ", " + engine.name() + ")";
            case "known_command": return Boolean.toString(args.size() == 1 && commands().contains(args.get(0).toLowerCase(Locale.ROOT)));
            case "list_commands": return String.join("\n", commands());
            case "quit": quit = true; return "";
            case "boardsize": return game.boardsize(args, 1);
            case "rectangular_boardsize": return game.boardsize(args, 2);
            case "clear_board": return game.clearBoard();
            case "komi": return game.komi(args);
            case "set_handicap": return game.handicap(args);
            case "set_free_handicap": return game.freeHandicap(args);
            case "play": return game.play(args);
            case "genmove": return game.genmove(args);
            case "undo": return game.undo();
            case "final_score": return game.now().score().result();
            case "final_status_list": return game.statusList(args);
            case "showboard": return showboard();
            case "is_legal": return game.judge(args).accepted() ? "1" : "0";
            case "loadsgf": return setups.loadsgf(args, err);
            case "printsgf": return setups.printsgf(args);
            case "logicalgo-judge": return game.judge(args).toString();
            case "logicalgo-agree": return game.agree(args);
            case "logicalgo-rules": return rules.setRules(args);
            case "gogui-setup": return setups.setupStones(args);
            case "gogui-setup_player": return setups.setupPlayer(args);
            case "list_stones": return game.stones(GtpArgs.colour(args, 0));
            case "gogui-rules_game_id": return "Go";
            case "gogui-rules_board_size": return rules.boardSize();
            case "gogui-rules_legal_moves": return rules.legalMoves();
            case "gogui-rules_side_to_move": return rules.sideToMove();
            case "gogui-rules_final_result": return rules.finalResult();
            case "gogui-rules_board": return rules.board();
            default: throw new GtpError("unknown command");
        }
    }

    /** The commands this engine offers under its profile. */
    private List<String> commands() {
        return COMMANDS.stream().filter(this::offers).toList();
    }

    private boolean offers(String command) {
        return profile.offers(command) && (rules.setsRules() || !command.equals("logicalgo-rules"));
    }

    private String showboard() {
        String board = Diagram.draw(game.now().colouring()).stripTrailing();
        if (!profile.stderrBoard()) {
            return "\n" + board;
        }
        err.println(game.now().toMove().word() + " to move");
        err.println(board);
        err.flush();
        return "";
    }

    /** The score now, for tests and tools. */
    public Score score() {
        return game.now().score();
    }

    public boolean quitRequested() {
        return quit;
    }
}
