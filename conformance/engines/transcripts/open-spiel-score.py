# OpenSpiel's Go counts area as Tromp-Taylor does (stones, plus empty regions reaching one colour
# only, every stone counted as it stands), less komi. returns() gives only the sign (1, -1 or 0, a
# draw), so the margin is found by moving the komi: the result turns where komi equals the margin.
# (1) 5x5, Black on column B and at C3, White on column D, then two passes. Area: Black 5 + 1 stones
#     and column A (5) = 11, White 5 stones and column E (5) = 10 (C1-C2 and C4-C5 reach both:
#     no one's). Margin B+1: komi 0.5 Black wins, 1 a draw, 1.5 White wins. (Territory alone
#     would be 5 to 5, margin 0.)
# (2) The same with a White stone at A1 inside Black's area, never captured: it counts for White as
#     it stands, and A2-A5 now reach both colours. Black 6, White 11: margin W+5.
import importlib.metadata
import pyspiel

print("open_spiel", importlib.metadata.version("open_spiel"))

BLACK = ["b1", "b2", "b3", "b4", "b5", "c3"]
WHITE = ["d1", "d2", "d3", "d4", "d5"]


def game(komi, white):
    state = pyspiel.load_game("go", {"board_size": 5, "komi": komi}).new_initial_state()
    moves = []
    for i in range(max(len(BLACK), len(white))):
        moves.append("B " + BLACK[i] if i < len(BLACK) else "B PASS")
        moves.append("W " + white[i] if i < len(white) else "W PASS")
    for m in moves + ["B PASS", "W PASS"]:
        if state.is_terminal():
            break
        state.apply_action(state.string_to_action(m))
    return state


for label, white, komis in [("(1)", WHITE, [0.5, 1.0, 1.5]), ("(2)", WHITE + ["a1"], [-5.5, -5.0, -4.5, 0.5])]:
    print(label)
    for k in komis:
        s = game(k, white)
        if k == komis[0]:
            print(s.observation_string(0))
        print(f"  komi {k}: is_terminal {s.is_terminal()}, returns {s.returns()}")
