package org.logicalgo.conformance;

/** A case file that cannot be read: the message is one line naming the file and the JSON pointer. */
public final class CaseFormatException extends RuntimeException {

    public CaseFormatException(String message) {
        super(message);
    }
}
