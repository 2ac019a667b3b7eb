// godash: isLegalMove(board, move) is a per-point query, but it is asked for a colour given (godash
// has no player to move), it "does not consider" ko (its docs), and it does not look whether the
// point is empty: on 3x3 with a black stone at Coordinate(1, 1) (B2), it answers true for a white
// and for a black stone there, and addMove refuses both ("There is already a stone there").
// So the harness lists no gogui-rules_legal_moves.
const dir = require("path").join(__dirname, "../../harnesses/godash");
const godash = require(require.resolve("godash", { paths: [dir] }));
console.log("godash " + require(require.resolve("godash/package.json", { paths: [dir] })).version);
const { Board, Coordinate, Move, BLACK, WHITE } = godash;
const b = godash.addMove(Board(3), Move(Coordinate(1, 1), BLACK));
console.log(godash.toAsciiBoard(b));
for (const colour of [WHITE, BLACK]) {
    const m = Move(Coordinate(1, 1), colour);
    let played;
    try {
        godash.addMove(b, m);
        played = "accepted";
    } catch (e) {
        played = "throws " + e.message;
    }
    console.log(`${colour} at Coordinate(1, 1): isLegalMove ${godash.isLegalMove(b, m)}; addMove ${played}`);
}
