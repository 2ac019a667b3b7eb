package org.logicalgo.cli;

import java.io.PrintWriter;
import java.util.List;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code ./logical-go}: the commands of logical-go. */
@Command(name = "logical-go", mixinStandardHelpOptions = true, version = "logical-go 0.1.0",
        description = "The logical (Tromp-Taylor) rules of Go: replay, judge, explain, explore, count, bench and conform.",
        subcommands = {CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    /** Exit status for bad input (an unreadable file, an impossible argument). */
    public static final int BAD_INPUT = 2;
    /** Exit status when the rules refuse a turn, or a verdict disagrees. */
    public static final int REFUSED = 3;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.addSubcommand(new ReplayCommand());
        cl.addSubcommand(new GtpCommand());
        cl.addSubcommand(new JudgeCommand());
        cl.addSubcommand(new JudgePipelineCommand());
        cl.addSubcommand(new ExplainCommand());
        cl.addSubcommand(new ExploreCommand());
        cl.addSubcommand(new CountCommand());
        cl.addSubcommand(new SolveCommand());
        cl.addSubcommand(new BenchCommand());
        CommandLine conformance = new CommandLine(new ConformanceCommand());
        conformance.addSubcommand(new ConformanceExportCommand());
        conformance.addSubcommand(new ConformanceMatrixCommand());
        cl.addSubcommand(conformance);
        RulesOptions.converters(cl);
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            PrintWriter err = commandLine.getErr();
            if (ex instanceof UserError || ex instanceof IllegalArgumentException) {
                err.println("logical-go: " + ex.getMessage());
            } else {
                // A fault of ours, not of the input: still one line, with what would help a bug report.
                err.println("logical-go: internal error: " + ex);
            }
            err.flush();
            return BAD_INPUT;
        });
        cl.setParameterExceptionHandler((ex, args) -> {
            PrintWriter err = ex.getCommandLine().getErr();
            err.println("logical-go: " + said(ex));
            // The whole command path ("conformance export"), the one that exists.
            String path = ex.getCommandLine().getCommandSpec().qualifiedName(" ");
            err.println("(see: ./" + path + " --help)");
            err.flush();
            return BAD_INPUT;
        });
        return cl;
    }

    /**
     * A parameter error in one line: the unknown thing named, and what was likely meant (picocli's
     * suggestions: the nearest command or option).
     */
    static String said(CommandLine.ParameterException ex) {
        if (ex instanceof CommandLine.UnmatchedArgumentException u) {
            List<String> unmatched = u.getUnmatched();
            List<String> near = u.getSuggestions();
            // A word where a command has subcommands and takes no other words is a command mistyped.
            boolean command = !unmatched.isEmpty() && !unmatched.get(0).startsWith("-")
                    && !ex.getCommandLine().getSubcommands().isEmpty()
                    && ex.getCommandLine().getCommandSpec().positionalParameters().isEmpty();
            String what = command ? "no command called '" + unmatched.get(0) + "'" : ex.getMessage();
            return what + (near.isEmpty() ? "" : "; did you mean " + near.get(0) + "?");
        }
        return ex.getMessage();
    }

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }
}
