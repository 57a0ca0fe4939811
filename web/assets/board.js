// The board drawn in SVG from the server's view (docs/api.md): boxes, givens (bold, dark)
// and placed values (regular, blue), candidates in their place, colours, conflicts, the
// hint's cells by role, its candidates by mark, and its chain as curved arrows (strong
// solid, weak dashed), as the desktop tutor draws them.

import { arrowhead, at, route } from "./chain_route.js";
import { candidateMarks, edges } from "./hint_marks.js";
import { cellName, parseCell, symbol } from "./digits.js";
import { highlightedCells } from "./highlight.js";

/** Room for the row and column labels. */
const MARGIN = 30;
/** The board's side in SVG units (the drawing scales to its box). */
const BOARD = 900;
/** What running through a value costs a link, and through a link drawn before. */
const VALUE_WEIGHT = 8;
const LINK_WEIGHT = 2;

/** The fills of the hint's roles (the desktop's palette). */
export const ROLE_FILL = {
  pattern: "#fff176",
  root: "#ffb74d",
  pincer: "#ffe082",
  fin: "#9fa8da",
  "colour-a": "#81d4fa",
  "colour-b": "#a5d6a7",
  "colour-c": "#ce93d8",
  "colour-d": "#ffccbc",
  chain: "#e1f5fe",
  start: "#b2dfdb",
  target: "#e0e0e0",
};

/** The five marking colours and "wrong", numbered 1-6 as the API numbers them. */
export const COLOUR_FILL = { 1: "#ffd6a5", 2: "#caf2bf", 3: "#b5e8f7", 4: "#d9d0ff", 5: "#ffd1ec", 6: "#ff8a8a" };

/** The discs behind candidates by their mark in the hint. */
export const MARK_FILL = {
  pattern: "rgba(255,179,0,0.55)",
  on: "rgba(67,160,71,0.45)",
  off: "rgba(142,36,170,0.30)",
  eliminated: "rgba(229,57,53,0.22)",
};

const INK = {
  paper: "#ffffff",
  line: "#1a1a1a",
  given: "#1a1a1a",
  placed: "#1f5fbf",
  candidate: "#707070",
  label: "#808080",
  conflictFill: "#ffb3b3",
  conflictInk: "#c62828",
  deviationFill: "#ffc266",
  areaFill: "#fff8d6",
  eliminated: "#d32f2f",
  placement: "#1b8a3a",
  strong: "#1b6e3a",
  weak: "#8e24aa",
  selection: "rgba(255,213,79,0.45)",
  selectionOutline: "#e08a00",
  sameDigit: "rgba(79,143,255,0.18)",
  sameCandidate: "rgba(79,143,255,0.35)",
  highlight: "rgba(124,214,90,0.30)",
  highlightCandidate: "rgba(46,125,50,0.35)",
};

/** Geometry of a board of `side` cells in blocks of `box`. */
export function layout(side, box) {
  const cell = BOARD / side;
  const inset = cell * 0.05;
  const small = (cell - 2 * inset) / box;
  return {
    side,
    box,
    cell,
    small,
    size: MARGIN + BOARD + 6,
    board: { x: MARGIN, y: MARGIN, width: BOARD, height: BOARD },
    cellRect(row, col) {
      return { x: MARGIN + col * cell, y: MARGIN + row * cell, width: cell, height: cell };
    },
    candidateCentre(row, col, digit) {
      const i = digit - 1;
      return {
        x: MARGIN + col * cell + inset + ((i % box) + 0.5) * small,
        y: MARGIN + row * cell + inset + (Math.floor(i / box) + 0.5) * small,
      };
    },
  };
}

const f = (n) => Math.round(n * 100) / 100;

function text(x, y, content, size, fill, extra = "") {
  return `<text x="${f(x)}" y="${f(y)}" font-size="${f(size)}" fill="${fill}" text-anchor="middle" dominant-baseline="central" ${extra}>${content}</text>`;
}

