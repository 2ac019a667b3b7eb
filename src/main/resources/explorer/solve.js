// solve.html: the solved boards of solve.json, best play step by step with each turn's clause,
// and what the other rulesets of the suite make of the same board. Text goes in by textContent only.

const LETTERS = 'ABCDEFGHJKLMNOPQRST';

const $ = (id) => document.getElementById(id);
const el = (tag, props = {}, ...children) => {
  const e = document.createElement(tag);
  Object.assign(e, props);
  for (const c of children) e.append(c);
  return e;
};

let boards = [];
let board = null;   // the chosen grid's entry of solve.json
let line = null;    // the chosen ruleset's solution
let step = 0;       // 0: the start; k: after turn k

function showError(message) {
  $('error').textContent = message;
  $('error').hidden = false;
}

function rowsAt(k) {
  return k === 0 ? board.start.split('/') : line.turns[k - 1].rows;
}

/** The point a turn like "B A1" plays, as [column, row from the top], or null for a pass. */
function pointOf(turn, height) {
  const m = /^[BW] ([A-Z])(\d+)$/.exec(turn);
  if (!m) return null;
  return [LETTERS.indexOf(m[1]), height - Number(m[2])];
}

function drawBoard() {
  const rows = rowsAt(step);
  const height = rows.length;
  const width = rows[0].length;
  const last = step > 0 ? pointOf(line.turns[step - 1].turn, height) : null;
  const b = $('board');
  b.replaceChildren();
  b.style.gridTemplateColumns = `1.2rem repeat(${width}, auto)`;
  const words = [];
  rows.forEach((row, y) => {
    b.append(el('span', { className: 'coord', textContent: String(height - y) }));
    [...row].forEach((c, x) => {
      const edges = (x === 0 ? ' left' : '') + (x === width - 1 ? ' right' : '') + (y === 0 ? ' top' : '')
        + (y === height - 1 ? ' bottom' : '');
      const pt = el('span', { className: 'pt' + edges });
      if (c !== '.') {
        const lastHere = last && last[0] === x && last[1] === y;
        pt.append(el('span', { className: 'stone ' + (c === 'X' ? 'black' : 'white') + (lastHere ? ' last' : '') }));
        words.push((c === 'X' ? 'black ' : 'white ') + LETTERS[x] + (height - y));
      }
      b.append(pt);
    });
  });
  b.append(el('span'));
  for (let x = 0; x < width; x++) b.append(el('span', { className: 'coord', textContent: LETTERS[x] }));
  b.setAttribute('aria-label', words.length ? 'the board: ' + words.join(', ') : 'the board: empty');
  $('step-caption').textContent = step === 0
    ? 'The start: ' + (board.start.replace(/[^XO]/g, '') ? board.start : 'the empty board') + ', Black to move.'
    : `Turn ${step} of ${line.turns.length}: ${line.turns[step - 1].turn}, ${line.turns[step - 1].clause}`;
  [...$('turns').children].forEach((li, i) => {
    if (i + 1 === step) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current');
  });
  $('first').disabled = $('prev').disabled = step === 0;
  $('next').disabled = $('last').disabled = step === line.turns.length;
}

/** The first turn (1-based) where two variations part, or 0 when one is the other. */
function firstDifference(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i].turn !== b[i].turn) return i + 1;
  return a.length === b.length ? 0 : n + 1;
}

function showRuleset() {
  line = board.rulesets.find((r) => r.ruleset === $('ruleset').value);
  step = 0;
  const turns = $('turns');
  turns.replaceChildren();
  if (!line.value) {
    $('value').textContent = `${board.grid} under ${line.ruleset}: no value. ${line.refused}`;
    line = { ...line, turns: [] };
    $('end').textContent = '';
  } else {
    $('value').textContent = `${board.grid} under ${line.ruleset}, komi ${board.komi}: ${line.value}`
      + ` (best play for both, ${line.turns.length} turns; ${line.nodes.toLocaleString('en')} nodes searched)`;
    line.turns.forEach((t, i) => {
      const li = el('li', {}, el('span', { textContent: t.turn }), ' ',
        el('span', { className: 'clause', textContent: t.clause }));
      li.tabIndex = 0;
      li.addEventListener('click', () => { step = i + 1; drawBoard(); });
      li.addEventListener('keydown', (e) => { if (e.key === 'Enter') { step = i + 1; drawBoard(); } });
      turns.append(li);
    });
    $('end').textContent = `The game ends: ${line.end}. Score ${line.score}: ${line.value}.`;
  }
  const others = $('others');
  others.replaceChildren();
  for (const r of board.rulesets) {
    if (r.ruleset === line.ruleset) continue;
    let differs = r.value ? '' : r.refused;
    if (r.value && line.value) {
      const d = firstDifference(line.turns, r.turns);
      differs = d === 0 ? 'the same line' : `turn ${d}: ${r.turns[d - 1] ? r.turns[d - 1].turn : 'the game has ended'}`;
    }
    const cell = (label, text) => {
      const td = el('td', { textContent: text });
      td.dataset.label = label;
      return td;
    };
    others.append(el('tr', {},
      cell('ruleset', r.ruleset),
      cell('value', r.value || 'none'),
      cell('turns', r.value ? String(r.turns.length) : ''),
      cell('differs at', differs)));
  }
  drawBoard();
}

function showGrid() {
  board = boards.find((b) => b.grid === $('grid').value);
  const chosen = $('ruleset').value;
  $('ruleset').replaceChildren(...board.rulesets.map((r) => el('option', { value: r.ruleset, textContent: r.ruleset })));
  if (board.rulesets.some((r) => r.ruleset === chosen)) $('ruleset').value = chosen;
  showRuleset();
}

async function main() {
  try {
    const answer = await fetch('solve.json');
    if (!answer.ok) throw new Error(`solve.json: ${answer.status}`);
    boards = await answer.json();
  } catch (e) {
    showError('The solved boards could not be read: ' + e.message);
    return;
  }
  $('grid').replaceChildren(...boards.map((b) => el('option', { value: b.grid, textContent: b.grid })));
  const wanted = new URLSearchParams(location.search).get('grid');
  $('grid').value = boards.some((b) => b.grid === wanted) ? wanted : (boards.find((b) => b.grid === '2x2') || boards[0]).grid;
  $('grid').addEventListener('change', showGrid);
  $('ruleset').addEventListener('change', showRuleset);
  $('first').addEventListener('click', () => { step = 0; drawBoard(); });
  $('prev').addEventListener('click', () => { step = Math.max(0, step - 1); drawBoard(); });
  $('next').addEventListener('click', () => { step = Math.min(line.turns.length, step + 1); drawBoard(); });
  $('last').addEventListener('click', () => { step = line.turns.length; drawBoard(); });
  showGrid();
  const at = Number(new URLSearchParams(location.search).get('step'));
  if (Number.isInteger(at) && at > 0) { step = Math.min(at, line.turns.length); drawBoard(); }
  document.body.dataset.ready = 'true';
}

main();
