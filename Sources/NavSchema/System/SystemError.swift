#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call, as `errno` (or a `posix_spawn` result) says, shown
/// in `strerror`'s words: "No such file or directory".
struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
  var code: Int32

  /// The error of the system call that just failed.
  static var last: SystemError { SystemError(code: errno) }

  var description: String { String(cString: strerror(code)) }
}
