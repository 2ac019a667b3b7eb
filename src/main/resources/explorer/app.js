// The explorer's page: the state of the game being played and the wiring of the four panels.
// Every verdict is the server's; the page sends the whole game each time (docs/explorer.md).

import { api, ApiError } from './api.js';
import { t, lang, setLang, translatePage, colourWord, LANGUAGES } from './i18n.js';
import { showSvg, listen, emptyRows, cyclePoint } from './board.js';
import * as views from './views.js';

const $ = (id) => document.getElementById(id);

/** The columns' letters as GTP names them (no I), for the sentence that says how to type a point. */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

const play = {
  rulesets: null,
  setup: { width: 9, height: 9, rules: 'tromp-taylor', knobs: {}, komi: null, handicap: 0, toMove: 'black', start: null },
  turns: [],
  answer: null,
  tried: null,
  triedWord: null,
  mode: 'play',
};

// One request at a time, in the order asked: a quick second click waits for the first.
// body[data-done] counts the tasks finished, so a test can wait for the answer to its own action.
let queue = Promise.resolve();
let done = 0;
function enqueue(task) {
  queue = queue.then(() => {
    showError(null);
    return task();
  }).catch(showError).then(() => {
    done += 1;
    document.body.dataset.done = String(done);
  });
  return queue;
}

/** What the page itself has to tell the user, in the page's words (not the API's). */
class Told extends Error {}

function showError(error) {
  const box = $('error');
  if (!error) {
    box.hidden = true;
    box.textContent = '';
    return;
  }
  box.hidden = false;
  box.textContent = error instanceof Told ? error.message
    : error instanceof ApiError ? t('error.server', error.message)
      : t('error.network', error.message || String(error));
}

// ---------------------------------------------------------------------------------------------
// Play

/** The game as the API takes it, with these turns. */
function gameRequest(turns, setup = play.setup) {
  const request = { size: `${setup.width}x${setup.height}`, rules: setup.rules, turns };
  const knobs = Object.fromEntries(Object.entries(setup.knobs).filter(([, v]) => v));
  if (Object.keys(knobs).length) {
    request.knobs = knobs;
  }
  if (setup.komi !== null && setup.komi !== '') {
    request.komi = Number(setup.komi);
  }
  if (setup.handicap) {
    request.handicap = Number(setup.handicap);
  }
  if (setup.start && setup.start.some((row) => /[XO]/.test(row))) {
    request.start = setup.start;
  }
  if (setup.toMove === 'white') {
    request.toMove = 'white';
  }
  return request;
}

/**
 * Replays these turns; a refused turn is kept out of the game and shown with its evidence, and
 * so are the turns after it.
 */
async function replay(turns) {
  const answer = await api.game(gameRequest(turns));
  const refused = answer.turns.find((turn) => turn.accepted === false);
  play.tried = refused || null;
  play.triedWord = refused ? turns[refused.number - 1] : null;
  play.turns = refused ? turns.slice(0, refused.number - 1) : turns;
  play.answer = answer;
  renderPlay();
  return answer;
}

function playTurn(word) {
  return enqueue(() => replay([...play.turns, word]));
}

