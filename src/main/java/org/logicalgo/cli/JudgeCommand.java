package org.logicalgo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.logicalgo.arbiter.Judge;
import org.logicalgo.arbiter.Judgement;
import org.logicalgo.arbiter.RecordedResult;
import org.logicalgo.arbiter.RuleNames;
import org.logicalgo.display.Diagram;
import org.logicalgo.fast.Fast;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.sgf.GameRecord;
import org.logicalgo.sgf.SgfNode;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ./logical-go judge}: SGF records judged under a ruleset, turn by turn, with the record's result checked. */
@Command(name = "judge", mixinStandardHelpOptions = true,
        description = {"Replays SGF game records under a ruleset (the one given, else the one RU names) and reports",
                "the first refused turn with its clause, the end, both scores, the result with komi, and whether",
                "the record's RE agrees. Many files or directories: a progress line and a summary table.",
                "Exit status: 0 every game legal and its RE agreeing (or not comparable), 3 a refused turn or a",
                "disagreeing RE, 2 an unreadable file (one line naming the byte)."})
public final class JudgeCommand implements Callable<Integer> {

    /** The engine that judges unless --engine says otherwise: the fast one, for batches. */
    static final Engine ENGINE = Fast.ENGINE;

    @Mixin
    EngineOption engineOption;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    RulesOptions rules;

    @Option(names = "--variation", paramLabel = "N", defaultValue = "1",
            description = "judge line N of each game tree (1: the main line; then in the order of the file)")
    int variation;

    @Option(names = "--json", description = "print one JSON object instead of text")
    boolean json;

    @Option(names = "--bench", paramLabel = "N", arity = "0..1", fallbackValue = "200",
            description = "time the judging of N random complete games written as SGF (default 200) instead of judging files")
    Integer bench;

    @Option(names = "--bench-size", paramLabel = "WxH", defaultValue = "19x19", description = "grid of the --bench games (default 19x19)")
    String benchSize;

    @Parameters(paramLabel = "FILE", arity = "0..*", description = "SGF files, or directories searched for *.sgf")
    List<Path> paths = new ArrayList<>();

    /** One game judged, or a file or game that could not be read. */
    record Outcome(Path file, int game, Optional<Judgement> judgement, Optional<String> error) {
    }

