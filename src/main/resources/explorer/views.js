// What the page shows, built from the API's answers: the turn list, a move's steps, a refusal
// and its evidence, reach, the score, the comparison, a record's turns, explain's clause lines.
// Nothing here decides a rule: every verdict, clause and count is the server's.

import { t, colourWord, num } from './i18n.js';
import { svgFigure, showSvg } from './board.js';

/** An element with a class and text, or children. */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) {
      continue;
    }
    if (k === 'class') {
      node.className = v;
    } else if (k === 'text') {
      node.textContent = v;
    } else if (k.startsWith('data-') || k.startsWith('aria-') || k === 'role' || k === 'for' || k === 'type') {
      node.setAttribute(k, v);
    } else {
      node[k] = v;
    }
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

/** How a turn reads: "Black C3", "White passes", "agreement C3 D4". */
export function turnWords(turn) {
  if (turn.colour === null || turn.colour === undefined) {
    return turn.move.replace(/^agree/, t('turns.agree'));
  }
  const who = colourWord(turn.colour);
  return turn.move === 'pass' ? `${who} ${t('turns.pass')}` : `${who} ${turn.move}`;
}

function verdictWords(turn) {
  if (turn.accepted === true) {
    return t('turns.accepted');
  }
  if (turn.accepted === false) {
    return `${t('turns.refused')} ${turn.clause}: ${turn.reason}`;
  }
  return t('turns.notReached');
}

function verdictClass(turn) {
  return turn.accepted === true ? 'accepted' : turn.accepted === false ? 'refused' : 'not-reached';
}

/**
 * The numbered turns with their verdicts. With onSelect, each is a button that selects the turn;
 * expected (a case's) adds what the suite expects beside each.
 */
export function turnList(list, turns, { selected, onSelect, expected, tried } = {}) {
  list.replaceChildren();
  for (const turn of turns) {
    const body = [
      el('span', { class: 'turn-number', text: `${turn.number}.` }),
      el('span', { class: 'turn-move', text: turnWords(turn) }),
      el('span', { class: 'verdict', text: verdictWords(turn) }),
    ];
    // What a case expects is shown where it is a refusal or where the verdict says otherwise.
    const exp = expected && expected[turn.number - 1];
    if (exp && (exp !== verdictWords(turn).split(':')[0] || turn.accepted !== true)) {
      body.push(el('span', { class: 'expected', text: t('records.expected', exp) }));
    }
    const li = el('li', {
      class: `turn ${verdictClass(turn)}${turn.number === selected ? ' selected' : ''}`,
      'data-turn': turn.number,
      'data-verdict': verdictClass(turn),
      'data-clause': turn.clause,
    });
    if (onSelect) {
      li.append(el('button', { type: 'button', class: 'turn-button', onclick: () => onSelect(turn.number) }, ...body));
    } else {
      li.append(...body);
    }
    list.append(li);
  }
  if (tried) {
    list.append(el('li', {
      class: 'turn refused tried', 'data-turn': tried.number, 'data-verdict': 'refused', 'data-clause': tried.clause,
    },
    el('span', { class: 'turn-number', text: `${tried.number}.` }),
    el('span', { class: 'turn-move', text: turnWords(tried) }),
    el('span', { class: 'verdict', text: verdictWords(tried) })));
  }
}

/** A move's steps (TT-7, or FR/NZ wording), each a small board with what it emptied and its clause text. */
export function steps(container, turn) {
  container.replaceChildren();
  if (!turn) {
    container.append(el('p', { class: 'hint', text: t('steps.none') }));
    return;
  }
  const heading = el('p', { class: 'steps-turn', text: `${turn.number}. ${turnWords(turn)}` });
  container.append(heading);
  if (!turn.steps || turn.steps.length === 0) {
    container.append(el('p', { class: 'hint', text: turn.move === 'pass' ? t('steps.pass') : '' }));
    return;
  }
  // Under the logical rules one clause (TT-7) states all three steps: its text is shown once.
  const oneClause = turn.steps.every((step) => step.clause === turn.steps[0].clause);
  const row = el('ol', { class: 'step-list' });
  turn.steps.forEach((step) => {
    const title = `${stepTitle(step.step)} (${step.clause})`;
    const emptied = step.emptied && step.emptied.length > 0
      ? t('step.emptied', step.emptied.join(' ')) : t('step.emptiedNone');
    const item = el('li', { class: 'step', 'data-step': step.step, 'data-clause': step.clause },
      el('h3', { text: title }),
      svgFigure(step.svg, null, 'small-board', t('svg.step', turn.number, step.says || title)),
      step.says ? el('p', { class: 'says', text: step.says }) : null,
      el('p', { class: 'emptied', 'data-emptied': (step.emptied || []).join(' '), text: emptied }),
      oneClause ? null : clauseText(step.clause, step.text));
    row.append(item);
  });
  container.append(row);
  if (oneClause) {
    container.append(clauseText(turn.steps[0].clause, turn.steps[0].text));
  }
}

