// weiqi: no handicap. Black's second consecutive turn (a handicap stone, TT-C5) is refused with
// "Not player's turn"; createGame takes only the board size. handicap.2-stones-9x9: B C3, B G7.
const dir = require("path").join(__dirname, "../../harnesses/weiqi");
const Weiqi = require(require.resolve("weiqi", { paths: [dir] })).default;
console.log("weiqi " + require(require.resolve("weiqi/package.json", { paths: [dir] })).version);
let game = Weiqi.createGame(9);
game = Weiqi.play(game, "black", [6, 2]);
console.log("black [6,2] (C3): accepted; currentPlayer " + game.get("currentPlayer"));
try {
    Weiqi.play(game, "black", [2, 6]);
    console.log("black [2,6] (G7): accepted");
} catch (e) {
    console.log("black [2,6] (G7): throws: " + e.message);
}