function renderPlay() {
  const answer = play.answer;
  if (!answer) {
    return;
  }
  const position = answer.position;
  const board = $('play-board');
  showSvg(board, answer.svg, views.positionTitle(answer), 3);
  board.dataset.toMove = position.toMove || '';
  board.dataset.ended = position.ended ? 'true' : 'false';

  // Ended: how, and the clause that ends it under these rules (TT-8, FR-10, NZ-10), as the server says them.
  let status = position.ended
    ? (answer.ended ? t('status.endedHow', views.sentence(answer.ended.says), answer.ended.clause) : t('status.ended'))
    : t('status.toMove', colourWord(position.toMove));
  if (play.tried) {
    status = `${t('status.refused', views.turnWords(play.tried))} ${status}`;
  }
  $('play-status').textContent = status;
  // What the game waits for, when an agreement can end it (FR-13, NZ-10); once ended, the clause's text.
  const goesOn = $('play-goes-on');
  goesOn.replaceChildren();
  if (position.ended && answer.ended) {
    goesOn.append(views.clauseText(answer.ended.clause, answer.ended.clauseText));
  } else if (answer.canAgree) {
    goesOn.textContent = answer.goesOn || '';
  }

  // Pass and Agree stay pressable when the rules would refuse them: the refusal, with its clause, teaches.
  $('agree').hidden = !(answer.rules && answer.rules.agreement);
  $('undo').disabled = play.turns.length === 0;

  const accepted = answer.turns.filter((turn) => turn.accepted === true);
  views.turnList($('turn-list'), accepted, { tried: play.tried });
  $('turns-none').hidden = accepted.length > 0 || play.tried !== null;

  views.refusal($('refusal'), play.tried, answer.rules);
  views.steps($('steps'), detailTurn(answer));
  views.score($('score'), answer.score, position.ended);
}

/** The turn the answer draws step by step (the request's detail turn, the last by default). */
function detailTurn(answer) {
  return answer.turns.find((turn) => turn.steps && turn.steps.length > 0)
    || answer.turns.find((turn) => Array.isArray(turn.steps)) || null;
}

function preset(name) {
  return play.rulesets.presets.find((p) => p.name === name) || play.rulesets.presets[0];
}

/** One select per knob; its first choice is the preset's own setting. */
function knobControls(rulesets) {
  const box = $('knobs');
  box.querySelectorAll('.knob').forEach((n) => n.remove());
  const own = preset(play.setup.rules).knobs || {};
  for (const [knob, values] of Object.entries(rulesets.knobs || {})) {
    const id = `knob-${knob}`;
    const select = views.el('select', { id, name: knob, 'data-knob': knob },
      views.el('option', { value: '', text: t('setup.knobDefault', own[knob]) }),
      ...values.map((v) => views.el('option', { value: v, text: v })));
    select.value = play.setup.knobs[knob] || '';
    box.append(views.el('div', { class: 'field-row knob' }, views.el('label', { for: id, text: knob }), select));
  }
}

function presetControls(rulesets) {
  const select = $('rules');
  select.replaceChildren(...rulesets.presets.map((p) => views.el('option', { value: p.name, text: p.name })));
  select.value = play.setup.rules;
}

function readSetup() {
  const s = play.setup;
  s.width = clampSize($('width').value);
  s.height = clampSize($('height').value);
  s.rules = $('rules').value || s.rules;
  s.komi = $('komi').value === '' ? null : $('komi').value;
  s.handicap = Number($('handicap').value) || 0;
  s.toMove = $('to-move').value;
  s.knobs = {};
  for (const select of $('knobs').querySelectorAll('select[data-knob]')) {
    s.knobs[select.dataset.knob] = select.value;
  }
}

function writeSetup() {
  const s = play.setup;
  $('komi').placeholder = String(preset(s.rules).komi);
  $('width').value = s.width;
  $('height').value = s.height;
  $('rules').value = s.rules;
  $('komi').value = s.komi === null ? '' : s.komi;
  $('handicap').value = s.handicap;
  $('to-move').value = s.toMove;
  for (const select of $('knobs').querySelectorAll('select[data-knob]')) {
    select.value = s.knobs[select.dataset.knob] || '';
  }
}

function clampSize(value) {
  return Math.min(25, Math.max(1, Math.round(Number(value)) || 1));
}

function onBoardClick(point) {
  if (play.mode === 'edit') {
    const s = play.setup;
    s.start = cyclePoint(s.start || emptyRows(s.width, s.height), point);
    enqueue(() => replay([]));
  } else if (play.mode === 'reach') {
    reachAsked += 1;
    enqueue(() => showReach(point));
  } else {
    playTurn(point);
  }
}

