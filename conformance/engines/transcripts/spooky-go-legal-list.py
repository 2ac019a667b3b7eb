# spooky-go's Go: game.legal_moves() is the list gogui-rules_legal_moves answers. On 5x5 with the
# library's defaults (spooky_go.Game(5, 5): superko on, no pass before 12 moves), after B B3, W D4,
# B C4, W E3, B C2, W D2, B E5, W A2, B E1, W B1, B D3, W C3 (takes D3), Black to move: D3 is the
# retake of a ko just taken and A1 a suicide (between White A2 and B1); neither is listed. Each list
# is also held against is_legal_move for every point and the pass (a query: it plays nothing), and
# against make_move on a clone(). Then after B pass, W pass.
# spooky-go's rows count from the bottom (row 0 is GTP's row 1).
import importlib.metadata

import spooky_go as sg

print("spooky-go", importlib.metadata.version("spooky_go"))
COLS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
N = 5
MOVES = ["b3", "d4", "c4", "e3", "c2", "d2", "e5", "a2", "e1", "b1", "d3", "c3"]


def mv(v):
    return sg.Move.pass_move() if v == "pass" else sg.Move.place(COLS.index(v[0].upper()), int(v[1:]) - 1)


def name(m):
    return "pass" if m.is_pass() else COLS[m.col()] + str(m.row() + 1)


def show(g, label):
    print(label)
    for row in range(N - 1, -1, -1):
        print(f"  {row + 1} " + "".join({1: "X", -1: "O", None: "."}[g.get_piece(c, row)] for c in range(N)))
    print("    " + COLS[:N])
    print("  turn", "black" if g.turn() == sg.BLACK else "white", "move_count", g.move_count(),
          "is_over", g.is_over(), "ko_point", g.ko_point())
    listed = g.legal_moves()
    print("  legal_moves():", " ".join(name(m) for m in listed) or "(empty)")
    every = [sg.Move.place(c, r) for r in range(N) for c in range(N)] + [sg.Move.pass_move()]
    by_query = [m for m in every if g.is_legal_move(m)]
    by_make = []
    for m in every:
        c = g.clone()
        if c.make_move(m):
            by_make.append(m)
    same = lambda a, b: sorted(map(name, a)) == sorted(map(name, b))
    print("  same as is_legal_move over every point and the pass:", same(listed, by_query),
          "" if same(listed, by_query) else "(is_legal_move: " + " ".join(map(name, by_query)) + ")")
    print("  same as make_move on a clone():", same(listed, by_make),
          "" if same(listed, by_make) else "(make_move: " + " ".join(map(name, by_make)) + ")")


g = sg.Game(N, N)
print("defaults: min_moves_before_pass_possible", g.min_moves_before_pass_possible(), "max_moves",
      g.max_moves(), "superko", g.superko())
show(g, "the empty board (Black to move):")
for m in MOVES[:-1]:
    assert g.make_move(mv(m)), m
show(g, "after B D3 (White to move; W C3 would take D3):")
assert g.make_move(mv(MOVES[-1]))
show(g, "after W C3 takes D3 (Black to move; D3 the ko retake, A1 a suicide):")
for m in ["pass", "pass"]:
    print(f"  make_move({m}):", g.make_move(mv(m)))
show(g, "after B pass, W pass:")
