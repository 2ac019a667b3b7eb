#!/usr/bin/env python3
"""Writes the generated groups of the conformance suite: conformance/cases/generated-*.json.

Run from anywhere: python3 conformance/tools/generate.py. Every expectation below is derived by the
reasoning written beside it, from the rules alone (no engine is run here); the build then checks
each case against the reference engine. Hand-written groups live in the other case files.
"""
import json
import os

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"  # GTP: no I
HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "..", "cases")


def name(col, row):
    """GTP name of the point at 0-based column and row from the bottom left."""
    return LETTERS[col] + str(row + 1)


def rows(width, height, black=(), white=()):
    """Rows from the top, given sets of (col, row) points."""
    out = []
    for r in range(height - 1, -1, -1):
        out.append("".join("X" if (c, r) in black else "O" if (c, r) in white else "." for c in range(width)))
    return out


def case(cid, clauses, title, width, height, turns, expect, tags=(), komi=None, notes=None):
    needs = set()
    if width != height:
        needs.add("rectangular")
    for e in expect.values():
        if e.get("boards"):
            needs.add("board")
        if "score" in e or "result" in e:
            needs.add("final_score")
    c = {"id": cid, "clauses": clauses, "title": title, "tags": list(tags), "width": width, "height": height}
    if komi is not None:
        c["komi"] = komi
    c["turns"] = turns
    c["needs"] = sorted(needs)
    if notes:
        c["notes"] = notes
    c["expect"] = expect
    return c


def result(black, white, komi):
    m = black - (white + komi)
    if m == 0:
        return "0"
    a = abs(m)
    s = str(int(a)) if a == int(a) else str(a)
    return ("B+" if m > 0 else "W+") + s


def edges():
    """Black takes every corner (White passing), then points one past the right and top edges are refused.

    Reasoning: the corners are distinct empty points and, on a grid at least 3 long in any
    direction of length > 1, no two corners are neighbours, so every black stone keeps an empty
    neighbour (TT-7: no clearing empties anything). A column letter past the width or a row past
    the height names no point of the grid (TT-1). With no white stone, every empty point reaches
    only black (TT-9): Black's score is the whole area, White's 0.
    """
    sizes = [(3, 3), (4, 4), (5, 5), (6, 6), (7, 7), (8, 8), (9, 9), (10, 10), (11, 11), (12, 12), (13, 13),
             (15, 15), (17, 17), (19, 19), (21, 21), (23, 23), (25, 25), (1, 3), (1, 7), (1, 25), (3, 1),
             (25, 1), (9, 7), (7, 9), (13, 19), (19, 13), (25, 3), (3, 25), (24, 5), (5, 24)]
    out = []
    for w, h in sizes:
        corners = []
        for p in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)]:
            if p not in corners:
                corners.append(p)
        turns = []
        for p in corners:
            turns += ["B " + name(*p), "W pass"]
        refused = []
        if w < 25:
            turns.append("B " + LETTERS[w] + "1")
            refused.append({"turn": len(turns), "clause": "TT-1"})
        if h < 25:
            turns.append("B A" + str(h + 1))
            refused.append({"turn": len(turns), "clause": "TT-1"})
        e = {"boards": [{"after": len(turns), "rows": rows(w, h, black=set(corners))}],
             "score": {"black": w * h, "white": 0}, "result": result(w * h, 0, 0), "ended": False}
        if refused:
            e["refused"] = refused
        out.append(case("edges.corners-%dx%d" % (w, h), ["TT-1", "TT-7", "TT-9", "TT-R10", "TT-R9"],
                        "On %dx%d Black takes every corner; points just past the edges are off the grid" % (w, h),
                        w, h, turns, {"tromp-taylor": e}, tags=["coordinates", "edge", "score"]))
    return out


