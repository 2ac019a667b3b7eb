# OpenSpiel's Go: a move that repeats an earlier whole-board position (other than the simple-ko
# retake, which is not legal) is in legal_actions; once applied the game is terminal and returns
# are (0, 0), a draw, whatever the count. cycle.three-moves-corner-a1-7x7: B C2, W A2, B D1, W B2,
# B A1, W C1, B B1, W C1, then B A1 brings back the colouring after turn 6 (positional superko).
# With komi 0.5 no count can tie, so the draw is the repetition's. The repetition is of the stones
# alone: the same colouring with the other player to move counts (full-board.send-two-return-one).
import importlib.metadata
import pyspiel

print("open_spiel", importlib.metadata.version("open_spiel"))


def run(size, moves, komi=0.5):
    state = pyspiel.load_game("go", {"board_size": size, "komi": komi}).new_initial_state()
    for i, m in enumerate(moves, 1):
        action = state.string_to_action(m)
        legal = action in state.legal_actions()
        if legal:
            state.apply_action(action)
        print(f"  {i:2}. {m}: {'in legal_actions' if legal else 'NOT in legal_actions'}; "
              f"is_terminal {state.is_terminal()}, returns {state.returns()}")
        if not legal:
            break
    print(state.observation_string(0))
    print("  legal_actions now:", state.legal_actions())
    return state


print("cycle.three-moves-corner-a1-7x7 (7x7, komi 0.5)")
run(7, ["B c2", "W a2", "B d1", "W b2", "B a1", "W c1", "B b1", "W c1", "B a1"])
print("full-board.send-two-return-one (19x19, komi 0.5): B B1 at turn 9 recreates turn 6's stones, White to move")
run(19, ["B a2", "W b2", "B b1", "W c2", "B q16", "W d1", "B c1", "W a1", "B b1"])