    @Override
    public Integer call() {
        if (bench != null) {
            return JudgeBench.run(spec.commandLine().getOut(), engineOption.engine(ENGINE), bench, benchSize, given(spec, rules));
        }
        if (paths.isEmpty()) {
            throw new UserError("judge: give SGF files or directories (or --bench)");
        }
        List<Path> files = files();
        boolean batch = files.size() > 1 || paths.size() > 1 || Files.isDirectory(paths.get(0));
        Judge judge = new Judge(engineOption.engine(ENGINE));
        Optional<Ruleset> given = given(spec, rules);
        List<Outcome> outcomes = new ArrayList<>();
        PrintWriter err = spec.commandLine().getErr();
        long started = System.nanoTime();
        long shown = 0;
        for (int i = 0; i < files.size(); i++) {
            outcomes.addAll(judgeFile(judge, files.get(i), given));
            long now = System.nanoTime();
            if (batch && (now - shown > 200_000_000L || i == files.size() - 1)) {
                err.print("\rjudged " + (i + 1) + "/" + files.size() + " files");
                err.flush();
                shown = now;
            }
        }
        if (batch) {
            err.println();
            err.flush();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        if (!batch && outcomes.size() == 1 && outcomes.get(0).error().isPresent()) {
            // One file that cannot be read: bad input, one line, as every command reports it.
            throw new UserError(outcomes.get(0).error().get());
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(JudgeReport.json(outcomes, engineOption.engine(ENGINE).name(), seconds));
        } else if (batch) {
            out.print(JudgeReport.table(outcomes, files.size(), seconds));
        } else {
            for (Outcome o : outcomes) {
                out.print(JudgeReport.detailed(o));
            }
        }
        out.flush();
        if (outcomes.stream().anyMatch(o -> o.error().isPresent())) {
            return Main.BAD_INPUT;
        }
        return outcomes.stream().allMatch(o -> o.judgement().orElseThrow().clean()) ? 0 : Main.REFUSED;
    }

    /** The ruleset given on the command line, which overrides RU; empty when neither --rules nor a knob is given. */
    static Optional<Ruleset> given(picocli.CommandLine.Model.CommandSpec spec, RulesOptions rules) {
        var parsed = spec.commandLine().getParseResult();
        for (String option : List.of("--rules", "--ko", "--suicide", "--ending", "--counting", "--handicap-rule")) {
            if (parsed.hasMatchedOption(option)) {
                try {
                    return Optional.of(rules.ruleset());
                } catch (IllegalArgumentException e) {
                    // Not a preset of the engines: a name of the RU table (chinese, japanese, ...) will do, as it stands.
                    boolean knobs = rules.anyKnob();
                    Optional<RuleNames.Mapping> row = RuleNames.forRu(rules.preset);
                    if (row.isPresent() && !knobs) {
                        return Optional.of(row.get().ruleset());
                    }
                    throw new UserError("--rules: " + e.getMessage() + (row.isPresent() ? "; the RU table's " + rules.preset
                            + " takes no knobs" : "; nor is it a name of the RU table (see README)"));
                }
            }
        }
        return Optional.empty();
    }

    private List<Path> files() {
        List<Path> files = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> walk = Files.walk(p)) {
                    walk.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".sgf"))
                            .sorted().forEach(files::add);
                } catch (IOException | UncheckedIOException e) {
                    throw new UserError(p + ": cannot list the directory (" + e.getMessage() + ")");
                }
            } else {
                files.add(p);
            }
        }
        if (files.isEmpty()) {
            throw new UserError(paths + ": no .sgf file there");
        }
        return files;
    }

    private List<Outcome> judgeFile(Judge judge, Path file, Optional<Ruleset> given) {
        List<SgfNode> games;
        try {
            games = SgfFiles.read(file);
        } catch (UserError e) {
            return List.of(new Outcome(file, 0, Optional.empty(), Optional.of(e.getMessage())));
        }
        List<Outcome> outcomes = new ArrayList<>();
        for (int g = 0; g < games.size(); g++) {
            String place = file + (games.size() > 1 ? " game " + (g + 1) : "");
            try {
                GameRecord record = GameRecord.read(games.get(g), variation);
                outcomes.add(new Outcome(file, g + 1, Optional.of(judge.judge(record, given)), Optional.empty()));
            } catch (IllegalArgumentException e) {
                outcomes.add(new Outcome(file, g + 1, Optional.empty(), Optional.of(place + ": " + e.getMessage())));
            }
        }
        return outcomes;
    }

    /** The agreement of a judgement in a word, for tables and JSON. */
    static String agreementWord(Judgement j) {
        return j.agreement().name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The lines every report of a judgement shares: the first refusal or all accepted, the board, the score, RE. */
    static String body(Judgement j) {
        StringBuilder out = new StringBuilder();
        if (j.refusal().isPresent()) {
            Judgement.Refusal r = j.refusal().get();
            out.append("move ").append(r.move().number()).append(" (").append(r.move().text()).append(") ")
                    .append(r.verdict()).append('\n');
            out.append("The board after move ").append(r.move().number() - 1).append(":\n");
        } else {
            out.append("all ").append(j.record().moves().size()).append(" moves accepted\n");
            out.append("The board after move ").append(j.record().moves().size()).append(":\n");
        }
        out.append(Diagram.draw(j.game().colouring()));
        out.append(ReplayCommand.scoreLine(j.game())).append('\n');
        Score s = j.score();
        String rules = "under " + j.rules().name();
        if (j.recorded().isPresent()) {
            RecordedResult re = j.recorded().get();
            out.append("the record says RE[").append(re.text()).append("]: ");
            out.append(switch (j.agreement()) {
                case AGREES -> "it agrees with the rules (" + s.result() + " " + rules + ")";
                case DISAGREES -> "it DISAGREES: " + j.agreementWhy() + " " + rules;
                case NOT_COMPARED -> "not compared: " + j.agreementWhy();
            }).append('\n');
        } else {
            out.append("the record has no RE: nothing to compare\n");
        }
        return out.toString();
    }
}
