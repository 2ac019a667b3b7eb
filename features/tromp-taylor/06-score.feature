Feature: Score and winner (TT-9, TT-10, TT-C10)
  A player's score is her points plus the empty points that reach her colour only. The higher
  score wins; komi is added to White's score.

  @TT-9 @TT-C9
  Scenario: stones and the empty points that reach only one colour
    # Black: B3 B2 C2 D2 D1 = 5; no empty point reaches black only.
    # White: A3 A2 B1 C1 E2 = 5, plus A1, which reaches white only = 6.
    # C3, D3, E3 and E1 reach both colours and count for nobody.
    Given the grid:
      """
      O X . . .
      O X X X O
      . O O X .
      """
    When the turns "B pass, W pass" are played
    Then Black scores 5 and White scores 6
    And the result is "W+1"
    And White wins

  @TT-9 @TT-10
  Scenario: in seki the shared empty points count for nobody
    # Neither may fill B1 or B2: the filler's string would be left with one liberty, which the
    # other then fills to capture it. Both empty points reach black and white.
    Given the grid:
      """
      X . O
      X . O
      """
    When the turns "B pass, W pass" are played
    Then Black scores 2 and White scores 2
    And the game is a tie
    And the result is "0"

  @TT-9
  Scenario: why it is seki: the first to fill a shared point is captured
    Given the grid:
      """
      X . O
      X . O
      """
    When the turns "B B1, W B2" are played
    Then every turn is accepted
    And the capture emptied "A1 A2 B1"
    And the grid is:
      """
      . O O
      . . O
      """

  @TT-10 @TT-C10
  Scenario Outline: komi decides the winner
    # Black C1 owns A1 and B1: 3 points. White E1: 1 point. D1 reaches both.
    Given an empty 5x1 grid
    And komi <komi>
    When the turns "B C1, W E1, B pass, W pass" are played
    Then the game has ended
    And Black scores 3 and White scores 1
    And the result is "<result>"

    Examples:
      | komi | result |
      | 0    | B+2    |
      | 1.5  | B+0.5  |
      | 2    | 0      |
      | 2.5  | W+0.5  |
      | 7.5  | W+5.5  |

  @TT-10
  Scenario: equal scores are a tie
    Given an empty 5x1 grid
    And komi 2
    When the turns "B C1, W E1, B pass, W pass" are played
    Then the game is a tie
