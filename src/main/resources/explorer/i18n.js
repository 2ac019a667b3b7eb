// Every sentence the page itself says, in English and in French. The rules' own words (clause
// texts, reasons, lesson sentences) come from the server in the language asked for.

const STRINGS = {
  en: {
    'page.title': 'Logical Go: the rules explorer',
    'page.tagline': 'Play any position under any ruleset and watch every clause fire.',
    'page.solved': 'Solved boards: best play found by search, clause by clause',
    'lang.label': 'Language',
    'tab.play': 'Play',
    'tab.compare': 'Compare',
    'tab.lessons': 'Lessons',
    'tab.records': 'Records and cases',
    'tab.label': 'Views',

    'setup.legend': 'The game',
    'setup.width': 'Columns',
    'setup.height': 'Rows',
    'setup.rules': 'Ruleset',
    'setup.komi': 'Komi',
    'setup.handicap': 'Handicap',
    'setup.toMove': 'First to move',
    'setup.knobs': 'Settings (knobs)',
    'setup.knobDefault': 'the ruleset\'s: {0}',
    'setup.new': 'New game',
    'setup.clearStart': 'Empty the start',
    'setup.startHint': 'Editing the start clears the turns played.',

    'mode.legend': 'Clicking a point',
    'mode.play': 'plays there',
    'mode.reach': 'shows what it reaches',
    'mode.edit': 'draws the start (empty, black, white)',

    'board.title': 'The board',
    // The titles of the boards (the server's SVG says them in English; the page in its language).
    'svg.start': 'the start',
    'svg.after': 'the position after turn {0}',
    'svg.step': 'turn {0}, {1}',
    'svg.colouringAfter': 'the colouring after turn {0}',
    'svg.would': 'the colouring turn {0} would make',
    'svg.reaches': 'what {0} reaches',
    'svg.score': 'the score',
    'controls.pass': 'Pass',
    'controls.agree': 'Agree',
    'controls.undo': 'Undo',
    'controls.keyboard': 'Type a point (D4) or pass, then Enter',
    'controls.keyboardPlaceholder': 'D4',
    'controls.play': 'Play',

    'status.toMove': '{0} to move.',
    'status.ended': 'The game has ended.',
    'status.endedHow': '{0} under {1}.',
    'status.busy': 'Working…',
    'status.start': 'The start: {0} to move.',
    'status.refused': 'Refused: {0} is not added to the game.',
    'status.badPoint': '"{0}" is not a point of this board nor "pass".',
    'status.noAgreement': 'This ruleset has no agreement.',
    'status.nothingToUndo': 'There is no turn to undo.',

    'colour.black': 'Black',
    'colour.white': 'White',
    'colour.empty': 'empty',
    'colour.both': 'both players',

    'turns.title': 'Turns',
    'turns.none': 'No turn yet.',
    'turns.accepted': 'accepted',
    'turns.refused': 'refused',
    'turns.notReached': 'not reached',
    'turns.pass': 'passes',
    'turns.agree': 'agreement',

    'steps.title': 'The last turn, step by step',
    'steps.none': 'Play a move to see its steps.',
    'steps.pass': 'A pass colours nothing: the grid stays as it was.',
    'step.colour': 'The point is coloured',
    'step.clear-opponent': 'The opponent\'s colour is cleared',
    'step.clear-own': 'The player\'s own colour is cleared',
    'step.emptied': 'emptied: {0}',
    'step.emptiedNone': 'nothing emptied',

    'refusal.title': 'Refused, and why',
    'refusal.turn': 'Turn {0}, {1} {2}: refused under {3}.',
    'refusal.earlier': 'The colouring after turn {0}',
    'refusal.start': 'The colouring at the start (turn 0)',
    'refusal.would': 'The colouring this move would make',
    'refusal.toMove': '{0} was to move then.',

    'reach.title': 'Reaching',
    'reach.hint': 'Point at a point (or choose "shows what it reaches") to see the colours it reaches.',
    'reach.point': 'Point {0} ({1})',
    'reach.reaches': 'reaches {0} along {1}',
    'reach.notReach': 'does not reach {0}',
    'reach.chain': 'Its chain: {0}',
    'reach.liberties': 'Its liberties: {0}',
    'reach.noLiberty': 'no liberty',
    'reach.legend': 'The lines on the board: each walk starts at the dot and ends in the ring at the colour it reaches.',

    'score.title': 'Score',
    'score.counting.area': 'area counting',
    'score.counting.shared': 'shared counting',
    'score.counting.pass-alive': 'KataGo\'s area counting (a pass-alive territory counts whole)',
    'score.asItStands': 'The score if the game ended now ({0}):',
    'score.final': 'The final score ({0}):',
    'score.line': 'Black {0}, White {1}{2} + komi {3}: {4}',
    'score.bonus': ' + handicap bonus {0}',
    'score.button': '; the button, half a point, to {0} (TT-V6)',
    'score.void': 'no result (TT-V11)',
    'score.forfeit': '{0} wins: the other player repeated a colouring (TT-V10)',
    'score.tie': 'a tie',
    'score.wins': '{0} wins by {1}',
    'score.neutral': 'neutral (reach both colours): {0}',
    'score.shared': 'counted for both players (reach both colours; shaded half and half): {0}',
    'score.quick': 'The French quick count (FR-15)',
    'reach.region': 'Its empty region: {0}',
    'score.territory': '{0} scores the empty points {1}',
    'quick.blackTerritory': 'Black\'s territory',
    'quick.whiteTerritory': 'White\'s territory',
    'quick.blackHolds': 'stones Black holds',
    'quick.whiteHolds': 'stones White holds',
    'quick.blackLeft': 'Black\'s territory less the stones White puts into it (below 0 when they outnumber it)',
    'quick.whiteLeft': 'White\'s territory less the stones Black puts into it (below 0 when they outnumber it)',
    'quick.komi': 'komi',
    'quick.result': 'result',
    'quick.trailingPasses': 'passes at the end',
    'quick.exact': 'equal to area counting (FR-R4)',
    'quick.yes': 'yes',
    'quick.no': 'no',

    'compare.title': 'The same turns under the three presets',
    'compare.run': 'Compare the game in Play',
    'compare.parts': 'They first part at turn {0}.',
    'compare.same': 'The three presets give the same verdicts.',
    'compare.tour': 'The tour of the differences',
    'compare.tourHint': 'The smallest witnesses of spec/differences.md, one per way the presets part.',
    'compare.playThis': 'Play this under {0}',
    'compare.ended': '{0} under {1}.',
    'compare.goesOn': '{0}.',
    'compare.counting': 'Counted by {0}, {1}.',
    'compare.noTurns': 'Play a few turns first: there is nothing to compare yet.',

    'lessons.title': 'Lessons',
    'lessons.pick': 'Lesson',
    'lessons.prev': 'Previous',
    'lessons.next': 'Next',
    'lessons.step': 'Step {0} of {1}',
    'lessons.play': 'Play from here',
    'lessons.none': 'No lessons yet.',

    'records.title': 'Records and cases',
    'records.file': 'Open an SGF record',
    'records.case': 'Conformance case',
    'records.open': 'Open',
    'records.game': 'Game of the collection',
    'records.rules': 'Ruleset of the case',
    'records.slider': 'Turn',
    'records.at': 'After turn {0} of {1}',
    'records.atStart': 'The start (turn 0 of {0})',
    'records.explain': 'Explain this turn',
    'records.play': 'Play from here',
    'records.warnings': 'Warnings',
    'records.expected': 'expected: {0}',
    'records.none': 'Open a record or a case.',
    'records.explainTitle': 'Turn {0}, clause by clause',
    'records.badFile': '{0} cannot be opened: {1}',

    'error.server': 'The server says: {0}',
    'error.network': 'The server cannot be reached: {0}',
    'error.typed': '"{0}" is not a point of this {1}x{2} board. Type a column from A to {3} (there is no I) and a row from 1 to {2}, such as D4, or type pass.',
  },
  fr: {
    'page.title': 'Go logique : l\'explorateur des règles',
    'page.tagline': 'Jouez n\'importe quelle position sous n\'importe quelle règle et voyez chaque clause agir.',
    'page.solved': 'Gobans résolus : le meilleur jeu trouvé par la recherche, clause par clause (page en anglais)',
    'lang.label': 'Langue',
    'tab.play': 'Jouer',
    'tab.compare': 'Comparer',
    'tab.lessons': 'Leçons',
    'tab.records': 'Parties et cas',
    'tab.label': 'Vues',

    'setup.legend': 'La partie',
    'setup.width': 'Colonnes',
    'setup.height': 'Lignes',
    'setup.rules': 'Règle',
    'setup.komi': 'Komi',
    'setup.handicap': 'Handicap',
    'setup.toMove': 'Premier à jouer',
    'setup.knobs': 'Réglages',
    'setup.knobDefault': 'celui de la règle : {0}',
    'setup.new': 'Nouvelle partie',
    'setup.clearStart': 'Vider le départ',
    'setup.startHint': 'Modifier le départ efface les tours joués.',

    'mode.legend': 'Un clic sur un point',
    'mode.play': 'y joue',
    'mode.reach': 'montre ce qu\'il atteint',
    'mode.edit': 'dessine le départ (vide, noir, blanc)',

    'board.title': 'Le goban',
    'svg.start': 'le départ',
    'svg.after': 'la position après le tour {0}',
    'svg.step': 'tour {0}, {1}',
    'svg.colouringAfter': 'la grille après le tour {0}',
    'svg.would': 'la grille que le tour {0} donnerait',
    'svg.reaches': 'ce que {0} atteint',
    'svg.score': 'le décompte',
    'controls.pass': 'Passer',
    'controls.agree': 'Accord',
    'controls.undo': 'Annuler',
    'controls.keyboard': 'Tapez un point (D4) ou passe, puis Entrée',
    'controls.keyboardPlaceholder': 'D4',
    'controls.play': 'Jouer',

    'status.toMove': 'À {0} de jouer.',
    'status.ended': 'La partie est finie.',
    'status.endedHow': '{0} selon {1}.',
    'status.busy': 'Calcul…',
    'status.start': 'Le départ : à {0} de jouer.',
    'status.refused': 'Refusé : {0} n\'est pas ajouté à la partie.',
    'status.badPoint': '« {0} » n\'est ni un point de ce goban ni « passe ».',
    'status.noAgreement': 'Cette règle ne connaît pas d\'accord.',
    'status.nothingToUndo': 'Aucun tour à annuler.',

    'colour.black': 'Noir',
    'colour.white': 'Blanc',
    'colour.empty': 'le vide',
    'colour.both': 'les deux joueurs',

    'turns.title': 'Tours',
    'turns.none': 'Aucun tour encore.',
    'turns.accepted': 'accepté',
    'turns.refused': 'refusé',
    'turns.notReached': 'non atteint',
    'turns.pass': 'passe',
    'turns.agree': 'accord',

    'steps.title': 'Le dernier tour, étape par étape',
    'steps.none': 'Jouez un coup pour en voir les étapes.',
    'steps.pass': 'Passer ne colore rien : la grille reste telle quelle.',
    'step.colour': 'Le point prend la couleur du joueur',
    'step.clear-opponent': 'La couleur de l\'adversaire est effacée',
    'step.clear-own': 'La couleur du joueur est effacée',
    'step.emptied': 'vidés : {0}',
    'step.emptiedNone': 'rien de vidé',

    'refusal.title': 'Refusé, et pourquoi',
    'refusal.turn': 'Tour {0}, {1} {2} : refusé selon {3}.',
    'refusal.earlier': 'La grille après le tour {0}',
    'refusal.start': 'La grille au départ (tour 0)',
    'refusal.would': 'La grille que ce coup donnerait',
    'refusal.toMove': 'C\'était alors à {0} de jouer.',

    'reach.title': 'Atteindre',
    'reach.hint': 'Pointez un point (ou choisissez « montre ce qu\'il atteint ») pour voir les couleurs qu\'il atteint.',
    'reach.point': 'Point {0} ({1})',
    'reach.reaches': 'atteint {0} par {1}',
    'reach.notReach': 'n\'atteint pas {0}',
    'reach.chain': 'Sa chaîne : {0}',
    'reach.liberties': 'Ses libertés : {0}',
    'reach.noLiberty': 'aucune liberté',
    'reach.legend': 'Les traits du goban : chaque chemin part du point plein et finit dans l\'anneau, sur la couleur atteinte.',

    'score.title': 'Décompte',
    'score.counting.area': 'décompte par zones',
    'score.counting.shared': 'décompte partagé',
    'score.counting.pass-alive': 'décompte par zones de KataGo (un territoire vivant sans coup compte entier)',
    'score.asItStands': 'Le décompte si la partie finissait maintenant ({0}) :',
    'score.final': 'Le décompte final ({0}) :',
    'score.line': 'Noir {0}, Blanc {1}{2} + komi {3} : {4}',
    'score.bonus': ' + compensation de handicap {0}',
    'score.button': ' ; le bouton, un demi-point, à {0} (TT-V6)',
    'score.void': 'sans résultat (TT-V11)',
    'score.forfeit': '{0} gagne : l\'autre joueur a répété un coloriage (TT-V10)',
    'score.tie': 'égalité',
    'score.wins': '{0} gagne de {1}',
    'score.neutral': 'neutres (atteignent les deux couleurs) : {0}',
    'score.shared': 'comptés pour les deux joueurs (atteignent les deux couleurs ; moitié noir, moitié blanc) : {0}',
    'score.quick': 'Le décompte rapide français (FR-15)',
    'reach.region': 'Sa région vide : {0}',
    'score.territory': '{0} marque les points vides {1}',
    'quick.blackTerritory': 'territoire de Noir',
    'quick.whiteTerritory': 'territoire de Blanc',
    'quick.blackHolds': 'pierres que Noir détient',
    'quick.whiteHolds': 'pierres que Blanc détient',
    'quick.blackLeft': 'territoire de Noir moins les pierres que Blanc y met (sous 0 quand elles le dépassent)',
    'quick.whiteLeft': 'territoire de Blanc moins les pierres que Noir y met (sous 0 quand elles le dépassent)',
    'quick.komi': 'komi',
    'quick.result': 'résultat',
    'quick.trailingPasses': 'passes à la fin',
    'quick.exact': 'égal au décompte de FR-10 (FR-R4)',
    'quick.yes': 'oui',
    'quick.no': 'non',

    'compare.title': 'Les mêmes tours sous les trois règles',
    'compare.run': 'Comparer la partie de « Jouer »',
    'compare.parts': 'Elles divergent d\'abord au tour {0}.',
    'compare.same': 'Les trois règles rendent les mêmes verdicts.',
    'compare.tour': 'Le tour des différences',
    'compare.tourHint': 'Les plus petits témoins de spec/differences.md, un par façon dont les règles divergent.',
    'compare.playThis': 'Jouer ceci sous {0}',
    'compare.ended': '{0} selon {1}.',
    'compare.goesOn': '{0}.',
    'compare.counting': 'Compté selon {0}, {1}.',
    'compare.noTurns': 'Jouez d\'abord quelques tours : il n\'y a encore rien à comparer.',

    'lessons.title': 'Leçons',
    'lessons.pick': 'Leçon',
    'lessons.prev': 'Précédent',
    'lessons.next': 'Suivant',
    'lessons.step': 'Étape {0} sur {1}',
    'lessons.play': 'Jouer à partir d\'ici',
    'lessons.none': 'Pas encore de leçon.',

    'records.title': 'Parties et cas',
    'records.file': 'Ouvrir une partie SGF',
    'records.case': 'Cas de conformité',
    'records.open': 'Ouvrir',
    'records.game': 'Partie du recueil',
    'records.rules': 'Règle du cas',
    'records.slider': 'Tour',
    'records.at': 'Après le tour {0} sur {1}',
    'records.atStart': 'Le départ (tour 0 sur {0})',
    'records.explain': 'Expliquer ce tour',
    'records.play': 'Jouer à partir d\'ici',
    'records.warnings': 'Avertissements',
    'records.expected': 'attendu : {0}',
    'records.none': 'Ouvrez une partie ou un cas.',
    'records.explainTitle': 'Tour {0}, clause par clause',
    'records.badFile': '{0} ne peut être ouvert : {1}',

    'error.server': 'Le serveur répond : {0}',
    'error.network': 'Le serveur est injoignable : {0}',
    'error.typed': '« {0} » n\'est pas un point de ce goban {1}x{2}. Tapez une colonne de A à {3} (sans I) et une ligne de 1 à {2}, comme D4, ou tapez pass.',
  },
};

