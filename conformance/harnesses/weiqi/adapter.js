"use strict";
// weiqi behind GTP: every verdict is weiqi's own. A move is Weiqi.play(game, colour, [i, j]) and a
// pass Weiqi.pass(game, colour), each of which throws when weiqi refuses the turn; the score is
// Weiqi.areaScore(game, komi); the player to move is the game's currentPlayer, the end
// Weiqi.isOver(game). weiqi plays square boards only, and has no handicap.
//
// weiqi has no API to set up stones or to let White move first. For a starting position the
// harness builds the value Weiqi.createGame builds, with the stones in it: `board.stones` (a Map
// from weiqi's own Position record to 'black' or 'white'), `history` holding that board (as
// createGame puts the empty board in it), and `currentPlayer`. Nothing else of the game is touched.
const Weiqi = require("weiqi").default;
const { Position } = require("weiqi/dist/lib/records");
const Immutable = require("immutable");
const version = require("weiqi/package.json").version;

function create() {
    let size = 19;
    let komi = 0;
    let game = Weiqi.createGame(size);
    let turns = 0;

    return {
        size(w, h) {
            if (w !== h) {
                throw new Error("weiqi plays square boards only (createGame(boardSize))");
            }
            game = Weiqi.createGame(w);
            size = w;
            turns = 0;
        },
        clear() {
            game = Weiqi.createGame(size);
            turns = 0;
        },
        komi(k) {
            komi = k;
        },
        setup(stones) {
            if (turns > 0) {
                throw new Error("set up only before the first turn");
            }
            let map = game.getIn(["board", "stones"]);
            for (const s of stones) {
                map = map.set(new Position({ i: s.y, j: s.x }), s.colour);
            }
            game = game.setIn(["board", "stones"], map).set("history", new Immutable.Set([map]));
        },
        setPlayer(colour) {
            if (turns > 0) {
                throw new Error("only before the first turn");
            }
            game = game.set("currentPlayer", colour);
        },
        toMove() {
            return game.get("currentPlayer");
        },
        over() {
            return Weiqi.isOver(game);
        },
        play(colour, v) {
            game = v === null ? Weiqi.pass(game, colour) : Weiqi.play(game, colour, [v.y, v.x]);
            turns++;
        },
        stones(colour) {
            const out = [];
            game.getIn(["board", "stones"]).forEach((c, p) => {
                if (c === colour) {
                    out.push({ x: p.get("j"), y: p.get("i") });
                }
            });
            return out;
        },
        score() {
            return { margin: Weiqi.areaScore(game, komi) };
        },
    };
}

module.exports = { name: "weiqi", version, options: {}, create, rectangular: false };
