package org.logicalgo.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.defects.Defect;
import org.logicalgo.gtp.EngineProfile;
import org.logicalgo.gtp.GtpEngine;
import org.logicalgo.rules.Engine;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code ./logical-go gtp}: our engine over GTP v2 on standard input and output. */
@Command(name = "gtp", header = "Speaks GTP 2 on standard input and output, refereeing every move by the rules.", mixinStandardHelpOptions = true,
        description = {"Speaks GTP version 2 on standard input and output, refereeing every move by the rules."
                + " Rectangular grids: rectangular_boardsize W H. An illegal move is answered"
                + " '? illegal move: <reason> [<clause>]'. Our commands and decisions: docs/gtp.md."})
public final class GtpCommand implements Callable<Integer> {

    @Mixin
    RulesOptions rules;

    @Mixin
    EngineOption engineOption;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Seed of genmove's random choice (default 1).")
    long seed;

    // Hidden: the defective engines exist to test the conformance suite, not to be played.
    @Option(names = "--defect", paramLabel = "NAME", hidden = true,
            description = "Play the reference made wrong in one way (see org.logicalgo.defects.Defect).")
    String defect;

    // Hidden, likewise: what a kind of engine offers, to show what the suite can judge of it.
    @Option(names = "--profile", paramLabel = "NAME", defaultValue = "full", hidden = true,
            description = "Offer only what a kind of engine offers: full, plain, 19x19-showboard, no-final-score.")
    String profile;

    @Override
    public Integer call() throws IOException {
        EngineProfile p;
        try {
            p = EngineProfile.named(profile);
        } catch (IllegalArgumentException e) {
            throw new UserError("--profile: " + e.getMessage());
        }
        GtpEngine gtp = new GtpEngine(engine(), rules.ruleset(), seed, p, true);
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        gtp.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), out,
                new PrintStream(System.err, true, StandardCharsets.UTF_8));
        out.flush();
        return 0;
    }

    private Engine engine() {
        if (defect == null) {
            return engineOption.engine();
        }
        if (engineOption.name != null) {
            throw new UserError("--defect spoils the reference engine; it takes no --engine");
        }
        try {
            return Defect.byId(defect).engine();
        } catch (IllegalArgumentException e) {
            throw new UserError("--defect takes one of " + Defect.ids() + ", not '" + defect + "'");
        }
    }
}
