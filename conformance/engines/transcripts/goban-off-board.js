// goban: a point off the board. place(x, y, ...) on a 5x5 board with x = 5 (column F) and with
// y = -1 (row 6): the turn is accepted, nothing is placed, and the other player is to move: a pass.
const { version, engine, play, show } = require("./goban-load.js");
console.log("goban " + version);
for (const rules of ["ing", "chinese", "japanese"]) {
    const e = engine({ width: 5, height: 5, rules, komi: 0 });
    console.log(`rules=${rules}`);
    console.log("  " + play(e, 5, 0) + "; board " + show(e) + "; to move: " + e.colorToMove());
    console.log("  " + play(e, 0, -1) + "; board " + show(e) + "; to move: " + e.colorToMove());
    console.log("  " + play(e, 4, 0) + "; board " + show(e) + "; to move: " + e.colorToMove());
}
