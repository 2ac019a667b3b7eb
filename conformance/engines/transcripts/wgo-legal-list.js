// wgo: Game.isValid(x, y) ("Finds out validity of the move", for the player game.turn; it plays on
// a clone of the position) is the per-point query gogui-rules_legal_moves lists from (the points
// where it is true; wgo has no such query for a pass). On 5x5 with the harness's default preset
// (goRules.Japanese), after B B3, W D4, B C4, W E3, B C2, W D2, B E5, W A2, B E1, W B1, B D3, W C3
// (takes D3), Black to move: D3 is the retake of a ko just taken and A1 a suicide (between White A2
// and B1). Then after B pass, W pass (wgo's Game has no end). (x, y) count from the top left.
const dir = require("path").join(__dirname, "../../harnesses/wgo");
const wgo = require(require.resolve("wgo", { paths: [dir] }));
console.log("wgo " + require(require.resolve("wgo/package.json", { paths: [dir] })).version);
const N = 5;
const COLS = "ABCDEFGHJKLMNOPQRST";
const at = (v) => [COLS.indexOf(v[0]), N - Number(v.slice(1))]; // "C3" -> [x, y]
const MOVES = ["B3", "D4", "C4", "E3", "C2", "D2", "E5", "A2", "E1", "B1", "D3", "C3"];
function show(g, label) {
    console.log(label);
    for (let y = 0; y < N; y++) {
        let row = "";
        for (let x = 0; x < N; x++) {
            const c = g.getStone(x, y);
            row += c === wgo.Color.BLACK ? "X" : c === wgo.Color.WHITE ? "O" : ".";
        }
        console.log(`  ${N - y} ${row}`);
    }
    console.log("    " + COLS.slice(0, N));
    console.log(`  turn ${g.turn === wgo.Color.BLACK ? "black" : "white"}`);
    const legal = [];
    for (let y = N - 1; y >= 0; y--) {
        for (let x = 0; x < N; x++) {
            if (g.isValid(x, y)) {
                legal.push(COLS[x] + (N - y));
            }
        }
    }
    console.log("  isValid true at: " + (legal.join(" ") || "(none)"));
}
const g = new wgo.Game(N, wgo.goRules.Japanese);
console.log("goRules.Japanese: " + JSON.stringify(wgo.goRules.Japanese));
for (const m of MOVES.slice(0, -1)) {
    if (!g.play(...at(m))) throw new Error(m);
}
show(g, "after B D3 (White to move; W C3 would take D3):");
g.play(...at("C3"));
show(g, "after W C3 takes D3 (Black to move; D3 the ko retake, A1 a suicide):");
g.pass();
g.pass();
show(g, "after B pass, W pass:");
