package org.logicalgo.explorer;

/**
 * A request the explorer does not answer, with the HTTP status that says why and one line naming
 * the field or the place: {@code 400} for a bad value, {@code 404}, {@code 405}, {@code 413}.
 */
final class RequestRefused extends RuntimeException {

    private final int status;
    /** The number of the turn refused as unreadable (1 for {@code turns[0]}), or 0. */
    private final int turn;

    RequestRefused(int status, String message) {
        this(status, message, 0);
    }

    private RequestRefused(int status, String message, int turn) {
        super(message, null, false, false);
        this.status = status;
        this.turn = turn;
    }

    /** A turn of the request's list that cannot be read as a turn: {@code turns[6] (turn 7): 'Z99' is off the 9x9 grid}. */
    static RequestRefused badTurn(int index, String why) {
        return new RequestRefused(400, "turns[" + index + "] (turn " + (index + 1) + "): " + ExploreServer.printable(why), index + 1);
    }

    /** The turn refused as unreadable, or 0: a page says it in its own words beside the word typed. */
    int turn() {
        return turn;
    }

    static RequestRefused badRequest(String message) {
        return new RequestRefused(400, message);
    }

    static RequestRefused notFound(String message) {
        return new RequestRefused(404, message);
    }

    int status() {
        return status;
    }
}
