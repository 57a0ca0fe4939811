//! The patterns' help pages (`docs/patterns/<id>.md`), built into the binary so `jade
//! explain` and the GUI's Help menu work without the source tree. `build.rs` embeds every
//! `.md` file of that folder; adding a page needs no code.

include!(concat!(env!("OUT_DIR"), "/help_pages.rs"));

/// The help page (Markdown) of the pattern `id` (the file `docs/patterns/<id>.md`).
pub fn help_page(id: dn::PatternId) -> Option<&'static str> {
    PAGES.iter().find(|(page_id, _)| *page_id == id.as_str()).map(|(_, page)| *page)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::patterns;

    #[test]
    fn every_registered_pattern_has_a_titled_page() {
        for pattern in patterns() {
            let page = help_page(pattern.id).unwrap_or_else(|| panic!("{} has no help page", pattern.id));
            let title = page.lines().next().unwrap_or_default();
            assert!(title.starts_with("# ") && title.contains(pattern.name), "{}: {title}", pattern.id);
            assert!(page.len() > 600, "{}: the page is too short to explain the pattern", pattern.id);
            assert!(page.contains("## Example"), "{}: no worked example", pattern.id);
        }
    }
}
