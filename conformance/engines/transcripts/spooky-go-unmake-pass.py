# spooky-go's Go: unmake_move takes back a stone without giving back the count of passes before it.
# make_move sets consecutive_passes to 0 on a stone and adds 1 on a pass (two end the game);
# unmake_move of a pass takes 1 off, but unmake_move of a stone leaves it at 0, and the move history
# keeps no earlier count (game.rs, Game::unmake_move). So after a pass, a stone taken back, and a
# pass, the game goes on where the same two passes played straight end it. Passes allowed from the
# first turn (with_options: 5x5, komi 0.5, min_moves_before_pass_possible 0, max_moves 65535, superko).
import importlib.metadata

import spooky_go as sg

print("spooky-go", importlib.metadata.version("spooky_go"))
COLS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
PASS = sg.Move.pass_move()


def mv(v):  # "C3" -> spooky-go's Move: column from the left, row from the bottom
    return PASS if v == "pass" else sg.Move.place(COLS.index(v[0].upper()), int(v[1:]) - 1)


for turns in (["pass", "pass"], ["pass", "A1", "undo", "pass"], ["pass", "pass", "undo", "pass"],
              ["A1", "undo", "pass", "pass"], ["C3", "pass", "D3", "undo", "pass"]):
    g = sg.Game.with_options(5, 5, 0.5, 0, 65535, True)
    said = []
    for t in turns:
        said.append(f"unmake_move {g.unmake_move()}" if t == "undo" else f"{t} {g.make_move(mv(t))}")
    print(f"  {', '.join(said):58} is_over {g.is_over()}, legal_moves {len(g.legal_moves())},"
          f" move_count {g.move_count()}")
