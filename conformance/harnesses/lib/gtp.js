"use strict";
// The GTP front end every harness shares: GTP version 2 on standard input and output, put in
// front of an adapter that calls one JavaScript Go library. This file knows GTP (ids, `=`/`?`
// answers, the blank line after each, vertices, colours) and nothing of the rules of Go: every
// verdict, capture, ko and score comes from the library through its adapter.
//
// An adapter is { name, version, options, create(options) }: `options` maps each option the
// harness takes on its command line (KEY=VALUE, named as the library names it) to
// { values: [...] or null for a number, default, help }; `create(options)` returns a game with
//
//   size(width, height)        a new empty board, or throw to refuse the size (required)
//   clear()                    the board emptied, the history forgotten (required)
//   komi(k)                    (required; an adapter whose library has no komi ignores it)
//   play(colour, vertex|null)  a stone ({x, y}: x from 0 at the left, y from 0 at the TOP row,
//                              possibly off the board) or a pass; throw to refuse (required)
//   stones(colour)             the stones of a colour, [{x, y}, ...] (required)
//   setup(stones, toMove)      optional: the board set up as a starting position
//   setPlayer(colour)          optional: who moves first from the setup
//   handicap(n)                optional: Black takes the first n turns (logical-go's set_handicap)
//   toMove()                   optional: the player to move, as the library says
//   over()                     optional: whether the library says the game has ended
//   score()                    optional: { black, white } totals, komi included, as the library
//                              counts, or { margin }: Black's total less White's
//   undo()                     optional: take back the last turn
//   legal()                    optional: the moves the library itself lists as legal for the
//                              player to move now, [{x, y}, ...] as `play` takes them, with null
//                              for a pass when the library lists one; empty when nothing is (the
//                              game over). Only where the library has its own list or per-point
//                              query: never tried plays, never our rules. GoGui's
//                              gogui-rules_legal_moves answers it in grid order (A1 B1 ... across
//                              row 1, then row 2, ...), then `pass`, as logical-go's engine does
//
// The commands a game cannot answer are not listed, so that a runner marks those checks
// unsupported instead of guessing. Colours are "black" and "white".

// Libraries write diagnostics with console.log; standard output belongs to GTP.
for (const k of ["log", "info", "debug", "warn"]) {
    console[k] = (...args) => process.stderr.write(args.map(String).join(" ") + "\n");
}

const LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

class GtpFailure extends Error {}

function parseOptions(adapter, argv) {
    const options = {};
    for (const [key, spec] of Object.entries(adapter.options || {})) {
        options[key] = spec.default;
    }
    for (const arg of argv) {
        if (arg === "--help" || arg === "-h") {
            usage(adapter, process.stdout);
            process.exit(0);
        }
        const eq = arg.indexOf("=");
        const key = eq < 0 ? arg : arg.slice(0, eq);
        const value = eq < 0 ? undefined : arg.slice(eq + 1);
        const spec = (adapter.options || {})[key];
        if (!spec || value === undefined) {
            process.stderr.write(`${adapter.name} gtp: unknown option '${arg}'\n`);
            usage(adapter, process.stderr);
            process.exit(2);
        }
        if (spec.values === null) {
            const n = Number(value);
            if (value === "" || !Number.isFinite(n)) {
                process.stderr.write(`${adapter.name} gtp: ${key} takes a number, not '${value}'\n`);
                process.exit(2);
            }
            options[key] = n;
        } else if (!spec.values.includes(value)) {
            process.stderr.write(`${adapter.name} gtp: ${key} is one of ${spec.values.join(", ")}, not '${value}'\n`);
            process.exit(2);
        } else {
            options[key] = value;
        }
    }
    return options;
}

function usage(adapter, out) {
    out.write(`usage: gtp [OPTION=VALUE ...]: ${adapter.name} ${adapter.version} behind GTP\n`);
    for (const [key, spec] of Object.entries(adapter.options || {})) {
        const values = spec.values === null ? "a number" : spec.values.join(" | ");
        out.write(`  ${key}=${values}  (default ${spec.default})  ${spec.help || ""}\n`);
    }
}

function colourOf(word) {
    const w = (word || "").toLowerCase();
    if (w === "b" || w === "black") {
        return "black";
    }
    if (w === "w" || w === "white") {
        return "white";
    }
    throw new GtpFailure("invalid color");
}

/** A GTP vertex as {x, y} on a board of the given height (y from 0 at the top), or null for a pass. */
function vertexOf(word, height) {
    const w = (word || "").toUpperCase();
    if (w === "PASS") {
        return null;
    }
    const m = /^([A-HJ-Z])([0-9]{1,2})$/.exec(w);
    if (!m || Number(m[2]) < 1) {
        throw new GtpFailure("invalid vertex");
    }
    return { x: LETTERS.indexOf(m[1]), y: height - Number(m[2]) };
}

