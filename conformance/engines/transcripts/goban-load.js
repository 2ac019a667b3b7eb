// Loads goban 8.3's browser build in Node (shared by the goban-*.js checks; not a check itself).
// The build reads `self`, `window` and `document` when it loads; these stand-ins hold no rules.
globalThis.self = globalThis;
globalThis.window = globalThis;
globalThis.addEventListener = () => {};
globalThis.removeEventListener = () => {};
globalThis.document = {
    body: {}, addEventListener() {}, removeEventListener() {},
    createElement() { return { style: {}, getContext: () => null, setAttribute() {}, appendChild() {} }; },
};
const dir = require("path").join(__dirname, "../../harnesses/goban");
const goban = require(require.resolve("goban", { paths: [dir] }));
const version = require(require.resolve("goban/package.json", { paths: [dir] })).version;

/** A GobanEngine as goban builds one for a game: GobanEngine.fillDefaults, then the constructor. */
function engine(config) {
    return new goban.GobanEngine(goban.GobanEngine.fillDefaults(Object.assign({ throw_all_errors: true }, config)));
}

/** A move as goban's own board plays a click: place(x, y, checkForKo, errorOnSuperKo). x from the left, y from the top. */
function play(e, x, y) {
    const who = e.colorToMove();
    try {
        const removed = e.place(x, y, true, true);
        return `${who} (${x},${y}): accepted, ${removed} removed`;
    } catch (err) {
        return `${who} (${x},${y}): refused: ${err.message}`;
    }
}

function show(e) {
    return e.board.map((row) => row.map((c) => ".XO"[c]).join("")).join("/");
}

module.exports = { goban, version, engine, play, show };
