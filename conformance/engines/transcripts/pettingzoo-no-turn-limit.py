# PettingZoo's Go: no turn limit. full-board.send-two-return-one's cycle on 19x19 (B C1, W A1 takes
# B1 C1, B B1 takes A1 back, W pass) brings back the same stones every four turns; played 500 times
# (2,006 turns), the game has not ended: terminations and truncations stay False, and nothing in
# go_v5.env(...)'s arguments (board_size, komi, render_mode, screen_height) sets a length.
import importlib.metadata
import os

os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from pettingzoo.classic import go_v5

print("pettingzoo", importlib.metadata.version("pettingzoo"))
COLS = "ABCDEFGHJKLMNOPQRST"


def action(n, move):  # "c3" -> PettingZoo's action: row from the top * n + column
    return n * n if move == "pass" else (n - int(move[1:])) * n + COLS.index(move[0].upper())


import inspect

print("raw_env arguments:", list(inspect.signature(go_v5.raw_env).parameters))
env = go_v5.env(board_size=19, komi=7.5)
env.reset()
moves = ["a2", "b2", "b1", "c2", "q16", "d1"] + ["c1", "a1", "b1", "pass"] * 500
for i, m in enumerate(moves, 1):
    assert env.observe(env.agent_selection)["action_mask"][action(19, m)], (i, m)
    env.step(action(19, m))
    if any(env.terminations.values()) or any(env.truncations.values()):
        break
print("turns played:", i)
print("terminations", env.terminations, "truncations", env.truncations)
