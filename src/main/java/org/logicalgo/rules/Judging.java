package org.logicalgo.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A turn judged by asking the {@link Check}s in their order: the one procedure both engines follow,
 * and the one an explanation reads back. An engine answers each check its own way ({@link Answers});
 * nothing else decides the order or which checks a turn is put to.
 */
public final class Judging {

    private Judging() {
    }

    /** What an engine answers of one check of a turn, in the game as it stands. */
    @FunctionalInterface
    public interface Answers {
        /** The refusal the check makes of the turn, or empty when it holds. */
        Optional<Refusal> refusal(Check check, Turn turn);
    }

    /**
     * One check asked of a turn and what it found.
     *
     * @param check   the check
     * @param clause  the clause of the ruleset's text that states it
     * @param refusal why it refuses the turn, or empty when it holds
     */
    public record Finding(Check check, String clause, Optional<Refusal> refusal) {
        public boolean holds() {
            return refusal.isEmpty();
        }
    }

    /** The verdict: the first check that refuses the turn, or accepted when every check asked holds. */
    public static Verdict judge(Ruleset rules, Turn turn, Answers answers) {
        for (Check check : Check.ORDER) {
            if (check.asks(turn, rules)) {
                Optional<Refusal> r = answers.refusal(check, turn);
                if (r.isPresent()) {
                    return Verdict.Refused.of(rules, r.get());
                }
            }
        }
        return Verdict.ACCEPTED;
    }

    /** Every check asked of the turn, in order, up to and with the first that refuses it: the verdict taken apart. */
    public static List<Finding> trace(Ruleset rules, Turn turn, Answers answers) {
        List<Finding> found = new ArrayList<>();
        for (Check check : Check.ORDER) {
            if (check.asks(turn, rules)) {
                Optional<Refusal> r = answers.refusal(check, turn);
                found.add(new Finding(check, r.map(x -> rules.cite(x.topic())).orElse(check.clause(rules)), r));
                if (r.isPresent()) {
                    break;
                }
            }
        }
        return List.copyOf(found);
    }

    /** What a game is after a turn, in words: ended and how, or who moves next (TT-8, TT-C8, FR-13, NZ-10). */
    public static String after(Turn turn, Game next) {
        return after(turn, next, Language.ENGLISH);
    }

    /** The same in a language. */
    public static String after(Turn turn, Game next, Language lang) {
        return lang.pick("after it ", "après ce tour, ")
                + (next.ended() ? next.howEnded().orElseThrow().how(lang)
                        : next.setup().rules().ending().goesOn(next.consecutivePasses(), next.toMove(), lang));
    }

    /** The score of a game now, in words (TT-9, FR-10, NZ-6). */
    public static String scoreNow(Game game) {
        return scoreNow(game, Language.ENGLISH);
    }

    /** The same in a language, French in the French texts' words. */
    public static String scoreNow(Game game, Language lang) {
        return lang.pick("the score then: ", "le score alors : ") + game.score().text(lang);
    }
}
