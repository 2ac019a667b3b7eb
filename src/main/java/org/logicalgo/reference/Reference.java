package org.logicalgo.reference;

import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Setup;

/** The reference engine: games played by {@link ReferenceGame}. */
public final class Reference implements Engine {

    public static final Reference ENGINE = new Reference();

    private Reference() {
    }

    @Override
    public String name() {
        return "reference";
    }

    @Override
    public Game start(Setup setup) {
        return ReferenceGame.start(setup);
    }
}
