package org.logicalgo.rules;

/** A rules engine: starts games. The reference and the fast engine are two of them. */
public interface Engine {

    String name();

    /**
     * The game at its start.
     *
     * @throws IllegalArgumentException when the setup breaks a rule (TT-R7: a string without a liberty)
     */
    Game start(Setup setup);
}
