// weiqi: a suicide is refused. Weiqi.play throws "New group has zero liberies (suicide)": board.js's
// placeStone(board, move, allowSuicide = false) has the option, but game.js's play never passes it.
// The README lists what play raises for (game over, not the player's turn, positional superko) and
// does not mention suicide. suicide.three-stones: on 5x5, black A1 B1, white A2 B2 C2 D1; Black C1.
const dir = require("path").join(__dirname, "../../harnesses/weiqi");
const Weiqi = require(require.resolve("weiqi", { paths: [dir] })).default;
console.log("weiqi " + require(require.resolve("weiqi/package.json", { paths: [dir] })).version);
let game = Weiqi.createGame(5);
// [i, j]: i the row from the top, j the column. A1 = [4, 0].
for (const [who, p] of [["black", [4, 0]], ["white", [3, 0]], ["black", [4, 1]], ["white", [3, 1]], ["black", [0, 4]], ["white", [3, 2]], ["black", [0, 3]], ["white", [4, 3]]]) {
    game = Weiqi.play(game, who, p);
    console.log(`${who} [${p}]: accepted`);
}
try {
    Weiqi.play(game, "black", [4, 2]);
    console.log("black [4,2] (C1): accepted");
} catch (e) {
    console.log("black [4,2] (C1): throws: " + e.message);
}
