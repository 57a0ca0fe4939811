// The page: one game on show, played through the JSON API (docs/api.md) as the desktop
// tutor plays it. The server keeps the game; the page keeps only what is drawn (the
// selected cell, candidate mode) and sends one action per request, in order.

import * as api from "./api.js";
import { boardSvg, describeCell, viewBoxSide } from "./board.js";
import { cellName, clock, parseCell, symbol } from "./digits.js";
import { BIVALUE, keptHighlight, toggleHighlight } from "./highlight.js";
import { commandOfKey } from "./keys.js";
import { levelName, showRankings, showStats } from "./stats.js";

const $ = (id) => document.getElementById(id);

const state = {
  view: null,
  /** When the view arrived, for the clock between answers. */
  receivedAt: 0,
  selected: null,
  candidateMode: false,
  /** The step just applied (a stepped outcome's hint), shown until the next move. */
  lastStep: null,
  stepsOpen: false,
  /** The solution path listed in the steps panel (a `path` outcome's steps), or null. */
  path: null,
  /** What the highlight buttons shade: a digit, BIVALUE or null (only the drawing changes). */
  highlight: null,
  /** Actions wait for the one before: answers come back in the order they were sent. */
  queue: Promise.resolve(),
};

/** The screen on show: play, stats or rankings. */
let screen = "play";

// ---- notices ----------------------------------------------------------------------------

const REMEDY_LABEL = {
  note_candidates: "Note them",
  clean_candidates: "Clean candidates",
  show_deviations: "Show deviations",
};

/** Says `message` in the notice line; `setback` shows it as bad news; `remedy` offers an action. */
function notify(message, setback = false, remedy = null) {
  $("notice-text").textContent = message;
  $("notice").classList.toggle("setback", setback);
  const button = $("remedy");
  if (remedy && REMEDY_LABEL[remedy.type]) {
    button.textContent = REMEDY_LABEL[remedy.type];
    button.hidden = false;
    button.onclick = () => send(remedy);
  } else {
    button.hidden = true;
    button.onclick = null;
  }
}

function fail(error) {
  notify(error instanceof Error ? error.message : String(error), true);
}

// ---- drawing ----------------------------------------------------------------------------

function renderBoard() {
  const view = state.view;
  const svg = $("board");
  if (!view) return;
  const side = viewBoxSide(view.size);
  svg.setAttribute("viewBox", `0 0 ${side} ${side}`);
  svg.setAttribute("aria-label", `Sudoku board, ${view.size}×${view.size}${view.solved ? ", solved" : ""}`);
  svg.innerHTML = boardSvg(view, state.selected, state.highlight);
  $("cell-status").textContent = state.selected ? describeCell(view, state.selected) : "No cell selected: click one or press an arrow.";
}

function renderDigitPad() {
  const pad = $("digit-pad");
  const size = state.view?.size ?? 9;
  if (pad.childElementCount === size + 1 && pad.dataset.size === String(size)) return;
  pad.dataset.size = String(size);
  pad.replaceChildren();
  for (let d = 1; d <= size; d++) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = symbol(d);
    b.dataset.digit = String(d);
    b.setAttribute("aria-label", `Digit ${symbol(d)}`);
    pad.append(b);
  }
  const clear = document.createElement("button");
  clear.type = "button";
  clear.textContent = "Delete";
  clear.dataset.digit = "clear";
  clear.setAttribute("aria-label", "Clear the cell's value");
  pad.append(clear);
}

/** The highlight buttons: one per digit of the board and "2 cands"; the one on is pressed. */
function renderHighlightBar() {
  const bar = $("highlight-bar");
  const size = state.view?.size ?? 9;
  if (bar.dataset.size !== String(size)) {
    bar.dataset.size = String(size);
    const label = document.createElement("span");
    label.textContent = "Highlight:";
    const buttons = [];
    for (let d = 1; d <= size; d++) buttons.push([String(d), symbol(d), `Highlight the cells that can hold ${symbol(d)}`]);
    buttons.push([BIVALUE, "2 cands", "Highlight the cells with exactly two candidates"]);
    bar.replaceChildren(
      label,
      ...buttons.map(([value, text, title]) => {
        const b = document.createElement("button");
        b.type = "button";
        b.dataset.highlight = value;
        b.textContent = text;
        b.title = title;
        return b;
      }),
    );
  }
  for (const b of bar.querySelectorAll("button")) {
    b.setAttribute("aria-pressed", String(b.dataset.highlight === String(state.highlight)));
  }
}

