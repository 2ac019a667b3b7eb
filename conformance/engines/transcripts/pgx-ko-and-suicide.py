# Pgx's Go: only the simple-ko point and suicide (of one stone or of several) are false in
# state.legal_action_mask. Each position lists the empty points whose action the mask refuses.
# An action is row * N + column; here row 0 is the top row (GTP's row N), as the harness reads it.
# (1) The ko of TT-V1 on 4x4: after Black's C2 takes White's B2, White's retake at B2 is refused
#     (the simple-ko point), and A1 (a White suicide); every other empty point is legal. Once White
#     has passed and Black played D4 elsewhere, the retake is legal again.
# (2) suicide.three-stones on 5x5 (black A1 B1, white A2 B2 C2 D1): Black C1 would leave A1-B1-C1
#     without a liberty: refused. (3) A one-stone suicide: Black A1 between White A2 and B1.
import importlib.metadata

import jax
import numpy as np
from pgx.go import Go

print("pgx", importlib.metadata.version("pgx"), "jax", importlib.metadata.version("jax"))
COLS = "ABCDEFGHJKLMNOPQRST"


def action(n, move):  # "B c2" -> row * n + column; "B PASS" -> n * n
    p = move.split()[1].upper()
    return n * n if p == "PASS" else (n - int(p[1:])) * n + COLS.index(p[0])


def board(state, n):  # from state.observation: plane 0 the mover's stones, 1 the other's, -1 the mover's colour
    obs = np.asarray(state.observation)
    black, white = (0, 1) if obs[0, 0, -1] == 0 else (1, 0)
    for r in range(n):
        print(f"  {n - r:2} " + "".join("X" if obs[r, c, black] else "O" if obs[r, c, white] else "." for c in range(n)))


def play(n, moves):
    env = Go(size=n, komi=0.5)
    init, step = jax.jit(env.init), jax.jit(env.step)
    s = init(jax.random.PRNGKey(0))
    for m in moves:
        assert s.legal_action_mask[action(n, m)], m
        s = step(s, action(n, m))
    return s, step


def show(s, n):
    board(s, n)
    obs = np.asarray(s.observation)
    mask = np.asarray(s.legal_action_mask)
    refused = [COLS[a % n] + str(n - a // n) for a in range(n * n)
               if not mask[a] and not obs[a // n, a % n, 0] and not obs[a // n, a % n, 1]]
    print("  empty points false in legal_action_mask:", refused or "none", "; pass:", bool(mask[n * n]))


print("(1) 4x4: B B3, W C3, B A2, W D2, B B1, W C1, B pass, W B2, B C2 (takes B2)")
s, step = play(4, ["B b3", "W c3", "B a2", "W d2", "B b1", "W c1", "B PASS", "W b2", "B c2"])
show(s, 4)
print("  then W pass, B D4:")
s = step(s, action(4, "W PASS"))
s = step(s, action(4, "B d4"))
print("  W B2 in legal_action_mask now:", bool(s.legal_action_mask[action(4, "W b2")]))
print()
print("(2) 5x5: B A1, W A2, B B1, W B2, B E5, W C2, B E4, W D1; Black to move")
s, step = play(5, ["B a1", "W a2", "B b1", "W b2", "B e5", "W c2", "B e4", "W d1"])
show(s, 5)
print()
print("(3) 5x5: B E5, W A2, B E4, W B1; Black to move")
s, step = play(5, ["B e5", "W a2", "B e4", "W b1"])
show(s, 5)
