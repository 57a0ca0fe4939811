//! Constant tables for the band layout, built at compile time.
//!
//! A band word has bit `9·r + c` for row `r` (0-2) of the band and column `c` (0-8); the
//! three cells of row `r` in box `x` (0-2) of the band form the *mini-row* `(r, x)`, bits
//! `9·r + 3·x ..= 9·r + 3·x + 2`. A *mini-row pattern* has bit `3·x + r` when mini-row
//! `(r, x)` still holds a candidate (box by box, the order in which [`mini_row_pattern`]
//! gathers them with one multiplication). In a stack the roles are swapped: a *stack
//! pattern* has bit `3·b + c` when band `b` still has the digit in column `c` (0-2) of the
//! stack.

/// The length of the board and of every table indexed by a cell of a band (bit 0-26) or by
/// a word (0-29): the next power of two, so that an index masked to five bits is seen to be
/// in range and the hot loops keep no bounds check. The entries past them are never read.
pub(super) const SLOTS: usize = 32;

/// The words of one band on the board: its nine digits, then its unsolved cells. Word
/// `STRIDE·b + d` is digit `d + 1` in band `b`, word `STRIDE·b + 9` the band's unsolved
/// cells.
pub(super) const STRIDE: usize = 10;

/// The words of the three bands; the board's words past them stay empty.
pub(super) const WORDS_USED: usize = 3 * STRIDE;

/// All 27 cells of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;

/// The cells of column 0 in a band; shift left by `c` for column `c`.
pub(super) const COLUMN: u32 = 1 | 1 << 9 | 1 << 18;

/// The nine cells of row 0 in a band.
pub(super) const ROW: u32 = 0x1FF;

/// For a set of rows of a band (bits 0-2), their cells.
pub(super) static ROWS: [u32; 8] =
    [0, ROW, ROW << 9, ROW * 0x201, ROW << 18, ROW * 0x40001, ROW * 0x40200, BAND];

/// For a set of boxes of a band (bits 0-2), their cells.
pub(super) static BOXES: [u32; 8] = boxes_table();

/// For each cell of the board (row-major), its units: bit `r` for its row, `9 + c` for its
/// column and `18 + x` for its box (boxes numbered row-major).
pub(super) static UNITS: [u32; 81] = units_table();

/// For a mini-row pattern, the cells of the mini-rows that [`MINI_ROWS_KEPT`] keeps and
/// that are the only one kept in their row.
pub(super) static LONE_CELLS: [u32; 512] = lone_cells_table();

/// The first cell of each of the nine mini-rows of a band.
pub(super) const MINI_ROW_FIRSTS: u32 = 0o111_111_111;

/// For a mini-row pattern, the cells of the mini-rows that some placement of the digit
/// uses (once in each row and once in each box of the band); `0` when there is none.
pub(super) static MINI_ROWS_KEPT: [u32; 512] = mini_rows_kept_table();

/// The mini-row pattern of a band word (a table index, below 512).
///
/// Each mini-row that holds a cell is marked at its first cell, bit `9·r + 3·x`; one
/// multiplication adds three copies of the marks, shifted by 18, 10 and 2, and the copy
/// shifted by `18 - 8·r` puts mini-row `(r, x)` at bit `18 + 3·x + r`. None of the 27
/// shifted marks falls on another (a unit test checks every pattern), so the product
/// carries nothing and bits 18-26 are the pattern.
#[inline(always)]
pub(super) const fn mini_row_pattern(word: u32) -> usize {
    let marks = (word | word >> 1 | word >> 2) & MINI_ROW_FIRSTS;
    (marks.wrapping_mul(1 << 18 | 1 << 10 | 1 << 2) >> 18 & 0x1FF) as usize
}

/// For a stack pattern, the pairs (band, column) that some placement of the digit uses
/// (once in each band and once in each column of the stack), as bits of a stack pattern.
pub(super) static STACK_KEPT: [u32; 512] = stack_kept_table();

/// For the columns (bits 0-8) where a band has a digit, the same as bit `9·s + c` for
/// column `c` (0-2) of stack `s`: shifted left by `3·b` for band `b`, three of them make
/// the three stack patterns of the digit side by side.
pub(super) static BY_STACK: [u32; 512] = by_stack_table();

/// For each cell of a band, the cells that may keep the digit once it is placed there:
/// all but the other cells of its row, box and column inside the band.
pub(super) static KEEP: [u32; SLOTS] = keep_table();

/// For each cell of a band, the other cells of its row, box and column inside the band.
pub(super) static PEERS: [u32; SLOTS] = peers_table();

/// For the nine bits of one row, the same bits spread to one per nibble: bit `c` becomes
/// bit `4·c`, so that adding spread rows counts, per column, the rows that have it.
pub(super) static SPREAD: [u64; 512] = spread_table();

/// For each cell of a band, four times its column: the shift of its column's nibble in a
/// [`SPREAD`] sum.
pub(super) static NIBBLE: [u8; SLOTS] = nibble_table();

/// For the columns (bits 0-8) where a band still has a digit, the cells its words in the
/// other two bands keep: all but the columns that are the only one of their box (the
/// digit's place in that box is in that column).
pub(super) static POINTED: [u32; 512] = pointed_table();

/// For each word (`STRIDE·b + d`), its band `b`.
pub(super) static BAND_OF: [u8; SLOTS] = band_of_table();

/// For each word (`STRIDE·b + d`), the words of the same digit in the other two bands.
pub(super) static OTHERS: [[u8; 2]; SLOTS] = others_table();

