import Foundation

/// Runs each distinct compile once per test process. Many the tests ask for are repeats: releases
/// of different expansion families often write byte-identical code for an example (1.25.0 and
/// 1.25.1 do for six of the seven), and releases with the same API share one stand-in build
/// (`StandInToolchain.shared(presenting:)`), so the same compiler arguments meet the same file
/// names and bytes again. A repeat gets the first run's result, with the first run's file paths
/// in the compiler's output replaced by its own, as if it had run: the compiler is deterministic,
/// and so are the programs the tests build.
struct RepeatedCompiles: Sendable {
  /// What one distinct compile gave.
  struct Outcome: Sendable {
    var compilation: CompilerResult
    /// The program's run, when the compile built one and it succeeded.
    var program: ProgramResult?
    /// The source files' paths in the run that computed it, in argument order.
    var paths: [String]
  }

  private let outcomes = OnceCache<String, Outcome>()

  /// The outcome for `arguments` (the compiler's, without the source files) and `files`, computed
  /// by `compile` the first time these inputs are seen; `files` keep their order.
  func outcome(
    arguments: [String], files: [URL], compile: @escaping @Sendable () async throws -> Outcome
  ) async throws -> Outcome {
    let key = try Self.key(arguments: arguments, files: files)
    let outcome = try await outcomes.value(for: key, compute: compile)
    let paths = files.map(\.path)
    guard outcome.paths != paths else { return outcome }
    let translate = { (text: String) in Self.replacing(outcome.paths, with: paths, in: text) }
    var translated = outcome
    translated.compilation.diagnostics = translate(outcome.compilation.diagnostics)
    translated.program?.standardOutput = translate(outcome.program?.standardOutput ?? "")
    translated.program?.standardError = translate(outcome.program?.standardError ?? "")
    translated.paths = paths
    return translated
  }

  /// The arguments, then each file's name and bytes, as one hash: every input the compiler reads
  /// but the stand-in's modules, which the arguments name by their build folder.
  private static func key(arguments: [String], files: [URL]) throws -> String {
    var bytes: [UInt8] = []
    for argument in arguments { bytes += Array(argument.utf8) + [0] }
    for file in files {
      let contents = try Data(contentsOf: file)
      bytes += [1] + Array(file.lastPathComponent.utf8) + [0] + Array("\(contents.count)".utf8) + [0] + Array(contents)
    }
    return "\(StableHash.of(bytes))-\(bytes.count)"
  }

  /// `text` with each of `old` replaced by the path at the same place in `new`, longest first
  /// so a path is never replaced inside a longer one.
  private static func replacing(_ old: [String], with new: [String], in text: String) -> String {
    zip(old, new).sorted { $0.0.count > $1.0.count }.reduce(text) { text, pair in
      text.replacingOccurrences(of: pair.0, with: pair.1)
    }
  }
}
