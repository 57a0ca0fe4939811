//! The documentation that lists the solving patterns agrees with the registry, so a new
//! pattern (one file, its help page, one registry line) cannot leave a stale list behind:
//! the manual's table of patterns is checked row by row, and prose elsewhere does not count
//! the patterns by hand. On a mismatch the failure prints the table to paste.

use ln::patterns::PATTERNS;

/// The manual's table of patterns as the registry says it should read.
fn expected_table() -> String {
    let mut table =
        String::from("| # | id | pattern | level | family | thesis |\n|---|---|---|---|---|---|\n");
    for (at, pattern) in PATTERNS.iter().enumerate() {
        let info = pattern.info();
        table.push_str(&format!(
            "| {} | `{}` | {} | {} | {} | {} |\n",
            at + 1,
            info.id,
            info.name,
            info.level.label(),
            info.family.name(),
            info.section.unwrap_or("—"),
        ));
    }
    table
}

/// The table of `text` that starts with `header`: its lines up to the first that is not a
/// table row.
fn table_after(text: &str, header: &str) -> Option<String> {
    let start = text.find(header)?;
    let rows: Vec<&str> = text[start..].lines().take_while(|l| l.starts_with('|')).collect();
    Some(rows.join("\n") + "\n")
}

fn read(path: &str) -> String {
    let path = jade_tests::repo_root().join(path);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_manuals_table_of_patterns_is_the_registry() {
    let manual = read("docs/manual.md");
    let expected = expected_table();
    let found = table_after(&manual, "| # | id | pattern | level | family | thesis |")
        .expect("docs/manual.md has the table of patterns under 'Levels and patterns'");
    assert!(found == expected, "docs/manual.md's table of patterns should read:\n\n{expected}");
}

#[test]
fn every_technique_beyond_the_thesis_has_its_anchors_in_the_manual() {
    let manual = read("docs/manual.md");
    let anchors = table_after(&manual, "| technique | level | HoDoKu")
        .expect("docs/manual.md has the table of anchors for the techniques beyond the thesis");
    for info in PATTERNS.iter().map(|p| p.info()).filter(|i| i.section.is_none()) {
        let row = anchors.lines().find(|l| l.contains(&format!("`{}`", info.id)));
        let row = row.unwrap_or_else(|| panic!("{} has no row in the manual's table of anchors", info.id));
        assert!(row.contains(info.level.label()), "{}: the anchors' row names another level: {row}", info.id);
    }
}

#[test]
fn the_manuals_table_of_ratings_gives_every_pattern_the_value_its_file_declares() {
    let manual = read("docs/manual.md");
    let table = table_after(&manual, "| id | pattern | ER | source |")
        .expect("docs/manual.md has the table of ratings under 'Ratings on Sudoku Explainer's scale'");
    let rows: Vec<Vec<&str>> =
        table.lines().skip(2).map(|l| l.trim_matches('|').split('|').map(str::trim).collect()).collect();
    for info in PATTERNS.iter().map(|p| p.info()) {
        let id = format!("`{}`", info.id);
        let row = rows.iter().find(|r| r[0] == id);
        let row = row.unwrap_or_else(|| panic!("{} has no row in the manual's table of ratings", info.id));
        let expected = [id.as_str(), info.name, &info.explainer.to_string()];
        assert_eq!(row[..3], expected, "the manual's row of {} should begin {expected:?}", info.id);
        assert!(row.get(3).is_some_and(|source| !source.is_empty()), "{}: the row names no source", info.id);
    }
    for row in &rows {
        let known = PATTERNS.iter().any(|p| format!("`{}`", p.info().id) == row[0]);
        assert!(known, "the manual's table of ratings has a row for {}, which is not registered", row[0]);
    }
}

#[test]
fn prose_does_not_count_the_patterns_by_hand() {
    let count = PATTERNS.len();
    for path in ["README.md", "docs/manual.md", "docs/ARCHITECTURE.md", "CONTRIBUTING.md", "dn/src/level.rs"]
    {
        let text = read(path).to_lowercase();
        for stale in
            ["the sixteen patterns", "all 16 patterns", "the 16 patterns", "the sixteen solving patterns"]
        {
            if count != 16 {
                assert!(
                    !text.contains(stale),
                    "{path} still says '{stale}' but {count} patterns are registered"
                );
            }
        }
    }
}
