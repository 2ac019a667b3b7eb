package org.logicalgo.rules;

/**
 * Why the rules refuse a turn, as a value that carries its evidence (Tromp's {@code Superko n}).
 * The clause a ruleset's text cites for it is {@link Ruleset#cite}{@code (topic())}; the sentence
 * that explains it is written here, once, and asked by every engine, report and protocol.
 */
public sealed interface Refusal {

    /** What the refusal is about, for the clause of a ruleset's text ({@link Ruleset#cite}). */
    Ruleset.Topic topic();

    /** One line in words, e.g. {@code repeats the grid colouring after move 5}. */
    String sentence();

    /** The same sentence in French, in the words of the French texts ({@code spec/tromp-taylor.fr.md}). */
    String phrase();

    /** The sentence in a language. */
    default String sentence(Language lang) {
        return switch (lang) {
            case ENGLISH -> sentence();
            case FRENCH -> phrase();
        };
    }

    /**
     * TT-R8, FR-10, NZ-10: the game has ended, by passes, by agreement, by a repeated pass (TT-V5) or
     * by its maximum of turns (TT-V7); {@code count} is the passes at its end (before the agreement), or the turns played.
     */
    record Ended(Ruleset.EndedBy by, int count, Colour player) implements Refusal {
        public Ruleset.Topic topic() {
            return Ruleset.Topic.ENDED;
        }

        public String sentence() {
            return how() + "; no further turn is accepted";
        }

        /** The clause that ended the game under a ruleset: TT-V5, TT-V7, or its text's end (TT-8, FR-10, NZ-10). */
        public String clause(Ruleset rules) {
            return switch (by) {
                case TURNS -> "TT-V7";
                case REPEATED_PASS -> "TT-V5";
                case REPETITION -> "TT-V10";
                case NO_RESULT -> "TT-V11";
                default -> rules.cite(Ruleset.Topic.END);
            };
        }

        /** How the game ended: {@code the game has ended (2 consecutive passes)}. */
        public String how() {
            return how(Language.ENGLISH);
        }

        /** How the game ended in a language. */
        public String how(Language lang) {
            return lang.pick("the game has ended (", "la partie est finie (") + switch (by) {
                case PASSES -> lang.pick(count + " consecutive passes", count + " passes consécutives");
                case AGREEMENT -> count >= 2 ? lang.pick("by agreement after two passes", "par accord après deux passes")
                        : lang.pick("by agreement", "par accord");
                case REPEATED_PASS -> lang.pick("a pass from a colouring its player had passed from before, TT-V5",
                        "une passe d'un coloriage dont le joueur avait déjà passé, TT-V5");
                case TURNS -> lang.pick(count + " turns, the most this ruleset allows, TT-V7",
                        count + " tours, le plus que ces règles permettent, TT-V7");
                case REPETITION -> lang.pick("move " + count + ", " + player.word() + "'s, repeated an earlier colouring, TT-V10",
                        "le coup " + count + ", de " + Colour.mot(player) + ", a répété un coloriage antérieur, TT-V10");
                case NO_RESULT -> lang.pick("move " + count + " made a colouring stand with the same player to move for the third"
                        + " time since the last pass: no result, TT-V11", "le coup " + count + " a fait exister un coloriage avec le"
                        + " même joueur au trait pour la troisième fois depuis la dernière passe : sans résultat, TT-V11");
            } + ")";
        }

        @Override
        public String phrase() {
            return how(Language.FRENCH) + " ; aucun autre tour n'est accepté";
        }
    }

    /** TT-5 (TT-R11), FR-6, NZ-9: the turn is offered by the player who is not to move. */
    record NotToMove(Colour toMove, Colour offered) implements Refusal {
        public Ruleset.Topic topic() {
            return Ruleset.Topic.TURN_ORDER;
        }

        public String sentence() {
            return "it is " + toMove.word() + "'s turn, not " + offered.word() + "'s";
        }

        @Override
        public String phrase() {
            return "c'est à " + Colour.mot(toMove) + " de jouer, pas à " + Colour.mot(offered);
        }
    }

    /** TT-1 (TT-R10), FR-1, NZ-1: the point is not on the grid ({@code where}: its name, or as a record wrote it). */
    record OffGrid(String where, Grid grid) implements Refusal {
        public Ruleset.Topic topic() {
            return Ruleset.Topic.GRID;
        }

