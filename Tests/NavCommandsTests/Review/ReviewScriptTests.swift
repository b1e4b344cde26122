import Foundation
import Testing
@testable import NavTestSupport

/// `Scripts/navgen-review.sh`, the shell part of the review action, run against a fake `gh`
/// (`Tests/ReviewWorkflow/gh`, comments as files) in a git repository made under the temp dir.
@Suite("Review workflow: the comment script", .requires(.git))
struct ReviewScriptTests {
  static let marker = "<!-- navgen-review -->"

  /// A repository whose `App/Navigation` holds `old` in its one commit and `new` in the working
  /// tree, a human's comment already on the pull request, and the fake `gh` first on `PATH`.
  final class Sandbox {
    let directory: TemporaryDirectory
    var repository: URL { directory.url.appendingPathComponent("repo") }

    init(old: String, new: String, base files: [String: String] = [:]) throws {
      directory = try TemporaryDirectory()
      let inputs = "Tests/Golden/diff/inputs/"
      let schema = "repo/App/Navigation/App.navgen.json"
      try directory.write(schema, try String(contentsOf: Repository.url(inputs + old), encoding: .utf8))
      for (path, contents) in files { try directory.write("repo/" + path, contents) }
      try directory.write("state/comments/1000", "Looks good to me.\n")
      try FileManager.default.createDirectory(
        at: directory.url.appendingPathComponent("bin"), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: Repository.url("Tests/ReviewWorkflow/gh"), to: directory.url.appendingPathComponent("bin/gh"))
      try git("init", "-q")
      try git("add", "-A")
      try git("commit", "-q", "-m", "base")
      try directory.write(schema, try String(contentsOf: Repository.url(inputs + new), encoding: .utf8))
    }

    func git(_ arguments: String...) throws {
      let identity = [
        "git", "-c", "user.name=NavGen Tests", "-c", "user.email=tests@navgen.invalid", "-c", "commit.gpgsign=false",
      ]
      let result = try ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/env"), identity + arguments, in: repository)
      try #require(result.status == 0, "\(result.standardError)")
    }

    /// Runs the script in the repository; `navgen` is the one SwiftPM built unless given.
    func review(_ arguments: [String] = [], navgen: String? = nil, environment extra: [String: String] = [:]) throws
      -> ProcessResult
    {
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = directory.path("bin") + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
      environment["FAKE_GH_STATE"] = directory.path("state")
      environment["FAKE_GH_REPO"] = "team/app"
      environment["FAKE_GH_PR"] = "42"
      environment["GITHUB_REPOSITORY"] = "team/app"
      environment["GITHUB_STEP_SUMMARY"] = directory.path("summary.md")
      environment.merge(extra) { _, new in new }
      let script = Repository.url("Scripts/navgen-review.sh").path
      return try ProcessRunner.run(
        URL(fileURLWithPath: "/bin/bash"),
        [script, "--base", "HEAD", "--schemas", "App/Navigation", "--pr", "42", "--navgen", navgen ?? ProcessRunner.navgen.path]
          + arguments,
        in: repository, environment: environment)
    }

    /// The comments on the pull request by id.
    func comments() throws -> [String: String] {
      let folder = directory.path("state/comments")
      var comments: [String: String] = [:]
      for id in try FileManager.default.contentsOfDirectory(atPath: folder) {
        comments[id] = try String(contentsOfFile: folder + "/" + id, encoding: .utf8)
      }
      return comments
    }

    func calls() throws -> [String] {
      try directory.read("state/calls").split(separator: "\n").map { String($0.split(separator: " ").prefix(3).joined(separator: " ")) }
    }

    /// A `navgen` that prints a one-line report and exits with `status`.
    func fakeNavgen(exitingWith status: Int32) throws -> String {
      let path = try directory.write(
        "fake-navgen", "#!/bin/sh\nprintf '### Navigation changes\\n\\nfake report\\n'\nexit \(status)\n")
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
      return path
    }
  }

