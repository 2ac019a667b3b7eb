// @sabaki/go-board: makeMove with a vertex off the board returns a copy of the board, as its README
// says ("If sign is 0 or vertex not valid, this function will be equivalent to clone()"): a pass.
// basics.off-grid: F5 and A6 on 5x5, i.e. [5, 0] and [0, -1].
const dir = require("path").join(__dirname, "../../harnesses/sabaki-go-board");
const Board = require(require.resolve("@sabaki/go-board", { paths: [dir] }));
console.log("@sabaki/go-board " + require(require.resolve("@sabaki/go-board/package.json", { paths: [dir] })).version);
const options = { preventOverwrite: true, preventSuicide: true, preventKo: true };
let board = Board.fromDimensions(5, 5);
for (const v of [[5, 0], [0, -1]]) {
    const after = board.makeMove(1, v, options);
    console.log(`makeMove(1, [${v}], all prevent* true): no error; has([${v}]) ${board.has(v)}; analyzeMove: ${JSON.stringify(board.analyzeMove(1, v))}; changed points: ${JSON.stringify(board.diff(after))}`);
}
