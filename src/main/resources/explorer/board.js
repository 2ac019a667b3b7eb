// Boards on the page are the server's SVG (display/BoardSvg), each point an element with a
// data-point attribute ("C3"). This module puts one in place and turns pointer events on its
// points into point names, by delegation, so a new SVG needs no new listeners.

const COLUMN_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/**
 * Puts the server's SVG into the container, named by label (its title, the board's accessible name);
 * with a scale, the board grows to at most that many times its own size (a 3x3 board stays modest).
 */
export function showSvg(container, svg, label, scale) {
  container.innerHTML = svg || '';
  const el = container.querySelector('svg');
  if (el && scale) {
    el.style.maxWidth = `${Number(el.getAttribute('width')) * scale}px`;
  }
  // The server's title is English ("the position after turn 3"); the page says what the board
  // shows in its own language (i18n.js, svg.*) instead.
  if (el && label) {
    let title = el.querySelector('title');
    if (!title) {
      title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
      el.prepend(title);
    }
    title.textContent = label;
  }
  return el;
}

/** A new element holding an SVG board, for small boards built in lists; label names it when there is no caption. */
export function svgFigure(svg, caption, className = 'small-board', label = caption) {
  const figure = document.createElement('figure');
  figure.className = className;
  const holder = document.createElement('div');
  holder.className = 'svg-holder';
  showSvg(holder, svg, label);
  figure.append(holder);
  if (caption) {
    const c = document.createElement('figcaption');
    c.textContent = caption;
    figure.append(c);
  }
  return figure;
}

function pointOf(event, container) {
  const el = event.target.closest ? event.target.closest('[data-point]') : null;
  return el && container.contains(el) ? el.dataset.point : null;
}

/** Calls onClick(point) and onHover(point or null) for the points of whatever SVG the container holds. */
export function listen(container, { onClick, onHover }) {
  let hovered = null;
  container.addEventListener('click', (event) => {
    const point = pointOf(event, container);
    if (point && onClick) {
      onClick(point);
    }
  });
  if (onHover) {
    container.addEventListener('mouseover', (event) => {
      const point = pointOf(event, container);
      if (point !== hovered) {
        hovered = point;
        onHover(point);
      }
    });
    container.addEventListener('mouseleave', () => {
      hovered = null;
      onHover(null);
    });
  }
}

/** Where a point sits in the rows of a board written from the top, or null when it is off the board. */
export function place(point, width, height) {
  const m = /^([A-HJ-Z])(\d{1,2})$/.exec(point.toUpperCase());
  if (!m) {
    return null;
  }
  const column = COLUMN_LETTERS.indexOf(m[1]);
  const row = Number(m[2]);
  if (column >= width || row < 1 || row > height) {
    return null;
  }
  return { column, rowFromTop: height - row };
}

/** An empty board of rows from the top, as the API writes boards. */
export function emptyRows(width, height) {
  return Array.from({ length: height }, () => '.'.repeat(width));
}

const NEXT_IN_EDIT = { '.': 'X', X: 'O', O: '.' };

/** The start with one point cycled empty, black, white, empty. */
export function cyclePoint(rows, point) {
  const height = rows.length;
  const width = rows[0].length;
  const at = place(point, width, height);
  if (!at) {
    return rows;
  }
  return rows.map((row, i) => (i === at.rowFromTop
    ? row.slice(0, at.column) + NEXT_IN_EDIT[row[at.column]] + row.slice(at.column + 1)
    : row));
}
