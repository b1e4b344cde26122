import Foundation
import Testing
@testable import NavSchema

/// Random valid schemas go through the whole pipeline (JSON text, `SchemaLoader`,
/// `SwiftGenerator` in the expanded form) and must type-check against the TCA stand-in with
/// their support declarations, with no error and no warning. The schemas are type-checked in
/// batches (one `swiftc -typecheck` for many schemas, each with its own name prefix), half of
/// the batches with `-D DEBUG` so that both sides of `#if DEBUG` compile.
@Suite("Random schemas compile")
struct RandomSchemaCompileTests {
  static let schemaCount = 240
  static let batchSize = 30
  /// Failures reported in full (diagnostics and JSON); further ones are only named.
  static let detailedFailures = 5
  /// `NAVGEN_KEEP_RANDOM_SCHEMAS=1` keeps the generated and support files of a passing run.
  static let keepVariable = "NAVGEN_KEEP_RANDOM_SCHEMAS"

  private struct Prepared: Sendable {
    var schema: RandomSchema
    var json: String
    var files: [URL]
  }

  @Test("240 random schemas type-check with no error and no warning")
  func randomSchemasCompile() throws {
    let started = ContinuousClock.now
    let toolchain = try StandInToolchain.shared()
    let generator = RandomSchemaGenerator(seed: try RandomSchemaReport.seed())
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("navgen-random-schemas-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var failures: [Failure] = []

    var prepared: [Prepared] = []
    var generatedLines = 0
    for index in 0..<Self.schemaCount {
      let schema = generator.schema(at: index)
      let json = RandomSchemaJSON.text(of: schema)
      let loaded = SchemaLoader.load(contents: Array(json.utf8), fileName: schema.fileName)
      guard let model = loaded.schema, loaded.diagnostics.isEmpty else {
        let diagnostics = loaded.diagnostics.map { "\($0)" }.joined(separator: "\n")
        failures.append(Failure(schema, "does not load cleanly:\n\(diagnostics)", json: json))
        continue
      }
      let mismatches = RandomSchemaExpectations.mismatches(schema, model)
      if !mismatches.isEmpty {
        failures.append(Failure(schema, "loads differently:\n" + mismatches.joined(separator: "\n"), json: json))
      }
      let generated = SwiftGenerator.generate(model, expandMacros: true)
      generatedLines += generated.split(separator: "\n", omittingEmptySubsequences: false).count
      let files = [
        directory.appendingPathComponent("\(schema.prefix).generated.swift"),
        directory.appendingPathComponent("\(schema.prefix).support.swift"),
      ]
      try Data(generated.utf8).write(to: files[0])
      try Data(RandomSchemaSupport.source(for: schema).utf8).write(to: files[1])
      prepared.append(Prepared(schema: schema, json: json, files: files))
    }

    let batches = stride(from: 0, to: prepared.count, by: Self.batchSize).map {
      Array(prepared[$0..<min($0 + Self.batchSize, prepared.count)])
    }
    let results = try Self.typecheckConcurrently(batches, toolchain: toolchain)
    for (batchIndex, (batch, result)) in zip(batches, results).enumerated() {
      failures += Self.failures(in: result, batch: batch, batchIndex: batchIndex)
    }

    print(
      "RandomSchemaCompileTests: \(prepared.count) random schemas (\(generatedLines) lines of generated Swift) "
        + "loaded, generated and type-checked in \(batches.count) batches; wall time "
        + "\(Self.seconds(ContinuousClock.now - started)) (seed \(RandomSchemaReport.hex(generator.seed)); "
        + "stand-in build \(Self.seconds(toolchain.buildDuration)), once per test process)")

    for failure in failures.prefix(Self.detailedFailures) {
      Issue.record(Comment(rawValue: failure.title + ": " + failure.detail))
    }
    if failures.count > Self.detailedFailures {
      let others = failures.dropFirst(Self.detailedFailures).map(\.title)
      Issue.record(Comment(rawValue: "\(others.count) more failures:\n" + others.joined(separator: "\n")))
    }
    if !failures.isEmpty {
      Issue.record(Comment(rawValue: "generated and support files kept in \(directory.path)"))
    } else if ProcessInfo.processInfo.environment[Self.keepVariable] == "1" {
      print("RandomSchemaCompileTests: files kept in \(directory.path)")
    } else {
      try? FileManager.default.removeItem(at: directory)
    }
  }

  /// Type-checks the batches side by side, one `swiftc` per core; odd batches with `-D DEBUG`.
  private static func typecheckConcurrently(
    _ batches: [[Prepared]], toolchain: StandInToolchain
  ) throws -> [CompilerResult] {
    let results = BatchResults(count: batches.count)
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, batches.count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for batchIndex in stride(from: worker, to: batches.count, by: workers) {
        let files = batches[batchIndex].flatMap(\.files)
        let defines = batchIndex.isMultiple(of: 2) ? [] : ["DEBUG"]
        results.set(batchIndex, Result { try toolchain.typecheck(files: files, defines: defines) })
      }
    }
    return try results.all.map { try $0.get() }
  }

  /// One failure per schema whose files the compiler complained about, with its diagnostics
  /// and JSON; the whole output when the compiler failed without naming a schema's file.
  private static func failures(in result: CompilerResult, batch: [Prepared], batchIndex: Int) -> [Failure] {
    let problems = CompilerOutput(result.diagnostics).problemsByFile()
    var failures: [Failure] = []
    var attributed = 0
    for prepared in batch {
      let paths = Set(prepared.files.map(\.path))
      let mine = problems.filter { file, _ in file.map(paths.contains) ?? false }.flatMap(\.value)
      guard !mine.isEmpty else { continue }
      attributed += mine.count
      let defines = batchIndex.isMultiple(of: 2) ? "without -D DEBUG" : "with -D DEBUG"
      failures.append(
        Failure(
          prepared.schema, "does not type-check cleanly (\(defines)):\n" + mine.joined(separator: "\n"),
          json: prepared.json))
    }
    let total = problems.values.reduce(0) { $0 + $1.count }
    if attributed < total || (!result.succeeded && attributed == 0) {
      failures.append(
        Failure(
          title: "batch \(batchIndex) (random schemas \(batch.map(\.schema.index)))",
          detail: "compiler exit status \(result.exitStatus):\n" + result.diagnostics))
    }
    return failures
  }

  private struct Failure {
    var title: String
    var detail: String

    init(title: String, detail: String) {
      self.title = title
      self.detail = detail
    }

    init(_ schema: RandomSchema, _ problem: String, json: String) {
      title = RandomSchemaReport.title(schema)
      detail = "\(problem)\n--- \(schema.fileName) ---\n\(json)"
    }
  }

  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.1f s", Double(seconds) + Double(attoseconds) / 1e18)
  }
}

/// Results written by concurrent workers, each into its own slot.
private final class BatchResults: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<CompilerResult, any Error>?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ result: Result<CompilerResult, any Error>) {
    lock.withLock { slots[index] = result }
  }

  var all: [Result<CompilerResult, any Error>] {
    lock.withLock { slots.map { $0! } }
  }
}
