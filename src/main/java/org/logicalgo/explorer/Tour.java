package org.logicalgo.explorer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.logicalgo.rules.Ruleset;

/**
 * {@code GET /api/tour}: the witnesses of {@code spec/differences.md}, read from it: each row of its
 * tables ({@code | 1 | what differs | witness | tromp-taylor | french | new-zealand |}) with the
 * {@code ./logical-go replay --compare} command given for it, in the same order, made a game for
 * {@code /api/compare}.
 */
final class Tour {

    /** A witness: what differs, the game that shows it, and what each preset says (the table's cells). */
    record Witness(int number, String differs, Map<String, Object> game, Map<String, String> says) {
    }

    private static final Pattern ROW = Pattern.compile("^\\|\\s*(\\d+)\\s*\\|(.*)\\|\\s*$");
    private static final Pattern COMMAND = Pattern.compile("^\\./logical-go replay --compare (.*)$");
    private static final Pattern QUOTED = Pattern.compile("\"([^\"]*)\"");
    private static final Pattern SIZE = Pattern.compile("--size (\\S+)");
    private static final Pattern HANDICAP = Pattern.compile("--handicap (\\d+)");

    private Tour() {
    }

    static List<Witness> witnesses() {
        return read(SpecText.resource("differences.md"));
    }

    static List<Witness> read(String markdown) {
        List<String[]> rows = new ArrayList<>();
        List<String> header = List.of();
        List<String> commands = new ArrayList<>();
        for (String line : markdown.split("\\R")) {
            String t = line.strip();
            if (t.startsWith("| # |")) {
                header = cells(t);
            }
            Matcher row = ROW.matcher(t);
            if (row.matches()) {
                List<String> c = cells(t);
                List<String> presets = new ArrayList<>();
                for (Ruleset r : RulesetJson.PRESETS) {
                    int column = header.indexOf(r.name());
                    if (column < 0) {
                        throw new IllegalStateException("spec/differences.md: a table has no column " + r.name());
                    }
                    presets.add(c.get(column));
                }
                rows.add(new String[] {c.get(0), c.get(1), presets.get(0), presets.get(1), presets.get(2)});
            }
            Matcher command = COMMAND.matcher(t);
            if (command.matches()) {
                commands.add(command.group(1));
            }
        }
        if (rows.isEmpty() || rows.size() != commands.size()) {
            throw new IllegalStateException("spec/differences.md: " + rows.size() + " witnesses in its tables but "
                    + commands.size() + " replay --compare commands");
        }
        List<Witness> all = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            String[] r = rows.get(i);
            String command = commands.get(i);
            Map<String, Object> game = new LinkedHashMap<>();
            Matcher size = SIZE.matcher(command);
            game.put("size", size.find() ? size.group(1) : "19x19");
            Matcher handicap = HANDICAP.matcher(command);
            game.put("handicap", handicap.find() ? Integer.parseInt(handicap.group(1)) : 0);
            List<String> turns = new ArrayList<>();
            Matcher quoted = QUOTED.matcher(command);
            while (quoted.find()) {
                turns.add(quoted.group(1));
            }
            game.put("turns", turns);
            Map<String, String> says = new LinkedHashMap<>();
            for (int p = 0; p < RulesetJson.PRESETS.size(); p++) {
                says.put(RulesetJson.PRESETS.get(p).name(), r[2 + p]);
            }
            all.add(new Witness(Integer.parseInt(r[0]), r[1], game, says));
        }
        return all;
    }

    private static List<String> cells(String row) {
        String inner = row.substring(1, row.length() - 1);
        List<String> cells = new ArrayList<>();
        for (String c : inner.split("\\|", -1)) {
            cells.add(c.strip());
        }
        return cells;
    }
}
