package org.logicalgo.cli;

import java.util.Locale;

import org.logicalgo.fast.Fast;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Engine;

import picocli.CommandLine.Option;

/**
 * {@code --engine fast|reference}: which of the two engines plays. They give the same verdicts
 * (property tests hold them to it); the reference is the one written to be read, the fast one is
 * the one to use on many or long games, and the one used unless another is asked for.
 */
public final class EngineOption {

    @Option(names = "--engine", paramLabel = "fast|reference",
            description = "The rules engine: fast (the default), or the readable reference (the two agree: docs/engines.md).")
    String name;

    /**
     * The engine used unless --engine names another: the fast one, whose turn costs the same at
     * any length of game. The reference compares each move's colouring with every earlier one,
     * as TT-6 reads, so a game of n turns costs it n^2 / 2 comparisons (10,000 turns 16 s, 100,000
     * more than 600 s); it stays as written, to be read beside the rules (docs/engines.md).
     */
    static final Engine DEFAULT = Fast.ENGINE;

    /** The engine --engine names, or {@link #DEFAULT}. */
    Engine engine() {
        return engine(DEFAULT);
    }

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
