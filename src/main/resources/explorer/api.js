// The explorer's JSON API (docs/explorer.md): every call in one place. The server is stateless;
// each call carries the whole game, and the page's language as it is when the call is made, so
// that the server's sentences (reasons, clause texts, what the game waits for) come in it.

import { lang } from './i18n.js';

/** A refusal by the server: a 400 (or 404, 405) with its one-line reason. */
export class ApiError extends Error {
  /** turn: the number of the turn the server could not read as a turn, where that is the fault. */
  constructor(message, status, turn = null) {
    super(message);
    this.status = status;
    this.turn = turn;
  }
}

let pending = 0;

// The tests wait on body[data-busy] rather than on timings.
function busy(delta) {
  pending += delta;
  document.body.dataset.busy = pending > 0 ? 'true' : 'false';
}

async function call(method, path, body) {
  busy(+1);
  try {
    const init = { method, headers: {} };
    if (body !== undefined) {
      init.headers['Content-Type'] = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(path, init);
    const text = await response.text();
    let data = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch (e) {
      throw new ApiError(`${response.status}: ${text.slice(0, 200)}`, response.status);
    }
    if (!response.ok) {
      throw new ApiError(data && data.error ? data.error : `${response.status}`, response.status, data ? data.turn ?? null : null);
    }
    return data;
  } finally {
    busy(-1);
  }
}

const query = (params) => new URLSearchParams(params).toString();

/** A request body in the page's language now (a game kept from before a change of language asks in the new one). */
const inLanguage = (body) => ({ ...body, lang: lang() });

export const api = {
  rulesets: () => call('GET', '/api/rulesets'),
  clauses: (lang) => call('GET', `/api/clauses?${query({ lang })}`),
  game: (game) => call('POST', '/api/game', inLanguage(game)),
  reach: (request) => call('POST', '/api/reach', inLanguage(request)),
  compare: (game) => call('POST', '/api/compare', inLanguage(game)),
  tour: (lang) => call('GET', `/api/tour?${query({ lang })}`),
  lessons: (lang) => call('GET', `/api/lessons?${query({ lang })}`),
  cases: () => call('GET', '/api/cases'),
  conformanceCase: (id) => call('GET', `/api/case?${query({ id })}`),
  sgf: (text) => call('POST', '/api/sgf', text),
  explain: (game, move) => call('POST', '/api/explain', inLanguage({ ...game, move })),
};
