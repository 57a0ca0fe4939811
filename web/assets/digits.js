// Digits and cell names as JADE writes them: digits 1-9 then A-P, cells `f4c6`
// (row 4, column 6, both from 1).

/** The character of digit `d` (1…25). */
export function symbol(d) {
  return d <= 9 ? String(d) : String.fromCharCode(55 + d);
}

/** The digit a key means on a board of `side` digits, or null. */
export function digitOfKey(key, side) {
  if (key.length !== 1) return null;
  const c = key.toUpperCase();
  let d = null;
  if (c >= "1" && c <= "9") d = c.charCodeAt(0) - 48;
  else if (c >= "A" && c <= "P") d = c.charCodeAt(0) - 55;
  return d !== null && d <= side ? d : null;
}

/** The name of the cell at `row`, `col` (0-based). */
export function cellName(row, col) {
  return `f${row + 1}c${col + 1}`;
}

/** `{row, col}` (0-based) of a cell name such as `f4c6` or `r4c6`, or null. */
export function parseCell(name) {
  const m = /^[fr](\d+)c(\d+)$/i.exec(name ?? "");
  return m ? { row: Number(m[1]) - 1, col: Number(m[2]) - 1 } : null;
}

/** Minutes and seconds, `3:07`, or hours too, `1:02:09`. */
export function clock(ms) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const s = String(total % 60).padStart(2, "0");
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600);
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
