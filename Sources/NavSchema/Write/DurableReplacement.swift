#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Replaces a file's content so that, whenever the process or the machine
/// stops, the file holds either all of its old content or all of its new
/// content: the bytes go to a locked temporary beside it (see
/// `TemporaryOutputFile`), are flushed to disk with `fsync`, and only then
/// renamed over the target; the folder is flushed after the rename so the
/// new name survives a power loss too.
enum DurableReplacement {
  /// Why a step failed, in `strerror`'s words.
  struct Failure: Error {
    var reason: String
  }

  static func replace(_ target: URL, with contents: some OutputContents) throws(Failure) {
    let temporary = TemporaryOutputFile.name(for: target)
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw lastError() }
    defer { close(descriptor) }
    do throws(Failure) {
      guard flock(descriptor, LOCK_EX) == 0 else { throw lastError() }
      try writeAll(contents, to: descriptor)
      guard fsync(descriptor) == 0 else { throw lastError() }
      // rename(2) replaces the target in one step; the lock is held until the descriptor closes.
      guard rename(temporary.path, target.path) == 0 else { throw lastError() }
    } catch {
      unlink(temporary.path)
      throw error
    }
    flushFolder(of: target)
  }

  /// The most one `write(2)` is given. Measured on ext4: one 66 MB write
  /// sometimes stalls for 0.3-0.5 s in the kernel, the same bytes in 1 MiB
  /// pieces never take more than 0.03 s (`Benchmarks/speed.py`).
  private static let chunkSize = 1 << 20

  /// Writes every piece of `contents` in turn.
  package static func writeAll(_ contents: some OutputContents, to descriptor: Int32) throws(Failure) {
    var failure: Failure?
    _ = contents.forEachPiece { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, min(chunkSize, bytes.count - offset))
        if written < 0 {
          if errno == EINTR { continue }
          failure = lastError()
          return false
        }
        offset += written
      }
      return true
    }
    if let failure { throw failure }
  }

  /// Makes the rename itself durable. Some file systems cannot `fsync` a
  /// folder; the content is already complete on disk then, so that is not an error.
  private static func flushFolder(of target: URL) {
    let folder = open(target.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { return }
    fsync(folder)
    close(folder)
  }

  private static func lastError() -> Failure {
    Failure(reason: String(cString: strerror(errno)))
  }
}
