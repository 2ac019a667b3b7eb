# language: fr
Fonctionnalité: Fin de partie, pierres mortes, décompte et komi (règle française)
  La partie s'arrête quand les deux joueurs passent l'un après l'autre. Les joueurs peuvent alors
  retirer d'un commun accord les pierres mortes; en cas de désaccord, on continue à jouer. Chaque
  intersection de son territoire et chacune de ses pierres rapporte un point; Blanc reçoit 7,5
  points de komi; le gagnant a le plus de points.
  Source: Règle française du jeu de go, Diag. 12 et 13; spec/regle-francaise.md.

  @FR-5 @FR-10 @FR-11 @FR-12
  Scénario: le diagramme 12: Noir a 43 points, Blanc 38, Blanc gagne de 2,5 avec le komi
    Soit la règle française
    # Noir: 33 pierres, territoires de 8 (en bas à gauche) et 2 (en haut à droite).
    # Blanc: 27 pierres, territoires de 2 (en haut à gauche) et 9 (en bas à droite).
    Et le goban suivant, Noir ayant le trait:
      """
      ..OOXXX..
      OOOOOXXXX
      OOOOXXXXX
      OOOXXOOXX
      XXXXXOOOO
      XXXXXOOOO
      XXXXXO...
      ....XO...
      ....XO...
      """
    Quand les coups "Noir passe, Blanc passe, accord" sont joués
    Alors tous les coups sont acceptés
    Et la partie est terminée
    Et Noir compte 43 points et Blanc 38 points
    Et Blanc gagne de "2,5" points

  @FR-13 @FR-R3 @FR-10
  Scénario: le diagramme 13: après deux passes Noir retire les pierres blanches mortes et gagne de 1,5
    Soit la règle française
    # Les deux pierres blanches B2 et B3 sont dans le territoire noir: Noir les capturerait
    # quoi que fasse Blanc.
    Et le goban suivant, Noir ayant le trait:
      """
      XOOOOOO..
      XXXOOOO..
      XXXXOOO..
      XXXXXOO..
      XXXXXXO..
      .....XO..
      .O...XO..
      .O...XXOO
      .....XXOO
      """
    Quand les coups "Noir passe, Blanc passe" sont joués
    Alors la partie n'est pas terminée
    Quand les joueurs s'accordent pour retirer "B2 B3"
    Alors la partie est terminée
    # Noir: 25 pierres et 20 points de territoire; Blanc: 22 pierres et 14 points.
    Et Noir compte 45 points et Blanc 36 points
    Et Noir gagne de "1,5" points

  @FR-13 @FR-R3
  Scénario: en cas de désaccord, on continue à jouer
    Soit la règle française
    Et un goban vide de 5x5
    Quand les coups "Noir C3, Blanc passe, Noir passe" sont joués
    Alors la partie n'est pas terminée
    # Blanc conteste: il joue encore, le jeu reprend.
    Quand Blanc joue A1
    Alors le coup est accepté
    Quand les coups "Noir B1, Blanc passe, Noir passe, accord" sont joués
    Alors tous les coups sont acceptés
    Et la partie est terminée
    Et le goban est:
      """
      .....
      .....
      ..X..
      .....
      OX...
      """

  @FR-13
  Scénario: on ne retire des pierres d'un commun accord qu'une fois le jeu arrêté par deux passes
    Soit la règle française
    Et un goban vide de 5x5
    Quand les coups "Noir C3, Blanc passe" sont joués
    Et les joueurs s'accordent pour retirer "C3"
    Alors le coup est refusé selon FR-13

  @FR-10
  Scénario: une fois la partie terminée, on ne joue plus
    Soit la règle française
    Et un goban vide de 3x3
    Quand les coups "Noir B2, Blanc passe, Noir passe, accord" sont joués
    Et Blanc joue A1
    Alors le coup est refusé selon FR-10
