# spooky-go's Go: the point of a simple ko just taken is refused (ko_point), and so is a suicide of
# one stone or of several; the ko point is free again after another turn. Legality is spooky-go's
# own: is_legal_move(move) and make_move(move), which returns False and plays nothing for a move
# it refuses. Rows count from the bottom (row 0 is GTP's row 1), as spooky-go's GTP code has them.
# (1) The ko of TT-V1 on 4x4; (2) suicide.three-stones on 5x5 (C1 would kill A1-B1-C1);
# (3) a one-stone suicide at A1; (4) suicide.two-strings-join (B1 joins A1 and C1, no liberty).
# Passes are allowed from the first turn here (min_moves_before_pass_possible 0; see
# spooky-go-pass-and-end.py for the default), and superko is on (the default).
import importlib.metadata

import spooky_go as sg

print("spooky-go", importlib.metadata.version("spooky_go"))
COLS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def mv(v):  # "C3" -> spooky-go's Move: column from the left, row from the bottom
    return sg.Move.pass_move() if v == "pass" else sg.Move.place(COLS.index(v[0].upper()), int(v[1:]) - 1)


def game(n, moves, **kw):
    g = sg.Game.with_options(n, n, 0.5, 0, 65535, kw.get("superko", True))
    for m in moves:
        assert g.make_move(mv(m)), m
    return g


def show(g, label):
    n = g.width()
    print(label)
    for row in range(n - 1, -1, -1):
        print(f"  {row + 1} " + "".join({1: "X", -1: "O", None: "."}[g.get_piece(c, row)] for c in range(n)))
    print("    " + COLS[:n])
    mover = "Black" if g.turn() == sg.BLACK else "White"
    refused = [COLS[c] + str(r + 1) for r in range(n) for c in range(n)
               if g.get_piece(c, r) is None and not g.is_legal_move(sg.Move.place(c, r))]
    print(f"  {mover} to move; ko_point {g.ko_point()}; empty points refused by is_legal_move:", refused or "none")


# (1) The ko of TT-V1 on 4x4: B C2 takes W B2; White may not take back at B2 at once, and may after
#     a pass and a Black stone elsewhere.
g = game(4, ["B3", "C3", "A2", "D2", "B1", "C1", "pass", "B2"])
show(g, "(1) 4x4: B B3, W C3, B A2, W D2, B B1, W C1, B pass, W B2")
print("  B C2 (takes B2):", g.make_move(mv("C2")))
show(g, "    after B C2")
print("  W B2 (the retake at once): is_legal_move", g.is_legal_move(mv("B2")), "make_move", g.make_move(mv("B2")))
print("  W pass:", g.make_move(mv("pass")), "; B D4:", g.make_move(mv("D4")))
print("  W B2 now: make_move", g.make_move(mv("B2")), "; B2 is White's:", g.get_piece(1, 1) == sg.WHITE)
print()

# (2) suicide.three-stones: B A1 B1, W A2 B2 C2 D1: C1 would leave A1-B1-C1 without a liberty.
g = game(5, ["A1", "A2", "B1", "B2", "E5", "C2", "E4", "D1"])
show(g, "(2) 5x5: B A1, W A2, B B1, W B2, B E5, W C2, B E4, W D1")
print("  B C1:", g.make_move(mv("C1")))
print()

# (3) one stone: W A2 B1, Black to move: A1 is refused.
g = game(5, ["E5", "A2", "E4", "B1"])
show(g, "(3) 5x5: B E5, W A2, B E4, W B1")
print("  B A1:", g.make_move(mv("A1")))


# (4) suicide.two-strings-join: B A1 C1, W A2 B2 C2 D1: B1 joins the two and leaves them no liberty.
print()
g = game(5, ["A1", "A2", "C1", "B2", "E5", "C2", "E4", "D1"])
show(g, "(4) 5x5: B A1, W A2, B C1, W B2, B E5, W C2, B E4, W D1")
print("  B B1:", g.make_move(mv("B1")))
