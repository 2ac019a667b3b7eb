# spooky-go's Go: score() is area counting, komi to White: each colour's stones plus the empty
# regions that reach only that colour (game.rs's Game::score; a region reaching both counts for
# neither), every stone counted as it stands. An equal count is outcome Draw. On 5x5, Black's wall
# on column C and a White stone at A1: Black 5 + 10 = 15, White 1 (A1-B5's empty region reaches
# both); komi 13.5, 14 and 14.5, the game ended by two passes. Then the sizes Game(w, h) takes.
import importlib.metadata

import spooky_go as sg

print("spooky-go", importlib.metadata.version("spooky_go"))
COLS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def mv(v):
    return sg.Move.pass_move() if v == "pass" else sg.Move.place(COLS.index(v[0].upper()), int(v[1:]) - 1)


for komi in (13.5, 14.0, 14.5):
    g = sg.Game.with_options(5, 5, komi, 0, 65535, True)
    for m in ["C1", "A1", "C2", "pass", "C3", "pass", "C4", "pass", "C5", "pass", "pass"]:
        assert g.make_move(mv(m)), m
    o = g.outcome()
    print(f"wall on C, W A1, komi {komi}: is_over {g.is_over()}, score {g.score()}, outcome {o},"
          f" is_draw {o.is_draw()}, winner {o.winner()}, reward_absolute {g.reward_absolute()}")
g = sg.Game.with_options(5, 5, 0.0, 0, 65535, True)
g.make_move(mv("pass"))
g.make_move(mv("pass"))
print(f"empty board, komi 0, B pass, W pass: score {g.score()}, outcome {g.outcome()}")
print()
for w, h in [(1, 1), (2, 2), (3, 3), (4, 4), (3, 9), (4, 7), (19, 4), (19, 19), (25, 25), (32, 32), (33, 33), (4, 33)]:
    try:
        g = sg.Game(w, h)
        print(f"Game({w}, {h}): width {g.width()}, height {g.height()}, board_shape {g.board_shape()}")
    except Exception as e:
        print(f"Game({w}, {h}): {type(e).__name__}: {e}")
