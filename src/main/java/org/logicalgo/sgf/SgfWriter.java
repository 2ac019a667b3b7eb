package org.logicalgo.sgf;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;

/**
 * Writes game trees as FF[4] text: a node's properties in their order, values as they are held
 * (already escaped), a sequence for each run of single children and a parenthesised game tree for
 * each variation. A line break every few nodes keeps the text readable; FF[4] counts it as white
 * space between nodes.
 */
public final class SgfWriter {

    private static final int NODES_PER_LINE = 12;

    private SgfWriter() {
    }

    public static String write(List<SgfNode> games) {
        StringBuilder out = new StringBuilder();
        for (SgfNode root : games) {
            write(root, out);
            out.append('\n');
        }
        return out.toString();
    }

    public static String write(SgfNode root) {
        return write(List.of(root));
    }

    /** Walks the tree without recursion: a stack of the variations still to write at each open parenthesis. */
    private static void write(SgfNode root, StringBuilder out) {
        int written = 0;
        Deque<Iterator<SgfNode>> open = new ArrayDeque<>();
        open.push(List.of(root).iterator());
        while (!open.isEmpty()) {
            Iterator<SgfNode> next = open.peek();
            if (!next.hasNext()) {
                open.pop();
                if (!open.isEmpty()) {
                    // The variations of a sequence are written: its game tree closes. The bottom
                    // iterator holds only the root and opens nothing of its own.
                    out.append(')');
                }
                continue;
            }
            out.append('(');
            SgfNode n = next.next();
            while (true) {
                if (written > 0 && written % NODES_PER_LINE == 0) {
                    out.append('\n');
                }
                node(n, out);
                written++;
                if (n.children().size() != 1) {
                    break;
                }
                n = n.children().get(0);
            }
            open.push(n.children().iterator());
        }
    }

    private static void node(SgfNode n, StringBuilder out) {
        out.append(';');
        for (SgfProperty p : n.properties()) {
            out.append(p.id());
            for (String v : p.values()) {
                out.append('[').append(v).append(']');
            }
        }
    }
}
