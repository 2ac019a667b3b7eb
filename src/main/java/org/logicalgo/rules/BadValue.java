package org.logicalgo.rules;

/**
 * A value the rules do not take (a grid past TT-R9's bound, a komi, a handicap, a point's name),
 * said where it is refused: once in English, the message, and once in French ({@link #phrase}),
 * as {@link Refusal} says a refused turn. A caller that answers in a language asks {@link #said}.
 */
public final class BadValue extends IllegalArgumentException {

    private final String phrase;

    public BadValue(String sentence, String phrase) {
        super(sentence);
        this.phrase = phrase;
    }

    /** TT-R7: a starting colouring whose string at p reaches no empty point; both engines refuse it in these words. */
    public static BadValue startWithoutLiberty(Point p) {
        return new BadValue("the starting colouring has a string without a liberty at " + p + " [TT-R7]",
                "le coloriage de départ a une chaîne sans liberté en " + p + " [TT-R7]");
    }

    /** A turn past the most a game may have: the engine keeps every colouring (TT-R2), so its memory bounds a game. */
    public static BadValue tooManyTurns(int turn, int most) {
        return new BadValue("turn " + turn + ": a game of more than " + most + " turns is more than this engine keeps",
                "coup " + turn + " : une partie de plus de " + most + " coups dépasse ce que ce moteur garde");
    }

    /** A turn the Java VM has no memory left to remember (TT-R2: every colouring is kept), about this many bytes a turn. */
    public static BadValue noMemoryForTurn(int turn, int bytesATurn) {
        return new BadValue("turn " + turn + ": not enough memory to keep a game this long (about " + bytesATurn
                + " bytes a turn): give the Java VM more with -Xmx",
                "coup " + turn + " : pas assez de mémoire pour garder une partie aussi longue (environ " + bytesATurn
                + " octets par coup) : donnez-en plus à la JVM avec -Xmx");
    }

    /** The same sentence in French. */
    public String phrase() {
        return phrase;
    }

    /** What a refused value's exception says in a language: in French where it has it, in English otherwise. */
    public static String said(IllegalArgumentException e, Language lang) {
        return switch (lang) {
            case ENGLISH -> e.getMessage();
            case FRENCH -> e instanceof BadValue b ? b.phrase() : e.getMessage();
        };
    }
}
