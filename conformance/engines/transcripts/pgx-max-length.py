# Pgx's Go bounds a game: max_terminal_steps, by default twice the points of the board
# (pgx/_src/games/go.py: size * size * 2; Pgx's docs: "N * N * 2 steps are elapsed"), passes
# counted. The step that reaches it is played, then the state is terminated (not truncated) and
# scored as usual (Tromp-Taylor with komi), not drawn.
# (1) 3x3, max_terminal_steps=3: B A1, W pass, B B2: terminated after the third step, Black wins
#     (9 points to 0, komi 0.5). (2) 3x3 with the default (18): Black fills eight points while White
#     passes, White's C3 takes all eight, B A1, W pass: the 18th step (a single pass) ends the game,
#     scored as it stands (1 point each, komi 0.5: White wins). With max_terminal_steps=100 the same
#     eighteen steps leave the game going on.
import importlib.metadata

import jax
import numpy as np
from pgx.go import Go

print("pgx", importlib.metadata.version("pgx"), "jax", importlib.metadata.version("jax"))
COLS = "ABCDEFGHJKLMNOPQRST"


def action(n, move):  # "B c2" -> row * n + column (row 0 the top row); "B PASS" -> n * n
    p = move.split()[1].upper()
    return n * n if p == "PASS" else (n - int(p[1:])) * n + COLS.index(p[0])


def run(moves, verbose, **kw):
    env = Go(size=3, komi=0.5, **kw)
    init, step = jax.jit(env.init), jax.jit(env.step)
    s = init(jax.random.PRNGKey(0))
    print(f"  (Black is player {int(s.current_player)})")
    for i, m in enumerate(moves, 1):
        assert s.legal_action_mask[action(3, m)] and not s.terminated, m
        s = step(s, action(3, m))
        if verbose or i == len(moves):
            print(f"  {i:2}. {m}: terminated {bool(s.terminated)}, truncated {bool(s.truncated)},"
                  f" rewards {np.asarray(s.rewards).tolist()}")


print("(1) 3x3, komi 0.5, max_terminal_steps=3")
run(["B a1", "W PASS", "B b2"], True, max_terminal_steps=3)
moves = ["B a1", "W PASS", "B b1", "W PASS", "B c1", "W PASS", "B a2", "W PASS", "B b2", "W PASS",
         "B c2", "W PASS", "B a3", "W PASS", "B b3", "W c3", "B a1", "W PASS"]
print("(2) 3x3, komi 0.5, the default max_terminal_steps (2 * 9 = 18)")
run(moves, False)
print("    max_terminal_steps=100")
run(moves, False, max_terminal_steps=100)
