"use strict";
// goban (online-go.com's board and rules engine) behind GTP: every verdict is GobanEngine's own.
// A move is GobanEngine.place(x, y, true, true), as goban's own board calls it when a player
// clicks (checkForKo, errorOnSuperKo); a pass is place(-1, -1), as goban's pass() does; the
// score is GobanEngine.computeScore(); a starting position is goban's own `initial_state` and
// `initial_player`, a handicap its `handicap` with `free_handicap_placement`. The rules are those of
// the preset named by `rules=` (GobanEngine.fillDefaults), with goban's own knobs on top.

// goban 8.3's only build is for the browser: at load it reads `self`, `window` and `document`.
// These stand-ins let it load in Node; they hold nothing of the rules.
globalThis.self = globalThis;
globalThis.window = globalThis;
globalThis.addEventListener = () => {};
globalThis.removeEventListener = () => {};
globalThis.document = {
    body: {},
    addEventListener() {},
    removeEventListener() {},
    createElement() {
        return { style: {}, getContext: () => null, setAttribute() {}, appendChild() {} };
    },
};
const { GobanEngine } = require("goban");
const version = require("goban/package.json").version;

const BOOLEAN = ["true", "false"];

const options = {
    rules: {
        values: ["japanese", "chinese", "aga", "korean", "ing", "nz"],
        default: "japanese",
        help: "goban's rules preset (fillDefaults); japanese is goban's own default",
    },
    allow_self_capture: { values: BOOLEAN, default: null, help: "suicide allowed (default: the preset's)" },
    allow_superko: { values: BOOLEAN, default: null, help: "superko NOT enforced (default: the preset's)" },
    superko_algorithm: {
        values: ["psk", "csk", "ssk", "noresult", "ing"],
        default: null,
        help: "how repetition is judged (default: the preset's)",
    },
    allow_ko: { values: BOOLEAN, default: null, help: "the simple ko check off (default: the preset's, false)" },
};

const COLOUR = { black: 1, white: 2 };

function create(opts) {
    let width = 19;
    let height = 19;
    let komi = 0;
    let initial = null; // { black, white } as goban encodes moves
    let firstPlayer = "black";
    let handicap = 0;
    let engine = null;

    function start() {
        const config = { width, height, rules: opts.rules, komi, initial_player: firstPlayer };
        for (const k of ["allow_self_capture", "allow_superko", "allow_ko"]) {
            if (opts[k] !== null) {
                config[k] = opts[k] === "true";
            }
        }
        if (opts.superko_algorithm !== null) {
            config.superko_algorithm = opts.superko_algorithm;
        }
        if (initial) {
            config.initial_state = initial;
        }
        if (handicap > 0) {
            config.handicap = handicap;
            config.free_handicap_placement = true;
        }
        // Errors thrown, not only logged.
        config.throw_all_errors = true;
        engine = new GobanEngine(GobanEngine.fillDefaults(config));
    }

    function fresh() {
        return engine.getMoveNumber() === 0;
    }

    return {
        size(w, h) {
            width = w;
            height = h;
            initial = null;
            firstPlayer = "black";
            handicap = 0;
            start();
        },
        clear() {
            initial = null;
            firstPlayer = "black";
            handicap = 0;
            start();
        },
        komi(k) {
            komi = k;
            engine.komi = k;
        },
        setup(stones) {
            if (!fresh()) {
                throw new Error("set up only before the first turn");
            }
            const enc = { black: "", white: "" };
            for (const s of stones) {
                enc[s.colour] += engine.encodeMove({ x: s.x, y: s.y });
            }
            initial = enc;
            start();
        },
        setPlayer(colour) {
            if (!fresh()) {
                throw new Error("only before the first turn");
            }
            firstPlayer = colour;
            start();
        },
        handicap(n) {
            if (!fresh()) {
                throw new Error("only before the first turn");
            }
            handicap = n;
            start();
        },
        toMove() {
            return engine.colorToMove();
        },
        play(colour, v) {
            if (engine.colorToMove() !== colour) {
                throw new Error(`${engine.colorToMove()} is to move (goban plays for the player to move)`);
            }
            if (v === null) {
                engine.place(-1, -1);
            } else {
                engine.place(v.x, v.y, true, true);
            }
        },
        stones(colour) {
            const out = [];
            for (let y = 0; y < height; y++) {
                for (let x = 0; x < width; x++) {
                    if (engine.board[y][x] === COLOUR[colour]) {
                        out.push({ x, y });
                    }
                }
            }
            return out;
        },
        score() {
            const s = engine.computeScore();
            return { black: s.black.total, white: s.white.total };
        },
    };
}

module.exports = { name: "goban", version, options, create, rectangular: true };