/** A clause's id and its text from spec/, its `code` spans (Markdown's backticks) set as code. */
export function clauseText(clause, text) {
  return el('p', { class: 'clause-text', 'data-clause': clause }, el('strong', { text: `${clause} ` }), ...inlineCode(text || ''));
}

/** Text with Markdown's `code` spans and *emphasis* as <code> and <em> elements, everything else as text (never as markup). */
export function inlineCode(text) {
  return text.split(/(`[^`]+`|\*[^*\s][^*]*\*)/).filter((part) => part !== '')
    .map((part) => (/^`[^`]+`$/.test(part) ? el('code', { text: part.slice(1, -1) })
      : /^\*[^*]+\*$/.test(part) ? el('em', { text: part.slice(1, -1) }) : document.createTextNode(part)));
}

function stepTitle(step) {
  const key = `step.${step}`;
  try {
    return t(key);
  } catch (e) {
    return step;
  }
}

/**
 * A refused turn: its clause and reason, and for a repetition the earlier colouring beside the new
 * one; who was to move then is said where the ruleset's ko rule compares it (situational superko).
 */
export function refusal(container, turn, rules) {
  container.replaceChildren();
  container.hidden = !turn;
  if (!turn) {
    return;
  }
  container.dataset.clause = turn.clause;
  container.append(
    el('h2', { text: t('refusal.title') }),
    el('p', { class: 'refusal-line', text: t('refusal.turn', turn.number, colourWord(turn.colour), turn.move, turn.clause) }),
    el('p', { class: 'reason', text: turn.reason }),
  );
  if (turn.clauseText) {
    container.append(clauseText(turn.clause, turn.clauseText));
  }
  const rep = turn.repetition;
  if (rep) {
    const earlier = rep.turn === 0 ? t('refusal.start') : t('refusal.earlier', rep.turn);
    const pair = el('div', { class: 'evidence', 'data-repeats': rep.turn },
      svgFigure(rep.svg, earlier, 'small-board earlier', rep.turn === 0 ? t('svg.start') : t('svg.colouringAfter', rep.turn)),
      svgFigure(rep.wouldSvg, t('refusal.would'), 'small-board would', t('svg.would', turn.number)));
    container.append(pair);
    if (rep.toMove && rules && rules.knobs && rules.knobs.ko === 'situational') {
      container.append(el('p', { class: 'to-move-then', text: t('refusal.toMove', colourWord(rep.toMove)) }));
    }
  }
}

/** Which colours a point reaches (TT-3) and the path proving it; its string, and a stone's liberties. */
export function reach(container, answer) {
  container.replaceChildren();
  if (!answer) {
    container.append(el('p', { class: 'hint', text: t('reach.hint') }));
    return;
  }
  container.dataset.point = answer.point;
  const lines = el('ul', { class: 'reach-lines' });
  let walks = 0;
  for (const [colour, path] of Object.entries(answer.reaches || {})) {
    // A walk drawn on the board has its line here too, in the same colour and dash: the legend.
    lines.append(el('li', { 'data-colour': colour, class: path ? 'reaches' : 'not-reaches' },
      path ? el('span', { class: 'swatch', 'aria-hidden': 'true' }) : null,
      path ? t('reach.reaches', colourWord(colour), path.join(' → ')) : t('reach.notReach', colourWord(colour))));
    walks += path ? 1 : 0;
  }
  if (answer.clause) {
    lines.append(el('li', {}, clauseText(answer.clause, answer.clauseText)));
  }
  if (answer.string && answer.liberties) {
    lines.append(el('li', { class: 'chain', text: `${t('reach.chain', answer.string.join(' '))} (${answer.stringClause})` }));
    lines.append(el('li', { class: 'liberties', 'data-liberties': answer.liberties.join(' '),
      text: t('reach.liberties', answer.liberties.length ? answer.liberties.join(' ') : t('reach.noLiberty')) }));
  } else if (answer.string) {
    lines.append(el('li', { class: 'chain', text: t('reach.region', answer.string.join(' ')) }));
  }
  const label = t('reach.point', answer.point, colourWord(answer.colour));
  const holder = el('div', { class: 'svg-holder' });
  showSvg(holder, answer.svg, t('svg.reaches', answer.point));
  container.append(el('p', { class: 'reach-point', text: label }), holder,
    walks > 0 ? el('p', { class: 'reach-legend', text: t('reach.legend') }) : null, lines);
}

