"use strict";
// godash behind GTP: every verdict is godash's own. A move is godash.addMove(board, Move(...)),
// which throws when godash finds it illegal ("Not a valid position": a suicide; "There is already a
// stone there"); a pass leaves the board as it is (godash has no pass: a Board is a position, not a
// game). godash's addMove "does not respect ko. Use followupKo if you want to do ko-related
// things" (its API docs): with followupKo=true the harness asks godash.followupKo(board, move) after
// each move, as those docs say, and refuses the next move if it is on the point godash returned.
// godash has no player to move, no end, no score, no history: no gogui-rules_* and no final_score.
// A starting position is set with godash.placeStone, its own "ignoring the rules of Go" setter.
const godash = require("godash");
const version = require("godash/package.json").version;

const options = {
    followupKo: {
        values: ["true", "false"],
        default: "false",
        help: "refuse the point godash.followupKo names after each move (the simple ko rule, as godash's docs say to do it)",
    },
};

const COLOUR = { black: godash.BLACK, white: godash.WHITE };

function create(opts) {
    let size = 19;
    let board = godash.Board(size);
    let koPoint = null; // what followupKo returned for the last move, if asked

    return {
        size(w, h) {
            if (w !== h) {
                throw new Error("godash boards are square (Board(dimensions))");
            }
            size = w;
            board = godash.Board(size);
            koPoint = null;
        },
        clear() {
            board = godash.Board(size);
            koPoint = null;
        },
        komi() {
            // godash has no score, so no komi.
        },
        setup(stones) {
            for (const s of stones) {
                board = godash.placeStone(board, godash.Coordinate(s.x, s.y), COLOUR[s.colour]);
            }
        },
        setPlayer() {
            // godash has no player to move: either colour may play at any time.
        },
        play(colour, v) {
            if (v === null) {
                koPoint = null;
                return;
            }
            const coordinate = godash.Coordinate(v.x, v.y);
            if (opts.followupKo === "true" && koPoint !== null && koPoint.equals(coordinate)) {
                throw new Error("the point godash.followupKo named after the last move");
            }
            const move = godash.Move(coordinate, COLOUR[colour]);
            const next = godash.addMove(board, move);
            if (opts.followupKo === "true") {
                koPoint = godash.followupKo(board, move);
            }
            board = next;
        },
        stones(colour) {
            // The stones on the board. godash's addMove also keeps a move off the board in
            // board.moves (transcripts/godash-off-board.txt); GTP's list_stones names the board's
            // points only, so such a stone is not listed: the turn that put it there has already
            // been judged (accepted) by then.
            const out = [];
            board.moves.forEach((c, p) => {
                if (c === COLOUR[colour] && p.x >= 0 && p.y >= 0 && p.x < size && p.y < size) {
                    out.push({ x: p.x, y: p.y });
                }
            });
            return out;
        },
    };
}

module.exports = { name: "godash", version, options, create, rectangular: false };
