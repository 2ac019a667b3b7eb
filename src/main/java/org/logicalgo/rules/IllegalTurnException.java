package org.logicalgo.rules;

/** Thrown by {@link Game#play} for a turn the rules refuse; carries the refusal. */
public final class IllegalTurnException extends RuntimeException {
    private final transient Verdict.Refused refusal;

    public IllegalTurnException(Turn turn, Verdict.Refused refusal) {
        super(turn.text() + ": " + refusal);
        this.refusal = refusal;
    }

    public Verdict.Refused refusal() {
        return refusal;
    }
}
