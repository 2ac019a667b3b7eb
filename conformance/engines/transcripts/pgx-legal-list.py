# Pgx's Go: state.legal_action_mask is the list gogui-rules_legal_moves answers. On 5x5, after
# B B3, W D4, B C4, W E3, B C2, W D2, B E5, W A2, B E1, W B1, B D3, W C3 (takes D3), Black to move:
# D3 is the retake of a ko just taken and A1 a suicide (between White A2 and B1); neither is true
# in the mask. Then after B pass, W pass (the end): Pgx's core.py makes every element of the mask
# true at a terminated state ("to avoid zero-division error"). An action is row * N + column; here
# row 0 is the top row (GTP's row N), as the harness reads it.
import importlib.metadata

import jax
import numpy as np
from pgx.go import Go

print("pgx", importlib.metadata.version("pgx"), "jax", importlib.metadata.version("jax"))
COLS = "ABCDEFGHJKLMNOPQRST"
N = 5
MOVES = ["b3", "d4", "c4", "e3", "c2", "d2", "e5", "a2", "e1", "b1", "d3", "c3"]


def action(move):
    return N * N if move == "pass" else (N - int(move[1:])) * N + COLS.index(move[0].upper())


def name(a):
    return "pass" if a == N * N else COLS[a % N] + str(N - a // N)


def show(s, label):
    print(label)
    obs = np.asarray(s.observation)  # plane 0 the mover's stones, 1 the other's, -1 the mover's colour
    black, white = (0, 1) if obs[0, 0, -1] == 0 else (1, 0)
    for r in range(N):
        print(f"  {N - r} " + "".join("X" if obs[r, c, black] else "O" if obs[r, c, white] else "." for c in range(N)))
    print("    " + COLS[:N])
    print("  terminated", bool(s.terminated), "truncated", bool(s.truncated))
    mask = np.asarray(s.legal_action_mask)
    print("  legal_action_mask true at:", " ".join(name(int(a)) for a in np.flatnonzero(mask)) or "(none)")


env = Go(size=N, komi=0.5)
init, step = jax.jit(env.init), jax.jit(env.step)
s = init(jax.random.PRNGKey(0))
for m in MOVES[:-1]:
    s = step(s, action(m))
show(s, "after B D3 (White to move; W C3 would take D3):")
s = step(s, action(MOVES[-1]))
show(s, "after W C3 takes D3 (Black to move; D3 the ko retake, A1 a suicide):")
for m in ["pass", "pass"]:
    s = step(s, action(m))
show(s, "after B pass, W pass:")
