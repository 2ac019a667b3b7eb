package org.logicalgo.rules;


/**
 * A ruleset as data: the points on which the logical rules, the French rules and the New Zealand
 * rules differ, and the text whose clauses a verdict cites. The three texts are the presets
 * {@link #TROMP_TAYLOR}, {@link #FRENCH} and {@link #NEW_ZEALAND}; the knobs (named on the command line
 * and in case files as the registry {@code org.logicalgo.rulesets.Rulesets} reads them)
 * describe any other combination, say an engine that plays situational superko with suicide
 * forbidden.
 *
 * <p>A ruleset is its settings and nothing else: two rulesets with the same settings are equal,
 * whatever they were called where they were read. Names are the registry's: it reads them at the
 * edge ({@code Rulesets.read}) and writes one back ({@code Rulesets.name}).
 *
 * @param text        the rules text whose clause ids the verdicts cite
 * @param repetition  which earlier colourings a move may not repeat (TT-6, TT-C6, FR-9, NZ-8)
 * @param suicide     whether a move may empty its own stones (TT-C7, FR-8, NZ-7)
 * @param ending      when and how the game ends (TT-8, TT-C8, FR-10, FR-13, NZ-10)
 * @param counting    how the score counts empty points (TT-9, FR-10, NZ-6)
 * @param handicap    how handicap stones are given (TT-C5, FR-14, NZ-13)
 * @param bonus       the points White receives for Black's handicap stones (FR-14, TT-V2)
 * @param defaultKomi the komi of an even game when the players agree on none (TT-C10, FR-11, NZ-12)
 * @param button      whether the first pass takes the button, half a point (TT-V6)
 * @param maxTurns    the number of turns after which the game ends as it stands, 0 for none (TT-V7)
 * @param ties        who a tie goes to: nobody (a draw, TT-10) or White (TT-V8)
 * @param tax         what a player's own regions cost him (TT-V9, KataGo's {@code taxRule})
 * @param repeating   what a move the repetition rule forbids does: refused, or played and the game ends (TT-V10)
 * @param cycles      whether a situation standing a third time since the last pass ends the game with no result (TT-V11)
 */
