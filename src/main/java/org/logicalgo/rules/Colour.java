package org.logicalgo.rules;

/** TT-2: each point of the grid is coloured black, white or empty. */
// NZ-2: black and white stones, as many as a player needs; a point holds one or is empty.
@Decides({"TT-2", "NZ-2"})
public enum Colour {
    BLACK('X'), WHITE('O'), EMPTY('.');

    private final char symbol;

    Colour(char symbol) {
        this.symbol = symbol;
    }

    /** The colour's letter in a drawn grid: {@code X} black, {@code O} white, {@code .} empty. */
    public char symbol() {
        return symbol;
    }

    /** The other player's colour; empty has no opponent. */
    public Colour opponent() {
        return switch (this) {
            case BLACK -> WHITE;
            case WHITE -> BLACK;
            case EMPTY -> throw new IllegalArgumentException("empty is not a player's colour");
        };
    }

    public boolean isPlayer() {
        return this != EMPTY;
    }

    /** "Black", "White" or "empty", as the rules text writes them. */
    public String word() {
        return switch (this) {
            case BLACK -> "Black";
            case WHITE -> "White";
            case EMPTY -> "empty";
        };
    }

    /** "Noir", "Blanc" or "vide", as the French texts write them. */
    public static String mot(Colour c) {
        return switch (c) {
            case BLACK -> "Noir";
            case WHITE -> "Blanc";
            case EMPTY -> "vide";
        };
    }

    /** {@code B} or {@code W}, as in GTP and SGF. */
    public String letter() {
        return switch (this) {
            case BLACK -> "B";
            case WHITE -> "W";
            case EMPTY -> throw new IllegalArgumentException("empty is not a player's colour");
        };
    }

    public static Colour ofSymbol(char c) {
        return switch (c) {
            case 'X', 'x' -> BLACK;
            case 'O', 'o' -> WHITE;
            case '.', '+' -> EMPTY;
            default -> throw new IllegalArgumentException("'" + c + "' is not a colour (X, O or .)");
        };
    }

    /** A player's colour from {@code B}, {@code W}, {@code black}, {@code white} (any case). */
    /** Whether a word names a player: B, W, black or white, in any case. */
    public static boolean isPlayer(String word) {
        return switch (word.toLowerCase(java.util.Locale.ROOT)) {
            case "b", "black", "w", "white" -> true;
            default -> false;
        };
    }

    public static Colour ofPlayer(String word) {
        return switch (word.toLowerCase(java.util.Locale.ROOT)) {
            case "b", "black" -> BLACK;
            case "w", "white" -> WHITE;
            default -> throw new BadValue("'" + word + "' is not a player (B, W, black or white)",
                    "'" + word + "' n'est pas un joueur (B, W, black ou white)");
        };
    }
}
