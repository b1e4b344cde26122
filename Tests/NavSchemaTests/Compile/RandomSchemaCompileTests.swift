import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// Random valid schemas go through the whole pipeline (JSON text, `SchemaLoader`,
/// `SwiftGenerator`) and must type-check against the TCA stand-in with their support
/// declarations, with no error and no warning, in every release family and in both forms (the
/// macro form with the stand-in's macro plugin): each schema is loaded for the family's oldest
/// release (`CompileReleases.representatives`, as `--tca` would) and its output type-checked
/// against that release's stand-in. In the expanded form the newest family checks
/// `latestFamilySchemaCount` schemas and every other family the first `otherFamilySchemaCount`
/// of the same ones; the macro form checks the first `macroFormSchemaCount` in every family. The
/// counts are the suite's budget on two cores: the first 120 already hold every shape of the
/// format at least five times (`RandomSchemaGeneratorTests.coverage`), the macro form's members
/// are the expanded form's (`ExpansionsAgainstStandInTests`), and `NAVGEN_RANDOM_SEED` runs as
/// many other schemas as a developer wants. A schema a release refuses (a shape its macro cannot expand) is counted and
/// replaced by the next one; one whose code and support an earlier family with the same stand-in
/// build (releases with one API share it) already type-checked, byte for byte and with the same
/// conditions, is counted and not type-checked again. The schemas are type-checked in batches (one `swiftc -typecheck`
/// for many schemas, each with its own name prefix), half of each family's batches with
/// `-D DEBUG` so that both sides of `#if DEBUG` compile.
@Suite("Random schemas compile")
struct RandomSchemaCompileTests {
  static let latestFamilySchemaCount = 120
  static let otherFamilySchemaCount = 40
  static let macroFormSchemaCount = 20
  static let batchSize = 30
  /// Failures reported in full (diagnostics and JSON); further ones are only named.
  static let detailedFailures = 5
  /// `NAVGEN_KEEP_RANDOM_SCHEMAS=1` keeps the generated and support files of a passing run.
  static let keepVariable = "NAVGEN_KEEP_RANDOM_SCHEMAS"

  private struct Prepared: Sendable {
    var schema: RandomSchema
    var json: String
    var files: [URL]
    /// `-D DEBUG` or none: every other `batchSize` schemas of a family take it.
    var defines: [String]
  }

  /// Schemas of one family type-checked by one `swiftc`.
  private struct Batch: Sendable {
    var release: TCARelease
    var form: OutputForm
    var toolchain: StandInToolchain
    var schemas: [Prepared]
    var defines: [String]
  }

  /// What one family's part of the run did, for the printed summary.
  private struct FamilyRun {
    var release: TCARelease
    var compiled = 0
    var refused = 0
    /// Schemas whose code and support an earlier family with the same stand-in build already
    /// type-checked with the same conditions, byte for byte: not type-checked again.
    var repeated = 0
    var generatedLines = 0
  }

  static func schemaCount(for release: TCARelease, form: OutputForm) -> Int {
    switch form {
    case .expanded: release.family == ExpansionFamily.latest ? latestFamilySchemaCount : otherFamilySchemaCount
    // The hand-written form is not among `allCases`: it has tests of its own.
    case .macro, .handWritten: macroFormSchemaCount
    }
  }