        public String sentence() {
            return where + " is not a point of the " + grid + " grid";
        }

        @Override
        public String phrase() {
            return where + " n'est pas un point de la grille " + grid;
        }
    }

    /** TT-7 (TT-R10), FR-6, NZ-7: a move colours an empty point. */
    record Occupied(Point point) implements Refusal {
        public Ruleset.Topic topic() {
            return Ruleset.Topic.OCCUPIED;
        }

        public String sentence() {
            return point + " is not empty: a move colours an empty point";
        }

        @Override
        public String phrase() {
            return point + " n'est pas vide : un coup donne sa couleur à un point vide";
        }
    }

    /** NZ-13: in a handicap game of n stones White passes on his first n-1 turns. */
    record WhitePasses(int handicap) implements Refusal {
        public Ruleset.Topic topic() {
            return Ruleset.Topic.HANDICAP_PASS;
        }

        public String sentence() {
            return "White passes on his first " + (handicap - 1) + " turns of a " + handicap + "-stone handicap game";
        }

        @Override
        public String phrase() {
            return "Blanc passe à ses " + (handicap - 1) + " premiers tours d'une partie à " + handicap + " pierres de handicap";
        }
    }

    /** TT-C7 (variant), FR-8: the move's own clearing would empty {@code emptied} points where suicide is forbidden. */
    record Suicide(int emptied) implements Refusal {
        public Ruleset.Topic topic() {
            return Ruleset.Topic.SUICIDE;
        }

        public String sentence() {
            return "suicide: the move's own clearing would empty " + emptied + " point(s), and this ruleset forbids suicide";
        }

        @Override
        public String phrase() {
            return "suicide : le vidage de sa propre couleur viderait " + emptied + " point(s), et ces règles interdisent le suicide";
        }
    }

    /** TT-V4: the move's own clearing would empty only the lone stone it placed, where only several may be emptied. */
    record LoneSuicide() implements Refusal {
        public Ruleset.Topic topic() {
            return Ruleset.Topic.SUICIDE;
        }

        public String sentence() {
            return "suicide of a lone stone: the move's own clearing would empty only the stone it places, and this ruleset"
                    + " allows only the suicide of several stones";
        }

        @Override
        public String phrase() {
            return "suicide d'une pierre seule : le vidage de sa propre couleur ne viderait que la pierre posée, et ces règles"
                    + " ne permettent que le suicide de plusieurs pierres";
        }
    }

    /**
     * TT-6 (TT-C6, FR-9, NZ-8): the move would give the grid the colouring that stood after turn
     * {@code turn} (0: the start), counted as the ruleset's kind of repetition counts it.
     */
    record Repeats(int turn, Ruleset.Repetition kind, Colour nextToMove, Colour mover) implements Refusal {
        public Ruleset.Topic topic() {
            return Ruleset.Topic.REPETITION;
        }

        public String sentence() {
            return "repeats the grid colouring " + (turn == 0 ? "at the start" : "after move " + turn) + kind.qualifier(nextToMove, mover);
        }

        @Override
        public String phrase() {
            return "répète le coloriage de la grille " + (turn == 0 ? "du début" : "après le coup " + turn) + kind.qualificatif(nextToMove, mover);
        }
    }

    /** TT-R6: the logical rules as written remove no stone by agreement (only the comment-8 amendment does). */
    record NoAgreement() implements Refusal {
        public Ruleset.Topic topic() {
            return Ruleset.Topic.NO_AGREEMENT;
        }

        public String sentence() {
            return "this game has not taken the comment-8 amendment: no stones are removed by agreement";
        }

        @Override
        public String phrase() {
            return "cette partie n'a pas pris l'amendement du commentaire 8 : aucune pierre n'est retirée par accord";
        }
    }

    /** TT-C8, FR-13: the players may agree on points to empty only after two consecutive passes. */
    record AgreementTooEarly() implements Refusal {
        public Ruleset.Topic topic() {
            return Ruleset.Topic.AGREEMENT_TOO_EARLY;
        }

        public String sentence() {
            return "the players may agree on points to empty only after two consecutive passes";
        }

        @Override
        public String phrase() {
            return "les joueurs ne peuvent s'accorder sur des points à vider qu'après deux passes consécutives";
        }
    }
}
