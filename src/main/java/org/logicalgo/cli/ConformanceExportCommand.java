package org.logicalgo.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.logicalgo.rules.Ruleset;
import org.logicalgo.conformance.CaseFormatException;
import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.GtpExport;
import org.logicalgo.conformance.Suite;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.io.OutputFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code ./logical-go conformance export}: the suite as GoGui regression files. */
@Command(name = "export", header = "Writes the suite as GTP regression files or SGF records.", mixinStandardHelpOptions = true,
        description = "Writes the conformance suite into a directory, as GTP regression files (.tst, for"
                + " gogui-regress) or as SGF records. A case with an agreement turn (TT-C8) is left out, and the count"
                + " says so: GTP has no command for an agreement.")
public final class ConformanceExportCommand implements Callable<Integer> {

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--format", defaultValue = "gtp",
            description = "Either gtp (GoGui regression files) or sgf (one SGF record per case, for ./logical-go judge).")
    String format;

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "Directory to write into (created when missing); an existing file in it is not overwritten without --force.")
    Path out;

    @Option(names = "--force", description = "Replace the files of an earlier export in --out.")
    boolean force;

    @Option(names = "--rules", defaultValue = Rulesets.DEFAULT, paramLabel = "NAME",
            description = "The ruleset whose expectations to export, e.g. tromp-taylor+ko=situational.")
    Ruleset rules;

    @Option(names = "--cases", paramLabel = "DIR", description = "Case directory (default: the suite's conformance/cases).")
    Path cases;

    @Override
    public Integer call() {
        if (!format.equals("gtp") && !format.equals("sgf")) {
            throw new UserError("--format: gtp or sgf, not '" + format + "'");
        }
        Suite suite;
        try {
            suite = Suite.load(cases != null ? cases : Suite.defaultDirectory());
        } catch (CaseFormatException e) {
            throw new UserError(e.getMessage());
        }
        if (suite.under(rules).cases().isEmpty()) {
            java.util.Set<Ruleset> known = new java.util.TreeSet<>(Rulesets.ORDER);
            suite.cases().forEach(c -> known.addAll(c.expect().keySet()));
            throw new UserError("--rules: no case has expectations under '" + Rulesets.name(rules) + "' (the suite has: "
                    + String.join(", ", known.stream().map(Rulesets::name).toList()) + ")");
        }
        if (format.equals("sgf")) {
            spec.commandLine().getOut().println(writeSgf(suite.under(rules)));
            spec.commandLine().getOut().flush();
            return 0;
        }
        int n;
        try {
            n = GtpExport.write(suite, rules, org.logicalgo.fast.Fast.ENGINE, out, force);
        } catch (OutputFile.Failure e) {
            throw failure(e);
        }
        // The count differs from a run's: say by how much and why, so that the two numbers are not a puzzle.
        int cases = suite.under(rules).cases().size();
        spec.commandLine().getOut().println("wrote " + n + " regression files and all.suite to " + out
                + (n == cases ? "" : " (" + (cases - n) + " of the " + cases + " cases under " + Rulesets.name(rules)
                        + " left out: an agreement turn, TT-C8, which GTP has no command for)"));
        spec.commandLine().getOut().flush();
        return 0;
    }

    /** One line: what failed and why, and for files of an earlier export how to replace them. */
    private UserError failure(OutputFile.Failure e) {
        return new UserError("--out " + e.getMessage() + (e.exists() ? "; not overwritten (--force replaces them)" : ""));
    }

    /** One SGF record per case that SGF can hold, named after the case. */
    private String writeSgf(Suite cases) {
        Map<String, String> files = new LinkedHashMap<>();
        int skipped = 0;
        for (ConformanceCase c : cases.cases()) {
            Optional<String> sgf;
            try {
                sgf = CaseSgf.of(c, rules);
            } catch (IllegalArgumentException e) {
                throw new UserError("--rules: " + e.getMessage());
            }
            if (sgf.isEmpty()) {
                skipped++;
                continue;
            }
            files.put(c.id() + ".sgf", sgf.get());
        }
        try {
            OutputFile.writeAll(out, files, force);
        } catch (OutputFile.Failure e) {
            throw failure(e);
        }
        return "wrote " + files.size() + " SGF records to " + out + " (" + skipped
                + " cases left out: an agreement or a point above the grid, which SGF cannot hold)";
    }
}
