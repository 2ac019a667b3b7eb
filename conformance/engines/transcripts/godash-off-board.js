// godash: addMove takes a move off the board. On a 5x5 board, Coordinate(5, 0) (F5 in GTP) and
// Coordinate(0, -1) (A6): no error, and the stone is kept in board.moves outside the grid.
const dir = require("path").join(__dirname, "../../harnesses/godash");
const godash = require(require.resolve("godash", { paths: [dir] }));
console.log("godash " + require(require.resolve("godash/package.json", { paths: [dir] })).version);
let board = godash.Board(5);
for (const [x, y] of [[5, 0], [0, -1]]) {
    try {
        board = godash.addMove(board, godash.Move(godash.Coordinate(x, y), godash.BLACK));
        console.log(`addMove (${x}, ${y}): accepted; board.moves now ${JSON.stringify([...board.moves.entries()].map(([c, v]) => [c.x, c.y, v]))}`);
    } catch (e) {
        console.log(`addMove (${x}, ${y}): throws: ${e.message}`);
    }
}
