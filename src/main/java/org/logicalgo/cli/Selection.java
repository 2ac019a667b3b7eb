package org.logicalgo.cli;

import org.logicalgo.rulesets.Rulesets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.logicalgo.rulesets.Nearest;
import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Suite;
import org.logicalgo.conformance.runner.ConformanceRunner;
import org.logicalgo.rules.Clause;

/** What a selection of {@code conformance} holds ({@code --list}), and what the suite has when it holds nothing. */
final class Selection {

    private Selection() {
    }

    /** The cases by ruleset, tag and clause, then each case with its rulesets. */
    static String listing(List<ConformanceRunner.Job> jobs) {
        Map<String, Integer> byRuleset = new LinkedHashMap<>();
        Map<String, List<String>> rulesetsOf = new LinkedHashMap<>();
        Map<String, ConformanceCase> cases = new LinkedHashMap<>();
        for (ConformanceRunner.Job j : jobs) {
            byRuleset.merge(Rulesets.name(j.ruleset()), 1, Integer::sum);
            rulesetsOf.computeIfAbsent(j.c().id(), k -> new ArrayList<>()).add(Rulesets.name(j.ruleset()));
            cases.putIfAbsent(j.c().id(), j.c());
        }
        Map<String, Integer> byTag = new TreeMap<>();
        Map<String, Integer> byClause = new TreeMap<>(Clause.ORDER);
        for (ConformanceCase c : cases.values()) {
            c.tags().forEach(t -> byTag.merge(t, 1, Integer::sum));
            c.clauses().forEach(t -> byClause.merge(t, 1, Integer::sum));
        }
        StringBuilder out = new StringBuilder();
        out.append(cases.size()).append(" case(s), ").append(jobs.size()).append(" to play under ").append(byRuleset.size())
                .append(" ruleset(s)\n");
        section(out, "by ruleset", byRuleset);
        section(out, "by tag", byTag);
        section(out, "by clause cited", byClause);
        out.append("cases:\n");
        rulesetsOf.forEach((id, names) -> out.append("  ").append(id).append("  ").append(String.join(", ", names)).append('\n'));
        return out.toString();
    }

    private static void section(StringBuilder out, String title, Map<String, Integer> counts) {
        out.append(title).append(":\n");
        int width = counts.keySet().stream().mapToInt(String::length).max().orElse(0);
        counts.forEach((k, n) -> out.append("  ").append(k).append(" ".repeat(width - k.length() + 2)).append(n).append('\n'));
    }

    /**
     * Why nothing matched: each asked ruleset, case, clause or tag the suite has none of, with the
     * nearest it has; then what it has.
     */
    static String nothing(Suite suite, List<String> rulesets, List<String> caseIds, List<String> clauses, List<String> tags,
                          boolean skipSlow) {
        Map<String, Integer> suiteRulesets = new TreeMap<>();
        Set<String> ids = new TreeSet<>();
        Set<String> suiteTags = new TreeSet<>();
        Set<String> suiteClauses = new TreeSet<>(Clause.ORDER);
        for (ConformanceCase c : suite.cases()) {
            c.expect().keySet().forEach(r -> suiteRulesets.merge(Rulesets.name(r), 1, Integer::sum));
            ids.add(c.id());
            suiteTags.addAll(c.tags());
            suiteClauses.addAll(c.clauses());
        }
        List<String> why = new ArrayList<>();
        for (String r : rulesets) {
            if (!suiteRulesets.containsKey(r)) {
                why.add("no case has expectations under " + r + nearest(r, suiteRulesets.keySet()));
            }
        }
        for (String id : caseIds) {
            if (!ids.contains(id)) {
                why.add("no case is called " + org.logicalgo.io.Names.shown(id) + nearest(id, ids));
            }
        }
        for (String clause : clauses) {
            if (!suiteClauses.contains(clause)) {
                why.add("no case cites " + org.logicalgo.io.Names.shown(clause) + nearest(clause, suiteClauses));
            }
        }
        for (String tag : tags) {
            if (!suiteTags.contains(tag)) {
                why.add("no case is tagged " + org.logicalgo.io.Names.shown(tag) + nearest(tag, suiteTags));
            }
        }
        if (why.isEmpty()) {
            why.add("each of --rules, --case, --clause, --tag" + (skipSlow ? ", --skip-slow" : "")
                    + " matches cases of the suite, but no case matches them all");
        }
        StringBuilder out = new StringBuilder("no case matches the selection: ").append(String.join("; ", why)).append('\n');
        List<String> named = new ArrayList<>();
        suiteRulesets.forEach((r, n) -> named.add(r + " (" + n + ")"));
        out.append("  the suite's rulesets (cases): ").append(String.join(", ", named)).append('\n');
        out.append("  its tags: ").append(String.join(", ", suiteTags)).append('\n');
        out.append("  the clauses its cases cite: ").append(String.join(", ", suiteClauses));
        return out.toString();
    }

    /** {@code  (nearest: a, b, c)}: the three names nearest to what was asked, by edit distance. */
    static String nearest(String asked, Set<String> known) {
        List<String> near = Nearest.of(asked, known, 3);
        return near.isEmpty() ? "" : " (nearest: " + String.join(", ", near) + ")";
    }
}
