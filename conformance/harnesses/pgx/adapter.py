"""Pgx's Go (pgx.go.Go, on JAX) behind GTP: every verdict is Pgx's own, read from its API as a
learning agent reads it. The environment is pgx.go.Go(size=N, komi=K, max_terminal_steps=M), the
class pgx.make("go_9x9") and pgx.make("go_19x19") build (Pgx's docs: "or you can directly load Go
class"); its init and step are compiled once per (size, komi, max_terminal_steps) with jax.jit. A
move is legal when state.legal_action_mask is true at its action (the harness then calls
env.step(state, action)); the player to move is state.current_player, the end state.terminated or
state.truncated, the result state.rewards (+1 or -1 each: Pgx gives no margin, so there is no
final_score), and the stones are read from state.observation (documented: plane 0 the stones of
the player to move, plane 1 the opponent's, the last plane the colour of the player to move, 0
for Black and 1 for White). gogui-rules_legal_moves lists the actions true in
state.legal_action_mask, as it stands: Pgx makes every element true once the state is terminated
("to avoid zero-division error", core.py), so after the end it lists every point and the pass.

Pgx's players are not colours: env.init(key) draws which player (0 or 1) is Black. Black moves
first, so Black is the state.current_player of the initial state. An action is row * N + column;
the harness takes row 0 as the top row, and reads the observation the same way, so the board is
at most reflected, which no rule of Go sees.

Pgx has no set-up position, no handicap, no undo and no score: those commands are not listed.
Sizes: pgx.make offers 9x9 and 19x19, the Go class any N; the harness takes 2 to 19 (Pgx's
Zobrist table has 19x19 entries, so larger boards would hash wrongly, and size 1 kills the
process with a floating point exception). Square boards only.
"""

import os
from importlib.metadata import version

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from pgx.go import Go  # noqa: E402

NAME = "pgx"
VERSION = version("pgx")
OPTIONS = {
    "max_terminal_steps": {"values": None, "default": None,
                           "help": "steps after which the game ends (Pgx's default: twice the points)"},
}
RECTANGULAR = False

_compiled = {}


def _env(n, komi, max_steps):
    """Pgx's Go with its init and step compiled, once per (size, komi, max_terminal_steps)."""
    key = (n, float(komi), max_steps)
    if key not in _compiled:
        env = Go(size=n, komi=float(komi), max_terminal_steps=max_steps)
        init, step = jax.jit(env.init), jax.jit(env.step)
        # Compile now (a second or three), not at the first play.
        state = init(jax.random.PRNGKey(0))
        step(state, jnp.int32(n * n)).terminated.block_until_ready()
        _compiled[key] = (init, step)
    return _compiled[key]


class Game:
    def __init__(self, options):
        m = options.get("max_terminal_steps")
        self.max_steps = None if m is None else int(m)
        self.n = 19
        self.k = 0.0
        self.actions = []
        self._fresh()

    def _fresh(self):
        self.init, self.step = _env(self.n, self.k, self.max_steps)
        self.state = self.init(jax.random.PRNGKey(0))
        self.black = int(self.state.current_player)  # Black moves first

    def size(self, w, h):
        if w != h:
            raise ValueError("Pgx's Go plays square boards only (Go(size=N))")
        if not 2 <= w <= 19:
            raise ValueError("Pgx's Go takes 2 to 19 here (its Zobrist table is 19x19; size 1 crashes)")
        self.n, self.actions = w, []
        self._fresh()

    def clear(self):
        self.actions = []
        self._fresh()

    def komi(self, k):
        # Komi is a parameter of the environment: a new one with it, the turns played again.
        if float(k) == self.k:
            return
        self.k = float(k)
        actions, self.actions = self.actions, []
        self._fresh()
        for a in actions:
            self._step(a)

    def _step(self, action):
        self.state = self.step(self.state, jnp.int32(action))
        self.actions.append(action)

    def _ended(self):
        return bool(self.state.terminated) or bool(self.state.truncated)

    def to_move(self):
        if self._ended():
            return "none"
        return "black" if int(self.state.current_player) == self.black else "white"

    def over(self):
        if not self._ended():
            return False
        black = float(self.state.rewards[self.black])
        return "B+" if black > 0 else "W+" if black < 0 else "0"

    def _action(self, v):
        n = self.n
        if v is None:
            return n * n
        if 0 <= v[0] < n and 0 <= v[1] < n:
            return v[1] * n + v[0]
        raise ValueError("not a point of the board")

    def _vertex(self, action):
        n = self.n
        return None if action == n * n else (action % n, action // n)

    def legal(self):
        # state.legal_action_mask as Pgx gives it: once terminated, Pgx sets it all true.
        mask = np.asarray(self.state.legal_action_mask)
        return [self._vertex(int(a)) for a in np.flatnonzero(mask)]

    def play(self, colour, v):
        if self._ended():
            raise ValueError("the game has ended (terminated)")
        if self.to_move() != colour:
            raise ValueError(f"not {colour}'s turn (current_player {int(self.state.current_player)})")
        action = self._action(v)
        if not bool(self.state.legal_action_mask[action]):
            raise ValueError(f"action {action} is not in legal_action_mask")
        self._step(action)

    def stones(self, colour):
        obs = np.asarray(self.state.observation)
        mover_is_white = bool(obs[0, 0, -1])
        plane = 0 if (colour == "white") == mover_is_white else 1
        ys, xs = np.nonzero(obs[:, :, plane])
        return sorted(zip(xs.tolist(), ys.tolist()), key=lambda p: (p[1], p[0]))


def create(options):
    return Game(options)