function circle(c, r, attrs) {
  return `<circle cx="${f(c.x)}" cy="${f(c.y)}" r="${f(r)}" ${attrs}/>`;
}

/** The fill behind a cell: a conflict, a deviation, its role, its colour, then the hint's area. */
export function cellFill(cell, showArea) {
  if (cell.conflict) return INK.conflictFill;
  if (cell.deviation) return INK.deviationFill;
  if (cell.role) return ROLE_FILL[cell.role] ?? null;
  if (cell.colour) return COLOUR_FILL[cell.colour] ?? null;
  return showArea && cell.in_area ? INK.areaFill : null;
}

/** The candidates drawn in a cell: those on show plus those the hint eliminates. */
function visibleCandidates(cell, side) {
  if (cell.value) return [];
  const all = new Set([...cell.candidates, ...(cell.eliminated ?? [])]);
  return [...all].filter((d) => d >= 1 && d <= side).sort((a, b) => a - b);
}

/** Where a link's end is drawn: its candidate's centre, or the middle of a group's. */
function endPoint(end, geo) {
  const points = end.cells.map(parseCell).filter(Boolean).map((p) => geo.candidateCentre(p.row, p.col, end.digit));
  const n = Math.max(points.length, 1);
  return { x: points.reduce((s, p) => s + p.x, 0) / n, y: points.reduce((s, p) => s + p.y, 0) / n };
}

