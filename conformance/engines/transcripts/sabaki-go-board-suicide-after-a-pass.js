// @sabaki/go-board: preventKo without preventSuicide. The turns of
// suicide.lone-stone-after-a-pass-centre-7x7: White surrounds D4 (C4, E4, D3, D5; Black passes),
// B A1, W pass, then B D4, a lone stone's suicide, empties D4 and brings back the board after B A1,
// the board just before White's pass: simple ko (TT-V1) refuses it. A pass does not change a
// Sabaki board, so it is not played here.
const dir = require("path").join(__dirname, "../../harnesses/sabaki-go-board");
const Board = require(require.resolve("@sabaki/go-board", { paths: [dir] }));
console.log("@sabaki/go-board " + require(require.resolve("@sabaki/go-board/package.json", { paths: [dir] })).version);
const options = { preventOverwrite: true, preventKo: true };
const show = (b) => b.signMap.map((r) => r.map((s) => (s === 1 ? "X" : s === -1 ? "O" : ".")).join("")).join("/");
let board = Board.fromDimensions(7, 7);
// [x, y] from the top left of 7x7: column A = 0, row 7 = 0; so C4 = [2, 3], D1 = [3, 6].
for (const [name, sign, v] of [["W C4", -1, [2, 3]], ["W E4", -1, [4, 3]], ["W D3", -1, [3, 4]], ["W D5", -1, [3, 2]], ["B A1", 1, [0, 6]]]) {
    board = board.makeMove(sign, v, options);
    console.log(`${name}: accepted -> ${show(board)}`);
}
const beforePass = show(board);
console.log("W pass (the board as it was)");
try {
    board = board.makeMove(1, [3, 3], options);
    console.log(`B D4: accepted -> ${show(board)}` + (show(board) === beforePass ? "  (the board before White's pass again)" : ""));
} catch (e) {
    console.log(`B D4: throws: ${e.message}`);
}
