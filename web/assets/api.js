// The JSON API of `jade serve` (docs/api.md): one function per request. Every
// state-changing request carries the session's CSRF token in `X-CSRF-Token`; an answer
// that is not 2xx becomes an `ApiError` holding the server's one-line message.

/** A request the server refused: its HTTP status and the server's message. */
export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

let csrf = null;

/** Keeps the CSRF token an answer about the session carries. */
function remember(session) {
  if (session && typeof session.csrf === "string") csrf = session.csrf;
  return session;
}

async function request(method, path, body) {
  const headers = { Accept: "application/json" };
  if (method !== "GET") {
    headers["Content-Type"] = "application/json";
    if (csrf) headers["X-CSRF-Token"] = csrf;
  }
  const response = await fetch(path, {
    method,
    headers,
    credentials: "same-origin",
    body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
  });
  const text = await response.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const message = data && data.error ? data.error : `${method} ${path}: HTTP ${response.status}`;
    throw new ApiError(response.status, message);
  }
  return data;
}

/** A state-changing request; a 403 (a stale CSRF token) fetches a fresh token and retries once. */
async function change(method, path, body) {
  try {
    return await request(method, path, body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      remember(await request("GET", "/api/me"));
      return request(method, path, body);
    }
    throw error;
  }
}

/** The session: `{user: {name} | null, csrf}` (a guest session is made when there is none). */
export async function me() {
  return remember(await request("GET", "/api/me"));
}

/** Signs up and in. */
export async function signup(name, password) {
  return remember(await change("POST", "/api/signup", { name, password }));
}

/** Signs in. */
export async function login(name, password) {
  return remember(await change("POST", "/api/login", { name, password }));
}

/** Signs out: a fresh guest session. */
export async function logout() {
  return remember(await change("POST", "/api/logout", {}));
}

/** A new game from puzzle text, `{generate: {level, size}}` or `{example: id}`; its view. */
export function createGame(body) {
  return change("POST", "/api/games", body);
}

/** This player's games, newest first. */
export function listGames() {
  return request("GET", "/api/games");
}

/** The view of one game. */
export function getGame(id) {
  return request("GET", `/api/games/${encodeURIComponent(id)}`);
}

/** Applies one action (`{type, …}`) to a game: `{outcome, view}`. */
export function act(id, action) {
  return change("POST", `/api/games/${encodeURIComponent(id)}/actions`, { action });
}

/** The steps available now, easiest first, without changing the game. */
export function steps(id) {
  return request("GET", `/api/games/${encodeURIComponent(id)}/steps`);
}

/** The patterns, easiest first. */
export function patterns() {
  return request("GET", "/api/patterns");
}

/** The player's statistics. */
export function stats() {
  return request("GET", "/api/stats");
}

/** The rankings of every level. */
export function rankings() {
  return request("GET", "/api/rankings");
}

/** Where the statistics chart (SVG) is served; `bust` defeats the browser's cache. */
export function chartUrl(bust) {
  return `/api/stats/chart.svg?t=${encodeURIComponent(bust)}`;
}
