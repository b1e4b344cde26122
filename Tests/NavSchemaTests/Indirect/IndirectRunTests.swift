import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// What `"indirect"` buys, run against the stand-in: a 40-case path whose
/// children carry 4 KiB states and actions. Without `indirect` the generated
/// `State` and `Action` are as large as the largest child's, and a chain of
/// actions, each sent from the previous one's reducer, fills a small thread
/// stack; with it they are one pointer wide and the same chain completes.
/// The program that must crash runs as a child process (`buildAndRun`), and
/// the test checks that a signal ended it. Figures in the schema reference (Boxed enums: indirect).
@Suite("Indirect: layout and stack depth")
struct IndirectRunTests {
  static let caseCount = 40
  /// Actions in the chain, and the stack of the thread that runs it. Measured
  /// (Swift 6.3, -Onone): each link takes about 55 KiB of stack without
  /// `indirect` and 38 KiB with it, so 64 links need about 3.5 MiB and 2.4 MiB.
  static let chainLength = 64
  static let stackBytes = 3 * 1024 * 1024

  static func schema(indirect: Bool) -> String {
    let cases = (0..<caseCount).map { #"{"name": "p\#($0)", "reducer": "Pantalla\#($0)"}"# }
    return #"""
      {"version": 1, "features": [{"name": "Tienda", "path": {"name": "Camino", \#(indirect ? #""indirect": true, "# : "")"cases": [\#(cases.joined(separator: ", "))]}}]}
      """#
  }

  /// The children: a 4 KiB `Carga` in each `State` and `Action`; `bajar(n)`
  /// sends `bajar(n - 1)` to the next case's child through the path's `body`.
  static var children: String {
    var lines = [
      "import ComposableArchitecture",
      "struct Fila { " + (0..<16).map { "var a\($0) = 0;" }.joined(separator: " ") + " }",
      "struct Carga { " + (0..<32).map { "var f\($0) = Fila();" }.joined(separator: " ") + " }",
      "enum Tienda {}",
      "enum Cadena { static let camino = Tienda.Camino.body; static var eslabones = 0 }",
    ]
    for index in 0..<caseCount {
      let next = (index + 1) % caseCount
      lines.append("""
        struct Pantalla\(index): Reducer {
          struct State { var carga = Carga() }
          enum Action { case carga(Carga), bajar(Int) }
          var body: some ReducerOf<Self> {
            Reduce { _, action in
              if case .bajar(let n) = action {
                Cadena.eslabones += 1
                if n > 0 { Pantalla\(next).entrar(n - 1) }
              }
              return .none
            }
          }
          static func entrar(_ n: Int) {
            var estado = Tienda.Camino.State.p\(index)(State())
            _ = Cadena.camino.reduce(into: &estado, action: .p\(index)(.bajar(n)))
          }
        }
        """)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Prints the sizes (flushed: the chain may crash the process), then runs
  /// the chain on a thread with a `stackBytes` stack.
  static var main: String {
    """
    import ComposableArchitecture
    import Foundation

    func say(_ text: String) { FileHandle.standardOutput.write(Data((text + "\\n").utf8)) }
    say("State \\(MemoryLayout<Tienda.Camino.State>.size) Action \\(MemoryLayout<Tienda.Camino.Action>.size)")
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    pthread_attr_setstacksize(&attributes, \(stackBytes))
    var thread = pthread_t()
    let created = pthread_create(&thread, &attributes, { _ in
      Pantalla0.entrar(\(chainLength - 1))
      say("links \\(Cadena.eslabones)")
      return nil
    }, nil)
    precondition(created == 0)
    pthread_join(thread, nil)
    """
  }

  static func run(indirect: Bool) async throws -> ProgramResult {
    let loaded = SchemaLoader.load(contents: Array(schema(indirect: indirect).utf8), fileName: "Camino.navgen.json")
    let model = try #require(loaded.schema, "\(loaded.diagnostics)")
    let folder = try TemporaryDirectory()
    let generated = try folder.write("Camino.swift", SwiftGenerator.generate(model, expandMacros: true))
    let children = try folder.write("Children.swift", Self.children)
    return try await StandInToolchain.shared().buildAndRun(
      files: [URL(fileURLWithPath: generated), URL(fileURLWithPath: children)], mainSource: Self.main,
      languageMode: .swift5)
  }

  @Test func withoutIndirectTheChainOverflowsTheStack() async throws {
    let program = try await Self.run(indirect: false)
    #expect(program.standardOutput.hasPrefix("State 4097 Action 4097\n"), "\(program.standardOutput)")
    #expect(program.killedBySignal, "exit \(program.exitStatus): \(program.standardOutput)\(program.standardError)")
    #expect(!program.standardOutput.contains("links"))
  }

  @Test func withIndirectTheSameChainCompletes() async throws {
    let program = try await Self.run(indirect: true)
    #expect(!program.killedBySignal && program.exitStatus == 0, "\(program.standardError)")
    #expect(program.standardOutput == "State 8 Action 8\nlinks \(Self.chainLength)\n")
  }
}
