package org.logicalgo.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.logicalgo.io.InputFile;
import org.logicalgo.io.InputFileException;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.BadValue;
import org.logicalgo.rulesets.Rulesets;

/**
 * An engine's start-up files, one a ruleset ({@code conformance/engines/config/fuego/tromp-taylor.gtp}):
 * each file's name is the ruleset, its lines the GTP commands that set the engine to it ({@code #}
 * begins a comment, as in GTP). Read once, for {@code conformance --rules-config DIR}.
 */
final class RulesConfig {

    /** A start-up file holds a few commands: more is not one. */
    private static final long MAX_FILE = 64 << 10;
    private static final int MAX_FILES = 200;

    private RulesConfig() {
    }

    /** The commands of each ruleset the directory names, in the registry's order; a fault is one line naming the file. */
    static Map<Ruleset, List<String>> read(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new UserError("--rules-config " + dir + ": not a directory of start-up files (RULESET.gtp)");
        }
        List<Path> files;
        try (Stream<Path> listed = Files.list(dir)) {
            files = listed.filter(p -> p.getFileName().toString().endsWith(".gtp")).limit(MAX_FILES + 1L).sorted().toList();
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new UserError("--rules-config " + dir + ": cannot be listed (" + e.getMessage() + ")");
        }
        if (files.isEmpty()) {
            throw new UserError("--rules-config " + dir + ": no RULESET.gtp file in it");
        }
        if (files.size() > MAX_FILES) {
            throw new UserError("--rules-config " + dir + ": more than " + MAX_FILES + " start-up files");
        }
        Map<Ruleset, List<String>> told = new TreeMap<>(Rulesets.ORDER);
        for (Path f : files) {
            String name = f.getFileName().toString().replaceFirst("\\.gtp$", "");
            Ruleset ruleset;
            try {
                ruleset = Rulesets.read(name).ruleset();
            } catch (BadValue e) {
                throw new UserError("--rules-config " + f + ": the file's name is no ruleset: " + e.getMessage());
            }
            String text;
            try {
                text = new InputFile(f, MAX_FILE).text().text();
            } catch (InputFileException e) {
                throw new UserError("--rules-config " + e.getMessage());
            }
            List<String> commands = new ArrayList<>();
            for (String line : text.split("\\R")) {
                String command = line.replaceFirst("#.*", "").replaceAll("[\\x00-\\x08\\x0b-\\x1f\\x7f]", "").strip();
                if (!command.isEmpty()) {
                    commands.add(command);
                }
            }
            if (commands.isEmpty()) {
                throw new UserError("--rules-config " + f + ": no command in it");
            }
            if (told.put(ruleset, List.copyOf(commands)) != null) {
                throw new UserError("--rules-config " + f + ": a second file for " + Rulesets.name(ruleset));
            }
        }
        return told;
    }
}
