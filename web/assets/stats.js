// The statistics and rankings screens, filled from the API's answers.

import { chartUrl } from "./api.js";

const LEVEL_NAMES = {
  "very-easy": "very easy",
  easy: "easy",
  medium: "medium",
  hard: "hard",
  "very-hard": "very hard",
  extreme: "extreme",
  "beyond-extreme": "beyond extreme",
};

/** The level's name as people write it; unrated for `null`. */
export function levelName(level) {
  return level ? LEVEL_NAMES[level] ?? level : "unrated";
}

/** Seconds as `3:07`, or a dash when there is no time. */
function time(seconds) {
  if (seconds === null || seconds === undefined) return "–";
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function cell(row, content) {
  const td = document.createElement("td");
  td.textContent = content;
  row.append(td);
}

/** Fills the statistics screen from `stats` (GET /api/stats) and reloads the chart. */
export function showStats(stats) {
  document.getElementById("stats-summary").textContent =
    `${stats.games} game${stats.games === 1 ? "" : "s"} finished, ${stats.alone} solved alone (without tutor steps).`;
  const levels = document.querySelector("#stats-levels tbody");
  levels.replaceChildren();
  for (const l of stats.levels ?? []) {
    const row = document.createElement("tr");
    for (const v of [levelName(l.level), l.games, l.alone, time(l.mean_seconds), time(l.best_seconds)]) cell(row, String(v));
    levels.append(row);
  }
  const techniques = document.querySelector("#stats-techniques tbody");
  techniques.replaceChildren();
  for (const t of stats.techniques ?? []) {
    const row = document.createElement("tr");
    const h = t.hints ?? {};
    for (const v of [t.name, t.games, `${h.area ?? 0} / ${h.technique ?? 0} / ${h.full ?? 0}`, t.tutor_steps]) cell(row, String(v));
    techniques.append(row);
  }
  if (techniques.childElementCount === 0) {
    const row = document.createElement("tr");
    const td = document.createElement("td");
    td.colSpan = 4;
    td.textContent = "None yet: no hints or tutor steps in your finished games.";
    row.append(td);
    techniques.append(row);
  }
  const practise = stats.practise ?? [];
  document.getElementById("stats-practise").textContent = practise.length
    ? `To practise: ${practise.join(", ")} (try a pattern example of each under Play).`
    : "";
  document.getElementById("stats-chart").src = chartUrl(Date.now());
}

function rankingTable(level, rankings) {
  const table = document.createElement("table");
  table.className = "data";
  const caption = document.createElement("caption");
  caption.textContent = levelName(level);
  table.append(caption);
  const head = document.createElement("tr");
  for (const h of ["Rank", "Player", "Games", "Alone", "Mean time", "Best time"]) {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = h;
    head.append(th);
  }
  const thead = document.createElement("thead");
  thead.append(head);
  const body = document.createElement("tbody");
  for (const r of rankings) {
    const row = document.createElement("tr");
    for (const v of [r.rank, r.name, r.games, r.alone, time(r.mean_seconds), time(r.best_seconds)]) cell(row, String(v));
    body.append(row);
  }
  table.append(thead, body);
  return table;
}

/** Fills the rankings screen from GET /api/rankings (every level). */
export function showRankings(answer) {
  const host = document.getElementById("rankings");
  host.replaceChildren();
  const levels = (answer.levels ?? []).filter((l) => (l.rankings ?? []).length > 0);
  if (levels.length === 0) {
    const p = document.createElement("p");
    p.textContent = "No ranked games yet: sign in and solve a puzzle without tutor steps.";
    host.append(p);
    return;
  }
  for (const l of levels) host.append(rankingTable(l.level, l.rankings));
}
