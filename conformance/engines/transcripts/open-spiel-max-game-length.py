# OpenSpiel's Go bounds a game: max_game_length, by default twice the points of the board
# (go.h: DefaultMaxGameLength = board_size * board_size * 2), passes counted. The turn that reaches
# it is played, then the game is terminal and scored as usual (Tromp-Taylor with komi), not drawn.
# (1) The defaults. (2) 3x3, max_game_length 3: B A1, W pass, B B2: terminal after the third turn,
#     Black wins (9 points to 0, komi 0.5), no action is legal. (3) 3x3 with the default (18):
#     Black fills eight points while White passes, White's C3 takes all eight, B A1, W pass: the
#     18th turn (a single pass) ends the game, scored as it stands (1 point each, komi 0.5: White
#     wins). With max_game_length 100 the same eighteen turns leave the game going on.
import importlib.metadata
import pyspiel

print("open_spiel", importlib.metadata.version("open_spiel"))
print("(1) defaults:")
for n in (2, 5, 9, 13, 19):
    g = pyspiel.load_game("go", {"board_size": n})
    print(f"  board_size {n}: max_game_length() {g.max_game_length()}")
print(" ", pyspiel.load_game("go").get_parameters())

print("(2) 3x3, komi 0.5, max_game_length 3")
s = pyspiel.load_game("go", {"board_size": 3, "komi": 0.5, "max_game_length": 3}).new_initial_state()
for m in ["B a1", "W PASS", "B b2"]:
    s.apply_action(s.string_to_action(m))
    print(f"  {m}: is_terminal {s.is_terminal()}, returns {s.returns()}")
print("  legal_actions now:", s.legal_actions())

moves = ["B a1", "W PASS", "B b1", "W PASS", "B c1", "W PASS", "B a2", "W PASS", "B b2", "W PASS",
         "B c2", "W PASS", "B a3", "W PASS", "B b3", "W c3", "B a1", "W PASS"]
for length in (None, 100):
    params = {"board_size": 3, "komi": 0.5}
    if length:
        params["max_game_length"] = length
    print(f"(3) 3x3, komi 0.5, max_game_length {length or 'the default'}")
    s = pyspiel.load_game("go", params).new_initial_state()
    for i, m in enumerate(moves, 1):
        a = s.string_to_action(m)
        assert a in s.legal_actions(), m
        s.apply_action(a)
        assert i == len(moves) or not s.is_terminal()
    print(f"  after {len(moves)} turns ({', '.join(moves[-3:])}): is_terminal {s.is_terminal()}, returns {s.returns()}")
    print(s.observation_string(0))
