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

    /** TT-R8, FR-10, NZ-10: the game has ended, by passes or by agreement. */
    record Ended(int passes, boolean agreed) implements Refusal {
        public Ruleset.Topic topic() {
            return Ruleset.Topic.ENDED;
        }

        public String sentence() {
            return how() + "; no further turn is accepted";
        }

        /** How the game ended: {@code the game has ended (2 consecutive passes)}. */
        public String how() {
            return how(Language.ENGLISH);
        }

        /** How the game ended in a language. */
        public String how(Language lang) {
            return lang.pick("the game has ended (" + (agreed ? "by agreement after two passes" : passes + " consecutive passes") + ")",
                    "la partie est finie (" + (agreed ? "par accord après deux passes" : passes + " passes consécutives") + ")");
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