/** Every digit drawn, as obstacles for the links; a value heavier than a candidate. */
function obstacles(view, geo) {
  const list = [];
  view.cells.forEach((cell, i) => {
    const row = Math.floor(i / view.size);
    const col = i % view.size;
    if (cell.value || cell.placed) {
      const r = geo.cellRect(row, col);
      const c = { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      const d = r.width * 0.22;
      for (const [dx, dy] of [[0, 0], [-d, 0], [d, 0], [0, -d], [0, d]]) {
        list.push({ at: { x: c.x + dx, y: c.y + dy }, weight: VALUE_WEIGHT });
      }
    } else {
      for (const digit of visibleCandidates(cell, view.size)) {
        list.push({ at: geo.candidateCentre(row, col, digit), weight: 1 });
      }
    }
  });
  return list;
}

/** The chain of the hint on show as curves, in reading order, each avoiding what is drawn. */
export function chainCurves(view, geo) {
  if (!view.hint) return [];
  const clearance = geo.small / 2;
  const around = obstacles(view, geo);
  return edges(view.hint).map((edge) => {
    const curve = route(endPoint(edge.from, geo), endPoint(edge.to, geo), around, clearance, geo.board);
    for (const t of [0.25, 0.5, 0.75]) around.push({ at: at(curve, t), weight: LINK_WEIGHT });
    return { curve, strong: edge.strong, edge };
  });
}

function drawLinks(view, geo) {
  const radius = geo.small / 2;
  const width = Math.min(Math.max(radius / 4, 1.5), 3);
  let out = "";
  for (const edge of edges(view.hint)) {
    for (const end of [edge.from, edge.to].filter((e) => e.cells.length > 1)) {
      const centres = end.cells.map(parseCell).filter(Boolean).map((p) => geo.candidateCentre(p.row, p.col, end.digit));
      const xs = centres.map((p) => p.x);
      const ys = centres.map((p) => p.y);
      const x = Math.min(...xs) - radius;
      const y = Math.min(...ys) - radius;
      const w = Math.max(...xs) - Math.min(...xs) + 2 * radius;
      const h = Math.max(...ys) - Math.min(...ys) + 2 * radius;
      out += `<rect class="group" x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(radius)}" fill="none" stroke="${INK.strong}" stroke-width="1.5"/>`;
    }
  }
  for (const { curve, strong } of chainCurves(view, geo)) {
    const colour = strong ? INK.strong : INK.weak;
    const dash = strong ? "" : `stroke-dasharray="6 5"`;
    out += `<path class="link ${strong ? "strong" : "weak"}" d="M${f(curve.start.x)},${f(curve.start.y)} Q${f(curve.control.x)},${f(curve.control.y)} ${f(curve.end.x)},${f(curve.end.y)}" fill="none" stroke="${colour}" stroke-width="${f(width)}" ${dash}/>`;
    const chord = Math.hypot(curve.end.x - curve.start.x, curve.end.y - curve.start.y);
    const size = Math.max(Math.min(radius * 1.1, chord * 0.8), 4);
    const [tip, left, right] = arrowhead(curve, size);
    out += `<polygon class="arrowhead" points="${f(tip.x)},${f(tip.y)} ${f(left.x)},${f(left.y)} ${f(right.x)},${f(right.y)}" fill="${colour}"/>`;
  }
  return out;
}

function drawCell(cell, row, col, geo, ctx) {
  const r = geo.cellRect(row, col);
  const name = cellName(row, col);
  let out = "";
  const fill = cellFill(cell, ctx.showArea);
  out += `<rect class="cell" data-cell="${name}" x="${f(r.x)}" y="${f(r.y)}" width="${f(r.width)}" height="${f(r.height)}" fill="${fill ?? "transparent"}"/>`;
  const centre = { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  if (ctx.highlighted.has(name)) {
    out += `<rect class="highlight" x="${f(r.x)}" y="${f(r.y)}" width="${f(r.width)}" height="${f(r.height)}" fill="${INK.highlight}"/>`;
  }
  if (ctx.sameDigit && (cell.value === ctx.sameDigit)) {
    out += `<rect x="${f(r.x)}" y="${f(r.y)}" width="${f(r.width)}" height="${f(r.height)}" fill="${INK.sameDigit}"/>`;
  }
  if (ctx.selected === name) {
    const t = 3;
    out += `<rect class="selection" x="${f(r.x)}" y="${f(r.y)}" width="${f(r.width)}" height="${f(r.height)}" fill="${INK.selection}"/>`;
    out += `<rect x="${f(r.x + t)}" y="${f(r.y + t)}" width="${f(r.width - 2 * t)}" height="${f(r.height - 2 * t)}" fill="none" stroke="${INK.selectionOutline}" stroke-width="2.5"/>`;
  }
  if (cell.value) {
    const colour = cell.conflict ? INK.conflictInk : cell.given ? INK.given : INK.placed;
    const cls = cell.given ? "value given" : "value placed";
    const weight = cell.given ? "700" : "400";
    const scale = cell.given ? 0.68 : 0.6;
    return out + text(centre.x, centre.y, symbol(cell.value), r.height * scale, colour, `class="${cls}" font-weight="${weight}"`);
  }
  const onChain = [...ctx.marks.entries()].some(([key, m]) => key.startsWith(`${name}:`) && (m === "on" || m === "off"));
  if (cell.placed && !onChain) {
    out += circle(centre, r.height * 0.4, `fill="none" stroke="${INK.placement}" stroke-width="2.5"`);
    return out + text(centre.x, centre.y, symbol(cell.placed), r.height * 0.55, INK.placement, `class="placement" font-weight="700"`);
  }
  for (const d of visibleCandidates(cell, geo.side)) {
    const c = geo.candidateCentre(row, col, d);
    const mark = ctx.marks.get(`${name}:${d}`);
    if (mark) out += circle(c, geo.small * 0.5, `class="mark ${mark}" fill="${MARK_FILL[mark]}"`);
    else if (ctx.sameDigit === d) out += circle(c, geo.small * 0.5, `fill="${INK.sameCandidate}"`);
    else if (ctx.highlight === d && ctx.highlighted.has(name)) out += circle(c, geo.small * 0.5, `fill="${INK.highlightCandidate}"`);
    if (cell.placed === d) out += circle(c, geo.small * 0.55, `fill="none" stroke="${INK.placement}" stroke-width="2"`);
    const eliminated = (cell.eliminated ?? []).includes(d);
    out += text(c.x, c.y, symbol(d), geo.small * 0.8, eliminated ? INK.eliminated : INK.candidate, `class="candidate${eliminated ? " eliminated" : ""}"`);
    if (eliminated) {
      const s = geo.small;
      out += `<line x1="${f(c.x - 0.35 * s)}" y1="${f(c.y + 0.35 * s)}" x2="${f(c.x + 0.35 * s)}" y2="${f(c.y - 0.35 * s)}" stroke="${INK.eliminated}" stroke-width="1.5"/>`;
    }
  }
  return out;
}

function drawGrid(geo) {
  let out = "";
  const { x, y, width } = geo.board;
  for (let i = 0; i <= geo.side; i++) {
    const thick = i % geo.box === 0;
    const w = thick ? 3 : 1;
    const p = x + i * geo.cell;
    const q = y + i * geo.cell;
    out += `<line x1="${f(p)}" y1="${y}" x2="${f(p)}" y2="${y + width}" stroke="${INK.line}" stroke-width="${w}" stroke-linecap="square"/>`;
    out += `<line x1="${x}" y1="${f(q)}" x2="${x + width}" y2="${f(q)}" stroke="${INK.line}" stroke-width="${w}" stroke-linecap="square"/>`;
  }
  const size = Math.min(MARGIN * 0.5, geo.cell * 0.45);
  for (let i = 0; i < geo.side; i++) {
    const along = i * geo.cell + geo.cell / 2;
    out += text(x + along, MARGIN / 2, `c${i + 1}`, size, INK.label);
    out += text(MARGIN / 2, y + along, `f${i + 1}`, size, INK.label);
  }
  return out;
}

/**
 * The SVG markup of `view` with the `selected` cell (a name or null) and the cells of
 * `highlight` shaded (a digit, "bivalue" or null; see highlight.js): cells, grid and
 * labels, then the hint's chain on top. Each cell's rectangle carries `data-cell`.
 */
export function boardSvg(view, selected, highlight = null) {
  const geo = layout(view.size, view.box_size);
  const marks = candidateMarks(view);
  const showArea = Boolean(view.revealed && view.revealed.level < 3);
  const chosen = selected ? parseCell(selected) : null;
  const chosenCell = chosen ? view.cells[chosen.row * view.size + chosen.col] : null;
  const ctx = {
    marks,
    showArea,
    selected,
    sameDigit: chosenCell?.value ?? null,
    highlight,
    highlighted: highlightedCells(view, highlight),
  };
  let cells = "";
  view.cells.forEach((cell, i) => {
    cells += drawCell(cell, Math.floor(i / view.size), i % view.size, geo, ctx);
  });
  const { x, y, width, height } = geo.board;
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${INK.paper}"/>` +
    `<g class="cells">${cells}</g><g class="grid" pointer-events="none">${drawGrid(geo)}</g>` +
    `<g class="chain" pointer-events="none">${view.hint ? drawLinks(view, geo) : ""}</g>`
  );
}

/** The viewBox side of a board of `side` cells. */
export function viewBoxSide(side) {
  return layout(side, Math.round(Math.sqrt(side))).size;
}

/** A sentence about a cell for screen readers: its name, value or candidates, its marks. */
export function describeCell(view, name) {
  const p = parseCell(name);
  if (!p) return "";
  const cell = view.cells[p.row * view.size + p.col];
  if (!cell) return "";
  const parts = [name];
  if (cell.value) parts.push(`${cell.given ? "given" : "value"} ${symbol(cell.value)}`);
  else if (cell.candidates.length) parts.push(`candidates ${cell.candidates.map(symbol).join(" ")}`);
  else parts.push("empty");
  if (cell.conflict) parts.push("breaks a rule");
  if (cell.role) parts.push(`hint: ${cell.role}`);
  if (cell.eliminated?.length) parts.push(`the hint removes ${cell.eliminated.map(symbol).join(" ")}`);
  if (cell.placed) parts.push(`the hint places ${symbol(cell.placed)}`);
  return parts.join(", ");
}
