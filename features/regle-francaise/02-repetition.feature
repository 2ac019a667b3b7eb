# language: fr
Fonctionnalité: La répétition (règle française)
  Un joueur qui pose une pierre ne doit pas redonner au goban un état qu'il lui avait déjà donné
  lui-même. Seuls comptent les états que ses propres coups ont donnés au goban (lecture FR-R1).
  Source: Règle française du jeu de go, Diag. 10 et 11; spec/regle-francaise.md.

  @FR-9 @FR-R1
  Scénario: le ko des diagrammes 10 et 11: Blanc ne reprend pas tout de suite, il joue ailleurs d'abord
    Soit la règle française
    Et le goban suivant, Blanc ayant le trait:
      """
      .XO...
      X..O..
      .XO...
      """
    # Blanc donne au goban l'état du diagramme 10.
    Quand Blanc joue B2
    # Noir capture la pierre blanche en atari.
    Et Noir joue C2
    Alors le goban est:
      """
      .XO...
      X.XO..
      .XO...
      """
    # Reprendre en B2 redonnerait au goban l'état que Blanc lui a donné au coup 1.
    Quand Blanc joue B2
    Alors le coup est refusé selon FR-9
    Et le coup refusé répète le goban d'après le coup 1
    # Une menace ailleurs, une réponse: l'état du goban a changé, Blanc peut reprendre.
    Quand Blanc joue F3
    Et Noir joue F1
    Et Blanc joue B2
    Alors le coup est accepté
    Et le goban est:
      """
      .XO..O
      XO.O..
      .XO..X
      """

  @FR-9 @FR-R1
  Scénario: l'état de départ et les coups de l'adversaire n'interdisent rien
    Soit la règle française
    Et le goban suivant, Noir ayant le trait:
      """
      .XO.
      XO.O
      .XO.
      """
    Quand Noir joue C2
    # Reprendre redonne au goban l'état de départ: ce n'est pas Blanc qui le lui a donné.
    Et Blanc joue B2
    Alors le coup est accepté
    # Noir, lui, a donné au goban l'état d'après le coup 1: il ne peut pas le redonner.
    Quand Noir joue C2
    Alors le coup est refusé selon FR-9
    Et le coup refusé répète le goban d'après le coup 1
