package org.logicalgo.rules;

import java.util.List;

/**
 * The checks a turn is put to, in the order they are asked: written here once, followed by both
 * engines ({@link Judging#judge}) and read back by every explanation ({@link Judging#trace}). The
 * first check that refuses decides the verdict; the clause it cites is the ruleset's for its topic
 * ({@link Ruleset#cite}).
 */
public enum Check {
    /** TT-R8, FR-10, NZ-10: once the game has ended, nothing more is played. */
    @Decides({"TT-R8"})
    NOT_ENDED(Ruleset.Topic.END),
    /** TT-5 (TT-R11), FR-6, NZ-9: only the player to move takes a turn. */
    TO_MOVE(Ruleset.Topic.TURN_ORDER),
    /** TT-1 (TT-R10), FR-1, NZ-1: a move colours a point of the grid. */
    @Decides({"TT-R10"})
    ON_GRID(Ruleset.Topic.GRID),
    /** TT-7 (TT-R10), FR-6, NZ-7: a move colours an empty point. */
    EMPTY(Ruleset.Topic.OCCUPIED),
    /** NZ-13: in a handicap game of n stones White passes on his first n-1 turns. */
    WHITE_PASSES(Ruleset.Topic.HANDICAP_PASS),
    /** TT-C7 (variant), FR-8 (FR-R2): where suicide is forbidden, the move's own clearing may empty nothing. */
    NO_SUICIDE(Ruleset.Topic.SUICIDE),
    /** TT-6 (TT-C6, FR-9, NZ-8): the move may not recreate an earlier colouring, as the ruleset counts them. */
    NO_REPETITION(Ruleset.Topic.REPETITION),
    /** TT-C8, FR-13, NZ-10: the players may agree on points to empty only where and when the ruleset provides. */
    AGREEMENT(Ruleset.Topic.AGREEMENT_TOO_EARLY);

    /** The checks in the order they are asked. */
    public static final List<Check> ORDER = List.of(values());

    private final Ruleset.Topic topic;

    Check(Ruleset.Topic topic) {
        this.topic = topic;
    }

    /** The clause of a ruleset's text that states this check. */
    public String clause(Ruleset rules) {
        return rules.cite(topic);
    }

    /**
     * Whether the check is asked of a turn under a ruleset: a pass is only ever refused because the
     * game has ended or another player is to move (TT-R3); the move checks are asked of moves (where
     * suicide is allowed, the suicide check holds at once); a ruleset without White's handicap
     * passes asks nothing of them.
     */
    @Decides({"TT-R3"})
    public boolean asks(Turn turn, Ruleset rules) {
        return switch (this) {
            case NOT_ENDED -> true;
            case TO_MOVE -> !(turn instanceof Turn.Agreement);
            case ON_GRID, EMPTY, NO_REPETITION -> turn instanceof Turn.Play;
            case WHITE_PASSES -> turn instanceof Turn.Play && rules.handicap() == Ruleset.Handicap.WHITE_PASSES;
            case NO_SUICIDE -> turn instanceof Turn.Play;
            case AGREEMENT -> turn instanceof Turn.Agreement;
        };
    }

    /** What this check found when it held for a turn of a game, in words. */
    public String held(Game game, Turn turn) {
        return held(game, turn, Language.ENGLISH);
    }

    /**
     * The same in a language, French in the words of the French texts ({@code spec/tromp-taylor.fr.md}).
     * Each case says what it found once per language.
     */
    public String held(Game game, Turn turn, Language lang) {
        Ruleset rules = game.setup().rules();
        Colour toMove = game.toMove();
        return switch (this) {
            case NOT_ENDED -> lang.pick(
                    "the game goes on: it has not ended (" + game.consecutivePasses() + " consecutive passes before this turn)",
                    "la partie continue : elle n'est pas finie (" + game.consecutivePasses() + " passes consécutives avant ce tour)");
            case TO_MOVE -> lang.pick("it is " + toMove.word() + "'s turn and " + toMove.word() + " takes it",
                    "c'est à " + Colour.mot(toMove) + " de jouer, et " + Colour.mot(toMove) + " joue")
                    + (turn instanceof Turn.Pass
                            ? lang.pick("; a pass is a turn that leaves the colouring as it is (TT-R3: always allowed)",
                                    " ; une passe est un tour qui laisse le coloriage tel quel (TT-R3 : toujours permise)")
                            : "");
            case ON_GRID -> point(turn) + lang.pick(" is a point of the ", " est un point de la grille ") + game.setup().grid()
                    + lang.pick(" grid", "");
            case EMPTY -> point(turn) + lang.pick(" is empty", " est vide");
            case WHITE_PASSES -> lang.pick("White's handicap passes are behind him, or this is Black's turn",
                    "les passes de handicap de Blanc sont derrière lui, ou c'est le tour de Noir");
            case NO_SUICIDE -> switch (rules.suicide()) {
                case FORBIDDEN -> lang.pick("this ruleset forbids suicide; the move's own clearing empties nothing",
                        "ces règles interdisent le suicide ; le vidage de sa propre couleur ne vide rien");
                case MULTI_STONE -> lang.pick("this ruleset allows the suicide of several stones, not of one: the move's own clearing"
                        + " empties no lone stone", "ces règles permettent le suicide de plusieurs pierres, pas d'une seule : le vidage de"
                        + " sa propre couleur ne vide aucune pierre seule");
                case ALLOWED -> lang.pick("this ruleset allows suicide: the move's own clearing may empty the mover's stones",
                        "ces règles permettent le suicide : le vidage de sa propre couleur peut vider les pierres du joueur");
            };
            // TT-V10: where a repetition is played, it holds, and the game ends if the move repeats.
            case NO_REPETITION -> rules.repeating().refuses() ? rules.repetition().held(lang)
                    : rules.koRefuses() ? rules.repetition().held(lang) + lang.pick("; this ruleset plays any other move that repeats"
                            + " an earlier colouring, and the game then ends (TT-V10)", " ; ces règles jouent tout autre coup qui répète"
                            + " un coloriage antérieur, et la partie finit alors (TT-V10)")
                    : lang.pick("this ruleset plays a move that repeats an earlier colouring, and the game then ends (TT-V10)",
                            "ces règles jouent un coup qui répète un coloriage antérieur, et la partie finit alors (TT-V10)");
            case AGREEMENT -> lang.pick("the players may agree now which points to empty",
                    "les joueurs peuvent maintenant s'accorder sur les points à vider");
        };
    }

    private static Point point(Turn turn) {
        return ((Turn.Play) turn).point();
    }
}