def komi_and_ties():
    """A 3x3 grid with one black stone in the centre and two passes: Black 9, White 0 (TT-9);
    the result is 9 less the komi (TT-10, TT-C10), a tie exactly when the komi is 9."""
    out = []
    for k in [0, 0.5, 8.5, 9, 9.5, 20, -1, -0.5]:
        label = ("minus-" if k < 0 else "") + str(abs(k)).replace(".", "-")
        turns = ["B B2", "W pass", "B pass"]
        out.append(case("komi.centre-stone-komi-" + label, ["TT-9", "TT-10", "TT-C10", "TT-8", "TT-C9", "TT-R9"],
                        "One black stone on 3x3, komi %s: Black 9, White 0 + komi" % k, 3, 3, turns,
                        {"tromp-taylor": {"score": {"black": 9, "white": 0}, "result": result(9, 0, k), "ended": True}},
                        tags=["komi", "score"] + (["tie"] if result(9, 0, k) == "0" else []), komi=k))
    # 1xN with a black stone at one end and a white one at the other: the points between reach both
    # colours, so they score for nobody (TT-9): 1 each; komi decides.
    for n in [3, 4, 5, 25]:
        for k in [0, 0.5, -0.5]:
            turns = ["B A1", "W A%d" % n, "B pass", "W pass"]
            label = ("minus-" if k < 0 else "") + str(abs(k)).replace(".", "-")
            out.append(case("komi.ends-1x%d-komi-%s" % (n, label), ["TT-9", "TT-10", "TT-C10", "TT-C9", "TT-R9"],
                            "1x%d, a stone of each colour at the ends: 1 point each, komi %s" % (n, k), 1, n, turns,
                            {"tromp-taylor": {"score": {"black": 1, "white": 1}, "result": result(1, 1, k), "ended": True}},
                            tags=["komi", "score", "neutral"] + (["tie"] if result(1, 1, k) == "0" else []), komi=k))
    return out


def fill(w, h):
    """Black colours every point but the last, row by row from A1, while White passes; then the last point.

    Reasoning: each black move adds a stone, so every colouring differs from all before (more black
    stones) and none repeats (TT-6). Filling row by row keeps every black stone in one string
    whose liberties are the empty points next to it; it has one as long as a point is empty, so no
    clearing empties anything (TT-4). The last point leaves the black string with no liberty:
    the move colours it, the opponent clearing empties nothing, the own clearing empties every
    point (TT-7, suicide, TT-C7) and gives the empty grid, the starting colouring: refused by TT-6
    (it repeats turn 0, which only the full history remembers, TT-R2). Under situational superko
    (TT-C6) the empty grid stood with Black to move, now White would be: accepted. Where suicide
    is forbidden it is refused by TT-C7. After the refusal White's pass is not White's turn (TT-5)
    and Black's pass is the second consecutive pass: the game ends (TT-8) with Black owning every
    point (area w*h).
    """
    pts = [(c, r) for r in range(h) for c in range(w)]
    turns = []
    for p in pts[:-1]:
        turns += ["B " + name(*p), "W pass"]
    n = len(turns)
    turns += ["B " + name(*pts[-1]), "W pass", "B pass"]
    full = rows(w, h, black=set(pts[:-1]))
    psk = {"refused": [{"turn": n + 1, "clause": "TT-6", "repeats": 0}, {"turn": n + 2, "clause": "TT-5"}],
           "boards": [{"after": n, "rows": full}],
           "score": {"black": w * h, "white": 0}, "result": result(w * h, 0, 0), "ended": True}
    ssk = {"boards": [{"after": n + 1, "rows": rows(w, h)}],
           "score": {"black": 0, "white": 0}, "result": "0", "ended": True}
    nosuicide = {"refused": [{"turn": n + 1, "clause": "TT-C7"}, {"turn": n + 2, "clause": "TT-5"}],
                 "score": {"black": w * h, "white": 0}, "result": result(w * h, 0, 0), "ended": True}
    tags = ["repetition", "suicide", "history"] + (["long", "slow"] if len(turns) > 1000 else [])
    return case("long.fill-%dx%d" % (w, h), ["TT-6", "TT-C6", "TT-C7", "TT-R1", "TT-R2", "TT-R4", "TT-5", "TT-8"],
                "On %dx%d Black fills all but one point (%d turns); filling the last is a suicide back to the empty start"
                % (w, h, len(turns)), w, h, turns,
                {"tromp-taylor": psk, "tromp-taylor+ko=situational": ssk, "tromp-taylor+ko=none": dict(ssk),
                 "tromp-taylor+suicide=forbidden": nosuicide}, tags=tags)


