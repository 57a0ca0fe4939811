//! Work on many items on several threads, answered in the items' order as soon as each
//! answer and every earlier one are ready.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, mpsc};

/// Items in flight (read but not yet handed to `emit`) per thread: bounds the memory a
/// long input takes while one slow item holds back the answers after it.
const WINDOW_PER_THREAD: usize = 64;

/// Runs `work` on every item of `items` on `threads` threads (each with its own state made
/// by `init`) and hands the results to `emit` in the order of `items`, each as soon as it
/// and all earlier ones are done. Items are read on their own thread, at most
/// `64 × threads` ahead of the last one emitted. `emit` returning `false` stops the work:
/// no more items are read and no more results are emitted.
pub(crate) fn map_in_order<T: Send, U: Send, S>(
    items: impl Iterator<Item = T> + Send,
    threads: usize,
    init: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, T) -> U + Sync,
    mut emit: impl FnMut(U) -> bool,
) {
    let threads = threads.max(1);
    let window = threads * WINDOW_PER_THREAD;
    let (job_sender, job_receiver) = mpsc::sync_channel::<(usize, T)>(window);
    let job_receiver = Mutex::new(job_receiver);
    let (done_sender, done_receiver) = mpsc::channel::<(usize, U)>();
    let (permit_sender, permit_receiver) = mpsc::sync_channel::<()>(window);
    for _ in 0..window {
        // The channel holds exactly `window` permits, so none of these sends can fail.
        let _ = permit_sender.send(());
    }
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let stop = &stop;
        scope.spawn(move || {
            for (index, item) in items.enumerate() {
                if permit_receiver.recv().is_err()
                    || stop.load(Ordering::Relaxed)
                    || job_sender.send((index, item)).is_err()
                {
                    break;
                }
            }
        });
        for _ in 0..threads {
            let done_sender = done_sender.clone();
            let (job_receiver, init, work) = (&job_receiver, &init, &work);
            scope.spawn(move || {
                let mut state = init();
                loop {
                    let job = job_receiver.lock().map_or(None, |receiver| receiver.recv().ok());
                    let Some((index, item)) = job else { break };
                    if stop.load(Ordering::Relaxed)
                        || done_sender.send((index, work(&mut state, item))).is_err()
                    {
                        break;
                    }
                }
            });
        }
        drop(done_sender);
        let mut waiting = BTreeMap::new();
        let mut next = 0;
        'answers: for (index, result) in done_receiver.iter() {
            waiting.insert(index, result);
            while let Some(result) = waiting.remove(&next) {
                next += 1;
                if !emit(result) {
                    stop.store(true, Ordering::Relaxed);
                    break 'answers;
                }
                // The reader may have stopped; then no permit is needed any more.
                let _ = permit_sender.send(());
            }
        }
        drop(permit_sender);
        drop(done_receiver);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_the_order_of_the_items_on_any_number_of_threads() {
        for threads in [1, 2, 5] {
            let mut seen = Vec::new();
            let slow_first = |_: &mut (), n: u64| {
                if n.is_multiple_of(97) {
                    std::thread::sleep(std::time::Duration::from_millis(2));
                }
                n * n
            };
            map_in_order(
                0..1000u64,
                threads,
                || (),
                slow_first,
                |square| {
                    seen.push(square);
                    true
                },
            );
            let expected: Vec<u64> = (0..1000).map(|n| n * n).collect();
            assert_eq!(seen, expected, "{threads} threads");
        }
    }

    #[test]
    fn emit_can_stop_the_work_and_nothing_is_read_far_ahead() {
        let read = std::sync::atomic::AtomicUsize::new(0);
        let items = (0..1_000_000).inspect(|_| {
            read.fetch_add(1, Ordering::Relaxed);
        });
        let mut seen = 0;
        map_in_order(
            items,
            2,
            || (),
            |_, n: u64| n,
            |_| {
                seen += 1;
                seen < 10
            },
        );
        assert_eq!(seen, 10);
        assert!(read.load(Ordering::Relaxed) <= 10 + 2 * WINDOW_PER_THREAD + 1, "{read:?}");
    }

    #[test]
    fn each_thread_keeps_its_own_state() {
        let mut total = 0;
        map_in_order(
            0..500u64,
            3,
            Vec::new,
            |seen: &mut Vec<u64>, n| {
                seen.push(n);
                seen.len()
            },
            |count| {
                total += 1;
                count > 0
            },
        );
        assert_eq!(total, 500);
    }
}
