Feature: Reaching and clearing (TT-3, TT-4, TT-C4)
  A point reaches a colour when a path of points of its own colour leads from it to a point of that
  colour. Clearing a colour empties, all at once, its points that do not reach empty.

  Background:
    # Black: B3 B2 C2 D2 D1 (one string). White: A3 A2, B1 C1, E2. Empty: C3 D3 E3, A1, E1.
    Given the grid:
      """
      O X . . .
      O X X X O
      . O O X .
      """

  @TT-3
  Scenario: a point reaches empty along a path of its own colour
    # B2 has no empty neighbour, but B2-B3-C3 is a path of black points ending on an empty one.
    Then B2 reaches empty
    # C1 goes through B1 to the empty A1.
    And C1 reaches empty
    And A3 reaches empty
    And D1 reaches white

  @TT-3
  Scenario: an empty point reaches the colours its empty region touches
    Then A1 reaches white
    And A1 does not reach black
    # C3, D3 and E3 form one empty region that touches both colours.
    And E3 reaches black
    And C3 reaches white
    And E1 reaches black
    And E1 reaches white

  @TT-4
  Scenario: clearing a colour empties only the points that do not reach empty
    Given the grid:
      """
      X O .
      O X O
      """
    # A2 and B1 are black and touch no empty point through black: both go, at once.
    Then clearing black gives:
      """
      . O .
      O . O
      """
    # B2 and C1 reach empty (C2); A1 does not.
    And clearing white gives:
      """
      X O .
      . X O
      """

  @TT-4 @TT-C4
  Scenario: clearing changes nothing on a grid where every string has a liberty
    Then clearing black gives:
      """
      O X . . .
      O X X X O
      . O O X .
      """
    And clearing white gives:
      """
      O X . . .
      O X X X O
      . O O X .
      """

  @TT-C4 @TT-R7
  Scenario: a game may not start from a grid with a string that has no liberty
    Given the grid:
      """
      X O .
      O . .
      """
    Then starting the game is refused under TT-R7

  @TT-R7 @TT-5
  Scenario: a game may start from a drawn grid with White to move
    Given the grid:
      """
      . X .
      X . .
      . . .
      """
    And White to move
    When White plays C1
    Then the turn is accepted
    And Black is to move
