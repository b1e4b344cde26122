import Foundation
import Testing
@testable import NavAdopt
@testable import NavCommands
@testable import NavSchema
@testable import NavTestSupport

/// `navgen adopt`'s arguments: what parses, each usage error, and how the
/// tool prints them (exit 2 with the command's usage line) and its help.
@Suite("Adopt: arguments and help")
struct AdoptUsageTests {
  func parsed(_ arguments: [String]) -> Invocation? {
    try? ArgumentParser.parse(arguments).get()
  }

  func usageError(_ arguments: [String]) -> String? {
    if case .failure(let error) = ArgumentParser.parse(arguments) { return error.message }
    return nil
  }

  @Test func everyOptionSpelling() {
    #expect(parsed(["adopt", "Sources", "--schemas", "Nav"]) == .adopt(.init(inputs: ["Sources"], schemasDirectory: "Nav")))
    #expect(
      parsed(["adopt", "--schemas=Nav", "A.swift", "B", "--write", "--tca", "1.20.2"])
        == .adopt(.init(inputs: ["A.swift", "B"], schemasDirectory: "Nav", tca: TCARelease("1.20.2"), write: true)))
    #expect(parsed(["adopt", "--schemas", "Nav", "--", "-odd.swift"]) == .adopt(.init(inputs: ["-odd.swift"], schemasDirectory: "Nav")))
    #expect(parsed(["adopt", "."]) == .adopt(.init(inputs: ["."], schemasDirectory: nil)))
    #expect(
      parsed(["adopt", "App", "--navgen-package", "https://example.com/me/NavGen.git", "--navgen-version", "1.2.0-beta.1"])
        == .adopt(.init(
          inputs: ["App"], schemasDirectory: nil,
          navgen: NavGenPackageReference(.url("https://example.com/me/NavGen.git", from: "1.2.0-beta.1")))))
    #expect(
      parsed(["adopt", "App", "--navgen-package", "git@example.com:me/NavGen.git"])
        == .adopt(.init(
          inputs: ["App"], schemasDirectory: nil, navgen: NavGenPackageReference(.url("git@example.com:me/NavGen.git", from: "1.0.0")))))
    #expect(
      parsed(["adopt", "App", "--navgen-package=../NavGen", "--write"])
        == .adopt(.init(inputs: ["App"], schemasDirectory: nil, write: true, navgen: NavGenPackageReference(.path("../NavGen")))))
    #expect(parsed(["adopt", "--help"]) == .help(topic: .adopt))
    #expect(parsed(["help", "adopt"]) == .help(topic: .adopt))
  }

  /// Without --schemas adopt takes a package: NavGen's own release at its URL, by default.
  @Test func aPackageGetsThisReleaseByDefault() throws {
    #expect(Invocation.AdoptOptions.defaultNavGen == NavGenPackageReference(.url("https://github.com/navgen/NavGen.git", from: "1.0.0")))
    #expect(HelpText.version.hasPrefix("navgen \(NavGenRelease.version)\n"))
    // What the README tells users to add by hand is what adopt adds.
    let readme = try String(contentsOf: Repository.url("README.md"), encoding: .utf8)
    #expect(readme.contains(#".package(url: "\#(NavGenRelease.packageURL)", from: "\#(NavGenRelease.version)")"#))
  }

  @Test func eachUsageErrorNamesTheProblem() {
    #expect(usageError(["adopt"]) == "give a package's folder, or Swift files and folders with '--schemas <dir>'")
    #expect(usageError(["adopt", "A", "B"]) == "give one package's folder, or Swift files and folders with '--schemas <dir>'")
    #expect(usageError(["adopt", "App", "--navgen-version", "1.0"]) == "'--navgen-version' needs a version such as 1.0.0, not '1.0'")
    #expect(usageError(["adopt", "App", "--navgen-version", "1.0.0-"]) == "'--navgen-version' needs a version such as 1.0.0, not '1.0.0-'")
    #expect(usageError(["adopt", "App", "--navgen-package", "../NavGen", "--navgen-version", "1.0.0"])
      == "'--navgen-version' is for a URL: a package at a path has no version")
    #expect(usageError(["adopt", "App", "--navgen-package", #"x", "y"#])
      == "'--navgen-package' needs a URL or a path without quotes, backslashes or line breaks")
    #expect(usageError(["adopt", "App", "--navgen-package", ""])
      == "'--navgen-package' needs a URL or a path without quotes, backslashes or line breaks")
    #expect(usageError(["adopt", "App", "--navgen-package", "a", "--navgen-package", "b"]) == "give --navgen-package and --navgen-version once each")
    #expect(usageError(["adopt", "Sources", "--schemas", "Nav", "--navgen-package", "../NavGen"])
      == "--navgen-package and --navgen-version are for adopting a package: give its folder, without --schemas")
    #expect(usageError(["adopt", "Sources", "--schemas", "A", "--schemas", "B"]) == "give the folder for the schemas once: '--schemas <dir>'")
    #expect(usageError(["adopt", "Sources", "--schemas="]) == "the schemas folder name is empty")
    #expect(usageError(["adopt", "Sources", "--schemas"]) == "missing value for '--schemas'")
    #expect(usageError(["adopt", "--schemas", "Nav"]) == "no Swift file or folder given")
    #expect(usageError(["adopt", "-", "--schemas", "Nav"]) == "adopt reads Swift files and folders, not standard input")
    #expect(usageError(["adopt", "", "--schemas", "Nav"]) == "a path is empty")
    #expect(usageError(["adopt", "Sources", "--schemas", "Nav", "--write=yes"]) == "'--write' takes no value")
    #expect(usageError(["adopt", "Sources", "--schemas", "Nav", "--writ"]) == "unknown option '--writ'; did you mean '--write'?")
    #expect(usageError(["adopt", "Sources", "--schemas", "Nav", "-o", "x.json"]) == "unknown option '-o'")
    #expect(usageError(["adopt", "Sources", "--schemas", "Nav", "--tca", "0.9.0"])?.hasPrefix("'--tca': unsupported TCA release '0.9.0'") == true)
    #expect(usageError(["adpot"]) == "unknown command 'adpot'; did you mean 'adopt'?")
  }

  @Test func aUsageErrorExitsTwoWithTheUsageLine() {
    let output = CapturedOutput()
    #expect(output.run(["adopt", "Sources", "--schemas", "A", "--schemas", "B"]) == 2)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.contains("give the folder for the schemas once: '--schemas <dir>'"))
    #expect(output.standardError.contains("""
      usage: navgen adopt <package folder> [--navgen-package <url or path>] [--navgen-version <version>] [--tca <release>] [--write]
             navgen adopt <swift file or folder>... --schemas <dir> [--tca <release>] [--write]
      """))
  }

  @Test func helpDescribesTheCommand() {
    let output = CapturedOutput()
    #expect(output.run(["adopt", "--help"]) == 0)
    #expect(output.standardOutput.contains("usage: navgen adopt"))
    #expect(output.standardOutput.contains("--write"))
    #expect(output.standardOutput.contains("'git apply'"))
    #expect(output.standardOutput.contains("--navgen-package <url or path>"))
    #expect(output.standardOutput.contains("(default: https://github.com/navgen/NavGen.git)"))
    let overview = CapturedOutput()
    #expect(overview.run(["--help"]) == 0)
    #expect(overview.standardOutput.contains("adopt       Move an app onto schemas"))
  }

  /// The tool runs adopt: the patch on standard output, notes on standard
  /// error; with --write, what it did and what is left on standard output.
  @Test func theToolRunsAdopt() throws {
    let directory = try AdoptFixtures.copy("Library")
    let dryRun = CapturedOutput()
    #expect(dryRun.run(["adopt", directory.path("Sources"), "--schemas", directory.path("Sources/Navigation")]) == 1)
    #expect(dryRun.standardOutput.hasPrefix("--- /dev/null\n"))
    #expect(dryRun.standardError.contains("adopt would move 6 @Reducer enums into 3 schema(s)"))
    #expect(!FileManager.default.fileExists(atPath: directory.path("Sources/Navigation")))

    let written = CapturedOutput()
    #expect(written.run(["adopt", directory.path("Sources"), "--schemas", directory.path("Sources/Navigation"), "--write"]) == 1)
    #expect(written.standardOutput.hasPrefix("Adopted 6 @Reducer enums into 3 schema(s)"))
    #expect(written.standardError.hasSuffix("; adopt keeps them in the extension\n"), "\(written.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("Sources/Navigation")).count == 3)

    let again = CapturedOutput()
    #expect(again.run(["adopt", directory.path("Sources"), "--schemas", directory.path("Sources/Navigation")]) == 0)
    #expect(again.standardOutput.isEmpty)
  }
}