  @Test func firstRunCreatesTheCommentAndTheSecondUpdatesIt() throws {
    let sandbox = try Sandbox(old: "App-v1.navgen.json", new: "App-v2.navgen.json")
    let first = try sandbox.review()
    #expect(first.status == 1, "\(first.standardError)")
    var comments = try sandbox.comments()
    #expect(comments.keys.sorted() == ["1000", "1001"])
    let created = try #require(comments["1001"])
    #expect(created.hasPrefix(Self.marker + "\n### Navigation changes\n"))
    #expect(created.contains("| Change | Enum | Case | Class | Why |"))
    #expect(created.contains("```mermaid\n---\n"))
    #expect(created.contains("\nflowchart "))
    #expect(created.hasSuffix("_navgen diff: breaking (exit code 1); this check fails on 1, 3, 4._\n"))
    #expect(try sandbox.directory.read("summary.md") == created)

    // The pull request is pushed again, now with no navigation change: same comment, edited.
    try sandbox.git("checkout", "--", "App/Navigation/App.navgen.json")
    let second = try sandbox.review()
    #expect(second.status == 0, "\(second.standardError)")
    comments = try sandbox.comments()
    #expect(comments.keys.sorted() == ["1000", "1001"])
    #expect(comments["1001"] == Self.marker + "\n### Navigation changes\n\nNo navigation changes.\n")
    #expect(comments["1000"] == "Looks good to me.\n")
    #expect(
      try sandbox.calls() == [
        "api repos/team/app/issues/42/comments --paginate", "api --method POST",
        "api repos/team/app/issues/42/comments --paginate", "api --method PATCH",
      ])
  }

  @Test func persistedStateFailsTheCheckWithThree() throws {
    let sandbox = try Sandbox(old: "Persisted-v1.navgen.json", new: "Persisted-v2.navgen.json")
    let result = try sandbox.review(["--fail-on", "3"])
    #expect(result.status == 3, "\(result.standardError)")
    let comment = try #require(try sandbox.comments()["1001"])
    #expect(comment.contains("breaks persisted state"))
    #expect(comment.hasSuffix("_navgen diff: breaks persisted state (exit code 3); this check fails on 3._\n"))
  }

  /// Each navgen exit code against each choice of the team: the check fails with the code
  /// when the team listed it, and the comment is posted either way.
  @Test(arguments: [Int32(0), 1, 3, 4])
  func exitCodesMapAsDocumented(status: Int32) throws {
    let meanings: [Int32: String] = [1: "breaking", 3: "breaks persisted state", 4: "breaks links (deep links)"]
    for failOn in ["1,3,4", "3,4", ""] {
      let sandbox = try Sandbox(old: "App-v1.navgen.json", new: "App-v1.navgen.json")
      let result = try sandbox.review(["--fail-on", failOn], navgen: try sandbox.fakeNavgen(exitingWith: status))
      let listed = failOn.split(separator: ",").contains(Substring(String(status)))
      #expect(result.status == (listed ? status : 0), "navgen \(status), --fail-on '\(failOn)'")
      let comment = try #require(try sandbox.comments()["1001"])
      #expect(comment.hasPrefix(Self.marker + "\n### Navigation changes\n\nfake report\n"))
      if let meaning = meanings[status] {
        #expect(comment.contains("_navgen diff: \(meaning) (exit code \(status)); this check \(listed ? "fails on" : "does not fail on it")"))
      } else {
        #expect(!comment.contains("_navgen diff"))
      }
    }
  }

  /// The site file the base commit holds: a renamed literal it no longer opens breaks links (4),
  /// and the comment names the published pattern.
  @Test func theSiteAssociationInputReadsTheBaseCommitsFile() throws {
    let path = "Site/recetario.example/.well-known/apple-app-site-association"
    let schema = Repository.url("Tests/Golden/diff/inputs/Links-v1.navgen.json").path
    let published = try ProcessRunner.run(
      ProcessRunner.navgen, ["links", schema, "--format", "apple-app-site-association", "--app-id", "ABCDE12345.com.example.recetario"])
    try #require(published.status == 0, "\(published.standardError)")
    let sandbox = try Sandbox(old: "Links-v1.navgen.json", new: "Links-v1.navgen.json", base: [path: published.standardOutput])
    try sandbox.directory.write(
      "repo/App/Navigation/App.navgen.json",
      try String(contentsOfFile: schema, encoding: .utf8).replacingOccurrences(of: "comentarios/{pagina: Int}", with: "opiniones/{pagina: Int}"))
    // The working tree's file is already regenerated; the base commit's is the one published.
    try sandbox.directory.write("repo/" + path, "{}")
    let result = try sandbox.review(["--site-association", path])
    #expect(result.status == 4, "\(result.standardError)")
    let comment = try #require(try sandbox.comments()["1001"])
    #expect(comment.contains("published pattern no longer matches"), "\(comment)")
    #expect(comment.contains("/app/receta/?*/comentarios/?*"), "\(comment)")
    let named = try sandbox.review(["--site-association", "recetario.example=" + path, "--fail-on", ""])
    #expect(named.status == 0, "\(named.standardError)")
    #expect(try sandbox.comments()["1001"]?.contains("published pattern no longer matches") == true)
  }

  @Test func navgenThatCannotCompareFailsWithTwoAndSaysWhy() throws {
    let sandbox = try Sandbox(old: "App-v1.navgen.json", new: "App-v2.navgen.json")
    #expect(try sandbox.review(["--fail-on", ""]).status == 0)
    let unknown = try sandbox.review(["--base", "no-such-revision", "--fail-on", ""])
    #expect(unknown.status == 2)
    let comment = try #require(try sandbox.comments()["1001"])
    #expect(comment.contains("navgen could not compare `no-such-revision:App/Navigation` with `App/Navigation` (exit code 2):"))
    #expect(try sandbox.comments().count == 2)
  }

  @Test func aFailingGitHubExitsSixtyNine() throws {
    let sandbox = try Sandbox(old: "App-v1.navgen.json", new: "App-v2.navgen.json")
    let result = try sandbox.review(environment: ["FAKE_GH_FAIL": "1"])
    #expect(result.status == 69)
    #expect(result.standardError.contains("could not read the comments of team/app#42"))
  }

  @Test(arguments: [
    (["--pr", "x"], "--pr <number>"), (["--fail-on", "breaking"], "--fail-on takes exit codes"),
    (["--what"], "unknown argument '--what'"), (["--repo", "no slash"], "--repo owner/name"),
  ])
  func wrongArgumentsExitSixtyFour(arguments: [String], message: String) throws {
    let sandbox = try Sandbox(old: "App-v1.navgen.json", new: "App-v2.navgen.json")
    let result = try sandbox.review(arguments)
    #expect(result.status == 64)
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(try sandbox.comments().count == 1)
  }
}
