# OpenSpiel's Go has a handicap parameter (2 to 9; 0 and 1 change nothing). It puts the stones on
# fixed 19x19 points (D4, Q16, D16, Q4, D10, Q10, K4, K16, K10; K10 last for an odd number from 5)
# before the first turn, gives White the first turn, and takes the number of stones off Black's
# count (go_board.cc TrompTaylorScore: score -= handicap): White gets a point a stone beside komi,
# as the Chinese rules do (the suite's bonus=n, TT-V2). Black does not place them as turns.
# (1) 19x19, handicap 2: the stones, White to move. (2) handicap 2, then two passes: Black's area is
#     the whole board, 361, so with komi 359 the count is 361 - 359 - 2 = 0: a draw; komi 358.5 Black
#     wins, 359.5 White wins. (3) On boards under 19x19 some fixed points are off the board.
import importlib.metadata
import pyspiel

print("open_spiel", importlib.metadata.version("open_spiel"))
s = pyspiel.load_game("go", {"board_size": 19, "komi": 0.5, "handicap": 2}).new_initial_state()
print("(1) 19x19, handicap 2: current_player", s.current_player(), "(1 = White), history", s.history())
print("\n".join(l for l in s.observation_string(0).splitlines() if "X" in l or l.startswith("GoState")))
print("(2) handicap 2, W pass, B pass")
for komi in (358.5, 359.0, 359.5):
    s = pyspiel.load_game("go", {"board_size": 19, "komi": komi, "handicap": 2}).new_initial_state()
    s.apply_action(s.string_to_action("W PASS"))
    s.apply_action(s.string_to_action("B PASS"))
    print(f"  komi {komi}: is_terminal {s.is_terminal()}, returns {s.returns()}")
print("(3) handicap 2 on smaller boards")
for n in (9, 13, 15):
    try:
        s = pyspiel.load_game("go", {"board_size": n, "handicap": 2}).new_initial_state()
        print(f"  {n}x{n}: current_player {s.current_player()}")
        print("\n".join("    " + l for l in s.observation_string(0).splitlines()[2:]))
    except Exception as e:
        print(f"  {n}x{n}: raises {type(e).__name__}: {e}")
