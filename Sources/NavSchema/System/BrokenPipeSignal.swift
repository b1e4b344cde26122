#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to a pipe whose reader has gone raises `SIGPIPE`, which ends the
/// process unless it is blocked or ignored. A child that exits without
/// reading all its input must not end NavGen, so its input is written with
/// the signal blocked on the writing thread only (the process's handling of
/// the signal, and every other thread's, stays as it was): the write then
/// fails with `EPIPE`, and the signal it left pending is taken before the
/// thread's old mask comes back.
package enum BrokenPipeSignal {
  package static func blocked<Value, Failure: Error>(
    during body: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    var brokenPipe = sigset_t()
    sigemptyset(&brokenPipe)
    sigaddset(&brokenPipe, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &brokenPipe, &previous)
    defer {
      var pending = sigset_t()
      sigpending(&pending)
      // A SIGPIPE pending while it was already blocked before is not ours to take.
      if sigismember(&pending, SIGPIPE) == 1, sigismember(&previous, SIGPIPE) == 0 {
        var taken: Int32 = 0
        sigwait(&brokenPipe, &taken)
      }
      pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
    return try body()
  }
}
