// Unit tests of the page's modules that need no browser: the keyboard map, digits and
// cell names, the chain router, the candidate marks, the highlight buttons and the
// board's SVG.
// node --test scripts/browser/unit.test.mjs

import assert from "node:assert/strict";
import test from "node:test";

import { arrowhead, at, distanceTo, route } from "../../web/assets/chain_route.js";
import { cellName, clock, digitOfKey, parseCell, symbol } from "../../web/assets/digits.js";
import { candidateMarks, edges } from "../../web/assets/hint_marks.js";
import { commandOfKey } from "../../web/assets/keys.js";
import { boardSvg, cellFill, chainCurves, layout } from "../../web/assets/board.js";
import { BIVALUE, highlightedCells, keptHighlight, toggleHighlight } from "../../web/assets/highlight.js";

const BOARD = { x: -500, y: -500, width: 1000, height: 1000 };
const key = (k, extra = {}) => ({ key: k, code: "", ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...extra });

test("digits are 1-9 then A-P, and keys are digits only on boards that have them", () => {
  assert.equal(symbol(9), "9");
  assert.equal(symbol(10), "A");
  assert.equal(symbol(25), "P");
  assert.equal(digitOfKey("a", 16), 10);
  assert.equal(digitOfKey("G", 16), 16);
  assert.equal(digitOfKey("h", 16), null);
  assert.equal(digitOfKey("5", 4), null);
  assert.equal(digitOfKey("h", 25), 17);
});

test("cell names read both ways and the clock writes minutes", () => {
  assert.equal(cellName(3, 5), "f4c6");
  assert.deepEqual(parseCell("f4c6"), { row: 3, col: 5 });
  assert.deepEqual(parseCell("r10c2"), { row: 9, col: 1 });
  assert.equal(parseCell("x1"), null);
  assert.equal(clock(61_250), "1:01");
  assert.equal(clock(3_725_000), "1:02:05");
});

test("F2 and F3 ask for a hint and a step on every size; H and S only where they are no digits", () => {
  for (const side of [4, 9, 16, 25]) {
    assert.equal(commandOfKey(key("F2"), side).kind, "hint");
    assert.equal(commandOfKey(key("F3"), side).kind, "step");
  }
  assert.equal(commandOfKey(key("h"), 9).kind, "hint");
  assert.equal(commandOfKey(key("s"), 16).kind, "step");
  assert.deepEqual(commandOfKey(key("h"), 25), { kind: "digit", digit: 17, invert: false });
});

test("undo, redo, moves, clearing and the candidate-mode toggle", () => {
  assert.equal(commandOfKey(key("z", { ctrlKey: true }), 9).kind, "undo");
  assert.equal(commandOfKey(key("Z", { ctrlKey: true, shiftKey: true }), 9).kind, "redo");
  assert.equal(commandOfKey(key("y", { ctrlKey: true }), 9).kind, "redo");
  assert.equal(commandOfKey(key("1", { ctrlKey: true }), 9), null, "Ctrl+digit belongs to the browser");
  assert.deepEqual(commandOfKey(key("ArrowLeft"), 9), { kind: "move", dr: 0, dc: -1 });
  assert.equal(commandOfKey(key("Delete"), 9).kind, "clear");
  assert.equal(commandOfKey(key("Backspace"), 9).kind, "clear");
  assert.equal(commandOfKey(key(" "), 9).kind, "mode");
});

test("Shift with a digit inverts the mode, whatever character the layout types", () => {
  assert.deepEqual(commandOfKey(key("!", { shiftKey: true, code: "Digit1" }), 9), { kind: "digit", digit: 1, invert: true });
  assert.deepEqual(commandOfKey(key("B", { shiftKey: true, code: "KeyB" }), 16), { kind: "digit", digit: 11, invert: true });
  assert.equal(commandOfKey(key("7"), 4), null, "7 is no digit of a 4×4 board");
});

