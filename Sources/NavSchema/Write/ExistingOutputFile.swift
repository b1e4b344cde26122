#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file already at an output's path, read to decide what to do with it:
/// whether it holds exactly the new contents (then it is left untouched), and
/// whether it starts with NavGen's header (else it is never replaced). It is
/// read a chunk at a time and compared with the new contents piece by piece:
/// generated files reach tens of megabytes, and neither the old nor the new
/// one is held whole in memory for the comparison.
struct ExistingOutputFile: ~Copyable {
  private let descriptor: Int32

  /// Opens the file for reading; nil when it cannot be read.
  init?(path: String) {
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
  }

  deinit {
    close(descriptor)
  }

  /// The most read at once, and the size of the buffer it is read into.
  private static let chunkSize = 1 << 20

  /// Whether the file's bytes are exactly `contents`; nil when it cannot be read.
  func holds(_ contents: some OutputContents) -> Bool? {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    // A file of another size differs: nothing is read.
    guard Int(status.st_size) == contents.utf8Count else { return false }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
    defer { buffer.deallocate() }
    var offset = 0
    var readFailed = false
    let equal = contents.forEachPiece { piece in
      var compared = 0
      while compared < piece.count {
        let length = min(Self.chunkSize, piece.count - compared)
        guard let count = read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<length]), at: offset) else {
          readFailed = true
          return false
        }
        // Shorter than asked: the file shrank while it was read.
        guard count == length, memcmp(buffer.baseAddress!, piece.baseAddress! + compared, length) == 0 else {
          return false
        }
        compared += length
        offset += length
      }
      return true
    }
    return readFailed ? nil : equal
  }

  /// Whether the file starts with `prefix`; nil when it cannot be read.
  func starts(with prefix: String) -> Bool? {
    let expected = Array(prefix.utf8)
    var start = [UInt8](repeating: 0, count: expected.count)
    guard let count = start.withUnsafeMutableBytes({ read(into: $0, at: 0) }) else { return nil }
    return count == expected.count && start == expected
  }

  /// Fills `buffer` from `offset` on, short only at the end of the file;
  /// returns how many bytes it read, or nil on an error.
  private func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int? {
    var filled = 0
    while filled < buffer.count {
      let count = pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(offset + filled))
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { break }
      filled += count
    }
    return filled
  }
}
