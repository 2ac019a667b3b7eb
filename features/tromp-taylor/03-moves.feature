Feature: A move: colour, clear the opponent, clear one's own (TT-7, TT-C7, TT-R4, TT-R5, TT-R10)
  A move colours an empty point with the mover's colour, then clears the opponent's colour, then
  the mover's own. The first clearing is a capture, the second a suicide.

  @TT-7 @TT-C4 @TT-R5
  Scenario: a move captures a stone with no liberty left
    Given the grid:
      """
      . X .
      X O .
      . X .
      """
    When Black plays C2
    Then the turn is accepted
    And the grid is:
      """
      . X .
      X . X
      . X .
      """
    And the capture emptied "B2"
    And the suicide emptied "nothing"
    And no string lacks a liberty

  @TT-7 @TT-C7 @TT-R5
  Scenario: one move captures four strings at once
    # B2, C3, C1 and D2 are four white strings of one stone, each with the single liberty C2.
    Given the grid:
      """
      . X O X .
      X O . O X
      . X O X .
      """
    When Black plays C2
    Then the turn is accepted
    And the capture emptied "B2 C3 C1 D2"
    And the suicide emptied "nothing"
    And the grid is:
      """
      . X . X .
      X . X . X
      . X . X .
      """

  @TT-7 @TT-C7 @TT-R5
  Scenario: the capture comes first, so a stone with no liberty of its own can live
    # B2 has only white neighbours, but the white stone C2 loses its last liberty when B2 is
    # coloured; the opponent is cleared before the mover, so C2 goes and B2 stays.
    Given the grid:
      """
      . O X .
      O . O X
      . O X .
      """
    When Black plays B2
    Then the turn is accepted
    And the capture emptied "C2"
    And the suicide emptied "nothing"
    And the grid is:
      """
      . O X .
      O X . X
      . O X .
      """

  @TT-R4 @TT-6
  Scenario: a one-stone suicide gives back the colouring before it, and is refused
    Given the grid:
      """
      . O . .
      O . O .
      . O . .
      """
    When the turns "B D1, W D3, B B2" are played
    Then the turn is refused under TT-6
    And it repeats the colouring after move 2

  @TT-R4 @TT-C7
  Scenario: a suicide of several stones makes a new colouring, and is allowed
    # The black string A2-B2 has one liberty, C2; filling it leaves the string, now three stones,
    # with no liberty, and captures nothing.
    Given the grid:
      """
      O O O .
      X X . O
      O O O .
      """
    When Black plays C2
    Then the turn is accepted
    And the capture emptied "nothing"
    And the suicide emptied "A2 B2 C2"
    And the grid is:
      """
      O O O .
      . . . O
      O O O .
      """
    And White is to move

  @TT-C7
  Scenario: where suicide is forbidden, the same move is refused
    Given suicide is forbidden
    And the grid:
      """
      O O O .
      X X . O
      O O O .
      """
    When Black plays C2
    Then the turn is refused under TT-C7

  @TT-C7
  Scenario: where suicide is forbidden, a move that captures is still no suicide
    Given suicide is forbidden
    And the grid:
      """
      . O X .
      O . O X
      . O X .
      """
    When Black plays B2
    Then the turn is accepted
    And the capture emptied "C2"

  @TT-R10 @TT-7
  Scenario: a move on a point that is not empty is refused
    Given an empty 3x3 grid
    When the turns "B B2, W B2" are played
    Then the turn is refused under TT-7
    And White is to move
