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
