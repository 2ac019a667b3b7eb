package org.logicalgo.gtp;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.logicalgo.rules.Game;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Turn;
import org.logicalgo.rulesets.Rulesets;

/**
 * The commands that speak of the rules rather than play: the ruleset itself ({@code logicalgo-rules})
 * and GoGui's rules commands ({@code gogui-rules_*}), with which a referee says whose turn it is
 * (TT-5), whether the game has ended (TT-8) and which moves are legal.
 */
final class RulesCommands {

    private final GtpGame game;
    /** False: the engine keeps the ruleset it was started with ({@code logicalgo-rules} is not offered). */
    private final boolean setsRules;

    RulesCommands(GtpGame game, boolean setsRules) {
        this.game = game;
        this.setsRules = setsRules;
    }

    /** Whether {@code logicalgo-rules} is offered. */
    boolean setsRules() {
        return setsRules;
    }

    /**
     * A new ruleset and an empty grid, the size and komi kept; without arguments, the ruleset's name.
     * The words are one name ({@code tromp-taylor+ko=situational}) or a preset and its settings as
     * separate words ({@code tromp-taylor ko=situational}), read by the registry.
     */
    String setRules(List<String> args) throws GtpError {
        if (args.isEmpty()) {
            return Rulesets.name(game.setup().rules());
        }
        Ruleset rules;
        try {
            rules = Rulesets.read(String.join("+", args)).ruleset();
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