def phases(w, h, a):
    """A game of more than 1,000 turns on a small grid, every colouring new, ending by two passes.

    White first builds a wall on column a (Black passing). Left of it lies the room R (columns
    0..a-1), right of it the yard M. Black fills R in a snake order (each new stone next to the
    last, so Black's one string always has the next point as a liberty) while White passes. When
    one point of R is left, White plays in M instead; Black plays the last point of R: his string
    has no liberty and White's string (wall and yard stones, filled in a snake from the wall)
    still has empty yard points, so the opponent clearing empties nothing and the own clearing
    empties all of R (TT-4, TT-7: suicide, allowed here, TT-C7). White plays in M once more, and
    the next phase begins.
    Why no colouring repeats (TT-6): every colouring of the game is fixed by the number of white
    stones and of black stones (both fill in fixed orders). White's count never falls, and Black's
    count takes the values 0..|R|-1 only with an even yard count 2k, and with an odd count 2k+1
    only |R|-1 (after White's first yard move) and then 0 (after the suicide): the pairs are all
    different. The game never has two passes in a row until the end, when Black and White pass:
    it ends (TT-8). Then R and the yard's empty points reach only white: White owns all w*h
    points (TT-9), and a move after the end is refused (TT-R8).
    """
    room = []
    for c in range(a):
        col = [(c, r) for r in range(h)]
        room += col if c % 2 == 0 else col[::-1]
    yard = []
    for c in range(a + 1, w):
        col = [(c, r) for r in range(h)]
        yard += col if (c - a - 1) % 2 == 0 else col[::-1]
    turns = []
    for r in range(h):
        turns += ["B pass", "W " + name(a, r)]
    used = 0
    while used + 2 < len(yard):
        for i, p in enumerate(room[:-1]):
            turns.append("B " + name(*p))
            turns.append("W pass" if i < len(room) - 2 else "W " + name(*yard[used]))
        turns.append("B " + name(*room[-1]))
        turns.append("W " + name(*yard[used + 1]))
        used += 2
    turns += ["B pass", "W pass", "B " + name(*room[0])]
    white = {(a, r) for r in range(h)} | set(yard[:used])
    e = {"refused": [{"turn": len(turns), "clause": "TT-R8"}],
         "boards": [{"after": len(turns), "rows": rows(w, h, white=white)}],
         "score": {"black": 0, "white": w * h}, "result": result(0, w * h, 0), "ended": True}
    return case("long.rooms-%dx%d" % (w, h), ["TT-6", "TT-4", "TT-7", "TT-8", "TT-R2", "TT-R4", "TT-R8", "TT-C4"],
                "%d turns on %dx%d: Black fills a walled room and kills it by suicide again and again; no colouring repeats"
                % (len(turns), w, h), w, h, turns, {"tromp-taylor": e}, tags=["long", "suicide", "history"],
                notes="Built by conformance/tools/generate.py phases(); see its comment for why every turn is accepted.")


def neighbours(p, w, h):
    c, r = p
    return [(x, y) for (x, y) in [(c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)] if 0 <= x < w and 0 <= y < h]


def setup_case(c, start_rows):
    c["start"] = start_rows
    c["needs"] = sorted(set(c["needs"]) | {"setup"})
    # keep the key order readable: start before turns
    return {k: c[k] for k in ["id", "clauses", "title", "tags", "width", "height", "komi", "start", "turns", "needs", "notes", "expect"] if k in c}


