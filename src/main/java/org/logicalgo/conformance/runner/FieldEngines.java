package org.logicalgo.conformance.runner;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where this machine has the engines built from their source (conformance/engines/fuego.md,
 * katago.md, pachi.md), which the project neither ships nor builds: Fuego at {@code $LOGICALGO_FUEGO}
 * or as {@code fuego} on the PATH; KataGo's and Pachi's whole command lines in
 * {@code $LOGICALGO_KATAGO} and {@code $LOGICALGO_PACHI} (each needs its own arguments: a network and
 * a configuration, an engine and its options). Asked by the matrix and by the tests that replay their
 * baselines.
 */
public final class FieldEngines {

    private FieldEngines() {
    }

    /** Fuego's program; its rules come from a start-up file ({@code --config}). */
    public static Optional<String> fuego() {
        List<String> places = new ArrayList<>();
        Optional.ofNullable(System.getenv("LOGICALGO_FUEGO")).filter(p -> !p.isBlank()).ifPresent(places::add);
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isEmpty()) {
                places.add(Path.of(dir, "fuego").toString());
            }
        }
        return places.stream().filter(p -> Files.isRegularFile(Path.of(p)) && Files.isExecutable(Path.of(p))).findFirst();
    }

    /** KataGo's command line ({@code katago gtp -model M -config C}). */
    public static Optional<List<String>> katago() {
        return commandLine("LOGICALGO_KATAGO");
    }

    /** Pachi's command line ({@code pachi -e uct --nodcnn -t =1000 threads=1 pondering=0 -s 1}). */
    public static Optional<List<String>> pachi() {
        return commandLine("LOGICALGO_PACHI");
    }

    private static Optional<List<String>> commandLine(String variable) {
        String line = System.getenv(variable);
        return line == null || line.isBlank() ? Optional.empty() : Optional.of(List.of(line.strip().split("\\s+")));
    }
}
