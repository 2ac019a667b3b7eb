Feature: A move may not repeat an earlier grid colouring (TT-6, TT-R1, TT-R2, TT-R3, TT-C6)
  Positional superko: a move is refused when the colouring it leaves has stood before, at any
  earlier moment of the game, the start included, whoever was then to move.

  @TT-R1 @TT-6
  Scenario: on a 1x1 grid the only move is refused, for it repeats the empty start
    # Colouring A1 black leaves a stone that reaches no empty point; clearing black empties it.
    Given an empty 1x1 grid
    When Black plays A1
    Then the turn is refused under TT-6
    And it repeats the colouring at the start
    And the reason says "repeats the grid colouring at the start [TT-6]"
    And the legal turns are "pass"

  @TT-R1 @TT-R4
  Scenario: a move that empties the whole grid is refused
    Given an empty 2x1 grid
    When the turns "B A1, W pass, B B1" are played
    Then the turn is refused under TT-6
    And it repeats the colouring at the start

  @TT-6
  Scenario: the basic ko: taking back at once is refused
    Given the grid:
      """
      . . . .
      . X O .
      X O . O
      . X O .
      """
    When the turns "B C2, W B2" are played
    Then the turn is refused under TT-6
    And it repeats the colouring at the start
    And the grid is:
      """
      . . . .
      . X O .
      X . X O
      . X O .
      """

  @TT-6
  Scenario: after a move elsewhere by each player, the ko may be taken back
    Given the grid:
      """
      . . . .
      . X O .
      X O . O
      . X O .
      """
    When the turns "B C2, W A4, B D4, W B2" are played
    Then every turn is accepted
    And the capture emptied "C2"
    And the grid is:
      """
      O . . X
      . X O .
      X O . O
      . X O .
      """

  @TT-R3 @TT-C8
  Scenario: passes do not wipe out the history
    # With the dead-stone amendment two passes do not end the game, so White can still try to
    # take the ko back after them: the colouring of the start is still an earlier colouring.
    Given the players have adopted the dead-stone amendment
    And the grid:
      """
      . . . .
      . X O .
      X O . O
      . X O .
      """
    When the turns "B C2, W pass, B pass, W B2" are played
    Then the turn is refused under TT-6
    And it repeats the colouring at the start

  @TT-R3
  Scenario: a pass is always allowed, even when no move is
    Given an empty 1x1 grid
    When Black passes
    Then the turn is accepted
    And White is to move
    And the legal turns are "pass"

  @TT-R2 @TT-6
  Scenario: a triple ko cycles back to the start after six captures, and only the whole history sees it
    # Three kos side by side. Each move captures one stone; after six captures the colouring of
    # the start is back. The colouring two turns earlier (after move 4) is a different one, so a
    # rule that only forbids taking back at once would allow the sixth capture; TT-6 does not.
    Given the grid:
      """
      . . . . . . . . . . . .
      X X O O X X O O X X O O
      X O . O X O . O X . X O
      """
    When the turns "B C1, W K1, B G1, W B1, B L1" are played
    Then every turn is accepted
    And the grid is:
      """
      . . . . . . . . . . . .
      X X O O X X O O X X O O
      X O . O X . X O X . X O
      """
    When White plays F1
    Then the turn is refused under TT-6
    And it repeats the colouring at the start

  @TT-C6
  Scenario: under situational superko the triple ko is refused too, with the same player to move as at the start
    Given the repetition rule is situational
    And the grid:
      """
      . . . . . . . . . . . .
      X X O O X X O O X X O O
      X O . O X O . O X . X O
      """
    When the turns "B C1, W K1, B G1, W B1, B L1, W F1" are played
    Then the turn is refused under TT-C6
    And it repeats the colouring at the start

  @TT-C6 @TT-R4
  Scenario: a one-stone suicide repeats a colouring, but with the other player to move
    # Positional superko refuses it (TT-R4); situational superko compares the player to move too,
    # and the colouring before the move stood with Black to move, not White.
    Given the repetition rule is situational
    And the grid:
      """
      . O .
      O . O
      . O .
      """
    When Black plays B2
    Then the turn is accepted
    And the suicide emptied "B2"
    And White is to move
