package org.logicalgo.gtp;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.logicalgo.rules.Game;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Turn;

/**
 * The commands that speak of the rules rather than play: the ruleset itself ({@code logicalgo-rules})
 * and GoGui's rules commands ({@code gogui-rules_*}), with which a referee says whose turn it is
 * (TT-5), whether the game has ended (TT-8) and which moves are legal.
 */
final class RulesCommands {

    private final GtpGame game;
    /** Null: the engine keeps the ruleset it was started with ({@code logicalgo-rules} is not offered). */
    private final GtpEngine.RulesetReader rulesets;

    RulesCommands(GtpGame game, GtpEngine.RulesetReader rulesets) {
        this.game = game;
        this.rulesets = rulesets;
    }

    /** Whether {@code logicalgo-rules} is offered. */
    boolean setsRules() {
        return rulesets != null;
    }

    /** A new ruleset and an empty grid, the size and komi kept; without arguments, the ruleset's name. */
    String setRules(List<String> args) throws GtpError {
        if (args.isEmpty()) {
            return game.setup().rules().name();
        }
        Ruleset rules;
        try {
            rules = rulesets.read(args.get(0), args.subList(1, args.size()));
        } catch (IllegalArgumentException e) {
            throw new GtpError(e.getMessage());
        }
        game.rules(rules);
        return "";
    }

    String boardSize() {
        return Integer.toString(game.setup().grid().width());
    }

    String legalMoves() {
        return game.now().legalTurns().stream()
                .map(t -> t instanceof Turn.Play play ? play.point().name() : "pass")
                .collect(Collectors.joining(" "));
    }

    String sideToMove() {
        return game.now().toMove().word().toLowerCase(Locale.ROOT);
    }

    String finalResult() {
        Game now = game.now();
        return now.ended() ? now.score().result() : "unknown";
    }

    String board() {
        return String.join("\n", game.now().colouring().rows());
    }
}
