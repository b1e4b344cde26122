#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call, as `errno` (or a `posix_spawn` result) says, shown
/// in `strerror`'s words: "No such file or directory".
package struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
  package var code: Int32

  package init(code: Int32) { self.code = code }

  /// The error of the system call that just failed.
  package static var last: SystemError { SystemError(code: errno) }

  package var description: String { String(cString: strerror(code)) }
}
