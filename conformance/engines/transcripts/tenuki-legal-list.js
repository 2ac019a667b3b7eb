// tenuki: Game.isIllegalAt(y, x) is the per-point query gogui-rules_legal_moves lists from (the
// points where it is false; tenuki has no such query for a pass). On 5x5 (koRule simple, tenuki's
// default), after B B3, W D4, B C4, W E3, B C2, W D2, B E5, W A2, B E1, W B1, B D3, W C3 (takes D3),
// Black to move: D3 is the retake of a ko just taken and A1 a suicide (between White A2 and B1).
// Then after B pass, W pass (isOver() true). (y, x) count from the top left, as tenuki's do.
const dir = require("path").join(__dirname, "../../harnesses/tenuki");
const { Game } = require(require.resolve("tenuki", { paths: [dir] }));
console.log("tenuki " + require(require.resolve("tenuki/package.json", { paths: [dir] })).version);
const N = 5;
const COLS = "ABCDEFGHJKLMNOPQRST";
const at = (v) => [N - Number(v.slice(1)), COLS.indexOf(v[0])]; // "C3" -> [y, x]
const MOVES = ["B3", "D4", "C4", "E3", "C2", "D2", "E5", "A2", "E1", "B1", "D3", "C3"];
function show(g, label) {
    console.log(label);
    for (let y = 0; y < N; y++) {
        let row = "";
        for (let x = 0; x < N; x++) {
            const v = g.intersectionAt(y, x).value;
            row += v === "black" ? "X" : v === "white" ? "O" : ".";
        }
        console.log(`  ${N - y} ${row}`);
    }
    console.log("    " + COLS.slice(0, N));
    console.log(`  currentPlayer() ${g.currentPlayer()}, isOver() ${g.isOver()}`);
    const legal = [];
    for (let y = N - 1; y >= 0; y--) {
        for (let x = 0; x < N; x++) {
            if (!g.isIllegalAt(y, x)) {
                legal.push(COLS[x] + (N - y));
            }
        }
    }
    console.log("  isIllegalAt false at: " + (legal.join(" ") || "(none)"));
}
const g = new Game({ boardSize: N, komi: 0.5 });
for (const m of MOVES.slice(0, -1)) {
    if (!g.playAt(...at(m), { render: false })) throw new Error(m);
}
show(g, "after B D3 (White to move; W C3 would take D3):");
g.playAt(...at("C3"), { render: false });
show(g, "after W C3 takes D3 (Black to move; D3 the ko retake, A1 a suicide):");
console.log("  pass(): " + g.pass({ render: false }) + ", pass(): " + g.pass({ render: false }));
show(g, "after B pass, W pass:");
