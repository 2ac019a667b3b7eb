package org.logicalgo.cli;

import java.util.Locale;

import org.logicalgo.fast.Fast;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Engine;

import picocli.CommandLine.Option;

/**
 * {@code --engine fast|reference}: which of the two engines plays. They give the same verdicts
 * (property tests hold them to it); the reference is the one written to be read, the fast one is
 * the one to use on many or long games.
 */
public final class EngineOption {

    @Option(names = "--engine", paramLabel = "fast|reference",
            description = "The rules engine: fast, or the readable reference (the two agree: docs/engines.md).")
    String name;

    Engine engine(Engine byDefault) {
        if (name == null) {
            return byDefault;
        }
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "fast" -> Fast.ENGINE;
            case "reference", "ref" -> Reference.ENGINE;
            default -> throw new UserError("--engine takes fast or reference, not '" + name + "'");
        };
    }
}
