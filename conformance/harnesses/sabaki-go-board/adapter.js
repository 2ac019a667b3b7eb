"use strict";
// @sabaki/go-board behind GTP: every verdict is GoBoard.makeMove(sign, vertex, options)'s own,
// with the options named as the library names them (preventOverwrite, preventSuicide, preventKo;
// each false by default, as in the library). A pass is makeMove(0, vertex), which the library's
// README calls a pass (analyzeMove: "pass ... sign is 0"). go-board is a board, not a game: it
// has no player to move, no end, no history beyond the simple ko point, and no score, so the
// harness lists no gogui-rules_* commands and no final_score. A starting position is set with
// GoBoard.set(vertex, sign), the library's own setter.
const Board = require("@sabaki/go-board");
const version = require("@sabaki/go-board/package.json").version;

const BOOLEAN = ["true", "false"];
const options = {
    preventOverwrite: { values: BOOLEAN, default: "false", help: "refuse a move on an occupied point (library default false)" },
    preventSuicide: { values: BOOLEAN, default: "false", help: "refuse a suicide (library default false)" },
    preventKo: { values: BOOLEAN, default: "false", help: "refuse a simple ko retake (library default false)" },
};

const SIGN = { black: 1, white: -1 };

function create(opts) {
    const moveOptions = {
        preventOverwrite: opts.preventOverwrite === "true",
        preventSuicide: opts.preventSuicide === "true",
        preventKo: opts.preventKo === "true",
    };
    let width = 19;
    let height = 19;
    let board = Board.fromDimensions(width, height);

    return {
        size(w, h) {
            board = Board.fromDimensions(w, h);
            width = w;
            height = h;
        },
        clear() {
            board = Board.fromDimensions(width, height);
        },
        komi() {
            // go-board has no score, so no komi.
        },
        setup(stones) {
            for (const s of stones) {
                board.set([s.x, s.y], SIGN[s.colour]);
            }
        },
        setPlayer() {
            // go-board has no player to move: either colour may play at any time.
        },
        play(colour, v) {
            board = v === null ? board.makeMove(0, [-1, -1], moveOptions) : board.makeMove(SIGN[colour], [v.x, v.y], moveOptions);
        },
        stones(colour) {
            const out = [];
            for (let y = 0; y < height; y++) {
                for (let x = 0; x < width; x++) {
                    if (board.get([x, y]) === SIGN[colour]) {
                        out.push({ x, y });
                    }
                }
            }
            return out;
        },
    };
}

module.exports = { name: "@sabaki/go-board", version, options, create, rectangular: true };
