package org.logicalgo.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;

class GameRecordTest {

    private static GameRecord read(String sgf) {
        return GameRecord.read(SgfParser.parse(sgf).get(0));
    }

    private static List<String> turns(GameRecord r) {
        return r.moves().stream().map(GameRecord.Move::text).toList();
    }

    @Test
    void rectangularSizesCountColumnsFromTheLeftAndRowsFromTheTop() {
        // 7x5: 'ae' is column a (A), fifth row from the top = the bottom row (1); 'ga' is G, the top row (5).
        GameRecord r = read("(;SZ[7:5];B[ae];W[ga])");
        assertEquals(new Grid(7, 5), r.grid());
        assertEquals(List.of("B A1", "W G5"), turns(r));
    }

    @Test
    void anEmptyMoveIsAPassAndTtIsAPassOnlyUpTo19x19() {
        assertEquals(List.of("B pass", "W pass"), turns(read("(;SZ[19];B[];W[tt])")));
        // On 21x21, tt is column t (the 20th letter, index 19: GTP's U, I being skipped), row 20 from the top = row 2.
        assertEquals(List.of("B U2"), turns(read("(;SZ[21];B[tt])")));
    }

    @Test
    void aMoveOutsideTheGridIsKeptForTheJudgeToRefuse() {
        GameRecord r = read("(;SZ[5];B[fa])");
        assertTrue(r.moves().get(0).turn().isEmpty());
        assertEquals("B [fa]", r.moves().get(0).text());
    }

    @Test
    void setupStonesMakeTheStartWithRectanglesAndErasures() {
        // aa:bb on 3x3 covers A3 B3 A2 B2; AE[ab] then empties A2 in the next node.
        GameRecord r = read("(;SZ[3]AB[aa:bb]AW[cc];AE[ab]PL[W];W[cb])");
        assertEquals(Colouring.parse("""
                XX.
                .X.
                ..O"""), r.start());
        assertEquals(Optional.of(Colour.WHITE), r.player());
        assertEquals(List.of("W C2"), turns(r));
        Setup s = r.setup(Ruleset.TROMP_TAYLOR);
        assertEquals(Colour.WHITE, s.toMove());
    }

    @Test
    void aHandicapOnTheGridMeansWhiteMovesFirstAndWithoutStonesItIsBlacksFirstTurns() {
        GameRecord placed = read("(;SZ[9]HA[2]AB[cc][gg];W[ee])");
        Setup s = placed.setup(Ruleset.TROMP_TAYLOR);
        assertEquals(Colour.WHITE, s.toMove());
        assertEquals(0, s.handicap());
        assertEquals(2, s.start().count(Colour.BLACK));
        GameRecord free = read("(;SZ[9]HA[2];B[cc];B[gg];W[ee])");
        Setup f = free.setup(Ruleset.TROMP_TAYLOR);
        assertEquals(Colour.BLACK, f.toMove());
        assertEquals(2, f.handicap());
        assertEquals(Colouring.empty(new Grid(9, 9)), f.start());
    }

    @Test
    void komiComesFromKmOrElseFromTheRuleset() {
        assertEquals(6.5, read("(;KM[6.5])").setup(Ruleset.TROMP_TAYLOR).komi());
        assertEquals(0.0, read("(;KM[])").setup(Ruleset.TROMP_TAYLOR).komi());
        Ruleset sevenAndAHalf = new Ruleset(Ruleset.Repetition.POSITIONAL, Ruleset.Suicide.ALLOWED,
                Ruleset.Ending.TWO_PASSES, 7.5);
        assertEquals(7.5, read("(;SZ[9])").setup(sevenAndAHalf).komi());
    }

    @Test
    void gameInformationIsTheFirstMetAlongTheLine() {
        GameRecord r = read("(;SZ[9];RU[Japanese]RE[W+R]PB[Black \\] one]PW[White];B[ee])");
        assertEquals(Optional.of("Japanese"), r.rules());
        assertEquals(Optional.of("W+R"), r.result());
        assertEquals(Optional.of("Black ] one"), r.black());
    }

    @Test
    void theChosenVariationIsRead() {
        SgfNode root = SgfParser.parse("(;SZ[5];B[cc](;W[bb])(;W[dd];B[ee]))").get(0);
        GameRecord second = GameRecord.read(root, 2);
        assertEquals(List.of("B C3", "W D2", "B E1"), turns(second));
        assertEquals(2, second.line());
        assertEquals(2, second.lines());
    }

