package org.logicalgo.rules;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A language the rules' sentences are said in: English, the authoritative one, or French, in the
 * words of the French texts ({@code spec/tromp-taylor.fr.md}). Each sentence is written once in
 * each language beside the rule that decides it, and chosen there by asking the language
 * ({@link #pick}, or a switch over it); the code ({@code en}, {@code fr}) is read once where a
 * request gives it ({@link #read}) and written only where JSON or HTTP needs it.
 */
public enum Language {
    ENGLISH("en"),
    FRENCH("fr");

    /** The languages the explorer offers, in the order of its switch. */
    public static final List<Language> OFFERED = List.of(values());

    private final String code;

    Language(String code) {
        this.code = code;
    }

    /** Its code, as a request and the page write it: {@code en}, {@code fr}. */
    public String code() {
        return code;
    }

    /**
     * The language a code names, in any case ({@code FR} is French); empty for an absent
     * ({@code null}) or unknown code. What that means is the caller's: a refusal falls back to
     * English, a request's {@code lang} field is refused.
     */
    public static Optional<Language> read(String code) {
        if (code == null) {
            return Optional.empty();
        }
        String lower = code.toLowerCase(Locale.ROOT);
        for (Language l : values()) {
            if (l.code.equals(lower)) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }

    /** Of the same sentence written in each language, the one in this language. */
    public String pick(String english, String french) {
        return switch (this) {
            case ENGLISH -> english;
            case FRENCH -> french;
        };
    }
}
