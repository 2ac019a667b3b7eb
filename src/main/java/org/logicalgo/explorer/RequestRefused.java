package org.logicalgo.explorer;

import org.logicalgo.rules.BadValue;
import org.logicalgo.rules.Language;

/**
 * A request the explorer does not answer, with the HTTP status that says why and one line naming
 * the field or the place: {@code 400} for a bad value, {@code 404}, {@code 405}, {@code 413}. The
 * line is written where the fault is found, once in English and once in French; the language the
 * request asks for chooses ({@link #line}). A line that quotes a sentence from below the explorer
 * quotes it in French where that layer says it in French too ({@link BadValue}), in English otherwise.
 */
final class RequestRefused extends RuntimeException {

    private final int status;
    /** The same line in French; the English is the exception's message. */
    private final String french;
    /** The number of the turn refused as unreadable (1 for {@code turns[0]}), or 0. */
    private final int turn;

    private RequestRefused(int status, String english, String french, int turn) {
        super(english, null, false, false);
        this.status = status;
        this.french = french;
        this.turn = turn;
    }

    /**
     * A turn of the request's list that cannot be read as a turn: {@code turns[6] (turn 7): 'Z99' is off the 9x9 grid}.
     * The reason is the rules' (English); the page says it in its own words beside the word typed.
     */
    static RequestRefused badTurn(int index, IllegalArgumentException why) {
        return new RequestRefused(400, "turns[" + index + "] (turn " + (index + 1) + "): " + ExploreServer.printable(why.getMessage()),
                "turns[" + index + "] (tour " + (index + 1) + ") : " + ExploreServer.printable(BadValue.said(why, Language.FRENCH)), index + 1);
    }

    /** The turn refused as unreadable, or 0: a page says it in its own words beside the word typed. */
    int turn() {
        return turn;
    }

    /** A bad value, said in each language. */
    static RequestRefused badRequest(String english, String french) {
        return new RequestRefused(400, english, french, 0);
    }

    /**
     * A bad value, said by a sentence in English only: one from below the explorer that has no
     * French (sgf), or one said before the request's language can be read.
     */
    static RequestRefused badRequest(String english) {
        return badRequest(english, english);
    }

    /** A bad value at a place, in the words of the layer below that refused it ({@code komi: ...}). */
    static RequestRefused badValue(String place, IllegalArgumentException below) {
        return badRequest(place + ": " + ExploreServer.printable(below.getMessage()),
                place + " : " + ExploreServer.printable(BadValue.said(below, Language.FRENCH)));
    }

    static RequestRefused notFound(String english, String french) {
        return new RequestRefused(404, english, french, 0);
    }

    int status() {
        return status;
    }

    /** The line in a language. */
    String line(Language lang) {
        return lang.pick(getMessage(), french);
    }
}
