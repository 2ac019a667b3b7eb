package org.logicalgo.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.logicalgo.io.Names;
import org.logicalgo.io.NotEnoughMemory;

import picocli.CommandLine;
import picocli.CommandLine.Command;

import org.logicalgo.rules.Numbers;

/** {@code ./logical-go}: the commands of logical-go. */
@Command(name = "logical-go", mixinStandardHelpOptions = true, version = "logical-go 0.1.0",
        description = "The logical (Tromp-Taylor) rules of Go: replay turns, judge records (or archives of them as a judge-pipeline),"
                + " explain a turn, explore the rules in a browser, count positions and games, count legal turn sequences by perft, solve small games, bench the fast engine, referee"
                + " over gtp, and run the conformance suite against an engine.",
        subcommands = {CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    /** The width every --help is wrapped to: a terminal's 80 columns, whatever the terminal. */
    public static final int HELP_WIDTH = 80;

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

    /**
     * The commands in the order the help lists them, each made only when it is added: picocli reads
     * a command's options by reflection when it is added, and reading every command's took most of
     * a short run's start (docs/performance.md, "judge from the first record").
     */
    private static final Map<String, Supplier<Object>> COMMANDS = commands();

    private static Map<String, Supplier<Object>> commands() {
        Map<String, Supplier<Object>> commands = new LinkedHashMap<>();
        commands.put("replay", ReplayCommand::new);
        commands.put("gtp", GtpCommand::new);
        commands.put("judge", JudgeCommand::new);
        commands.put("judge-pipeline", JudgePipelineCommand::new);
        commands.put("explain", ExplainCommand::new);
        commands.put("explore", ExploreCommand::new);
        commands.put("count", CountCommand::new);
        commands.put("perft", PerftCommand::new);
        commands.put("solve", SolveCommand::new);
        commands.put("bench", BenchCommand::new);
        commands.put("conformance", () -> {
            CommandLine conformance = new CommandLine(new ConformanceCommand());
            conformance.addSubcommand(new ConformanceExportCommand());
            conformance.addSubcommand(new ConformanceMatrixCommand());
            conformance.addSubcommand(new ConformanceIdentifyCommand());
            conformance.addSubcommand(new ConformancePerftCommand());
            return conformance;
        });
        return commands;
    }

    /** A number read by {@link Numbers}, its refusal in picocli's words for an option's bad value. */
    private static <T> T number(Supplier<T> read) {
        try {
            return read.get();
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }

    /** Every command, as the help lists them. */
    public static CommandLine commandLine() {
        return commandLine(COMMANDS.keySet());
    }

    /**
     * The command line that {@code args} need: when they start with a command's name, that command
     * alone (it parses, helps and fails as it would among the others, which only the top level's
     * help and suggestions list); otherwise every command.
     */
    static CommandLine commandLine(String[] args) {
        if (args.length > 0 && COMMANDS.containsKey(args[0])) {
            return commandLine(List.of(args[0]));
        }
        return commandLine();
    }

    private static CommandLine commandLine(java.util.Collection<String> names) {
        CommandLine cl = new CommandLine(new Main());
        for (String name : names) {
            cl.addSubcommand(COMMANDS.get(name).get());
        }
        RulesOptions.converters(cl);
        // Numbers in ASCII digits only: picocli's own reading (Integer.valueOf) takes any script's.
        CommandLine.ITypeConverter<Integer> whole = s -> number(() -> Numbers.parseInt(s));
        CommandLine.ITypeConverter<Long> wholeLong = s -> number(() -> Numbers.parseLong(s));
        cl.registerConverter(Integer.class, whole);
        cl.registerConverter(int.class, whole);
        cl.registerConverter(Long.class, wholeLong);
        cl.registerConverter(long.class, wholeLong);
        // Set after the subcommands are added: picocli hands the width down to those present.
        cl.setUsageHelpWidth(HELP_WIDTH);
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            PrintWriter err = commandLine.getErr();
            if (ex instanceof UserError || ex instanceof IllegalArgumentException || ex instanceof NotEnoughMemory) {
                // The line names a file, an entry, a value given: data, shown escaped; a refusal
                // several lines long by right keeps its line ends.
                String message = String.valueOf(ex.getMessage());
                err.println("logical-go: " + (ex instanceof UserError.Lines ? Names.lines(message) : Names.shown(message)));
            } else {
                // A fault of ours, not of the input: still one line, with what would help a bug report.
                err.println("logical-go: internal error: " + Names.shown(String.valueOf(ex)));
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
            // An unknown option is named alone: picocli counts the value after it as unmatched too.
            String option = unmatched.stream().filter(w -> w.startsWith("-")).findFirst().orElse(null);
            String what = command ? "no command called '" + unmatched.get(0) + "'"
                    : option != null ? "no option called '" + option + "'" : ex.getMessage();
            return what + (near.isEmpty() ? "" : "; did you mean " + near.get(0) + "?");
        }
        return ex.getMessage();
    }

    public static void main(String[] args) {
        int status;
        try {
            status = commandLine(args).execute(args);
        } catch (OutOfMemoryError e) {
            // picocli hands errors on: one line here, as for every other failure.
            System.err.println("logical-go: " + new NotEnoughMemory(args.length > 0 ? Names.shown(args[0]) : "logical-go", e).getMessage());
            status = BAD_INPUT;
        }
        System.exit(status);
    }
}
