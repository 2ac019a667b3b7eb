// @sabaki/go-board: preventKo refuses only the immediate retake of a ko ("repeats the position that
// led to board"), so a longer cycle is accepted. The turns of tiny.2x2-cycle-back-to-turn-1 (GNU
// Go's cycle in gnugo.md): B A1, W B2, B B1, W A2 (takes A1 B1), B A1, W B1, then B A1 takes
// the three white stones and brings back the board after turn 1 (TT-6).
const dir = require("path").join(__dirname, "../../harnesses/sabaki-go-board");
const Board = require(require.resolve("@sabaki/go-board", { paths: [dir] }));
console.log("@sabaki/go-board " + require(require.resolve("@sabaki/go-board/package.json", { paths: [dir] })).version);
const options = { preventOverwrite: true, preventSuicide: true, preventKo: true };
const show = (b) => b.signMap.map((r) => r.map((s) => (s === 1 ? "X" : s === -1 ? "O" : ".")).join("")).join("/");
let board = Board.fromDimensions(2, 2);
const seen = [show(board)];
// [x, y] from the top left: A1 = [0, 1], B1 = [1, 1], A2 = [0, 0], B2 = [1, 0]
for (const [name, sign, v] of [["B A1", 1, [0, 1]], ["W B2", -1, [1, 0]], ["B B1", 1, [1, 1]], ["W A2", -1, [0, 0]], ["B A1", 1, [0, 1]], ["W B1", -1, [1, 1]], ["B A1", 1, [0, 1]]]) {
    try {
        board = board.makeMove(sign, v, options);
        const s = show(board);
        const earlier = seen.indexOf(s);
        console.log(`${name}: accepted -> ${s}` + (earlier >= 0 ? `  (the board after turn ${earlier} again)` : ""));
        seen.push(s);
    } catch (e) {
        console.log(`${name}: throws: ${e.message}`);
    }
}
