// tenuki: a suicide is refused (README, playAt: "If the move is illegal (because of ko, suicide,
// etc.), then nothing will happen"); tenuki has no option to allow it. suicide.string-of-2-corner-a1-7x7
// in short: Black A1, White A2, B2, C1 around it; Black's B1 would leave A1-B1 without a liberty.
const dir = require("path").join(__dirname, "../../harnesses/tenuki");
const { Game } = require(require.resolve("tenuki", { paths: [dir] }));
console.log("tenuki " + require(require.resolve("tenuki/package.json", { paths: [dir] })).version);
const g = new Game({ boardSize: 7, koRule: "positional-superko", scoring: "area" });
// (y, x) from the top left: A1 = (6, 0), A2 = (5, 0), B2 = (5, 1), C1 = (6, 2), B1 = (6, 1)
for (const [name, y, x] of [["B A1", 6, 0], ["W A2", 5, 0], ["B G7", 0, 6], ["W B2", 5, 1], ["B G6", 1, 6], ["W C1", 6, 2]]) {
    console.log(name + ": " + g.playAt(y, x, { render: false }));
}
console.log("B B1 (suicide of A1-B1): isIllegalAt " + g.isIllegalAt(6, 1) + ", playAt " + g.playAt(6, 1, { render: false }));
