# language: fr
Fonctionnalité: Les règles néo-zélandaises
  Des pierres connectées de proche en proche, leurs libertés, un territoire défini de proche en
  proche (un point vide voisin des deux couleurs est aux deux joueurs), le suicide permis, une
  répétition jugée au moment où l'adversaire avait le trait, une fin par accord, un komi de 7 et
  un handicap où Blanc passe.
  Source: Les règles néo-zélandaises du jeu de go (traduction de François Lorrain);
  spec/regles-neo-zelandaises.md.

  @NZ-1 @NZ-2 @NZ-3 @NZ-4 @NZ-5 @NZ-7
  Scénario: poser, ôter les pierres ennemies sans liberté, puis les siennes: le suicide est permis
    Soit la règle néo-zélandaise
    Et le goban suivant, Blanc ayant le trait:
      """
      XO.
      .XX
      """
    # B2-C2 serait une chaîne blanche sans liberté: les règles néo-zélandaises l'ôtent, et le coup compte.
    Quand Blanc joue C2
    Alors le coup est accepté
    Et le goban est:
      """
      X..
      .XX
      """

  @NZ-8 @NZ-R1 @NZ-9
  Scénario: le suicide d'une pierre seule est un coup, pas un passe, et il est permis
    Soit la règle néo-zélandaise
    Et un goban vide de 1x1
    # La disposition reste vide, mais c'est Blanc qui a le trait: elle n'a jamais eu lieu avec Blanc au trait.
    Quand Noir joue A1
    Alors le coup est accepté
    Et le goban est:
      """
      .
      """

  @NZ-8 @NZ-R1
  Scénario: une disposition qui a eu lieu quand l'adversaire avait le trait est interdite, le départ compris
    Soit la règle néo-zélandaise
    Et un goban vide de 1x1
    # Après le suicide blanc, le goban vide aurait Noir au trait: comme au départ.
    Quand les coups "Noir passe, Blanc A1" sont joués
    Alors le coup est refusé selon NZ-8
    Et le coup refusé répète le goban d'après le coup 0

  @NZ-6 @NZ-R2 @NZ-11 @NZ-12
  Scénario: un point vide voisin des deux couleurs est aux deux territoires; l'écart ne change pas
    Soit la règle néo-zélandaise
    Et un goban vide de 3x1
    Quand les coups "Noir A1, Blanc C1, accord" sont joués
    Alors tous les coups sont acceptés
    # B1 est voisin des deux: il compte pour les deux (sous Tromp-Taylor, pour personne).
    Et Noir compte 2 points et Blanc 2 points
    Et Blanc gagne de "7" points

  @NZ-11 @NZ-12 @NZ-R2
  Scénario: avec un komi de 7, une partie peut être nulle
    Soit la règle néo-zélandaise
    Et un goban vide de 7x1
    Quand les coups "Noir A1, accord" sont joués
    Alors Noir compte 7 points et Blanc 0 points
    Et la partie est nulle

  @NZ-10 @NZ-R3 @NZ-9
  Scénario: deux passes ne terminent pas la partie; seul l'accord la termine
    Soit la règle néo-zélandaise
    Et un goban vide de 3x3
    Quand les coups "Noir passe, Blanc passe, Noir B2, Blanc passe, Noir passe" sont joués
    Alors tous les coups sont acceptés
    Et la partie n'est pas terminée
    Quand les joueurs s'accordent pour finir
    Alors la partie est terminée
    Quand Blanc joue A1
    Alors le coup est refusé selon NZ-10

  @NZ-13 @NZ-R4
  Scénario: trois pierres de handicap: Blanc passe à ses deux premiers tours, sans compensation
    Soit la règle néo-zélandaise
    Et un goban vide de 5x5
    Et une partie à 3 pierres de handicap
    Quand les coups "Noir C3, Blanc passe, Noir B4" sont joués
    Et Blanc joue D2
    Alors le coup est refusé selon NZ-13
    Quand les coups "Blanc passe, Noir D2, Blanc B2, Noir passe, Blanc passe, accord" sont joués
    Alors tous les coups sont acceptés
    Et Blanc reçoit "0" points de komi et de compensation
    # Tous les points vides forment une région voisine des deux couleurs: elle compte pour les deux.
    Et Noir compte 24 points et Blanc 22 points
    Et Noir gagne de "2" points
