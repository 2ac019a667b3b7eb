package org.logicalgo.defects;

import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Setup;

/** The reference engine with one {@link Defect}: games played by {@link DefectiveGame}. */
record DefectiveEngine(Defect defect) implements Engine {

    @Override
    public String name() {
        return "reference with defect " + defect.id();
    }

    @Override
    public Game start(Setup setup) {
        return DefectiveGame.start(setup, defect);
    }
}