    @Test
    void whatCannotBeAGoRecordIsOneLineNamingTheByte() {
        assertEquals("byte 2: GM[2] is not a Go record (GM[1])",
                assertThrows(SgfException.class, () -> read("(;GM[2])")).getMessage());
        assertEquals("byte 2: SZ[30]: a grid is 1x1 to 25x25 [TT-R9], not 30x30",
                assertThrows(SgfException.class, () -> read("(;SZ[30])")).getMessage());
        assertEquals("byte 2: KM[6.4]: komi is a multiple of 0.5 [TT-R9]",
                assertThrows(SgfException.class, () -> read("(;KM[6.4])")).getMessage());
        assertEquals("byte 8: B[a] is not a point (two letters a..z or A..Z)",
                assertThrows(SgfException.class, () -> read("(;SZ[5];B[a])")).getMessage());
        assertEquals("byte 13: a node holds one move, this one holds more",
                assertThrows(SgfException.class, () -> read("(;SZ[5];B[aa]W[bb])")).getMessage());
        assertEquals("byte 14: AB after move 1: the logical rules change the colouring only by turns,"
                        + " so a record that sets up stones during play cannot be judged",
                assertThrows(SgfException.class, () -> read("(;SZ[5];B[aa];AB[bb])")).getMessage());
        assertEquals("byte 7: AB[ff] reaches outside the 5x5 grid [TT-1]",
                assertThrows(SgfException.class, () -> read("(;SZ[5]AB[ff])")).getMessage());
        // Once read as whichever came last: a point is named once among a node's AB, AW and AE (FF[4]).
        assertEquals("byte 13: AW[aa] sets up the point aa, which AB sets up too, in one node:"
                        + " FF[4] names a point once among a node's AB, AW and AE",
                assertThrows(SgfException.class, () -> read("(;SZ[5]AB[aa]AW[aa])")).getMessage());
        assertEquals("byte 7: AB[aa:bb][ab] names the point ab twice in one node: FF[4] names a point once among a node's AB, AW and AE",
                assertThrows(SgfException.class, () -> read("(;SZ[5]AB[aa:bb][ab];W[cc])")).getMessage());
        assertEquals("byte 7: AB[cc] sets up the point cc, which AE sets up too, in one node:"
                        + " FF[4] names a point once among a node's AB, AW and AE",
                assertThrows(SgfException.class, () -> read("(;SZ[5]AB[cc]AE[cc])")).getMessage());
        // In two nodes, a point may be set up again: the later node says what it holds.
        assertEquals(Colour.WHITE, read("(;SZ[5]AB[aa];AW[aa])").start().colour(new Point(0, 4)));
        assertEquals("byte 1: the game's setup (SZ, AB, AW, PL, HA, KM): handicap moves are Black's [TT-C5]",
                assertThrows(SgfException.class, () -> read("(;HA[3]PL[W])").setup(Ruleset.TROMP_TAYLOR)).getMessage());
    }

    @Test
    void aGameIsWrittenAsFf4WithItsSetupAndReadBackTheSame() {
        // 5x3: A1 is column a, row 3-1-0 = 2 from the top: 'ac'. C2 is 'c' and row 3-1-1 = 1: 'cb'.
        Setup setup = Setup.of(Ruleset.TROMP_TAYLOR, new Grid(5, 3)).withKomi(0.5)
                .withStart(Colouring.parse("""
                        .....
                        .....
                        X...."""), Colour.BLACK);
        List<Turn> turns = List.of(new Turn.Play(Colour.BLACK, Point.parse("C2", setup.grid())), new Turn.Pass(Colour.WHITE));
        String text = SgfWriter.write(GameRecord.of(setup, turns, Optional.of("B+14.5"), "tromp-taylor").toSgf());
        assertEquals("(;GM[1]FF[4]CA[UTF-8]AP[logical-go:0.1.0]SZ[5:3]KM[0.5]RU[tromp-taylor]RE[B+14.5]AB[ac]PL[B]"
                + ";B[cb];W[])\n", text);
        GameRecord back = read(text);
        assertEquals(setup, back.setup(Ruleset.TROMP_TAYLOR));
        assertEquals(turns, back.moves().stream().map(m -> m.turn().orElseThrow()).toList());
        assertEquals(Optional.of("B+14.5"), back.result());
    }

    @Test
    void theAgreementOfCommentEightHasNoSgfProperty() {
        Setup setup = Setup.of(Ruleset.TROMP_TAYLOR, new Grid(3, 3));
        assertThrows(IllegalArgumentException.class,
                () -> GameRecord.of(setup, List.of(new Turn.Agreement(java.util.Set.of())), Optional.empty(), "tromp-taylor"));
    }
}
