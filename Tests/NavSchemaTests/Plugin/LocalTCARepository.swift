import Foundation

/// A git repository named `swift-composable-architecture` holding a copy of the TCA stand-in
/// (Tests/TCAStandIn), with a tag per release: what a consumer's versioned dependency on TCA
/// resolves against, without a network. SwiftPM names the package after the folder, so its
/// identity and its pins in Package.resolved are TCA's.
struct LocalTCARepository {
  let url: URL

  init(in folder: URL) throws {
    url = folder.appendingPathComponent(Self.name)
    try ConsumerSandbox.copyTree(Repository.url("Tests/TCAStandIn"), to: url)
    try git("init", "-q")
    try git("add", "-A")
    try git("commit", "-q", "-m", "TCA stand-in")
  }

  static let name = "swift-composable-architecture"

  /// Tags the current commit as `release` (SwiftPM reads semantic-version tags as releases).
  func tag(_ release: String) throws {
    try git("tag", release)
  }

  private func git(_ arguments: String...) throws {
    let identity = ["-c", "user.name=NavGen Tests", "-c", "user.email=tests@navgen.invalid", "-c", "commit.gpgsign=false"]
    let result = try ProcessRunner.run(["git", "-C", url.path] + identity + arguments)
    guard result.status == 0 else {
      throw SandboxError("git \(arguments.joined(separator: " ")) failed in \(url.path):\n\(result.log)")
    }
  }
}