def occupied():
    """Black colours the centre; White's move there is refused (TT-7: a move colours an empty point);
    White's next move, next to it, is accepted; Black's try on White's stone is refused too."""
    out = []
    for (w, h) in [(2, 2), (3, 3), (5, 5), (9, 9), (13, 13), (19, 19), (25, 25), (1, 4), (4, 1), (9, 5)]:
        centre = ((w - 1) // 2, (h - 1) // 2)
        other = neighbours(centre, w, h)[-1]
        turns = ["B " + name(*centre), "W " + name(*centre), "W " + name(*other), "B " + name(*other)]
        e = {"refused": [{"turn": 2, "clause": "TT-7"}, {"turn": 4, "clause": "TT-7"}],
             "boards": [{"after": 4, "rows": rows(w, h, black={centre}, white={other})}]}
        # on 1x2-like strips a lone pair of stones may take each other: keep only grids where both keep a liberty
        out.append(case("occupied.centre-%dx%d" % (w, h), ["TT-7", "TT-R10"],
                        "On %dx%d a move on a coloured point is refused, whoever's stone it is" % (w, h),
                        w, h, turns, {"tromp-taylor": e}, tags=["occupied"]))
    return out


def single_suicide():
    """A lone black move on a point whose neighbours are all white, where no white string is taken.

    Its own clearing empties the point again (TT-4, TT-7): the colouring is the one before the
    move, the start, so positional superko refuses it (TT-6, repeats 0). Under situational superko
    (TT-C6) the start stood with Black to move and the move would leave White to move: accepted,
    the board unchanged. Without a repetition rule: accepted. Where suicide is forbidden: TT-C7.
    The white stones all keep an empty neighbour elsewhere, so nothing of White's is taken.
    """
    out = []
    for (w, h) in [(5, 5), (9, 9), (19, 19), (7, 3)]:
        spots = {"corner-a1": (0, 0), "corner-top-right": (w - 1, h - 1), "edge-bottom": (w // 2, 0),
                 "edge-left": (0, h // 2), "centre": (w // 2, h // 2)}
        for label, p in spots.items():
            white = set(neighbours(p, w, h))
            start = rows(w, h, white=white)
            turns = ["B " + name(*p), "B pass", "W pass"]
            e_psk = {"refused": [{"turn": 1, "clause": "TT-6", "repeats": 0}],
                     "boards": [{"after": 1, "rows": start}], "ended": True}
            e_ssk = {"boards": [{"after": 1, "rows": start}], "refused": [{"turn": 2, "clause": "TT-5"}], "ended": False}
            e_none = {"boards": [{"after": 1, "rows": start}], "refused": [{"turn": 2, "clause": "TT-5"}], "ended": False}
            e_forb = {"refused": [{"turn": 1, "clause": "TT-C7"}], "ended": True}
            c = case("suicide.one-stone-%s-%dx%d" % (label, w, h), ["TT-4", "TT-7", "TT-6", "TT-C6", "TT-C7", "TT-R4", "TT-R7"],
                     "On %dx%d a lone black stone at %s with only white neighbours empties itself: the colouring repeats"
                     % (w, h, name(*p)), w, h, turns,
                     {"tromp-taylor": e_psk, "tromp-taylor+ko=situational": e_ssk, "tromp-taylor+ko=none": e_none,
                      "tromp-taylor+suicide=forbidden": e_forb}, tags=["suicide", "repetition"])
            out.append(setup_case(c, start))
    return out


def corner_captures():
    """White colours a corner; Black colours both its neighbours: the white stone reaches no empty
    point and the opponent clearing empties it (TT-4, TT-7). No white stone is left, so every
    empty point reaches only black (TT-9): Black scores the whole area."""
    out = []
    for (w, h) in [(2, 3), (5, 5), (9, 9), (13, 13), (19, 19), (25, 25)]:
        for label, p in [("a1", (0, 0)), ("bottom-right", (w - 1, 0)), ("top-left", (0, h - 1)), ("top-right", (w - 1, h - 1))]:
            n1, n2 = neighbours(p, w, h)[:2]
            turns = ["B " + name(*n1), "W " + name(*p), "B " + name(*n2)]
            e = {"boards": [{"after": 3, "rows": rows(w, h, black={n1, n2})}],
                 "score": {"black": w * h, "white": 0}, "result": result(w * h, 0, 0), "ended": False}
            out.append(case("capture.corner-%s-%dx%d" % (label, w, h), ["TT-2", "TT-3", "TT-4", "TT-7", "TT-9", "TT-C4"],
                            "On %dx%d a white stone at %s is taken by two black neighbours" % (w, h, name(*p)),
                            w, h, turns, {"tromp-taylor": e}, tags=["capture", "corner", "edge"]))
    return out


def chains(width):
    """A long chain's liberty is found through all its stones (TT-3): on a width x 3 grid Black
    colours row 1 but its last point, White row 2 above; White then colours the last point of row
    1: the black chain of width-1 stones reaches no empty point and is emptied (TT-4). White's row
    reaches row 3, so White is not. Then every empty point reaches only white: White scores 3*width."""
    w, h = width, 3
    turns = []
    for i in range(w - 1):
        turns += ["B " + name(i, 0), "W " + name(i, 1)]
    turns += ["B pass", "W " + name(w - 1, 1), "B pass", "W " + name(w - 1, 0)]
    e = {"boards": [{"after": len(turns) - 1, "rows": rows(w, h, black={(i, 0) for i in range(w - 1)}, white={(i, 1) for i in range(w)})},
                    {"after": len(turns), "rows": rows(w, h, white={(i, 1) for i in range(w)} | {(w - 1, 0)})}],
         "score": {"black": 0, "white": 3 * w}, "result": result(0, 3 * w, 0), "ended": False}
    return case("capture.chain-of-%d-on-%dx3" % (w - 1, w), ["TT-3", "TT-4", "TT-7", "TT-9", "TT-C4"],
                "A black chain of %d stones along the edge loses its last liberty at the far end" % (w - 1),
                w, h, turns, {"tromp-taylor": e}, tags=["capture", "chain", "liberties"])


def turn_order():
    """TT-5: Black moves first and the players alternate. White's first turn on an empty grid, and a
    second Black turn in a row, are refused; the right player's turn that follows is accepted.
    After a refused turn the same player is still to move (conformance/README.md)."""
    out = []
    for (w, h) in [(3, 3), (5, 5), (9, 9), (19, 19), (4, 7)]:
        a, b = name(0, 0), name(w - 1, h - 1)
        c3 = name(0, h - 1)
        turns = ["W " + a, "B " + a, "B " + b, "W " + b, "W " + c3, "B pass", "B " + c3]
        e = {"refused": [{"turn": 1, "clause": "TT-5"}, {"turn": 3, "clause": "TT-5"}, {"turn": 5, "clause": "TT-5"},
                         {"turn": 7, "clause": "TT-5"}],
             "boards": [{"after": 7, "rows": rows(w, h, black={(0, 0)}, white={(w - 1, h - 1)})}], "ended": False}
        out.append(case("turn-order.alternate-%dx%d" % (w, h), ["TT-5", "TT-R11"],
                        "On %dx%d White may not start, and no player moves or passes twice in a row" % (w, h),
                        w, h, turns, {"tromp-taylor": e}, tags=["turn-order"]))
    return out


def walls():
    """A black column at c1 and a white column at c2 (c1 < c2, not both at the edge and next to each
    other, so both keep liberties: TT-R7) on an otherwise empty grid, two passes.
    TT-9: the columns left of c1 reach only black, those right of c2 only white, those between
    both (neutral): Black scores h*(c1+1), White h*(w-c2); the result compares them with komi."""
    out = []
    for (w, h, c1, c2, k) in [(3, 3, 0, 2, 0), (5, 3, 1, 3, 0.5), (7, 3, 2, 3, 0.5), (7, 7, 1, 4, 0), (9, 9, 3, 5, 6.5),
                              (9, 9, 4, 5, 7), (13, 13, 6, 7, 6.5), (19, 19, 9, 10, 7.5), (19, 19, 8, 10, 0), (25, 25, 12, 13, 0.5),
                              (25, 2, 0, 24, 0), (3, 25, 0, 2, -12.5)]:
        black = {(c1, r) for r in range(h)}
        white = {(c2, r) for r in range(h)}
        bs, ws = h * (c1 + 1), h * (w - c2)
        c = case("score.walls-%dx%d-at-%d-and-%d" % (w, h, c1, c2), ["TT-9", "TT-10", "TT-C10", "TT-8", "TT-C9", "TT-R7"],
                 "Walls on columns %s and %s of %dx%d, komi %s: Black %d, White %d" % (LETTERS[c1], LETTERS[c2], w, h, k, bs, ws),
                 w, h, ["B pass", "W pass"],
                 {"tromp-taylor": {"score": {"black": bs, "white": ws}, "result": result(bs, ws, k), "ended": True}},
                 tags=["score", "neutral"] + (["tie"] if result(bs, ws, k) == "0" else []), komi=k)
        out.append(setup_case(c, rows(w, h, black=black, white=white)))
    return out


def after_the_end():
    """TT-8: two consecutive passes end the game; TT-R8: no turn is accepted after the end, a move
    on any corner or a pass alike. The score is that of the grid at the end (TT-9)."""
    out = []
    for (w, h) in [(2, 2), (5, 5), (9, 9), (19, 19), (6, 3)]:
        turns = ["B " + name(w - 1, 0), "W pass", "B pass", "W " + name(0, 0), "B " + name(0, h - 1), "W pass"]
        e = {"refused": [{"turn": 4, "clause": "TT-R8"}, {"turn": 5, "clause": "TT-R8"}, {"turn": 6, "clause": "TT-R8"}],
             "boards": [{"after": 6, "rows": rows(w, h, black={(w - 1, 0)})}],
             "score": {"black": w * h, "white": 0}, "result": result(w * h, 0, 0), "ended": True}
        out.append(case("end.nothing-after-the-end-%dx%d" % (w, h), ["TT-8", "TT-R8", "TT-9", "TT-R3"],
                        "On %dx%d after two passes no move and no pass is accepted" % (w, h), w, h, turns,
                        {"tromp-taylor": e}, tags=["end"]))
    return out


def row_suicide(width):
    """Suicide of a whole row: on a width x 3 grid Black colours row 1 but its last point and White
    row 2, then White the last point of row 2 (Black passing), then Black the last point of row 1.
    Black's string of width stones then reaches no empty point, White's row reaches row 3: the
    opponent clearing empties nothing, the own clearing empties row 1 (TT-7, suicide). The new
    colouring (White's row alone) never stood before, so TT-6 accepts it; TT-C7 refuses it where
    suicide is forbidden. After it every empty point reaches only white: 3*width for White."""
    w, h = width, 3
    turns = []
    for i in range(w - 1):
        turns += ["B " + name(i, 0), "W " + name(i, 1)]
    turns += ["B pass", "W " + name(w - 1, 1), "B " + name(w - 1, 0)]
    white = {(i, 1) for i in range(w)}
    tt = {"boards": [{"after": len(turns), "rows": rows(w, h, white=white)}],
          "score": {"black": 0, "white": 3 * w}, "result": result(0, 3 * w, 0), "ended": False}
    forb = {"refused": [{"turn": len(turns), "clause": "TT-C7"}],
            "boards": [{"after": len(turns), "rows": rows(w, h, black={(i, 0) for i in range(w - 1)}, white=white)}]}
    return case("suicide.row-of-%d-on-%dx3" % (w, w), ["TT-4", "TT-7", "TT-C7", "TT-6", "TT-R4", "TT-R5"],
                "Black's last move on the edge row kills all %d of his stones there" % w, w, h, turns,
                {"tromp-taylor": tt, "tromp-taylor+ko=situational": dict(tt), "tromp-taylor+suicide=forbidden": forb},
                tags=["suicide", "several-stones"])


def handicaps():
    """A handicap of n on 9x9 (TT-C5): Black's first n turns are n moves on points apart from each
    other; Black's next is refused (TT-5), White's accepted. The empty points form one region
    touching both colours (neutral): Black scores n, White 1."""
    pts = [(2, 2), (6, 6), (2, 6), (6, 2), (4, 4), (2, 4), (6, 4), (4, 2), (4, 6)]
    out = []
    for n in range(2, 10):
        turns = ["B " + name(*p) for p in pts[:n]] + ["B " + name(8, 8), "W " + name(0, 0)]
        e = {"refused": [{"turn": n + 1, "clause": "TT-5"}],
             "boards": [{"after": n + 2, "rows": rows(9, 9, black=set(pts[:n]), white={(0, 0)})}],
             "score": {"black": n, "white": 1}, "result": result(n, 1, 0)}
        c = case("handicap.%d-stones-9x9" % n, ["TT-C5", "TT-5", "TT-9", "TT-R9", "TT-R11"],
                 "A handicap of %d: Black moves %d times, then it is White's turn" % (n, n), 9, 9, turns,
                 {"tromp-taylor": e}, tags=["handicap"])
        c["handicap"] = n
        c["needs"] = sorted(set(c["needs"]) | {"handicap"})
        out.append({k: c[k] for k in ["id", "clauses", "title", "tags", "width", "height", "handicap", "turns", "needs", "expect"]})
    return out


def strips():
    """On a 1-wide or 1-high strip the end point has one neighbour: Black at the end, White next to
    it, and Black's stone reaches no empty point (TT-3, TT-4). Then everything reaches only white."""
    out = []
    for (w, h) in [(1, 3), (1, 5), (1, 9), (1, 25), (3, 1), (25, 1)]:
        second = (0, 1) if w == 1 else (1, 0)
        turns = ["B A1", "W " + name(*second)]
        e = {"boards": [{"after": 2, "rows": rows(w, h, white={second})}],
             "score": {"black": 0, "white": w * h}, "result": result(0, w * h, 0)}
        out.append(case("capture.strip-end-%dx%d" % (w, h), ["TT-3", "TT-4", "TT-9"],
                        "On the %dx%d strip a stone at the end is taken by one neighbour" % (w, h), w, h, turns,
                        {"tromp-taylor": e}, tags=["capture", "strip", "edge"]))
    return out


def write(group, description, cases):
    doc = {"$schema": "../schema/case-file.schema.json", "format": 1, "group": group,
           "description": description + " Generated by conformance/tools/generate.py; do not edit by hand.",
           "cases": cases}
    with open(os.path.join(CASES, "generated-" + group + ".json"), "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    write("edges", "Corners and the points just past the edges of many grids, square and rectangular.", edges())
    write("komi", "Komi and ties.", komi_and_ties())
    write("turn-order", "Whose turn it is.", turn_order())
    write("walls", "Area scoring with walls and neutral columns, with komi.", walls())
    write("after-the-end", "Turns after the end.", after_the_end())
    write("row-suicide", "Suicide of a whole row of stones.", [row_suicide(n) for n in [3, 4, 6, 9, 13, 19, 25]])
    write("handicaps", "Handicaps of 2 to 9 stones.", handicaps())
    write("strips", "1xN and Nx1 strips.", strips())
    write("occupied", "Moves on coloured points.", occupied())
    write("suicide", "Single-stone suicide: a repetition under TT-6, allowed under TT-C6 and no repetition rule.", single_suicide())
    write("captures", "Captures in every corner, and of long chains.", corner_captures() + [chains(n) for n in [3, 4, 6, 9, 13, 19, 25]])
    write("long", "Long games: full history, suicide back to the start, more than 1,000 turns.",
          [fill(w, h) for (w, h) in [(2, 2), (3, 3), (1, 5), (5, 1), (4, 3), (9, 9), (7, 5), (25, 25)]]
          + [phases(9, 9, 4), phases(7, 7, 3), phases(5, 4, 2)])