// Pointing shows reach in play mode, outside the queue of the game's requests: the answer to the
// last point pointed at is the one shown, the others are dropped.
let reachTimer = null;
let reachAsked = 0;
function onBoardHover(point) {
  clearTimeout(reachTimer);
  if (point && play.mode === 'play') {
    reachTimer = setTimeout(() => {
      const asked = ++reachAsked;
      showReach(point, () => asked === reachAsked).catch(() => {});
    }, 150);
  }
}

async function showReach(point, stillWanted = () => true) {
  if (!play.answer) {
    return;
  }
  const request = { start: play.answer.position.board, point, rules: play.setup.rules };
  const knobs = gameRequest([]).knobs;
  if (knobs) {
    request.knobs = knobs;
  }
  const answer = await api.reach(request);
  if (stillWanted()) {
    views.reach($('reach'), answer);
  }
}

/** The fields of a game request in something else that holds a game (an SGF game, a case). */
function gameOf(holder, turns = holder.turns) {
  const game = { turns: [...(turns || [])] };
  for (const key of ['size', 'rules', 'knobs', 'komi', 'handicap', 'start', 'toMove']) {
    if (holder[key] !== undefined && holder[key] !== null) {
      game[key] = holder[key];
    }
  }
  return game;
}

/** Loads a game from elsewhere (a lesson, a record, a case, a witness) into Play. */
function loadIntoPlay(game) {
  const size = String(game.size || '9x9');
  const [w, h] = size.includes('x') ? size.split('x') : [size, size];
  play.setup = {
    width: clampSize(w),
    height: clampSize(h),
    rules: game.rules || 'tromp-taylor',
    knobs: { ...(game.knobs || {}) },
    komi: game.komi ?? null,
    handicap: game.handicap || 0,
    toMove: game.toMove || 'black',
    start: game.start || null,
  };
  writeSetup();
  showTab('play');
  return enqueue(() => replay([...(game.turns || [])]));
}

