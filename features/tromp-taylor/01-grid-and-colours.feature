Feature: The grid and its colours (TT-1, TT-2, TT-C1, TT-R9)
  The game is played on a grid of points, 19x19 unless the players agree on another rectangle.
  Every point is black, white or empty. Points are named as in GTP: a column letter (no I),
  then the row counted from 1 at the bottom.

  @TT-1 @TT-2
  Scenario: the standard grid is 19 by 19, from A1 to T19
    Given an empty 19x19 grid
    When Black plays T19
    And White plays A1
    Then every turn is accepted
    And point T19 is black
    And point A1 is white
    And point K10 is empty
    # Every other point is empty and reaches both colours, so it counts for nobody (TT-9).
    And Black scores 1 and White scores 1

  @TT-1 @TT-R10
  Scenario: a point outside the grid is no point to move on
    Given an empty 7x2 grid
    When Black plays at column 8, row 1
    Then the turn is refused under TT-1

  @TT-C1 @TT-R9
  Scenario: any rectangle from 1x1 to 25x25 by prior agreement
    Given an empty 7x2 grid
    When the turns "B G2, W A1, B pass, W pass" are played
    Then every turn is accepted
    And the grid is:
      """
      ......X
      O......
      """
    And a 26x5 grid is refused under TT-R9
    And a 0x5 grid is refused under TT-R9

  @TT-R9 @TT-C1
  Scenario: the largest grid, 25x25, to its far corner Z25
    Given an empty 25x25 grid
    When Black plays Z25
    And White plays A25
    And Black plays Z1
    Then every turn is accepted
    And point Z25 is black
    And point Z1 is black
    And point A25 is white

  @TT-R9 @TT-C10
  Scenario: komi is any multiple of one half
    Given an empty 5x5 grid
    Then komi 0.3 is refused under TT-R9
    And komi 7.25 is refused under TT-R9

  @TT-R9 @TT-C10
  Scenario: a negative komi is allowed and counts for Black
    Given an empty 3x1 grid
    And komi -2.5
    When the turns "B pass, W pass" are played
    Then the game has ended
    And Black scores 0 and White scores 0
    And the result is "B+2.5"
