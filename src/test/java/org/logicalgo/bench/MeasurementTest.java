package org.logicalgo.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What bench prints is read off a Measurement: min, median (the middle two averaged), max. */
class MeasurementTest {

    @Test
    void theMedianOfAnEvenNumberOfWindowsIsTheMeanOfTheMiddleTwo() {
        double[] given = {40, 10, 30, 20};
        Measurement m = new Measurement(3, true, given, new double[] {7, 5, 6});
        assertEquals(10, m.min());
        assertEquals(25, m.median());
        assertEquals(40, m.max());
        assertEquals(6, m.cpuMedian());
        given[0] = 0;
        m.rates()[0] = -1;
        assertEquals(10, m.min(), "a measurement is a value: neither the array given nor the one returned changes it");
    }

    @Test
    void aWarmUpCapOfNothingStopsAfterOneWindowNotSteady() {
        int[] calls = new int[1];
        Measurement m = Measurement.of(() -> {
            calls[0]++;
            return 1;
        }, 0.01, 0, 0.01, 3);
        assertEquals(1, m.warmUpWindows());
        assertFalse(m.steady());
        assertEquals(3, m.rates().length);
        assertTrue(m.min() > 0 && m.min() <= m.median() && m.median() <= m.max());
        assertTrue(calls[0] >= 4, "one call at least a window");
    }
}
