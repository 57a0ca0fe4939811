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
    Ssc,
}

impl Format {
    /// Every format, in the order of SPEC §3.
    pub const ALL: [Format; 5] = [Format::Txt, Format::Sdk, Format::Ss, Format::Sud, Format::Ssc];

    /// The file extension, without the dot (`"txt"`); also the format's name.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Txt => "txt",
            Format::Sdk => "sdk",
            Format::Ss => "ss",
            Format::Sud => "sud",
            Format::Ssc => "ssc",
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
        }
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
        write!(f, "'{}' is not a board format (use txt, sdk, ss, sud or ssc)", self.name)
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
        assert_eq!(Format::from_name(".ssc"), None);
        assert_eq!(Format::from_extension("csv"), None);
        assert_eq!(Format::from_path(Path::new("dir/puzzles.SDK")), Some(Format::Sdk));
        assert_eq!(Format::from_path(Path::new("puzzles")), None);
        let error = "pdf".parse::<Format>().unwrap_err();
        assert_eq!(error.to_string(), "'pdf' is not a board format (use txt, sdk, ss, sud or ssc)");
    }
}
