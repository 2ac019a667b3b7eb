# PettingZoo's Go: what the observation's planes hold (the harness reads the stones from them).
# go.py's docstring: plane 0 "Current Player's stones", plane 1 the opponent's, the last plane
# "0: white, 1: black". On 5x5, Black plays C3 and White is to move: plane 0 holds Black's C3 (the
# stones of the agent that moved last, not of the one to move) whichever agent observes, and the
# last plane is 0 for black_0 and 1 for white_0.
import importlib.metadata
import os

os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from pettingzoo.classic import go_v5

print("pettingzoo", importlib.metadata.version("pettingzoo"))
env = go_v5.env(board_size=5, komi=0.5)
env.reset()
env.step(2 * 5 + 2)  # C3: row 2 from the top, column 2
print("agent_selection", env.agent_selection)
for agent in ("white_0", "black_0"):
    planes = env.observe(agent)["observation"]
    print(f"observe({agent!r}): shape {planes.shape}; plane 0 at C3 {int(planes[2, 2, 0])}, "
          f"plane 1 at C3 {int(planes[2, 2, 1])}, last plane {int(planes[0, 0, -1])}")
env.step(25)  # White passes
planes = env.observe("black_0")["observation"]
print("after W pass, Black to move: plane 0 at C3", int(planes[2, 2, 0]), "plane 1 at C3", int(planes[2, 2, 1]),
      "; planes 2, 3 (the turn before) at C3:", int(planes[2, 2, 2]), int(planes[2, 2, 3]))
