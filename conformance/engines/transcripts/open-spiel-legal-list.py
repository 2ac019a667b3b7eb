# OpenSpiel's Go: state.legal_actions() is the list gogui-rules_legal_moves answers. On 5x5, after
# B B3, W D4, B C4, W E3, B C2, W D2, B E5, W A2, B E1, W B1, B D3, W C3 (takes D3), Black to move:
# D3 is the retake of a ko just taken and A1 a suicide (between White A2 and B1); neither is listed.
# Then after B pass, W pass (the end). Each list is printed in GTP names, in OpenSpiel's order.
import importlib.metadata

import pyspiel

print("open_spiel", importlib.metadata.version("open_spiel"))
COLS = "ABCDEFGHJKLMNOPQRST"
N = 5
MOVES = ["B b3", "W d4", "B c4", "W e3", "B c2", "W d2", "B e5", "W a2", "B e1", "W b1", "B d3", "W c3"]


def name(a):  # OpenSpiel's action: row * N + column, row 0 at the bottom (GTP's row 1)
    return "pass" if a == N * N else COLS[a % N] + str(a // N + 1)


def show(s, label):
    print(label)
    print(s.observation_string(0))
    print("  current_player", s.current_player(), "is_terminal", s.is_terminal())
    print("  legal_actions:", " ".join(name(a) for a in s.legal_actions()) or "(empty)")


s = pyspiel.load_game("go", {"board_size": N, "komi": 0.5}).new_initial_state()
for m in MOVES[:-1]:
    s.apply_action(s.string_to_action(m))
show(s, "after B D3 (White to move; W C3 would take D3):")
s.apply_action(s.string_to_action(MOVES[-1]))
show(s, "after W C3 takes D3 (Black to move; D3 the ko retake, A1 a suicide):")
for m in ["B PASS", "W PASS"]:
    s.apply_action(s.string_to_action(m))
show(s, "after B pass, W pass:")
