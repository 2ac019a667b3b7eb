package org.logicalgo.io;

import java.util.Locale;

/**
 * The Java VM's heap could not hold what a command was doing: one line saying for what, and how to
 * give it more, never an {@link OutOfMemoryError}'s trace. The VM is started by the
 * {@code logical-go} launcher, which passes no heap option of its own: the VM reads
 * {@code JAVA_TOOL_OPTIONS} from the environment, whoever starts it.
 */
public final class NotEnoughMemory extends RuntimeException {

    /** @param what what the memory was for: {@code judging games.zip!big.sgf} */
    public NotEnoughMemory(String what, OutOfMemoryError cause) {
        super("not enough memory for " + what + ": " + howMore(), cause);
    }

    /** The way to give the VM more, with the heap it has now and twice that as the example. */
    public static String howMore() {
        long mb = Runtime.getRuntime().maxMemory() >> 20;
        return String.format(Locale.ROOT, "give the JVM more with JAVA_TOOL_OPTIONS=-Xmx%dm (it has %d MB)", Math.max(256, 2 * mb), mb);
    }
}