test("a free link bends slightly and ends at the candidates' rims", () => {
  const from = { x: 0, y: 0 };
  const to = { x: 100, y: 0 };
  const curve = route(from, to, [], 5, BOARD);
  assert.ok(Math.abs(Math.abs(at(curve, 0.5).y) - 12) < 2, JSON.stringify(curve));
  assert.ok(Math.abs(Math.hypot(curve.start.x, curve.start.y) - 5) < 0.01);
  assert.ok(Math.abs(Math.hypot(curve.end.x - 100, curve.end.y) - 5) < 0.01);
});

test("a link bends around a digit in its way and stays on the board", () => {
  const from = { x: 0, y: 0 };
  const to = { x: 100, y: 0 };
  const inTheWay = at(route(from, to, [], 6, BOARD), 0.5);
  const curve = route(from, to, [{ at: inTheWay, weight: 1 }], 6, BOARD);
  assert.ok(distanceTo(curve, inTheWay) >= 6, JSON.stringify(curve));
  const edge = { x: 0, y: 0, width: 100, height: 300 };
  const blocking = [1, 2, 3, 4, 5].map((k) => ({ at: { x: 90, y: 50 * k }, weight: 1 }));
  const inward = route({ x: 90, y: 10 }, { x: 90, y: 290 }, blocking, 8, edge);
  for (let i = 0; i <= 20; i++) {
    const p = at(inward, i / 20);
    assert.ok(p.x >= 0 && p.x <= 100 && p.y >= 0 && p.y <= 300, `leaves the board at ${JSON.stringify(p)}`);
  }
});

test("two links between the same candidates part, and arrowheads point along the curve", () => {
  const a = { x: 0, y: 0 };
  const b = { x: 90, y: 40 };
  const there = at(route(a, b, [], 5, BOARD), 0.5);
  const back = at(route(b, a, [], 5, BOARD), 0.5);
  assert.ok(Math.hypot(there.x - back.x, there.y - back.y) > 15);
  const [tip, left, right] = arrowhead({ start: { x: 0, y: 0 }, control: { x: 50, y: 0 }, end: { x: 100, y: 0 } }, 10);
  assert.deepEqual(tip, { x: 100, y: 0 });
  assert.ok(Math.abs(left.x - 90) < 0.01 && Math.abs(right.x - 90) < 0.01 && Math.abs(left.y - right.y) > 8);
});

/** A 4×4 view with one given, one placed value, candidates and a two-link chain hint. */
function fixture() {
  const cells = [];
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 4; c++) {
      cells.push({
        cell: cellName(r, c), value: null, given: false, candidates: [1, 2], colour: null, conflict: false,
        deviation: false, in_area: false, role: null, eliminated: [], placed: null,
      });
    }
  }
  Object.assign(cells[0], { value: 3, given: true, candidates: [] });
  Object.assign(cells[1], { value: 4, candidates: [] });
  Object.assign(cells[5], { role: "start" });
  Object.assign(cells[15], { role: "target", eliminated: [2], candidates: [1] });
  Object.assign(cells[10], { colour: 2 });
  const node = (cell, digit) => ({ cells: [cell], digit, kind: "candidate" });
  const hint = {
    pattern: "x", name: "X", level: "hard", explanation: "…",
    cells: [{ cell: "f2c2", role: "start" }, { cell: "f4c4", role: "target" }],
    eliminations: [{ cell: "f4c4", digit: 2 }], placements: [],
    links: [
      { from: node("f2c2", 2), to: node("f2c2", 1), kind: "strong" },
      { from: node("f2c2", 1), to: node("f3c3", 1), kind: "weak" },
    ],
  };
  return { size: 4, box_size: 2, cells, hint, revealed: { level: 3, stage: "full", text: "…" } };
}

test("the chain's candidates are marked on and off by the links, the removed one eliminated", () => {
  const view = fixture();
  assert.deepEqual(edges(view.hint).map((e) => e.strong), [true, false]);
  const marks = candidateMarks(view);
  assert.equal(marks.get("f4c4:2"), "eliminated");
  assert.equal(marks.get("f2c2:2"), "off");
  assert.equal(marks.get("f2c2:1"), "on");
  assert.equal(marks.get("f3c3:1"), "off");
});

