package org.logicalgo.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * A node of an SGF game tree: its properties and the nodes that follow it. The first child is the
 * main line; the others are variations (FF[4]: a sequence followed by game trees). Immutable.
 *
 * <p>Not a record: a game of a thousand moves is a chain a thousand nodes deep, and a record's
 * recursive {@code equals} and {@code hashCode} would walk it on the call stack. Identity is enough
 * here; every walk of the tree below is iterative.
 */
public final class SgfNode {

    private final List<SgfProperty> properties;
    private final List<SgfNode> children;
    private final int offset;

    /**
     * @param offset the byte offset of the node's {@code ;} in the file, or -1 for a node made in memory
     */
    public SgfNode(List<SgfProperty> properties, List<SgfNode> children, int offset) {
        this.properties = List.copyOf(properties);
        this.children = List.copyOf(children);
        this.offset = offset;
    }

    public List<SgfProperty> properties() {
        return properties;
    }

    public List<SgfNode> children() {
        return children;
    }

    public int offset() {
        return offset;
    }

    /** Every property with this identifier (FF[4] allows one; some files repeat it). */
    public List<SgfProperty> all(String id) {
        List<SgfProperty> found = new ArrayList<>(1);
        for (SgfProperty p : properties) {
            if (p.id().equals(id)) {
                found.add(p);
            }
        }
        return found;
    }

    public Optional<SgfProperty> get(String id) {
        for (SgfProperty p : properties) {
            if (p.id().equals(id)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    public boolean has(String id) {
        return get(id).isPresent();
    }

    /** How many lines of play (root to leaf) the tree from this node holds: 1 plus one per extra variation. */
    public int lineCount() {
        int leaves = 0;
        Deque<SgfNode> todo = new ArrayDeque<>(List.of(this));
        while (!todo.isEmpty()) {
            SgfNode n = todo.pop();
            if (n.children.isEmpty()) {
                leaves++;
            }
            n.children.forEach(todo::push);
        }
        return leaves;
    }

    /**
     * The nodes of line {@code number}, from this node to a leaf. Lines are numbered from 1 in the
     * order their leaves appear in the file: line 1 follows the first child everywhere (the main
     * line), line 2 is the first variation met in the text, and so on.
     *
     * @throws IllegalArgumentException when the tree has fewer lines
     */
    public List<SgfNode> line(int number) {
        if (number < 1) {
            throw new IllegalArgumentException("variations are numbered from 1 (the main line), not " + number);
        }
        List<SgfNode> path = new ArrayList<>(List.of(this));
        Deque<Iterator<SgfNode>> siblings = new ArrayDeque<>();
        siblings.push(children.iterator());
        int leaves = children.isEmpty() ? 1 : 0;
        if (leaves == number) {
            return path;
        }
        while (!siblings.isEmpty()) {
            Iterator<SgfNode> next = siblings.peek();
            if (!next.hasNext()) {
                siblings.pop();
                path.remove(path.size() - 1);
                continue;
            }
            SgfNode child = next.next();
            path.add(child);
            siblings.push(child.children.iterator());
            if (child.children.isEmpty() && ++leaves == number) {
                return path;
            }
        }
        throw new IllegalArgumentException("there is no variation " + number + ": the game has " + leaves
                + (leaves == 1 ? " line" : " lines"));
    }
}
