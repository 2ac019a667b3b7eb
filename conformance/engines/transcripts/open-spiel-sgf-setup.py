# OpenSpiel's SGF loader (pyspiel.go.load_games_from_sgf_string), which the harness uses to set up a
# starting position: (1) it reads an SGF point's second letter as the row from the BOTTOM: AB[aa]
# puts a stone on A1 (the SGF standard counts rows from the top: aa is A5 on 5x5). (2) The set-up
# position is not in the repetition table: a turn that brings it back is played and the game goes
# on, where bringing back any later position ends it drawn. (3) undo_action replays the history
# from the empty board and drops the set-up stones. None of the three is a rule of Go judged by the
# suite; the page says which cases they touch.
import importlib.metadata
import pyspiel

print("open_spiel", importlib.metadata.version("open_spiel"))
game, s = pyspiel.go.load_games_from_sgf_string("(;FF[4]GM[1]SZ[5]KM[0.5]AB[aa])")[0]
print("(1) AB[aa] on 5x5:")
print(s.observation_string(0))


def turns(s, moves):
    for m in moves:
        a = s.string_to_action(m)
        print(f"  {m}: in legal_actions {a in s.legal_actions()}", end="")
        s.apply_action(a)
        print(f"; is_terminal {s.is_terminal()}, returns {s.returns()}")


# repetition.cycle-through-a-pass: start black A2 B1, white B2 C2 D1 on 5x5; B C1, W A1 (takes
# two), B B1 (takes one) brings back the start.
print("(2) set up by SGF (AB[ab][ba] AW[bb][cb][da]), then B C1, W A1, B B1:")
game, s = pyspiel.go.load_games_from_sgf_string("(;FF[4]GM[1]SZ[5]KM[0.5]AB[ab][ba]AW[bb][cb][da])")[0]
print(s.observation_string(0))
turns(s, ["B c1", "W a1", "B b1"])
print("    the same start reached by turns (B A2, W B2, B B1, W C2, B pass, W D1), then the same three:")
s = game.new_initial_state()
for m in ["B a2", "W b2", "B b1", "W c2", "B PASS", "W d1"]:
    s.apply_action(s.string_to_action(m))
turns(s, ["B c1", "W a1", "B b1"])
print("(3) set up by SGF (AB[aa]), B C3, then undo_action:")
game, s = pyspiel.go.load_games_from_sgf_string("(;FF[4]GM[1]SZ[5]KM[0.5]AB[aa])")[0]
s.apply_action(s.string_to_action("B c3"))
print(s.observation_string(0))
s.undo_action(0, s.history()[-1])
print(s.observation_string(0))
