import Foundation
import Testing
@testable import NavCommands
@testable import NavTestSupport

/// `GitRunner` itself: what a missing git says, and many blobs at once (a
/// large request on git's standard input, a large answer on its output).
@Suite("Diff: running git")
struct GitRunnerTests {
  /// `env` finds no such program and says so; that message is the failure's,
  /// as with Foundation's `Process` before. Needs no git.
  @Test func aMissingGitSaysSo() throws {
    let runner = GitRunner(currentDirectory: nil, program: "navgen-test-no-such-git")
    for result in [runner.blob(revision: "HEAD", path: "a.json").map { _ in () }, runner.blobs(["HEAD:a"], revision: "HEAD").map { _ in () }] {
      guard case .failure(let failure) = result else {
        Issue.record("a missing git succeeded")
        continue
      }
      #expect(failure.message.contains("navgen-test-no-such-git"))
      #expect(failure.message.hasSuffix("No such file or directory"))
    }
  }

  @Test(.requires(.git)) func manyBlobsInOneBatch() throws {
    let directory = try TemporaryDirectory()
    try #require(try directory.git("init", "-q") == 0)
    let names = (0..<400).map { "Sources/File\($0).swift" }
    for (index, name) in names.enumerated() {
      try directory.write(name, String(repeating: "// line \(index)\n", count: 500))
    }
    try #require(try directory.git("add", "-A") == 0)
    try #require(try directory.git("commit", "-q", "-m", "files") == 0)
    let runner = GitRunner(currentDirectory: directory.path)
    let blobs = try runner.blobs(names.map { "HEAD:\($0)" } + ["HEAD:Missing.swift"], revision: "HEAD").get()
    #expect(blobs.count == names.count + 1)
    for index in [0, 199, 399] {
      #expect(blobs[index] == Array(String(repeating: "// line \(index)\n", count: 500).utf8))
    }
    #expect(blobs.dropLast().allSatisfy { $0 != nil } && blobs.last == .some(nil))
  }

  /// git runs as if started in `currentDirectory`: `<rev>:./path` is relative to it.
  @Test(.requires(.git)) func revisionPathsRelativeToTheCurrentDirectory() throws {
    let directory = try TemporaryDirectory()
    try #require(try directory.git("init", "-q") == 0)
    try directory.write("App/App.navgen.json", "v1")
    try #require(try directory.git("add", "-A") == 0)
    try #require(try directory.git("commit", "-q", "-m", "v1") == 0)
    let runner = GitRunner(currentDirectory: directory.path + "/App")
    #expect(try runner.blob(revision: "HEAD", path: "./App.navgen.json").get() == Array("v1".utf8))
    #expect(try runner.objectType(revision: "HEAD", path: "./").get() == "tree")
  }
}
