"""The GTP front end for Python harnesses, the twin of gtp.js: GTP version 2 on standard input and
output, put in front of an adapter that calls one Python Go library (or learning environment). This
file knows GTP (ids, `=`/`?` answers, the blank line after each, vertices, colours) and nothing of
the rules of Go: every verdict, capture, ko and score comes from the library through its adapter.
Standard library only, so that it runs in any harness's virtual environment.

An adapter is a module with NAME, VERSION, OPTIONS, RECTANGULAR and create(options). OPTIONS maps
each option the harness takes on its command line (KEY=VALUE, named as the library names it) to
{"values": [...] or None for a number, "default": ..., "help": ...}; a default of None means "the
library's own" and is not shown by `version`. create(options) returns a game with

  size(width, height)        a new empty board, or raise to refuse the size (required)
  clear()                    the board emptied, the history forgotten (required)
  komi(k)                    (required; an adapter whose library has no komi ignores it)
  play(colour, vertex|None)  a stone ((x, y): x from 0 at the left, y from 0 at the TOP row,
                             possibly off the board) or a pass; raise to refuse (required)
  stones(colour)             the stones of a colour, [(x, y), ...] (required)
  setup(stones)              optional: [(colour, x, y), ...] set up as the starting position
  set_player(colour)         optional: who moves first from the setup
  handicap(n)                optional: Black takes the first n turns (logical-go's set_handicap)
  to_move()                  optional: the player to move, as the library says
  over()                     optional: whether the library says the game has ended; a string is
                             taken as the result the library states (where it has no score)
  score()                    optional: {"black": b, "white": w} totals, komi included, as the
                             library counts, or {"margin": m}: Black's total less White's
  undo()                     optional: take back the last turn
  legal()                    optional: the moves the library itself lists as legal for the player
                             to move now, [(x, y), ...] as `play` takes them, with None for a pass
                             when the library lists one; empty when nothing is (the game over).
                             Only where the library has its own list, mask or per-point query:
                             never tried plays, never our rules. GoGui's gogui-rules_legal_moves
                             answers it in grid order (A1 B1 ... across row 1, then row 2, ...),
                             then `pass`, as logical-go's own engine does

A method the game does not have is a command not listed, so that a runner marks those checks
unsupported instead of guessing. Colours are "black" and "white".
"""

import math
import re
import sys
import traceback

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


class GtpFailure(Exception):
    """A `? message` answer: the command was understood and refused."""


def _message(e):
    return re.sub(r"\s+", " ", str(e) or type(e).__name__).strip()


