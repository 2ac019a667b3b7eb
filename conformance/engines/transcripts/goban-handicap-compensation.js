// goban: with a handicap, rules=ing, chinese and aga give White points for it in computeScore()
// (score_handicap; the source quotes the Ing rules' "White must receive N-point compensation").
// handicap.2-stones-9x9: B C3, B G7 (the two handicap stones, free placement), W A1.
const { version, engine, play } = require("./goban-load.js");
console.log("goban " + version);
for (const rules of ["ing", "chinese", "aga", "nz"]) {
    const e = engine({ width: 9, height: 9, komi: 0, rules, handicap: 2, free_handicap_placement: true });
    const moves = [play(e, 2, 6), play(e, 6, 2), play(e, 0, 8)];
    const s = e.computeScore();
    console.log(`rules=${rules}: ${moves.join("; ")}`);
    console.log(`  black total ${s.black.total} (stones ${s.black.stones}, territory ${s.black.territory}); ` +
        `white total ${s.white.total} (stones ${s.white.stones}, territory ${s.white.territory}, handicap ${s.white.handicap}, komi ${s.white.komi})`);
}
