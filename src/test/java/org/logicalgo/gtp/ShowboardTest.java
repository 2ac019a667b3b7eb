package org.logicalgo.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import org.logicalgo.display.Diagram;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;

/**
 * Showboard texts captured from GNU Go 3.8, Leela Zero 0.17 (its stderr) and this project's engine,
 * and written by hand after the printing code of KataGo, Pachi, Fuego and GoGui. Each expected
 * colouring is worked out from the moves played, given in the comment.
 */
class ShowboardTest {

    static String resource(String name) {
        try (InputStream in = ShowboardTest.class.getResourceAsStream("/showboard/" + name)) {
            if (in == null) {
                throw new IllegalStateException("no test resource showboard/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static Stream<Arguments> drawings() {
        return Stream.of(
                // gnugo: boardsize 9, B D4, W C3 (C3 is a hoshi point)
                Arguments.of("gnugo-9x9.txt", "9", """
                        .........
                        .........
                        .........
                        .........
                        .........
                        ...X.....
                        ..O......
                        .........
                        ........."""),
                // gnugo: boardsize 5, B C3, W B2, B A1 (C3 and B2 are hoshi points)
                Arguments.of("gnugo-5x5.txt", "5", """
                        .....
                        .....
                        ..X..
                        .O...
                        X...."""),
                // gnugo: boardsize 13, B D4, W K10, B G7, W N13, B A1
                Arguments.of("gnugo-13x13.txt", "13", """
                        ............O
                        .............
                        .............
                        .........O...
                        .............
                        .............
                        ......X......
                        .............
                        .............
                        ...X.........
                        .............
                        .............
                        X............"""),
                // gnugo: boardsize 19, B D4, W Q16, B K10, W T1, B A19, W D16
                Arguments.of("gnugo-19x19.txt", "19", """
                        X..................
                        ...................
                        ...................
                        ...O...........O...
                        ...................
                        ...................
                        ...................
                        ...................
                        ...................
                        .........X.........
                        ...................
                        ...................
                        ...................
                        ...................
                        ...................
                        ...X...............
                        ...................
                        ...................
                        ..................O"""),
                // gnugo: boardsize 1, nothing played (the one point is drawn as hoshi)
                Arguments.of("gnugo-1x1.txt", "1", "."),
                // gnugo: boardsize 9, B E5, W E6, B D6, W A1, B F6, W B1, B E7 captures E6
                Arguments.of("gnugo-9x9-capture.txt", "9", """
                        .........
                        .........
                        ....X....
                        ...X.X...
                        ....X....
                        .........
                        .........
                        .........
                        OO......."""),
                // leelaz stderr: B D4, W A2 (the last move, drawn "(O)" at the left edge)
                Arguments.of("leelaz-19x19-edge.txt", "19", leelaz("...X...............", "O..................", "...................")),
                // the same, with everything leelaz wrote on stderr from its start
                Arguments.of("leelaz-19x19-whole-stderr.txt", "19",
                        leelaz("...X...............", "O..................", "...................")),
                // leelaz stderr: W A2, W B1, B A1 is suicide: the last move is the empty "(.)"
                Arguments.of("leelaz-19x19-suicide.txt", "19",
                        leelaz("...................", "O..................", ".O.................")),
                // leelaz stderr: B T1, W S1, W T2 captures T1; the last move "(O)" at the right edge
                Arguments.of("leelaz-19x19-capture.txt", "19",
                        leelaz("...................", "..................O", ".................O.")),
                // leelaz stderr: B D4, W Q16, B K10, W A19, B T19, W K9 (stones on hoshi points)
                Arguments.of("leelaz-19x19-hoshi.txt", "19", """
                        O.................X
                        ...................
                        ...................
                        ...............O...
                        ...................
                        ...................
                        ...................
                        ...................
                        ...................
                        .........X.........
                        .........O.........
                        ...................
                        ...................
                        ...................
                        ...................
                        ...X...............
                        ...................
                        ...................
                        ..................."""),
                // this project's engine: boardsize 7, b D4, w C3, b A7
                Arguments.of("logicalgo-7x7.txt", "7", """
                        X......
                        .......
                        .......
                        ...X...
                        ..O....
                        .......
                        ......."""),
                // KataGo-like: B E5, W G3, B J1, W C7, B J9; the last three numbered after their point
                Arguments.of("synthetic-katago-9x9.txt", "9", """
                        ........X
                        .........
                        ..O......
                        .........
                        ....X....
                        .........
                        ......O..
                        .........
                        ........X"""),
                // KataGo-like rectangle, 7 wide and 5 tall: B B4, W D3, B G2
                Arguments.of("synthetic-katago-7x5.txt", "7x5", """
                        .......
                        .X.....
                        ...O...
                        ......X
                        ......."""),
                // Pachi-like: B E5, W G7, B C3, W J2 (the last move "O)" against the border)
                Arguments.of("synthetic-pachi-9x9.txt", "9", """
                        .........
                        .........
                        ......O..
                        .........
                        ....X....
                        .........
                        ..X......
                        ........O
                        ........."""),
                // Fuego-like: B C3, W D4, B E5
                Arguments.of("synthetic-fuego-9x9.txt", "9", """
                        .........
                        .........
                        .........
                        .........
                        ....X....
                        ...O.....
                        ..X......
                        .........
                        ........."""),
                // Fuego-like: B D4, W K10, B N1, W A13
                Arguments.of("synthetic-fuego-13x13.txt", "13", """
                        O............
                        .............
                        .............
                        .........O...
                        .............
                        .............
                        .............
                        .............
                        .............
                        ...X.........
                        .............
                        .............
                        ............X"""),
                // GoGui-like, black drawn '@': B E5, W C7, B J1
                Arguments.of("synthetic-gogui-9x9.txt", "9", """
                        .........
                        .........
                        ..O......
                        .........
                        ....X....
                        .........
                        .........
                        .........
                        ........X"""),
                // black drawn '#', no numbers on the right
                Arguments.of("synthetic-hash-black-5x5.txt", "5", """
                        .....
                        .X.O.
                        ..X..
                        .O...
                        X...."""),
                // small letters for columns and stones
                Arguments.of("synthetic-lowercase-5x5.txt", "5", """
                        .....
                        .X.O.
                        .....
                        .O.X.
                        ....."""),
                // numbers on the right only, letters below only
                Arguments.of("synthetic-right-numbers-bottom-letters-5x5.txt", "5", """
                        .....
                        .X...
                        ..O..
                        .....
                        X...O"""),
                // no space between the points
                Arguments.of("synthetic-compact-5x5.txt", "5", """
                        .....
                        .X.O.
                        .....
                        .O...
                        X...X"""));
    }

    /** A 19x19 board empty but for the given rows 4, 2 and 1. */
    private static String leelaz(String row4, String row2, String row1) {
        List<String> rows = new ArrayList<>();
        for (int r = 19; r >= 1; r--) {
            rows.add(switch (r) {
                case 4 -> row4;
                case 2 -> row2;
                case 1 -> row1;
                default -> "...................";
            });
        }
        return String.join("\n", rows);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("drawings")
    void readsTheDrawing(String file, String size, String expectedRows) {
        Colouring expected = Colouring.parse(expectedRows);
        Grid grid = Grid.parse(size);
        assertEquals(grid, expected.grid(), "the expected rows of " + file + " are not a " + size + " board");
        assertEquals(Optional.of(expected), Showboard.parse(resource(file), grid));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("drawings")
    void refusesTheDrawingForAnyOtherSize(String file, String size, String expectedRows) {
        String text = resource(file);
        Grid grid = Grid.parse(size);
        List<Grid> others = new ArrayList<>();
        others.add(new Grid(grid.width() + 1, grid.height()));
        others.add(new Grid(grid.width(), grid.height() + 1));
        others.add(new Grid(grid.width() + 1, grid.height() + 1));
        if (grid.width() > 1) {
            others.add(new Grid(grid.width() - 1, grid.height()));
        }
        if (grid.height() > 1) {
            others.add(new Grid(grid.width(), grid.height() - 1));
        }
        if (grid.width() != grid.height()) {
            others.add(new Grid(grid.height(), grid.width()));
        }
        for (Grid other : others) {
            assertEquals(Optional.empty(), Showboard.parse(text, other), file + " read as a " + other + " board");
        }
    }

    @Test
    void ignoresTextAroundTheDrawing() {
        String text = "warming up\nA B C\n" + resource("gnugo-5x5.txt") + "Hash: 12AB\n1 2 3\nBlack time: 01:00:00\n";
        assertEquals(Optional.of(Colouring.parse(".....\n.....\n..X..\n.O...\nX....")),
                Showboard.parse(text, new Grid(5, 5)));
    }

    @Test
    void readsCarriageReturnsAsLineEnds() {
        String text = resource("gnugo-5x5.txt").replace("\n", "\r\n");
        assertEquals(Optional.of(Colouring.parse(".....\n.....\n..X..\n.O...\nX....")),
                Showboard.parse(text, new Grid(5, 5)));
    }

    @Test
    void readsOurOwnDiagramOfEverySize() {
        Random random = new Random(20240611L);
        for (int n = 0; n < 300; n++) {
            Grid grid = new Grid(1 + random.nextInt(Grid.MAX_SIDE), 1 + random.nextInt(Grid.MAX_SIDE));
            StringBuilder cells = new StringBuilder();
            for (int i = 0; i < grid.area(); i++) {
                cells.append(".XO".charAt(random.nextInt(3)));
            }
            Colouring colouring = new Colouring(grid, cells.toString());
            assertEquals(Optional.of(colouring), Showboard.parse("\n" + Diagram.draw(colouring), grid), grid.toString());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "\n", "= \n\n", "? unknown command\n\n", "= 2\n\n", "A\n", "garbage\n\tmore garbage\n"})
    void refusesATextWithoutADrawing(String text) {
        assertEquals(Optional.empty(), Showboard.parse(text, new Grid(9, 9)));
        assertEquals(Optional.empty(), Showboard.parse(text, new Grid(1, 1)));
    }

    @Test
    void refusesTwoDrawings() {
        String one = resource("gnugo-9x9.txt");
        String other = resource("gnugo-9x9-capture.txt");
        assertEquals(Optional.empty(), Showboard.parse(one + one, new Grid(9, 9)));
        assertEquals(Optional.empty(), Showboard.parse(one + other, new Grid(9, 9)));
        String stderr = resource("leelaz-19x19-edge.txt");
        assertEquals(Optional.empty(), Showboard.parse(stderr + resource("leelaz-19x19-hoshi.txt"), new Grid(19, 19)));
    }

    @Test
    void refusesATruncatedDrawing() {
        String whole = resource("gnugo-9x9.txt");
        String cut = whole.substring(0, whole.indexOf(" 5 ."));
        assertEquals(Optional.empty(), Showboard.parse(cut, new Grid(9, 9)));
        // cut inside a row: the row is too short
        String inRow = whole.substring(0, whole.indexOf(" 4 .") + 8);
        assertEquals(Optional.empty(), Showboard.parse(inRow, new Grid(9, 9)));
        // a truncated drawing before a whole one: which is the engine's board is in doubt
        assertEquals(Optional.empty(), Showboard.parse(cut + "\n" + whole, new Grid(9, 9)));
        String stderr = resource("leelaz-19x19-edge.txt");
        assertEquals(Optional.empty(), Showboard.parse(stderr.substring(0, stderr.indexOf(" 9 .")), new Grid(19, 19)));
    }

    @Test
    void refusesADrawingWithARowMissing() {
        String whole = resource("gnugo-9x9.txt");
        String row5 = " 5 . . . . + . . . . 5\n";
        assertTrue(whole.contains(row5));
        assertEquals(Optional.empty(), Showboard.parse(whole.replace(row5, ""), new Grid(9, 9)));
        assertEquals(Optional.empty(), Showboard.parse(whole.replace(row5, ""), new Grid(9, 8)));
    }

    @ParameterizedTest
    @ValueSource(chars = {'*', '?', 'B', 'W', '0', '-', ' ', '%'})
    void refusesAMarkItCannotRead(char mark) {
        String whole = resource("gnugo-9x9.txt");
        String row4 = " 4 . . . X . . . . . 4";
        assertTrue(whole.contains(row4));
        String marked = whole.replace(row4, " 4 . . . " + mark + " . . . . . 4");
        assertEquals(Optional.empty(), Showboard.parse(marked, new Grid(9, 9)));
    }

    @Test
    void refusesTwoSymbolsForOneColour() {
        String whole = resource("gnugo-9x9.txt");
        // X beside x (an engine marking the player to move by case), X beside # or @
        for (String black : List.of("x", "#", "@")) {
            String mixed = whole.replace(" 9 . . . . . . . . . 9", " 9 " + black + " . . . . . . . . 9");
            assertEquals(Optional.empty(), Showboard.parse(mixed, new Grid(9, 9)), black);
        }
        String smallWhite = whole.replace(" 3 . . O", " 3 . . o");
        assertEquals(Optional.empty(), Showboard.parse(smallWhite, new Grid(9, 9)));
    }

    @Test
    void refusesSmallLettersThatCouldMeanEitherPlayer() {
        String onlyBlackSmall = """
                   A B C
                 3 . . . 3
                 2 . x . 2
                 1 . . . 1
                   A B C
                """;
        assertEquals(Optional.empty(), Showboard.parse(onlyBlackSmall, new Grid(3, 3)));
        assertEquals(Optional.of(Colouring.parse("""
                ...
                .X.
                ..O""")),
                Showboard.parse(onlyBlackSmall.replace(" 1 . . . 1", " 1 . . o 1"), new Grid(3, 3)));
    }

    @Test
    void refusesRowsNumberedFromTheTop() {
        String fromTop = """
                   A B C
                 1 X . . 1
                 2 . . . 2
                 3 . . O 3
                   A B C
                """;
        assertEquals(Optional.empty(), Showboard.parse(fromTop, new Grid(3, 3)));
        String fromBottom = fromTop.replace(" 1 X . . 1", " 3 X . . 3").replace(" 3 . . O 3", " 1 . . O 1");
        assertEquals(Optional.of(Colouring.parse("""
                X..
                ...
                ..O""")), Showboard.parse(fromBottom, new Grid(3, 3)));
    }

    @Test
    void refusesRowsWithoutNumbers() {
        String unnumbered = """
                   A B C
                   X . .
                   . . .
                   . . O
                   A B C
                """;
        assertEquals(Optional.empty(), Showboard.parse(unnumbered, new Grid(3, 3)));
    }

    @Test
    void refusesMisnumberedRows() {
        String whole = resource("gnugo-9x9.txt");
        assertEquals(Optional.empty(), Showboard.parse(whole.replace(" 6 . . . . . . . . . 6", " 7 . . . . . . . . . 7"),
                new Grid(9, 9)));
        // left and right numbers disagree
        assertEquals(Optional.empty(), Showboard.parse(whole.replace(" 6 . . . . . . . . . 6", " 6 . . . . . . . . . 5"),
                new Grid(9, 9)));
    }

    @Test
    void refusesABoardTallerThanTheGrid() {
        // 3 wide, 4 tall, letters only below: the three bottom rows alone would look like a 3x3 board
        String tall = """
                 4 . X . 4
                 3 . . . 3
                 2 . O . 2
                 1 X . . 1
                   A B C
                """;
        assertEquals(Optional.empty(), Showboard.parse(tall, new Grid(3, 3)));
        assertEquals(Optional.of(Colouring.parse("""
                .X.
                ...
                .O.
                X..""")), Showboard.parse(tall, new Grid(3, 4)));
    }

    @Test
    void refusesABoardWiderThanItsLetters() {
        String wide = """
                   A B C
                 3 . . . . 3
                 2 . X . . 2
                 1 . . . O 1
                   A B C
                """;
        assertEquals(Optional.empty(), Showboard.parse(wide, new Grid(3, 3)));
        assertEquals(Optional.empty(), Showboard.parse(wide, new Grid(4, 3)));
    }

    @Test
    void refusesLettersOutOfPlaceOverThePoints() {
        String whole = resource("gnugo-9x9.txt");
        String shifted = whole.replace("   A B C D E F G H J", "  A B C D E F G H J");
        assertNotEquals(whole, shifted);
        assertEquals(Optional.empty(), Showboard.parse(shifted, new Grid(9, 9)));
    }

    @Test
    void refusesWordsAfterTheRowWithoutItsNumber() {
        String katago = resource("synthetic-katago-9x9.txt");
        String worded = katago.replace(" 5 . . . . X . . . .", " 5 . . . . X . . . . Black");
        assertNotEquals(katago, worded);
        assertEquals(Optional.empty(), Showboard.parse(worded, new Grid(9, 9)));
    }

    @Test
    void refusesTwoBoardsSideBySide() {
        String pachi = resource("synthetic-pachi-9x9.txt");
        StringBuilder doubled = new StringBuilder();
        for (String line : pachi.split("\n", -1)) {
            doubled.append(line).append(line.isBlank() ? "" : "   " + line.strip()).append('\n');
        }
        assertEquals(Optional.empty(), Showboard.parse(doubled.toString(), new Grid(9, 9)));
    }

    @Test
    void refusesColumnLettersOfAnotherAlphabet() {
        String numbered = """
                   1 2 3
                 3 . . . 3
                 2 . X . 2
                 1 . . . 1
                   1 2 3
                """;
        assertEquals(Optional.empty(), Showboard.parse(numbered, new Grid(3, 3)));
        String skipped = numbered.replace("1 2 3", "A C D");
        assertEquals(Optional.empty(), Showboard.parse(skipped, new Grid(3, 3)));
        String mixedCase = numbered.replace("1 2 3", "A b C");
        assertEquals(Optional.empty(), Showboard.parse(mixedCase, new Grid(3, 3)));
        String letters = numbered.replace("1 2 3", "A B C");
        assertEquals(Optional.of(Colouring.parse("""
                ...
                .X.
                ...""")), Showboard.parse(letters, new Grid(3, 3)));
    }

    @Test
    void readsColumnLettersThatKeepTheI() {
        String withI = resource("gnugo-9x9.txt").replace("A B C D E F G H J", "A B C D E F G H I");
        assertEquals(Showboard.parse(resource("gnugo-9x9.txt"), new Grid(9, 9)), Showboard.parse(withI, new Grid(9, 9)));
        assertTrue(Showboard.parse(withI, new Grid(9, 9)).isPresent());
    }
}
