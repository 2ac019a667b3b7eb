Feature: Turns, handicap and the end of the game (TT-5, TT-R11, TT-C5, TT-8, TT-R8, TT-C8, TT-R6)

  @TT-5 @TT-R11
  Scenario: Black takes the first turn
    Given an empty 3x3 grid
    When White plays B2
    Then the turn is refused under TT-5
    When Black plays B2
    Then the turn is accepted
    And White is to move

  @TT-R11 @TT-5
  Scenario: the same player may not take two turns in a row
    Given an empty 3x3 grid
    When the turns "B A1, B B2" are played
    Then the turn is refused under TT-5
    And the reason says "it is White's turn"

  @TT-C5 @TT-R9
  Scenario: a handicap of three is three Black moves before White's first turn
    Given an empty 9x9 grid
    And a handicap of 3
    When the turns "B C3, B G7, B C7" are played
    Then every turn is accepted
    And White is to move
    When White plays E5
    Then the turn is accepted
    And Black is to move

  @TT-C5
  Scenario: during a handicap White may not move yet
    Given an empty 9x9 grid
    And a handicap of 2
    When the turns "B C3, W G7" are played
    Then the turn is refused under TT-5

  @TT-8 @TT-10
  Scenario: two passes in a row end the game
    Given an empty 3x3 grid
    When the turns "B pass, W pass" are played
    Then every turn is accepted
    And the game has ended
    And Black scores 0 and White scores 0
    And the game is a tie

  @TT-8
  Scenario: passes that are not consecutive do not end the game
    Given an empty 3x3 grid
    When the turns "B pass, W B2, B pass" are played
    Then every turn is accepted
    And the game has not ended
    And White is to move

  @TT-R8
  Scenario: after the end no move is accepted
    Given an empty 3x3 grid
    When the turns "B pass, W pass, B B2" are played
    Then the turn is refused under TT-R8

  @TT-R8
  Scenario: after the end not even a pass is accepted
    Given an empty 3x3 grid
    When the turns "B pass, W pass, B pass" are played
    Then the turn is refused under TT-R8

  @TT-R6 @TT-9
  Scenario: without the amendment a hopeless stone still counts, and spoils the area around it
    # The white stone A4 would be captured in play, but the game ends as it stands: A1..A3 reach
    # both colours and count for nobody. Black: B1..B4 = 4. White: A4, C1..C4 and D1..D4 = 9.
    Given the grid:
      """
      O X O .
      . X O .
      . X O .
      . X O .
      """
    When the turns "B pass, W pass" are played
    Then the game has ended
    And Black scores 4 and White scores 9
    And the result is "W+5"

  @TT-R6
  Scenario: without the amendment there is no agreement to remove stones
    Given the grid:
      """
      O X O .
      . X O .
      . X O .
      . X O .
      """
    When Black passes
    And the players agree to empty "A4"
    Then the turn is refused under TT-R6

  @TT-C8 @TT-R6
  Scenario: with the amendment, after two passes the players agree to empty a dead stone
    Given the players have adopted the dead-stone amendment
    And the grid:
      """
      O X O .
      . X O .
      . X O .
      . X O .
      """
    When the turns "B pass, W pass" are played
    Then the game has not ended
    When the players agree to empty "A4"
    Then the turn is accepted
    And the game has ended
    # Black: B1..B4 and A1..A4 = 8. White: C1..C4 and D1..D4 = 8.
    And Black scores 8 and White scores 8
    And the game is a tie

  @TT-C8
  Scenario: with the amendment, agreement comes only after two passes
    Given the players have adopted the dead-stone amendment
    And an empty 3x3 grid
    When Black passes
    And the players agree to empty "B2"
    Then the turn is refused under TT-C8

  @TT-C8 @TT-R8
  Scenario: with the amendment, four passes end the game as it stands
    Given the players have adopted the dead-stone amendment
    And the grid:
      """
      O X O .
      . X O .
      . X O .
      . X O .
      """
    When the turns "B pass, W pass, B pass" are played
    Then the game has not ended
    When White passes
    Then the game has ended
    And Black scores 4 and White scores 9
    When Black plays A1
    Then the turn is refused under TT-R8

  @TT-C8
  Scenario: with the amendment, a move after two passes resumes play
    Given the players have adopted the dead-stone amendment
    And an empty 3x3 grid
    When the turns "B pass, W pass, B B2, W pass" are played
    Then every turn is accepted
    And the game has not ended
