// goban: the position at the start is never compared. long.fill-2x2 under positional superko
// with suicide allowed: Black fills the 2x2 board while White passes; Black's fourth stone leaves
// all four without a liberty, they are removed, and the board is empty again: the start (TT-6,
// reading TT-R1). isBoardRepeating looks back from two moves before the last one, at most
// MAX_SUPERKO_SEARCH = 30 moves, and stops before the root of the move tree.
const { version, engine, play, show } = require("./goban-load.js");
console.log("goban " + version);
for (const config of [{ rules: "ing" }, { rules: "nz" }]) {
    const e = engine(Object.assign({ width: 2, height: 2, komi: 0 }, config));
    console.log(JSON.stringify(config) + ": superko_algorithm " + e.superko_algorithm);
    console.log("  start: " + show(e));
    for (const [x, y] of [[0, 1], [-1, -1], [1, 1], [-1, -1], [0, 0], [-1, -1], [1, 0]]) {
        console.log("  " + play(e, x, y) + "  -> " + show(e));
    }
}
