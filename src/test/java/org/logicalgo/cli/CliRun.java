package org.logicalgo.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

import picocli.CommandLine;

/** Runs the command line in this JVM and keeps what it printed; for tests. */
public record CliRun(int status, String out, String err) {

    public static CliRun of(String... args) {
        return withInput("", args);
    }

    public static synchronized CliRun withInput(String stdin, String... args) {
        InputStream saved = System.in;
        try {
            System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            return on(Main.commandLine(), args);
        } finally {
            System.setIn(saved);
        }
    }

    /** The same on a command line made otherwise (one command's alone, say). */
    public static CliRun on(CommandLine cl, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int status = cl.execute(args);
        return new CliRun(status, out.toString(), err.toString());
    }
}