public record Ruleset(Text text, Repetition repetition, Suicide suicide, Ending ending, Counting counting,
                      Handicap handicap, Bonus bonus, double defaultKomi, Button button, int maxTurns, Ties ties, Tax tax,
                      Repeating repeating, Cycles cycles)
        implements java.io.Serializable {

    /** The rules texts of the project: spec/tromp-taylor.md, spec/regle-francaise.md, spec/regles-neo-zelandaises.md. */
    public enum Text {
        TROMP_TAYLOR("TT-"), FRENCH("FR-"), NEW_ZEALAND("NZ-");

        private final String clausePrefix;

        Text(String clausePrefix) {
            this.clausePrefix = clausePrefix;
        }

        /** How the ids of this text's clauses begin ({@code TT-}). */
        public String clausePrefix() {
            return clausePrefix;
        }
    }

    /** Which earlier colourings a move may not recreate. */
    public enum Repetition {
        /** TT-6, TT-C6 (PSK): no move may repeat any earlier grid colouring. */
        POSITIONAL,
        /**
         * TT-C6 (SSK), and NZ-8 (NZ-R1): no move may repeat an earlier grid colouring that stood
         * with the same player to move, that is, with the mover's opponent to move.
         */
        SITUATIONAL,
        /**
         * FR-9 (FR-R1): a player's move may not recreate a colouring that one of his own earlier
         * moves gave the grid; passes, the opponent's moves and the start forbid nothing.
         */
        OWN_MOVES,
        /**
         * TT-V1 (simple ko): no move may recreate the colouring that stood just before the last turn
         * (the opponent's, in alternation); longer cycles, and the start, forbid nothing.
         */
        SIMPLE,
        /**
         * TT-V3 (Spight's ko, KataGo's {@code SPIGHT}): no move may repeat a colouring that has stood
         * since the last pass (the one the pass left included); a pass lifts every earlier ban.
         */
        SPIGHT,
        /** No repetition rule: for describing engines that have none. */
        NONE;

        /**
         * TT-6, TT-C6, FR-9, NZ-8, TT-V1, TT-V3: whether an earlier colouring forbids the move, given the
         * turn after which it stood ({@code earlierTurn}, 0 for the start) and the turns played so far,
         * the turn from which colourings count ({@code since}: {@link Ruleset#remembersFrom}), who was to
         * move when it stood and whose move gave it the grid (empty for a pass or the start).
         */
        @Decides({"TT-C6", "FR-9", "FR-R1", "NZ-8", "NZ-R1", "TT-V1"})
        public boolean counts(int earlierTurn, int turnsPlayed, int since, Colour earlierToMove, Colour earlierMadeBy,
                              Colour nextToMove, Colour mover) {
            if (earlierTurn < since) {
                return false;
            }
            return switch (this) {
                case POSITIONAL, SPIGHT -> true;
                case SITUATIONAL -> earlierToMove == nextToMove; // asksToMove
                case OWN_MOVES -> earlierMadeBy == mover; // asksMadeBy
                case SIMPLE -> earlierTurn == turnsPlayed - 1;
                case NONE -> false;
            };
        }

        /** TT-C6 (SSK), NZ-8: whether {@link #counts} asks who was to move when the earlier colouring stood. */
        public boolean asksToMove() {
            return this == SITUATIONAL;
        }

        /** FR-9: whether {@link #counts} asks whose move gave the grid the earlier colouring. */
        public boolean asksMadeBy() {
            return this == OWN_MOVES;
        }

        /** What the repetition check found when it held, in words. */
        public String held() {
            return held(Language.ENGLISH);
        }

        /** The same in a language. */
        public String held(Language lang) {
            return switch (this) {
                case POSITIONAL -> lang.pick("the colouring after it has not stood before in this game",
                        "le coloriage qui suit le coup n'a pas encore existé dans cette partie");
                case SITUATIONAL -> lang.pick("the colouring after it has not stood before with the same player to move",
                        "le coloriage qui suit le coup n'a pas encore existé avec le même joueur au trait");
                case OWN_MOVES -> lang.pick("the colouring after it is none that the mover's own earlier moves gave the grid",
                        "le coloriage qui suit le coup n'est aucun de ceux que les coups précédents du joueur ont donnés à la grille");
                case SIMPLE -> lang.pick("the colouring after it is not the one that stood just before the last turn (simple ko)",
                        "le coloriage qui suit le coup n'est pas celui d'avant le dernier tour (ko simple)");
                case SPIGHT -> lang.pick("the colouring after it has not stood since the last pass (Spight's ko)",
                        "le coloriage qui suit le coup n'a pas existé depuis la dernière passe (ko de Spight)");
                case NONE -> lang.pick("this ruleset has no repetition rule", "ces règles n'ont pas de règle de répétition");
            };
        }

        /** The words after "repeats the grid colouring after move N" that say which colourings counted. */
        public String qualifier(Colour nextToMove, Colour mover) {
            return switch (this) {
                case POSITIONAL, NONE -> "";
                case SITUATIONAL -> " with " + nextToMove.word() + " to move";
                case OWN_MOVES -> ", which " + mover.word() + "'s own move gave the grid";
                case SIMPLE -> ", just before the last turn (simple ko)";
                case SPIGHT -> ", since the last pass (Spight's ko)";
            };
        }

        /** The same in French. */
        public String qualificatif(Colour nextToMove, Colour mover) {
            return switch (this) {
                case POSITIONAL, NONE -> "";
                case SITUATIONAL -> ", " + Colour.mot(nextToMove) + " ayant le trait";
                case OWN_MOVES -> ", que le propre coup de " + Colour.mot(mover) + " avait donné à la grille";
                case SIMPLE -> ", juste avant le dernier tour (ko simple)";
                case SPIGHT -> ", depuis la dernière passe (ko de Spight)";
            };
        }
    }

    /** TT-C7, FR-8 (FR-R2), TT-V4: whether the second clearing of a move (suicide) may empty anything. */
    public enum Suicide {
        /** TT-7: the second clearing empties whatever it empties. */
        ALLOWED,
        /** TT-C7 (variant), FR-8: the second clearing may empty nothing. */
        FORBIDDEN,
        /** TT-V4 (KataGo's {@code multiStoneSuicideLegal}): it may empty several stones, not the lone stone just placed. */
        MULTI_STONE;

        /**
         * TT-C7, FR-8, TT-V4: why a move whose second clearing empties this many points is refused,
         * or empty when it is allowed.
         */
        @Decides({"TT-C7", "FR-8", "FR-R2", "TT-V4"})
        public java.util.Optional<Refusal> refuses(int ownEmptied) {
            if (ownEmptied == 0 || this == ALLOWED || this == MULTI_STONE && ownEmptied > 1) {
                return java.util.Optional.empty();
            }
            return java.util.Optional.of(this == MULTI_STONE ? new Refusal.LoneSuicide() : new Refusal.Suicide(ownEmptied));
        }
    }

    /** How the game ends. */
    public enum Ending {
        /** TT-8: the game ends after two consecutive passes. */
        TWO_PASSES,
        /** TT-C8: after two consecutive passes the players may agree which points to empty; after four the game ends as is. */
        AGREEMENT_OR_FOUR_PASSES,
        /**
         * FR-10, FR-13 (FR-R3): two consecutive passes stop play; the players then agree which
         * stones to remove, which ends the game, or play on (a disagreement resumes play).
         */
        PASSES_THEN_AGREEMENT,
        /** NZ-10 (NZ-R3): the game ends only when both players agree, after which stones may be removed by agreement. */
        AGREEMENT,
        /**
         * TT-V5 (Spight's end, KataGo's under {@code SPIGHT} ko): passes in a row end nothing; the game
         * ends when a player passes from a colouring he has passed from before.
         */
        SPIGHT,
        /** TT-8 and TT-V5 (KataGo's under {@code SIMPLE} ko): two consecutive passes end the game, and so does Spight's end. */
        TWO_PASSES_OR_SPIGHT;

        /** TT-C8, FR-13, NZ-10: whether the players may end the game by agreeing which points to empty (TT-R6: not by passes alone). */
        public boolean hasAgreement() {
            return this == AGREEMENT_OR_FOUR_PASSES || this == PASSES_THEN_AGREEMENT || this == AGREEMENT;
        }

        /** TT-V5: whether a pass from a colouring its player has passed from before ends the game. */
        public boolean endsOnARepeatedPass() {
            return this == SPIGHT || this == TWO_PASSES_OR_SPIGHT;
        }

        /**
         * What a game that has not ended waits for, in words: under the French rules, after two
         * passes, the agreement (FR-13); under the New Zealand rules, always the agreement (NZ-10).
         */
        public String goesOn(int consecutivePasses, Colour toMove) {
            return goesOn(consecutivePasses, toMove, Language.ENGLISH);
        }

        /**
         * Why a game with these consecutive passes at its end, and no agreement, has not ended, in
         * words: what this ending waits for, with its clause (TT-8, TT-C8, FR-13, NZ-10).
         */
        public String notEndedBecause(int consecutivePasses) {
            return switch (this) {
                case TWO_PASSES -> "two consecutive passes end it (TT-8)";
                case AGREEMENT_OR_FOUR_PASSES -> consecutivePasses >= 2
                        ? "two passes do not end it under this ruleset: the players then agree which points to empty,"
                                + " or four consecutive passes end it as it stands (TT-C8)"
                        : "after two consecutive passes the players agree which points to empty, or four consecutive"
                                + " passes end it as it stands (TT-C8)";
                case PASSES_THEN_AGREEMENT -> consecutivePasses >= 2
                        ? "two passes have stopped play, and only the players' agreement ends it (FR-13)"
                        : "two consecutive passes stop play, and then only the players' agreement ends it (FR-13)";
                case AGREEMENT -> "only the players' agreement ends it (NZ-10)";
                case SPIGHT -> "passes in a row do not end it: a player's pass from a colouring he has passed from before does (TT-V5)";
                case TWO_PASSES_OR_SPIGHT -> "two consecutive passes end it (TT-8), or a player's pass from a colouring he has"
                        + " passed from before (TT-V5)";
            };
        }

        /** The same in a language; which case applies is decided once, for both. */
        public String goesOn(int consecutivePasses, Colour toMove, Language lang) {
            String who = lang.pick(toMove.word() + " to move", Colour.mot(toMove) + " a le trait");
            if (this == PASSES_THEN_AGREEMENT && consecutivePasses >= 2) {
                return lang.pick("two passes have stopped play (FR-13): the players agree which stones to remove, 'agree C3 D4'"
                        + " or 'agree', or play on, " + who,
                        "deux passes ont arrêté le jeu (FR-13) : les joueurs s'accordent sur les pierres à retirer, 'agree C3 D4'"
                        + " ou 'agree', ou reprennent le jeu ; " + who);
            }
            if (this == AGREEMENT) {
                return lang.pick("the game goes on until the players agree to end it (NZ-10): 'agree', with the stones to remove; " + who,
                        "la partie continue jusqu'à ce que les joueurs s'accordent pour la finir (NZ-10) : 'agree', avec les"
                        + " pierres à retirer ; " + who);
            }
            if (this == AGREEMENT_OR_FOUR_PASSES && consecutivePasses >= 2) {
                return lang.pick("the game goes on: the players may agree which points to empty (TT-C8), 'agree C3 D4' or 'agree',"
                        + " or play on; " + who,
                        "la partie continue : les joueurs peuvent s'accorder sur les points à vider (TT-C8), 'agree C3 D4'"
                        + " ou 'agree', ou continuer ; " + who);
            }
            if (this == SPIGHT) {
                return lang.pick("the game goes on until a player passes from a colouring he has passed from before (TT-V5); " + who,
                        "la partie continue jusqu'à ce qu'un joueur passe d'un coloriage dont il a déjà passé (TT-V5) ; " + who);
            }
            return lang.pick("the game goes on: ", "la partie continue : ") + who;
        }

        /**
         * The next turn that brings a game nearer its end without changing its count: a pass (TT-8;
         * TT-C8: four consecutive passes end it as it stands), or, where only the players' agreement
         * ends it, the agreement that empties no point (FR-13 after two passes; NZ-10 at any time).
         * A game played on by these turns until it has ended is counted as the one before them.
         */
        public Turn closing(int consecutivePasses, Colour toMove) {
            return switch (this) {
                case TWO_PASSES, AGREEMENT_OR_FOUR_PASSES, SPIGHT, TWO_PASSES_OR_SPIGHT -> new Turn.Pass(toMove);
                case PASSES_THEN_AGREEMENT -> consecutivePasses >= 2 ? new Turn.Agreement(java.util.Set.of()) : new Turn.Pass(toMove);
                case AGREEMENT -> new Turn.Agreement(java.util.Set.of());
            };
        }

        /**
         * TT-8, TT-C8, FR-10 (FR-R3), NZ-10 (NZ-R3), TT-V5: whether the game has ended, given the
         * consecutive passes at its end that count toward it (TT-V6: the button's pass does not),
         * whether the players have agreed, and whether the last turn was a pass from a colouring its
         * player had passed from before.
         */
        @Decides({"TT-8", "FR-10", "FR-R3", "NZ-10", "NZ-R3", "TT-V5"})
        public boolean ended(int consecutivePasses, boolean agreed, boolean passRepeated) {
            return switch (this) {
                case TWO_PASSES -> consecutivePasses >= 2;
                case AGREEMENT_OR_FOUR_PASSES -> agreed || consecutivePasses >= 4;
                case PASSES_THEN_AGREEMENT, AGREEMENT -> agreed;
                case SPIGHT -> passRepeated;
                case TWO_PASSES_OR_SPIGHT -> consecutivePasses >= 2 || passRepeated;
            };
        }
    }

    /** How empty points count. */
    public enum Counting {
        /** TT-9, FR-10: an empty point counts for a player when it reaches his colour and not the other. */
        AREA,
        /** NZ-6 (NZ-R2): an empty point counts for every player whose colour it reaches, both in a seki. */
        SHARED,
        /**
         * TT-V9 (KataGo's area scoring): as TT-9, but a region that is a player's pass-alive territory
         * (Benson, as KataGo reads it) counts for him whole, the other's stones in it included.
         */
        PASS_ALIVE
    }

    /**
     * TT-V9 (KataGo's {@code taxRule}): what a player's regions cost him. Under {@link #SEKI} and
     * {@link #ALL} a region of his that touches a point counted for nobody, or holds a stone of his
     * with one liberty, is a seki, where only his stones count; under {@link #ALL} each of his other
     * regions (independent life) also costs him 2 points.
     */
    public enum Tax { NONE, SEKI, ALL }

    /** TT-V10: what a move the repetition rule forbids does. */
    public enum Repeating {
        /** TT-6: it is refused. */
        REFUSED,
        /** TT-V10 (OpenSpiel's Go): it is played, and the game ends drawn. */
        DRAWN,
        /** TT-V10 (Pgx's Go): it is played, and the game ends lost for the player who made it. */
        LOST;

        /** TT-6, TT-V10: whether the repetition rule refuses the move (else it is played, and ends the game). */
        public boolean refuses() {
            return this == REFUSED;
        }
    }

    /** TT-V11: whether long cycles end the game with no result. */
    public enum Cycles {
        /** TT-6 and its variants alone decide. */
        GO_ON,
        /**
         * TT-V11 (KataGo's under simple ko): a move after which a colouring stands, with the same player
         * to move, for the third time since the last pass ends the game with no result.
         */
        NO_RESULT;

        /** TT-V11: whether a move after which its situation has stood this many times since the last pass ends the game. */
        @Decides({"TT-V11"})
        public boolean voids(int times) {
            return this == NO_RESULT && times >= 3;
        }
    }

    /** How a handicap of n stones is given. */
    public enum Handicap {
        /** TT-C5, FR-14 (FR-R5): Black's first n turns are consecutive. */
        CONSECUTIVE_MOVES,
        /** NZ-13 (NZ-R4): turns alternate, White passes on his first n-1 turns. */
        WHITE_PASSES;

        /**
         * TT-5, TT-C5, FR-14: whether Black moves again after accepted turn number {@code turn} of a
         * game of {@code stones} handicap stones (Black's first n turns come in a row); NZ-13: never.
         */
        @Decides({"TT-C5"})
        public boolean blackMovesAgain(int turn, int stones) {
            return this != WHITE_PASSES && turn < stones;
        }

        /** Who moves after accepted turn number {@code turn}, which {@code mover} took. */
        public Colour moverAfter(int turn, int stones, Colour mover) {
            return blackMovesAgain(turn, stones) ? Colour.BLACK : mover.opponent();
        }

        /** NZ-13, NZ-R4: whether White must pass on his turn after {@code played} turns (his first n-1 turns). */
        @Decides({"NZ-13", "NZ-R4"})
        public boolean whiteMustPass(int played, int stones, Colour mover) {
            return this == WHITE_PASSES && mover == Colour.WHITE && (played + 1) / 2 < stones;
        }

        /**
         * The number of accepted turns from which {@link #blackMovesAgain} and {@link #whiteMustPass}
         * answer no, whoever moves, in a game of {@code stones} handicap stones: from then on, turns
         * simply alternate (TT-5). A board asks it once, not the two rules every turn. Worked out
         * by asking them: both are about the first 2n turns at most (n moves of Black's in a row;
         * White's first n-1 turns).
         */
        public int alternatesFrom(int stones) {
            int from = 0;
            for (int turn = 0; turn <= 2 * stones; turn++) {
                if (blackMovesAgain(turn, stones) || whiteMustPass(turn, stones, Colour.WHITE)) {
                    from = turn + 1;
                }
            }
            return from;
        }
    }

    /**
     * The points White receives for a handicap of n stones (n of at least two), added to his score
     * as komi is (TT-C10): what KataGo calls {@code whiteHandicapBonus} ({@code 0}, {@code N}, {@code N-1}).
     */
    public enum Bonus {
        /** TT-C5, NZ-13: nothing. */
        NONE,
        /** TT-V2: one point a handicap stone (KataGo's {@code N}, as under the Chinese rules). */
        PER_STONE,
        /** FR-14 (FR-R5), TT-V2: one point a handicap stone beyond the first (KataGo's {@code N-1}). */
        PER_STONE_LESS_ONE
    }

    /** TT-V6: whether there is a button, half a point to the player who passes first. */
    public enum Button {
        /** No button. */
        NONE,
        /** TT-V6 (the AGA's button, KataGo's {@code hasButton}): the first pass of the game takes it. */
        FIRST_PASS
    }

    /** TT-10, TT-V8: who a tie goes to. */
    public enum Ties {
        /** TT-10: a tie is a draw. */
        DRAW,
        /** TT-V8 (as some learning environments score): a tie goes to White. */
        WHITE
    }

    /** The ten logical rules as written: positional superko, suicide allowed, two passes end the game, no komi. */
    public static final Ruleset TROMP_TAYLOR = new Ruleset(Repetition.POSITIONAL, Suicide.ALLOWED,
            Ending.TWO_PASSES, 0);

    /** The règle française, as spec/regle-francaise.md reads it. */
    public static final Ruleset FRENCH = new Ruleset(Text.FRENCH, Repetition.OWN_MOVES, Suicide.FORBIDDEN,
            Ending.PASSES_THEN_AGREEMENT, Counting.AREA, Handicap.CONSECUTIVE_MOVES, Bonus.PER_STONE_LESS_ONE, 7.5);

    /** The New Zealand rules, as spec/regles-neo-zelandaises.md reads them. */
    public static final Ruleset NEW_ZEALAND = new Ruleset(Text.NEW_ZEALAND, Repetition.SITUATIONAL,
            Suicide.ALLOWED, Ending.AGREEMENT, Counting.SHARED, Handicap.WHITE_PASSES, Bonus.NONE, 7);

    public Ruleset {
        Setup.requireHalfPoints(defaultKomi);
        if (maxTurns < 0 || maxTurns > MAX_TURNS) {
            throw new BadValue("a maximum number of turns is from 1 to " + MAX_TURNS + ", or 0 for none, not " + maxTurns + " [TT-V7]",
                    "un nombre maximal de tours va de 1 à " + MAX_TURNS + ", ou 0 pour aucun, pas " + maxTurns + " [TT-V7]");
        }
        // -0 komi is 0 komi: equal settings, equal rulesets (a record compares doubles bit for bit).
        defaultKomi = defaultKomi + 0.0;
    }

    /** The most turns a maximum may name (TT-V7): beyond any game a machine plays. */
    public static final int MAX_TURNS = 1_000_000;

    /** A ruleset of the logical rules' text with these settings (area counting, consecutive handicap moves, no bonus). */
    public Ruleset(Repetition repetition, Suicide suicide, Ending ending, double defaultKomi) {
        this(Text.TROMP_TAYLOR, repetition, suicide, ending, Counting.AREA, Handicap.CONSECUTIVE_MOVES, Bonus.NONE, defaultKomi);
    }

    /** A ruleset without a button, a maximum number of turns or a winner of ties. */
    public Ruleset(Text text, Repetition repetition, Suicide suicide, Ending ending, Counting counting, Handicap handicap,
                   Bonus bonus, double defaultKomi) {
        this(text, repetition, suicide, ending, counting, handicap, bonus, defaultKomi, Button.NONE, 0, Ties.DRAW, Tax.NONE,
                Repeating.REFUSED, Cycles.GO_ON);
    }

    public Ruleset withRepetition(Repetition r) {
        return new Ruleset(text, r, suicide, ending, counting, handicap, bonus, defaultKomi, button, maxTurns, ties, tax, repeating, cycles);
    }

    public Ruleset withSuicide(Suicide s) {
        return new Ruleset(text, repetition, s, ending, counting, handicap, bonus, defaultKomi, button, maxTurns, ties, tax, repeating, cycles);
    }

    public Ruleset withEnding(Ending e) {
        return new Ruleset(text, repetition, suicide, e, counting, handicap, bonus, defaultKomi, button, maxTurns, ties, tax, repeating, cycles);
    }

    public Ruleset withCounting(Counting c) {
        return new Ruleset(text, repetition, suicide, ending, c, handicap, bonus, defaultKomi, button, maxTurns, ties, tax, repeating, cycles);
    }

    public Ruleset withHandicap(Handicap h) {
        return new Ruleset(text, repetition, suicide, ending, counting, h, bonus, defaultKomi, button, maxTurns, ties, tax, repeating, cycles);
    }

    public Ruleset withBonus(Bonus b) {
        return new Ruleset(text, repetition, suicide, ending, counting, handicap, b, defaultKomi, button, maxTurns, ties, tax, repeating, cycles);
    }

    public Ruleset withDefaultKomi(double komi) {
        return new Ruleset(text, repetition, suicide, ending, counting, handicap, bonus, komi, button, maxTurns, ties, tax, repeating, cycles);
    }

    public Ruleset withButton(Button b) {
        return new Ruleset(text, repetition, suicide, ending, counting, handicap, bonus, defaultKomi, b, maxTurns, ties, tax, repeating, cycles);
    }

    public Ruleset withMaxTurns(int turns) {
        return new Ruleset(text, repetition, suicide, ending, counting, handicap, bonus, defaultKomi, button, turns, ties, tax, repeating, cycles);
    }

    public Ruleset withTies(Ties t) {
        return new Ruleset(text, repetition, suicide, ending, counting, handicap, bonus, defaultKomi, button, maxTurns, t, tax, repeating, cycles);
    }

    public Ruleset withTax(Tax t) {
        return new Ruleset(text, repetition, suicide, ending, counting, handicap, bonus, defaultKomi, button, maxTurns, ties, t, repeating, cycles);
    }

    public Ruleset withRepeating(Repeating r) {
        return new Ruleset(text, repetition, suicide, ending, counting, handicap, bonus, defaultKomi, button, maxTurns, ties, tax, r, cycles);
    }

    public Ruleset withCycles(Cycles c) {
        return new Ruleset(text, repetition, suicide, ending, counting, handicap, bonus, defaultKomi, button, maxTurns, ties, tax, repeating, c);
    }

    /**
     * TT-V9: whether the score is KataGo's count ({@code KataGoArea}) rather than TT-9's or NZ-6's
     * alone: under its area scoring, or with a tax.
     */
    public boolean countsAsKataGo() {
        return counting == Counting.PASS_ALIVE || tax != Tax.NONE;
    }

    /**
     * The komi when the players name none: the ruleset's for an even game; with a handicap of two
     * or more, half a point under FR-14 (the n-1 points are paid apart, {@link #compensation}),
     * none under NZ-13, and the ruleset's own under TT-C5.
     */
    public double komiFor(int handicapStones) {
        if (handicapStones < 2) {
            return defaultKomi;
        }
        return text == Text.FRENCH ? 0.5 : handicap == Handicap.WHITE_PASSES ? 0 : defaultKomi;
    }

    /**
     * FR-14: the points White receives for the n-1 moves he could not play at the start; TT-V2: a
     * point a stone, or a point a stone beyond the first, as the engines that pay for handicap stones do.
     */
    @Decides({"FR-14", "FR-R5", "TT-V2"})
    public int compensation(int handicapStones) {
        if (handicapStones < 2) {
            return 0;
        }
        return switch (bonus) {
            case NONE -> 0;
            case PER_STONE -> handicapStones;
            case PER_STONE_LESS_ONE -> handicapStones - 1;
        };
    }

    /**
     * TT-C8, FR-13, NZ-10: what this ruleset says of the players agreeing to empty these points
     * after this many consecutive passes. The logical rules as written have no such agreement
     * (TT-R6); with the amendment, and under the French rules, it comes after two passes; under
     * the New Zealand rules, at any time.
     */
    @Decides({"TT-C8", "TT-R6", "FR-13"})
    public java.util.Optional<Refusal> refusesAgreement(Grid grid, int consecutivePasses, java.util.Set<Point> emptied) {
        // TT-R6: passes alone end the game (TT-8, TT-V5); nothing is removed by agreement.
        if (!ending.hasAgreement()) {
            return java.util.Optional.of(new Refusal.NoAgreement());
        }
        if (ending != Ending.AGREEMENT && consecutivePasses < 2) {
            return java.util.Optional.of(new Refusal.AgreementTooEarly());
        }
        for (Point p : emptied) {
            if (!grid.contains(p)) {
                return java.util.Optional.of(new Refusal.OffGrid(p.toString(), grid));
            }
        }
        return java.util.Optional.empty();
    }

    /** How a game ended, for the words that say so ({@link Refusal.Ended}). */
    public enum EndedBy {
        /** TT-8, TT-C8: consecutive passes. */
        PASSES,
        /** TT-C8, FR-13, NZ-10: the players' agreement. */
        AGREEMENT,
        /** TT-V5: a pass from a colouring its player had passed from before. */
        REPEATED_PASS,
        /** TT-V7: the most turns the ruleset allows have been played. */
        TURNS,
        /** TT-V10: a move the repetition rule forbids was played. */
        REPETITION,
        /** TT-V11: a situation stood for the third time since the last pass. */
        NO_RESULT
    }

    /**
     * TT-8, TT-C8, FR-10, NZ-10, TT-V5, TT-V6, TT-V7, TT-V10, TT-V11: whether the game has ended, and
     * how, given its consecutive passes at the end (the button's pass among them or not: TT-V6, it
     * does not count toward the end), whether the players have agreed, whether the last turn was a
     * pass from a colouring its player had passed from before (TT-V5), the turns played (TT-V7), the
     * player whose move the repetition rule forbade and who played it (TT-V10; empty for none) and
     * whether the last move made a situation stand a third time since the last pass (TT-V11).
     */
    @Decides({"TT-V6", "TT-V7"})
    public java.util.Optional<Refusal.Ended> end(int consecutivePasses, boolean buttonPassAmongThem, boolean agreed,
                                                 boolean passRepeated, int turns, Colour repeatedBy, boolean cycled) {
        if (repeatedBy.isPlayer()) {
            return java.util.Optional.of(new Refusal.Ended(EndedBy.REPETITION, turns, repeatedBy));
        }
        if (cycled) {
            return java.util.Optional.of(new Refusal.Ended(EndedBy.NO_RESULT, turns, Colour.EMPTY));
        }
        int towardTheEnd = consecutivePasses - (buttonPassAmongThem ? 1 : 0);
        if (ending.ended(towardTheEnd, agreed, passRepeated)) {
            EndedBy by = agreed ? EndedBy.AGREEMENT
                    : ending.endsOnARepeatedPass() && passRepeated && !(ending == Ending.TWO_PASSES_OR_SPIGHT && towardTheEnd >= 2)
                            ? EndedBy.REPEATED_PASS : EndedBy.PASSES;
            return java.util.Optional.of(new Refusal.Ended(by, consecutivePasses, Colour.EMPTY));
        }
        if (maxTurns > 0 && turns >= maxTurns) {
            return java.util.Optional.of(new Refusal.Ended(EndedBy.TURNS, turns, Colour.EMPTY));
        }
        return java.util.Optional.empty();
    }

    /**
     * TT-10, TT-V10, TT-V11: how the result of a game that ended so is decided: by the count, or, for
     * a repetition played, drawn or lost by its player, or no result for a cycle.
     */
    @Decides({"TT-V10"})
    public Score.Decision decision(java.util.Optional<Refusal.Ended> end) {
        if (end.isEmpty()) {
            return Score.Decision.COUNT;
        }
        return switch (end.get().by()) {
            case REPETITION -> repeating == Repeating.DRAWN ? Score.Decision.DRAW
                    : end.get().player() == Colour.BLACK ? Score.Decision.BLACK_LOSES : Score.Decision.WHITE_LOSES;
            case NO_RESULT -> Score.Decision.NO_RESULT;
            default -> Score.Decision.COUNT;
        };
    }

    /**
     * TT-6, TT-V10: whether the ko rule refuses the repetitions it names. Where a repetition is played
     * and ends the game (TT-V10) positional superko refuses nothing, its repetition being that move;
     * a narrower ko (simple, situational, Spight's) still refuses its own, and any other move that
     * recreates an earlier colouring ends the game (OpenSpiel's and Pgx's ko point).
     */
    public boolean koRefuses() {
        return repeating.refuses() || repetition != Repetition.POSITIONAL;
    }

    /** TT-V6: whether a pass now takes the button: the first pass of the game, where there is a button. */
    public boolean takesButton(boolean taken) {
        return button == Button.FIRST_PASS && !taken;
    }

    /**
     * TT-V6: who has the button at the end: the player who took it, or where nobody has (a game ended
     * by its maximum of turns, TT-V7), the player to move, as KataGo gives it; nobody without a button.
     */
    public Colour buttonAtTheEnd(Colour takenBy, Colour toMove) {
        return button == Button.NONE ? Colour.EMPTY : takenBy.isPlayer() ? takenBy : toMove;
    }

    /**
     * TT-V3, TT-V6: the turn from which earlier colourings count for the repetition rule: under
     * Spight's ko, the last pass (the colouring it left counts); after the button's pass, that pass
     * (the colourings before it stood with the button still to take); else the start. Spight's end
     * (TT-V5) likewise counts only passes after the button's.
     */
    @Decides({"TT-V3"})
    public int remembersFrom(int lastPass, int buttonTaken) {
        return repetition == Repetition.SPIGHT ? Math.max(lastPass, buttonTaken) : buttonTaken;
    }

    /** What a verdict is about, for {@link #cite}. */
    public enum Topic {
        GRID, TURN_ORDER, OCCUPIED, SUICIDE, REPETITION, ENDED, AGREEMENT_TOO_EARLY, NO_AGREEMENT, HANDICAP_PASS,
        /** What a turn is: a pass or a move. */
        TURN,
        /** When the game ends. */
        END,
        /** How the points are counted. */
        SCORE,
        /** A move's first step: the player colours an empty point. */
        MOVE,
        /** A move's second step: the opponent's colour cleared (the capture). */
        OPPONENT_CLEARING,
        /** A move's third step: the player's own colour cleared (the suicide). */
        OWN_CLEARING,
        /** Whether a point reaches a colour; for a stone, whether its chain has a liberty. */
        REACH,
        /** The string (chain) a stone belongs to. */
        STRING
    }

    /**
     * The clause of this ruleset's text that decides a point: the same verdict cites TT-7 under the
     * logical rules, FR-6 under the French rules and NZ-7 under the New Zealand rules. A knob that
     * departs from a text cites the clause of the logical rules that describes it.
     */
    public String cite(Topic topic) {
        switch (topic) {
            case GRID:
                return byText("TT-1", "FR-1", "NZ-1");
            case TURN_ORDER:
                return byText("TT-5", "FR-6", "NZ-9");
            case OCCUPIED:
            case MOVE:
                return byText("TT-7", "FR-6", "NZ-7");
            case OPPONENT_CLEARING:
                return byText("TT-7", "FR-7", "NZ-7");
            case OWN_CLEARING:
                // FR-8: under the French rules the own clearing may empty nothing.
                return byText("TT-7", "FR-8", "NZ-7");
            case REACH:
                return byText("TT-3", "FR-4", "NZ-5");
            case STRING:
                return byText("TT-C4", "FR-3", "NZ-4");
            case SUICIDE:
                return suicide == Suicide.MULTI_STONE ? "TT-V4" : text == Text.FRENCH ? "FR-8" : "TT-C7";
            case REPETITION:
                return switch (repetition) {
                    case POSITIONAL -> "TT-6";
                    // TT-C6: the comment that names the other repetition rules, none among them.
                    case NONE -> "TT-C6";
                    case SITUATIONAL -> text == Text.NEW_ZEALAND ? "NZ-8" : "TT-C6";
                    case OWN_MOVES -> "FR-9";
                    case SIMPLE -> "TT-V1";
                    case SPIGHT -> "TT-V3";
                };
            case ENDED:
                return byText("TT-R8", "FR-10", "NZ-10");
            case TURN:
                return byText("TT-6", "FR-6", "NZ-8");
            case END:
                return ending == Ending.SPIGHT ? "TT-V5" : byText("TT-8", "FR-10", "NZ-10");
            case SCORE:
                return countsAsKataGo() ? "TT-V9" : byText("TT-9", "FR-10", "NZ-6");
            case AGREEMENT_TOO_EARLY:
                return ending == Ending.PASSES_THEN_AGREEMENT ? "FR-13" : "TT-C8";
            case NO_AGREEMENT:
                return "TT-R6";
            default:
                return "NZ-13";
        }
    }

    /**
     * Whether a clause can be shown of an engine playing this ruleset: the clauses of the logical
     * rules and those of the ruleset's own text, but a variant's clause (TT-V1) only where the
     * ruleset plays that variant.
     */
    public boolean speaksOf(String clause) {
        if (clause.equals("TT-V1")) {
            return repetition == Repetition.SIMPLE;
        }
        if (clause.equals("TT-V2")) {
            return bonus != Bonus.NONE;
        }
        if (clause.equals("TT-V3")) {
            return repetition == Repetition.SPIGHT;
        }
        if (clause.equals("TT-V4")) {
            return suicide == Suicide.MULTI_STONE;
        }
        if (clause.equals("TT-V5")) {
            return ending.endsOnARepeatedPass();
        }
        if (clause.equals("TT-V6")) {
            return button != Button.NONE;
        }
        if (clause.equals("TT-V7")) {
            return maxTurns > 0;
        }
        if (clause.equals("TT-V8")) {
            return ties != Ties.DRAW;
        }
        if (clause.equals("TT-V9")) {
            return countsAsKataGo();
        }
        if (clause.equals("TT-V10")) {
            return !repeating.refuses();
        }
        if (clause.equals("TT-V11")) {
            return cycles != Cycles.GO_ON;
        }
        return clause.startsWith(Text.TROMP_TAYLOR.clausePrefix()) || clause.startsWith(text.clausePrefix());
    }

    private String byText(String tt, String fr, String nz) {
        return text == Text.FRENCH ? fr : text == Text.NEW_ZEALAND ? nz : tt;
    }
}
