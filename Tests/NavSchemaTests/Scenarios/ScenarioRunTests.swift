import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The seeds' scenarios as programs: parent features written by hand (expanded form, no
/// macros) hold the GENERATED enums of the examples, run against the stand-in's runtime and
/// check every step themselves (a failed check exits with status 1 and says why); their views
/// use the GENERATED SwiftUI glue, whose presentations the SwiftUI fixture reports. The test
/// also compares the transcript they print. Every scenario runs in every release family from
/// the expanded form, with the expansion and the stand-in of the family's oldest release
/// (`CompileReleases`), and from the macro form (built with the stand-in's macro plugin) in the
/// oldest family, the default release's and `main`'s. The expanded form also runs with
/// `@CasePathable` written as each older swift-case-paths family writes it (`CasePathsFamily`),
/// at the default release.
@Suite("Scenarios run")
struct ScenarioRunTests {
  /// A release and the form of the generated code a scenario runs from.
  struct Target: Sendable, CustomTestStringConvertible {
    var release: TCARelease
    var form: OutputForm
    var casePaths: CasePathsRelease = .latest

    var testDescription: String {
      casePaths == .latest ? "\(release), \(form)" : "\(release), \(form), swift-case-paths \(casePaths)"
    }
  }


  static let macroFormReleases = [CompileReleases.representatives[0], TCARelease.latest, CompileReleases.representatives.last!]
  static let targets =
    CompileReleases.representatives.map { Target(release: $0, form: .expanded) }
    + macroFormReleases.map { Target(release: $0, form: .macro) }
    + CompileReleases.olderCasePaths.map { Target(release: .latest, form: .expanded, casePaths: $0) }

  /// Showcase and HandWritten have `#if DEBUG` cases: they run without DEBUG at every target, and
  /// with it at the macro form's releases (both forms; the default release also with the older
  /// swift-case-paths family). Every family type-checks both sides of every example's `#if` blocks
  /// (ExampleCompileTests), so what DEBUG adds here is behaviour, which no family changes.
  static let conditionalRuns: [(Target, [String])] =
    targets.map { ($0, []) } + targets.filter { macroFormReleases.contains($0.release) }.map { ($0, ["DEBUG"]) }

  private func run(_ example: String, _ target: Target, defines: [String] = []) async throws -> ProgramResult {
    let sources = try ExampleSources(
      example: example, release: target.release, form: target.form, casePaths: target.casePaths)
    return try await StandInToolchain.shared(presenting: target.release.version).buildAndRun(
      files: [sources.generatedFile] + sources.supportFiles + ExampleSources.commonFiles() + [sources.mainFile],
      languageMode: .swift6, defines: defines, expandingMacros: target.form.needsMacroPlugin,
      reducerRelease: sources.reducerRelease)
  }

  @Test func expandedFormRunsInEverySwiftCasePathsFamily() {
    #expect(Set(Self.targets.map(\.casePaths.family)) == Set(CasePathsFamily.all))
  }

  @Test func debugRunsInEveryFormAndSwiftCasePathsFamily() {
    let debugTargets = Self.conditionalRuns.filter { $0.1 == ["DEBUG"] }.map(\.0)
    #expect(Set(debugTargets.map(\.form)) == Set(Self.targets.map(\.form)))
    #expect(Set(debugTargets.map(\.casePaths.family)) == Set(CasePathsFamily.all))
    #expect(Self.conditionalRuns.filter { $0.1.isEmpty }.count == Self.targets.count)
  }

  @Test func macroFormRunsInTheOldestAndNewestFamilies() {
    let families = Set(Self.macroFormReleases.map(\.family.id))
    #expect(families.isSuperset(of: [ExpansionFamily.all.first!.id, ExpansionFamily.all.last!.id, ExpansionFamily.latest.id]))
  }

