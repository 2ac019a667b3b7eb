"""OpenSpiel's Go (game "go") behind GTP: every verdict is OpenSpiel's own, read from its API as a
learning agent reads it. The game is pyspiel.load_game("go", {"board_size", "komi",
"max_game_length"}); a move is legal when its action is in state.legal_actions() (the harness
then calls state.apply_action), the player to move is state.current_player(), the end
state.is_terminal(), the result state.returns() (a win, a loss or a draw: OpenSpiel gives no
margin, so there is no final_score), the stones are read from state.observation_string(),
undo is state.undo_action(), and gogui-rules_legal_moves is state.legal_actions() itself.

A starting position is given as OpenSpiel's own SGF loader takes it:
pyspiel.go.load_games_from_sgf_string with SZ, KM, AB and AW. That loader reads an SGF point's
second letter as the row counted from the BOTTOM (SGF counts it from the top), so the harness
writes it so; it takes no max_game_length and no player to move (Black moves first), so with the
max_game_length option there is no gogui-setup, and there is never gogui-setup_player.

OpenSpiel's handicap parameter puts 2 to 9 stones on fixed 19x19 points and gives White the turn;
logical-go's set_handicap lets Black place n stones as n turns. They are not the same game, so
set_handicap is not offered. OpenSpiel plays square boards of 2x2 to 19x19 only.
"""

from importlib.metadata import version

import pyspiel

NAME = "open_spiel"
VERSION = version("open_spiel")
OPTIONS = {
    "max_game_length": {"values": None, "default": None,
                        "help": "turns after which the game ends (OpenSpiel's default: twice the points)"},
}
RECTANGULAR = False

COLOURS = {"black": 0, "white": 1}


class Game:
    def __init__(self, options):
        self.max_game_length = options.get("max_game_length")
        self.n = 19
        self.k = 0.0
        self.start = None  # the set-up stones, [(colour, x, y)], or None for the empty board
        self.state = self._fresh()

    def _fresh(self):
        if self.start is None:
            params = {"board_size": self.n, "komi": float(self.k)}
            if self.max_game_length is not None:
                params["max_game_length"] = int(self.max_game_length)
            return pyspiel.load_game("go", params).new_initial_state()
        points = {"black": [], "white": []}
        for colour, x, y in self.start:
            points[colour].append("[" + chr(ord("a") + x) + chr(ord("a") + self.n - 1 - y) + "]")
        sgf = f"(;FF[4]GM[1]SZ[{self.n}]KM[{self.k:g}]"
        sgf += ("AB" + "".join(points["black"]) if points["black"] else "")
        sgf += ("AW" + "".join(points["white"]) if points["white"] else "") + ")"
        return pyspiel.go.load_games_from_sgf_string(sgf)[0][1]

    def size(self, w, h):
        if w != h:
            raise ValueError("OpenSpiel's Go plays square boards only (board_size)")
        before = self.n
        self.n, self.start = w, None
        try:
            # Refused sizes raise here, from OpenSpiel ("unsupported board size", "up to 19").
            self.state = self._fresh()
        except Exception:
            self.n = before
            self.state = self._fresh()
            raise

    def clear(self):
        self.start = None
        self.state = self._fresh()

    def komi(self, k):
        # Komi is a parameter of the game: a new game with it, the turns played again.
        actions = self.state.history()
        self.k = k
        self.state = self._fresh()
        for a in actions:
            self.state.apply_action(a)

    def setup(self, stones):
        if self.state.history():
            raise ValueError("set up only before the first turn")
        self.start = list(stones)
        self.state = self._fresh()

    def to_move(self):
        p = self.state.current_player()
        return {0: "black", 1: "white"}.get(p, "none")

    def over(self):
        if not self.state.is_terminal():
            return False
        black = self.state.returns()[0]
        return "B+" if black > 0 else "W+" if black < 0 else "0"

    def _action(self, v):
        n = self.n
        if v is None:
            return n * n
        if 0 <= v[0] < n and 0 <= v[1] < n:
            # OpenSpiel's action: row * size + column, row 0 at the bottom.
            return (n - 1 - v[1]) * n + v[0]
        raise ValueError("not a point of the board")

    def _vertex(self, action):
        n = self.n
        return None if action == n * n else (action % n, n - 1 - action // n)

    def legal(self):
        # OpenSpiel's own list for the player to move (empty once is_terminal), pass included.
        return [self._vertex(a) for a in self.state.legal_actions()]

    def play(self, colour, v):
        s = self.state
        if s.is_terminal():
            raise ValueError("the game has ended (is_terminal)")
        if s.current_player() != COLOURS[colour]:
            raise ValueError(f"not {colour}'s turn (current_player {s.current_player()})")
        action = self._action(v)
        if action not in s.legal_actions():
            raise ValueError(f"{s.action_to_string(s.current_player(), action)} is not in legal_actions")
        s.apply_action(action)

    def stones(self, colour):
        mark = "X" if colour == "black" else "O"
        out = []
        for line in self.state.observation_string(0).splitlines():
            words = line.split()
            if len(words) == 2 and words[0].isdigit() and len(words[1]) == self.n:
                y = self.n - int(words[0])
                out.extend((x, y) for x, c in enumerate(words[1]) if c == mark)
        return out

    def undo(self):
        history = self.state.full_history()
        if not history:
            raise ValueError("no turn to take back")
        last = history[-1]
        self.state.undo_action(last.player, last.action)


class GameWithoutSetup(Game):
    setup = None


def create(options):
    # OpenSpiel's SGF loader has no max_game_length: a set-up start would drop the option.
    return Game(options) if options.get("max_game_length") is None else GameWithoutSetup(options)