/** The bars of writing a new board and of a replay, shown while they are on. */
function renderBars() {
  const view = state.view;
  $("writing-bar").hidden = !view?.writing;
  const replay = view?.replay ?? null;
  $("replay-bar").hidden = !replay;
  if (replay) {
    $("replay-position").textContent = `${replay.taken} of ${replay.steps} steps${replay.taken === replay.steps ? (replay.solved ? ": solved" : ": logic stops here") : ""}`;
    document.querySelector('[data-replay="start"]').disabled = replay.taken === 0;
    document.querySelector('[data-replay="back"]').disabled = replay.taken === 0;
    document.querySelector('[data-replay="next"]').disabled = replay.taken >= replay.steps;
    document.querySelector('[data-replay="end"]').disabled = replay.taken >= replay.steps;
  }
  for (const li of document.querySelectorAll("#steps-list li")) {
    const current = Boolean(state.path && replay && Number(li.dataset.index) === replay.taken);
    if (current) li.setAttribute("aria-current", "step");
    else li.removeAttribute("aria-current");
  }
}

function renderHint() {
  const view = state.view;
  const revealed = view?.revealed;
  const title = $("hint-title");
  const text = $("hint-text");
  let showLegend = false;
  if (view?.replay) {
    title.textContent = `Replay: step ${view.replay.taken + 1} of ${view.replay.steps}`;
    text.textContent = view.hint?.explanation ?? "";
    showLegend = Boolean(view.hint);
  } else if (revealed) {
    const stage = { area: "where to look", technique: "the technique", full: "the whole deduction" }[revealed.stage] ?? revealed.stage;
    title.textContent = `Hint level ${revealed.level} of 4: ${stage}`;
    const parts = [revealed.text];
    if (view.hint?.explanation && !revealed.text.includes(view.hint.explanation)) parts.push(view.hint.explanation);
    text.textContent = parts.filter(Boolean).join("\n");
    showLegend = revealed.level >= 3;
  } else if (state.lastStep) {
    title.textContent = `Step taken: ${state.lastStep.name}`;
    text.textContent = state.lastStep.explanation ?? "";
  } else {
    title.textContent = "Hint";
    text.textContent =
      "Press Hint (F2) for where to look; again for the technique, again for the whole deduction, a fourth time to apply it.";
  }
  $("legend").hidden = !showLegend;
  for (const b of document.querySelectorAll("[data-level]")) {
    b.setAttribute("aria-pressed", String(Boolean(revealed) && revealed.level === Number(b.dataset.level)));
  }
}

function renderControls() {
  const view = state.view;
  const buttons = (cmd) => document.querySelector(`[data-cmd="${cmd}"]`);
  buttons("undo").disabled = !view?.can_undo;
  buttons("redo").disabled = !view?.can_redo;
  const mode = $("mode-toggle");
  mode.setAttribute("aria-pressed", String(state.candidateMode));
  $("auto-eliminate").checked = view?.mode === "auto-eliminate";
  $("pattern-select").value = view?.pattern ?? "";
  const level = view?.level ? `level ${levelName(view.level)}${view.rating ? ` (${view.rating.toFixed(2)})` : ""}` : "unrated";
  $("level-label").textContent = view ? `${view.size}×${view.size}, ${level}${view.solved ? " — solved" : ""}` : "";
}

function render() {
  state.highlight = keptHighlight(state.highlight, state.view?.size ?? 9);
  renderDigitPad();
  renderHighlightBar();
  renderBars();
  renderBoard();
  renderHint();
  renderControls();
  tick();
}

function tick() {
  const view = state.view;
  if (!view) return;
  const running = !view.solved ? Date.now() - state.receivedAt : 0;
  $("clock").textContent = clock(view.elapsed_ms + running);
}

// ---- talking to the server -------------------------------------------------------------

/** Takes a view from the server as the one on show; the list of steps, when open, follows it. */
function showView(view, followSteps = true) {
  const wasSolved = state.view?.id === view.id && state.view.solved;
  state.view = view;
  state.receivedAt = Date.now();
  if (state.selected) {
    const p = parseCell(state.selected);
    if (!p || p.row >= view.size || p.col >= view.size) state.selected = null;
  }
  render();
  if (view.solved && !wasSolved) {
    notify(`Solved in ${clock(view.elapsed_ms)}!${view.recorded ? " The game is in your statistics." : ""}`);
  }
  if (state.stepsOpen && followSteps) refreshSteps();
}

