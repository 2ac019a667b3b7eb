package org.logicalgo.fast;

import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Setup;

/** The fast engine: the same rules as the reference, held to it by property tests. */
public final class Fast implements Engine {

    public static final Fast ENGINE = new Fast();

    private Fast() {
    }

    @Override
    public String name() {
        return "fast";
    }

    @Override
    public FastGame start(Setup setup) {
        return FastGame.start(setup);
    }
}
