// goban: the superko search looks back at most MAX_SUPERKO_SEARCH = 30 moves, so a colouring that
// stood longer ago may be recreated. long.capture-back-to-turn-2-5x5 under rules=chinese (positional
// superko, suicide forbidden): Black passes, White takes the top right corner, Black fills every other
// point row by row from the bottom (White passing), his last stone taking White's; White's stone on
// the corner again takes every black stone and leaves the colouring after move 2, 47 turns back:
// refused by TT-6, accepted by goban.
const { version, engine, play, show } = require("./goban-load.js");
console.log("goban " + version);
const n = 5;
const corner = [n - 1, 0];
for (const config of [{ rules: "chinese" }, { rules: "nz" }]) {
    const e = engine(Object.assign({ width: n, height: n, komi: 0 }, config));
    console.log(JSON.stringify(config) + ": superko_algorithm " + e.superko_algorithm);
    console.log("  black pass: " + play(e, -1, -1));
    console.log("  white (" + corner + "): " + play(e, corner[0], corner[1]) + "  -> " + show(e));
    const afterMove2 = show(e);
    let moves = 2;
    for (let r = 0; r < n; r++) {
        for (let c = 0; c < n; c++) {
            const x = c, y = n - 1 - r;
            if (x === corner[0] && y === corner[1]) continue;
            const last = r === n - 1 && c === n - 2;
            const b = play(e, x, y);
            moves++;
            if (!b.startsWith("black (" + x + "," + y + "): accepted")) console.log("  unexpected: " + b);
            if (!last) { play(e, -1, -1); moves++; }
        }
    }
    console.log("  after Black's last stone (move " + moves + "): " + show(e));
    console.log("  white (" + corner + "), move " + (moves + 1) + ": " + play(e, corner[0], corner[1]) + "  -> " + show(e)
        + (show(e) === afterMove2 ? "  (the colouring after move 2)" : ""));
}
