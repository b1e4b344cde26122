import NavSchema
import NavImport
import NavReview
import NavGenerate

/// Runs git in a directory and returns what it printed, or git's message.
/// Every git input of NavGen goes through it: `git show` for a file at a
/// revision, `git cat-file` and `git ls-tree` for a folder at a revision.
struct GitRunner {
  var currentDirectory: String?
  /// The program run as git, looked up on `PATH`; tests name a missing one.
  var program = "git"

  /// What went wrong running git (or another program the inputs need), in its words.
  struct Failure: Error {
    var message: String
    init(_ message: String) { self.message = message }
  }

  /// `<rev>:<path>` as git reads it. Git takes a path starting with `./` or
  /// `../` as relative to where it runs, but a bare `.` or `..` as a name
  /// at the top of the tree, which none has: `HEAD:.` means `HEAD:./`.
  static func objectName(_ revision: String, _ path: String) -> String {
    "\(revision):\(path == "." || path == ".." ? path + "/" : path)"
  }

  /// `git show <rev>:<path>`: the blob's bytes.
  func blob(revision: String, path: String) -> Result<[UInt8], Failure> {
    run(["show", Self.objectName(revision, path)], revision: revision)
  }

  /// `blob`, `tree`, or git's message when `<rev>:<path>` names nothing.
  func objectType(revision: String, path: String) -> Result<String, Failure> {
    run(["cat-file", "-t", Self.objectName(revision, path)], revision: revision)
      .map { String(decoding: $0, as: UTF8.self).trimmingWhitespace() }
  }

  /// The files under the folder `<rev>:<path>`, relative to it, in git's order.
  func filesInTree(revision: String, path: String) -> Result<[String], Failure> {
    run(["ls-tree", "-r", "-z", "--full-tree", "--name-only", Self.objectName(revision, path)], revision: revision).map { output in
      output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// The contents of many blobs with one `git cat-file --batch`, in the order
  /// asked; nil for a name git does not find.
  func blobs(_ objectNames: [String], revision: String) -> Result<[[UInt8]?], Failure> {
    let request = Array(objectNames.map { $0 + "\n" }.joined().utf8)
    return run(["cat-file", "--batch"], revision: revision, input: request).flatMap { output in
      Self.parseBatch(output, count: objectNames.count).map { .success($0) } ?? .failure(Failure("unexpected output from git cat-file"))
    }
  }

  /// `<id> <type> <size>\n<contents>\n` per object, or `<name> missing\n`.
  static func parseBatch(_ output: [UInt8], count: Int) -> [[UInt8]?]? {
    var results: [[UInt8]?] = []
    var index = 0
    while results.count < count {
      guard let end = output[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      let header = String(decoding: output[index..<end], as: UTF8.self).split(separator: " ")
      index = end + 1
      guard header.count == 3, let size = Int(header[2]) else {
        results.append(nil)
        continue
      }
      guard index + size <= output.count else { return nil }
      results.append(Array(output[index..<(index + size)]))
      index += size + 1
    }
    return results
  }

  private func run(_ arguments: [String], revision: String, input: [UInt8]? = nil) -> Result<[UInt8], Failure> {
    // A revision starting with `-` would reach git as an option.
    guard !revision.hasPrefix("-") else {
      return .failure(Failure("a revision must not start with '-'"))
    }
    // `-C` runs git as if started in that folder; `posix_spawn` has no portable way to set the child's.
    let folder = currentDirectory.map { ["-C", $0] } ?? []
    // Through `env`, which finds git on `PATH` and says so when it is missing.
    let git = ChildProcess(executablePath: "/usr/bin/env", arguments: [program] + folder + arguments, input: input)
    let outcome: ChildProcess.Outcome
    do {
      outcome = try git.run()
    } catch {
      return .failure(Failure("cannot run git: \(error)"))
    }
    guard outcome.status == 0 else {
      let text = String(decoding: outcome.standardError, as: UTF8.self).trimmingWhitespace()
      return .failure(Failure(text.isEmpty ? "git exited with status \(outcome.status)" : text))
    }
    return .success(outcome.standardOutput)
  }
}
