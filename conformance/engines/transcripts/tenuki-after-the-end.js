// tenuki: after two passes Game.isOver() is true and pass() refuses, but playAt() still accepts a
// stone (TT-R8: nothing after the end). end.move-after-two-passes: B C3, W pass, B pass, W D4.
const dir = require("path").join(__dirname, "../../harnesses/tenuki");
const { Game } = require(require.resolve("tenuki", { paths: [dir] }));
console.log("tenuki " + require(require.resolve("tenuki/package.json", { paths: [dir] })).version);
for (const koRule of ["simple", "positional-superko"]) {
    const g = new Game({ boardSize: 5, koRule, scoring: "area" });
    console.log(`koRule=${koRule}`);
    console.log("  playAt(2, 2) (C3): " + g.playAt(2, 2, { render: false }));
    console.log("  pass(): " + g.pass({ render: false }));
    console.log("  pass(): " + g.pass({ render: false }) + "; isOver(): " + g.isOver() + "; score(): " + JSON.stringify(g.score()));
    console.log("  pass() after the end: " + g.pass({ render: false }));
    console.log("  currentPlayer(): " + g.currentPlayer() + "; playAt(1, 3) (D4) after the end: " + g.playAt(1, 3, { render: false }) +
        "; isOver(): " + g.isOver() + "; white stones: " + g.intersections().filter((i) => i.value === "white").length);
}
