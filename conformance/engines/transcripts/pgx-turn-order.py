# Pgx's Go alternates: an action carries no colour, and after each step the player to move is the
# other (the colour is step_count % 2, Black first), so Black cannot take two turns in a row (no
# handicap as turns, TT-C5) and what follows Black's first stone is always White's. Which player id
# (0 or 1) is Black is drawn by env.init from its key: state.current_player at the start is Black.
import importlib.metadata

import jax
import numpy as np
from pgx.go import Go

print("pgx", importlib.metadata.version("pgx"), "jax", importlib.metadata.version("jax"))
env = Go(size=9)
init, step = jax.jit(env.init), jax.jit(env.step)
for k in (0, 1, 2, 3):
    print(f"  init(PRNGKey({k})): current_player {int(init(jax.random.PRNGKey(k)).current_player)} (Black)")
s = init(jax.random.PRNGKey(0))
for a, label in [(2 * 9 + 2, "C7 (row 2 col 2)"), (6 * 9 + 6, "G3 (row 6 col 6)"), (81, "pass")]:
    before = int(s.current_player)
    s = step(s, a)
    obs = np.asarray(s.observation)
    print(f"  player {before} plays {label}: current_player now {int(s.current_player)},"
          f" colour plane of the observation {int(obs[0, 0, -1])} (0 Black, 1 White)")
