// The keyboard: which key press means which command on a board of `side` digits. Pure,
// so the mapping reads in one place (the page's "Board" label and the manual say the same).

import { digitOfKey } from "./digits.js";

const MOVES = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * The command a key press means, or null: `{kind: "move", dr, dc}`, `{kind: "digit",
 * digit, invert}` (invert: Shift held, the other of value and candidate), and the kinds
 * `clear`, `mode`, `escape`, `hint`, `step`, `undo`, `redo`. F2 and F3 work on every size;
 * H and S only where they are no digits.
 */
export function commandOfKey(event, side) {
  const ctrl = event.ctrlKey || event.metaKey;
  const key = event.key;
  if (ctrl && !event.altKey) {
    const k = key.toLowerCase();
    if (k === "z") return { kind: event.shiftKey ? "redo" : "undo" };
    if (k === "y") return { kind: "redo" };
    return null;
  }
  if (event.altKey) return null;
  if (key === "F2") return { kind: "hint" };
  if (key === "F3") return { kind: "step" };
  if (MOVES[key]) return { kind: "move", dr: MOVES[key][0], dc: MOVES[key][1] };
  if (key === "Delete" || key === "Backspace" || key === "0") return { kind: "clear" };
  if (key === " " || key === "Spacebar") return { kind: "mode" };
  if (key === "Escape") return { kind: "escape" };
  // Shift+1 types "!" on most layouts: the key's code still names the digit.
  const fromCode = /^(?:Digit|Numpad)([1-9])$/.exec(event.code ?? "");
  const digit = digitOfKey(key, side) ?? (fromCode ? digitOfKey(fromCode[1], side) : null);
  if (digit !== null) return { kind: "digit", digit, invert: event.shiftKey };
  const lower = key.toLowerCase();
  if (lower === "h") return { kind: "hint" };
  if (lower === "s") return { kind: "step" };
  return null;
}