/** Runs `job` after every request sent before it; a failure is said in the notice line. */
function enqueue(job) {
  state.queue = state.queue.then(job).catch(async (error) => {
    fail(error);
    if (error instanceof api.ApiError && error.status === 409 && state.view) {
      showView(await api.getGame(state.view.id));
    }
  });
  return state.queue;
}

/** Sends one action to the game on show and draws its answer. */
function send(action) {
  return enqueue(async () => {
    if (!state.view) return;
    const { outcome, view } = await api.act(state.view.id, action);
    state.lastStep = outcome.kind === "stepped" && outcome.hint ? outcome.hint : null;
    if (outcome.kind === "steps") openSteps(outcome);
    if (outcome.kind === "path") openPath(outcome);
    showView(view, outcome.kind !== "steps" && outcome.kind !== "path");
    if (!(view.solved && outcome.kind === "changed")) notify(outcome.message, outcome.setback, outcome.remedy ?? null);
  });
}

/** Starts a game from a creation body (puzzle, generate or example) and shows it. */
function newGame(body, what) {
  notify(`${what}…`);
  return enqueue(async () => {
    const view = await api.createGame(body);
    state.selected = null;
    state.lastStep = null;
    showView(view);
    notify(`${what}: ${view.size}×${view.size}${view.level ? `, level ${levelName(view.level)}` : ""}.`);
  });
}

function openSteps(answer) {
  state.stepsOpen = true;
  state.path = null;
  $("steps-title").textContent = "All steps";
  $("steps-panel").hidden = false;
  $("steps-message").textContent = answer.message ?? "";
  const list = $("steps-list");
  list.replaceChildren();
  (answer.steps ?? []).forEach((hint, index) => {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = `${hint.name} (${levelName(hint.level)})`;
    b.title = hint.explanation ?? "";
    b.addEventListener("click", () => send({ type: "show_step", index }));
    li.append(b);
    list.append(li);
  });
}

/**
 * Lists the solution path (a `path` outcome) in the steps panel: each step opens the replay
 * where it is taken, as the desktop tutor's steps panel does; the list stays until closed.
 */
function openPath(answer) {
  state.stepsOpen = false;
  state.path = answer.steps ?? [];
  $("steps-title").textContent = "Solution path";
  $("steps-panel").hidden = false;
  const count = state.path.length;
  $("steps-message").textContent = `${count} step${count === 1 ? "" : "s"}${answer.solved ? " to the solution" : "; logic alone stops after them"}. Pick one to replay it.`;
  const list = $("steps-list");
  list.replaceChildren();
  state.path.forEach((hint, index) => {
    const li = document.createElement("li");
    li.dataset.index = String(index);
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = `${hint.name} (${levelName(hint.level)})`;
    b.title = hint.explanation ?? "";
    b.addEventListener("click", () => send({ type: "replay", to: index }));
    li.append(b);
    list.append(li);
  });
}

/** Replays the solution path from the board on show: the path listed, the replay at its start. */
function replaySolution() {
  send({ type: "solution_path" });
  return send({ type: "replay", to: 0 });
}

/** Moves the replay on show: start, back, next, end or leave. */
function moveReplay(where) {
  const taken = state.view?.replay?.taken ?? 0;
  const to = { start: 0, back: Math.max(0, taken - 1), next: taken + 1, end: "end", leave: "leave" }[where];
  return send({ type: "replay", to });
}

async function refreshSteps() {
  try {
    if (state.view) openSteps(await api.steps(state.view.id));
  } catch (error) {
    fail(error);
  }
}

// ---- input ------------------------------------------------------------------------------

function selectedCell() {
  const p = state.selected ? parseCell(state.selected) : null;
  return p && state.view ? state.view.cells[p.row * state.view.size + p.col] : null;
}

function enterDigit(digit, invert) {
  if (!state.selected) {
    notify("Select a cell first: click it or press an arrow.", true);
    return;
  }
  const candidate = state.candidateMode !== invert && !state.view.writing;
  if (candidate) send({ type: "toggle_candidates", cell: state.selected, digits: [digit] });
  else send({ type: "set_value", cell: state.selected, digit });
}

function clearCell() {
  if (state.selected) send({ type: "clear_value", cell: state.selected });
}

function move(dr, dc) {
  const size = state.view?.size ?? 9;
  const p = state.selected ? parseCell(state.selected) : null;
  if (!p) {
    state.selected = cellName(0, 0);
  } else {
    state.selected = cellName((p.row + dr + size) % size, (p.col + dc + size) % size);
  }
  renderBoard();
}

