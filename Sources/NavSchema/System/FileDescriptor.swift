#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open file descriptor read or written whole: the standard streams, the
/// pipes to a child process. `read(2)` and `write(2)` may move fewer bytes
/// than asked, be interrupted by a signal (`EINTR`), or, on a descriptor
/// someone made non-blocking, refuse until it is ready (`EAGAIN`); the loops
/// here go on until everything has moved.
package struct FileDescriptor: Hashable, Sendable {
  package var rawValue: Int32

  package init(rawValue: Int32) { self.rawValue = rawValue }

  package static var standardInput: FileDescriptor { FileDescriptor(rawValue: STDIN_FILENO) }
  package static var standardOutput: FileDescriptor { FileDescriptor(rawValue: STDOUT_FILENO) }
  package static var standardError: FileDescriptor { FileDescriptor(rawValue: STDERR_FILENO) }

  package var isTerminal: Bool { isatty(rawValue) == 1 }

  /// Every byte up to the end of the file.
  package func readToEnd() throws(SystemError) -> [UInt8] {
    var bytes: [UInt8] = []
    while try readOnce(appendingTo: &bytes) {}
    return bytes
  }

  /// Every byte of the file at `path`, read as `readWholeFile()` reads.
  package static func readWholeFile(atPath path: String) throws(SystemError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw SystemError.last }
    defer { close(descriptor) }
    return try FileDescriptor(rawValue: descriptor).readWholeFile()
  }

  /// Every byte of the file open here, read straight into one buffer of the
  /// size `fstat` gives: a schema of megabytes is neither read in pieces nor
  /// copied afterwards. (Bytes beyond that size, if the file grew, follow.)
  package func readWholeFile() throws(SystemError) -> [UInt8] {
    var status = stat()
    guard fstat(rawValue, &status) == 0 else { throw SystemError.last }
    let size = Int(status.st_size)
    var failure: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      while initialized < size {
        let count = read(rawValue, buffer.baseAddress! + initialized, size - initialized)
        if count > 0 {
          initialized += count
        } else if count == 0 || errno != EINTR {
          failure = count == 0 ? 0 : errno
          return
        }
      }
    }
    if failure != 0 { throw SystemError(code: failure) }
    while try readOnce(appendingTo: &bytes) {}
    return bytes
  }

  /// Reads once, appending what came to `bytes`; false at the end of the file.
  /// Waits while a non-blocking descriptor has nothing yet.
  @discardableResult
  package func readOnce(appendingTo bytes: inout [UInt8], atMost limit: Int = 1 << 16) throws(SystemError) -> Bool {
    while true {
      var count = 0
      var failure: Int32 = 0
      let chunk = [UInt8](unsafeUninitializedCapacity: limit) { buffer, initialized in
        count = read(rawValue, buffer.baseAddress, limit)
        failure = errno
        initialized = Swift.max(count, 0)
      }
      if count >= 0 {
        bytes.append(contentsOf: chunk)
        return count > 0
      }
      guard try retries(after: failure, waitingFor: Int16(POLLIN)) else { throw SystemError(code: failure) }
    }
  }

  /// Writes every byte of `text`'s UTF-8.
  package func writeAll(_ text: String) throws(SystemError) {
    var text = text
    // `withUTF8` rethrows untyped errors; the result carries the typed one out.
    try text.withUTF8 { bytes in Result { () throws(SystemError) in try writeAll(UnsafeRawBufferPointer(bytes)) } }.get()
  }

  package func writeAll(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
    var offset = 0
    while offset < bytes.count {
      offset += try writeOnce(UnsafeRawBufferPointer(rebasing: bytes[offset...]), waiting: true)
    }
  }

  /// Writes what one `write(2)` takes of `bytes` and returns how many that
  /// was. Without `waiting`, a non-blocking descriptor that is full writes
  /// nothing and returns 0.
  package func writeOnce(_ bytes: UnsafeRawBufferPointer, waiting: Bool) throws(SystemError) -> Int {
    guard !bytes.isEmpty else { return 0 }
    while true {
      let count = write(rawValue, bytes.baseAddress!, bytes.count)
      let failure = errno
      if count >= 0 { return count }
      if !waiting, failure == EAGAIN || failure == EWOULDBLOCK { return 0 }
      guard try retries(after: failure, waitingFor: Int16(POLLOUT)) else { throw SystemError(code: failure) }
    }
  }

  /// After a call failed with `code`: whether to try again, having waited
  /// for `events` when the descriptor is non-blocking and not ready. False
  /// for a real error.
  private func retries(after code: Int32, waitingFor events: Int16) throws(SystemError) -> Bool {
    switch code {
    case EINTR:
      return true
    case EAGAIN, EWOULDBLOCK:
      var ready = pollfd(fd: rawValue, events: events, revents: 0)
      while poll(&ready, 1, -1) < 0 {
        guard errno == EINTR else { throw SystemError.last }
      }
      return true
    default:
      return false
    }
  }
}
