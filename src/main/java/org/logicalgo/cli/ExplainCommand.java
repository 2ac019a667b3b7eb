package org.logicalgo.cli;

import org.logicalgo.rulesets.Rulesets.Reading;
import org.logicalgo.rulesets.Rulesets;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;

import org.logicalgo.io.OutputFile;
import org.logicalgo.json.ExplainJson;
import org.logicalgo.json.JsonShapes;
import org.logicalgo.arbiter.Explanation;
import org.logicalgo.arbiter.Judge;
import org.logicalgo.arbiter.Judgement;
import org.logicalgo.display.Diagram;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;
import org.logicalgo.sgf.GameRecord;
import org.logicalgo.sgf.GameRecords;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ./logical-go explain}: one turn of a record, clause by clause, with the position before and after. */
@Command(name = "explain", header = "Explains one turn of an SGF record clause by clause.", mixinStandardHelpOptions = true,
        description = {"Explains one turn of an SGF record: the position before it, what each clause of the rules says"
                + " of it (the colouring, what each clearing emptied, whether it repeats an earlier colouring and which),"
                + " the verdict, and the position after it. --compare adds the verdict under every preset.",
                "Exit status: 0 the turn is accepted, 3 it (or an earlier turn) is refused, 2 bad input."},
        footer = {"", "--json: {file, game, variation, rules, rulesFrom, notes, turn, earlier, before, clauses,"
                + " verdict, effect, after, compare}: turn {number, colour, move}; earlier: the refused turn before it"
                + " with its verdict (then nothing else is explained), or null; before and after: {board, toMove,"
                + " ended, score} (after null when refused); clauses: [{clause, holds, text}]; verdict {accepted,"
                + " clause, reason, repeats}; effect: {board, opponentEmptied, ownEmptied}, what rule 7 leaves, or"
                + " null; compare (with --compare): [{rules, earlier, verdict}]. Turns, verdicts, boards and scores are"
                + " those of replay --json and judge --json."})
public final class ExplainCommand implements Callable<Integer> {

    @Mixin
    EngineOption engineOption;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    RulesOptions rules;

    @Mixin
    FileSizeOption fileSize;

    @Option(names = "--move", required = true, paramLabel = "N", description = "The turn to explain, counted from 1.")
    int move;

    @Option(names = "--compare", description = "Also give the verdict under every preset of the RU table, side by side.")
    boolean compare;

    @Option(names = "--variation", paramLabel = "N", defaultValue = "1", description = "Line N of the game tree (1: the main line).")
    int variation;

    @Option(names = "--game", paramLabel = "N", defaultValue = "1", description = "Game N of a file that holds several (default 1).")
    int game;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    boolean json;

    @Option(names = "--html", paramLabel = "FILE",
            description = "Also write the turn explained as a standalone HTML page, its boards drawn (never over a file without --force).")
    Path html;

    @Option(names = "--force", description = "Let --html replace an existing file.")
    boolean force;

    @Parameters(index = "0", paramLabel = "FILE", description = "An SGF file.")
    Path file;

