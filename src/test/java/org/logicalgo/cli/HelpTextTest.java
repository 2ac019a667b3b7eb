package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Every command's {@code --help}: whole sentences, each paragraph ending with a full stop (so no
 * summary is cut mid-sentence and picocli wraps each paragraph once), and no line wider than
 * {@link Main#HELP_WIDTH}.
 */
class HelpTextTest {

    /** Every command of the tree, by its path ("logical-go conformance export"). */
    private static Map<String, CommandLine> commands() {
        Map<String, CommandLine> all = new LinkedHashMap<>();
        add(Main.commandLine(), all);
        return all;
    }

    private static void add(CommandLine cl, Map<String, CommandLine> all) {
        all.put(cl.getCommandSpec().qualifiedName(" "), cl);
        cl.getSubcommands().values().forEach(sub -> add(sub, all));
    }

    @Test
    void everyCommandIsVisited() {
        // A guard against a walk that finds nothing: ten commands and the subcommands of count and conformance.
        assertTrue(commands().keySet().containsAll(List.of("logical-go replay", "logical-go count games",
                "logical-go conformance export", "logical-go conformance matrix", "logical-go solve")), commands().keySet().toString());
    }

    @Test
    void noLineOfAnyHelpIsWiderThanTheWidth() {
        List<String> wide = new ArrayList<>();
        commands().forEach((path, cl) -> cl.getUsageMessage(CommandLine.Help.Ansi.OFF).lines()
                .filter(line -> line.length() > Main.HELP_WIDTH)
                .forEach(line -> wide.add(path + ": " + line.length() + ": " + line)));
        assertEquals(List.of(), wide);
    }

    @Test
    void everyHeaderDescriptionAndOptionIsWholeSentences() {
        List<String> cut = new ArrayList<>();
        commands().forEach((path, cl) -> {
            CommandSpec spec = cl.getCommandSpec();
            sentences(path + " header", spec.usageMessage().header(), cut);
            sentences(path + " description", spec.usageMessage().description(), cut);
            for (ArgSpec arg : spec.args()) {
                String name = arg instanceof CommandLine.Model.OptionSpec o ? o.longestName() : arg.paramLabel();
                sentences(path + " " + name, arg.description(), cut);
            }
        });
        assertEquals(List.of(), cut);
    }

    /** Each non-empty paragraph ends with a full stop; a command has a summary for its parent's list. */
    private static void sentences(String where, String[] paragraphs, List<String> cut) {
        for (String p : paragraphs) {
            // %n is picocli's line break (a format string's); what precedes it is the paragraph.
            String s = p.replace("%n", "").strip();
            if (!s.isEmpty() && !s.endsWith(".")) {
                cut.add(where + ": " + s);
            }
        }
    }

    @Test
    void everySubcommandHasASummaryOfOneSentence() {
        List<String> missing = new ArrayList<>();
        commands().forEach((path, cl) -> {
            String[] header = cl.getCommandSpec().usageMessage().header();
            if (cl.getParent() != null && header.length != 1) {
                missing.add(path + ": " + header.length + " header lines");
            }
        });
        assertEquals(List.of(), missing);
    }

    @Test
    void theTopHelpNamesEveryCommandInItsTagline() {
        String tagline = String.join(" ", Main.commandLine().getCommandSpec().usageMessage().description());
        for (String command : Main.commandLine().getSubcommands().keySet()) {
            if (!command.equals("help")) {
                assertTrue(tagline.contains(command), "the tagline leaves out " + command + ": " + tagline);
            }
        }
    }

    @Test
    void theGnuGoExampleOfTheHelpIsTheManuals() throws IOException {
        List<String> example = ConformanceCommand.GNU_GO_EXAMPLE;
        String shown = String.join("\n", example.stream().map(String::strip).toList());
        for (String file : List.of("README.md", "docs/cli.md", "docs/conformance.md")) {
            String text = Files.readString(Path.of(file), StandardCharsets.UTF_8);
            String lines = String.join("\n", text.lines().map(String::strip).toList());
            assertTrue(lines.contains(shown), file + " does not show the help's GNU Go example:\n" + shown);
        }
        String help = CliRun.of("conformance", "--help").out();
        for (String line : example) {
            assertTrue(help.contains(line + "\n"), "conformance --help lacks: " + line + "\n" + help);
        }
    }
}