  // One form at a time: each already runs one `swiftc` per core.
  @Test(
    "random schemas type-check in every release family with no error and no warning", .serialized,
    arguments: OutputForm.allCases)
  func randomSchemasCompile(form: OutputForm) async throws {
    let started = ContinuousClock.now
    let generator = RandomSchemaGenerator(seed: try RandomSchemaReport.seed())
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("navgen-random-schemas-\(UUID().uuidString)", isDirectory: true)
    var failures: [Failure] = []
    var batches: [Batch] = []
    var runs: [FamilyRun] = []
    // Families often write the same code for a schema, and releases with one API share a
    // stand-in build (1.25.3 and 1.25.5): what one family type-checked, another need not.
    var checked: Set<String> = []

    for release in CompileReleases.representatives {
      let toolchain = try await StandInToolchain.shared(presenting: release.version)
      let folder = directory.appendingPathComponent("\(form.rawValue)/\(release.version)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      var run = FamilyRun(release: release)
      var prepared: [Prepared] = []
      // Schemas the release refuses are replaced by the next ones, up to a limit.
      let target = Self.schemaCount(for: release, form: form)
      for index in 0..<(target * 4) where prepared.count < target {
        let schema = generator.schema(at: index)
        let json = RandomSchemaJSON.text(of: schema)
        let loaded = SchemaLoader.load(contents: Array(json.utf8), fileName: schema.fileName, tcaOverride: release)
        if CompileReleases.refusal(loaded, release: release) != nil {
          run.refused += 1
          continue
        }
        guard let model = loaded.schema, loaded.diagnostics.isEmpty else {
          let diagnostics = loaded.diagnostics.map { "\($0)" }.joined(separator: "\n")
          failures.append(Failure(schema, release, "does not load cleanly:\n\(diagnostics)", json: json))
          continue
        }
        let mismatches = RandomSchemaExpectations.mismatches(schema, model)
        if !mismatches.isEmpty {
          failures.append(Failure(schema, release, "loads differently:\n" + mismatches.joined(separator: "\n"), json: json))
        }
        let generated = SwiftGenerator.generate(model, expandMacros: form.expandsMacros)
        let support = RandomSchemaSupport.source(for: schema, family: release.family)
        let defines = (prepared.count / Self.batchSize).isMultiple(of: 2) ? [String]() : ["DEBUG"]
        run.compiled += 1
        run.generatedLines += generated.split(separator: "\n", omittingEmptySubsequences: false).count
        guard checked.insert([toolchain.release, defines.joined(), generated, support].joined(separator: "\u{0}")).inserted else {
          run.repeated += 1
          prepared.append(Prepared(schema: schema, json: json, files: [], defines: defines))
          continue
        }
        let files = [
          folder.appendingPathComponent("\(schema.prefix).generated.swift"),
          folder.appendingPathComponent("\(schema.prefix).support.swift"),
        ]
        try Data(generated.utf8).write(to: files[0])
        try Data(support.utf8).write(to: files[1])
        prepared.append(Prepared(schema: schema, json: json, files: files, defines: defines))
      }
      runs.append(run)
      // Batches of up to `batchSize` schemas that share their conditions, repeats left out.
      let toCheck = prepared.filter { !$0.files.isEmpty }
      for defines in [[], ["DEBUG"]] {
        let group = toCheck.filter { $0.defines == defines }
        for start in stride(from: 0, to: group.count, by: Self.batchSize) {
          batches.append(
            Batch(
              release: release, form: form, toolchain: toolchain,
              schemas: Array(group[start..<min(start + Self.batchSize, group.count)]), defines: defines))
        }
      }
    }

    let results = try await Self.typecheckConcurrently(batches)
    for (batchIndex, (batch, result)) in zip(batches, results).enumerated() {
      failures += Self.failures(in: result, batch: batch, batchIndex: batchIndex)
    }

    let families = runs.map {
      "\($0.release): \($0.compiled) schemas, \($0.generatedLines) lines"
        + ($0.repeated > 0 ? ", \($0.repeated) as an earlier family with the same stand-in wrote them" : "")
        + ($0.refused > 0 ? ", \($0.refused) refused by the release" : "")
    }
    print(
      "RandomSchemaCompileTests: random schemas loaded, generated in the \(form) and type-checked per family in \(batches.count) "
        + "batches (\(families.joined(separator: "; "))); wall time \(Self.seconds(ContinuousClock.now - started)) "
        + "(seed \(RandomSchemaReport.hex(generator.seed)); stand-ins built once per test process)")

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

  /// Type-checks the batches side by side, one `swiftc` per core, awaited
  /// (no thread waits for a compiler).
  private static func typecheckConcurrently(_ batches: [Batch]) async throws -> [CompilerResult] {
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, batches.count))
    return try await withThrowingTaskGroup(of: [(Int, CompilerResult)].self) { group in
      for worker in 0..<workers {
        group.addTask {
          var done: [(Int, CompilerResult)] = []
          for batchIndex in stride(from: worker, to: batches.count, by: workers) {
            let batch = batches[batchIndex]
            done.append((batchIndex, try await batch.toolchain.typecheck(
              files: batch.schemas.flatMap(\.files), defines: batch.defines, expandingMacros: batch.form.needsMacroPlugin)))
          }
          return done
        }
      }
      var results = [CompilerResult?](repeating: nil, count: batches.count)
      for try await done in group {
        for (index, result) in done { results[index] = result }
      }
      return results.compactMap { $0 }
    }
  }

  /// One failure per schema whose files the compiler complained about, with its diagnostics
  /// and JSON; the whole output when the compiler failed without naming a schema's file.
  private static func failures(in result: CompilerResult, batch: Batch, batchIndex: Int) -> [Failure] {
    let problems = CompilerOutput(result.diagnostics).problemsByFile()
    var failures: [Failure] = []
    var attributed = 0
    for prepared in batch.schemas {
      let paths = Set(prepared.files.map(\.path))
      let mine = problems.filter { file, _ in file.map(paths.contains) ?? false }.flatMap(\.value)
      guard !mine.isEmpty else { continue }
      attributed += mine.count
      let defines = batch.defines.isEmpty ? "without -D DEBUG" : "with -D DEBUG"
      failures.append(
        Failure(
          prepared.schema, batch.release,
          "does not type-check cleanly in the \(batch.form) (\(defines)):\n" + mine.joined(separator: "\n"), json: prepared.json))
    }
    let total = problems.values.reduce(0) { $0 + $1.count }
    if attributed < total || (!result.succeeded && attributed == 0) {
      failures.append(
        Failure(
          title: "batch \(batchIndex) (TCA \(batch.release), \(batch.form), random schemas \(batch.schemas.map(\.schema.index)))",
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

    init(_ schema: RandomSchema, _ release: TCARelease, _ problem: String, json: String) {
      title = "TCA \(release): " + RandomSchemaReport.title(schema)
      detail = "\(problem)\n--- \(schema.fileName) ---\n\(json)"
    }
  }

  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.1f s", Double(seconds) + Double(attoseconds) / 1e18)
  }
}
