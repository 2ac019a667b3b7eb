package org.logicalgo.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintStream;

import org.junit.jupiter.api.Test;
import org.logicalgo.cli.CliRun;

/** {@code ./logical-go explore} when it cannot serve: one line and exit status 2, never a stack trace. */
class ExploreCommandTest {

    @Test
    void aPortThatCannotBeHadIsOneLineAndStatusTwo() throws IOException {
        try (ExploreServer taken = ExploreServer.start(0, new PrintStream(PrintStream.nullOutputStream()))) {
            int port = taken.socketAddress().getPort();
            CliRun run = CliRun.of("explore", "--port", Integer.toString(port));
            assertEquals(2, run.status());
            assertEquals("logical-go: --port " + port + ": cannot listen on 127.0.0.1:" + port + " (Address already in use)\n",
                    run.err());
        }
        CliRun out = CliRun.of("explore", "--port", "-1");
        assertEquals(2, out.status());
        assertEquals("logical-go: --port -1: a port is 0 (a free one) to 65535\n", out.err());
    }
}
