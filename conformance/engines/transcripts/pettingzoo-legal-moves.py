# PettingZoo's Go: an action is refused (0 in the action_mask) on an occupied point, on the point
# of a simple ko just taken, and for a suicide of one stone or of several; a move that brings back
# an earlier whole-board colouring is NOT refused, whatever go_base.py's comment says ("Positional
# superko (this is very crudely approximate at the moment.)"), and the game goes on after it.
# (1) The ko of TT-V1 on 4x4; (2) suicide.three-stones on 5x5; (3) a one-stone suicide;
# (4) full-board.send-two-return-one on 19x19: W A1 takes B1-C1, B B1 takes A1 back, and the
#     stones are those after turn 6 again.
import importlib.metadata
import os

os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from pettingzoo.classic import go_v5

print("pettingzoo", importlib.metadata.version("pettingzoo"))
COLS = "ABCDEFGHJKLMNOPQRST"


def action(n, move):  # "c3" -> PettingZoo's action: row from the top * n + column
    return n * n if move == "pass" else (n - int(move[1:])) * n + COLS.index(move[0].upper())


def name(n, a):
    return "pass" if a == n * n else COLS[a % n] + str(n - a // n)


def play(n, moves):
    env = go_v5.env(board_size=n, komi=0.5)
    env.reset()
    for m in moves:
        mask = env.observe(env.agent_selection)["action_mask"]
        print(f"  {env.agent_selection} {m}: mask {mask[action(n, m)]}", end="")
        assert mask[action(n, m)], m
        env.step(action(n, m))
        print(f"; terminations {env.terminations[env.agent_selection]}")
    return env


def show(env, n):
    obs = env.observe(env.agent_selection)
    planes = obs["observation"]  # planes 0 and 1: the last mover's stones, the other's
    mover = "O" if env.agent_selection == "black_0" else "X"
    other = "X" if mover == "O" else "O"
    for y in range(n):
        print(f"  {n - y:2} " + "".join(mover if planes[y, x, 0] else other if planes[y, x, 1] else "."
                                       for x in range(n)))
    print("     " + COLS[:n])
    refused = [name(n, a) for a in range(n * n)
               if not obs["action_mask"][a] and not planes[a // n, a % n, 0] and not planes[a // n, a % n, 1]]
    print(f"  {env.agent_selection} to move; empty points with mask 0:", refused or "none")


print("(1) 4x4: B B3, W C3, B A2, W D2, B B1, W C1, B pass, W B2, B C2 (takes B2)")
e = play(4, ["b3", "c3", "a2", "d2", "b1", "c1", "pass", "b2", "c2"])
show(e, 4)
print("  then W pass, B D4:")
for m in ["pass", "d4"]:
    e.step(action(4, m))
print("  W B2 mask now:", e.observe("white_0")["action_mask"][action(4, "b2")])
print()
print("(2) 5x5: B A1, W A2, B B1, W B2, B E5, W C2, B E4, W D1; Black to move")
e = play(5, ["a1", "a2", "b1", "b2", "e5", "c2", "e4", "d1"])
show(e, 5)
print()
print("(3) 5x5: B E5, W A2, B E4, W B1; Black to move")
e = play(5, ["e5", "a2", "e4", "b1"])
show(e, 5)
print()
print("(4) 19x19: B A2, W B2, B B1, W C2, B Q16, W D1; then B C1, W A1 (takes B1 C1), B B1 (takes A1)")
e = play(19, ["a2", "b2", "b1", "c2", "q16", "d1"])
after6 = e.observe("black_0")["observation"][:, :, :2].copy()  # Black's stones in plane 1: Black to move
for m in ["c1", "a1", "b1"]:
    mask = e.observe(e.agent_selection)["action_mask"]
    print(f"  {e.agent_selection} {m}: mask {mask[action(19, m)]}")
    e.step(action(19, m))
now = e.observe("white_0")["observation"][:, :, :2]  # Black's stones in plane 0: Black moved last
print("  the stones after turn 9 are those after turn 6:",
      bool((now[:, :, 0] == after6[:, :, 1]).all() and (now[:, :, 1] == after6[:, :, 0]).all()))
print("  terminations", e.terminations, "truncations", e.truncations)
print("  White's mask, legal points:", int(e.observe("white_0")["action_mask"].sum()))
