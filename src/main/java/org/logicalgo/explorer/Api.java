package org.logicalgo.explorer;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

import org.logicalgo.spec.SpecText;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.display.BoardSvg;
import org.logicalgo.json.JsonShapes;
import org.logicalgo.rules.Clause;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Language;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;

/**
 * The explorer's JSON API, one handler per path (docs/explorer.md is the contract). Stateless:
 * each request carries the whole game.
 */
final class Api {

    /** How a request is answered. */
    @FunctionalInterface
    interface Handler {
        ExploreServer.Answer answer(ExploreServer.Request request);
    }

    /** A path's method and handler. */
    record Route(String method, Handler handler) {
    }

    Map<String, Route> routes() {
        Map<String, Route> r = new LinkedHashMap<>();
        r.put("/api/game", new Route("POST", this::game));
        r.put("/api/reach", new Route("POST", this::reach));
        r.put("/api/compare", new Route("POST", this::compare));
        r.put("/api/tour", new Route("GET", q -> data("tour.json", "{\"witnesses\": []}")));
        r.put("/api/rulesets", new Route("GET", q -> ExploreServer.Answer.json(RulesetJson.Catalogue.of())));
        r.put("/api/clauses", new Route("GET", this::clauses));
        r.put("/api/lessons", new Route("GET", q -> data("lessons.json", "{\"lessons\": []}")));
        r.put("/api/cases", new Route("GET", q -> ExploreServer.Answer.json(Cases.list())));
        r.put("/api/case", new Route("GET", q -> ExploreServer.Answer.json(Cases.one(q.parameter("id")
                .orElseThrow(() -> RequestRefused.badRequest("id: the case's id is missing (/api/case?id=...)",
                        "id : l'identifiant du cas manque (/api/case?id=...)"))))));
        r.put("/api/sgf", new Route("POST", q -> ExploreServer.Answer.json(Records.read(q.body()))));
        r.put("/api/explain", new Route("POST", q -> ExploreServer.Answer.json(Records.explain(q.body()))));
        return r;
    }

    private ExploreServer.Answer game(ExploreServer.Request q) {
        GameRequest g = GameRequest.of(RequestJson.read(q.body(), GameRequest.Body.class));
        return ExploreServer.Answer.json(GameAnswer.of(g, g.rules()));
    }

    /** {@code POST /api/compare}: the answer under each preset, and the first turn where their verdicts part. */
    record CompareAnswer(List<GameAnswer> presets, Integer parts) {
    }

    private ExploreServer.Answer compare(ExploreServer.Request q) {
        GameRequest g = GameRequest.of(RequestJson.read(q.body(), GameRequest.Body.class));
        List<GameAnswer> all = new ArrayList<>();
        for (Ruleset preset : Rulesets.PRESETS) {
            all.add(GameAnswer.of(g, preset));
        }
        Integer parts = null;
        for (int i = 0; i < g.turns().size() && parts == null; i++) {
            java.util.Set<String> kinds = new java.util.HashSet<>();
            for (GameAnswer a : all) {
                // A turn after the preset's first refused one is not reached there.
                kinds.add(i >= a.turns().size() ? "not reached" : Boolean.TRUE.equals(a.turns().get(i).judged().verdict().accepted()) ? "accepted" : "refused");
            }
            if (kinds.size() > 1) {
                parts = i + 1;
            }
        }
        return ExploreServer.Answer.json(new CompareAnswer(all, parts));
    }

    /** The fields of {@code POST /api/reach}: a board, a point on it, the ruleset whose clauses are quoted. */
    record ReachBody(Grid size, Colouring start, String point, Rulesets.Reading rules, Map<String, String> knobs,
                     @JsonProperty("lang") String langCode) {
    }

    /** {@code POST /api/reach}. */
    record ReachAnswer(String point, String colour, Map<String, List<String>> reaches, List<String> string,
                       @JsonInclude(JsonInclude.Include.ALWAYS) List<String> liberties, String clause, String clauseText,
                       String stringClause, String stringClauseText, String svg) {
    }