export const LANGUAGES = Object.keys(STRINGS);

let current = 'en';

export function lang() {
  return current;
}

export function setLang(code) {
  if (!STRINGS[code]) {
    throw new Error(`no language ${code}`);
  }
  current = code;
  document.documentElement.lang = code;
}

/** The sentence for a key in the current language, {0}, {1}... filled in order (numbers as {@link num} writes them). */
export function t(key, ...args) {
  const s = STRINGS[current][key] ?? STRINGS.en[key];
  if (s === undefined) {
    throw new Error(`no string ${key}`);
  }
  return s.replace(/\{(\d+)\}/g, (_, i) => {
    const arg = args[Number(i)];
    return typeof arg === 'number' ? num(arg) : String(arg);
  });
}

/** A number in the current language: 0.5, and in French 0,5 (as the server's French score line writes a komi). */
export function num(value) {
  const s = String(value);
  return current === 'fr' ? s.replace('.', ',') : s;
}

/** A colour word from the API (black, white, empty) in the current language. */
export function colourWord(colour) {
  return colour ? t(`colour.${colour}`) : t('colour.both');
}

/** Fills every element marked data-i18n (its text), data-i18n-label (its aria-label) or data-i18n-placeholder. */
export function translatePage(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) {
    el.textContent = t(el.dataset.i18n);
  }
  for (const el of root.querySelectorAll('[data-i18n-label]')) {
    el.setAttribute('aria-label', t(el.dataset.i18nLabel));
  }
  for (const el of root.querySelectorAll('[data-i18n-placeholder]')) {
    el.placeholder = t(el.dataset.i18nPlaceholder);
  }
  document.title = t('page.title');
}
