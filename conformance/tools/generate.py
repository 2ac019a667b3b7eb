#!/usr/bin/env python3
"""Writes the generated groups of the conformance suite: conformance/cases/generated-*.json.

Run from anywhere: python3 conformance/tools/generate.py [--out DIR] (by default into the cases
directory beside this one; GeneratorReproducedTest writes elsewhere and compares). Every expectation
below is derived by the reasoning written beside it, from the rules alone (no engine is run here);
the build then checks each case against the reference engine. Hand-written groups live in the
other case files.
"""
import argparse
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


# The six rulesets on the tromp-taylor preset that engines claim: repetition positional (TT-6),
# situational (TT-C6) or simple ko (TT-V1), each with suicide allowed or forbidden (TT-C7).
TT = "tromp-taylor"
TT_FORBIDDEN = "tromp-taylor+suicide=forbidden"
SSK = "tromp-taylor+ko=situational"
SSK_FORBIDDEN = "tromp-taylor+ko=situational+suicide=forbidden"
SIMPLE = "tromp-taylor+ko=simple"
SIMPLE_FORBIDDEN = "tromp-taylor+ko=simple+suicide=forbidden"
SIX = [TT, TT_FORBIDDEN, SSK, SSK_FORBIDDEN, SIMPLE, SIMPLE_FORBIDDEN]


def copy(e):
    return json.loads(json.dumps(e))


def everywhere(e, **more):
    """The expectation e under each of the six rulesets (then any others in more).

    The reasoning shared by every family that calls this: in its cases no accepted move is a
    suicide (its own clearing empties nothing, TT-7) and every accepted move gives a colouring
    that never stood before in the game. Every repetition rule forbids only recreating an earlier
    colouring (TT-6 any, TT-C6 one that stood with the same player to move, TT-V1 the one that stood
    just before the last turn), and TT-C7 forbids only a suicide: so none of them refuses any of
    these moves, and each refused turn is refused by a check that no knob changes (TT-1 off the
    grid, TT-5 not this player's turn, TT-7 not empty, TT-R8 after the end), asked before the
    suicide and repetition checks. Every ruleset then plays the same turns to the same colouring,
    end and score.
    """
    out = {r: copy(e) for r in SIX}
    out.update(more)
    return out


def by_ko(positional, situational, simple, forbidden=None, **more):
    """Expectations by repetition rule: the same under suicide allowed and forbidden when forbidden
    is None (the family's reasoning then shows that no move is a suicide), else forbidden under all
    three suicide-forbidden rulesets (the family's reasoning shows that the suicide check, asked
    before the repetition check, refuses the same turn whatever the repetition rule)."""
    out = {TT: positional, SSK: situational, SIMPLE: simple}
    out[TT_FORBIDDEN] = copy(positional if forbidden is None else forbidden)
    out[SSK_FORBIDDEN] = copy(situational if forbidden is None else forbidden)
    out[SIMPLE_FORBIDDEN] = copy(simple if forbidden is None else forbidden)
    out = {r: out[r] for r in SIX}
    out.update(more)
    return out


