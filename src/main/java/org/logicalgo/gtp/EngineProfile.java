package org.logicalgo.gtp;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What our GTP engine lets a runner see of it, to stand for engines that offer less: the board
 * sizes it takes, the commands it hides, and whether {@code showboard} goes to standard error. Not
 * a user feature: the conformance suite is run against each profile to show what it can still
 * judge of an engine that offers only so much (conformance/README.md, "What the suite can judge").
 *
 * @param name        the profile's name on the command line
 * @param squareSides the square board sides it takes; empty for every side from 1 to 25, rectangles too
 * @param hidden      commands it does not list and answers as unknown
 * @param stderrBoard whether {@code showboard} writes the board on stderr and answers empty (as Leela Zero)
 */
public record EngineProfile(String name, Set<Integer> squareSides, Set<String> hidden, boolean stderrBoard) {

    /** Every size, every command: our engine as it is. */
    public static final EngineProfile FULL = new EngineProfile("full", Set.of(), Set.of(), false);

    /** As the strong engines that play only 19x19 and show their board only by showboard (Leela Zero). */
    public static final EngineProfile NINETEEN_SHOWBOARD = new EngineProfile("19x19-showboard", Set.of(19),
            Set.of("rectangular_boardsize", "list_stones", "is_legal", "logicalgo-judge", "logicalgo-agree", "logicalgo-rules",
                    "gogui-setup", "gogui-setup_player", "gogui-rules_game_id", "gogui-rules_board_size", "gogui-rules_legal_moves",
                    "gogui-rules_side_to_move", "gogui-rules_final_result", "gogui-rules_board"), true);

    /** Every size, list_stones and final_score, but no refereeing or setup-by-GoGui commands: a typical GTP engine. */
    public static final EngineProfile PLAIN = new EngineProfile("plain", Set.of(),
            Set.of("logicalgo-judge", "logicalgo-agree", "logicalgo-rules", "gogui-setup", "gogui-setup_player", "gogui-rules_game_id",
                    "gogui-rules_board_size", "gogui-rules_legal_moves", "gogui-rules_side_to_move", "gogui-rules_final_result",
                    "gogui-rules_board"), false);

    /** Every size and list_stones, but no final_score and no refereeing commands (a move generator without a scorer). */
    public static final EngineProfile NO_FINAL_SCORE = new EngineProfile("no-final-score", Set.of(),
            Set.of("final_score", "final_status_list", "logicalgo-judge", "logicalgo-agree", "logicalgo-rules", "gogui-setup", "gogui-setup_player",
                    "gogui-rules_game_id", "gogui-rules_board_size", "gogui-rules_legal_moves", "gogui-rules_side_to_move",
                    "gogui-rules_final_result", "gogui-rules_board"), false);

    /**
     * As a learning environment behind GTP (OpenSpiel, PettingZoo, Pgx): square boards, list_stones,
     * the player to move and the result of an ended game (gogui-rules_final_result), but no
     * final_score, no set-up and no legal-move list.
     */
    public static final EngineProfile ENVIRONMENT = new EngineProfile("environment", Set.of(),
            Set.of("final_score", "final_status_list", "rectangular_boardsize", "is_legal", "logicalgo-judge", "logicalgo-agree",
                    "logicalgo-rules", "gogui-setup", "gogui-setup_player", "gogui-rules_game_id", "gogui-rules_board_size",
                    "gogui-rules_legal_moves", "gogui-rules_board"), false);

    public static final List<EngineProfile> ALL = List.of(FULL, PLAIN, NINETEEN_SHOWBOARD, NO_FINAL_SCORE, ENVIRONMENT);

    public EngineProfile {
        squareSides = Set.copyOf(squareSides);
        hidden = Set.copyOf(hidden);
    }

    public static EngineProfile named(String name) {
        for (EngineProfile p : ALL) {
            if (p.name.equals(name.toLowerCase(Locale.ROOT))) {
                return p;
            }
        }
        throw new IllegalArgumentException("no engine profile '" + name + "'; the profiles are "
                + String.join(", ", ALL.stream().map(EngineProfile::name).toList()));
    }

    boolean offers(String command) {
        return !hidden.contains(command);
    }

    /** Whether a board of this size is taken ({@code rectangular_boardsize} is hidden where sides are limited). */
    boolean takes(int width, int height) {
        return squareSides.isEmpty() || (width == height && squareSides.contains(width));
    }
}
