// wgo (WGo.js 3): the meaning of Repeating.ALL and Repeating.NONE is the reverse of what its docs
// say. Game's doc comment (dist/Game/Game.d.ts): "KO - ko is properly handled - position cannot be
// same like previous position; ALL - position cannot be same like any previous position - e.g. it
// forbids triple ko; NONE - position can be repeated". Game.hasPositionRepeated compares with every
// earlier position under NONE and with none under ALL. The turns of tiny.2x2-cycle-back-to-turn-1:
// B A1, W B2, B B1, W A2, B A1, W B1, then B A1 takes the three white stones and brings back the
// board after turn 1.
const dir = require("path").join(__dirname, "../../harnesses/wgo");
const wgo = require(require.resolve("wgo", { paths: [dir] }));
console.log("wgo " + require(require.resolve("wgo/package.json", { paths: [dir] })).version);
const show = (g) => [0, 1].map((y) => [0, 1].map((x) => ({ 1: "X", "-1": "O", 0: "." })[g.getStone(x, y)]).join("")).join("/");
// (x, y) from the top left: A1 = (0, 1), B1 = (1, 1), A2 = (0, 0), B2 = (1, 0)
const turns = [["B A1", 0, 1], ["W B2", 1, 0], ["B B1", 1, 1], ["W A2", 0, 0], ["B A1", 0, 1], ["W B1", 1, 1], ["B A1", 0, 1]];
for (const repeating of ["NONE", "ALL", "KO"]) {
    const g = new wgo.Game(2, { repeating: wgo.Repeating[repeating], allowRewrite: false, allowSuicide: false, komi: 0 });
    const seen = [show(g)];
    const out = turns.map(([name, x, y]) => {
        const ok = g.play(x, y) !== false;
        const s = show(g);
        const again = ok && seen.indexOf(s) >= 0 ? ` = after turn ${seen.indexOf(s)}` : "";
        if (ok) seen.push(s);
        return `${name} ${ok ? "accepted" : "refused"}${ok ? " " + s : ""}${again}`;
    });
    console.log(`repeating ${repeating}: ${out.join("; ")}`);
}
console.log("presets: " + Object.entries(wgo.goRules).map(([k, r]) => `${k} repeating ${r.repeating}, allowSuicide ${r.allowSuicide}`).join("; "));