/// The six ways to give each of three lines its own place: `PERMUTATIONS[p][r]`.
const PERMUTATIONS: [[u32; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

/// The bits `3·r + x` of `pattern` that some permutation (`x` for each `r`) inside it uses.
/// The inverse of each of the six permutations is one of the six, so the same bits come
/// out with the roles of `r` and `x` swapped (bits `3·x + r`, as in a mini-row pattern).
const fn pairings(pattern: u32) -> u32 {
    let mut kept = 0;
    let mut p = 0;
    while p < PERMUTATIONS.len() {
        let used = 1 << PERMUTATIONS[p][0] | 1 << (3 + PERMUTATIONS[p][1]) | 1 << (6 + PERMUTATIONS[p][2]);
        if pattern & used == used {
            kept |= used;
        }
        p += 1;
    }
    kept
}

const fn boxes_table() -> [u32; 8] {
    let mut table = [0; 8];
    let mut set = 0;
    while set < 8 {
        let mut x = 0;
        while x < 3 {
            if set >> x & 1 != 0 {
                table[set] |= (7 << (3 * x)) * COLUMN;
            }
            x += 1;
        }
        set += 1;
    }
    table
}

const fn units_table() -> [u32; 81] {
    let mut table = [0; 81];
    let mut p = 0;
    while p < 81 {
        let (r, c) = (p / 9, p % 9);
        table[p] = 1 << r | 1 << (9 + c) | 1 << (18 + r / 3 * 3 + c / 3);
        p += 1;
    }
    table
}

/// The cells of the mini-rows of a mini-row pattern.
const fn cells_of(pattern: u32) -> u32 {
    let mut cells = 0;
    let mut bit = 0;
    while bit < 9 {
        if pattern >> bit & 1 != 0 {
            cells |= 7 << (9 * (bit % 3) + 3 * (bit / 3));
        }
        bit += 1;
    }
    cells
}

/// The mini-rows of a mini-row pattern that are the only one of the pattern in their row.
const fn alone_in_row(pattern: u32) -> u32 {
    let mut alone = 0;
    let mut r = 0;
    while r < 3 {
        let row = pattern & 0b001_001_001 << r;
        if row.count_ones() == 1 {
            alone |= row;
        }
        r += 1;
    }
    alone
}

const fn lone_cells_table() -> [u32; 512] {
    let mut table = [0; 512];
    let mut pattern = 0;
    while pattern < 512 {
        table[pattern] = cells_of(alone_in_row(pairings(pattern as u32)));
        pattern += 1;
    }
    table
}

const fn mini_rows_kept_table() -> [u32; 512] {
    let mut table = [0; 512];
    let mut pattern = 0;
    while pattern < 512 {
        table[pattern] = cells_of(pairings(pattern as u32));
        pattern += 1;
    }
    table
}

const fn stack_kept_table() -> [u32; 512] {
    let mut table = [0; 512];
    let mut pattern = 0;
    while pattern < 512 {
        table[pattern] = pairings(pattern as u32);
        pattern += 1;
    }
    table
}

const fn by_stack_table() -> [u32; 512] {
    let mut table = [0; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut c = 0;
        while c < 9 {
            if columns >> c & 1 != 0 {
                table[columns] |= 1 << (9 * (c / 3) + c % 3);
            }
            c += 1;
        }
        columns += 1;
    }
    table
}

const fn keep_table() -> [u32; SLOTS] {
    let mut table = [0; SLOTS];
    let mut k = 0;
    while k < 27 {
        let (r, c) = (k / 9, k % 9);
        let box_cells = (7 << (c / 3 * 3)) * COLUMN;
        let peers = ROW << (9 * r) | COLUMN << c | box_cells;
        table[k] = BAND & !peers | 1 << k;
        k += 1;
    }
    table
}

const fn peers_table() -> [u32; SLOTS] {
    let mut table = [0; SLOTS];
    let mut k = 0;
    while k < 27 {
        table[k] = BAND & !KEEP[k];
        k += 1;
    }
    table
}

const fn spread_table() -> [u64; 512] {
    let mut table = [0; 512];
    let mut row = 0;
    while row < 512 {
        let mut c = 0;
        while c < 9 {
            table[row] |= ((row as u64) >> c & 1) << (4 * c);
            c += 1;
        }
        row += 1;
    }
    table
}

const fn nibble_table() -> [u8; SLOTS] {
    let mut table = [0; SLOTS];
    let mut k = 0;
    while k < 27 {
        table[k] = (4 * (k % 9)) as u8;
        k += 1;
    }
    table
}

const fn pointed_table() -> [u32; 512] {
    let mut table = [0; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut taken = 0u32;
        let mut x = 0;
        while x < 3 {
            let mine = (columns as u32) >> (3 * x) & 7;
            if mine.count_ones() == 1 {
                taken |= mine << (3 * x);
            }
            x += 1;
        }
        table[columns] = BAND & !(taken * COLUMN);
        columns += 1;
    }
    table
}

const fn band_of_table() -> [u8; SLOTS] {
    let mut table = [0; SLOTS];
    let mut i = 0;
    while i < WORDS_USED {
        table[i] = (i / STRIDE) as u8;
        i += 1;
    }
    table
}

const fn others_table() -> [[u8; 2]; SLOTS] {
    let mut table = [[0; 2]; SLOTS];
    let mut i = 0;
    while i < WORDS_USED {
        table[i] = [((i + STRIDE) % WORDS_USED) as u8, ((i + 2 * STRIDE) % WORDS_USED) as u8];
        i += 1;
    }
    table
}
