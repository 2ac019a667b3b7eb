package org.logicalgo.explorer;

/**
 * A request the explorer does not answer, with the HTTP status that says why and one line naming
 * the field or the place: {@code 400} for a bad value, {@code 404}, {@code 405}, {@code 413}.
 */
final class RequestRefused extends RuntimeException {

    private final int status;

    RequestRefused(int status, String message) {
        super(message, null, false, false);
        this.status = status;
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
