// godash: a suicide is refused: addMove throws "Not a valid position" (isLegalMove: the move is
// legal when the stone will have a liberty or will kill something). godash's API docs do not say
// that suicide is forbidden. suicide.three-stones: on 5x5, black A1 B1, white A2 B2 C2 D1; Black C1.
const dir = require("path").join(__dirname, "../../harnesses/godash");
const godash = require(require.resolve("godash", { paths: [dir] }));
console.log("godash " + require(require.resolve("godash/package.json", { paths: [dir] })).version);
const at = (x, y, c) => godash.Move(godash.Coordinate(x, y), c);
// Coordinates as the harness gives them, (column, row from the top): A1 = (0, 4). godash's
// toAsciiBoard draws x down the rows and black as O, white as X: the picture below is the position
// turned over its diagonal, which changes nothing in the rules.
let board = godash.Board(5);
for (const m of [at(0, 4, godash.BLACK), at(1, 4, godash.BLACK), at(0, 3, godash.WHITE), at(1, 3, godash.WHITE), at(2, 3, godash.WHITE), at(3, 4, godash.WHITE)]) {
    board = godash.addMove(board, m);
}
console.log(godash.toAsciiBoard(board));
console.log("isLegalMove C1 black: " + godash.isLegalMove(board, at(2, 4, godash.BLACK)));
try {
    godash.addMove(board, at(2, 4, godash.BLACK));
    console.log("addMove C1 black: accepted");
} catch (e) {
    console.log("addMove C1 black: throws: " + e.message);
}
