# language: fr
Fonctionnalité: Handicap et méthode de décompte rapide (règle française)
  Avec un handicap de n pierres, Noir pose n pierres de suite; Blanc reçoit un demi-point et n-1
  points. Le décompte rapide: on garde ses prisonniers, on donne une pierre à l'adversaire à chaque
  passe, Blanc donne une pierre de plus si Noir a posé la dernière; on place les pierres détenues
  dans le territoire adverse et l'on ne compte que les intersections vides.
  Source: Règle française du jeu de go, Diag. 14 à 19; spec/regle-francaise.md.

  @FR-14 @FR-R5
  Scénario: deux pierres de handicap: Noir joue deux fois, Blanc reçoit un point et demi
    Soit la règle française
    Et un goban vide de 5x5
    Et une partie à 2 pierres de handicap
    Quand les coups "Noir B2, Noir D4, Blanc C3, Noir passe, Blanc passe, accord" sont joués
    Alors tous les coups sont acceptés
    Et Blanc reçoit "1,5" points de komi et de compensation
    Et Blanc reçoit 1 points de compensation et "0,5" de komi
    # Chacun n'a que ses pierres: les points vides touchent les deux couleurs. 2 contre 1 + 1,5.
    Et Noir compte 2 points et Blanc 1 points
    Et Blanc gagne de "0,5" points

  @FR-15 @FR-11
  Scénario: les diagrammes 14 à 16: les deux décomptes donnent Noir gagnant de 5,5
    Soit la règle française
    # Diag. 14: Noir vient de poser la dernière pierre. B2 et D3 sont des pierres blanches mortes
    # dans le territoire noir, H2 et J5 des pierres noires mortes dans le territoire blanc.
    Et le goban suivant, Blanc ayant le trait:
      """
      ...XXOOOO
      XXXOXOOOO
      XXXOOOO..
      XXXXXOO..
      XXXXXXO.X
      .....XO..
      ...O.XO..
      .O...XOX.
      .....XO..
      """
    Quand les coups "Blanc passe, Noir passe" sont joués
    Et les joueurs s'accordent pour retirer "B2 D3 H2 J5"
    # Diag. 15: Noir a 23 intersections de territoire et 24 pierres, Blanc 14 et 20.
    Alors Noir compte 47 points et Blanc 34 points
    Et Noir gagne de "5,5" points
    # Diag. 16: pendant la partie Noir a capturé 5 pierres, Blanc 2.
    Quand on compte rapidement, Noir ayant capturé 5 pierres et Blanc 2, Noir ayant posé la dernière pierre
    Alors Noir détient 9 pierres blanches et Blanc 5 pierres noires
    Et le décompte rapide laisse 18 points à Noir et 5 à Blanc
    Et le décompte rapide donne Noir gagnant de "5,5" points
    Et le décompte rapide et le décompte par surface donnent le même écart

  @FR-15 @FR-14 @FR-R5
  Scénario: les diagrammes 17 à 19: trois pierres de handicap, Noir gagne de 4,5 des deux façons
    Soit la règle française
    Et la fin d'une partie à 3 pierres de handicap
    # Diag. 17: Blanc vient de poser la dernière pierre; B9 et C8 sont deux pierres noires mortes.
    Et le goban suivant, Noir ayant le trait:
      """
      .X......O
      ..X.....O
      OOOOOOOOO
      OOOOOOOOO
      XXXXXXXXO
      .......XX
      .......XX
      .......XX
      .......XX
      """
    Quand les coups "Noir passe, Blanc passe" sont joués
    Et les joueurs s'accordent pour retirer "B9 C8"
    # Diag. 18: Noir a 28 intersections et 16 pierres, Blanc 16 et 21, plus 2 points et un demi.
    Alors Noir compte 44 points et Blanc 37 points
    Et Blanc reçoit "2,5" points de komi et de compensation
    Et Noir gagne de "4,5" points
    # Diag. 19: Blanc a capturé 5 pierres pendant la partie, Noir aucune.
    Quand on compte rapidement, Noir ayant capturé 0 pierres et Blanc 5, Blanc ayant posé la dernière pierre
    Alors Noir détient 1 pierres blanches et Blanc 8 pierres noires
    Et le décompte rapide laisse 20 points à Noir et 15 à Blanc
    Et le décompte rapide donne Noir gagnant de "4,5" points

  @FR-15 @FR-R4
  Scénario: la partie doit finir par l'échange [Noir passe, Blanc passe]: sinon le décompte rapide se trompe d'une pierre
    Soit la règle française
    Et un goban vide de 1x1
    # Deux passes arrêtent le jeu, Noir passe encore (le jeu reprend), puis l'accord.
    Quand les coups "Noir passe, Blanc passe, Noir passe, accord" sont joués
    Alors tous les coups sont acceptés
    Et Blanc gagne de "7,5" points
    Quand on compte rapidement, Noir ayant capturé 0 pierres et Blanc 0, Blanc ayant posé la dernière pierre
    Alors Noir détient 1 pierres blanches et Blanc 2 pierres noires
    Et le décompte rapide donne Blanc gagnant de "8,5" points

  @FR-15 @FR-R4
  Scénario: le décompte rapide d'une partie jouée: prisonniers des deux camps, passe de Blanc, dernière pierre de Noir
    Soit la règle française
    Et un goban vide de 13x1
    # Blanc B1 prend A1 (1 prisonnier pour Blanc); Noir A1 prend B1 et C1 (2 pour Noir); Noir pose
    # la dernière pierre (E1), puis Blanc passe et Noir passe: Noir a joué 5 tours, Blanc 4 (FR-R4).
    Quand les coups "Noir A1, Blanc B1, Noir D1, Blanc C1, Noir A1, Blanc G1, Noir E1, Blanc passe, Noir passe, accord" sont joués
    Alors tous les coups sont acceptés
    Et le goban est:
      """
      X..XX.O......
      """
    # Surface: Noir 3 pierres + B1 C1 = 5; F1 touche les deux couleurs; Blanc 1 pierre + H1..N1 = 7.
    Et Noir compte 5 points et Blanc 7 points
    Et Blanc gagne de "9,5" points
    # Noir détient 2 prisonniers + 1 pour la passe de Blanc + 1 pour la dernière pierre = 4;
    # Blanc 1 prisonnier + 1 pour la passe de Noir = 2. Territoires: Noir 2 - 2 = 0, Blanc 6 - 4 = 2.
    Quand on compte rapidement, Noir ayant capturé 0 pierres et Blanc 0, Noir ayant posé la dernière pierre
    Alors Noir détient 4 pierres blanches et Blanc 2 pierres noires
    Et le décompte rapide laisse 0 points à Noir et 2 à Blanc
    Et le décompte rapide donne Blanc gagnant de "9,5" points
    Et le décompte rapide et le décompte par surface donnent le même écart

  @FR-15 @FR-13 @FR-R4
  Scénario: le décompte rapide quand Blanc a posé la dernière pierre et que l'accord nomme un point déjà vide
    Soit la règle française
    Et un goban vide de 9x1
    # Blanc pose la dernière pierre (G1), puis Noir passe et Blanc passe: 3 tours chacun (FR-R4).
    # L'accord nomme E1, qui est vide: il ne retire aucune pierre, personne n'en reçoit.
    Quand les coups "Noir B1, Blanc H1, Noir C1, Blanc G1, Noir passe, Blanc passe, accord E1" sont joués
    Alors tous les coups sont acceptés
    Et le goban est:
      """
      .XX...OO.
      """
    # Surface: Noir B1 C1 + A1 = 3; D1 E1 F1 touchent les deux couleurs; Blanc G1 H1 + J1 = 3.
    Et Noir compte 3 points et Blanc 3 points
    Et Blanc gagne de "7,5" points
    # Noir détient 1 pierre (la passe de Blanc), Blanc 1 (la passe de Noir); pas de pierre de plus
    # pour Noir, qui n'a pas posé la dernière. Territoires: Noir 1 - 1 = 0, Blanc 1 - 1 = 0.
    Quand on compte rapidement, Noir ayant capturé 0 pierres et Blanc 0, Blanc ayant posé la dernière pierre
    Alors Noir détient 1 pierres blanches et Blanc 1 pierres noires
    Et le décompte rapide laisse 0 points à Noir et 0 à Blanc
    Et le décompte rapide donne Blanc gagnant de "7,5" points
    Et le décompte rapide et le décompte par surface donnent le même écart
