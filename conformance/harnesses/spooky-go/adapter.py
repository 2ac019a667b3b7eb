"""spooky-go's Go (spooky_go.Game, Rust with PyO3 bindings) behind GTP: every verdict is
spooky-go's own, read from its Python API. The game is spooky_go.Game.with_options(width, height,
komi, min_moves_before_pass_possible, max_moves, superko); a turn is game.make_move(Move.place(col,
row)) or game.make_move(Move.pass_move()), which plays the move and returns True when the library
finds it legal (is_legal_move) and returns False otherwise: `play` answers `=` or `?` on that. The
player to move is game.turn() (spooky_go.BLACK or WHITE), the end game.is_over(), the count
game.score() (Black's total and White's, komi included: final_score), the stones
game.get_piece(col, row), undo game.unmake_move(), and gogui-rules_legal_moves the list
game.legal_moves() returns (a Move each, Move.pass_move() among them when a pass is legal).

spooky-go counts rows from the bottom, as its GTP code and its printed board do (row 0 is GTP's
row 1); the harness's y counts from the top, so row = height - 1 - y.

The options are with_options' arguments, named as spooky-go names them; left out, each is the
library's own default for the board's size, read from spooky_go.Game(width, height) (superko true,
min_moves_before_pass_possible half the points, max_moves three times the points). Komi has no
setter in the Python API (komi() only reads it): a new komi makes a new game, the set-up stones
placed and the turns made again.

A starting position is placed with game.set_piece(col, row, colour) on the new game, the only way
the Python API has to put stones on a game's board. It is a board edit, not a set-up: the library
does not check it, and its superko memory (the positions seen) still holds the empty board, not
the set-up one (spooky-go's Rust set_setup_position records it, but is not in the Python API).
There is no way to choose who moves first (no gogui-setup_player): Black does. spooky-go has no
handicap (the players alternate; make_move plays for game.turn()), so there is no set_handicap,
and a move by the colour not to move is refused. Sizes: 4 to 32 each way (rectangles too), as
spooky_go.Game takes them; GTP names up to 25.
"""

from importlib.metadata import version

import spooky_go

NAME = "spooky-go"
VERSION = version("spooky_go")
OPTIONS = {
    "superko": {"values": ["true", "false"], "default": None,
                "help": "refuse a move that repeats a position with the same player to move "
                        "(spooky-go's default: true); false leaves the simple ko point only"},
    "min_moves_before_pass_possible": {"values": None, "default": None,
                                       "help": "turns before a pass is legal (spooky-go's default: half the points)"},
    "max_moves": {"values": None, "default": None,
                  "help": "turns after which the game ends (spooky-go's default: three times the points)"},
}
RECTANGULAR = True

COLOURS = {"black": spooky_go.BLACK, "white": spooky_go.WHITE}
NAMES = {v: k for k, v in COLOURS.items()}


def _u16(options, key):
    value = options.get(key)
    if value is None:
        return None
    # with_options takes a Python int and keeps it as a Rust u16 (`as u16`: 65536 would be 0).
    if not isinstance(value, int) or not 0 <= value <= 65535:
        raise ValueError(f"{key} is a whole number from 0 to 65535 (spooky-go keeps it as a u16)")
    return value


class Game:
    def __init__(self, options):
        self.min_moves = _u16(options, "min_moves_before_pass_possible")
        self.max_moves = _u16(options, "max_moves")
        self.superko = None if options.get("superko") is None else options["superko"] == "true"
        self.w = self.h = 19
        self.k = 0.0
        self.start = []  # the set-up stones, [(colour, x, y)]
        self.moves = []  # the moves made, to make them again under a new komi
        self.game = self._fresh()

    def _fresh(self):
        w, h = self.w, self.h
        defaults = spooky_go.Game(w, h)  # the library's defaults for this size; refuses a size
        game = spooky_go.Game.with_options(
            w, h, float(self.k),
            defaults.min_moves_before_pass_possible() if self.min_moves is None else self.min_moves,
            defaults.max_moves() if self.max_moves is None else self.max_moves,
            defaults.superko() if self.superko is None else self.superko)
        for colour, x, y in self.start:
            game.set_piece(x, h - 1 - y, COLOURS[colour])
        for m in self.moves:
            if not game.make_move(m):
                raise RuntimeError(f"spooky-go refused {m} when the turns were made again")
        return game

    def size(self, w, h):
        before = (self.w, self.h)
        self.w, self.h, self.start, self.moves = w, h, [], []
        try:
            self.game = self._fresh()
        except Exception:
            self.w, self.h = before
            self.game = self._fresh()
            raise

    def clear(self):
        self.start, self.moves = [], []
        self.game = self._fresh()

    def komi(self, k):
        if float(k) == self.k:
            return
        self.k = float(k)
        self.game = self._fresh()

    def setup(self, stones):
        if self.moves:
            raise ValueError("set up only before the first turn")
        self.start = list(stones)
        self.game = self._fresh()

    def to_move(self):
        return "none" if self.game.is_over() else NAMES[self.game.turn()]

    def over(self):
        return self.game.is_over()

    def score(self):
        black, white = self.game.score()
        return {"black": black, "white": white}

    def _move(self, v):
        if v is None:
            return spooky_go.Move.pass_move()
        col, row = v[0], self.h - 1 - v[1]
        if not (0 <= col <= 255 and 0 <= row <= 255):
            # Move.place takes u8 coordinates: a point below row 0 cannot even be named.
            raise ValueError("not a point of the board (Move.place takes 0 to 255)")
        return spooky_go.Move.place(col, row)

    def _vertex(self, m):
        return None if m.is_pass() else (m.col(), self.h - 1 - m.row())

    def legal(self):
        # spooky-go's own list, game.legal_moves(), for the player to move.
        return [self._vertex(m) for m in self.game.legal_moves()]

    def play(self, colour, v):
        g = self.game
        if g.is_over():
            raise ValueError("the game has ended (is_over)")
        if g.turn() != COLOURS[colour]:
            raise ValueError(f"not {colour}'s turn (turn() is {NAMES[g.turn()]})")
        m = self._move(v)
        if not g.make_move(m):
            raise ValueError(f"make_move({m}) returned False")
        self.moves.append(m)

    def stones(self, colour):
        c, g, h = COLOURS[colour], self.game, self.h
        return [(x, y) for y in range(h) for x in range(self.w) if g.get_piece(x, h - 1 - y) == c]

    def undo(self):
        if not self.game.unmake_move():
            raise ValueError("unmake_move returned False")
        self.moves.pop()


def create(options):
    return Game(options)
