# Pgx's Go: a move that brings back an earlier whole-board colouring (positional superko), other
# than the simple-ko retake (false in legal_action_mask), is legal in the mask; once stepped the
# state is terminated and the mover's reward is -1, the other's +1, whatever the count.
# (1) cycle.three-moves-corner-a1-7x7: B C2, W A2, B D1, W B2, B A1, W C1, B B1, W C1, then B A1
#     brings back the colouring after turn 6. Komi 0.5 and Black would win the count anyway.
# (2) long.capture-back-to-turn-2-5x5: White's E5 at turn 50 recreates turn 2's colouring, 47 turns
#     back (Pgx's docs say the repetition is looked for "up to 8-steps before": 2.6.0 hashes the
#     whole game). Turn 50 is also Pgx's default length on 5x5 (2 * 25), so it is run with
#     max_terminal_steps=100 to show the repetition alone, then with the default.
import importlib.metadata

import jax
import numpy as np
from pgx.go import Go

print("pgx", importlib.metadata.version("pgx"), "jax", importlib.metadata.version("jax"))
COLS = "ABCDEFGHJKLMNOPQRST"


def action(n, move):  # "B c2" -> row * n + column (row 0 the top row); "B PASS" -> n * n
    p = move.split()[1].upper()
    return n * n if p == "PASS" else (n - int(p[1:])) * n + COLS.index(p[0])


def run(n, moves, quiet=0, **kw):
    env = Go(size=n, komi=0.5, **kw)
    init, step = jax.jit(env.init), jax.jit(env.step)
    s = init(jax.random.PRNGKey(0))
    black = int(s.current_player)  # Black moves first
    print(f"  (Black is player {black})")
    for i, m in enumerate(moves, 1):
        legal = bool(s.legal_action_mask[action(n, m)])
        if legal:
            s = step(s, action(n, m))
        if i > quiet or not legal:
            print(f"  {i:2}. {m}: {'in' if legal else 'NOT in'} legal_action_mask; terminated {bool(s.terminated)},"
                  f" truncated {bool(s.truncated)}, rewards {np.asarray(s.rewards).tolist()}")
        if not legal:
            break


print("(1) cycle.three-moves-corner-a1-7x7 (7x7, komi 0.5)")
run(7, ["B c2", "W a2", "B d1", "W b2", "B a1", "W c1", "B b1", "W c1", "B a1"])
long_moves = ["B pass", "W e5"]
for i, p in enumerate([c + str(r) for r in range(1, 6) for c in "abcde" if c + str(r) != "e5"]):
    long_moves += ["B " + p, "W pass"]
long_moves[-1] = "W e5"
print("(2) long.capture-back-to-turn-2-5x5, max_terminal_steps=100 (turns 1 to 47 quiet)")
run(5, long_moves, quiet=47, max_terminal_steps=100)
print("    the same, Pgx's default length (50 on 5x5)")
run(5, long_moves, quiet=47)
