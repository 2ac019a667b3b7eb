# Pgx's Go ends after two passes in a row (pgx/_src/games/go.py: consecutive_pass_count >= 2), and
# only then: a pass, a stone, a pass goes on. Pass (action N * N) is always in legal_action_mask.
# The game is then scored (Tromp-Taylor area, komi 7.5, the default: an empty board is W+).
# Once terminated, every action is true in legal_action_mask and env.step returns the same state
# with zero rewards.
import importlib.metadata

import jax
import numpy as np
from pgx.go import Go

print("pgx", importlib.metadata.version("pgx"), "jax", importlib.metadata.version("jax"))
n = 5
env = Go(size=n)
init, step = jax.jit(env.init), jax.jit(env.step)
PASS, C3 = n * n, 2 * n + 2
for label, actions in [("B pass, W C3 (row 2 col 2), B pass", [PASS, C3, PASS]), ("B pass, W pass", [PASS, PASS])]:
    print(f"5x5: {label}")
    s = init(jax.random.PRNGKey(0))
    print(f"  (Black is player {int(s.current_player)})")
    for a in actions:
        assert s.legal_action_mask[a]
        s = step(s, a)
        print(f"  action {a}: terminated {bool(s.terminated)}, rewards {np.asarray(s.rewards).tolist()},"
              f" legal actions {int(np.asarray(s.legal_action_mask).sum())} of {n * n + 1}")
board = np.asarray(s.observation)[:, :, :2].sum()
s2 = step(s, C3)
print(f"  a step after the end: rewards {np.asarray(s2.rewards).tolist()}, stones {board} ->"
      f" {np.asarray(s2.observation)[:, :, :2].sum()}, terminated {bool(s2.terminated)}")
