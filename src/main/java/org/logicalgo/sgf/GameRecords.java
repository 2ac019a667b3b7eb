package org.logicalgo.sgf;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The Go records of an SGF file: each game tree read as a {@link GameRecord}, or the one line saying
 * why it cannot be. Read one game tree at a time ({@link #games}), and of each only the line asked
 * for: no tree is built, so the memory a reading takes is the file's bytes, the line's record and
 * four bytes a parenthesis open, whatever the file's shape (a million variations, a million games,
 * nesting a million deep). The main line of a plain game tree is read straight from its bytes
 * ({@link MainLineReader}); anything else node by node from {@link SgfParser}'s walk, and either
 * way the records, the warnings and the errors are those of {@link SgfParser#parseFile} and
 * {@link GameRecord#read(SgfNode, int)}.
 */
public final class GameRecords {

    private GameRecords() {
    }

    /** A game tree read as a record, or why it cannot be read as one (the file's other games may still be). */
    public record Read(Optional<GameRecord> record, Optional<String> error) {
    }

    /**
     * Line {@code variation} (1: the main line) of every game tree of a file's bytes, all at once.
     *
     * @param warnings told, one line each, what is read otherwise than the file says (see {@link SgfParser#parseFile})
     * @throws SgfException when the file is not SGF: one line naming the byte
     */
    public static List<Read> read(byte[] file, int variation, Consumer<String> warnings) {
        return read(file, variation, warnings, true);
    }

    /** As {@link #read(byte[], int, Consumer)}; without {@code fromBytes}, never by {@link MainLineReader} (for the tests). */
    static List<Read> read(byte[] file, int variation, Consumer<String> warnings, boolean fromBytes) {
        Games games = new Games(file, variation, warnings, fromBytes);
        List<Read> all = new ArrayList<>(1);
        for (Optional<Read> next = games.next(); next.isPresent(); next = games.next()) {
            all.add(next.get());
        }
        return all;
    }

    /**
     * How many game trees a file's bytes hold, their grammar checked (warnings are not told): a
     * walk that keeps nothing.
     *
     * @throws SgfException when the file is not SGF: one line naming the byte
     */
    public static int count(byte[] file) {
        Games games = new Games(file, 1, warning -> { }, true);
        while (games.pass()) {
            // each tree walked
        }
        return games.count();
    }

    /**
     * The game trees of a file's bytes, to be read one at a time: line {@code variation} of each.
     *
     * @throws SgfException when the file claims UTF-16 and is not
     */
    public static Games games(byte[] file, int variation, Consumer<String> warnings) {
        return new Games(file, variation, warnings, true);
    }

    /** The game trees of a file, read one at a time, each forgotten once the next is read. */
    public static final class Games {
        private final SgfParser parser;
        private final byte[] file;
        private final boolean plain;
        private final int variation;
        private int count;

        private Games(byte[] file, int variation, Consumer<String> warnings, boolean fromBytes) {
            this.file = file;
            this.parser = SgfParser.over(file, warnings);
            this.plain = fromBytes && SgfParser.utf16(file) == null;
            this.variation = variation;
        }

        /** How many game trees were read or skipped so far. */
        public int count() {
            return count;
        }

        /**
         * The next game tree's line, empty after the last.
         *
         * @throws SgfException when the file is not SGF there (the grammar is checked to the tree's end
         *                      before its record is given): one line naming the file's byte
         */
        public Optional<Read> next() {
            int start = parser.nextTree();
            if (start < 0) {
                return end();
            }
            count++;
            if (plain && variation == 1) {
                MainLineReader.Tree tree = MainLineReader.tree(file, start, parser.warnings());
                if (tree != null) {
                    parser.position(tree.end());
                    return Optional.of(new Read(Optional.of(tree.record()), Optional.empty()));
                }
            }
            try {
                return Optional.of(line(start));
            } catch (SgfException e) {
                throw parser.inFile(e);
            }
        }

        /**
         * Past the next game tree, its grammar checked and its warnings told, no record read.
         *
         * @return false after the last
         * @throws SgfException as {@link #next}
         */
        public boolean skip() {
            int start = parser.nextTree();
            if (start < 0) {
                end();
                return false;
            }
            count++;
            try {
                LineListener listener = new LineListener(parser, null, false);
                parser.walk(listener);
                listener.warnings.forEach(parser.warnings());
            } catch (SgfException e) {
                throw parser.inFile(e);
            }
            return true;
        }

        /**
         * As {@link #skip}, telling no warning: a plain tree is checked straight from its bytes
         * ({@link MainLineReader#skipTree}), where the parser's walk makes a string of every
         * identifier for its listener; the parser walks only what that reader leaves to it.
         */
        private boolean pass() {
            if (!plain) {
                return skip();
            }
            int start = parser.nextTree();
            if (start < 0) {
                end();
                return false;
            }
            int end = MainLineReader.skipTree(file, start);
            if (end < 0) {
                parser.position(start);
                return skip();
            }
            count++;
            parser.position(end);
            return true;
        }

        private Optional<Read> end() {
            if (count == 0) {
                throw parser.inFile(parser.noGameTree());
            }
            return Optional.empty();
        }

        private Read line(int start) {
            if (variation < 1) {
                skipFrom(start);
                return new Read(Optional.empty(), Optional.of("variations are numbered from 1 (the main line), not " + variation));
            }
            int[] path = null;
            if (variation > 1) {
                PathFinder finder = new PathFinder(variation);
                parser.walk(finder);
                parser.position(start);
                path = finder.path;
                if (path == null) {
                    skipFrom(start);
                    return new Read(Optional.empty(), Optional.of("there is no variation " + variation + ": the game has " + finder.leaves
                            + (finder.leaves == 1 ? " line" : " lines")));
                }
            }
            LineListener listener = new LineListener(parser, path, true);
            parser.walk(listener);
            listener.warnings.forEach(parser.warnings());
            if (listener.error != null) {
                return new Read(Optional.empty(), Optional.of(listener.error));
            }
            return new Read(Optional.of(listener.line.build(variation, listener.leaves, listener.rootOffset)), Optional.empty());
        }

        private void skipFrom(int start) {
            parser.position(start);
            LineListener listener = new LineListener(parser, null, false);
            parser.walk(listener);
            listener.warnings.forEach(parser.warnings());
        }
    }

    /**
     * The first walk for a variation other than the main line: the parentheses open at its leaf,
     * those it lies in (four bytes each), found by counting the leaves in the order of the text.
     */
    private static final class PathFinder implements SgfParser.Listener {
        private final int wanted;
        private final SgfParser.IntStack open = new SgfParser.IntStack();
        int leaves;
        /** The parentheses the line lies in, outermost first; null until its leaf is met. */
        int[] path;

        PathFinder(int wanted) {
            this.wanted = wanted;
        }

        @Override
        public void open(int at) {
            open.push(at);
        }

        @Override
        public boolean node(int at) {
            return false;
        }

        @Override
        public boolean property(String id, int offset) {
            return false;
        }

        @Override
        public void value(byte[] raw) {
        }

        @Override
        public void close(boolean leaf) {
            if (leaf && ++leaves == wanted) {
                path = open.toArray();
            }
            open.pop();
        }
    }

    /**
     * The walk that reads a line: each node on it is made (its values decoded by the root's CA),
     * handed to the record's {@link GameRecord.Builder}, and forgotten; the nodes off it are skipped.
     * The first record error is kept and the walk goes on, so that a grammar error later in the tree
     * wins, as when the tree was parsed whole first.
     */
    private static final class LineListener implements SgfParser.Listener {
        private final SgfParser parser;
        /** The parentheses of the line (null: the main line, every parenthesis before the first ')'). */
        private final int[] path;
        /** Whether the line is read, or only the root for its CA. */
        private final boolean reading;
        final List<String> warnings = new ArrayList<>(0);
        private int open;
        /** How many of the open parentheses are the line's: always the outermost ones. */
        private int onLine;
        private int nextOfPath;
        private boolean closed;
        private boolean rootSeen;
        private boolean rootFinished;
        private Charset charset;
        GameRecord.Builder line;
        String error;
        int leaves;
        int rootOffset;
        // The node in hand: its offset, and its properties as they come.
        private int nodeOffset = -1;
        private final List<String> ids = new ArrayList<>();
        private final List<Integer> idOffsets = new ArrayList<>();
        private final List<List<byte[]>> values = new ArrayList<>();
        private int valuesKept;
        /** The properties a record reads ({@link GameRecord.Builder}), CA for the root's charset: the others are skipped. */
        private static final java.util.Set<String> READ = new java.util.LinkedHashSet<>(
                List.of("GM", "SZ", "CA", "KM", "HA", "RU", "RE", "PB", "PW", "AB", "AW", "AE", "PL", "B", "W"));
        /** The most values of those a node may hold. */
        static final int MAX_VALUES = 10_000;

        LineListener(SgfParser parser, int[] path, boolean reading) {
            this.parser = parser;
            this.path = path;
            this.reading = reading;
        }

        @Override
        public void open(int at) {
            finishNode();
            boolean ofLine = path == null ? !closed : nextOfPath < path.length && path[nextOfPath] == at;
            if (open == onLine && ofLine) {
                onLine++;
                nextOfPath++;
            }
            open++;
        }

        @Override
        public boolean node(int at) {
            finishNode();
            boolean root = !rootSeen;
            rootSeen = true;
            if (root || (reading && open == onLine && error == null)) {
                nodeOffset = parser.fileOffset(at);
                valuesKept = 0;
                return true;
            }
            return false;
        }

        @Override
        public boolean property(String id, int offset) {
            if (!READ.contains(id) || nodeOffset < 0) {
                // What no record reads (a comment of 60 MB, say) is never copied.
                return false;
            }
            ids.add(id);
            idOffsets.add(offset);
            values.add(new ArrayList<>(1));
            return true;
        }

        @Override
        public void value(byte[] raw) {
            if (++valuesKept > MAX_VALUES) {
                // More than any Go record's node holds (625 points a grid at most): refused, and not kept.
                if (error == null) {
                    error = "byte " + nodeOffset + ": a node holding more than " + MAX_VALUES + " values of "
                            + String.join(", ", READ) + ": not a node of a Go record";
                }
                nodeOffset = -1;
                ids.clear();
                idOffsets.clear();
                values.clear();
                return;
            }
            values.get(values.size() - 1).add(raw);
        }

        @Override
        public void close(boolean leaf) {
            finishNode();
            if (leaf) {
                leaves++;
            }
            if (open == onLine) {
                onLine--;
            }
            open--;
            closed = true;
        }

        private void finishNode() {
            if (nodeOffset < 0) {
                return;
            }
            boolean root = !rootFinished;
            rootFinished = true;
            if (root) {
                rootOffset = nodeOffset;
                charset = parser.fixedCharset() != null ? parser.fixedCharset() : charsetOfRoot();
            }
            List<SgfProperty> properties = new ArrayList<>(ids.size());
            for (int i = 0; i < ids.size(); i++) {
                List<String> texts = new ArrayList<>(values.get(i).size());
                for (byte[] raw : values.get(i)) {
                    texts.add(SgfParser.decode(raw, charset));
                }
                properties.add(new SgfProperty(ids.get(i), texts, idOffsets.get(i)));
            }
            SgfNode node = new SgfNode(properties, List.of(), nodeOffset);
            nodeOffset = -1;
            valuesKept = 0;
            ids.clear();
            idOffsets.clear();
            values.clear();
            if (!reading || error != null) {
                return;
            }
            try {
                if (root) {
                    line = new GameRecord.Builder(node);
                }
                line.take(node);
            } catch (IllegalArgumentException e) {
                error = e.getMessage();
                line = null;
            }
        }

        /** The charset the root's CA names (see {@link SgfParser#charsetNamed}), its warning kept for the tree's end. */
        private Charset charsetOfRoot() {
            for (int i = 0; i < ids.size(); i++) {
                if (ids.get(i).equals("CA")) {
                    return SgfParser.charsetNamed(new String(values.get(i).get(0), StandardCharsets.ISO_8859_1).trim(), idOffsets.get(i),
                            warnings::add);
                }
            }
            return null;
        }
    }
}
