// goban: on the first move after a set-up position, a suicide of one stone is refused as
// "illegal_ko_move". The simple ko check compares the board after the move with
// cur_move.index(-1).state; on the first move index(-1) cannot go back and stays at the root,
// which is the board before the move itself. suicide.one-stone-corner-a1-5x5: white stones on A2
// and B1 (goban's initial_state), Black plays A1.
const { version, engine, play, show } = require("./goban-load.js");
console.log("goban " + version);
for (const rules of ["nz", "ing"]) {
    const e = engine({ width: 5, height: 5, komi: 0, rules, initial_state: { black: "", white: "adbe" } });
    console.log(`rules=${rules} (superko_algorithm ${e.superko_algorithm}, allow_self_capture ${e.allow_self_capture}); start ${show(e)}`);
    console.log("  " + play(e, 0, 4) + "  -> " + show(e));
    // The same suicide two turns later (B E5, W E4, then B A1) is accepted: the board is then
    // compared with the one before W E4, which differs.
    const f = engine({ width: 5, height: 5, komi: 0, rules, initial_state: { black: "", white: "adbe" } });
    console.log("  then on a fresh board: " + play(f, 4, 0) + "; " + play(f, 4, 1) + "; " + play(f, 0, 4) + "  -> " + show(f));
}