def edges():
    """Black takes every corner (White passing), then points one past the right and top edges are refused.

    Reasoning: the corners are distinct empty points and, on a grid at least 3 long in any
    direction of length > 1, no two corners are neighbours, so every black stone keeps an empty
    neighbour (TT-7: no clearing empties anything). A column letter past the width or a row past
    the height names no point of the grid (TT-1). With no white stone, every empty point reaches
    only black (TT-9): Black's score is the whole area, White's 0. Each move adds a black stone,
    so every colouring is new, and none is a suicide: the same under the six rulesets (everywhere).
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
                        w, h, turns, everywhere(e), tags=["coordinates", "edge", "score"]))
    return out


def komi_and_ties():
    """A 3x3 grid with one black stone in the centre and two passes: Black 9, White 0 (TT-9);
    the result is 9 less the komi (TT-10, TT-C10), a tie exactly when the komi is 9. One or two
    moves on empty grids, no suicide, every colouring new: the same under the six rulesets."""
    out = []
    for k in [0, 0.5, 8.5, 9, 9.5, 20, -1, -0.5]:
        label = ("minus-" if k < 0 else "") + str(abs(k)).replace(".", "-")
        turns = ["B B2", "W pass", "B pass"]
        out.append(case("komi.centre-stone-komi-" + label, ["TT-9", "TT-10", "TT-C10", "TT-8", "TT-C9", "TT-R9"],
                        "One black stone on 3x3, komi %s: Black 9, White 0 + komi" % k, 3, 3, turns,
                        everywhere({"score": {"black": 9, "white": 0}, "result": result(9, 0, k), "ended": True}),
                        tags=["komi", "score"] + (["tie"] if result(9, 0, k) == "0" else []), komi=k))
    # 1xN with a black stone at one end and a white one at the other: the points between reach both
    # colours, so they score for nobody (TT-9): 1 each; komi decides.
    for n in [3, 4, 5, 25]:
        for k in [0, 0.5, -0.5]:
            turns = ["B A1", "W A%d" % n, "B pass", "W pass"]
            label = ("minus-" if k < 0 else "") + str(abs(k)).replace(".", "-")
            out.append(case("komi.ends-1x%d-komi-%s" % (n, label), ["TT-9", "TT-10", "TT-C10", "TT-C9", "TT-R9"],
                            "1x%d, a stone of each colour at the ends: 1 point each, komi %s" % (n, k), 1, n, turns,
                            everywhere({"score": {"black": 1, "white": 1}, "result": result(1, 1, k), "ended": True}),
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
    is forbidden it is refused by TT-C7 (the suicide check comes before the repetition check, so
    under every repetition rule). After the refusal White's pass is not White's turn (TT-5)
    and Black's pass is the second consecutive pass: the game ends (TT-8) with Black owning every
    point (area w*h). Under simple ko (TT-V1) only the colouring that stood just before the last
    turn counts: the last turn was White's pass, and before it stood Black's w*h-1 stones, not the
    empty grid: accepted, as under TT-C6 (then White's pass and Black's end the game, 0 to 0).
    Before that, each black move adds a stone: no rule refuses any.
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
                by_ko(psk, ssk, copy(ssk), nosuicide, **{"tromp-taylor+ko=none": dict(ssk)}), tags=tags)


def far_back(n):
    """White's one stone in the top right corner, Black filling every other point, then White again.

    Reasoning: B pass, W at the top right corner (turn 2: the grid holds that one white stone, Black
    to move). Black then colours every other point row by row from A1, White passing between. Each
    black move adds a stone, so each colouring is new (TT-6); all black stones form one string that
    reaches the empty points still left, and the white stone keeps a liberty until Black's last move,
    the point left of it, its last liberty: that move's opponent clearing empties the corner (TT-4,
    TT-7) and the black string then reaches it: accepted, a new colouring (every point black but
    the corner). White colours the corner again: no black stone reaches an empty point any more, so
    the opponent clearing empties every black point and leaves the one white stone, the colouring of
    turn 2, hundreds of turns back: refused by TT-6 (TT-R2: the whole history counts, not the last
    dozen colourings), and by situational superko too (TT-C6: after turn 2 Black was to move, as
    now). Under simple ko (TT-V1) only the colouring before Black's last move counts: accepted,
    leaving the lone white stone. Where suicide is forbidden nothing changes: no move here clears
    its own stones.
    """
    corner = (n - 1, n - 1)
    pts = [(c, r) for r in range(n) for c in range(n) if (c, r) != corner]
    turns = ["B pass", "W " + name(*corner)]
    for i, p in enumerate(pts):
        turns.append("B " + name(*p))
        if i < len(pts) - 1:
            turns.append("W pass")
    turns.append("W " + name(*corner))
    last = len(turns)
    refused = {"refused": [{"turn": last, "clause": "TT-6", "repeats": 2}]}
    ssk = {"refused": [{"turn": last, "clause": "TT-C6", "repeats": 2}]}
    simple = {"boards": [{"after": last, "rows": rows(n, n, white={corner})}]}
    return case("long.capture-back-to-turn-2-%dx%d" % (n, n), ["TT-6", "TT-C6", "TT-V1", "TT-R2", "TT-4", "TT-7"],
                "On %dx%d Black fills every point but White's corner stone, taking it with the last; White's stone "
                "again takes every black stone and recreates the colouring of turn 2, %d turns back" % (n, n, last - 3),
                n, n, turns,
                {"tromp-taylor": refused, "tromp-taylor+suicide=forbidden": dict(refused),
                 "tromp-taylor+ko=situational": ssk, "tromp-taylor+ko=situational+suicide=forbidden": dict(ssk),
                 "tromp-taylor+ko=simple": simple, "tromp-taylor+ko=simple+suicide=forbidden": dict(simple)},
                tags=["repetition", "history", "long"])


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
    points (TT-9), and a move after the end is refused (TT-R8). Since no colouring ever comes back,
    situational superko (TT-C6) and simple ko (TT-V1), which forbid only some of the colourings that
    came before, accept every move too: the same expectation. (Where suicide is forbidden the room's
    suicides are refused and the game goes otherwise: no expectation is stated.)
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
    # TT-R2 (the whole history counts) is not cited: no turn here repeats, so no check can show it; the
    # far-back repetitions of long.capture-back-to-turn-2 and long.fill do.
    return case("long.rooms-%dx%d" % (w, h), ["TT-6", "TT-4", "TT-7", "TT-8", "TT-R4", "TT-R8", "TT-C4"],
                "%d turns on %dx%d: Black fills a walled room and kills it by suicide again and again; no colouring repeats"
                % (len(turns), w, h), w, h, turns, {TT: e, SSK: copy(e), SIMPLE: copy(e)}, tags=["long", "suicide", "history"],
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
    White's next move, next to it, is accepted; Black's try on White's stone is refused too.
    Two stones that keep liberties, no suicide, every colouring new: the same under the six rulesets
    (everywhere).
    """
    out = []
    for (w, h) in [(2, 2), (3, 3), (5, 5), (9, 9), (13, 13), (19, 19), (25, 25), (1, 4), (4, 1), (9, 5),
                   (7, 7), (11, 11), (15, 15), (17, 17)]:
        centre = ((w - 1) // 2, (h - 1) // 2)
        other = neighbours(centre, w, h)[-1]
        turns = ["B " + name(*centre), "W " + name(*centre), "W " + name(*other), "B " + name(*other)]
        e = {"refused": [{"turn": 2, "clause": "TT-7"}, {"turn": 4, "clause": "TT-7"}],
             "boards": [{"after": 4, "rows": rows(w, h, black={centre}, white={other})}]}
        # on 1x2-like strips a lone pair of stones may take each other: keep only grids where both keep a liberty
        out.append(case("occupied.centre-%dx%d" % (w, h), ["TT-7", "TT-R10"],
                        "On %dx%d a move on a coloured point is refused, whoever's stone it is" % (w, h),
                        w, h, turns, everywhere(e), tags=["occupied"]))
    return out


def single_suicide():
    """A lone black move on a point whose neighbours are all white, where no white string is taken.

    Its own clearing empties the point again (TT-4, TT-7): the colouring is the one before the
    move, the start, so positional superko refuses it (TT-6, repeats 0). Under situational superko
    (TT-C6) the start stood with Black to move and the move would leave White to move: accepted,
    the board unchanged. Without a repetition rule: accepted. Under simple ko (TT-V1) no turn has
    been played yet, so no colouring stood "just before the last turn": accepted, as under TT-C6.
    Where suicide is forbidden: TT-C7, under every repetition rule (the suicide check is asked first).
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
            c = case("suicide.one-stone-%s-%dx%d" % (label, w, h), ["TT-4", "TT-7", "TT-6", "TT-C6", "TT-V1", "TT-C7", "TT-R4", "TT-R7"],
                     "On %dx%d a lone black stone at %s with only white neighbours empties itself: the colouring repeats"
                     % (w, h, name(*p)), w, h, turns,
                     by_ko(e_psk, e_ssk, copy(e_ssk), e_forb, **{"tromp-taylor+ko=none": e_none}), tags=["suicide", "repetition"])
            out.append(setup_case(c, start))
    return out


def corner_captures(sizes=((2, 3), (5, 5), (9, 9), (13, 13), (19, 19), (25, 25))):
    """White colours a corner; Black colours both its neighbours: the white stone reaches no empty
    point and the opponent clearing empties it (TT-4, TT-7). No white stone is left, so every
    empty point reaches only black (TT-9): Black scores the whole area.
    The moves clear no stone of the mover and each gives a new colouring (the capture leaves two
    black stones alone, which never stood): the same under the six rulesets (everywhere).
    """
    out = []
    for (w, h) in sizes:
        for label, p in [("a1", (0, 0)), ("bottom-right", (w - 1, 0)), ("top-left", (0, h - 1)), ("top-right", (w - 1, h - 1))]:
            n1, n2 = neighbours(p, w, h)[:2]
            turns = ["B " + name(*n1), "W " + name(*p), "B " + name(*n2)]
            e = {"boards": [{"after": 3, "rows": rows(w, h, black={n1, n2})}],
                 "score": {"black": w * h, "white": 0}, "result": result(w * h, 0, 0), "ended": False}
            out.append(case("capture.corner-%s-%dx%d" % (label, w, h), ["TT-2", "TT-3", "TT-4", "TT-7", "TT-9", "TT-C4"],
                            "On %dx%d a white stone at %s is taken by two black neighbours" % (w, h, name(*p)),
                            w, h, turns, everywhere(e), tags=["capture", "corner", "edge"]))
    return out


def chains(width):
    """A long chain's liberty is found through all its stones (TT-3): on a width x 3 grid Black
    colours row 1 but its last point, White row 2 above; White then colours the last point of row
    1: the black chain of width-1 stones reaches no empty point and is emptied (TT-4). White's row
    reaches row 3, so White is not. Then every empty point reaches only white: White scores 3*width.
    No move clears its own stones and each gives a colouring never seen (the last has no black stone
    and a white one at the end of row 1): the same under the six rulesets (everywhere).
    """
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
                w, h, turns, everywhere(e), tags=["capture", "chain", "liberties"])


def turn_order():
    """TT-5: Black moves first and the players alternate. White's first turn on an empty grid, and a
    second Black turn in a row, are refused; the right player's turn that follows is accepted.
    After a refused turn the same player is still to move (conformance/README.md).
    The accepted moves are two stones apart on an empty grid: the same under the six rulesets
    (everywhere).
    """
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
                        w, h, turns, everywhere(e), tags=["turn-order"]))
    return out


def walls():
    """A black column at c1 and a white column at c2 (c1 < c2, not both at the edge and next to each
    other, so both keep liberties: TT-R7) on an otherwise empty grid, two passes.
    TT-9: the columns left of c1 reach only black, those right of c2 only white, those between
    both (neutral): Black scores h*(c1+1), White h*(w-c2); the result compares them with komi.
    Only passes are played: the same under the six rulesets (everywhere).
    """
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
                 everywhere({"score": {"black": bs, "white": ws}, "result": result(bs, ws, k), "ended": True}),
                 tags=["score", "neutral"] + (["tie"] if result(bs, ws, k) == "0" else []), komi=k)
        out.append(setup_case(c, rows(w, h, black=black, white=white)))
    return out


def after_the_end():
    """TT-8: two consecutive passes end the game; TT-R8: no turn is accepted after the end, a move
    on any corner or a pass alike. The score is that of the grid at the end (TT-9).
    One move, on an empty grid: the same under the six rulesets (everywhere).
    """
    out = []
    for (w, h) in [(2, 2), (5, 5), (9, 9), (19, 19), (6, 3), (3, 3), (4, 4), (7, 7), (11, 11), (13, 13), (25, 25),
                   (2, 3), (3, 5), (7, 4), (8, 8)]:
        turns = ["B " + name(w - 1, 0), "W pass", "B pass", "W " + name(0, 0), "B " + name(0, h - 1), "W pass"]
        e = {"refused": [{"turn": 4, "clause": "TT-R8"}, {"turn": 5, "clause": "TT-R8"}, {"turn": 6, "clause": "TT-R8"}],
             "boards": [{"after": 6, "rows": rows(w, h, black={(w - 1, 0)})}],
             "score": {"black": w * h, "white": 0}, "result": result(w * h, 0, 0), "ended": True}
        out.append(case("end.nothing-after-the-end-%dx%d" % (w, h), ["TT-8", "TT-R8", "TT-9", "TT-R3"],
                        "On %dx%d after two passes no move and no pass is accepted" % (w, h), w, h, turns,
                        everywhere(e), tags=["end"]))
    return out


def row_suicide(width):
    """Suicide of a whole row: on a width x 3 grid Black colours row 1 but its last point and White
    row 2, then White the last point of row 2 (Black passing), then Black the last point of row 1.
    Black's string of width stones then reaches no empty point, White's row reaches row 3: the
    opponent clearing empties nothing, the own clearing empties row 1 (TT-7, suicide). The new
    colouring (White's row alone) never stood before, so TT-6 accepts it, and so do TT-C6 and
    TT-V1, which count fewer earlier colourings; TT-C7 refuses it where suicide is forbidden,
    whatever the repetition rule. The moves before it add a stone each and clear nothing. After it every empty point reaches only white: 3*width for White."""
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
                by_ko(tt, copy(tt), copy(tt), forb),
                tags=["suicide", "several-stones"])


def handicaps():
    """A handicap of n on 9x9 (TT-C5): Black's first n turns are n moves on points apart from each
    other; Black's next is refused (TT-5), White's accepted. The empty points form one region
    touching both colours (neutral): Black scores n, White 1.
    Stones apart on an empty grid, no suicide, every colouring new: the same under the six rulesets
    (everywhere).
    """
    pts = [(2, 2), (6, 6), (2, 6), (6, 2), (4, 4), (2, 4), (6, 4), (4, 2), (4, 6)]
    out = []
    for n in range(2, 10):
        turns = ["B " + name(*p) for p in pts[:n]] + ["B " + name(8, 8), "W " + name(0, 0)]
        e = {"refused": [{"turn": n + 1, "clause": "TT-5"}],
             "boards": [{"after": n + 2, "rows": rows(9, 9, black=set(pts[:n]), white={(0, 0)})}],
             "score": {"black": n, "white": 1}, "result": result(n, 1, 0)}
        c = case("handicap.%d-stones-9x9" % n, ["TT-C5", "TT-5", "TT-9", "TT-R9", "TT-R11"],
                 "A handicap of %d: Black moves %d times, then it is White's turn" % (n, n), 9, 9, turns,
                 everywhere(e), tags=["handicap"])
        c["handicap"] = n
        c["needs"] = sorted(set(c["needs"]) | {"handicap"})
        out.append({k: c[k] for k in ["id", "clauses", "title", "tags", "width", "height", "handicap", "turns", "needs", "expect"]})
    return out


def strips():
    """On a 1-wide or 1-high strip the end point has one neighbour: Black at the end, White next to
    it, and Black's stone reaches no empty point (TT-3, TT-4). Then everything reaches only white.
    White's move takes Black's stone and keeps a liberty itself (the strip is at least 3 long): the
    same under the six rulesets (everywhere).
    """
    out = []
    for (w, h) in [(1, 3), (1, 5), (1, 9), (1, 25), (3, 1), (25, 1)]:
        second = (0, 1) if w == 1 else (1, 0)
        turns = ["B A1", "W " + name(*second)]
        e = {"boards": [{"after": 2, "rows": rows(w, h, white={second})}],
             "score": {"black": 0, "white": w * h}, "result": result(0, w * h, 0)}
        out.append(case("capture.strip-end-%dx%d" % (w, h), ["TT-3", "TT-4", "TT-9"],
                        "On the %dx%d strip a stone at the end is taken by one neighbour" % (w, h), w, h, turns,
                        everywhere(e), tags=["capture", "strip", "edge"]))
    return out


# ---------------------------------------------------------------------------------------------
# Families on the square grids strong GTP engines can be asked (19x19 natively, 7x7 to 17x17
# walled inside their 19x19 board). Every position is built by turns from the empty grid (no
# starting colouring), so the cases need nothing beyond `play`, `showboard` and `final_score`.
# None of these cases tests turn order, the end or the agreement alone.

SQUARE = [7, 11, 13, 15, 17, 19]


def side_map(side, n):
    """Maps a shape drawn against the bottom edge of an n x n grid (x along the edge from its left
    end, y the distance from the edge) onto one of the four edges. The grid is square, so each map
    is a rotation of the grid onto itself: adjacency, edges and corners are kept, and with them
    every liberty the comments below count. The canonical corner (0, 0) goes to A1 (bottom), the
    bottom-right corner (right), the top-right corner (top) and the top-left corner (left)."""
    return {"bottom": lambda x, y: (x, y),
            "right": lambda x, y: (n - 1 - y, x),
            "top": lambda x, y: (n - 1 - x, n - 1 - y),
            "left": lambda x, y: (y, n - 1 - x)}[side]


SIDES = ["bottom", "right", "top", "left"]
CORNER_LABEL = {"bottom": "a1", "right": "bottom-right", "top": "top-right", "left": "top-left"}


def build(bs, ws):
    """Turns placing the black points bs and the white points ws in that order, Black first, the
    players alternating; the side with fewer points passes meanwhile. Every listed pass sits between
    two moves, so no two passes are consecutive (TT-8 never ends these games)."""
    turns = []
    for i in range(max(len(bs), len(ws))):
        turns.append("B " + name(*bs[i]) if i < len(bs) else "B pass")
        turns.append("W " + name(*ws[i]) if i < len(ws) else "W pass")
    return turns


def komi_label(k):
    return ("minus-" if k < 0 else "") + str(abs(k)).replace(".", "-")


def lone_suicide_by_turns():
    """Single-stone suicide built by turns, at the four corners, the middles of the four edges and
    the centre of square grids.

    White colours every neighbour of the point p (2 at a corner, 3 on an edge, 4 in the centre),
    Black passing before each, so turns 1..2k are `B pass`, `W q` and no two passes follow each
    other. The white stones are apart from each other (p's neighbours are never adjacent), each has
    an empty neighbour other than p on a grid of side 7 or more, so no clearing empties anything.
    Turn 2k+1, Black at p: the opponent clearing empties nothing (every white stone still reaches
    empty), the own clearing empties p (TT-4, TT-7): the colouring is the one after turn 2k, with
    White's stones only, which no earlier turn had (White's count grew at each even turn): TT-6
    refuses it with repeats 2k (TT-R4). Situational superko (TT-C6): after turn 2k Black was to
    move, after the suicide White would be: accepted, the board unchanged. Without a repetition
    rule: accepted. Simple ko (TT-V1): the colouring that stood just before the last turn (White's
    move at 2k) is the one after turn 2k-1, a Black pass, with k-1 white stones; the suicide leaves
    k: accepted. Where suicide is forbidden: TT-C7, whatever the repetition rule. In every ruleset the colouring is then
    White's k stones alone: every empty region touches a white stone and none a black one, so White
    scores the whole area n*n and Black 0 (TT-9).
    """
    out = []
    for n in SQUARE:
        spots = [("corner-" + CORNER_LABEL[s], side_map(s, n)(0, 0)) for s in SIDES]
        spots += [("edge-" + s, side_map(s, n)(n // 2, 0)) for s in SIDES]
        spots.append(("centre", (n // 2, n // 2)))
        for label, p in spots:
            white = neighbours(p, n, n)
            turns = []
            for q in white:
                turns += ["B pass", "W " + name(*q)]
            turns.append("B " + name(*p))
            t = len(turns)
            board = rows(n, n, white=set(white))
            sc = {"score": {"black": 0, "white": n * n}, "result": result(0, n * n, 0)}
            psk = dict({"refused": [{"turn": t, "clause": "TT-6", "repeats": t - 1}],
                        "boards": [{"after": t - 1, "rows": board}, {"after": t, "rows": board}]}, **sc)
            ssk = dict({"boards": [{"after": t, "rows": board}]}, **sc)
            forb = dict({"refused": [{"turn": t, "clause": "TT-C7"}], "boards": [{"after": t, "rows": board}]}, **sc)
            out.append(case("suicide.lone-stone-%s-%dx%d" % (label, n, n),
                            ["TT-4", "TT-7", "TT-6", "TT-C6", "TT-V1", "TT-C7", "TT-R4", "TT-9"],
                            "On %dx%d White surrounds %s by turns; Black's stone there empties itself and repeats the colouring"
                            % (n, n, name(*p)), n, n, turns,
                            by_ko(psk, ssk, copy(ssk), forb, **{"tromp-taylor+ko=none": dict(ssk)}),
                            tags=["suicide", "repetition", "corner" if label.startswith("corner") else
                                  "edge" if label.startswith("edge") else "centre"]))
    return out


def string_suicide():
    """Suicide of a string of L = 2 or 3 stones along an edge, at a corner or in the middle of the edge.

    Drawn against the bottom edge (then turned onto each edge, side_map): the black string is to
    lie on row 0 at columns s..f, f = s+L-1 (s = 0 at the corner, (n-L)//2 mid-edge). Black colours
    s..f-1 one by one, White answering each with the point above it (row 1); then, Black passing
    before each, White colours the point above f, the point right of f (f+1 on row 0) and, away
    from the corner, the point left of s. Liberties while this is built: Black's stones form one
    string on row 0 that keeps f; White's row-1 string keeps row 2, the end stones keep the point
    above them (n >= 7), so nothing is cleared. Black then colours f: his string s..f touches only
    white stones; the opponent clearing empties nothing (every white string still reaches empty),
    the own clearing empties all L stones (TT-4, TT-7). The colouring left, White's stones alone,
    never stood before (every colouring after turn 1 has a black stone at s; the start has no white
    one): TT-6 accepts it (TT-R4), and so do situational superko and simple ko, which count only
    some of the earlier colourings. Every move before it adds a stone and clears nothing. Score then: no black stone, so
    White scores the whole area n*n (TT-9).
    Where suicide is forbidden the move is refused (TT-C7, whatever the repetition rule); Black keeps L-1 stones, f touches both
    colours and nothing else (neutral), every other empty point reaches only white: Black L-1,
    White n*n - L.
    """
    out = []
    for n in SQUARE:
        sides = SIDES if n == 19 else ["bottom", "top"]
        for L in [2, 3]:
            for where in ["corner", "edge"]:
                for side in sides:
                    m = side_map(side, n)
                    s = 0 if where == "corner" else (n - L) // 2
                    f = s + L - 1
                    bs = [(i, 0) for i in range(s, f)]
                    ws = [(i, 1) for i in range(s, f)]
                    turns = build([m(*p) for p in bs], [m(*p) for p in ws])
                    extra = [(f, 1), (f + 1, 0)] + ([(s - 1, 0)] if s > 0 else [])
                    for q in extra:
                        turns += ["B pass", "W " + name(*m(*q))]
                    turns.append("B " + name(*m(f, 0)))
                    t = len(turns)
                    white = {m(*p) for p in ws + extra}
                    black = {m(*p) for p in bs}
                    before = rows(n, n, black=black, white=white)
                    after = rows(n, n, white=white)
                    tt = {"boards": [{"after": t - 1, "rows": before}, {"after": t, "rows": after}],
                          "score": {"black": 0, "white": n * n}, "result": result(0, n * n, 0)}
                    forb = {"refused": [{"turn": t, "clause": "TT-C7"}], "boards": [{"after": t, "rows": before}],
                            "score": {"black": L - 1, "white": n * n - L}, "result": result(L - 1, n * n - L, 0)}
                    label = ("corner-" + CORNER_LABEL[side]) if where == "corner" else ("edge-" + side)
                    out.append(case("suicide.string-of-%d-%s-%dx%d" % (L, label, n, n),
                                    ["TT-4", "TT-7", "TT-6", "TT-C7", "TT-R4", "TT-R5", "TT-9"],
                                    "On %dx%d Black's move at %s leaves his string of %d stones on the edge without liberty: all are cleared"
                                    % (n, n, name(*m(f, 0)), L), n, n, turns,
                                    by_ko(tt, copy(tt), copy(tt), forb),
                                    tags=["suicide", "several-stones", where]))
    return out


def edge_chain_captures():
    """Capture of a white chain of L stones along an edge, at a corner or in the middle of the edge.

    Drawn against the bottom edge (side_map turns it onto the others): the chain lies on row 0 at
    columns s..s+L-1 (s = 0 at the corner, (n-L)//2 mid-edge). For each of its points, Black colours
    the point above it (row 1) and White the point itself; then Black colours the point left of s
    (away from the corner; White passes) and last the point right of the chain, s+L. While this is
    built White's chain always keeps the point right of its last stone (the next chain point, or
    s+L), Black's row-1 string keeps row 2 and the left stone the point above it. Black's last move
    leaves the chain touching only black stones: the opponent clearing empties all L stones (TT-3,
    TT-4, TT-7); Black's stones all reach empty. No white stone is left: Black scores n*n (TT-9).
    No move clears the mover's own stones and every colouring has one stone more than the one
    before, or (the capture) no white stone for the first time: the same under the six rulesets
    (everywhere).
    """
    out = []
    for n in SQUARE:
        sides = SIDES if n == 19 else ["bottom"]
        lengths = [2, 3, 5] if n == 19 else [2, 4]
        for L in lengths:
            for where in ["corner", "edge"]:
                for side in sides:
                    m = side_map(side, n)
                    s = 0 if where == "corner" else (n - L) // 2
                    chain = [(i, 0) for i in range(s, s + L)]
                    above = [(i, 1) for i in range(s, s + L)]
                    turns = build([m(*p) for p in above], [m(*p) for p in chain])
                    black = {m(*p) for p in above}
                    if s > 0:
                        turns += ["B " + name(*m(s - 1, 0)), "W pass"]
                        black.add(m(s - 1, 0))
                    turns.append("B " + name(*m(s + L, 0)))
                    t = len(turns)
                    before = rows(n, n, black=black, white={m(*p) for p in chain})
                    black.add(m(s + L, 0))
                    e = {"boards": [{"after": t - 1, "rows": before}, {"after": t, "rows": rows(n, n, black=black)}],
                         "score": {"black": n * n, "white": 0}, "result": result(n * n, 0, 0)}
                    label = ("corner-" + CORNER_LABEL[side]) if where == "corner" else ("edge-" + side)
                    out.append(case("capture.edge-chain-of-%d-%s-%dx%d" % (L, label, n, n),
                                    ["TT-3", "TT-4", "TT-7", "TT-9", "TT-C4"],
                                    "On %dx%d a white chain of %d stones along the edge loses its last liberty at %s"
                                    % (n, n, L, name(*m(s + L, 0))), n, n, turns, everywhere(e),
                                    tags=["capture", "chain", "edge"] + (["corner"] if where == "corner" else [])))
    return out


def multi_string_captures():
    """One black move at p empties several white strings at once: 2 at a corner, 3 on an edge, 4 in the centre.

    Each white string is one stone next to p, its other neighbours black. Corner (drawn at A1 and
    turned by side_map): White (1,0) and (0,1), Black (1,1), (2,0), (0,2), p = (0,0). Edge, p =
    (m,0), m = n//2: White (m-1,0), (m+1,0), (m,1); Black (m-1,1), (m+1,1), (m-2,0), (m+2,0),
    (m,2). Centre, p = (c,c): White the four neighbours; Black the four diagonal points, then the four
    points two steps away. The stones are placed Black first, alternately (build), White's first
    as soon as the black stone that would share its corner stands: each white stone keeps p until
    the end, each black stone an empty point outside the shape, so nothing is cleared. Black at
    p: every white string now touches only black stones besides p, so the opponent clearing
    empties all of them at once (TT-4, TT-7); p then reaches empty and the own clearing empties
    nothing, so the move is no suicide and is accepted also where suicide is forbidden (TT-R5; the
    suicide rule itself, TT-C7, is not cited: no turn here is a suicide, and an engine that asked it
    before clearing White would fail the move, charged to TT-7's order of the steps). No white stone
    is left: Black scores n*n (TT-9).
    Before p every move adds a stone; p gives the first colouring without a white stone: the same
    under the six rulesets (everywhere).
    """
    shapes = {
        "two-strings-corner": (lambda n: [(1, 1), (2, 0), (0, 2)], lambda n: [(1, 0), (0, 1)], lambda n: (0, 0)),
        "three-strings-edge": (lambda n: [(n // 2 - 1, 1), (n // 2 + 1, 1), (n // 2 - 2, 0), (n // 2 + 2, 0), (n // 2, 2)],
                               lambda n: [(n // 2 - 1, 0), (n // 2 + 1, 0), (n // 2, 1)], lambda n: (n // 2, 0)),
    }
    out = []
    for n in SQUARE:
        todo = []
        for key, (fb, fw, fp) in shapes.items():
            for side in (SIDES if n == 19 else ["bottom"]):
                m = side_map(side, n)
                label = key + "-" + (CORNER_LABEL[side] if key.endswith("corner") else side)
                todo.append((label, [m(*p) for p in fb(n)], [m(*p) for p in fw(n)], m(*fp(n))))
        c = n // 2
        todo.append(("four-strings-centre",
                     [(c - 1, c - 1), (c + 1, c - 1), (c - 1, c + 1), (c + 1, c + 1), (c - 2, c), (c + 2, c), (c, c - 2), (c, c + 2)],
                     [(c - 1, c), (c, c - 1), (c, c + 1), (c + 1, c)], (c, c)))
        for label, bs, ws, p in todo:
            turns = build(bs, ws) + ["B " + name(*p)]
            t = len(turns)
            e = {"boards": [{"after": t - 1, "rows": rows(n, n, black=set(bs), white=set(ws))},
                            {"after": t, "rows": rows(n, n, black=set(bs) | {p})}],
                 "score": {"black": n * n, "white": 0}, "result": result(n * n, 0, 0)}
            out.append(case("capture.%s-%dx%d" % (label, n, n), ["TT-3", "TT-4", "TT-7", "TT-9", "TT-R5"],
                            "On %dx%d Black's move at %s takes %d white strings at once" % (n, n, name(*p), len(ws)),
                            n, n, turns, everywhere(e),
                            tags=["capture", "several-strings"]))
    return out


def simple_kos():
    """A simple ko built by turns at a corner, in the middle of an edge and in the centre.

    Shapes, drawn against the bottom edge (side_map turns them) with k the ko point and x the point
    from which Black takes: corner k = (0,0), x = (1,0), Black (0,1), White (2,0), (1,1); edge
    k = (m,0), x = (m+1,0), m = n//2 - 1, Black (m-1,0), (m,1), White (m+2,0), (m+1,1); centre
    k = (c,c), x = (c+1,c), c = n//2 - 1, Black (c,c+1), (c-1,c), (c,c-1), White (c+1,c+1), (c+2,c),
    (c+1,c-1). The stones are placed alternately (build), White's last move being k at turn T:
    k then touches black stones and the empty x; every stone keeps an empty neighbour, nothing
    is cleared. Turn T+1, Black x: the white stone at k touches only black stones and is cleared
    (TT-4, TT-7); x keeps k as its only liberty (its other neighbours are white or off the grid).
    Turn T+2, White k again: the opponent clearing empties x (its one liberty k is gone), k then
    reaches x: the colouring is exactly the one after turn T (k white, x empty), with Black to move
    as then. Positional superko refuses it, TT-6 with repeats T; situational superko too, TT-C6
    repeats T; simple ko too, TT-V1 repeats T, since the colouring after T is the one that stood
    just before the last turn (T+1); without a repetition rule it is accepted, the board being the
    one after T. No move of the case is a suicide (x keeps k, k reaches x, every other stone keeps
    an empty neighbour), so forbidding suicide changes nothing: the same under suicide=forbidden.
    With an exchange (positional and situational only; under no repetition rule the retake would
    have been played and the listed turns would no longer alternate): after the refused retake
    White colours a far corner t1 (of the canonical drawing, (0, n-1)) and Black the other
    (n-1, n-1), isolated points. White k (T+5) now takes x again and gives a new colouring (t1 and
    t2 never stood before): accepted. Black's immediate retake at x (T+6) would clear k and give
    the colouring after T+4 (x black, k empty, t1, t2), White to move as then: TT-6 repeats T+4
    and TT-C6 repeats T+4. Under simple ko the same two retakes are refused, TT-V1 (the refused
    turn T+2 is not played, so before T+6 the last turn is T+5 and the colouring just before it
    the one after T+4); t1 and t2 make the exchange allowed under any rule.
    """
    def corner(n):
        return [(0, 1)], [(2, 0), (1, 1)], (0, 0), (1, 0)

    def edge(n):
        m = n // 2 - 1
        return [(m - 1, 0), (m, 1)], [(m + 2, 0), (m + 1, 1)], (m, 0), (m + 1, 0)

    def centre(n):
        c = n // 2 - 1
        return [(c, c + 1), (c - 1, c), (c, c - 1)], [(c + 1, c + 1), (c + 2, c), (c + 1, c - 1)], (c, c), (c + 1, c)

    out = []
    for n in SQUARE:
        todo = []
        for side in (SIDES if n == 19 else ["bottom"]):
            todo.append(("corner-" + CORNER_LABEL[side], corner, side_map(side, n)))
        for side in (SIDES if n == 19 else ["bottom"]):
            todo.append(("edge-" + side, edge, side_map(side, n)))
        todo.append(("centre", centre, side_map("bottom", n)))
        for label, shape, m in todo:
            bs, ws, k, x = shape(n)
            bs, ws, k, x = [m(*p) for p in bs], [m(*p) for p in ws], m(*k), m(*x)
            t1, t2 = m(0, n - 1), m(n - 1, n - 1)
            turns = build(bs, ws + [k])
            T = len(turns)
            assert turns[-1] == "W " + name(*k)
            turns += ["B " + name(*x), "W " + name(*k)]
            B, W = set(bs), set(ws)
            after_t = rows(n, n, black=B, white=W | {k})
            after_take = rows(n, n, black=B | {x}, white=W)
            psk = {"refused": [{"turn": T + 2, "clause": "TT-6", "repeats": T}],
                   "boards": [{"after": T, "rows": after_t}, {"after": T + 1, "rows": after_take},
                              {"after": T + 2, "rows": after_take}]}
            ssk = {"refused": [{"turn": T + 2, "clause": "TT-C6", "repeats": T}],
                   "boards": [{"after": T + 1, "rows": after_take}, {"after": T + 2, "rows": after_take}]}
            none = {"boards": [{"after": T + 1, "rows": after_take}, {"after": T + 2, "rows": after_t}]}
            simple = {"refused": [{"turn": T + 2, "clause": "TT-V1", "repeats": T}],
                      "boards": [{"after": T + 1, "rows": after_take}, {"after": T + 2, "rows": after_take}]}
            pos = label.split("-")[0]
            out.append(case("ko.simple-%s-%dx%d" % (label, n, n), ["TT-6", "TT-C6", "TT-V1", "TT-4", "TT-7"],
                            "On %dx%d a ko at %s: Black takes at %s, White's immediate retake repeats the colouring after turn %d"
                            % (n, n, name(*k), name(*x), T), n, n, turns,
                            by_ko(psk, ssk, simple, **{"tromp-taylor+ko=none": none}),
                            tags=["ko", "repetition", pos]))
            turns2 = turns + ["W " + name(*t1), "B " + name(*t2), "W " + name(*k), "B " + name(*x)]
            after_retake = rows(n, n, black=B | {t2}, white=W | {k, t1})
            before_retake = rows(n, n, black=B | {x, t2}, white=W | {t1})
            psk2 = {"refused": [{"turn": T + 2, "clause": "TT-6", "repeats": T}, {"turn": T + 6, "clause": "TT-6", "repeats": T + 4}],
                    "boards": [{"after": T + 4, "rows": before_retake}, {"after": T + 5, "rows": after_retake},
                               {"after": T + 6, "rows": after_retake}]}
            ssk2 = {"refused": [{"turn": T + 2, "clause": "TT-C6", "repeats": T}, {"turn": T + 6, "clause": "TT-C6", "repeats": T + 4}],
                    "boards": [{"after": T + 5, "rows": after_retake}, {"after": T + 6, "rows": after_retake}]}
            simple2 = {"refused": [{"turn": T + 2, "clause": "TT-V1", "repeats": T}, {"turn": T + 6, "clause": "TT-V1", "repeats": T + 4}],
                       "boards": [{"after": T + 5, "rows": after_retake}, {"after": T + 6, "rows": after_retake}]}
            out.append(case("ko.after-exchange-%s-%dx%d" % (label, n, n), ["TT-6", "TT-C6", "TT-V1", "TT-4", "TT-7"],
                            "On %dx%d a ko at %s: the retake is refused, allowed after an exchange elsewhere, and Black's answer refused"
                            % (n, n, name(*k)), n, n, turns2,
                            by_ko(psk2, ssk2, simple2),
                            tags=["ko", "repetition", pos]))
    return out


def cycles():
    """A cycle of three moves, a, b, c in a row against the edge: legal again under situational
    superko and simple ko, refused by positional superko (TT-6, TT-C6, TT-V1).

    Drawn at the bottom-left corner (side_map turns it, and a flip across the diagonal runs it up
    the other edge): a = (0,0), b = (1,0), c = (2,0); a white fence (0,1), (1,1) above a and b,
    a black fence (2,1), (3,0) beside c. Built by turns (build): Black (2,1), (3,0), a; White
    (0,1), (1,1), c; every stone keeps an empty neighbour (the white fence (0,2), (1,2); (2,1) its
    (2,2); (3,0) its (4,0); a and c the point b), nothing is cleared and every colouring has one
    stone more than the one before. After turn T = 6 stands S1: a black, c white, b empty.
    T+1, Black b: c touches only black stones and is cleared (TT-4, TT-7); a-b keeps c: S2, new
    (b was never black). T+2, White c: the string a-b touches only white stones now and is
    cleared; c keeps b; the black fence keeps (2,2) and (4,0): S3 (c white, a and b empty), new
    (the only colouring before with these fences and neither a nor b had no stone at c). T+3,
    Black a: a keeps b, nothing is cleared, and the colouring is S1 again, which stood after T.
    TT-6 refuses it, repeating T. Situational superko (TT-C6): S1 stood with Black to move, now
    White would be, and S1 never stood otherwise: accepted. Simple ko (TT-V1): just before the
    last turn (T+2) stood S2, not S1: accepted. No move of these cases clears the mover's own
    stones, so forbidding suicide (TT-C7) changes nothing.
    The second round: after the accepted T+3, White passes (T+4: S1 with Black to move), and Black
    b again (T+5) gives S2 with White to move, as after T+1: TT-C6 refuses it, repeating T+1; simple
    ko accepts it (just before the last turn, a pass, stood S1). Under TT-6, where T+3 was refused,
    White's pass T+4 is not White's turn (TT-5), and Black's b at T+5, on S3, clears c (its
    neighbours b, (2,1), (3,0) all black) while b keeps a: a colouring never seen (b black without
    a): accepted.
    Rounds for ever under simple ko: B b, W c, B a, W pass, three times (the last without the pass).
    Black's b follows White's pass, before which S1 stood, and gives S2; White's c follows b, before
    which S1 stood, and gives S3; Black's a follows c, before which S2 stood, and gives S1: no move
    recreates the colouring just before the last turn, every turn is accepted, S1 stands at the end.
    (Only the simple-ko rulesets are stated: the others refuse a turn of the first or second round.)
    The bare 3x1 strip (and 1x3) plays the same cycle with the grid's edges as the fences (T = 2:
    Black a, White c), the example of spec/tromp-taylor.md, TT-V1.
    """
    out = []
    flip = lambda x, y: (y, x)
    ident = lambda x, y: (x, y)
    places = []
    for n in SQUARE:
        for side in (SIDES if n == 19 else ["bottom"]):
            for fname, f in [("", ident), ("-flipped", flip)]:
                sm = side_map(side, n)
                places.append(("corner-%s%s-%dx%d" % (CORNER_LABEL[side], fname, n, n), n, n,
                               (lambda sm, f: lambda x, y: sm(*f(x, y)))(sm, f), True))
    places.append(("strip-3x1", 3, 1, ident, False))
    places.append(("strip-1x3", 1, 3, flip, False))
    for label, w, h, m, fenced in places:
        a, b, c = m(0, 0), m(1, 0), m(2, 0)
        bf = [m(2, 1), m(3, 0)] if fenced else []
        wf = [m(0, 1), m(1, 1)] if fenced else []
        turns = build(bf + [a], wf + [c])
        T = len(turns)
        s1 = rows(w, h, black=set(bf) | {a}, white=set(wf) | {c})
        s2 = rows(w, h, black=set(bf) | {a, b}, white=set(wf))
        s3 = rows(w, h, black=set(bf), white=set(wf) | {c})
        s4 = rows(w, h, black=set(bf) | {b}, white=set(wf))
        rnd = ["B " + name(*b), "W " + name(*c), "B " + name(*a)]
        psk = {"refused": [{"turn": T + 3, "clause": "TT-6", "repeats": T}],
               "boards": [{"after": T, "rows": s1}, {"after": T + 2, "rows": s3}, {"after": T + 3, "rows": s3}]}
        ok = {"boards": [{"after": T, "rows": s1}, {"after": T + 2, "rows": s3}, {"after": T + 3, "rows": s1}]}
        out.append(case("cycle.three-moves-%s" % label, ["TT-6", "TT-C6", "TT-V1", "TT-4", "TT-7"],
                        "On %dx%d Black %s, White %s, Black %s: a cycle of three moves back to the colouring after turn %d"
                        % (w, h, name(*b), name(*c), name(*a), T), w, h, turns + rnd,
                        by_ko(psk, ok, copy(ok)), tags=["cycle", "repetition"]))
        turns2 = turns + rnd + ["W pass", "B " + name(*b)]
        psk2 = {"refused": [{"turn": T + 3, "clause": "TT-6", "repeats": T}, {"turn": T + 4, "clause": "TT-5"}],
                "boards": [{"after": T + 5, "rows": s4}]}
        ssk2 = {"refused": [{"turn": T + 5, "clause": "TT-C6", "repeats": T + 1}],
                "boards": [{"after": T + 3, "rows": s1}, {"after": T + 5, "rows": s1}]}
        simple2 = {"boards": [{"after": T + 3, "rows": s1}, {"after": T + 5, "rows": s2}]}
        out.append(case("cycle.second-round-%s" % label, ["TT-6", "TT-C6", "TT-V1", "TT-5", "TT-7"],
                        "On %dx%d the cycle of three moves and a pass: Black's %s again repeats the colouring after turn %d with White to move"
                        % (w, h, name(*b), T + 1), w, h, turns2, by_ko(psk2, ssk2, simple2), tags=["cycle", "repetition"]))
        turns3 = turns + (rnd + ["W pass"]) * 2 + rnd
        simple3 = {"boards": [{"after": T + 7, "rows": s1}, {"after": T + 9, "rows": s2}, {"after": T + 11, "rows": s1}]}
        out.append(case("cycle.simple-ko-rounds-%s" % label, ["TT-V1", "TT-4", "TT-7"],
                        "On %dx%d under simple ko the cycle of three moves and a pass goes round three times" % (w, h),
                        w, h, turns3, {SIMPLE: simple3, SIMPLE_FORBIDDEN: copy(simple3)}, tags=["cycle", "repetition", "simple-ko"]))
    return out


def lone_suicide_after_a_pass():
    """A lone black stone that clears itself just after White passed: every repetition rule refuses it.

    As in lone_suicide_by_turns, White colours the k neighbours of p (Black passing before each:
    turns 1..2k); then Black colours x, the corner of the grid farthest from p (no white stone
    touches it), White passes (2k+2) and Black colours p (t = 2k+3). Its own clearing empties p
    (TT-4, TT-7), and nothing else (every white stone keeps an empty neighbour away from p, x is
    apart): the colouring is the one after 2k+1, and after 2k+2 (a pass colours nothing, TT-R3).
    TT-6 refuses it, repeating 2k+1, the earliest. TT-C6 too: after 2k+1 White was to move, as
    after the suicide (repeats 2k+1). TT-V1 too: the colouring that stood just before the last
    turn (White's pass) is that after 2k+1 (repeats 2k+1). Where suicide is forbidden: TT-C7, asked
    first. In every ruleset the grid then holds x and the k white stones: p reaches only white,
    every other empty point both colours (they form one region touching x and the white stones):
    Black 1, White k+1 (TT-9).
    """
    out = []
    for n in SQUARE:
        spots = [("corner-" + CORNER_LABEL[s], side_map(s, n)(0, 0)) for s in SIDES]
        spots += [("edge-" + s, side_map(s, n)(n // 2, 0)) for s in SIDES]
        spots.append(("centre", (n // 2, n // 2)))
        if n != 19:
            spots = [spots[0], spots[4], spots[8]]
        for label, p in spots:
            white = neighbours(p, n, n)
            x = max([(0, 0), (n - 1, 0), (0, n - 1), (n - 1, n - 1)], key=lambda q: abs(q[0] - p[0]) + abs(q[1] - p[1]))
            turns = []
            for q in white:
                turns += ["B pass", "W " + name(*q)]
            turns += ["B " + name(*x), "W pass", "B " + name(*p)]
            t = len(turns)
            k = len(white)
            board = rows(n, n, black={x}, white=set(white))
            sc = {"boards": [{"after": t, "rows": board}], "score": {"black": 1, "white": k + 1}, "result": result(1, k + 1, 0)}
            e = lambda clause: dict({"refused": [{"turn": t, "clause": clause, "repeats": t - 2}]}, **copy(sc))
            forb = dict({"refused": [{"turn": t, "clause": "TT-C7"}]}, **copy(sc))
            out.append(case("suicide.lone-stone-after-a-pass-%s-%dx%d" % (label, n, n),
                            ["TT-6", "TT-C6", "TT-V1", "TT-C7", "TT-R3", "TT-R4", "TT-4", "TT-7", "TT-9"],
                            "On %dx%d Black's stone at %s clears itself just after White's pass: the colouring before the pass comes back"
                            % (n, n, name(*p)), n, n, turns, by_ko(e("TT-6"), e("TT-C6"), e("TT-V1"), forb),
                            tags=["suicide", "repetition", "pass"]))
    return out


def walls_by_turns():
    """A black wall across the grid on column (or row) a and a white one on b > a, built by turns,
    then two passes.

    Black and White colour their lines point by point from the bottom (or left) edge, alternately.
    The lines are never both at an edge and next to each other, so each stone always has an empty
    neighbour on its far side from the other line (or between them): nothing is cleared. TT-9: the
    a+1 lines from the edge to Black's wall (wall included) reach only black, the n-b lines from
    White's wall to the far edge only white, the points between reach both (neutral): Black scores
    n*(a+1), White n*(n-b). Two passes end the game (TT-8); the result is Black's score less White's
    plus the komi (TT-10, TT-C10): a tie exactly when they are equal, never with a half komi.
    Every move adds a stone and clears nothing: the same under the six rulesets (everywhere).
    """
    cfg = [(19, "columns", 9, 10, 0), (19, "columns", 9, 10, 7.5), (19, "columns", 9, 10, 19), (19, "columns", 9, 10, 18.5),
           (19, "columns", 9, 10, 19.5), (19, "columns", 8, 10, 0), (19, "columns", 8, 10, 0.5), (19, "columns", 8, 10, -0.5),
           (19, "columns", 0, 18, 0), (19, "columns", 3, 4, 6.5), (19, "columns", 14, 15, 7.5), (19, "columns", 4, 14, 0),
           (19, "columns", 0, 2, -5.5), (19, "columns", 16, 18, 7),
           (19, "rows", 9, 10, 0), (19, "rows", 9, 10, 6.5), (19, "rows", 5, 12, 0), (19, "rows", 5, 12, 0.5),
           (19, "rows", 12, 13, 7.5), (19, "rows", 1, 17, 0),
           (7, "columns", 3, 4, 7), (11, "columns", 5, 6, 5.5), (13, "rows", 6, 7, 6.5), (15, "columns", 6, 8, 0),
           (17, "rows", 8, 9, 7.5)]
    out = []
    for (n, axis, a, b, k) in cfg:
        assert a < b and not (b == a + 1 and (a == 0 or b == n - 1))
        pt = (lambda line, i: (line, i)) if axis == "columns" else (lambda line, i: (i, line))
        bs = [pt(a, i) for i in range(n)]
        ws = [pt(b, i) for i in range(n)]
        turns = build(bs, ws) + ["B pass", "W pass"]
        bsc, wsc = n * (a + 1), n * (n - b)
        r = result(bsc, wsc, k)
        lines = (LETTERS[a] + " and " + LETTERS[b]) if axis == "columns" else ("%d and %d" % (a + 1, b + 1))
        out.append(case("score.walls-by-turns-%s-%d-%d-komi-%s-%dx%d" % (axis, a, b, komi_label(k), n, n),
                        ["TT-9", "TT-10", "TT-C10", "TT-3", "TT-8"],
                        "Walls built on %s %s of %dx%d, komi %s: Black %d, White %d, %s"
                        % (axis, lines, n, n, k, bsc, wsc, "a tie" if r == "0" else r), n, n, turns,
                        everywhere({"boards": [{"after": len(turns), "rows": rows(n, n, black=set(bs), white=set(ws))}],
                                    "score": {"black": bsc, "white": wsc}, "result": r, "ended": True}),
                        tags=["score", "komi"] + (["neutral"] if b > a + 1 else []) + (["tie"] if r == "0" else []), komi=k))
    return out


def off_grid():
    """Points just off square grids (TT-1, TT-R10): the column after the last (letter n, skipping I)
    at the bottom, middle and top rows, and the row above the top (n+1) at the first, middle and
    last columns, and the point past both. None is a point of the grid: each is refused under TT-1
    and, being refused, not played, so the same player tries again (README). The points inside
    (the corners next to them) are accepted. One black and one white stone, apart, leave a single
    empty region reaching both (neutral): 1 point each, a tie (TT-9, TT-10).
    The two accepted moves are far apart: the same under the six rulesets (everywhere).
    """
    out = []
    for n in SQUARE:
        after, last, mid, top = LETTERS[n], LETTERS[n - 1], LETTERS[n // 2], str(n + 1)
        specs = [("column-after-last", ["B %s1" % after, "B %s%d" % (after, n // 2 + 1), "B %s%d" % (after, n),
                                        "B %s%d" % (last, n), "W %s%s" % (after, top), "W %s1" % after, "W A1"],
                  {(n - 1, n - 1)}, {(0, 0)}),
                 ("row-above-top", ["B A" + top, "B " + mid + top, "B " + last + top, "B A%d" % n,
                                    "W " + after + top, "W " + last + top, "W %s1" % last],
                  {(0, n - 1)}, {(n - 1, 0)})]
        for label, turns, black, white in specs:
            e = {"refused": [{"turn": i, "clause": "TT-1"} for i in [1, 2, 3, 5, 6]],
                 "boards": [{"after": 3, "rows": rows(n, n)}, {"after": 7, "rows": rows(n, n, black=black, white=white)}],
                 "score": {"black": 1, "white": 1}, "result": "0"}
            out.append(case("edges.off-grid-%s-%dx%d" % (label, n, n), ["TT-1", "TT-R10", "TT-9"],
                            "On %dx%d the %s names no point; the corners beside it are points"
                            % (n, n, "column " + after if label.startswith("column") else "row " + top),
                            n, n, turns, everywhere(e), tags=["coordinates", "edge", "corner", "tie"]))
    return out


def occupied_spots():
    """Occupied points at the four corners and the middles of the four edges (TT-7, TT-R10).

    For each side in turn: Black colours a corner p (accepted: empty), White tries p (refused
    under TT-7: not empty), then colours the middle q of an edge (accepted), Black tries q (TT-7)
    and then his own p again (TT-7: a player's own stone is no more empty). A refused turn is not
    played, so the same player tries the next listed turn. The corners and the edge middles are
    never neighbours (n >= 7) and all keep liberties. At the end the empty points form one region
    touching both colours (neutral): 4 points each, a tie (TT-9, TT-10).
    The accepted moves add a stone each and clear nothing: the same under the six rulesets
    (everywhere).
    """
    out = []
    for n in SQUARE:
        turns, refused, black, white = [], [], set(), set()
        for side in SIDES:
            m = side_map(side, n)
            p, q = m(0, 0), m(n // 2, 0)
            turns += ["B " + name(*p), "W " + name(*p), "W " + name(*q), "B " + name(*q), "B " + name(*p)]
            refused += [{"turn": len(turns) - 3, "clause": "TT-7"}, {"turn": len(turns) - 1, "clause": "TT-7"},
                        {"turn": len(turns), "clause": "TT-7"}]
            black.add(p)
            white.add(q)
        e = {"refused": refused, "boards": [{"after": len(turns), "rows": rows(n, n, black=black, white=white)}],
             "score": {"black": 4, "white": 4}, "result": "0"}
        out.append(case("occupied.corners-and-edges-%dx%d" % (n, n), ["TT-7", "TT-R10", "TT-9"],
                        "On %dx%d moves on the stones at the corners and edge middles are refused, the mover's own included" % (n, n),
                        n, n, turns, everywhere(e), tags=["occupied", "corner", "edge", "tie"]))
    return out


def write(group, description, cases):
    doc = {"$schema": "../schema/case-file.schema.json", "format": 1, "group": group,
           "description": description + " Generated by conformance/tools/generate.py; do not edit by hand.",
           "cases": cases}
    with open(os.path.join(CASES, "generated-" + group + ".json"), "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Writes the generated-*.json groups of the conformance suite.")
    parser.add_argument("--out", metavar="DIR", default=CASES,
                        help="the directory to write them into (default: conformance/cases beside this script)")
    CASES = parser.parse_args().out
    os.makedirs(CASES, exist_ok=True)
    write("edges", "Corners and the points just past the edges of many grids, square and rectangular.", edges() + off_grid())
    write("komi", "Komi and ties.", komi_and_ties())
    write("turn-order", "Whose turn it is.", turn_order())
    write("walls", "Area scoring with walls and neutral columns, with komi.", walls() + walls_by_turns())
    write("after-the-end", "Turns after the end.", after_the_end())
    write("row-suicide", "Suicide of a whole row of stones.", [row_suicide(n) for n in [3, 4, 6, 9, 13, 19, 25]])
    write("handicaps", "Handicaps of 2 to 9 stones.", handicaps())
    write("strips", "1xN and Nx1 strips.", strips())
    write("occupied", "Moves on coloured points.", occupied() + occupied_spots())
    write("suicide", "Single-stone suicide: a repetition under TT-6, allowed under TT-C6 and no repetition rule.", single_suicide() + lone_suicide_by_turns()
          + lone_suicide_after_a_pass())
    write("captures", "Captures in every corner, and of long chains.", corner_captures() + [chains(n) for n in [3, 4, 6, 9, 13, 19, 25]]
          + corner_captures([(7, 7), (11, 11), (15, 15), (17, 17)]) + edge_chain_captures() + multi_string_captures())
    write("string-suicide", "Suicide of strings of two and three stones on the edges and corners of square grids, built by turns.",
          string_suicide())
    write("ko", "Simple kos at the corners, edges and centre of square grids, built by turns.", simple_kos())
    write("cycles", "Cycles of three moves: refused by positional superko, allowed by situational superko and simple ko.", cycles())
    write("long", "Long games: full history, suicide back to the start, more than 1,000 turns.",
          [fill(w, h) for (w, h) in [(2, 2), (3, 3), (1, 5), (5, 1), (4, 3), (9, 9), (7, 5), (19, 19), (25, 25)]]
          + [far_back(n) for n in [5, 9, 19]]
          + [phases(9, 9, 4), phases(7, 7, 3), phases(5, 4, 2)])
