// Where a chain's links are drawn (the desktop's gui-iced/src/chain_route.rs, in
// JavaScript): each a quadratic curve between two candidate centres that bends around the
// digits in its way, its ends at the candidates' rims, an arrowhead at its end.

/** The least a curve's middle strays from the straight line, as a share of its length. */
const SLIGHT = 0.12;
/** The least bend, in clearances: a link inside one cell arcs enough to be seen. */
const IN_CELL = 1.0;
/** What bending costs, per clearance the middle strays. */
const BEND_COST = 1.0;
/** The deeper bends tried, in clearances, on either side. */
const DEEPER = [1.5, 3.0, 4.5, 6.0, 8.0, 10.0, 13.0, 17.0];
/** How many points of a curve are measured when checking what it passes near. */
const SAMPLES = 24;

const dist = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);
const unit = (v) => {
  const len = Math.hypot(v.x, v.y);
  return len > 1e-6 ? { x: v.x / len, y: v.y / len } : { x: 0, y: 0 };
};

/** The point of `curve` ({start, control, end}) at `t` from 0 to 1. */
export function at(curve, t) {
  const u = 1 - t;
  return {
    x: u * u * curve.start.x + 2 * u * t * curve.control.x + t * t * curve.end.x,
    y: u * u * curve.start.y + 2 * u * t * curve.control.y + t * t * curve.end.y,
  };
}

/** The least distance from `curve` to `point`, measured along it. */
export function distanceTo(curve, point) {
  let least = Infinity;
  for (let i = 0; i <= SAMPLES; i++) least = Math.min(least, dist(at(curve, i / SAMPLES), point));
  return least;
}

/** The three corners of an arrowhead `size` long whose tip is the curve's end. */
export function arrowhead(curve, size) {
  let towards = { x: curve.end.x - curve.control.x, y: curve.end.y - curve.control.y };
  if (Math.hypot(towards.x, towards.y) <= 1e-6) {
    towards = { x: curve.end.x - curve.start.x, y: curve.end.y - curve.start.y };
  }
  const d = unit(towards);
  const back = { x: -d.x * size, y: -d.y * size };
  const side = { x: -back.y * 0.45, y: back.x * 0.45 };
  const base = { x: curve.end.x + back.x, y: curve.end.y + back.y };
  return [curve.end, { x: base.x + side.x, y: base.y + side.y }, { x: base.x - side.x, y: base.y - side.y }];
}

/** `curve` with both ends moved `by` towards its control point (at most a third of the way). */
function trimmed(curve, by) {
  const pull = (end) => {
    const towards = { x: curve.control.x - end.x, y: curve.control.y - end.y };
    const room = Math.hypot(towards.x, towards.y) / 3;
    const d = unit(towards);
    const k = Math.min(by, room);
    return { x: end.x + d.x * k, y: end.y + d.y * k };
  };
  return { start: pull(curve.start), control: curve.control, end: pull(curve.end) };
}

/**
 * The curve from candidate centre `from` to `to` that stays inside `bounds`
 * ({x, y, width, height}) and costs least in `obstacles` ({at, weight}) passed within
 * `clearance`, plus what its bend costs; its ends pulled back to the candidates' rims.
 */
export function route(from, to, obstacles, clearance, bounds) {
  const span = { x: to.x - from.x, y: to.y - from.y };
  const normal = unit({ x: -span.y, y: span.x });
  const len = Math.hypot(span.x, span.y);
  const middle = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  const near = obstacles.filter((o) => dist(o.at, from) > clearance && dist(o.at, to) > clearance);
  const inside = (p) =>
    p.x >= bounds.x && p.x <= bounds.x + bounds.width && p.y >= bounds.y && p.y <= bounds.y + bounds.height;
  const cost = (curve) => {
    let hits = 0;
    for (const o of near) if (distanceTo(curve, o.at) < clearance) hits += o.weight;
    let outside = 0;
    for (let i = 0; i <= SAMPLES; i++) if (!inside(at(curve, i / SAMPLES))) outside++;
    return hits + 1e6 * outside;
  };
  const slight = Math.max(SLIGHT * len, IN_CELL * clearance);
  const bends = [slight, ...DEEPER.map((k) => k * clearance).filter((d) => d > slight)];
  let best = null;
  for (const bend of bends.flatMap((d) => [d, -d])) {
    // The middle of a quadratic curve lies half-way between the chord and the control.
    const control = { x: middle.x + normal.x * 2 * bend, y: middle.y + normal.y * 2 * bend };
    const curve = trimmed({ start: from, control, end: to }, clearance);
    const inTheWay = cost(curve);
    const total = inTheWay + (BEND_COST * Math.abs(bend)) / Math.max(clearance, 1e-6);
    if (best === null || total < best.cost) best = { cost: total, curve };
    // Every bend after this one is deeper: none can cost less.
    if (inTheWay === 0) break;
  }
  return best ? best.curve : { start: from, control: middle, end: to };
}
