"""PettingZoo's Go (pettingzoo.classic.go_v5) behind GTP: every verdict is PettingZoo's own, read
from its AEC API as a learning agent reads it. The game is go_v5.env(board_size=N, komi=K), reset();
a move is legal when the agent to move (env.agent_selection) has a 1 for its action in
env.observe(agent)["action_mask"] (the harness then calls env.step(action)); the end is
env.terminations / env.truncations, the result env.rewards (+1 for the winner, -1 for the loser: no
margin, so there is no final_score), the stones are read from the observation's newest two planes.
gogui-rules_legal_moves lists the actions that are 1 in that action_mask.

An action the mask refuses is never sent: PettingZoo's TerminateIllegalWrapper would end the game
with -1 for the agent that sent it. `play` answers `?` instead.

PettingZoo's API has no set-up position, no handicap and no undo, so gogui-setup, set_handicap and
undo are not offered. Its board is square (board_size); go_v5 takes every size GTP can name.
Komi is a parameter of the environment: a new komi makes a new environment, the turns stepped again.
"""

import os
from importlib.metadata import version

# go.py imports pygame, whose greeting would go to standard output (GTP's).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pettingzoo.classic import go_v5  # noqa: E402

NAME = "pettingzoo"
VERSION = version("pettingzoo")
OPTIONS = {}
RECTANGULAR = False

AGENTS = {"black": "black_0", "white": "white_0"}
COLOURS = {v: k for k, v in AGENTS.items()}


class Game:
    def __init__(self, options):
        self.n = 19
        self.k = 0.0
        self.actions = []  # the actions stepped, to step them again under a new komi
        self.env = self._fresh()

    def _fresh(self):
        env = go_v5.env(board_size=self.n, komi=float(self.k))
        env.reset()
        return env

    def size(self, w, h):
        if w != h:
            raise ValueError("PettingZoo's Go plays square boards only (board_size)")
        self.n, self.actions = w, []
        self.env = self._fresh()

    def clear(self):
        self.actions = []
        self.env.reset()

    def komi(self, k):
        self.k = k
        self.env = self._fresh()
        for a in self.actions:
            self.env.step(a)

    def _ended(self):
        a = self.env.agent_selection
        return self.env.terminations[a] or self.env.truncations[a]

    def to_move(self):
        return "none" if self._ended() else COLOURS[self.env.agent_selection]

    def over(self):
        if not self._ended():
            return False
        black = self.env.rewards["black_0"]
        return "B+" if black > 0 else "W+" if black < 0 else "0"

    def _action(self, v):
        n = self.n
        if v is None:
            return n * n
        if 0 <= v[0] < n and 0 <= v[1] < n:
            # PettingZoo's action: row * size + column, row 0 at the top.
            return v[1] * n + v[0]
        raise ValueError("not a point of the board")

    def _vertex(self, action):
        n = self.n
        return None if action == n * n else (action % n, action // n)

    def legal(self):
        # The action_mask of the agent to move, as PettingZoo gives it (also after the end).
        mask = self.env.observe(self.env.agent_selection)["action_mask"]
        return [self._vertex(a) for a in range(len(mask)) if mask[a]]

    def play(self, colour, v):
        env = self.env
        if self._ended():
            raise ValueError("the game has ended (terminations)")
        agent = env.agent_selection
        if agent != AGENTS[colour]:
            raise ValueError(f"not {colour}'s turn (agent_selection {agent})")
        action = self._action(v)
        if not env.observe(agent)["action_mask"][action]:
            raise ValueError(f"action {action} is 0 in the action_mask")
        env.step(action)
        self.actions.append(action)

    def stones(self, colour):
        # The observation's planes 0 and 1 are the position after the last step: plane 0 the
        # stones of the agent that made it (the one not selected now), plane 1 the other's.
        planes = self.env.observe(self.env.agent_selection)["observation"]
        plane = 1 if AGENTS[colour] == self.env.agent_selection else 0
        return [(x, y) for y in range(self.n) for x in range(self.n) if planes[y, x, plane]]


def create(options):
    return Game(options)
