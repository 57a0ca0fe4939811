//! Where a chain's links are drawn: each a curve between two candidate centres that bends
//! around the digits in its way, its ends at the candidates' rims, an arrowhead at its
//! end. Pure arithmetic, tested alone; `board_canvas` strokes the curves.

use iced::{Point, Rectangle, Vector};

/// The least a curve's middle strays from the straight line, as a share of its length: a
/// slight bend, so that two links between the same candidates, one each way, part.
const SLIGHT: f32 = 0.12;

/// The least bend, in clearances: a link between two candidates of one cell arcs enough
/// to be seen beside them.
const IN_CELL: f32 = 1.0;

/// What bending a link costs, per clearance its middle strays: a detour is worth it to
/// pass by a value, or by several candidates, not by one.
const BEND_COST: f32 = 1.0;

/// The deeper bends tried, in clearances (the radius of a candidate), on either side.
const DEEPER: [f32; 8] = [1.5, 3.0, 4.5, 6.0, 8.0, 10.0, 13.0, 17.0];

/// How many points of a curve are measured when checking what it passes near.
const SAMPLES: usize = 24;

/// One link as drawn: a quadratic Bézier curve from `start` to `end`, pulled towards
/// `control`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Curve {
    /// Where the curve starts (the rim of the first candidate).
    pub start: Point,
    /// The point the curve is pulled towards; the curve's middle lies half-way to it.
    pub control: Point,
    /// Where the curve ends (the rim of the second candidate; the arrow's tip).
    pub end: Point,
}

impl Curve {
    /// The point at `t`, from 0 (the start) to 1 (the end).
    pub fn at(&self, t: f32) -> Point {
        let u = 1.0 - t;
        Point::new(
            u * u * self.start.x + 2.0 * u * t * self.control.x + t * t * self.end.x,
            u * u * self.start.y + 2.0 * u * t * self.control.y + t * t * self.end.y,
        )
    }

    /// The direction of travel at the end, of length 1 (zero for a curve of no length).
    pub fn end_direction(&self) -> Vector {
        let towards = self.end - self.control;
        let towards = if length(towards) > f32::EPSILON { towards } else { self.end - self.start };
        unit(towards)
    }

    /// The three corners of an arrowhead `size` long whose tip is the curve's end.
    pub fn arrowhead(&self, size: f32) -> [Point; 3] {
        let back = self.end_direction() * -size;
        let side = Vector::new(-back.y, back.x) * 0.45;
        let base = self.end + back;
        [self.end, base + side, base - side]
    }

    /// The least distance from the curve to `point`, measured at a few dozen points along it.
    pub fn distance_to(&self, point: Point) -> f32 {
        (0..=SAMPLES)
            .map(|i| self.at(i as f32 / SAMPLES as f32).distance(point))
            .fold(f32::INFINITY, f32::min)
    }
}

/// Something a link should not run through: a point, and what passing within the
/// clearance of it costs (a value more than a candidate).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Obstacle {
    /// Where it is.
    pub at: Point,
    /// What passing near it costs.
    pub weight: u32,
}

/// The curve from candidate centre `from` to candidate centre `to` that stays inside
/// `bounds` and costs least in `obstacles` passed within `clearance` (the other digits
/// drawn, points of links already drawn) plus what its bend costs. Its ends are
/// pulled back by `clearance` along the curve, so it starts and ends at the candidates'
/// rims.
pub fn route(from: Point, to: Point, obstacles: &[Obstacle], clearance: f32, bounds: Rectangle) -> Curve {
    let span = to - from;
    let normal = unit(Vector::new(-span.y, span.x));
    let len = length(span);
    let middle = Point::new((from.x + to.x) / 2.0, (from.y + to.y) / 2.0);
    let near: Vec<&Obstacle> = obstacles
        .iter()
        .filter(|o| o.at.distance(from) > clearance && o.at.distance(to) > clearance)
        .collect();
    let cost = |curve: &Curve| {
        let hits: u64 =
            near.iter().filter(|o| curve.distance_to(o.at) < clearance).map(|o| u64::from(o.weight)).sum();
        let outside =
            (0..=SAMPLES).filter(|&i| !bounds.contains(curve.at(i as f32 / SAMPLES as f32))).count() as u64;
        hits as f32 + 1.0e6 * outside as f32
    };
    let slight = (SLIGHT * len).max(IN_CELL * clearance);
    let mut bends = vec![slight];
    bends.extend(DEEPER.iter().map(|k| k * clearance).filter(|&d| d > slight));
    let mut best: Option<(f32, Curve)> = None;
    for bend in bends.into_iter().flat_map(|d| [d, -d]) {
        // The middle of a quadratic curve lies half-way between the chord and the control.
        let control = middle + normal * (2.0 * bend);
        let curve = trimmed(Curve { start: from, control, end: to }, clearance);
        let in_the_way = cost(&curve);
        let cost = in_the_way + BEND_COST * bend.abs() / clearance.max(f32::EPSILON);
        if best.is_none_or(|(least, _)| cost < least) {
            best = Some((cost, curve));
        }
        if in_the_way == 0.0 {
            // Every bend after this one is deeper: none can cost less.
            break;
        }
    }
    best.map_or(Curve { start: from, control: middle, end: to }, |(_, curve)| curve)
}

/// `curve` with both ends moved `by` towards its control point (no further than a third
/// of the way), so it leaves the circles drawn around its candidates.
fn trimmed(curve: Curve, by: f32) -> Curve {
    let pull = |end: Point| {
        let towards = curve.control - end;
        let room = length(towards) / 3.0;
        end + unit(towards) * by.min(room)
    };
    Curve { start: pull(curve.start), end: pull(curve.end), ..curve }
}

