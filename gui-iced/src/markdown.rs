//! The help pages' Markdown as plain blocks of text: headings, paragraphs (hard-wrapped
//! source lines joined), list items; emphasis and code marks dropped.

/// One block of a page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    /// A heading of level 1 (`#`), 2 (`##`), ….
    Heading(usize, String),
    /// A paragraph.
    Paragraph(String),
    /// A list item.
    Item(String),
}

/// Removes `**`, `*`, `_` emphasis around words and backticks.
fn plain(text: &str) -> String {
    let text = text.replace("**", "").replace('`', "");
    text.split(' ')
        .map(|word| word.trim_start_matches(['*', '_']).trim_end_matches(['*', '_']))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The blocks of `page`, in order.
pub fn blocks(page: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut current: Option<Block> = None;
    let flush = |current: &mut Option<Block>, out: &mut Vec<Block>| {
        if let Some(block) = current.take() {
            out.push(match block {
                Block::Paragraph(text) => Block::Paragraph(plain(&text)),
                Block::Item(text) => Block::Item(plain(&text)),
                heading => heading,
            });
        }
    };
    for line in page.lines() {
        let trimmed = line.trim();
        let hashes = trimmed.chars().take_while(|&c| c == '#').count();
        if trimmed.is_empty() {
            flush(&mut current, &mut out);
        } else if hashes > 0 && trimmed[hashes..].starts_with(' ') {
            flush(&mut current, &mut out);
            out.push(Block::Heading(hashes, plain(trimmed[hashes..].trim())));
        } else if let Some(item) = trimmed.strip_prefix("- ").or_else(|| trimmed.strip_prefix("* ")) {
            flush(&mut current, &mut out);
            current = Some(Block::Item(item.to_string()));
        } else {
            match &mut current {
                Some(Block::Paragraph(text) | Block::Item(text)) => {
                    text.push(' ');
                    text.push_str(trimmed);
                }
                _ => current = Some(Block::Paragraph(trimmed.to_string())),
            }
        }
    }
    flush(&mut current, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapped_lines_join_and_marks_go() {
        let page = "# X-Wing\n\n*Level: hard · id `x-wing`*\n\n## The rule\n\nIf, in two rows,\na **digit** is\n\n- a *first* item\n  goes on\n- second\n";
        assert_eq!(
            blocks(page),
            [
                Block::Heading(1, "X-Wing".into()),
                Block::Paragraph("Level: hard · id x-wing".into()),
                Block::Heading(2, "The rule".into()),
                Block::Paragraph("If, in two rows, a digit is".into()),
                Block::Item("a first item goes on".into()),
                Block::Item("second".into()),
            ]
        );
    }

    #[test]
    fn every_help_page_has_a_title_and_text() {
        for pattern in facade::patterns() {
            let page = facade::help_page(pattern.id).unwrap_or_default();
            let blocks = blocks(page);
            assert!(
                matches!(&blocks[0], Block::Heading(1, title) if title.contains(pattern.name)),
                "{}",
                pattern.id
            );
            assert!(blocks.iter().any(|b| matches!(b, Block::Paragraph(_))), "{}", pattern.id);
        }
    }
}
