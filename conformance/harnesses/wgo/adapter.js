"use strict";
// WGo.js 3 (package wgo) behind GTP: every verdict is wgo's own Game. A move is Game.play(x, y),
// which returns false when wgo refuses it (Position.applyMove: occupied, off the board, suicide
// unless allowed; Game.hasPositionRepeated: repetition by the rules' `repeating`); a pass is
// Game.pass(). The rules are a wgo preset (`goRules`, named by SGF RU values; Game's default is
// JAPANESE_RULES) with wgo's own knobs over it. wgo lets either colour play: GTP's colour is given
// through Game's `turn` setter. A start is set with Game.addStone ("Use for setting position, for
// example in handicap game"). wgo's Game has no score and no end: no final_score, and of the
// gogui-rules_* commands only gogui-rules_legal_moves, the points where Game.isValid(x, y) is true
// for the player to move (game.turn); wgo answers that query for points only, so no pass.
const wgo = require("wgo");
const version = require("wgo/package.json").version;

const BOOLEAN = ["true", "false"];
const options = {
    rules: {
        values: Object.keys(wgo.goRules),
        default: "Japanese",
        help: "a preset of wgo's goRules (Game's own default is JAPANESE_RULES)",
    },
    repeating: { values: ["KO", "ALL", "NONE"], default: null, help: "wgo's Repeating (default: the preset's)" },
    allowSuicide: { values: BOOLEAN, default: null, help: "(default: the preset's)" },
    allowRewrite: { values: BOOLEAN, default: null, help: "(default: the preset's, false)" },
};

const COLOUR = { black: wgo.Color.BLACK, white: wgo.Color.WHITE };

function create(opts) {
    const rules = Object.assign({}, wgo.goRules[opts.rules]);
    if (opts.repeating !== null) {
        rules.repeating = wgo.Repeating[opts.repeating];
    }
    for (const k of ["allowSuicide", "allowRewrite"]) {
        if (opts[k] !== null) {
            rules[k] = opts[k] === "true";
        }
    }
    let size = 19;
    let game = new wgo.Game(size, rules);

    return {
        size(w, h) {
            if (w !== h) {
                throw new Error("wgo plays square boards only (Game(size))");
            }
            size = w;
            game = new wgo.Game(size, rules);
        },
        clear() {
            game = new wgo.Game(size, rules);
        },
        komi() {
            // wgo's Game has no score.
        },
        setup(stones) {
            for (const s of stones) {
                if (!game.addStone(s.x, s.y, COLOUR[s.colour])) {
                    throw new Error("wgo's addStone refused " + JSON.stringify(s));
                }
            }
        },
        setPlayer(colour) {
            game.turn = COLOUR[colour];
        },
        play(colour, v) {
            if (v === null) {
                game.pass(COLOUR[colour]);
                return;
            }
            game.turn = COLOUR[colour];
            if (!game.play(v.x, v.y)) {
                throw new Error("wgo's Game.play returned false");
            }
        },
        legal() {
            // wgo's own per-point query, Game.isValid(x, y) ("Finds out validity of the move"), for
            // the player wgo has to move (game.turn); it plays on a clone (tryToPlay), not on the
            // game. wgo has no such query for a pass: none listed.
            const out = [];
            for (let y = 0; y < size; y++) {
                for (let x = 0; x < size; x++) {
                    if (game.isValid(x, y)) {
                        out.push({ x, y });
                    }
                }
            }
            return out;
        },
        stones(colour) {
            const out = [];
            for (let x = 0; x < size; x++) {
                for (let y = 0; y < size; y++) {
                    if (game.getStone(x, y) === COLOUR[colour]) {
                        out.push({ x, y });
                    }
                }
            }
            return out;
        },
    };
}

module.exports = { name: "wgo", version, options, create, rectangular: false };
