//! Every registered pattern has at least one board where it applies and one where it
//! does not; this test walks the registry so a new pattern cannot skip them.

use super::PATTERNS;

#[test]
fn every_pattern_has_positive_and_negative_fixtures() {
    for pattern in PATTERNS {
        let id = pattern.info().id;
        let mine = pattern.fixtures();
        assert!(mine.iter().any(|f| f.applies), "{id} has no board where it applies");
        assert!(mine.iter().any(|f| !f.applies), "{id} has no board where it must not apply");
        for fixture in mine {
            assert_eq!(fixture.pattern, id.as_str(), "fixture '{}' names another pattern", fixture.source);
            let board = (fixture.board)();
            let hint = pattern.find(&board, true);
            assert_eq!(hint.is_some(), fixture.applies, "{id}: fixture '{}'", fixture.source);
            if let Some(hint) = hint {
                assert_eq!(hint.pattern, id);
                assert!(!hint.explanation.is_empty(), "{id} gives no explanation");
                let expected: Vec<String> = fixture.expected.iter().map(|s| s.to_string()).collect();
                let mut found: Vec<String> = hint
                    .eliminations
                    .iter()
                    .map(|e| format!("-{}{}", e.digit, e.cell))
                    .chain(hint.placements.iter().map(|p| format!("+{}{}", p.digit, p.cell)))
                    .collect();
                found.sort();
                let mut expected_sorted = expected.clone();
                expected_sorted.sort();
                assert_eq!(found, expected_sorted, "{id}: fixture '{}'", fixture.source);
            }
        }
    }
}
