//! Session files of any content: reading never panics, and a session read can be shown,
//! hinted, stepped, undone and saved back to a file that reads again.

#![no_main]

use facade::SudokuLN;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(mut session) = SudokuLN::from_session_json(&text) else { return };
    let _ = session.view();
    let _ = session.elapsed();
    let saved = session.session_json();
    SudokuLN::from_session_json(&saved).expect("a session JADE saved reads again");
    if session.board().geometry().side() <= 9 {
        let _ = session.hint(None);
        let _ = session.step(None);
        let _ = session.singles();
    }
    session.check_rules();
    while session.undo() {}
    while session.redo() {}
    session.reset();
    let _ = session.session_json();
});
