// What the hint on show marks on its candidates (the desktop's gui-iced/src/hint_marks.rs):
// the chain's links as edges between candidates, and each candidate's mark: the
// pattern's digit, on or off along the chain, eliminated.

/** The chain of `hint` as edges in reading order: `{from, to, strong}`, ends `{cells, digit}`. */
export function edges(hint) {
  return (hint?.links ?? []).map((link) => ({
    from: { cells: link.from.cells, digit: link.from.digit },
    to: { cells: link.to.cells, digit: link.to.digit },
    strong: link.kind === "strong",
  }));
}

/**
 * Every candidate the hint on show marks, as a map from `cell:digit` to `pattern`, `on`,
 * `off` or `eliminated`: eliminations first, then the chain's nodes, then the hint's digits
 * in the cells that form the pattern (not those a chain only passes through).
 */
export function candidateMarks(view) {
  const marks = new Map();
  const hint = view.hint;
  if (!hint) return marks;
  const mark = (cell, digit, what) => {
    const key = `${cell}:${digit}`;
    if (!marks.has(key)) marks.set(key, what);
  };
  for (const e of hint.eliminations ?? []) mark(e.cell, e.digit, "eliminated");
  for (const edge of edges(hint)) {
    const [leaving, arriving] = edge.strong ? ["off", "on"] : ["on", "off"];
    for (const cell of edge.from.cells) mark(cell, edge.from.digit, leaving);
    for (const cell of edge.to.cells) mark(cell, edge.to.digit, arriving);
  }
  const digits = new Set([
    ...(hint.eliminations ?? []).map((c) => c.digit),
    ...(hint.placements ?? []).map((c) => c.digit),
    ...(hint.links ?? []).map((l) => l.from.digit),
  ]);
  const byName = new Map(view.cells.map((c) => [c.cell, c]));
  for (const { cell, role } of hint.cells ?? []) {
    if (role === "target" || role === "chain") continue;
    const viewCell = byName.get(cell);
    if (!viewCell) continue;
    for (const d of viewCell.candidates) if (digits.has(d)) mark(cell, d, "pattern");
  }
  return marks;
}