function toggleMode() {
  state.candidateMode = !state.candidateMode;
  renderControls();
  notify(state.candidateMode ? "Candidate mode: digits toggle candidates (Shift+digit sets a value)." : "Value mode: digits set values (Shift+digit toggles a candidate).");
}

function nextColour(colour) {
  if (!colour) return 1;
  return colour >= 6 ? null : colour + 1;
}

const COMMANDS = {
  undo: () => send({ type: "undo" }),
  redo: () => send({ type: "redo" }),
  hint: () => send({ type: "hint_more" }),
  step: () => send({ type: "step" }),
  steps: () => send({ type: "steps" }),
  check: () => send({ type: "check_rules" }),
  deviations: () => send({ type: "show_deviations" }),
  compute: () => send({ type: "compute_candidates" }),
  clean: () => send({ type: "clean_candidates" }),
  clear: () => send({ type: "clear_candidates" }),
  singles: () => send({ type: "singles" }),
  solve: () => send({ type: "solve_with_patterns" }),
  reset: () => send({ type: "reset" }),
  path: replaySolution,
  mode: toggleMode,
  "clear-colours": () => send({ type: "clear_colour", colour: null }),
};

function onBoardKey(event) {
  if (!state.view) return;
  const command = commandOfKey(event, state.view.size);
  if (!command) return;
  event.preventDefault();
  switch (command.kind) {
    case "move":
      move(command.dr, command.dc);
      break;
    case "digit":
      enterDigit(command.digit, command.invert);
      break;
    case "clear":
      clearCell();
      break;
    case "escape":
      state.selected = null;
      renderBoard();
      break;
    default:
      COMMANDS[command.kind]();
  }
}

/**
 * The board's keys work wherever the focus is but in a text field, so that a toolbar
 * button just pressed does not take them; Space and Enter still press a focused button.
 */
function onPageKey(event) {
  if (!state.view || event.defaultPrevented) return;
  const target = event.target;
  if (target.closest?.("#board-wrap")) return;
  if (target.matches?.("input, textarea, select")) return;
  if (screen !== "play") return;
  if (target.matches?.("button") && (event.key === " " || event.key === "Enter")) return;
  onBoardKey(event);
}

function cellAt(event) {
  const rect = event.target.closest?.("[data-cell]");
  return rect ? rect.dataset.cell : null;
}

// ---- account and screens ------------------------------------------------------------------

function showAccount(session) {
  const user = session?.user ?? null;
  $("sign-form").hidden = Boolean(user);
  $("signed-in").hidden = !user;
  $("user-label").textContent = user ? user.name : "";
  $("who").textContent = "Guest";
}

/** The newest unsolved game of this player, or a fresh easy one. */
async function resumeOrStart() {
  const { games } = await api.listGames();
  const open = (games ?? []).find((g) => !g.solved);
  if (open) {
    showView(await api.getGame(open.id));
    notify("Welcome back: your last game.");
  } else {
    await newGameNow({ generate: { level: "easy", size: 9 } });
    notify("A new easy puzzle. Select a cell and type a digit; F2 for a hint.");
  }
}

async function newGameNow(body) {
  state.selected = null;
  state.lastStep = null;
  showView(await api.createGame(body));
}

function account(kind) {
  const name = $("user-name").value.trim();
  const password = $("user-password").value;
  return enqueue(async () => {
    const session = kind === "signup" ? await api.signup(name, password) : await api.login(name, password);
    $("user-password").value = "";
    showAccount(session);
    notify(kind === "signup" ? `Welcome, ${session.user.name}: you are signed up and in.` : `Signed in as ${session.user.name}.`);
    await resumeOrStart();
    await refreshScreen();
  });
}

function showScreen(name) {
  screen = name;
  for (const tab of document.querySelectorAll(".tab")) tab.setAttribute("aria-pressed", String(tab.dataset.screen === name));
  for (const s of ["play", "stats", "rankings"]) $(`screen-${s}`).hidden = s !== name;
  return refreshScreen();
}

async function refreshScreen() {
  try {
    if (screen === "stats") showStats(await api.stats());
    if (screen === "rankings") showRankings(await api.rankings());
  } catch (error) {
    fail(error);
  }
}

async function loadPatterns() {
  const { patterns } = await api.patterns();
  const example = $("example-pattern");
  const select = $("pattern-select");
  for (const p of patterns) {
    const label = `${p.name} (${levelName(p.level)})`;
    example.append(new Option(label, p.id));
    select.append(new Option(label, p.id));
  }
}

