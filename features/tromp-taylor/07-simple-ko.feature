Feature: Simple ko, the rule many engines claim (TT-V1)
  Under simple ko a move may not recreate the colouring that stood just before the last turn; no
  other earlier colouring forbids anything.

  @TT-V1
  Scenario: the basic ko may not be taken back at once
    # W B2 takes C2 back and leaves the start, which stood just before Black's C2, the last turn.
    Given the repetition rule is simple
    And the grid:
      """
      . . . .
      . X O .
      X O . O
      . X O .
      """
    When the turns "B C2, W B2" are played
    Then the turn is refused under TT-V1
    And it repeats the colouring at the start
    And the reason says "repeats the grid colouring at the start, just before the last turn (simple ko) [TT-V1]"

  @TT-V1
  Scenario: a longer cycle is not refused: the fifth turn recreates the colouring after move 2
    # A1 X, C1 O; B1 X takes C1; C1 O takes A1 and B1; A1 X leaves X . O, as after move 2. The
    # colouring just before the last turn is X X . (after move 3): no repetition under simple ko.
    Given the repetition rule is simple
    And an empty 3x1 grid
    When the turns "B A1, W C1, B B1, W C1, B A1" are played
    Then every turn is accepted
    And the grid is:
      """
      X . O
      """

  @TT-V1
  Scenario: the triple ko cycles back to the start under simple ko
    # Each capture is in another ko, so no turn recreates the colouring before the last turn; the
    # sixth turn recreates the start, six turns back, which simple ko does not compare.
    Given the repetition rule is simple
    And the grid:
      """
      . . . . . . . . . . . .
      X X O O X X O O X X O O
      X O . O X O . O X . X O
      """
    When the turns "B C1, W K1, B G1, W B1, B L1, W F1" are played
    Then every turn is accepted
    And the grid is:
      """
      . . . . . . . . . . . .
      X X O O X X O O X X O O
      X O . O X O . O X . X O
      """

  @TT-V1 @TT-C7
  Scenario: a lone stone that clears itself before any turn is accepted; the same after it is refused
    # Before the first turn there is no last turn to compare with. After B A1 (which leaves the grid
    # empty) the colouring before the last turn is the empty start, which W A1 recreates.
    Given the repetition rule is simple
    And an empty 1x1 grid
    When the turns "B A1, W A1" are played
    Then the turn is refused under TT-V1
    And it repeats the colouring at the start
