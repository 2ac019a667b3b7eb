package org.logicalgo.cli;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.logicalgo.conformance.CaseFormatException;
import org.logicalgo.conformance.GtpExport;
import org.logicalgo.conformance.Suite;
import org.logicalgo.conformance.SuiteRulesets;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code ./logical-go conformance export}: the suite as GoGui regression files. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = "Writes the conformance suite as GTP regression files (.tst, gogui-regress) into a directory.")
public final class ConformanceExportCommand implements Callable<Integer> {

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--format", defaultValue = "gtp",
            description = "gtp (GoGui regression files) or sgf (one SGF record per case, for ./logical-go judge)")
    String format;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "directory to write into")
    Path out;

    @Option(names = "--rules", defaultValue = "tromp-taylor", paramLabel = "NAME",
            description = "the ruleset whose expectations to export, e.g. tromp-taylor+ko=situational")
    String rules;

    @Option(names = "--cases", paramLabel = "DIR", description = "case directory (default: the suite's conformance/cases)")
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
        try {
            SuiteRulesets.checkKnobs(rules);
        } catch (IllegalArgumentException e) {
            throw new UserError("--rules: " + e.getMessage());
        }
        if (suite.under(rules).cases().isEmpty()) {
            java.util.Set<String> known = new java.util.TreeSet<>();
            suite.cases().forEach(c -> known.addAll(c.expect().keySet()));
            throw new UserError("--rules: no case has expectations under '" + rules + "' (the suite has: "
                    + String.join(", ", known) + ")");
        }
        if (format.equals("sgf")) {
            spec.commandLine().getOut().println(writeSgf(suite.under(rules)));
            spec.commandLine().getOut().flush();
            return 0;
        }
        int n;
        try {
            n = GtpExport.write(suite, rules, out);
        } catch (UncheckedIOException e) {
            throw new UserError("--out " + e.getMessage());
        }
        spec.commandLine().getOut().println("wrote " + n + " regression files and all.suite to " + out);
        spec.commandLine().getOut().flush();
        return 0;
    }

    /** One SGF record per case that SGF can hold, named after the case. */
    private String writeSgf(Suite cases) {
        int written = 0;
        int skipped = 0;
        try {
            java.nio.file.Files.createDirectories(out);
            for (org.logicalgo.conformance.ConformanceCase c : cases.cases()) {
                java.util.Optional<String> sgf;
                try {
                    sgf = CaseSgf.of(c, rules);
                } catch (IllegalArgumentException e) {
                    throw new UserError("--rules: " + e.getMessage());
                }
                if (sgf.isEmpty()) {
                    skipped++;
                    continue;
                }
                java.nio.file.Files.writeString(out.resolve(c.id() + ".sgf"), sgf.get());
                written++;
            }
        } catch (java.io.IOException e) {
            throw new UserError("--out " + out + ": cannot be written (" + e.getMessage() + ")");
        }
        return "wrote " + written + " SGF records to " + out + " (" + skipped
                + " cases left out: an agreement or a point above the grid, which SGF cannot hold)";
    }
}
