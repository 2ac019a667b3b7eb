// tenuki: Game.score() counts no territory until the game is over (two passes), as its README says
// ("Only useful if isOver() is true"). TT-9 scores any position. capture.two-strings-corner-a1-7x7
// has Black owning the whole 7x7 board; here one black stone on an empty 7x7 board, area scoring.
const dir = require("path").join(__dirname, "../../harnesses/tenuki");
const { Game } = require(require.resolve("tenuki", { paths: [dir] }));
console.log("tenuki " + require(require.resolve("tenuki/package.json", { paths: [dir] })).version);
const g = new Game({ boardSize: 7, koRule: "positional-superko", scoring: "area" });
console.log("playAt(3, 3) (D4): " + g.playAt(3, 3, { render: false }));
console.log("isOver(): " + g.isOver() + "; score(): " + JSON.stringify(g.score()) + "  (the rules: Black 49, White 0)");
g.pass({ render: false });
g.pass({ render: false });
console.log("after two passes, isOver(): " + g.isOver() + "; score(): " + JSON.stringify(g.score()));
