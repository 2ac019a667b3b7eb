# PettingZoo's Go: the end and the score. The game ends (terminations, both agents) on the second
# pass in a row, and only then: a pass, a stone, a pass does not end it. The result is in rewards,
# +1 / -1 only (no margin). The count is Tromp-Taylor area less komi, every stone counted as it
# stands: on 5x5, Black's wall on column C (C1-C5) and White's stone at A1 inside Black's side:
# Black's area is C-E: 15 points; White's: A1 (a stone) and nothing else (A2-B5 touch both
# colours: no one's); so Black 15, White 1, margin 14. With komi 13.5 Black wins, with komi 14.5
# White; with komi 14 the count is a tie, and White is given the win: rewards black -1, white +1
# (go.py's _encode_rewards: [1, -1] if result == 1 else [-1, 1]; no reward of 0 for a tie); so
# too the empty board passed out with komi 0.
import importlib.metadata
import os

os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from pettingzoo.classic import go_v5

print("pettingzoo", importlib.metadata.version("pettingzoo"))
COLS = "ABCDEFGHJKLMNOPQRST"


def action(n, move):  # "c3" -> PettingZoo's action: row from the top * n + column
    return n * n if move == "pass" else (n - int(move[1:])) * n + COLS.index(move[0].upper())



def game(komi, moves):
    env = go_v5.env(board_size=5, komi=komi)
    env.reset()
    for m in moves:
        assert env.observe(env.agent_selection)["action_mask"][action(5, m)], m
        env.step(action(5, m))
        if any(env.terminations.values()):
            break
    return env


wall = ["c1", "a1", "c2", "pass", "c3", "pass", "c4", "pass", "c5"]
print("B pass, W D4, B pass: terminations", game(0.5, ["pass", "d4", "pass"]).terminations)
print("B pass, W pass:       terminations", game(0.5, ["pass", "pass"]).terminations,
      "rewards", game(0.5, ["pass", "pass"]).rewards)
for komi in (13.5, 14.0, 14.5):
    env = game(komi, wall + ["pass", "pass"])
    print(f"wall on C, W A1, komi {komi}: terminations {env.terminations['black_0']}, rewards {env.rewards}")
print("empty board, komi 0, B pass, W pass: rewards", game(0.0, ["pass", "pass"]).rewards)