  private func expectTranscript(_ program: ProgramResult, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(
      program.exitStatus == 0, "scenario failed:\n\(program.standardError)\n\(program.standardOutput)",
      sourceLocation: sourceLocation)
    #expect(
      program.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        == expected + [""],
      "transcript:\n\(program.standardOutput)", sourceLocation: sourceLocation)
  }

  /// The hand-written form (the plugin's fallback for a TCA release navgen does not know) runs
  /// one scenario, against the newest release navgen knows, whose glue it writes: its `@Reducer`
  /// expands as that release's macro form is written.
  static let handWrittenTarget = Target(release: .newestKnown, form: .handWritten)

  @Test("Tienda: a stack of generated Camino screens", arguments: targets + [handWrittenTarget])
  func tiendaCamino(target: Target) async throws {
    let program = try await run("Tienda", target)
    expectTranscript(program, [
      "pushed: #0=producto Lápiz likes 0, #1=resena , #2=producto Goma likes 0",
      "routed: #0=producto Lápiz likes 0, #1=resena Muy buena, #2=producto Goma likes 1; parent saw likes [1]",
      "wrong case: unchanged, 1 warning",
      "store.case: #0=producto Lápiz likes 1, #1=resena Excelente, #2=producto Goma likes 1",
      "popped: #0=producto Lápiz likes 1; parent read [\"resena Excelente\", \"producto Goma likes 1\"]",
      "late action: unchanged, 1 warning",
      "pushed again: #0=producto Lápiz likes 1, #3=perfil ana siguiendo false, #4=perfil luis siguiendo true",
      "view: top perfil luis, back to [0, 3], then producto",
    ])
  }

  @Test("Articulo: the generated Destination with an alert", arguments: targets)
  func articuloDestination(target: Target) async throws {
    let program = try await run("Articulo", target)
    expectTranscript(program, [
      "presented: autor Ana seguidores 1",
      "dismissed: nil",
      "replaced: autor Ana seguidores 0, late edicion action ignored",
      "alert: texto '', destination nil",
      "parent saw: [\"seguidores 1\", \"seguidores 2\", \"dismiss con destino presente\", \"borrarConfirmado\"]",
      "view: autor navigationDestination, edicion sheet, confirmarBorrado alert",
    ])
  }

  @Test("Inventario: the generated Destino with three children", arguments: targets)
  func inventarioDestino(target: Target) async throws {
    let program = try await run("Inventario", target)
    expectTranscript(program, [
      "detalle: detalle Tuercas guardado true; saved [\"Tuercas\"]",
      "replaced: ajustes alfabetico true",
      "dismissed: nil",
      "edited: [\"Clavos\", \"Tuercas\"], destination nil",
      "view: editar fullScreenCover EditorDeArticuloView, detalle sheet, ajustes sheet",
    ])
  }

  @Test("Lista: the generated one-case Destination", arguments: targets)
  func listaDestination(target: Target) async throws {
    let program = try await run("Lista", target)
    expectTranscript(program, [
      "presented: detalle Pan favorito false",
      "routed: detalle Pan favorito false; parent saw [7]",
      "replaced: detalle Leche favorito false",
      "dismissed: nil",
    ])
  }

  @Test("Recetario: links open, print and refuse hostile input", arguments: targets)
  func recetarioLinks(target: Target) async throws {
    let program = try await run("Recetario", target)
    let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    expectTranscript(program, [
      "opened: receta 42 > comentarios 3; link recetario://receta/42/comentarios/3",
      "https://recetario.example/app/autor/Mar%C3%ADa%20Jos%C3%A9: autor María José; link recetario://autor/Mar%C3%ADa%20Jos%C3%A9",
      "recetario://receta/1/autor/ana/receta/-2/foto/\(uuid): receta 1, autor ana, receta -2 > foto E621E1F8 ampliada true; "
        + "link recetario://receta/1/autor/ana/receta/-2/foto/\(uuid)",
      "recetario://receta/7/porcion/2.5/tazas: receta 7 > porcion 2.5 tazas; link recetario://receta/7/porcion/2.5/tazas",
      "recetario://buscar?vegano=true&utm_source=correo&q=pan%20dulce: buscar pan dulce true; link recetario://buscar?q=pan%20dulce&vegano=true",
      "recetario://buscar: buscar - -; link recetario://buscar",
      "recetario://buscar?q=: buscar  -; link recetario://buscar?q=",
      "recetario://buscar?q&vegano=false: buscar  false; link recetario://buscar?q=&vegano=false",
      "recetario://receta/42/: receta 42; link recetario://receta/42",
      "recetario://receta/42#comentarios: receta 42; link recetario://receta/42",
      "recetario://: raiz; link recetario://",
      "not linked: nil, nil, nil",
      "hostile: 35 links, 3 refused by URL, the others not opened, state unchanged",
      "depth: 8 screens open, 9 do not",
      "round trip: 417 of 500 generated states linkable, each reopened equal",
    ])
  }

  @Test("Showcase: ignored, ephemeral and every other kind of case", arguments: conditionalRuns)
  func showcase(target: Target, defines: [String]) async throws {
    let program = try await run("Showcase", target, defines: defines)
    expectTranscript(program, [
      "ignored: web, reunion, cerrado, aviso",
      defines.isEmpty ? "no DEBUG: no beta case" : "DEBUG: beta presented",
      "ephemeral: toast action reached the parent, then dismissed",
      "alert and dialog: [\"toast.deshacer\", \"compartir.enviarCorreo\", \"confirmarBorrado.cancelar\"]",
      "initializers: destination .completo, path .rapido",
      "shared reducer: popover 1",
      "qualified alert action: borrados 1",
      "nested enums: articles read 1, migrated alert, Path.Settings stack",
      "glue: compartir, edicion, aviso and web left out, stack top autor",
      "glue: settings popover, about drawn by the caller, migrated alert",
    ])
  }

  @Test("HandWritten: #if blocks, cases declared together, markers, labels, written enums", arguments: conditionalRuns)
  func handWritten(target: Target, defines: [String]) async throws {
    let release = target.release
    let loaded = try ExampleSources.load("HandWritten", release: release)
    guard loaded.schema != nil else {
      // TCA 1.25.0 refuses its `#if DEBUG` block without a child feature (golden refusal).
      #expect(CompileReleases.refusal(loaded, release: release) != nil, "\(loaded.diagnostics)")
      return
    }
    let program = try await run("HandWritten", target, defines: defines)
    // What `store.case` carries for an ignored case whose action the explicit `Action` names.
    let explicitActionCase = release.family.explicitActions == .scopedToStore ? "store" : "value"
    let debug = ["debug: depuracion Depuración 1", "several values: registro arranque 2"]
    let biblioteca = [
      "declared together, labelled: ficha Ficha 1", "passed through unmarked: ids [3, 5]",
      "labelled alert: confirmacion true; parent saw [\"confirmacion\"]",
      "explicit Action (\(explicitActionCase)): parent saw [3]", "explicit State: pantalla 1", "conditional enum: pantalla 1",
    ]
    expectTranscript(program, ["else: otra Otra 1", "no payload: nada"] + (defines.isEmpty ? [] : debug) + biblioteca
        + ["view: otra popover, nada nothing"])
  }
}