fn length(v: Vector) -> f32 {
    v.x.hypot(v.y)
}

fn unit(v: Vector) -> Vector {
    let len = length(v);
    if len > f32::EPSILON { v * (1.0 / len) } else { Vector::new(0.0, 0.0) }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An obstacle of weight 1 at `at`.
    fn one(at: Point) -> Obstacle {
        Obstacle { at, weight: 1 }
    }

    /// A board far larger than the links tested.
    const BOARD: Rectangle = Rectangle { x: -500.0, y: -500.0, width: 1000.0, height: 1000.0 };

    #[test]
    fn a_free_link_bends_slightly_and_ends_at_the_rims() {
        let (from, to) = (Point::new(0.0, 0.0), Point::new(100.0, 0.0));
        let curve = route(from, to, &[], 5.0, BOARD);
        let middle = curve.at(0.5);
        assert!((middle.y.abs() - 12.0).abs() < 2.0, "a slight bend: {middle:?}");
        assert!((curve.start.distance(from) - 5.0).abs() < 0.01, "{curve:?}");
        assert!((curve.end.distance(to) - 5.0).abs() < 0.01, "{curve:?}");
    }

    #[test]
    fn a_link_bends_around_a_digit_in_its_way() {
        let (from, to) = (Point::new(0.0, 0.0), Point::new(100.0, 0.0));
        let straight = route(from, to, &[], 6.0, BOARD);
        let in_the_way = straight.at(0.5);
        let curve = route(from, to, &[one(in_the_way)], 6.0, BOARD);
        assert!(curve.distance_to(in_the_way) >= 6.0, "{curve:?} passes {in_the_way:?}");
        let both_sides = [Point::new(50.0, 12.0), Point::new(50.0, -12.0), Point::new(50.0, 22.0)];
        let values = both_sides.map(|at| Obstacle { at, weight: 8 });
        let curve = route(from, to, &values, 6.0, BOARD);
        assert!(both_sides.iter().all(|&o| curve.distance_to(o) >= 6.0), "{curve:?}");
    }

    #[test]
    fn a_heavy_obstacle_is_avoided_before_light_ones() {
        let (from, to) = (Point::new(0.0, 0.0), Point::new(100.0, 0.0));
        let value = Obstacle { at: route(from, to, &[], 6.0, BOARD).at(0.5), weight: 8 };
        let mut obstacles = vec![value];
        obstacles.extend([Point::new(50.0, -12.0), Point::new(50.0, -22.0), Point::new(50.0, 22.0)].map(one));
        let curve = route(from, to, &obstacles, 6.0, BOARD);
        assert!(curve.distance_to(value.at) >= 6.0, "{curve:?} runs through the value");
    }

    #[test]
    fn a_link_along_the_board_s_edge_bends_inwards() {
        let edge = Rectangle { x: 0.0, y: 0.0, width: 100.0, height: 300.0 };
        let (from, to) = (Point::new(90.0, 10.0), Point::new(90.0, 290.0));
        let blocking: Vec<Obstacle> = (1..6).map(|k| one(Point::new(90.0, 50.0 * k as f32))).collect();
        let curve = route(from, to, &blocking, 8.0, edge);
        assert!((0..=20).all(|i| edge.contains(curve.at(i as f32 / 20.0))), "{curve:?} leaves the board");
        assert!(blocking.iter().all(|o| curve.distance_to(o.at) >= 8.0), "{curve:?}");
    }

    #[test]
    fn the_candidates_at_the_ends_are_no_obstacles() {
        let (from, to) = (Point::new(0.0, 0.0), Point::new(0.0, 80.0));
        assert_eq!(route(from, to, &[one(from), one(to)], 5.0, BOARD), route(from, to, &[], 5.0, BOARD));
    }

    #[test]
    fn a_link_inside_a_cell_arcs_beside_its_candidates() {
        let (from, to) = (Point::new(0.0, 0.0), Point::new(12.0, 0.0));
        let curve = route(from, to, &[], 6.0, BOARD);
        assert!(curve.at(0.5).y.abs() >= 5.0, "{curve:?} hides between its candidates");
    }

    #[test]
    fn two_links_between_the_same_candidates_part() {
        let (a, b) = (Point::new(0.0, 0.0), Point::new(90.0, 40.0));
        let there = route(a, b, &[], 5.0, BOARD);
        let back = route(b, a, &[], 5.0, BOARD);
        assert!(there.at(0.5).distance(back.at(0.5)) > 15.0, "{there:?} {back:?}");
    }

    #[test]
    fn the_arrowhead_points_along_the_curve_at_its_end() {
        let curve = Curve {
            start: Point::new(0.0, 0.0),
            control: Point::new(50.0, 0.0),
            end: Point::new(100.0, 0.0),
        };
        let [tip, left, right] = curve.arrowhead(10.0);
        assert_eq!(tip, curve.end);
        assert!((left.x - 90.0).abs() < 0.01 && (right.x - 90.0).abs() < 0.01);
        assert!((left.y + right.y).abs() < 0.01 && (left.y - right.y).abs() > 8.0);
        let point = Curve { start: Point::ORIGIN, control: Point::ORIGIN, end: Point::ORIGIN };
        assert_eq!(point.end_direction(), Vector::new(0.0, 0.0), "no length, no direction, no panic");
    }
}