function vertexName(v, height) {
    return LETTERS[v.x] + String(height - v.y);
}

function resultText(score) {
    const margin = "margin" in score ? score.margin : score.black - score.white;
    if (margin === 0) {
        return "0";
    }
    return (margin > 0 ? "B+" : "W+") + String(Math.abs(margin));
}

function serve(adapter) {
    const options = parseOptions(adapter, process.argv.slice(2));
    const game = adapter.create(options);
    let width = 19;
    let height = 19;
    let komi = 0;
    game.size(width, height);
    game.komi(komi);
    const has = (f) => typeof game[f] === "function";

    const commands = {
        protocol_version: () => "2",
        name: () => `${adapter.name} (logical-go harness)`,
        version: () => adapter.version + describeOptions(options),
        known_command: (args) => String(Object.prototype.hasOwnProperty.call(commands, (args[0] || "").toLowerCase())),
        list_commands: () => Object.keys(commands).join("\n"),
        quit: () => "",
        boardsize: (args) => {
            const n = Number(args[0]);
            if (!/^[0-9]+$/.test(args[0] || "")) {
                throw new GtpFailure("boardsize not an integer");
            }
            setSize(n, n);
            return "";
        },
        clear_board: () => {
            game.clear();
            game.komi(komi);
            return "";
        },
        komi: (args) => {
            const k = Number(args[0]);
            if (args[0] === undefined || !Number.isFinite(k)) {
                throw new GtpFailure("komi not a float");
            }
            komi = k;
            game.komi(k);
            return "";
        },
        play: (args) => {
            const colour = colourOf(args[0]);
            const vertex = vertexOf(args[1], height);
            try {
                game.play(colour, vertex);
            } catch (e) {
                throw new GtpFailure("illegal move (" + message(e) + ")");
            }
            return "";
        },
        list_stones: (args) => {
            const colour = colourOf(args[0]);
            return game.stones(colour).map((v) => vertexName(v, height)).join(" ");
        },
    };
    if (adapter.rectangular) {
        commands.rectangular_boardsize = (args) => {
            if (!/^[0-9]+$/.test(args[0] || "") || !/^[0-9]+$/.test(args[1] || "")) {
                throw new GtpFailure("rectangular_boardsize takes two integers");
            }
            setSize(Number(args[0]), Number(args[1]));
            return "";
        };
    }
    if (has("setup")) {
        // GoGui's setup command: gogui-setup b A1 w B2 ..., on the empty board before any turn.
        commands["gogui-setup"] = (args) => {
            if (args.length % 2 !== 0) {
                throw new GtpFailure("gogui-setup takes pairs: colour vertex");
            }
            const stones = [];
            for (let i = 0; i < args.length; i += 2) {
                const v = vertexOf(args[i + 1], height);
                if (v === null) {
                    throw new GtpFailure("gogui-setup cannot place a pass");
                }
                stones.push({ colour: colourOf(args[i]), x: v.x, y: v.y });
            }
            try {
                game.setup(stones);
            } catch (e) {
                throw new GtpFailure(message(e));
            }
            return "";
        };
    }
    if (has("setPlayer")) {
        commands["gogui-setup_player"] = (args) => {
            try {
                game.setPlayer(colourOf(args[0]));
            } catch (e) {
                throw new GtpFailure(message(e));
            }
            return "";
        };
    }
    if (has("handicap")) {
        commands.set_handicap = (args) => {
            if (!/^[0-9]+$/.test(args[0] || "")) {
                throw new GtpFailure("set_handicap takes an integer");
            }
            try {
                game.handicap(Number(args[0]));
            } catch (e) {
                throw new GtpFailure(message(e));
            }
            return "";
        };
    }
    if (has("toMove")) {
        commands["gogui-rules_side_to_move"] = () => game.toMove();
    }
    if (has("over")) {
        // GoGui's convention: "unknown" while the game goes on, the result once it has ended.
        commands["gogui-rules_final_result"] = () => (!game.over() ? "unknown" : has("score") ? resultText(game.score()) : "over");
    }
    if (has("score")) {
        commands.final_score = () => {
            try {
                return resultText(game.score());
            } catch (e) {
                throw new GtpFailure("cannot score (" + message(e) + ")");
            }
        };
    }
    if (has("undo")) {
        commands.undo = () => {
            try {
                game.undo();
            } catch (e) {
                throw new GtpFailure("cannot undo (" + message(e) + ")");
            }
            return "";
        };
    }

    if (has("legal")) {
        commands["gogui-rules_legal_moves"] = () => {
            try {
                const moves = Array.from(game.legal());
                const points = moves.filter((v) => v !== null).sort((a, b) => b.y - a.y || a.x - b.x);
                const words = points.map((v) => vertexName(v, height));
                return words.concat(moves.includes(null) ? ["pass"] : []).join(" ");
            } catch (e) {
                throw new GtpFailure("cannot list legal moves (" + message(e) + ")");
            }
        };
    }

    function setSize(w, h) {
        if (w < 1 || h < 1 || w > 25 || h > 25) {
            // GTP names the points of boards up to 25x25 only.
            throw new GtpFailure("unacceptable size");
        }
        try {
            game.size(w, h);
        } catch (e) {
            throw new GtpFailure("unacceptable size (" + message(e) + ")");
        }
        width = w;
        height = h;
        game.komi(komi);
    }

    let quitting = false;
    readLines(process.stdin, (raw) => {
        if (quitting) {
            // Lines read with the quit command, after it: GTP ends the session at quit.
            return;
        }
        if (raw === null) {
            // GTP has no id to give back for a line it did not keep: the answer is in step all the same.
            process.stdout.write("? line too long\n\n");
            return;
        }
        const line = preprocess(raw);
        if (line === "") {
            return;
        }
        const words = line.split(/ +/);
        let id = "";
        if (/^[0-9]+$/.test(words[0])) {
            id = words.shift();
        }
        const name = (words.shift() || "").toLowerCase();
        const command = Object.prototype.hasOwnProperty.call(commands, name) ? commands[name] : null;
        let answer;
        if (command === null) {
            answer = "?" + id + " unknown command";
        } else {
            try {
                answer = "=" + id + " " + command(words);
            } catch (e) {
                if (!(e instanceof GtpFailure)) {
                    process.stderr.write((e && e.stack) || String(e));
                    process.stderr.write("\n");
                }
                answer = "?" + id + " " + message(e);
            }
        }
        // "=id result" or "?id message", then an empty line; an empty result is "=id " as GNU Go
        // and GoGui write it.
        const text = answer.replace(/\s+$/, "") + (/^[=?][0-9]*$/.test(answer.trim()) ? " " : "") + "\n\n";
        if (name === "quit") {
            quitting = true;
            process.stdin.pause();
            process.stdout.write(text, () => process.exit(0));
            return;
        }
        process.stdout.write(text);
    });
}

