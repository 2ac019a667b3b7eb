# PettingZoo's Go: what an action the action_mask refuses does if it is sent anyway (the harness
# never sends one). go_v5.env wraps the game in TerminateIllegalWrapper(illegal_reward=-1): the
# step warns, ends the game for both agents (terminations and truncations), gives the agent that
# sent it -1 and the other 0, and the board is left as it was. Here Black plays C3 and White plays
# C3 again (occupied: mask 0).
import importlib.metadata
import os

os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from pettingzoo.classic import go_v5

print("pettingzoo", importlib.metadata.version("pettingzoo"))
COLS = "ABCDEFGHJKLMNOPQRST"


def action(n, move):  # "c3" -> PettingZoo's action: row from the top * n + column
    return n * n if move == "pass" else (n - int(move[1:])) * n + COLS.index(move[0].upper())


env = go_v5.env(board_size=5, komi=0.5)
env.reset()
env.step(action(5, "c3"))
print("White's mask at C3:", env.observe("white_0")["action_mask"][action(5, "c3")])
env.step(action(5, "c3"))
obs, reward, termination, truncation, info = env.last()
print("agent_selection", env.agent_selection)
print("terminations", env.terminations)
print("truncations", env.truncations)
print("rewards", env.rewards)
print("stones (planes 0 and 1):", int(obs["observation"][:, :, 0].sum()), int(obs["observation"][:, :, 1].sum()))