    @Override
    public Integer call() {
        GameRecord record = read();
        Judge judge = new Judge(engineOption.engine(JudgeCommand.ENGINE));
        Optional<Reading> given = JudgeCommand.given(spec, rules);
        Judge.Choice choice = Judge.choose(record, given);
        Explanation e;
        try {
            e = Explanation.of(judge, record, move, choice.rules());
        } catch (IllegalArgumentException ex) {
            throw new UserError(file + ": " + ex.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        boolean accepted = e.earlier().isEmpty() && e.verdict().orElseThrow().accepted();
        if (html != null) {
            // The colouring a repetition brings back: the game before the move after it (the start for 0).
            Optional<Game> repeated = e.verdict().filter(v -> v instanceof Verdict.Refused r && r.repeats().isPresent())
                    .map(v -> Explanation.of(judge, record, ((Verdict.Refused) v).repeats().getAsInt() + 1, choice.rules()).before()
                            .orElseThrow());
            Map<String, Explanation> compared = new LinkedHashMap<>();
            if (compare) {
                Rulesets.besideTheRuTable(choice.rules()).forEach(n -> compared.put(n.word(), Explanation.of(judge, record, move, n.ruleset())));
            }
            String page = ExplainPage.of(file.getFileName() + ", move " + move + " (" + e.move().text() + "), under "
                    + Rulesets.name(choice.rules()), choice.notes(), e, repeated, compared);
            try {
                OutputFile.write(html, page, force);
            } catch (OutputFile.Failure f) {
                throw new UserError("--html " + f.getMessage() + (f.exists() ? "; not overwritten (--force replaces it)" : ""));
            }
        }
        if (json) {
            List<ExplainJson.Verdicts> under = compare ? ExplainJson.compare(judge, record, move, choice.rules()) : null;
            out.println(JsonShapes.write(ExplainJson.of(file.toString(), game, choice, e, under)));
            out.flush();
            if (html != null) {
                // The output is one JSON object: where the page went is said beside it, on stderr.
                spec.commandLine().getErr().println("wrote the page to " + html.toAbsolutePath().normalize());
            }
            return accepted ? 0 : Main.REFUSED;
        }
        out.println(file + ", move " + move + " (" + e.move().text() + "), under " + Rulesets.name(choice.rules())
                + " (from " + choice.from() + ")");
        choice.notes().forEach(n -> out.println("note: " + n));
        if (e.earlier().isPresent()) {
            Judgement.Refusal r = e.earlier().get();
            out.println("move " + r.move().number() + " (" + r.move().text() + ") before it is refused already: " + r.verdict()
                    + "; explain that one with --move " + r.move().number());
        } else {
            explain(out, e);
        }
        if (compare) {
            out.println("The verdict of move " + move + " under every ruleset of the RU table (docs/rulesets.md):");
            List<Rulesets.Named> all = Rulesets.besideTheRuTable(choice.rules());
            int width = all.stream().mapToInt(n -> n.word().length()).max().orElse(0);
            for (Rulesets.Named n : all) {
                out.println("  " + n.word() + " ".repeat(width - n.word().length()) + "  "
                        + verdictUnder(Explanation.of(judge, record, move, n.ruleset())));
            }
        }
        if (html != null) {
            out.println("wrote the page to " + html.toAbsolutePath().normalize());
        }
        out.flush();
        return accepted ? 0 : Main.REFUSED;
    }

    /** The verdict of the turn explained, in a line: accepted, refused and why, or not reached. */
    static String verdictUnder(Explanation x) {
        return x.earlier().map(f -> "not reached: move " + f.move().number() + " is refused already [" + f.verdict().clause() + "]")
                .orElseGet(() -> x.verdict().orElseThrow() instanceof Verdict.Refused v ? "refused: " + v : "accepted");
    }

    private void explain(PrintWriter out, Explanation e) {
        Game before = e.before().orElseThrow();
        Set<Point> at = e.move().turn().filter(t -> t instanceof Turn.Play).map(t -> Set.of(((Turn.Play) t).point())).orElse(Set.of());
        out.println("Before it (" + (move == 1 ? "at the start" : "after move " + (move - 1)) + ", " + before.toMove().word() + " to move; > marks the point played):");
        out.print(Diagram.draw(before.colouring(), at, '>'));
        out.println("What the rules say:");
        for (Explanation.ClauseLine c : e.clauses()) {
            out.printf(Locale.ROOT, "  %-6s %-3s %s%n", c.clause(), c.holds() ? "yes" : "NO", c.says());
        }
        Verdict v = e.verdict().orElseThrow();
        out.println("Verdict: " + (v instanceof Verdict.Refused r ? "refused: " + r : "accepted"));
        if (e.effect().isPresent()) {
            Explanation.Effect effect = e.effect().get();
            Set<Point> emptied = new java.util.HashSet<>(effect.clearings().opponent());
            emptied.addAll(effect.clearings().own());
            out.println((v.accepted() ? "After it" : "The colouring it would leave") + " (* marks the points its clearings emptied):");
            out.print(Diagram.draw(effect.colouring(), emptied, '*'));
        } else if (e.after().isPresent()) {
            out.println("After it:");
            out.print(Diagram.draw(e.after().get().colouring()));
        }
        e.after().ifPresent(g -> out.println(ReplayCommand.scoreLine(g)));
    }

    /** Line --variation of game --game, read as a stream: the other games are walked for their grammar only. */
    private GameRecord read() {
        GameRecords.Read read = SgfFiles.game(file, fileSize.limit(), game, variation, spec.commandLine().getErr());
        if (read.error().isPresent()) {
            throw new UserError(file + ": " + read.error().get());
        }
        return read.record().orElseThrow();
    }
}