/** The title of a game answer's board: the position after its last accepted turn (the replay stops at a refused one). */
export function positionTitle(answer) {
  return t('svg.after', (answer.turns || []).filter((turn) => turn.accepted === true).length);
}

/** A sentence from the rules, begun with a capital. */
export function sentence(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : '';
}

/** A result as SGF writes it (B+1.5, W+7, 0) in words. */
export function resultWords(result) {
  if (result === 'Void') {
    return t('score.void');
  }
  const m = /^([BW])\+(.+)$/.exec(result || '');
  if (!m) {
    return t('score.tie');
  }
  if (m[2] === 'F') {
    return t('score.forfeit', colourWord(m[1] === 'B' ? 'black' : 'white'));
  }
  return t('score.wins', colourWord(m[1] === 'B' ? 'black' : 'white'), Number(m[2]));
}

/** The score (TT-9): shaded board, counts, result with komi; the French quick count where given. */
export function score(container, answer, ended) {
  container.replaceChildren();
  if (!answer) {
    return;
  }
  container.dataset.result = answer.result;
  container.dataset.ended = ended ? 'true' : 'false';
  const holder = el('div', { class: 'svg-holder' });
  showSvg(holder, answer.svg, t('svg.score'));
  shadeShared(holder, answer.counting);
  container.append(
    el('h2', { text: t('score.title') }),
    el('p', { text: `${ended ? t('score.final', answer.clause) : t('score.asItStands', answer.clause)}`
      + ` ${countingWords(answer.counting)}` }),
    holder,
    el('p', { class: 'score-line', text: scoreLine(answer) }),
  );
  const points = el('ul', { class: 'score-points' });
  const territory = answer.territory || {};
  for (const colour of ['black', 'white']) {
    if (territory[colour] && territory[colour].length) {
      points.append(el('li', { 'data-colour': colour, text: t('score.territory', colourWord(colour), territory[colour].join(' ')) }));
    }
  }
  if (answer.neutral && answer.neutral.length) {
    points.append(el('li', { class: 'neutral', text: bothWords(answer) }));
  }
  container.append(points);
  if (answer.clause) {
    container.append(clauseText(answer.clause, answer.clauseText));
  }
  if (answer.quickCount) {
    container.append(el('h3', { text: t('score.quick') }), quickCount(answer.quickCount));
  }
}

/**
 * Under shared counting (NZ-6) a point that reaches both colours counts for both players: its mark
 * on the score's board is shaded half black, half white, where area counting leaves it grey (neutral).
 */
let sharedShades = 0;
function shadeShared(holder, counting) {
  const svg = holder.querySelector('svg');
  if (!svg || counting !== 'shared') {
    return;
  }
  const marks = svg.querySelectorAll('.lg-neutral');
  if (marks.length === 0) {
    return;
  }
  const ns = 'http://www.w3.org/2000/svg';
  const id = `lg-both-${++sharedShades}`;
  const gradient = document.createElementNS(ns, 'linearGradient');
  gradient.id = id;
  for (const [offset, colour] of [['0', '#111'], ['0.5', '#111'], ['0.5', '#fafafa'], ['1', '#fafafa']]) {
    const stop = document.createElementNS(ns, 'stop');
    stop.setAttribute('offset', offset);
    stop.setAttribute('stop-color', colour);
    gradient.append(stop);
  }
  const defs = document.createElementNS(ns, 'defs');
  defs.append(gradient);
  svg.prepend(defs);
  for (const mark of marks) {
    mark.style.fill = `url(#${id})`;
    mark.classList.add('lg-shared');
  }
}

