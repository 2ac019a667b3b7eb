# language: fr
Fonctionnalité: Chaînes, libertés, capture et suicide (règle française)
  La règle française parle d'intersections voisines, de chaînes de pierres voisines de proche en
  proche et de leurs libertés. Prendre la dernière liberté d'une chaîne adverse la capture. Poser
  une pierre qui fait une chaîne sans liberté est interdit, sauf si le coup capture.
  Source: Règle française du jeu de go; spec/regle-francaise.md.

  @FR-1 @FR-2 @FR-3 @FR-4 @FR-7
  Scénario: une chaîne de trois pierres en atari est capturée (un goban de 5x3, autre matériel permis)
    Soit la règle française
    Et le goban suivant, Noir ayant le trait:
      """
      .XXX.
      XOOO.
      .XXX.
      """
    # La chaîne blanche B2-D2 n'a plus qu'une liberté, en E2: elle est en atari.
    Quand Noir joue E2
    Alors le coup est accepté
    Et le goban est:
      """
      .XXX.
      X...X
      .XXX.
      """

  @FR-6
  Scénario: chacun son tour, sur une intersection inoccupée
    Soit la règle française
    Et un goban vide de 5x5
    Quand Blanc joue C3
    Alors le coup est refusé selon FR-6
    Quand Noir joue C3
    Alors le coup est accepté
    Quand Blanc joue C3
    Alors le coup est refusé selon FR-6
    Et l'explication de ce coup cite le texte français, FR-6, jamais les règles logiques

  @FR-8 @FR-R2
  Scénario: poser une pierre qui fait une chaîne sans liberté est interdit
    Soit la règle française
    Et le goban suivant, Blanc ayant le trait:
      """
      XO.
      .XX
      """
    # En C2, la pierre blanche rejoindrait B2: la chaîne B2-C2 n'aurait plus aucune liberté, et
    # rien ne serait capturé (A2 garde A1, B1-C1 garde A1).
    Quand Blanc joue C2
    Alors le coup est refusé selon FR-8
    # En A1, la pierre blanche n'a pas de liberté non plus, mais elle capture A2: c'est permis.
    Quand Blanc joue A1
    Alors le coup est accepté
    Et le goban est:
      """
      .O.
      OXX
      """

  @FR-8 @FR-R2 @FR-7
  Scénario: un coup sans liberté est permis s'il capture (la prise du ko)
    Soit la règle française
    Et le goban suivant, Noir ayant le trait:
      """
      .XO.
      XO.O
      .XO.
      """
    Quand Noir joue C2
    Alors le coup est accepté
    Et le goban est:
      """
      .XO.
      X.XO
      .XO.
      """
