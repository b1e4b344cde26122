#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavSchema
import NavImport
import NavReview
import NavGenerate

/// The parent's side of a child's standard streams: writes the input to
/// `request` while reading `output` and `errors` to their ends, in one
/// `poll(2)` loop. Reading one stream to its end before the other would
/// stall as soon as the child filled the other's pipe and waited for room;
/// writing all the input before reading would stall as soon as the child
/// filled its output pipe before reading the rest of its input.
struct PipeExchange {
  var output: Int32
  var errors: Int32
  /// Nil when the child's standard input is not a pipe from us.
  var request: Int32?

  /// Both streams' bytes. Closes every descriptor it was given.
  func run(feeding input: [UInt8]) throws(SystemError) -> (output: [UInt8], errors: [UInt8]) {
    var watched = [output, errors, request ?? -1].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    watched[2].events = Int16(POLLOUT)
    defer { for entry in watched where entry.fd >= 0 { close(entry.fd) } }
    var collected: [[UInt8]] = [[], []]
    var written = 0
    if let request {
      // Non-blocking, so that a write never waits for the child while its output is not read.
      guard fcntl(request, F_SETFL, fcntl(request, F_GETFL) | O_NONBLOCK) == 0 else { throw SystemError.last }
    }
    try BrokenPipeSignal.blocked { () throws(SystemError) in
      while watched.contains(where: { $0.fd >= 0 }) {
        guard poll(&watched, nfds_t(watched.count), -1) >= 0 else {
          if errno == EINTR { continue }
          throw SystemError.last
        }
        for index in 0..<2 where watched[index].revents != 0 {
          if try !FileDescriptor(rawValue: watched[index].fd).readOnce(appendingTo: &collected[index]) {
            finish(&watched[index])
          }
        }
        if watched[2].revents != 0 {
          if try feed(input, from: &written, to: watched[2].fd) { finish(&watched[2]) }
        }
      }
    }
    return (collected[0], collected[1])
  }

  /// Writes what the pipe takes; true when nothing is left to write, or the
  /// child closed its end without reading the rest (it may exit early).
  private func feed(_ input: [UInt8], from offset: inout Int, to descriptor: Int32) throws(SystemError) -> Bool {
    let written = input.withUnsafeBytes { bytes in
      Result { () throws(SystemError) in
        try FileDescriptor(rawValue: descriptor).writeOnce(UnsafeRawBufferPointer(rebasing: bytes[offset...]), waiting: false)
      }
    }
    switch written {
    case .success(let count):
      offset += count
      return offset == input.count
    case .failure(let error) where error.code == EPIPE:
      return true
    case .failure(let error):
      throw error
    }
  }

  private func finish(_ entry: inout pollfd) {
    close(entry.fd)
    entry.fd = -1
  }
}
