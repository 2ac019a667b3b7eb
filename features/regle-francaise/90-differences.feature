# language: fr
Fonctionnalité: Où les trois règles diffèrent: les plus petits témoins
  Chaque scénario rejoue une même suite de coups sous la règle de Tromp-Taylor, la règle française
  et les règles néo-zélandaises, et dit ce que chacune décide du dernier coup. Ce sont les témoins
  de spec/differences.md; ./logical-go replay --compare les rejoue aussi.

  @FR-8 @FR-R2 @NZ-R1 @NZ-7
  Scénario: le suicide d'une pierre seule
    Soit un goban vide de 1x1
    Quand on rejoue "Noir A1" sous les trois règles
    Alors les trois règles disent:
      | règle          | verdict     |
      | Tromp-Taylor   | refusé TT-6 |
      | française      | refusé FR-8 |
      | néo-zélandaise | accepté     |

  @FR-8 @FR-R2 @NZ-7
  Scénario: le suicide de plusieurs pierres
    Soit un goban vide de 4x1
    Quand on rejoue "Noir A1, Blanc C1, Noir B1" sous les trois règles
    Alors les trois règles disent:
      | règle          | verdict     |
      | Tromp-Taylor   | accepté     |
      | française      | refusé FR-8 |
      | néo-zélandaise | accepté     |

  @FR-9 @FR-R1 @NZ-8
  Scénario: redonner au goban un état que l'adversaire lui a donné
    Soit un goban vide de 3x1
    # Noir A1 refait le goban d'après le coup 2 (Blanc C1), avec Blanc au trait cette fois.
    Quand on rejoue "Noir A1, Blanc C1, Noir B1, Blanc C1, Noir A1" sous les trois règles
    Alors les trois règles disent:
      | règle          | verdict     |
      | Tromp-Taylor   | refusé TT-6 |
      | française      | accepté     |
      | néo-zélandaise | accepté     |

  @FR-R1 @NZ-8 @NZ-R1
  Scénario: refaire une disposition qui a eu lieu après un passe, l'adversaire ayant le trait
    Soit un goban vide de 4x1
    Quand on rejoue "Noir B1, Blanc C1, Noir passe, Blanc A1, Noir B1" sous les trois règles
    Alors les trois règles disent:
      | règle          | verdict     |
      | Tromp-Taylor   | refusé TT-6 |
      | française      | accepté     |
      | néo-zélandaise | refusé NZ-8 |

  @FR-10 @FR-R3 @NZ-R3
  Scénario: un coup après deux passes
    Soit un goban vide de 1x1
    Quand on rejoue "Noir passe, Blanc passe, Noir passe" sous les trois règles
    Alors les trois règles disent:
      | règle          | verdict      | terminée |
      | Tromp-Taylor   | refusé TT-R8 | oui      |
      | française      | accepté      | non      |
      | néo-zélandaise | accepté      | non      |

  @FR-13 @NZ-10 @NZ-R3
  Scénario: finir d'un commun accord sans avoir passé
    Soit un goban vide de 1x1
    Quand on rejoue "accord" sous les trois règles
    Alors les trois règles disent:
      | règle          | verdict      | terminée |
      | Tromp-Taylor   | refusé TT-R6 | non      |
      | française      | refusé FR-13 | non      |
      | néo-zélandaise | accepté      | oui      |

  @FR-11 @NZ-12 @NZ-6 @NZ-R2
  Scénario: le même goban, trois résultats: komi et territoire partagé
    Soit un goban vide de 3x1
    Quand on rejoue "Noir A1, Blanc C1, Noir passe, Blanc passe" sous les trois règles
    Alors les trois règles disent:
      | règle          | verdict | résultat | terminée |
      | Tromp-Taylor   | accepté | 0        | oui      |
      | française      | accepté | W+7.5    | non      |
      | néo-zélandaise | accepté | W+7      | non      |

  @FR-14 @FR-R5 @NZ-13 @NZ-R4
  Scénario: le deuxième coup d'une partie à deux pierres de handicap
    Soit un goban vide de 3x1
    Et une partie à 2 pierres de handicap
    Quand on rejoue "Noir A1, Noir C1" sous les trois règles
    Alors les trois règles disent:
      | règle          | verdict     | résultat |
      | Tromp-Taylor   | accepté     | B+3      |
      | française      | accepté     | B+1.5    |
      | néo-zélandaise | refusé NZ-9 | B+3      |
