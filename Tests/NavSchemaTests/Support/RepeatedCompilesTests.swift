import Foundation
import Testing
@testable import NavTestSupport

@Suite("Support: repeated compiles run once")
struct RepeatedCompilesTests {
  /// A compile that counts its runs and reports an error in each file, at the path it was given.
  private final class CountingCompiler: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var runs: Int { lock.withLock { count } }

    func compile(_ files: [URL]) -> RepeatedCompiles.Outcome {
      lock.withLock { count += 1 }
      let diagnostics = files.map { "\($0.path):1:1: error: nope\n" }.joined()
      return RepeatedCompiles.Outcome(
        compilation: CompilerResult(ProcessResult(status: 1, standardOutput: "", standardError: diagnostics)),
        paths: files.map(\.path))
    }
  }

  private func write(_ folder: TemporaryDirectory, _ files: [(String, String)]) throws -> [URL] {
    try files.map { name, text in URL(fileURLWithPath: try folder.write(name, text)) }
  }

  @Test func aRepeatRunsOnceAndNamesItsOwnFiles() async throws {
    let repeats = RepeatedCompiles()
    let compiler = CountingCompiler()
    let first = try TemporaryDirectory()
    let second = try TemporaryDirectory()
    let files = [("A.swift", "let a = 1\n"), ("B.swift", "let b = a\n")]
    let firstFiles = try write(first, files)
    let secondFiles = try write(second, files)

    let original = try await repeats.outcome(arguments: ["-typecheck"], files: firstFiles) { compiler.compile(firstFiles) }
    let repeated = try await repeats.outcome(arguments: ["-typecheck"], files: secondFiles) { compiler.compile(secondFiles) }

    #expect(compiler.runs == 1)
    #expect(original.compilation.diagnostics == "\(firstFiles[0].path):1:1: error: nope\n\(firstFiles[1].path):1:1: error: nope\n")
    #expect(repeated.compilation.diagnostics == "\(secondFiles[0].path):1:1: error: nope\n\(secondFiles[1].path):1:1: error: nope\n")
    #expect(repeated.paths == secondFiles.map(\.path))
  }

  @Test func otherBytesNamesOrArgumentsCompileAgain() async throws {
    let repeats = RepeatedCompiles()
    let compiler = CountingCompiler()
    let folder = try TemporaryDirectory()
    let base = try write(folder, [("A.swift", "let a = 1\n")])
    let otherFolder = try TemporaryDirectory()
    let otherBytes = try write(otherFolder, [("A.swift", "let a = 2\n")])
    let otherName = try write(folder, [("C.swift", "let a = 1\n")])
    let cases: [([String], [URL])] = [
      (["-typecheck"], base), (["-typecheck"], otherBytes), (["-typecheck"], otherName), (["-typecheck", "-D", "DEBUG"], base),
      (["-typecheck"], base),
    ]
    for (arguments, files) in cases {
      _ = try await repeats.outcome(arguments: arguments, files: files) { compiler.compile(files) }
    }
    #expect(compiler.runs == 4)
  }
}
