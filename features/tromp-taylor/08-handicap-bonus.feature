Feature: White's handicap bonus, as engines claim it (TT-V2)
  Many engines pay White for Black's handicap stones: a point a stone (bonus n), or a point a stone
  beyond the first (bonus n-1, as FR-14). The points are added to White's score beside the komi,
  and named apart from it.

  @TT-V2 @TT-C5
  Scenario: a point a stone: two handicap stones turn Black's win by one into White's
    # Black A1 and A3, White C2: every empty point reaches both colours, so Black 2, White 1;
    # with two points to White, 2 against 3.
    Given an empty 3x3 grid
    And a handicap of 2
    And White's handicap bonus is n
    When the turns "B A1, B A3, W C2, B pass, W pass" are played
    Then every turn is accepted
    And the game has ended
    And Black scores 2 and White scores 1
    And the score reads "Black 2, White 1 + handicap bonus 2"
    And the result is "W+1"

  @TT-V2 @TT-C5
  Scenario: a point a stone beyond the first makes the same game a tie
    Given an empty 3x3 grid
    And a handicap of 2
    And White's handicap bonus is n-1
    When the turns "B A1, B A3, W C2, B pass, W pass" are played
    Then the game has ended
    And the score reads "Black 2, White 1 + handicap bonus 1"
    And the result is "0"

  @TT-V2 @TT-C5
  Scenario: with no bonus the same game is Black's by one
    Given an empty 3x3 grid
    And a handicap of 2
    And White's handicap bonus is 0
    When the turns "B A1, B A3, W C2, B pass, W pass" are played
    Then the score reads "Black 2, White 1"
    And the result is "B+1"

  @TT-V2 @TT-C10
  Scenario: the bonus is added beside the komi
    # Three stones, nothing of White's on the grid: Black 9, White 0; komi 0.5 and two points.
    Given an empty 3x3 grid
    And a handicap of 3
    And komi 0.5
    And White's handicap bonus is n-1
    When the turns "B A1, B C3, B A3, W pass, B pass" are played
    Then Black scores 9 and White scores 0
    And the score reads "Black 9, White 0 + handicap bonus 2 + komi 0.5"
    And the result is "B+6.5"

  @TT-V2
  Scenario: a handicap of one stone is paid nothing
    Given an empty 3x3 grid
    And a handicap of 1
    And White's handicap bonus is n
    When the turns "B A1, W pass, B pass" are played
    Then the result is "B+9"
