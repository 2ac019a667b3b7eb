package org.logicalgo.explorer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import org.logicalgo.conformance.CaseFormatException;
import org.logicalgo.conformance.CaseTurns;
import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Expectation;
import org.logicalgo.conformance.Suite;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.display.BoardSvg;
import org.logicalgo.json.JsonShapes;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Turn;

/**
 * {@code GET /api/cases} and {@code /api/case?id=}: the conformance suite's cases, read by its own
 * loader from where {@code ./logical-go conformance} reads them ({@link Suite#defaultDirectory}),
 * once, when first asked; each case with what its file expects and what the reference says, turn
 * by turn, under each ruleset the file names.
 */
final class Cases {

    /** The suite, or why there is none. */
    private record Loaded(Optional<Suite> suite, String note) {
    }

    private static final class Holder {
        static final Loaded SUITE = load();
    }

    private Cases() {
    }

    private static Loaded load() {
        try {
            return new Loaded(Optional.of(Suite.load(Suite.defaultDirectory())), null);
        } catch (CaseFormatException e) {
            return new Loaded(Optional.empty(), "the conformance cases cannot be read: " + e.getMessage());
        }
    }

    /** A case in the list. */
    record Entry(String id, String title, String file, List<String> clauses, List<String> rulesets) {
    }

    record Listing(List<Entry> cases, @JsonInclude(JsonInclude.Include.NON_NULL) String note) {
    }

    static Listing list() {
        Loaded l = Holder.SUITE;
        List<Entry> all = new ArrayList<>();
        l.suite().ifPresent(s -> s.cases().forEach(c -> all.add(new Entry(c.id(), c.title(), c.file(), c.clauses(),
                c.expect().keySet().stream().map(Rulesets::name).sorted().toList()))));
        return new Listing(all, l.note());
    }

    /** The case as a game for {@code /api/game}. */
    record CaseGame(String size, double komi, int handicap, List<String> start, String toMove, List<String> turns) {
    }

    /** What the case file expects under one ruleset. */
    record Expected(List<Refused> refused, List<Expectation.BoardCheck> boards, Expectation.ExpectedScore score, String result,
                    Boolean ended) {
    }

    /** A refused turn the file expects; {@code repeats} only for a repetition. */
    record Refused(int turn, String clause, @JsonInclude(JsonInclude.Include.NON_NULL) Integer repeats) {
    }

    /** A listed turn as the reference judges it, and the position after it (the same one again when it is refused), drawn. */
    record JudgedStep(@JsonUnwrapped JsonShapes.JudgedTurn judged, JsonShapes.PositionJson after, String svg) {
    }

    /**
     * The case under one of its rulesets: that ruleset as {@code /api/game} takes it ({@code rules}
     * and {@code knobs}), each listed turn judged, the position at the end.
     */
    record CaseReplay(String rules, Map<String, String> knobs, List<JudgedStep> turns, JsonShapes.PositionJson position) {
    }

    record CaseAnswer(String id, String title, String file, String group, List<String> clauses, List<String> tags, CaseGame game,
                      Map<String, Expected> expect, Map<String, CaseReplay> replays) {
    }

    static CaseAnswer one(String id) {
        ConformanceCase c = Holder.SUITE.suite().flatMap(s -> s.find(id))
                .orElseThrow(() -> RequestRefused.notFound("no case '" + ExploreServer.printable(id) + "' in the suite",
                        "aucun cas '" + ExploreServer.printable(id) + "' dans la suite"));
        Map<String, Expected> expect = new TreeMap<>();
        Map<String, CaseReplay> replays = new LinkedHashMap<>();
        for (Map.Entry<Ruleset, Expectation> e : c.expect().entrySet().stream()
                .sorted(Map.Entry.comparingByKey(java.util.Comparator.comparing(Rulesets::name))).toList()) {
            Expectation x = e.getValue();
            String name = Rulesets.name(e.getKey());
            expect.put(name, new Expected(
                    x.refused().stream().map(r -> new Refused(r.turn(), r.clause(),
                            r.repeats().isPresent() ? r.repeats().getAsInt() : null)).toList(),
                    x.boards(), x.score().orElse(null), x.result().orElse(null), x.ended().orElse(null)));
            replays.put(name, replay(c, e.getKey()));
        }
        return new CaseAnswer(c.id(), c.title(), c.file(), c.group(), c.clauses(), c.tags(),
                new CaseGame(c.grid().toString(), c.komi(), c.handicap(), c.startColouring().rows(), JsonShapes.word(c.toMove()), c.turns()),
                expect, replays);
    }

    /** The suite's convention: a refused turn is not played, the next is tried on the game as it was. */
    private static CaseReplay replay(ConformanceCase c, Ruleset rules) {
        Game game = Reference.ENGINE.start(c.setup(rules));
        List<JudgedStep> steps = new ArrayList<>();
        Replay.Reading<String> reading = (g, text) -> Optional.of(CaseTurns.parse(text, c.grid()));
        for (Replay.Step<String> step : Replay.of(game, c.turns(), reading, Replay.AfterRefusal.GOES_ON)) {
            Game after = step.after();
            Optional<org.logicalgo.rules.Point> played = step.accepted() && step.turn().orElseThrow() instanceof Turn.Play p
                    ? Optional.of(p.point()) : Optional.empty();
            Set<org.logicalgo.rules.Point> emptied = new HashSet<>();
            if (step.accepted()) {
                emptied.addAll(after.lastClearings().opponent());
                emptied.addAll(after.lastClearings().own());
            }
            steps.add(new JudgedStep(JsonShapes.JudgedTurn.of(step), JsonShapes.PositionJson.of(after),
                    BoardSvg.draw(after.colouring(), BoardSvg.Marks.NONE.withLastMove(played).withEmptied(emptied).withHitAreas(),
                            c.id() + ", after turn " + step.number())));
            game = after;
        }
        return new CaseReplay(Rulesets.presetNameOf(rules), RulesetJson.knobsFromPreset(rules), steps, JsonShapes.PositionJson.of(game));
    }
}
