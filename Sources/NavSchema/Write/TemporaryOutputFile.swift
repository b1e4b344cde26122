#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The temporary file a target's new content is written to before it is
/// renamed over the target: `.<target name>.navgen-<UUID>` in the target's
/// folder (a rename is atomic only within one file system).
///
/// Its writer holds an exclusive `flock` on it from creation to rename, and
/// the kernel drops that lock when the writer dies, however it dies. So a
/// temporary that nobody holds was left by an interrupted run, and the next
/// run for the same target removes it; a concurrent run's is left alone.
enum TemporaryOutputFile {
  static let marker = ".navgen-"

  /// A new, unused name for a temporary of `target`.
  static func name(for target: URL) -> URL {
    target.deletingLastPathComponent()
      .appendingPathComponent(".\(target.lastPathComponent)\(marker)\(UUID().uuidString)")
  }

  /// Whether `fileName` is one of `targetName`'s temporaries, and nothing else.
  static func isTemporary(_ fileName: String, of targetName: String) -> Bool {
    let prefix = ".\(targetName)\(marker)"
    guard fileName.hasPrefix(prefix) else { return false }
    let suffix = fileName.dropFirst(prefix.count)
    return suffix.count == 36 && UUID(uuidString: String(suffix)) != nil
  }

  /// Removes the temporaries of `target` that no running writer holds.
  static func removeStale(of target: URL) {
    let folder = target.deletingLastPathComponent()
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names where isTemporary(name, of: target.lastPathComponent) {
      let path = folder.appendingPathComponent(name).path
      let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
      guard descriptor >= 0 else { continue }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
      close(descriptor)
    }
  }
}
