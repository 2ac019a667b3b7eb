// godash: followupKo names only the immediate retake of a ko, so with it wired as godash's docs say
// ("Use followupKo if you want to do ko-related things": the point it returns is refused on the next
// move), a longer cycle is accepted. The turns of tiny.2x2-cycle-back-to-turn-1.
const dir = require("path").join(__dirname, "../../harnesses/godash");
const godash = require(require.resolve("godash", { paths: [dir] }));
console.log("godash " + require(require.resolve("godash/package.json", { paths: [dir] })).version);
const show = (b) => [0, 1].map((y) => [0, 1].map((x) => ({ black: "X", white: "O" })[b.moves.get(godash.Coordinate(x, y))] || ".").join("")).join("/");
let board = godash.Board(2);
let ko = null;
const seen = [show(board)];
for (const [name, x, y, c] of [["B A1", 0, 1, godash.BLACK], ["W B2", 1, 0, godash.WHITE], ["B B1", 1, 1, godash.BLACK], ["W A2", 0, 0, godash.WHITE], ["B A1", 0, 1, godash.BLACK], ["W B1", 1, 1, godash.WHITE], ["B A1", 0, 1, godash.BLACK]]) {
    const coordinate = godash.Coordinate(x, y);
    if (ko !== null && ko.equals(coordinate)) {
        console.log(`${name}: the point followupKo named: refused`);
        continue;
    }
    const move = godash.Move(coordinate, c);
    ko = godash.followupKo(board, move);
    board = godash.addMove(board, move);
    const s = show(board);
    console.log(`${name}: accepted -> ${s}` + (seen.indexOf(s) >= 0 ? `  (the board after turn ${seen.indexOf(s)} again)` : "") + `; followupKo: ${ko === null ? "null" : `(${ko.x}, ${ko.y})`}`);
    seen.push(s);
}
