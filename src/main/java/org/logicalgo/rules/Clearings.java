package org.logicalgo.rules;

import java.util.Set;

/**
 * What the two clearings of a move emptied (TT-7): the opponent's points (capture) and the
 * mover's own (suicide). By TT-R5 at most one of the two is ever non-empty.
 */
public record Clearings(Set<Point> opponent, Set<Point> own) {
    public static final Clearings NONE = new Clearings(Set.of(), Set.of());

    public Clearings {
        opponent = Set.copyOf(opponent);
        own = Set.copyOf(own);
    }
}
