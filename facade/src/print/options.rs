//! What the printer is asked for: boards a page, candidates, solutions, title.

use std::fmt;
use std::str::FromStr;

/// How many boards share one page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PerPage {
    /// One large board in the middle of the page.
    #[default]
    One,
    /// Two boards, one above the other.
    Two,
    /// Four boards in two columns and two rows.
    Four,
    /// Six boards in two columns and three rows.
    Six,
}

impl PerPage {
    /// Every choice, fewest boards first.
    pub const ALL: [PerPage; 4] = [PerPage::One, PerPage::Two, PerPage::Four, PerPage::Six];

    /// The number of boards a page holds.
    pub fn count(self) -> usize {
        match self {
            PerPage::One => 1,
            PerPage::Two => 2,
            PerPage::Four => 4,
            PerPage::Six => 6,
        }
    }

    /// Columns and rows of the page's grid of boards.
    pub(crate) fn grid(self) -> (usize, usize) {
        match self {
            PerPage::One => (1, 1),
            PerPage::Two => (1, 2),
            PerPage::Four => (2, 2),
            PerPage::Six => (2, 3),
        }
    }

    /// The denser layout solution pages use: smaller boards, several a page.
    pub(crate) fn for_solutions(self) -> PerPage {
        match self {
            PerPage::One | PerPage::Two => PerPage::Four,
            PerPage::Four | PerPage::Six => PerPage::Six,
        }
    }
}

impl TryFrom<usize> for PerPage {
    type Error = String;

    fn try_from(count: usize) -> Result<PerPage, String> {
        PerPage::ALL
            .into_iter()
            .find(|p| p.count() == count)
            .ok_or_else(|| format!("{count} boards a page is not offered; choose 1, 2, 4 or 6"))
    }
}

impl FromStr for PerPage {
    type Err = String;

    fn from_str(text: &str) -> Result<PerPage, String> {
        let count: usize = text
            .trim()
            .parse()
            .map_err(|_| format!("`{text}` is not a number of boards; choose 1, 2, 4 or 6"))?;
        PerPage::try_from(count)
    }
}

impl fmt::Display for PerPage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.count())
    }
}

/// How to print a set of boards.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PrintOptions {
    /// Boards on each puzzle page.
    pub per_page: PerPage,
    /// Whether empty cells show their candidates (the board's own, or computed when the
    /// board has none).
    pub candidates: bool,
    /// Whether pages with the solutions follow the puzzles.
    pub solution_page: bool,
    /// A title for the captions and the document; `None` captions boards "Puzzle N".
    pub title: Option<String>,
}