function wirePlay() {
  listen($('play-board'), { onClick: onBoardClick, onHover: onBoardHover });
  $('pass').addEventListener('click', () => playTurn('pass'));
  $('agree').addEventListener('click', () => playTurn('agree'));
  $('undo').addEventListener('click', () => enqueue(() => replay(play.turns.slice(0, -1))));
  $('keyboard-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const word = $('keyboard').value.trim();
    if (word) {
      $('keyboard').value = '';
      const turns = [...play.turns, word];
      // A word the server cannot read as a turn (off the board, a typo) is said in the page's words,
      // with how to write one; the server's line names the list and its index, which the user never saw.
      enqueue(() => replay(turns).catch((error) => {
        if (error instanceof ApiError && error.turn === turns.length) {
          const { width, height } = play.setup;
          throw new Told(t('error.typed', word, width, height, COLUMNS[width - 1]));
        }
        throw error;
      }));
    }
  });
  for (const radio of document.querySelectorAll('input[name="mode"]')) {
    radio.addEventListener('change', () => {
      play.mode = radio.value;
      $('play-board').dataset.mode = play.mode;
    });
  }
  $('setup-form').addEventListener('submit', (event) => {
    event.preventDefault();
    readSetup();
    play.setup.start = null;
    enqueue(() => replay([]));
  });
  $('clear-start').addEventListener('click', () => {
    play.setup.start = null;
    enqueue(() => replay([]));
  });
  $('setup-form').addEventListener('change', (event) => {
    readSetup();
    if (event.target.id === 'rules') {
      knobControls(play.rulesets);
      writeSetup();
    }
    if (event.target.id === 'width' || event.target.id === 'height') {
      // A new size is a new game: the start and the turns of the old grid mean nothing on it.
      play.setup.start = null;
      enqueue(() => replay([]));
    } else {
      // The same turns under the new settings: the first one they refuse is shown, and dropped.
      enqueue(() => replay(play.turns));
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Compare
//
// Lessons and the tour carry their sentences in both languages ({"en": ..., "fr": ...}).

function inLanguage(text) {
  if (text && typeof text === 'object') {
    return text[lang()] || text.en || '';
  }
  return text || '';
}

async function compare(game, sentence) {
  const request = gameOf(game);
  delete request.rules;
  delete request.knobs;
  const answer = await api.compare(request);
  $('compare-sentence').textContent = sentence || '';
  views.comparison($('comparison'), answer);
  $('panel-compare').scrollIntoView({ block: 'start' });
}

async function loadTour() {
  const tour = await api.tour(lang());
  const list = $('tour');
  list.replaceChildren();
  for (const witness of tour.witnesses || tour) {
    const says = views.el('ul', { class: 'says' },
      ...Object.entries(witness.says || {}).map(([rules, said]) => views.el('li', {}, views.el('strong', { text: `${rules}: ` }), said)));
    const words = (witness.game.turns || []).join(', ');
    const handicap = witness.game.handicap ? `, ${t('setup.handicap')} ${witness.game.handicap}` : '';
    const what = `${witness.game.size}${handicap}: ${words}`;
    const told = inLanguage(witness.text) || witness.differs;
    const sentence = `${witness.number}. ${told} (${what})`;
    list.append(views.el('li', { class: 'witness', 'data-witness': witness.number },
      views.el('p', {}, views.el('strong', { text: what }), ` ${told}`),
      says,
      views.el('button', { type: 'button', text: t('tab.compare'),
        onclick: () => enqueue(() => compare(witness.game, sentence)) })));
  }
}

function wireCompare() {
  $('compare-run').addEventListener('click', () => {
    // The refused turn too: where the presets part is often just there.
    const request = gameRequest(play.triedWord ? [...play.turns, play.triedWord] : play.turns);
    enqueue(() => compare(request, ''));
  });
}

// ---------------------------------------------------------------------------------------------
// Lessons

const lessons = { list: [], lesson: 0, step: 0 };

async function loadLessons() {
  const answer = await api.lessons(lang());
  lessons.list = answer.lessons || answer;
  const select = $('lesson');
  select.replaceChildren(...lessons.list.map((l, i) => views.el('option', { value: l.id || String(i), text: inLanguage(l.title) })));
  if (lessons.lesson >= lessons.list.length) {
    lessons.lesson = 0;
    lessons.step = 0;
  }
  select.selectedIndex = lessons.lesson;
  await showLessonStep();
}

async function showLessonStep() {
  const lesson = lessons.list[lessons.lesson];
  if (!lesson) {
    $('lesson-sentence').textContent = t('lessons.none');
    return;
  }
  const steps = lesson.steps;
  const step = steps[lessons.step];
  const sentence = inLanguage(step.text);
  $('lesson-counter').textContent = t('lessons.step', lessons.step + 1, steps.length);
  $('lesson-sentence').textContent = sentence;
  $('lesson-clause').textContent = lesson.clause || '';
  $('lesson-prev').disabled = lessons.step === 0;
  $('lesson-next').disabled = lessons.step === steps.length - 1;
  const answer = await api.game(gameOf(step.game));
  showSvg($('lesson-board'), answer.svg, views.positionTitle(answer), 3);
  const refused = answer.turns.find((turn) => turn.accepted === false);
  views.refusal($('lesson-refusal'), refused, answer.rules);
  views.steps($('lesson-steps'), detailTurn(answer));
}

function wireLessons() {
  $('lesson').addEventListener('change', () => {
    lessons.lesson = $('lesson').selectedIndex;
    lessons.step = 0;
    enqueue(showLessonStep);
  });
  $('lesson-prev').addEventListener('click', () => {
    lessons.step = Math.max(0, lessons.step - 1);
    enqueue(showLessonStep);
  });
  $('lesson-next').addEventListener('click', () => {
    const lesson = lessons.list[lessons.lesson];
    lessons.step = Math.min(lesson.steps.length - 1, lessons.step + 1);
    enqueue(showLessonStep);
  });
  $('lesson-play').addEventListener('click', () => {
    const lesson = lessons.list[lessons.lesson];
    if (lesson) {
      loadIntoPlay(lesson.steps[lessons.step].game);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Records and cases
//
// A record is replayed as the judge does, up to its first refused turn. A conformance case is
// replayed as the suite does: a refused turn is not played and the next is tried on the game as it
// was (the case's replay from the server says which turns those are). Either way, turn k is shown
// by asking for the game made of the accepted turns before it and turn k itself, drawn in detail.

const record = {
  games: [], game: null, title: '', expected: null,
  verdicts: [], // the turns, numbered as in the record or case, with their verdicts
  words: [], // each turn's words, with its colour
  caseData: null, rules: null,
  at: 0, shown: new Map(),
};

async function openSgf(text) {
  const answer = await api.sgf(text);
  record.games = answer.games;
  record.caseData = null;
  const warnings = answer.warnings || [];
  $('record-warnings').hidden = warnings.length === 0;
  $('record-warnings').replaceChildren(views.el('strong', { text: t('records.warnings') }),
    views.el('ul', {}, ...warnings.map((w) => views.el('li', { text: w }))));
  $('record-game-row').hidden = record.games.length < 2;
  $('record-game').replaceChildren(...record.games.map((g, i) => views.el('option', { value: String(i), text: String(g.game || i + 1) })));
  $('record-rules-row').hidden = true;
  await showSgfGame(0);
}

async function showSgfGame(index) {
  const sgfGame = record.games[index];
  const game = gameOf(sgfGame);
  const answer = await api.game(game);
  record.game = game;
  record.words = game.turns;
  record.verdicts = [...answer.turns];
  // After the first refusal the judge stops: the turns left are not reached.
  game.turns.slice(answer.turns.length).forEach((word, i) => {
    record.verdicts.push({ number: answer.turns.length + i + 1, colour: null, move: word, accepted: null });
  });
  record.expected = null;
  const notes = (sgfGame.notes || []).join(' ');
  showRecord(`${sgfGame.size}, ${answer.rules.name}${sgfGame.rulesFrom ? ` (${sgfGame.rulesFrom})` : ''}${notes ? `: ${notes}` : ''}`,
    answer.startSvg, Math.max(0, Math.min(answer.turns.length, game.turns.length)));
}

async function openCase(id) {
  const answer = await api.conformanceCase(id);
  record.caseData = answer;
  $('record-warnings').hidden = true;
  $('record-game-row').hidden = true;
  const names = Object.keys(answer.replays || answer.expect || {});
  $('record-rules').replaceChildren(...names.map((n) => views.el('option', { value: n, text: n })));
  $('record-rules-row').hidden = names.length < 2;
  await showCaseUnder(names[0]);
}

async function showCaseUnder(rulesName) {
  const c = record.caseData;
  record.rules = rulesName;
  const replayed = c.replays[rulesName];
  // The suite's name (tromp-taylor+ko=situational) as /api/game takes it, from the server.
  const game = { ...gameOf(c.game), rules: replayed.rules };
  if (replayed.knobs && Object.keys(replayed.knobs).length) {
    game.knobs = replayed.knobs;
  }
  record.game = game;
  record.words = c.game.turns;
  record.verdicts = replayed.turns;
  const expect = c.expect[rulesName] || {};
  const refusedAt = new Map((expect.refused || []).map((r) => [r.turn, r.clause]));
  record.expected = record.words.map((_, i) => (refusedAt.has(i + 1)
    ? `${t('turns.refused')} ${refusedAt.get(i + 1)}` : t('turns.accepted')));
  const start = await api.game({ ...game, turns: [] });
  showRecord(`${c.id}: ${c.title}`, start.startSvg, record.words.length);
}

/** Nothing open in Records: the view as the page starts. */
function clearRecord() {
  Object.assign(record, { games: [], game: null, title: '', expected: null, verdicts: [], words: [], caseData: null, rules: null,
    at: 0, shown: new Map() });
  $('record-body').hidden = true;
  $('record-none').hidden = false;
  $('record-title').textContent = '';
  $('record-warnings').hidden = true;
  $('record-game-row').hidden = true;
  $('record-rules-row').hidden = true;
}

function showRecord(title, startSvg, at) {
  record.title = title;
  record.startSvg = startSvg;
  record.shown = new Map();
  $('record-none').hidden = true;
  $('record-body').hidden = false;
  $('record-title').textContent = title;
  const last = record.verdicts.filter((v) => v.accepted !== null).length;
  $('record-slider').max = String(last);
  return showRecordTurn(at);
}

/** The answer that draws turn k: the accepted turns before it, then turn k, in detail. */
async function answerFor(k) {
  if (!record.shown.has(k)) {
    const before = record.verdicts.slice(0, k - 1).filter((v) => v.accepted === true).map((v) => record.words[v.number - 1]);
    const numbers = record.verdicts.slice(0, k - 1).filter((v) => v.accepted === true).map((v) => v.number);
    const answer = await api.game({ ...record.game, turns: [...before, record.words[k - 1]] });
    const turn = answer.turns[answer.turns.length - 1];
    // Back to the record's numbering: the request left the refused turns out.
    const renumber = (n) => (n === 0 ? 0 : n <= numbers.length ? numbers[n - 1] : k);
    const shown = { ...turn, number: k };
    if (shown.repetition) {
      shown.repetition = { ...shown.repetition, turn: renumber(shown.repetition.turn) };
    }
    record.shown.set(k, { turn: shown, svg: turn.svg || answer.svg, rules: answer.rules });
  }
  return record.shown.get(k);
}

async function showRecordTurn(at) {
  record.at = at;
  $('record-slider').value = String(at);
  const total = record.words.length;
  $('record-at').textContent = at === 0 ? t('records.atStart', total) : t('records.at', at, total);
  $('record-explain').disabled = at === 0;
  $('record-explanation').replaceChildren();
  views.turnList($('record-turns'), record.verdicts, {
    selected: at,
    expected: record.expected,
    onSelect: (number) => {
      if (record.verdicts[number - 1].accepted !== null) {
        enqueue(() => showRecordTurn(number));
      }
    },
  });
  $('record-board').dataset.turn = String(at);
  if (at === 0) {
    showSvg($('record-board'), record.startSvg, t('svg.start'), 3);
    views.refusal($('record-refusal'), null);
    views.steps($('record-steps'), null);
    return;
  }
  const { turn, svg, rules } = await answerFor(at);
  // A refused turn shows the position it was offered on: the one after the turn before it.
  showSvg($('record-board'), svg, t('svg.after', turn.accepted === false ? at - 1 : at), 3);
  views.refusal($('record-refusal'), turn.accepted === false ? turn : null, rules);
  views.steps($('record-steps'), turn);
}

async function explainTurn() {
  if (record.at === 0) {
    return;
  }
  const answer = await api.explain(record.game, record.at);
  views.clauseLines($('record-explanation'), record.at, answer);
}

function wireRecords() {
  $('sgf-file').addEventListener('change', () => {
    const file = $('sgf-file').files[0];
    if (file) {
      enqueue(async () => {
        // What was open before goes at once: a file that cannot be read must not stand beside it.
        clearRecord();
        $('case-id').value = '';
        try {
          await openSgf(await file.text());
        } catch (error) {
          if (error instanceof ApiError) {
            throw new Told(t('records.badFile', file.name, error.message.replace(/^sgf: /, '')));
          }
          throw error;
        }
      });
    }
  });
  $('case-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const id = $('case-id').value.trim();
    if (id) {
      $('sgf-file').value = '';
      enqueue(() => openCase(id));
    }
  });
  $('record-game').addEventListener('change', () => enqueue(() => showSgfGame(Number($('record-game').value))));
  $('record-rules').addEventListener('change', () => enqueue(() => showCaseUnder($('record-rules').value)));
  $('record-slider').addEventListener('input', () => {
    const at = Number($('record-slider').value);
    enqueue(() => showRecordTurn(at));
  });
  $('record-explain').addEventListener('click', () => enqueue(explainTurn));
  $('record-play').addEventListener('click', () => {
    if (record.game) {
      const upTo = record.verdicts.slice(0, record.at).filter((v) => v.accepted === true).map((v) => record.words[v.number - 1]);
      loadIntoPlay({ ...record.game, turns: upTo });
    }
  });
}

let casesLoaded = false;
async function loadCases() {
  if (casesLoaded) {
    return;
  }
  casesLoaded = true;
  const { cases } = await api.cases();
  $('case-ids').replaceChildren(...cases.map((c) => views.el('option', { value: c.id, text: c.title || '' })));
}

// ---------------------------------------------------------------------------------------------
// Tabs and language

const loaders = {
  compare: loadTour,
  lessons: loadLessons,
  records: loadCases,
};
const loaded = new Set();

function showTab(name) {
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    const on = tab.dataset.tab === name;
    tab.setAttribute('aria-selected', on ? 'true' : 'false');
    tab.tabIndex = on ? 0 : -1;
    $(`panel-${tab.dataset.tab}`).hidden = !on;
  }
  if (loaders[name] && !loaded.has(name)) {
    loaded.add(name);
    enqueue(loaders[name]);
  }
}

/**
 * The keys of the WAI-ARIA tabs pattern, with automatic activation: Left and Right move to the
 * previous and next tab (round the ends), Home and End to the first and last; the tab moved to is
 * focused and shown.
 */
function onTabKey(event) {
  const tabs = [...document.querySelectorAll('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement);
  if (at < 0) {
    return;
  }
  const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (to === undefined) {
    return;
  }
  event.preventDefault();
  const tab = tabs[(to + tabs.length) % tabs.length];
  tab.focus();
  showTab(tab.dataset.tab);
}

async function changeLanguage(code) {
  setLang(code);
  try {
    localStorage.setItem('logicalgo.lang', code);
  } catch (e) {
    // private browsing: the choice lasts for this page only
  }
  translatePage();
  knobControls(play.rulesets);
  writeSetup();
  // The sentences from the server are in the language asked for: ask again.
  await replay(play.triedWord ? [...play.turns, play.triedWord] : play.turns);
  loaded.clear();
  const current = document.querySelector('[role="tab"][aria-selected="true"]').dataset.tab;
  if (loaders[current]) {
    loaded.add(current);
    await loaders[current]();
  }
  record.shown = new Map();
  if (record.game) {
    await showRecordTurn(record.at);
  }
  views.reach($('reach'), null);
}

function initialLanguage() {
  let saved = null;
  try {
    saved = localStorage.getItem('logicalgo.lang');
  } catch (e) {
    // no storage: fall back to the browser's language
  }
  const asked = new URLSearchParams(location.search).get('lang');
  const guess = (navigator.language || 'en').slice(0, 2);
  return [asked, saved, guess].find((c) => LANGUAGES.includes(c)) || 'en';
}

async function start() {
  // On a phone the board comes first; the game's settings wait, folded, below it.
  if (window.matchMedia('(max-width: 800px)').matches) {
    $('setup').open = false;
  }
  setLang(initialLanguage());
  $('lang').value = lang();
  translatePage();
  views.reach($('reach'), null);
  views.steps($('steps'), null);
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    tab.addEventListener('click', () => showTab(tab.dataset.tab));
  }
  document.querySelector('[role="tablist"]').addEventListener('keydown', onTabKey);
  $('lang').addEventListener('change', () => enqueue(() => changeLanguage($('lang').value)));
  wirePlay();
  wireCompare();
  wireLessons();
  wireRecords();
  await enqueue(async () => {
    play.rulesets = await api.rulesets();
    presetControls(play.rulesets);
    knobControls(play.rulesets);
    writeSetup();
    await replay([]);
  });
  document.body.dataset.ready = 'true';
}

start();
