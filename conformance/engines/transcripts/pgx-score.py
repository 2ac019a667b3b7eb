# Pgx's Go scores as Tromp-Taylor counts area (stones, plus empty regions reaching one colour only),
# and Black wins when black - komi > white: otherwise White wins, so a count of exactly the komi
# goes to White (rewards are only +1 and -1: no draw, no margin). The komi is Go(komi=K); the
# default of Go's signature is 7.5 (pgx.make("go_9x9") and "go_19x19" pass 7.5 too, pgx/core.py;
# Pgx's docs say 6.5).
# 5x5: Black B1 B2 B3 B4 C4 D4 E4, White C1 C2 C3 D3 E3 (a 3x3 corner), then two passes.
# Area: Black 7 stones + 9 empty = 16, White 5 stones + 4 empty = 9: margin B+7.
import importlib.metadata
import inspect

import jax
import numpy as np
import pgx
from pgx.go import Go

print("pgx", importlib.metadata.version("pgx"), "jax", importlib.metadata.version("jax"))
print("Go signature:", inspect.signature(Go))
COLS = "ABCDEFGHJKLMNOPQRST"
MOVES = ["B b1", "W c1", "B b2", "W c2", "B b3", "W c3", "B b4", "W d3", "B c4", "W e3", "B d4",
         "W pass", "B e4", "W pass", "B pass"]


def action(n, move):  # "B c2" -> row * n + column (row 0 the top row); "B PASS" -> n * n
    p = move.split()[1].upper()
    return n * n if p == "PASS" else (n - int(p[1:])) * n + COLS.index(p[0])


def game(env, n=5, show=False):
    init, step = jax.jit(env.init), jax.jit(env.step)
    s = init(jax.random.PRNGKey(0))
    black = int(s.current_player)  # Black moves first
    for m in MOVES:
        assert s.legal_action_mask[action(n, m)] and not s.terminated, m
        s = step(s, action(n, m))
    if show:
        obs = np.asarray(s.observation)
        b, w = (0, 1) if obs[0, 0, -1] == 0 else (1, 0)
        for r in range(n):
            print(f"  {n - r} " + "".join("X" if obs[r, c, b] else "O" if obs[r, c, w] else "." for c in range(n)))
    r = np.asarray(s.rewards)
    return f"terminated {bool(s.terminated)}, rewards {r.tolist()} (Black is player {black}: {'B' if r[black] > 0 else 'W'}+)"


for k in (6.5, 7.0, 7.5):
    print(f"  Go(size=5, komi={k}):", game(Go(size=5, komi=k), show=(k == 6.5)))
print("  Go(size=5), the default komi:", game(Go(size=5)))