    private ExploreServer.Answer reach(ExploreServer.Request q) {
        ReachBody body = RequestJson.read(q.body(), ReachBody.class);
        Ruleset rules = RequestJson.ruleset(body.rules(), body.knobs()).ruleset();
        Language lang = GameRequest.language(body.langCode(), "lang");
        Colouring drawn = body.start();
        if (drawn == null) {
            throw RequestRefused.badRequest("start: the board is missing", "start : le goban manque");
        }
        if (body.size() != null) {
            GameRequest.sameGrid(drawn.grid(), body.size());
        }
        if (body.point() == null) {
            throw RequestRefused.badRequest("point: the point is missing", "point : le point manque");
        }
        Point p;
        try {
            p = Point.parse(body.point(), drawn.grid());
        } catch (IllegalArgumentException e) {
            throw RequestRefused.badValue("point", e);
        }
        Reach reach = Reach.of(drawn, p);
        boolean stone = reach.colour().isPlayer();
        Map<String, List<String>> paths = new LinkedHashMap<>();
        List<BoardSvg.Path> drawnPaths = new ArrayList<>();
        Map<Colour, Optional<List<Point>>> byColour = new EnumMap<>(reach.paths());
        byColour.forEach((c, walk) -> {
            paths.put(JsonShapes.word(c), walk.map(w -> w.stream().map(Point::toString).toList()).orElse(null));
            walk.ifPresent(w -> drawnPaths.add(new BoardSvg.Path(w, c)));
        });
        String clause = rules.cite(Ruleset.Topic.REACH);
        String stringClause = rules.cite(Ruleset.Topic.STRING);
        // A stone's chain is ringed; an empty point's region is listed, not ringed: on an open board
        // it is nearly every point, and the rings would hide the paths that are the evidence.
        String svg = BoardSvg.draw(drawn, BoardSvg.Marks.NONE.withPaths(drawnPaths)
                .withChain(stone ? reach.string() : java.util.Set.of(p), reach.liberties()).withHitAreas(), "what " + p + " reaches");
        return ExploreServer.Answer.json(new ReachAnswer(p.toString(), JsonShapes.word(reach.colour()), paths,
                JsonShapes.names(reach.string()), stone ? JsonShapes.names(reach.liberties()) : null, clause, SpecText.text(clause, lang),
                stringClause, SpecText.text(stringClause, lang), svg));
    }

    /** A clause of {@code spec/} as {@code /api/clauses} gives it. */
    record ClauseAnswer(String id, String title, String text, String spec) {

        static ClauseAnswer of(SpecText.Entry e) {
            return new ClauseAnswer(e.id(), e.title(), e.text(), e.file());
        }
    }

    private ExploreServer.Answer clauses(ExploreServer.Request q) {
        Language lang = GameRequest.language(q.parameter("lang").orElse(null), "lang");
        Optional<String> id = q.parameter("id");
        if (id.isPresent()) {
            return ExploreServer.Answer.json(ClauseAnswer.of(SpecText.clause(id.get(), lang)
                    .orElseThrow(() -> RequestRefused.notFound("no clause " + ExploreServer.printable(id.get()) + " in spec/",
                            "aucune clause " + ExploreServer.printable(id.get()) + " dans spec/"))));
        }
        List<ClauseAnswer> all = new ArrayList<>();
        for (String c : Clause.IDS) {
            SpecText.clause(c, lang).map(ClauseAnswer::of).ifPresent(all::add);
        }
        return ExploreServer.Answer.json(all);
    }

    /** A data file of the page as it is (the lessons, the tour): the server does not read it, the page does. */
    private static ExploreServer.Answer data(String name, String none) {
        try (InputStream in = Api.class.getClassLoader().getResourceAsStream(StaticFiles.ROOT + name)) {
            byte[] bytes = in == null ? none.getBytes(java.nio.charset.StandardCharsets.UTF_8) : in.readAllBytes();
            return new ExploreServer.Answer(200, "application/json; charset=utf-8", bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
