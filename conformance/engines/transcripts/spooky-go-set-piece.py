# spooky-go's Python API has no set-up position: Game.set_piece(col, row, colour) writes a point of
# the board and nothing else (the Rust Game::set_setup_position, which also resets the history and
# the superko memory to the new position, is not bound in Python). So a colouring put on a new
# game with set_piece is not among the positions superko remembers: the harness's gogui-setup
# places stones so. repetition.triple-ko on 12x4 (the case's set-up colouring, Black to move):
# six captures bring back the set-up colouring with Black to move again; spooky-go plays the sixth.
# The seventh, B C3 again, brings back the position after turn 1, which was made by a move: refused.
import importlib.metadata

import spooky_go as sg

print("spooky-go", importlib.metadata.version("spooky_go"))
COLS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def pt(v):  # "C3" -> (column from the left, row from the bottom)
    return COLS.index(v[0].upper()), int(v[1:]) - 1


g = sg.Game.with_options(12, 4, 0.0, 0, 65535, True)
for v in "B2 G2 K2 A3 F3 H3 J3 B4 G4 K4".split():
    g.set_piece(*pt(v), sg.BLACK)
for v in "C2 F2 L2 B3 D3 E3 K3 M3 C4 F4 L4".split():
    g.set_piece(*pt(v), sg.WHITE)
print(g)
start = [g.get_piece(c, r) for r in range(4) for c in range(12)]
for turn, v in enumerate("C3 G3 L3 B3 F3 K3 C3".split(), 1):
    mover = "B" if g.turn() == sg.BLACK else "W"
    played = g.make_move(sg.Move.place(*pt(v)))
    again = played and [g.get_piece(c, r) for r in range(4) for c in range(12)] == start and g.turn() == sg.BLACK
    print(f"  {turn} {mover} {v}: make_move {played}" + ("; the set-up colouring again, Black to move" if again else ""))
# A string without a liberty is written too: set_piece checks nothing.
h = sg.Game.with_options(4, 4, 0.0, 0, 65535, True)
h.set_piece(0, 0, sg.BLACK)
h.set_piece(1, 0, sg.WHITE)
h.set_piece(0, 1, sg.WHITE)
print("set_piece B A1 inside W B1 A2 (no liberty): A1 is", h.get_piece(0, 0), "; move_count", h.move_count())