def _number(text):
    # float() takes "nan", "inf", "1_0" and any script's digits; GTP's numbers are plain ASCII decimals.
    if text is None or not re.fullmatch(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?", text):
        return None
    return float(text)


def parse_options(adapter, argv):
    options = {key: spec["default"] for key, spec in adapter.OPTIONS.items()}
    for arg in argv:
        if arg in ("--help", "-h"):
            usage(adapter, sys.stdout)
            sys.exit(0)
        key, eq, value = arg.partition("=")
        spec = adapter.OPTIONS.get(key)
        if spec is None or not eq:
            sys.stderr.write(f"{adapter.NAME} gtp: unknown option '{arg}'\n")
            usage(adapter, sys.stderr)
            sys.exit(2)
        if spec["values"] is None:
            n = _number(value)
            if n is None:
                sys.stderr.write(f"{adapter.NAME} gtp: {key} takes a number, not '{value}'\n")
                sys.exit(2)
            options[key] = int(n) if n.is_integer() else n
        elif value not in spec["values"]:
            sys.stderr.write(f"{adapter.NAME} gtp: {key} is one of {', '.join(spec['values'])}, not '{value}'\n")
            sys.exit(2)
        else:
            options[key] = value
    return options


def usage(adapter, out):
    out.write(f"usage: gtp [OPTION=VALUE ...]: {adapter.NAME} {adapter.VERSION} behind GTP\n")
    for key, spec in adapter.OPTIONS.items():
        values = "a number" if spec["values"] is None else " | ".join(spec["values"])
        default = "the library's" if spec["default"] is None else spec["default"]
        out.write(f"  {key}={values}  (default {default})  {spec.get('help', '')}\n")


def colour_of(word):
    w = (word or "").lower()
    if w in ("b", "black"):
        return "black"
    if w in ("w", "white"):
        return "white"
    raise GtpFailure("invalid color")


def vertex_of(word, height):
    """A GTP vertex as (x, y) on a board of the given height (y from 0 at the top), or None for a pass."""
    w = (word or "").upper()
    if w == "PASS":
        return None
    m = re.fullmatch(r"([A-HJ-Z])([0-9]{1,2})", w)
    if not m or int(m.group(2)) < 1:
        raise GtpFailure("invalid vertex")
    return (LETTERS.index(m.group(1)), height - int(m.group(2)))


def vertex_name(v, height):
    return LETTERS[v[0]] + str(height - v[1])


def result_text(score):
    margin = score["margin"] if "margin" in score else score["black"] - score["white"]
    if margin == 0:
        return "0"
    # 3.0 as "3", 3.5 as "3.5": the way GTP engines write a margin.
    text = f"{abs(margin):g}"
    return ("B+" if margin > 0 else "W+") + text


# The longest command line read, in bytes; a longer one is answered "? line too long" and dropped as it comes.
MAX_LINE = 64 * 1024


def read_lines(stream):
    """Each line of a byte stream as GTP 2 (3.1) has it: ended by LF alone (a CR is not a line end,
    and U+2028 or U+2029 no more than any other character), decoded as UTF-8; None for a line longer
    than MAX_LINE, whose bytes are dropped as they come, never held. Python's text mode ended lines
    at a lone CR too, and held a line whole."""
    while True:
        piece = stream.readline(MAX_LINE + 1)
        if not piece:
            return
        if len(piece) <= MAX_LINE or piece.endswith(b"\n"):
            yield piece.rstrip(b"\n").decode("utf-8", "replace")
            continue
        while piece and not piece.endswith(b"\n"):
            piece = stream.readline(MAX_LINE)
        yield None


def preprocess(raw):
    """GTP 2, 3.1: control characters other than HT and LF are removed (a CR among them), HT becomes
    a space, everything from '#' to the end of the line is a comment; the words are what spaces part."""
    kept = raw.split("#", 1)[0]
    kept = re.sub(r"[\x00-\x08\x0a-\x1f\x7f]", "", kept).replace("\t", " ")
    return kept.strip(" ")


def _describe_options(options):
    words = [f"{k}={v}" for k, v in options.items() if v is not None]
    return " (" + " ".join(words) + ")" if words else ""


def serve(adapter, argv=None):
    options = parse_options(adapter, sys.argv[1:] if argv is None else argv)
    # Libraries print diagnostics; standard output belongs to GTP, so print() goes to stderr and
    # the answers are written to the real stdout only.
    out = sys.stdout
    sys.stdout = sys.stderr
    game = adapter.create(options)
    board = {"width": 19, "height": 19, "komi": 0.0}
    game.size(19, 19)
    game.komi(0.0)

    def has(name):
        return callable(getattr(game, name, None))

    def set_size(w, h):
        if w < 1 or h < 1 or w > 25 or h > 25:
            # GTP names the points of boards up to 25x25 only.
            raise GtpFailure("unacceptable size")
        try:
            game.size(w, h)
        except Exception as e:
            raise GtpFailure(f"unacceptable size ({_message(e)})")
        board["width"], board["height"] = w, h
        game.komi(board["komi"])

    def boardsize(args):
        if not args or not re.fullmatch(r"[0-9]+", args[0]):
            raise GtpFailure("boardsize not an integer")
        set_size(int(args[0]), int(args[0]))
        return ""

    def clear_board(args):
        game.clear()
        game.komi(board["komi"])
        return ""

    def komi(args):
        k = _number(args[0] if args else None)
        if k is None or not math.isfinite(k):
            raise GtpFailure("komi not a float")
        board["komi"] = k
        game.komi(k)
        return ""

    def play(args):
        colour = colour_of(args[0] if args else None)
        vertex = vertex_of(args[1] if len(args) > 1 else None, board["height"])
        try:
            game.play(colour, vertex)
        except Exception as e:
            raise GtpFailure(f"illegal move ({_message(e)})")
        return ""

    def list_stones(args):
        colour = colour_of(args[0] if args else None)
        return " ".join(vertex_name(v, board["height"]) for v in game.stones(colour))

    commands = {
        "protocol_version": lambda args: "2",
        "name": lambda args: f"{adapter.NAME} (logical-go harness)",
        "version": lambda args: adapter.VERSION + _describe_options(options),
        "known_command": lambda args: str((args[0] if args else "").lower() in commands).lower(),
        "list_commands": lambda args: "\n".join(commands),
        "quit": lambda args: "",
        "boardsize": boardsize,
        "clear_board": clear_board,
        "komi": komi,
        "play": play,
        "list_stones": list_stones,
    }

    def refusing(f, prefix=None):
        # The library's refusal as `? message`, never as a traceback on the GTP stream.
        def command(*call):
            try:
                return f(*call)
            except GtpFailure:
                raise
            except Exception as e:
                raise GtpFailure(f"{prefix} ({_message(e)})" if prefix else _message(e))
        return command

    if getattr(adapter, "RECTANGULAR", False):
        def rectangular_boardsize(args):
            if len(args) < 2 or not all(re.fullmatch(r"[0-9]+", a) for a in args[:2]):
                raise GtpFailure("rectangular_boardsize takes two integers")
            set_size(int(args[0]), int(args[1]))
            return ""
        commands["rectangular_boardsize"] = rectangular_boardsize
    if has("setup"):
        # GoGui's setup command: gogui-setup b A1 w B2 ..., on the empty board before any turn.
        def setup(args):
            if len(args) % 2:
                raise GtpFailure("gogui-setup takes pairs: colour vertex")
            stones = []
            for i in range(0, len(args), 2):
                v = vertex_of(args[i + 1], board["height"])
                if v is None:
                    raise GtpFailure("gogui-setup cannot place a pass")
                stones.append((colour_of(args[i]), v[0], v[1]))
            game.setup(stones)
            return ""
        commands["gogui-setup"] = refusing(setup)
    if has("set_player"):
        commands["gogui-setup_player"] = refusing(lambda args: game.set_player(colour_of(args[0] if args else None)) or "")
    if has("handicap"):
        def set_handicap(args):
            if not args or not re.fullmatch(r"[0-9]+", args[0]):
                raise GtpFailure("set_handicap takes an integer")
            game.handicap(int(args[0]))
            return ""
        commands["set_handicap"] = refusing(set_handicap)
    if has("to_move"):
        commands["gogui-rules_side_to_move"] = lambda args: game.to_move()
    if has("over"):
        # GoGui's convention: "unknown" while the game goes on, the result once it has ended.
        def final_result(args):
            ended = game.over()
            if not ended:
                return "unknown"
            if has("score"):
                return result_text(game.score())
            return ended if isinstance(ended, str) else "over"
        commands["gogui-rules_final_result"] = final_result
    if has("score"):
        commands["final_score"] = refusing(lambda args: result_text(game.score()), "cannot score")
    if has("undo"):
        commands["undo"] = refusing(lambda args: game.undo() or "", "cannot undo")
    if has("legal"):
        def legal_moves(args):
            moves = list(game.legal())
            h = board["height"]
            points = sorted((v for v in moves if v is not None), key=lambda v: (h - v[1], v[0]))
            words = [vertex_name(v, h) for v in points]
            return " ".join(words + (["pass"] if None in moves else []))
        commands["gogui-rules_legal_moves"] = refusing(legal_moves, "cannot list legal moves")

    for raw in read_lines(sys.stdin.buffer):
        if raw is None:
            # GTP has no id to give back for a line it did not keep: the answer is in step all the same.
            out.write("? line too long\n\n")
            out.flush()
            continue
        line = preprocess(raw)
        if not line:
            continue
        words = [w for w in line.split(" ") if w]
        ident = words.pop(0) if re.fullmatch(r"[0-9]+", words[0]) else ""
        name = (words.pop(0) if words else "").lower()
        command = commands.get(name)
        if command is None:
            answer = f"?{ident} unknown command"
        else:
            try:
                answer = f"={ident} {command(words)}"
            except GtpFailure as e:
                answer = f"?{ident} {_message(e)}"
            except Exception as e:
                # A fault of the adapter or the library: the trace for whoever reads stderr, the
                # message for the runner, and the session goes on.
                traceback.print_exc(file=sys.stderr)
                answer = f"?{ident} {_message(e)}"
        # "=id result" or "?id message", then an empty line; an empty result is "=id " as GNU Go
        # and GoGui write it.
        answer = answer.rstrip()
        if re.fullmatch(r"[=?][0-9]*", answer):
            answer += " "
        out.write(answer + "\n\n")
        out.flush()
        if name == "quit":
            # Lines after quit are not read: GTP ends the session there.
            return
