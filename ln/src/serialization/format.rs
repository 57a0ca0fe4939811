//! The file formats JADE reads and writes, named by their extensions.

use std::fmt;
use std::path::Path;
use std::str::FromStr;

/// A file format of thesis 2.3.1 (SPEC §3), named by its extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// `.txt`: the cells on one line, `.` for empty; many boards one per line.
    Txt,
    /// `.sdk`: one line per row, `.` for empty.
    Sdk,
    /// `.ss`: the `.sdk` grid drawn in boxes with `|`, `+`, `-` and `*` frame lines.
    Ss,
    /// `.sud`: one line per row, `0` for empty.
    Sud,
    /// `.ssc`: like `.ss`, but each empty cell shows its candidates, in padded columns.
    /// It cannot tell a placed value or a lone candidate from a given.
    Ssc,
    /// `.pm`: the pencil-mark grid, with givens (`<5>`), placed values (`*5*`) and
    /// candidates (`137`) apart; the one format that keeps every board as it is.
    Pm,
}

impl Format {
    /// Every format, in the order of SPEC §3, then the pencil-mark grid.
    pub const ALL: [Format; 6] = [Format::Txt, Format::Sdk, Format::Ss, Format::Sud, Format::Ssc, Format::Pm];

    /// The file extension, without the dot (`"txt"`); also the format's name.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Txt => "txt",
            Format::Sdk => "sdk",
            Format::Ss => "ss",
            Format::Sud => "sud",
            Format::Ssc => "ssc",
            Format::Pm => "pm",
        }
    }

    /// A short description of the layout, for help texts and menus.
    pub fn description(self) -> &'static str {
        match self {
            Format::Txt => "all cells on one line, '.' for empty (one board per line)",
            Format::Sdk => "one line per row, '.' for empty",
            Format::Ss => "one line per row drawn in boxes, '.' for empty",
            Format::Sud => "one line per row, '0' for empty",
            Format::Ssc => "rows drawn in boxes with every cell's candidates",
            Format::Pm => "pencil-mark grid: <5> given, *5* placed, 137 candidates",
        }
    }

    /// Whether the format writes values only (`.txt`, `.sdk`, `.ss`, `.sud`): it drops the
    /// candidates, and every value it writes reads back as a given.
    pub fn values_only(self) -> bool {
        !matches!(self, Format::Ssc | Format::Pm)
    }

    /// The format named `name` (`"txt"`, `"SDK"`, …), ignoring case.
    pub fn from_name(name: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.extension().eq_ignore_ascii_case(name.trim()))
    }

    /// The format an extension stands for, with or without its dot (`".ss"`, `"ss"`).
    pub fn from_extension(extension: &str) -> Option<Format> {
        let extension = extension.trim();
        Format::from_name(extension.strip_prefix('.').unwrap_or(extension))
    }

    /// The format a file's extension suggests, if it is one of ours.
    pub fn from_path(path: &Path) -> Option<Format> {
        path.extension().and_then(|e| e.to_str()).and_then(Format::from_extension)
    }

    /// The format a board written to `path` takes: the one its extension names, or `.pm`
    /// (which keeps every board) when it has none; an extension of no format is an error.
    pub fn for_path(path: &Path) -> Result<Format, UnknownFormat> {
        match path.extension() {
            None => Ok(Format::Pm),
            Some(extension) => extension.to_string_lossy().parse(),
        }
    }
}

impl fmt::Display for Format {
    /// The extension, e.g. `ssc`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.extension())
    }
}

/// A name that is not one of the [`Format`]s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownFormat {
    /// The name that was given.
    pub name: String,
}

impl fmt::Display for UnknownFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a board format (use txt, sdk, ss, sud, ssc or pm)", self.name)
    }
}

impl std::error::Error for UnknownFormat {}

impl FromStr for Format {
    type Err = UnknownFormat;

    /// Parses a name like [`Format::from_extension`] does.
    fn from_str(name: &str) -> Result<Format, UnknownFormat> {
        Format::from_extension(name).ok_or_else(|| UnknownFormat { name: name.to_string() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_extensions_round_trip() {
        for format in Format::ALL {
            assert_eq!(Format::from_name(format.extension()), Some(format));
            assert_eq!(Format::from_extension(&format!(".{format}")), Some(format));
            assert_eq!(format.to_string().parse::<Format>(), Ok(format));
            assert!(!format.description().is_empty());
        }
        assert_eq!(Format::from_name("SSC"), Some(Format::Ssc));
        assert_eq!(Format::from_path(Path::new("game.pm")), Some(Format::Pm));
        assert_eq!(Format::for_path(Path::new("dir.d/game")), Ok(Format::Pm));
        assert_eq!(Format::for_path(Path::new("game.SS")), Ok(Format::Ss));
        assert_eq!(Format::for_path(Path::new("game.xyz")).unwrap_err().name, "xyz");
        assert_eq!(Format::from_name(".ssc"), None);
        assert_eq!(Format::from_extension("csv"), None);
        assert_eq!(Format::from_path(Path::new("dir/puzzles.SDK")), Some(Format::Sdk));
        assert_eq!(Format::from_path(Path::new("puzzles")), None);
        let error = "pdf".parse::<Format>().unwrap_err();
        assert_eq!(error.to_string(), "'pdf' is not a board format (use txt, sdk, ss, sud, ssc or pm)");
    }
}
