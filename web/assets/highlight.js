// The highlight buttons, as the desktop tutor has them (after HoDoKu): shade every empty
// cell that can still hold a digit, or every cell with exactly two candidates (bivalue
// cells, where XY-Wings and XY-Chains live). Only the drawing changes; the game does not.

/** What "2 cands" highlights. */
export const BIVALUE = "bivalue";

/**
 * The names of the empty cells `highlight` shades on `view`: those whose candidates hold
 * the digit `highlight` (1…size), or have exactly two candidates (`BIVALUE`); none for null.
 */
export function highlightedCells(view, highlight) {
  const shaded = new Set();
  if (!view || highlight == null) return shaded;
  for (const cell of view.cells) {
    if (cell.value) continue;
    const candidates = cell.candidates ?? [];
    const on = highlight === BIVALUE ? candidates.length === 2 : candidates.includes(highlight);
    if (on) shaded.add(cell.cell);
  }
  return shaded;
}

/** The highlight after pressing `pressed` while `current` is on: pressing the one on turns it off. */
export function toggleHighlight(current, pressed) {
  return current === pressed ? null : pressed;
}

/** The highlight kept on a board of `size`: a digit beyond the board's digits is dropped. */
export function keptHighlight(highlight, size) {
  return typeof highlight === "number" && highlight > size ? null : highlight;
}
