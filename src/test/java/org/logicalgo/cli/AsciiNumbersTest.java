package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import org.logicalgo.io.InputFile;
import org.logicalgo.rules.BadValue;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Numbers;
import org.logicalgo.rules.Point;

/**
 * Numbers are read in ASCII digits only. {@link Integer#parseInt} takes any script's digits, so
 * before issue 43 {@code ./logical-go solve ２x２} (full-width digits) solved a 2x2 grid, and
 * {@code C٣} (an Arabic-Indic three) was a point: text that looks like a number to no other Go
 * program, and not always like the number it is to a reader.
 */
class AsciiNumbersTest {

    @Test
    void numbersAreTheDigitsZeroToNineWithAnOptionalSign() {
        assertEquals(19, Numbers.parseInt("19"));
        assertEquals(-3, Numbers.parseInt("-3"));
        assertEquals(7, Numbers.parseInt("+7"));
        assertEquals(1L << 40, Numbers.parseLong("1099511627776"));
        for (String notOne : new String[] {"２", "1９", "٣", "१२", "", "-", " 1", "1.0", "0x10", "1e3"}) {
            assertThrows(NumberFormatException.class, () -> Numbers.parseInt(notOne), notOne);
        }
        NumberFormatException tooLarge = assertThrows(NumberFormatException.class, () -> Numbers.parseInt("2147483648"));
        assertTrue(tooLarge.getMessage().contains("out of range"), tooLarge.getMessage());
    }

    @Test
    void gridsPointsAndSizesTakeAsciiDigitsOnly() {
        assertEquals(new Grid(2, 2), Grid.parse("2x2"));
        assertThrows(BadValue.class, () -> Grid.parse("２x２"));
        assertThrows(BadValue.class, () -> Grid.parse("9x٩"));
        assertEquals(new Point(2, 2), Point.named("C3"));
        assertThrows(BadValue.class, () -> Point.named("C٣"));
        assertEquals(1L << 20, InputFile.parseSize("1M"));
        assertThrows(IllegalArgumentException.class, () -> InputFile.parseSize("１M"));
    }

    @Test
    void fullWidthDigitsOnTheCommandLineAreOneLineAndExitTwo() throws Exception {
        HostileInputTest.Child solve = HostileInputTest.run("solve", "２x２");
        assertEquals(2, solve.status(), solve.out() + solve.err());
        assertEquals("logical-go: WxH: '２x２' is not a grid size (like 19, 19x19 or 7x5)", solve.err().strip());
        assertEquals("", solve.out());
        // An option's number, read for every command in one place (Main's converter), not by picocli.
        HostileInputTest.Child jobs = HostileInputTest.run("judge", "--jobs", "２", "x.sgf");
        assertEquals(2, jobs.status(), jobs.err());
        assertTrue(jobs.errLines().get(0).equals("logical-go: Invalid value for option '--jobs': '２' is not a whole number in the digits 0 to 9"),
                jobs.err());
        assertTrue(!jobs.err().contains("Exception"), jobs.err());
    }
}