// ---- wiring -----------------------------------------------------------------------------

function wire() {
  const wrap = $("board-wrap");
  wrap.addEventListener("keydown", onBoardKey);
  document.addEventListener("keydown", onPageKey);
  const svg = $("board");
  svg.addEventListener("click", (event) => {
    const name = cellAt(event);
    if (!name) return;
    state.selected = name;
    wrap.focus({ preventScroll: true });
    renderBoard();
  });
  svg.addEventListener("contextmenu", (event) => {
    const name = cellAt(event);
    if (!name) return;
    event.preventDefault();
    state.selected = name;
    wrap.focus({ preventScroll: true });
    renderBoard();
    send({ type: "colour", cell: name, colour: nextColour(selectedCell()?.colour ?? null) });
  });
  $("digit-pad").addEventListener("click", (event) => {
    const b = event.target.closest("button");
    if (!b) return;
    if (b.dataset.digit === "clear") clearCell();
    else enterDigit(Number(b.dataset.digit), false);
    wrap.focus({ preventScroll: true });
  });
  $("colour-bar").addEventListener("click", (event) => {
    const b = event.target.closest("button[data-colour]");
    if (!b || !state.selected) return;
    send({ type: "colour", cell: state.selected, colour: b.dataset.colour === "none" ? null : Number(b.dataset.colour) });
  });
  for (const b of document.querySelectorAll("[data-cmd]")) {
    b.addEventListener("click", () => COMMANDS[b.dataset.cmd]());
  }
  for (const b of document.querySelectorAll("[data-level]")) {
    b.addEventListener("click", () => {
      const pattern = $("pattern-select").value || undefined;
      send({ type: "hint_at", level: Number(b.dataset.level), ...(pattern ? { pattern } : {}) });
    });
  }
  $("auto-eliminate").addEventListener("change", (event) =>
    send({ type: "mode", mode: event.target.checked ? "auto-eliminate" : "normal" }),
  );
  $("pattern-select").addEventListener("change", (event) => send({ type: "select_pattern", pattern: event.target.value || null }));
  $("generate-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const level = $("gen-level").value;
    const size = Number($("gen-size").value);
    newGame({ generate: { size, ...(level && size === 9 ? { level } : {}) } }, "Generated");
  });
  $("highlight-bar").addEventListener("click", (event) => {
    const b = event.target.closest("button[data-highlight]");
    if (!b) return;
    const pressed = b.dataset.highlight === BIVALUE ? BIVALUE : Number(b.dataset.highlight);
    state.highlight = toggleHighlight(state.highlight, pressed);
    renderHighlightBar();
    renderBoard();
  });
  $("replay-bar").addEventListener("click", (event) => {
    const b = event.target.closest("button[data-replay]");
    if (b) moveReplay(b.dataset.replay);
  });
  $("finish-writing").addEventListener("click", () => send({ type: "finish_writing" }));
  $("write-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const size = Number($("write-size").value);
    newGame({ write: { size } }, "Writing a new board").then(() => {
      if (state.view?.writing) notify(`An empty ${size}×${size} board: type its givens, then Start as puzzle (it must have exactly one solution).`);
    });
  });
  $("example-form").addEventListener("submit", (event) => {
    event.preventDefault();
    newGame({ example: $("example-pattern").value }, "Pattern example");
  });
  $("paste-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("paste-text").value;
    if (!text.trim()) {
      notify("Paste a puzzle first.", true);
      return;
    }
    newGame({ puzzle: text }, "Opened");
  });
  $("sign-form").addEventListener("submit", (event) => {
    event.preventDefault();
    account("login");
  });
  $("sign-up").addEventListener("click", () => account("signup"));
  $("steps-close").addEventListener("click", () => {
    state.stepsOpen = false;
    state.path = null;
    $("steps-panel").hidden = true;
  });
  $("sign-out").addEventListener("click", () =>
    enqueue(async () => {
      showAccount(await api.logout());
      notify("Signed out.");
      await resumeOrStart();
      await refreshScreen();
    }),
  );
  for (const tab of document.querySelectorAll(".tab")) tab.addEventListener("click", () => showScreen(tab.dataset.screen));
  setInterval(tick, 1000);
}

async function start() {
  wire();
  try {
    showAccount(await api.me());
    await Promise.all([loadPatterns(), resumeOrStart()]);
  } catch (error) {
    fail(error);
  }
}

start();
