# OpenSpiel's Go: only the simple-ko point and suicide (of one stone or of several) are missing from
# legal_actions. Each position below lists every empty point and whether it is a legal action.
# (1) The ko of TT-V1 on 4x4: after Black's C2 takes White's B2, White's retake at B2 is not legal
#     (the simple-ko point), nor is A1 (a White suicide); every other empty point is. Once White has
#     passed and Black played D4 elsewhere, the retake is legal again.
# (2) suicide.three-stones on 5x5 (black A1 B1, white A2 B2 C2 D1): Black C1 would leave A1-B1-C1
#     without a liberty: not legal. (3) A one-stone suicide: Black A1 between White A2 and B1.
import importlib.metadata
import pyspiel

print("open_spiel", importlib.metadata.version("open_spiel"))


def play(size, moves):
    state = pyspiel.load_game("go", {"board_size": size, "komi": 0.5}).new_initial_state()
    for m in moves:
        action = state.string_to_action(m)
        assert action in state.legal_actions(), m
        state.apply_action(action)
    return state


def show(state, size):
    print(state.observation_string(0))
    player = state.current_player()
    legal = set(state.legal_actions())
    refused = [state.action_to_string(player, a) for a in range(size * size)
               if a not in legal and state.action_to_string(player, a)[2:].upper() not in stones(state)]
    print("  empty points not in legal_actions:", refused or "none")


def stones(state):
    out = set()
    for line in state.observation_string(0).splitlines():
        w = line.split()
        if len(w) == 2 and w[0].isdigit():
            out |= {"ABCDEFGHJKLMNOPQRST"[x] + w[0] for x, c in enumerate(w[1]) if c in "XO"}
    return out


print("(1) 4x4: B B3, W C3, B A2, W D2, B B1, W C1, B pass, W B2, B C2 (takes B2)")
s = play(4, ["B b3", "W c3", "B a2", "W d2", "B b1", "W c1", "B PASS", "W b2", "B c2"])
show(s, 4)
print("  then W pass, B D4:")
s.apply_action(s.string_to_action("W PASS"))
s.apply_action(s.string_to_action("B d4"))
print("  W B2 in legal_actions now:", s.string_to_action("W b2") in s.legal_actions())
print()
print("(2) 5x5: B A1, W A2, B B1, W B2, B E5, W C2, B E4, W D1; Black to move")
s = play(5, ["B a1", "W a2", "B b1", "W b2", "B e5", "W c2", "B e4", "W d1"])
show(s, 5)
print("  apply_action_with_legality_check(C1):", end=" ")
try:
    s.apply_action_with_legality_check(s.string_to_action("B c1"))
    print("accepted")
except Exception as e:
    print("raises", type(e).__name__, str(e).splitlines()[0])
print()
print("(3) 5x5: B E5, W A2, B E4, W B1; Black to move")
s = play(5, ["B e5", "W a2", "B e4", "W b1"])
show(s, 5)
