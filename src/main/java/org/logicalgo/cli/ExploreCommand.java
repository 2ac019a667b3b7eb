package org.logicalgo.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

import org.logicalgo.explorer.ExploreServer;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code ./logical-go explore}: the rules explorer, a page and its JSON API on 127.0.0.1, until killed. */
@Command(name = "explore", header = "Starts the rules explorer, a web page on 127.0.0.1 to play and watch each clause.", mixinStandardHelpOptions = true,
        description = {"Starts the rules explorer: a web server on 127.0.0.1 only, serving a page where any position is"
                + " played under any ruleset and every clause is seen to fire. Prints the address to open (one line,"
                + " http://127.0.0.1:PORT/) and serves until killed."},
        footer = {"", "The API and its limits: docs/explorer.md."})
public final class ExploreCommand implements Callable<Integer> {

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", defaultValue = "0", description = "The port (default: a free one).")
    int port;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new UserError("--port " + port + ": a port is 0 (a free one) to 65535");
        }
        ExploreServer server;
        try {
            server = ExploreServer.start(port, new PrintStream(System.err, true, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UserError("--port " + port + ": cannot listen on 127.0.0.1:" + port + " (" + e.getMessage() + ")");
        }
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "explore-stop"));
        PrintWriter out = spec.commandLine().getOut();
        out.println(server.address());
        out.flush();
        // Serves until the process is killed: the server's threads do the work.
        new CountDownLatch(1).await();
        return 0;
    }
}
