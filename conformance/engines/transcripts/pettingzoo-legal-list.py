# PettingZoo's Go: the action_mask of the agent to move is the list gogui-rules_legal_moves answers.
# On 5x5, after B B3, W D4, B C4, W E3, B C2, W D2, B E5, W A2, B E1, W B1, B D3, W C3 (takes D3),
# Black to move: D3 is the retake of a ko just taken and A1 a suicide (between White A2 and B1);
# neither is 1 in the mask. Then after B pass, W pass (the end). Each list is printed in GTP
# names, in PettingZoo's action order (row 0 the top row).
import importlib.metadata
import os

os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from pettingzoo.classic import go_v5

print("pettingzoo", importlib.metadata.version("pettingzoo"))
COLS = "ABCDEFGHJKLMNOPQRST"
N = 5
MOVES = ["b3", "d4", "c4", "e3", "c2", "d2", "e5", "a2", "e1", "b1", "d3", "c3"]


def action(move):  # "c3" -> row from the top * N + column; "pass" -> N * N
    return N * N if move == "pass" else (N - int(move[1:])) * N + COLS.index(move[0].upper())


def name(a):
    return "pass" if a == N * N else COLS[a % N] + str(N - a // N)


def show(env, label):
    print(label)
    agent = env.agent_selection
    obs = env.observe(agent)
    planes = obs["observation"]  # plane 0: the stones of the agent that moved last; plane 1: the other's
    mover = "O" if agent == "black_0" else "X"
    other = "X" if mover == "O" else "O"
    for y in range(N):
        print(f"  {N - y} " + "".join(mover if planes[y, x, 0] else other if planes[y, x, 1] else "." for x in range(N)))
    print("    " + COLS[:N])
    print("  agent_selection", agent, "terminations", env.terminations[agent])
    mask = obs["action_mask"]
    print("  action_mask 1 at:", " ".join(name(a) for a in range(len(mask)) if mask[a]) or "(none)")


env = go_v5.env(board_size=N, komi=0.5)
env.reset()
for m in MOVES[:-1]:
    env.step(action(m))
show(env, "after B D3 (White to move; W C3 would take D3):")
env.step(action(MOVES[-1]))
show(env, "after W C3 takes D3 (Black to move; D3 the ko retake, A1 a suicide):")
for m in ["pass", "pass"]:
    env.step(action(m))
show(env, "after B pass, W pass:")