/** The empty points that reach both colours: neutral under area counting, counted for both under shared counting. */
function bothWords(answer) {
  return t(answer.counting === 'shared' ? 'score.shared' : 'score.neutral', answer.neutral.join(' '));
}

/** How the score counts empty points, in words ("area", "shared": the API's word). */
function countingWords(counting) {
  return counting ? t(`score.counting.${counting}`) : '';
}

/** "Black 6, White 4 + komi 0.5: Black wins by 1.5 (B+1.5)"; White's handicap bonus (TT-V2, FR-14) named beside the komi when there is one. */
export function scoreLine(s) {
  return t('score.line', s.black, s.white, s.bonus ? t('score.bonus', s.bonus) : '', s.komi,
    `${resultWords(s.result)} (${s.result})`) + (s.button ? t('score.button', colourWord(s.button)) : '');
}

const QUICK_COUNT_KEYS = ['blackTerritory', 'whiteTerritory', 'blackHolds', 'whiteHolds', 'blackLeft', 'whiteLeft',
  'komi', 'result', 'trailingPasses', 'exact'];

function quickCount(q) {
  const dl = el('dl', { class: 'quick-count' });
  for (const key of QUICK_COUNT_KEYS.filter((k) => k in q)) {
    const v = q[key];
    const shown = typeof v === 'boolean' ? t(v ? 'quick.yes' : 'quick.no')
      : key === 'result' ? `${resultWords(v)} (${v})` : typeof v === 'number' ? num(v) : String(v);
    dl.append(el('dt', { text: t(`quick.${key}`) }), el('dd', { 'data-key': key, text: shown }));
  }
  return dl;
}

/** explain --json's clause lines: each clause, whether it holds, what it says. */
export function clauseLines(container, number, answer) {
  container.replaceChildren();
  if (!answer) {
    return;
  }
  container.append(el('h3', { text: t('records.explainTitle', number) }));
  const list = el('ul', { class: 'clause-lines' });
  for (const line of answer.clauses || []) {
    list.append(el('li', { class: line.holds ? 'holds' : 'fails', 'data-clause': line.clause },
      el('span', { class: 'mark', 'aria-hidden': 'true', text: line.holds ? '✓' : '✗' }),
      el('strong', { text: line.clause }), ` ${line.text}`));
  }
  container.append(list);
}

/** The same turns under the three presets, the first turn where their verdicts part highlighted. */
export function comparison(container, answer) {
  container.replaceChildren();
  if (!answer) {
    return;
  }
  const parts = answer.parts ?? null;
  container.append(el('p', { class: 'parts', 'data-parts': parts === null ? '' : parts,
    text: parts === null ? t('compare.same') : t('compare.parts', parts) }));
  const columns = el('div', { class: 'compare-columns' });
  for (const game of answer.presets || []) {
    const name = game.rules.preset || game.rules.name;
    const list = el('ol', { class: 'turn-list' });
    turnList(list, game.turns || []);
    for (const li of list.children) {
      if (Number(li.dataset.turn) === parts) {
        li.classList.add('parting');
      }
    }
    // The board with the points that score shaded: under shared counting (NZ-6) a point reaching
    // both colours counts for both, and the board shows which ones.
    const holder = el('div', { class: 'svg-holder' });
    showSvg(holder, game.score ? game.score.svg : game.svg, game.score ? t('svg.score') : positionTitle(game));
    shadeShared(holder, game.score && game.score.counting);
    const ended = game.position && game.position.ended;
    const ending = el('p', { class: 'ending', 'data-ended': ended ? 'true' : 'false',
      text: ended && game.ended ? t('compare.ended', sentence(game.ended.says), game.ended.clause)
        : t('compare.goesOn', sentence(game.goesOn || '')) });
    const score = game.score;
    columns.append(el('section', { class: 'compare-column', 'data-rules': name },
      el('h3', { text: name }), ending, holder, list,
      score ? el('p', { class: 'counting', 'data-counting': score.counting,
        text: `${t('compare.counting', score.clause, countingWords(score.counting))}` }) : null,
      score && score.clauseText ? clauseText(score.clause, score.clauseText) : null,
      score && score.neutral && score.neutral.length ? el('p', { class: 'both', text: bothWords(score) }) : null,
      score ? el('p', { class: 'score-line', text: scoreLine(score) }) : null));
  }
  container.append(columns);
}
