# spooky-go's Go: superko (on by default, Game(w, h).superko() is True) refuses a move whose
# position, with the player to move after it, has stood before: situational superko (game.rs's
# position hash is the board and the player to move). A colouring brought back with the other
# player to move is allowed. But is_illegal_placement asks the superko question only when the move
# captures ("Check superko only if captures occur"), so a repetition made by a move that takes
# nothing, which a pass between makes possible, is played. With superko false only the simple ko
# point is refused. Everything here is played from the empty board by make_move (no set_piece).
# full-board.send-two-return-one's turns on 19x19 (B A2, W B2, B B1, W C2, B Q16, W D1), then
# B C1, W A1 (takes B1 C1, two stones), B B1 (takes A1): the colouring after turn 6, White to move.
# Then W pass (the colouring after turn 6, Black to move: as after turn 6), B C1 (as after turn 7,
# White to move: it takes nothing), W A1 (as after turn 8, Black to move: it takes B1 C1).
import importlib.metadata

import spooky_go as sg

print("spooky-go", importlib.metadata.version("spooky_go"))
COLS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def mv(v):  # "C3" -> spooky-go's Move: column from the left, row from the bottom
    return sg.Move.pass_move() if v == "pass" else sg.Move.place(COLS.index(v[0].upper()), int(v[1:]) - 1)


def colouring(g):
    return tuple(g.get_piece(c, r) for r in range(g.height()) for c in range(g.width()))


for superko in (True, False):
    g = sg.Game.with_options(19, 19, 0.5, 0, 65535, superko)
    print(f"superko={superko} (game.superko() {g.superko()})")
    seen = []  # (turn, colouring, player to move) after each turn, to say which one a turn repeats
    for turn, m in enumerate(["A2", "B2", "B1", "C2", "Q16", "D1", "C1", "A1", "B1", "pass", "C1", "A1"], 1):
        mover = "B" if g.turn() == sg.BLACK else "W"
        legal = g.is_legal_move(mv(m))
        played = g.make_move(mv(m))
        note = ""
        if played:
            now = (colouring(g), g.turn())
            same = [t for t, c, p in seen if c == now[0]]
            both = [t for t, c, p in seen if (c, p) == now]
            if same:
                note = f"; colouring as after turn {same}" + (f", same player to move as after turn {both}" if both
                                                                else ", the other player to move")
            seen.append((turn, *now))
        print(f"  {turn:2} {mover} {m:4} is_legal_move {legal!s:5} make_move {played!s:5} ko_point {g.ko_point()}{note}")
        if not played:
            break
    print(f"  is_over {g.is_over()}, move_count {g.move_count()}")