test("the board draws givens bold, placed values regular, strikes eliminations and draws each link with its arrow", () => {
  const view = fixture();
  const svg = boardSvg(view, "f1c2");
  assert.match(svg, /class="value given" font-weight="700">3</);
  assert.match(svg, /class="value placed" font-weight="400">4</);
  assert.match(svg, /class="candidate eliminated"/);
  assert.equal((svg.match(/class="link strong"/g) ?? []).length, 1);
  assert.equal((svg.match(/class="link weak"[^>]*stroke-dasharray/g) ?? []).length, 1);
  assert.equal((svg.match(/class="arrowhead"/g) ?? []).length, 2);
  assert.equal((svg.match(/data-cell=/g) ?? []).length, 16);
  assert.match(svg, /class="selection"/);
  const geo = layout(4, 2);
  assert.equal(chainCurves(view, geo).length, 2);
});

test("a conflict's fill beats the hint's role, which beats the colour, which beats the area", () => {
  const cell = { conflict: true, deviation: false, role: "pattern", colour: 1, in_area: true };
  assert.equal(cellFill(cell, true), "#ffb3b3");
  assert.equal(cellFill({ ...cell, conflict: false }, true), "#fff176");
  assert.equal(cellFill({ ...cell, conflict: false, role: null }, true), "#ffd6a5");
  assert.equal(cellFill({ ...cell, conflict: false, role: null, colour: null }, true), "#fff8d6");
  assert.equal(cellFill({ ...cell, conflict: false, role: null, colour: null }, false), null);
});

/** A 4×4 view: f1c1 a given 1, f1c2 candidates 2 3, f1c3 candidates 2 3 4, the rest candidates 3 4. */
function smallView() {
  const cells = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      cells.push({ cell: cellName(row, col), value: null, given: false, candidates: [3, 4], eliminated: [] });
    }
  }
  Object.assign(cells[0], { value: 1, given: true, candidates: [] });
  cells[1].candidates = [2, 3];
  cells[2].candidates = [2, 3, 4];
  return { size: 4, box_size: 2, cells, hint: null, revealed: null };
}

test("a digit highlights the empty cells that can hold it, 2 cands the bivalue ones", () => {
  const view = smallView();
  assert.deepEqual([...highlightedCells(view, 2)], ["f1c2", "f1c3"]);
  assert.equal(highlightedCells(view, 1).size, 0, "a placed value is no candidate");
  const bivalue = highlightedCells(view, BIVALUE);
  assert.equal(bivalue.size, 14);
  assert.ok(bivalue.has("f1c2") && !bivalue.has("f1c3") && !bivalue.has("f1c1"));
  assert.equal(highlightedCells(view, null).size, 0);
});

test("pressing the highlight on turns it off, and a digit beyond the board's is dropped", () => {
  assert.equal(toggleHighlight(null, 3), 3);
  assert.equal(toggleHighlight(3, 3), null);
  assert.equal(toggleHighlight(3, BIVALUE), BIVALUE);
  assert.equal(keptHighlight(9, 4), null);
  assert.equal(keptHighlight(4, 4), 4);
  assert.equal(keptHighlight(BIVALUE, 4), BIVALUE);
});

test("the board shades the highlighted cells and nothing else", () => {
  const view = smallView();
  const shaded = (svg) => [...svg.matchAll(/<rect class="cell" data-cell="(f\dc\d)"[^>]*\/><rect class="highlight"/g)].map((m) => m[1]);
  assert.deepEqual(shaded(boardSvg(view, null, 2)), ["f1c2", "f1c3"]);
  assert.equal(shaded(boardSvg(view, null, null)).length, 0);
  assert.equal(shaded(boardSvg(view, null, BIVALUE)).length, 14);
});
