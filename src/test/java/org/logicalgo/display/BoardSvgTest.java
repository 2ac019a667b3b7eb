package org.logicalgo.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The one SVG board: well-formed, no script, each mark where it was asked for. Coordinates are
 * worked out from the drawing's constants: a cell of 24 on grids up to 13, 18 above; a margin of
 * 26; rows counted from the bottom, so row r of a grid of height h is at y = 26 + (h - 1 - r) * cell.
 */
class BoardSvgTest {

    /**
     * 5 wide, 3 high:
     *   3  O O O O O
     *   2  X X X X .
     *   1  O O O O O
     */
    private static final Colouring BOARD = Colouring.parse("OOOOO/XXXX./OOOOO");

    private static Document xml(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    /** The elements of a class, each as the point it marks ({@code data-point} or {@code data-at}). */
    private static List<String> marked(Document d, String cls) {
        List<String> found = new ArrayList<>();
        for (String tag : List.of("rect", "circle", "path", "g")) {
            NodeList all = d.getElementsByTagName(tag);
            for (int i = 0; i < all.getLength(); i++) {
                Element e = (Element) all.item(i);
                if (List.of(e.getAttribute("class").split(" ")).contains(cls)) {
                    found.add(!e.getAttribute("data-point").isEmpty() ? e.getAttribute("data-point") : e.getAttribute("data-at"));
                }
            }
        }
        return found;
    }

    @Test
    void theReportsDrawingIsUnchangedInWhatItMarks() throws Exception {
        String svg = BoardSvg.draw(BOARD, Optional.of(new Point(3, 1)), Set.of(new Point(4, 1)), "after move 3");
        Document d = xml(svg);
        assertEquals("after move 3", d.getElementsByTagName("title").item(0).getTextContent());
        assertEquals(List.of("D2"), marked(d, "lg-last"));
        assertEquals(List.of("E2"), marked(d, "lg-emptied"));
        assertEquals(14, marked(d, "lg-stone").size());
        // No hit areas unless asked: the report's boards are pictures.
        assertEquals(List.of(), marked(d, "lg-hit"));
    }

    @Test
    void eachPointHasATransparentHitAreaNamedByItsPointOnTop() throws Exception {
        String svg = BoardSvg.draw(BOARD, BoardSvg.Marks.NONE.withHitAreas(), "a board");
        Document d = xml(svg);
        List<String> hits = marked(d, "lg-hit");
        Set<String> every = new TreeSet<>();
        new Grid(5, 3).points().forEach(p -> every.add(p.name()));
        assertEquals(15, hits.size());
        assertEquals(every, new TreeSet<>(hits));
        NodeList rects = d.getElementsByTagName("rect");
        Element last = (Element) rects.item(rects.getLength() - 1);
        // The last element drawn, so that it is the one under the pointer; A1 is at (26, 26 + 2 * 24), its cell around it.
        assertEquals("E3", last.getAttribute("data-point"));
        Element a1 = null;
        for (int i = 0; i < rects.getLength(); i++) {
            if (((Element) rects.item(i)).getAttribute("data-point").equals("A1")) {
                a1 = (Element) rects.item(i);
            }
        }
        assertEquals(List.of("14", "62", "24", "24", "transparent"), List.of(a1.getAttribute("x"), a1.getAttribute("y"),
                a1.getAttribute("width"), a1.getAttribute("height"), a1.getAttribute("fill")));
        // Each hit area also says the colour of its point: the board can be read off the picture.
        StringBuilder read = new StringBuilder();
        for (int i = 0; i < rects.getLength(); i++) {
            Element r = (Element) rects.item(i);
            if (!r.getAttribute("data-colour").isEmpty()) {
                read.append(switch (r.getAttribute("data-colour")) {
                    case "black" -> 'X';
                    case "white" -> 'O';
                    default -> '.';
                });
            }
        }
        // Row by row from the bottom, as the points are drawn: the cells of the colouring.
        assertEquals(BOARD.cells(), read.toString());
        assertFalse(svg.toLowerCase(java.util.Locale.ROOT).contains("<script"));
        assertFalse(svg.matches("(?s).*\\son[a-z]+=.*"), "no event handler attributes");
    }

    @Test
    void scoringPointsAreShadedAndNeutralOnesMarked() throws Exception {
        Colouring c = Colouring.parse(".X./.XO/.XO");
        Point a3 = new Point(0, 2);
        Point a2 = new Point(0, 1);
        Point a1 = new Point(0, 0);
        Point c3 = new Point(2, 2);
        Document d = xml(BoardSvg.draw(c, BoardSvg.Marks.NONE.withAreas(List.of(a3, a2, a1), List.of(), List.of(c3)), "the score"));
        assertEquals(Set.of("A1", "A2", "A3"), Set.copyOf(marked(d, "lg-black")).stream()
                .filter(s -> !s.isEmpty()).collect(java.util.stream.Collectors.toSet()));
        assertEquals(List.of("A1", "A2", "A3"), marked(d, "lg-territory").stream().sorted().toList());
        assertEquals(List.of("C3"), marked(d, "lg-neutral"));
    }

    @Test
    void aPathIsDrawnThroughItsPointsFromTheFirstToTheLast() throws Exception {
        List<Point> walk = List.of(new Point(0, 1), new Point(1, 1), new Point(2, 1), new Point(3, 1), new Point(4, 1));
        String svg = BoardSvg.draw(BOARD, BoardSvg.Marks.NONE.withPaths(List.of(new BoardSvg.Path(walk, Colour.EMPTY)))
                .withChain(walk.subList(0, 4), List.of(new Point(4, 1))), "A2 reaches empty");
        Document d = xml(svg);
        Element g = (Element) d.getElementsByTagName("g").item(0);
        assertEquals("lg-path lg-reaches-empty", g.getAttribute("class"));
        assertEquals("A2", g.getAttribute("data-from"));
        assertEquals("E2", g.getAttribute("data-to"));
        // Row 2 of 3 is at y = 26 + 24; the columns at 26, 50, 74, 98, 122.
        assertEquals("M26 50L50 50L74 50L98 50L122 50", ((Element) g.getElementsByTagName("path").item(0)).getAttribute("d"));
        assertEquals(List.of("A2", "B2", "C2", "D2"), marked(d, "lg-string").stream().sorted().toList());
        assertEquals(List.of("E2"), marked(d, "lg-liberty"));
        assertThrows(IllegalArgumentException.class, () -> BoardSvg.draw(BOARD, BoardSvg.Marks.NONE.withPaths(List.of(
                new BoardSvg.Path(List.of(new Point(0, 0), new Point(0, 1), new Point(0, 0)), Colour.BLACK))), "a walk back"));
    }

    @Test
    void aLargeBoardIsDrawnSmallerAndTheLabelIsEscaped() throws Exception {
        Colouring big = Colouring.empty(new Grid(25, 25));
        String svg = BoardSvg.draw(big, BoardSvg.Marks.NONE, "<b>&\"");
        Document d = xml(svg);
        Element root = d.getDocumentElement();
        // 2 * 26 + 24 * 18
        assertEquals("484", root.getAttribute("width"));
        assertEquals("<b>&\"", d.getElementsByTagName("title").item(0).getTextContent());
        assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    }

    @Test
    void aWindowAroundAPointKeepsItsMarginAndLeastSideInsideTheGrid() {
        Grid g = new Grid(19, 19);
        // A1 with two points round it is A..C, 1..3; widened to seven a side, it can only grow up and right.
        assertEquals(new BoardSvg.Window(0, 0, 6, 6), BoardSvg.Window.around(g, List.of(new Point(0, 0)), 2, 7));
        // K10 (column 9, row 9) and two round it: H..M, 8..12 is five a side, widened one each way to G..N, 7..13.
        assertEquals(new BoardSvg.Window(6, 6, 12, 12), BoardSvg.Window.around(g, List.of(new Point(9, 9)), 2, 7));
        assertTrue(BoardSvg.Window.around(g, List.of(), 2, 7).isWhole(g));
        assertTrue(BoardSvg.Window.around(new Grid(3, 3), List.of(new Point(1, 1)), 2, 7).isWhole(new Grid(3, 3)));
    }

    @Test
    void aWindowedBoardDrawsOnlyItsPointsScaledToTheLeastWidth() throws Exception {
        Colouring c = Colouring.empty(new Grid(19, 19)).with(new Point(0, 0), Colour.BLACK).with(new Point(18, 18), Colour.WHITE);
        String svg = BoardSvg.draw(c, BoardSvg.Marks.NONE, "corner",
                new BoardSvg.View(400, Optional.of(new BoardSvg.Window(0, 0, 6, 6))));
        Element root = xml(svg).getDocumentElement();
        // Cell 18 on 19x19: seven points span 6 * 18 = 108, with the margins 160; drawn 400 wide, 400 high.
        // The window's top row (7) is at y = 26 + (19 - 1 - 6) * 18 = 242, so the box starts at 216.
        assertEquals("0 216 160 160", root.getAttribute("viewBox"));
        assertEquals("400", root.getAttribute("width"));
        assertEquals("400", root.getAttribute("height"));
        NodeList stones = xml(svg).getElementsByTagName("circle");
        assertEquals(1, stones.getLength(), "only A1's stone; T19's lies outside the window");
        // The whole board at its own size draws as before: 26 + 18 * 18 + 26 = 376 wide.
        assertEquals("376", xml(BoardSvg.draw(c, BoardSvg.Marks.NONE, "all", BoardSvg.View.WHOLE)).getDocumentElement().getAttribute("width"));
    }
}
