//! The patterns' help pages (`docs/patterns/<id>.md`), built into the binary so `jade
//! explain` and the GUI's Help menu work without the source tree.

/// Every help page by pattern id.
static PAGES: &[(&str, &str)] = &[
    ("hidden-single", include_str!("../../docs/patterns/hidden-single.md")),
    ("naked-single", include_str!("../../docs/patterns/naked-single.md")),
    ("naked-pairs", include_str!("../../docs/patterns/naked-pairs.md")),
    ("locked-candidates", include_str!("../../docs/patterns/locked-candidates.md")),
    ("naked-triples", include_str!("../../docs/patterns/naked-triples.md")),
    ("hidden-pairs", include_str!("../../docs/patterns/hidden-pairs.md")),
    ("x-wing", include_str!("../../docs/patterns/x-wing.md")),
    ("remote-pairs", include_str!("../../docs/patterns/remote-pairs.md")),
    ("swordfish", include_str!("../../docs/patterns/swordfish.md")),
    ("hidden-triples", include_str!("../../docs/patterns/hidden-triples.md")),
    ("simple-coloring", include_str!("../../docs/patterns/simple-coloring.md")),
    ("xy-wing", include_str!("../../docs/patterns/xy-wing.md")),
    ("xyz-wing", include_str!("../../docs/patterns/xyz-wing.md")),
    ("multi-colors", include_str!("../../docs/patterns/multi-colors.md")),
    ("xy-chain", include_str!("../../docs/patterns/xy-chain.md")),
    ("forcing-chains", include_str!("../../docs/patterns/forcing-chains.md")),
];

/// The help page (Markdown) of the pattern with id `id`.
pub fn help_page(id: &str) -> Option<&'static str> {
    PAGES.iter().find(|(page_id, _)| *page_id == id).map(|(_, page)| *page)
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
        assert_eq!(PAGES.len(), patterns().len(), "a page without a registered pattern");
    }

    #[test]
    fn an_unknown_id_has_no_page() {
        assert_eq!(help_page("jellyfish"), None);
    }
}
