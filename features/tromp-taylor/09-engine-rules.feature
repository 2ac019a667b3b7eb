Feature: The rules real engines play (TT-V3 to TT-V11)
  KataGo's knobs (Spight's ko and end, the suicide of several stones only, the button) and the
  learning environments' (a maximum number of turns, ties to White), each against the logical rules.

  @TT-V3
  Scenario: under Spight's ko a ko may not be taken back at once
    # W B2 takes C2 back and leaves the start, which has stood since the last pass (there is none yet).
    Given the ruleset "tromp-taylor+ko=spight"
    And the grid:
      """
      . . . .
      . X O .
      X O . O
      . X O .
      """
    When the turns "B C2, W B2" are played
    Then the turn is refused under TT-V3
    And it repeats the colouring at the start
    And the reason says "repeats the grid colouring at the start, since the last pass (Spight's ko) [TT-V3]"

  @TT-V3
  Scenario: under Spight's ko a pass lifts the ban: the ko is taken back after both pass
    # The last pass is B's, turn 3: the colourings that count are from turn 3 on. W B2 recreates the
    # start, which stood before it: accepted. Neither pass ends the game (Spight's end, TT-V5).
    Given the ruleset "tromp-taylor+ko=spight+ending=spight"
    And the grid:
      """
      . . . .
      . X O .
      X O . O
      . X O .
      """
    When the turns "B C2, W pass, B pass, W B2" are played
    Then every turn is accepted
    And the grid is:
      """
      . . . .
      . X O .
      X O . O
      . X O .
      """

  @TT-V3 @TT-6
  Scenario: the same turns under positional superko: the retake is refused
    Given the ruleset "tromp-taylor+ending=spight"
    And the grid:
      """
      . . . .
      . X O .
      X O . O
      . X O .
      """
    When the turns "B C2, W pass, B pass, W B2" are played
    Then the turn is refused under TT-6

  @TT-V4
  Scenario: the suicide of a lone stone is refused where only several stones may clear themselves
    # A1 touches White's A2 and B1, which keep liberties: the stone clears itself alone.
    Given the ruleset "tromp-taylor+ko=situational+suicide=multi-stone"
    And the grid:
      """
      . . .
      O . .
      . O .
      """
    When Black plays A1
    Then the turn is refused under TT-V4
    And the reason says "suicide of a lone stone: the move's own clearing would empty only the stone it places, and this ruleset allows only the suicide of several stones [TT-V4]"

  @TT-V4 @TT-C6
  Scenario: under situational superko with suicide allowed the same lone stone is accepted
    # The colouring it leaves stood at the start with Black to move; now White is to move.
    Given the ruleset "tromp-taylor+ko=situational"
    And the grid:
      """
      . . .
      O . .
      . O .
      """
    When Black plays A1
    Then the turn is accepted
    And the suicide emptied "A1"

  @TT-V4
  Scenario: two stones may clear themselves
    Given the ruleset "tromp-taylor+suicide=multi-stone"
    And an empty 4x1 grid
    When the turns "B A1, W C1, B B1" are played
    Then every turn is accepted
    And the suicide emptied "A1 B1"
    And the grid is:
      """
      . . O .
      """

  @TT-V5
  Scenario: under Spight's end two passes do not end the game; the third, repeated, does
    Given the ruleset "tromp-taylor+ending=spight"
    And an empty 3x3 grid
    When the turns "B pass, W pass" are played
    Then the game has not ended
    When Black passes
    Then the game has ended
    When White passes
    Then the turn is refused under TT-R8
    And the reason says "the game has ended (a pass from a colouring its player had passed from before, TT-V5); no further turn is accepted [TT-R8]"

  @TT-V5
  Scenario: a pass from a new colouring does not end the game under Spight's end
    # W passed from the empty grid, then from the grid with A1; B's pass at turn 5 is his first from it.
    Given the ruleset "tromp-taylor+ending=spight"
    And an empty 3x3 grid
    When the turns "B pass, W pass, B A1, W pass, B pass" are played
    Then the game has not ended
    When White passes
    Then the game has ended

  @TT-V5 @TT-V1
  Scenario: under simple ko one pass ends the game where its player passed from the same colouring before
    # After turn 2 the grid is X . O, Black to move, and Black passes. W B1 takes A1, B A1 takes B1
    # and C1, W C1 leaves X . O again with Black to move: Black's pass ends the game.
    Given the ruleset "tromp-taylor+ko=simple+ending=two-passes-or-spight"
    And an empty 3x1 grid
    When the turns "B A1, W C1, B pass, W B1, B A1, W C1, B pass" are played
    Then every turn is accepted
    And the game has ended

  @TT-V5 @TT-V1
  Scenario: the same turns under simple ko with two passes: the game goes on
    Given the ruleset "tromp-taylor+ko=simple"
    And an empty 3x1 grid
    When the turns "B A1, W C1, B pass, W B1, B A1, W C1, B pass" are played
    Then every turn is accepted
    And the game has not ended

  @TT-V6
  Scenario: the first pass takes the button; it does not count toward the end
    # Without the button B's pass at turn 3 would end the game.
    Given the ruleset "tromp-taylor+button=yes"
    And an empty 3x3 grid
    When the turns "B A1, W pass, B pass" are played
    Then the game has not ended
    When White passes
    Then the game has ended
    And the score reads "Black 9, White 0, the button 0.5 to White"
    And the result is "B+8.5"

  @TT-V6 @TT-6
  Scenario: the button's pass forgets the colourings before it
    # W's pass takes the button and B's is the first toward the end. Under positional superko W B2
    # recreates the start, which stood before the button was taken: accepted.
    Given the ruleset "tromp-taylor+button=yes"
    And the grid:
      """
      . . . .
      . X O .
      X O . O
      . X O .
      """
    When the turns "B C2, W pass, B pass, W B2" are played
    Then every turn is accepted

  @TT-V6 @TT-V7
  Scenario: a game that ends with the button untaken gives it to the player to move
    Given the ruleset "tromp-taylor+button=yes+max-turns=1"
    And an empty 3x3 grid
    When Black plays A1
    Then the game has ended
    And the score reads "Black 9, White 0, the button 0.5 to White"

  @TT-V7
  Scenario: the game ends after the most turns the ruleset allows
    Given the ruleset "tromp-taylor+max-turns=3"
    And an empty 3x3 grid
    When the turns "B A1, W C3, B B2" are played
    Then the game has ended
    And Black scores 2 and White scores 1
    When White passes
    Then the turn is refused under TT-R8
    And the reason says "the game has ended (3 turns, the most this ruleset allows, TT-V7); no further turn is accepted [TT-R8]"

  @TT-V8 @TT-10
  Scenario: a tie goes to White where the ruleset says so
    Given the ruleset "tromp-taylor+ties=white"
    And an empty 2x1 grid
    When the turns "B pass, W pass" are played
    Then White wins
    And the result is "W+0"

  @TT-V8 @TT-10
  Scenario: the same tie is a draw under the logical rules
    Given an empty 2x1 grid
    When the turns "B pass, W pass" are played
    Then the game is a tie
    And the result is "0"

  @TT-V9 @TT-9
  Scenario: KataGo's area counts a pass-alive territory whole, the other's stone in it included
    # Black's string has two vital regions, {B5} and {D5, E5}: pass-alive. {D5, E5} is his pass-alive
    # territory, White's E5 in it. TT-9 counts E5 for White and D5, which reaches both, for nobody.
    Given the ruleset "tromp-taylor+counting=pass-alive"
    And the grid:
      """
      X . X . O
      X X X X X
      . . . . .
      . . . . .
      . . . . .
      """
    Then Black scores 25 and White scores 0

  @TT-V9 @TT-9
  Scenario: the same grid under the logical rules
    Given the grid:
      """
      X . X . O
      X X X X X
      . . . . .
      . . . . .
      . . . . .
      """
    Then Black scores 23 and White scores 1

  @TT-V9
  Scenario: under the tax on every group each independent region costs its owner 2 points
    Given the ruleset "tromp-taylor+counting=pass-alive+tax=all"
    And the grid:
      """
      X . X . O
      X X X X X
      . . . . .
      . . . . .
      . . . . .
      """
    Then Black scores 23 and White scores 0

  @TT-V9
  Scenario: under the seki tax a region touching a point counted for nobody counts only its stones
    # C2 and C1 reach both colours: nobody's. Black's region (his three stones and A1) touches C2:
    # a seki, his stones alone count; White's four stones likewise. Without the tax: 4 to 4.
    Given the ruleset "tromp-taylor+counting=pass-alive+tax=seki"
    And the grid:
      """
      X X . O O
      . X . O O
      """
    Then Black scores 3 and White scores 4
    And the result is "W+1"

  @TT-V10
  Scenario: a repetition played ends the game drawn where the ruleset says so
    Given the ruleset "tromp-taylor+repeat=draw"
    And the grid:
      """
      . . . .
      . X O .
      X O . O
      . X O .
      """
    When the turns "B C2, W B2" are played
    Then every turn is accepted
    And the game has ended
    And the game is a tie
    And the result is "0"

  @TT-V10
  Scenario: a repetition played loses the game for its player where the ruleset says so
    # By the count White would win (Black 4, White 6); White's B2 repeats the start: White loses.
    Given the ruleset "tromp-taylor+repeat=loses"
    And the grid:
      """
      . . . .
      . X O .
      X O . O
      . X O .
      """
    When the turns "B C2, W B2" are played
    Then the game has ended
    And Black scores 4 and White scores 6
    And Black wins
    And the result is "B+F"
    When Black passes
    Then the turn is refused under TT-R8
    And the reason says "the game has ended (move 2, White's, repeated an earlier colouring, TT-V10); no further turn is accepted [TT-R8]"

  @TT-V10 @TT-V1
  Scenario: where the ko point is refused, the ko retake stays refused though a repetition is played
    # OpenSpiel's and Pgx's Go: the simple-ko retake is not a legal action at all.
    Given the ruleset "tromp-taylor+ko=simple+repeat=draw"
    And the grid:
      """
      . . . .
      . X O .
      X O . O
      . X O .
      """
    When the turns "B C2, W B2" are played
    Then the turn is refused under TT-V1
    And the game has not ended

  @TT-V10 @TT-V1
  Scenario: where the ko point is refused, any other repetition ends the game
    # Turn 9 brings back the colouring after turn 6 (Black C2, D1, A1; White A2, B2, C1), not the
    # one before the last turn: simple ko lets it be, the repetition ends the game.
    Given the ruleset "tromp-taylor+ko=simple+repeat=loses"
    And an empty 7x7 grid
    When the turns "B C2, W A2, B D1, W B2, B A1, W C1, B B1, W C1, B A1" are played
    Then every turn is accepted
    And the game has ended
    And White wins
    And the result is "W+F"

  @TT-V1
  Scenario: the same repetition under simple ko alone goes on
    Given the ruleset "tromp-taylor+ko=simple"
    And an empty 7x7 grid
    When the turns "B C2, W A2, B D1, W B2, B A1, W C1, B B1, W C1, B A1" are played
    Then every turn is accepted
    And the game has not ended

  @TT-V11 @TT-V1
  Scenario: under simple ko a situation standing a third time since the last pass ends the game with no result
    # After turns 1, 7 and 13 the grid is X . . with White to move (a cycle of six turns).
    Given the ruleset "tromp-taylor+ko=simple+cycles=no-result"
    And an empty 3x1 grid
    When the turns "B A1, W C1, B B1, W C1, B A1, W B1, B A1, W C1, B B1, W C1, B A1, W B1" are played
    Then every turn is accepted
    And the game has not ended
    When Black plays A1
    Then the game has ended
    And the result is "Void"

  @TT-V11 @TT-V1
  Scenario: the same cycle under simple ko alone goes on
    Given the ruleset "tromp-taylor+ko=simple"
    And an empty 3x1 grid
    When the turns "B A1, W C1, B B1, W C1, B A1, W B1, B A1, W C1, B B1, W C1, B A1, W B1, B A1" are played
    Then every turn is accepted
    And the game has not ended
