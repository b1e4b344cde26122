import Dispatch

// Work that waits on another process (dump-package) runs on threads of its own: Dispatch
// gives CPU work (`mapConcurrentPieces`) about one thread a core, and a thread blocked in a
// wait would hold one of them, so that the CPU work beside it, or the other waits, would run
// one after the other. A queue made here gets a thread of its own.

/// `wait` on a thread of its own while `work` runs on this one (with every core for its own
/// concurrent pieces). `work` is given `waitEnded`, true once `wait` has returned, for work
/// that is worth doing only while waiting.
package func whileWaiting<Waited: Sendable, Worked>(
  for wait: @Sendable () -> Waited, do work: (_ waitEnded: @escaping @Sendable () -> Bool) -> Worked
) -> (waited: Waited, worked: Worked) {
  let slot = Slots<Waited>(count: 1)
  let worked = withoutActuallyEscaping(wait) { wait in
    let group = DispatchGroup()
    DispatchQueue(label: "navgen.waiting").async(group: group) { slot.fill(0, with: wait()) }
    let worked = work { group.wait(timeout: .now()) == .success }
    group.wait()
    return worked
  }
  return (slot.takeAll()[0], worked)
}

/// `wait` for each of `0..<count`, each on a thread of its own, side by side; the results in
/// order. A single wait runs on this thread.
package func eachWaitingOnItsOwnThread<Result: Sendable>(_ count: Int, _ wait: @Sendable (Int) -> Result) -> [Result] {
  guard count > 1 else { return count == 1 ? [wait(0)] : [] }
  let slots = Slots<Result>(count: count)
  withoutActuallyEscaping(wait) { wait in
    let group = DispatchGroup()
    for index in 0..<count {
      DispatchQueue(label: "navgen.waiting.\(index)").async(group: group) { slots.fill(index, with: wait(index)) }
    }
    group.wait()
  }
  return slots.takeAll()
}
