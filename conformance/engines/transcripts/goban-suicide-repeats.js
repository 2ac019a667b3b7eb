// goban: a suicide of one stone that leaves the board as it was (so repeats the position before it,
// TT-6) is accepted under positional superko with suicide allowed. The case
// suicide.lone-stone-corner-a1-7x7: B pass, W B1, B pass, W A2, then B A1 (x 0, y 6): Black's stone
// has no liberty, takes nothing, and is removed; the board is that after W A2.
const { version, engine, play, show } = require("./goban-load.js");
console.log("goban " + version);
for (const config of [{ rules: "ing" }, { rules: "chinese", allow_self_capture: true }, { rules: "nz" }]) {
    const e = engine(Object.assign({ width: 7, height: 7, komi: 0 }, config));
    console.log(JSON.stringify(config) + ": superko_algorithm " + e.superko_algorithm + ", allow_self_capture " + e.allow_self_capture);
    console.log("  " + play(e, -1, -1));
    console.log("  " + play(e, 1, 6));
    console.log("  " + play(e, -1, -1));
    console.log("  " + play(e, 0, 5));
    const before = show(e);
    console.log("  board before B A1: " + before);
    console.log("  " + play(e, 0, 6));
    console.log("  board after:       " + show(e) + (show(e) === before ? "  (the same)" : ""));
}
