package org.logicalgo.rulesets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class NearestTest {

    @Test
    void theDistanceIsLevenshteins() {
        assertEquals(0, Nearest.distance("ko", "ko"));
        assertEquals(1, Nearest.distance("kos", "ko"));
        assertEquals(3, Nearest.distance("kitten", "sitting"));
    }

    @Test
    void aTypoIsMeantButAnotherWordIsNot() {
        List<String> presets = List.of("tromp-taylor", "french", "new-zealand");
        assertEquals(Optional.of("tromp-taylor"), Nearest.meant("trom-taylor", presets));
        assertEquals(Optional.of("french"), Nearest.meant("FRENCH", presets));
        assertTrue(Nearest.meant("chess", presets).isEmpty());
        assertEquals(List.of("french", "new-zealand"), Nearest.of("frnch", presets, 2));
    }

    @Test
    void theRegistrysErrorsSayWhatWasMeant() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Rulesets.read("trom-taylor").ruleset());
        assertEquals("no ruleset called 'trom-taylor' (known: tromp-taylor, french, new-zealand, the RU names of docs/rulesets.md"
                + " and KataGo's rules strings); did you mean tromp-taylor?", e.getMessage());
        assertTrue(Rulesets.KO.read("situatonal").isEmpty());
        e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Rulesets.KO.setting("situatonal"));
        assertTrue(e.getMessage().endsWith("not 'situatonal'; did you mean situational?"), e.getMessage());
    }
}