/** The longest command line read, in bytes; a longer one is answered "? line too long" and dropped as it comes. */
const MAX_LINE = 64 * 1024;

/**
 * Calls onLine with each line of the stream as GTP 2 (3.1) has it: ended by LF alone (a CR is
 * not a line end, and U+2028 or U+2029 no more than any other character), decoded as UTF-8; with
 * null for a line longer than MAX_LINE, whose bytes are dropped as they come, never held. Node's
 * readline ended lines at a lone CR too, and held a line whole (600 MB ended in a RangeError).
 */
function readLines(stream, onLine) {
    let pieces = [];
    let held = 0;
    let tooLong = false;
    stream.on("data", (chunk) => {
        let start = 0;
        while (start < chunk.length) {
            const lf = chunk.indexOf(0x0a, start);
            const end = lf < 0 ? chunk.length : lf;
            if (!tooLong) {
                if (held + (end - start) > MAX_LINE) {
                    tooLong = true;
                    pieces = [];
                    held = 0;
                } else {
                    pieces.push(chunk.subarray(start, end));
                    held += end - start;
                }
            }
            if (lf < 0) {
                break;
            }
            onLine(tooLong ? null : Buffer.concat(pieces, held).toString("utf8"));
            pieces = [];
            held = 0;
            tooLong = false;
            start = lf + 1;
        }
    });
    stream.on("end", () => {
        // A last line without its LF is still a line.
        if (tooLong || held > 0) {
            onLine(tooLong ? null : Buffer.concat(pieces, held).toString("utf8"));
        }
    });
}

/**
 * GTP 2, 3.1: control characters other than HT and LF are removed (a CR among them), HT becomes a
 * space, everything from '#' to the end of the line is a comment; the words are what spaces part.
 */
function preprocess(raw) {
    const hash = raw.indexOf("#");
    const kept = hash < 0 ? raw : raw.slice(0, hash);
    return kept.replace(/[\x00-\x08\x0a-\x1f\x7f]/g, "").replace(/\t/g, " ").replace(/^ +| +$/g, "");
}

function message(e) {
    return String((e && e.message) || e).replace(/\s+/g, " ").trim();
}

function describeOptions(options) {
    const words = Object.entries(options).filter(([, v]) => v !== null).map(([k, v]) => `${k}=${v}`);
    return words.length ? " (" + words.join(" ") + ")" : "";
}

module.exports = { serve, GtpFailure, LETTERS, preprocess, MAX_LINE };
