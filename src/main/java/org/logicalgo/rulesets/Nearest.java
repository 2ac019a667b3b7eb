package org.logicalgo.rulesets;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The known names nearest to a mistyped one, by edit distance: for "did you mean" in every error that names a name. */
public final class Nearest {

    private Nearest() {
    }

    /** The {@code most} known names nearest to what was asked, nearest first (ties by name). */
    public static List<String> of(String asked, Collection<String> known, int most) {
        String a = asked.toLowerCase(Locale.ROOT);
        return known.stream()
                .sorted(Comparator.comparingInt((String k) -> distance(a, k.toLowerCase(Locale.ROOT))).thenComparing(k -> k))
                .limit(most).toList();
    }

    /** The one known name close enough to be what was meant (a typo: at most a third of its letters wrong), if any. */
    public static Optional<String> meant(String asked, Collection<String> known) {
        String a = asked.toLowerCase(Locale.ROOT);
        return of(asked, known, 1).stream()
                .filter(k -> distance(a, k.toLowerCase(Locale.ROOT)) <= Math.max(1, k.length() / 3)).findFirst();
    }

    /** Levenshtein's edit distance. */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
