"use strict";
// tenuki behind GTP: every verdict is tenuki's own Game. A move is Game.playAt(y, x), which plays
// for the player to move and returns false when tenuki's Ruleset finds it illegal; a pass is
// Game.pass(); the score is Game.score(); the player to move is Game.currentPlayer(), the end
// Game.isOver(), an undo Game.undo(); a handicap is tenuki's own handicapStones with freeHandicapPlacement. tenuki has
// no way to set up stones or to let White move first, so those cases are unsupported.
// gogui-rules_legal_moves lists the points where Game.isIllegalAt(y, x) is false; tenuki answers
// that query for points only, so no pass is listed.
const { Game } = require("tenuki");
const version = require("tenuki/package.json").version;

const options = {
    koRule: {
        values: ["simple", "positional-superko", "situational-superko", "natural-situational-superko"],
        default: "simple",
        help: "tenuki's koRule option (its default: simple)",
    },
    scoring: {
        values: ["territory", "area", "equivalence"],
        default: "territory",
        help: "tenuki's scoring option (its default: territory)",
    },
};

function create(opts) {
    let size = 19;
    let komi = 0;
    let handicap = 0;
    let game = null;
    let turns = []; // the turns tenuki accepted, to play again when the komi changes

    function start() {
        const config = { boardSize: size, komi, koRule: opts.koRule, scoring: opts.scoring };
        if (handicap > 0) {
            config.handicapStones = handicap;
            config.freeHandicapPlacement = true;
        }
        const g = new Game(config);
        for (const t of turns) {
            const ok = t === null ? g.pass({ render: false }) : g.playAt(t.y, t.x, { render: false });
            if (!ok) {
                throw new Error("tenuki refused a turn it had accepted");
            }
        }
        game = g;
    }

    return {
        size(w, h) {
            if (w !== h) {
                throw new Error("tenuki plays square boards only (boardSize)");
            }
            const old = size;
            size = w;
            turns = [];
            handicap = 0;
            try {
                start();
            } catch (e) {
                size = old;
                start();
                throw e;
            }
        },
        clear() {
            turns = [];
            handicap = 0;
            start();
        },
        komi(k) {
            komi = k;
            start();
        },
        handicap(n) {
            if (turns.length > 0) {
                throw new Error("only before the first turn");
            }
            const old = handicap;
            handicap = n;
            try {
                start();
            } catch (e) {
                handicap = old;
                start();
                throw e;
            }
        },
        toMove() {
            return game.currentPlayer();
        },
        over() {
            return game.isOver();
        },
        play(colour, v) {
            if (game.currentPlayer() !== colour) {
                throw new Error(`${game.currentPlayer()} is to move (tenuki plays for the player to move)`);
            }
            if (v === null) {
                if (!game.pass({ render: false })) {
                    throw new Error("tenuki's pass() returned false");
                }
            } else if (!game.playAt(v.y, v.x, { render: false })) {
                throw new Error("tenuki's playAt() returned false");
            }
            turns.push(v);
        },
        legal() {
            // tenuki's own per-point query, Game.isIllegalAt(y, x) (its Ruleset: occupied, suicide,
            // the koRule), which plays nothing. tenuki has no such query for a pass: none listed.
            const out = [];
            for (let y = 0; y < size; y++) {
                for (let x = 0; x < size; x++) {
                    if (!game.isIllegalAt(y, x)) {
                        out.push({ x, y });
                    }
                }
            }
            return out;
        },
        stones(colour) {
            return game
                .intersections()
                .filter((i) => i.value === colour)
                .map((i) => ({ x: i.x, y: i.y }));
        },
        score() {
            return game.score();
        },
        undo() {
            if (turns.length === 0) {
                throw new Error("no turn to take back");
            }
            // tenuki's own undo(); it draws the board afterwards, which the null renderer does nothing for.
            game.undo();
            turns.pop();
        },
    };
}

module.exports = { name: "tenuki", version, options, create, rectangular: false };
