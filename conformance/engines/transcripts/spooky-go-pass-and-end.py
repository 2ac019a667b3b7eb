# spooky-go's Go: when a pass is legal, what ends the game, and its result. Game(w, h) sets
# min_moves_before_pass_possible to half the points (w * h / 2, rounded down) and max_moves to three
# times the points (game.rs's Game::new); with_options takes both. A pass is legal only once that
# many turns have been made, or when no stone can be placed (is_legal_move). Two passes in a row
# end the game (is_over, outcome from score()); so does the max_moves-th turn.
import importlib.metadata

import spooky_go as sg

print("spooky-go", importlib.metadata.version("spooky_go"))
COLS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
PASS = sg.Move.pass_move()


def mv(v):
    return PASS if v == "pass" else sg.Move.place(COLS.index(v[0].upper()), int(v[1:]) - 1)


for w, h in [(9, 9), (19, 19), (5, 4)]:
    g = sg.Game(w, h)
    print(f"Game({w}, {h}): komi {g.komi()}, min_moves_before_pass_possible {g.min_moves_before_pass_possible()},"
          f" max_moves {g.max_moves()}, superko {g.superko()}")
g = sg.Game(5, 5)
print("Game(5, 5), turn 1: pass legal:", g.is_legal_move(PASS))
n = 0
while not g.is_legal_move(PASS):
    assert g.make_move(g.legal_moves()[0])
    n += 1
print(f"  a pass is legal after {n} turns (move_count {g.move_count()})")
print()
print("with_options(5, 5, komi 0.5, min_moves_before_pass_possible 0, max_moves 65535, superko True):")
for moves in (["pass", "pass"], ["pass", "C3", "pass"], ["C3", "pass", "pass"], ["pass", "pass", "C3"]):
    g = sg.Game.with_options(5, 5, 0.5, 0, 65535, True)
    played = [g.make_move(mv(m)) for m in moves]
    print(f"  {' '.join(moves):14} make_move {played}: is_over {g.is_over()}, outcome {g.outcome()},"
          f" score {g.score()}, legal_moves {len(g.legal_moves())}")
print()
print("max_moves 3 (min_moves_before_pass_possible 0):")
g = sg.Game.with_options(5, 5, 0.5, 0, 3, True)
for m in ["C3", "D3", "pass", "B3"]:
    played = g.make_move(mv(m))
    print(f"  {m}: make_move {played}, is_over {g.is_over()}, outcome {g.outcome()}, score {g.score()}")
print("Game(4, 4), the defaults (max_moves 48), always the first of legal_moves (a stone while one is legal):")
g = sg.Game(4, 4)
passes = 0
while not g.is_over():
    m = g.legal_moves()[0]
    passes += m.is_pass()
    assert g.make_move(m)
print(f"  is_over after move_count {g.move_count()} ({passes} passes), outcome {g.outcome()}, score {g.score()}")
