import Foundation
import Testing
import NavSchema

/// The seeds' scenarios as programs: parent features written by hand (expanded form, no
/// macros) hold the GENERATED enums of the examples, run against the stand-in's runtime and
/// check every step themselves (a failed check exits with status 1 and says why); their views
/// use the GENERATED SwiftUI glue, whose presentations the SwiftUI fixture reports. The test
/// also compares the transcript they print. Every scenario runs in every release family, with
/// the expansion and the stand-in of the family's oldest release (`CompileReleases`).
@Suite("Scenarios run")
struct ScenarioRunTests {
  static let releases = CompileReleases.representatives

  private func run(_ example: String, release: TCARelease, defines: [String] = []) throws -> ProgramResult {
    let sources = try ExampleSources(example: example, release: release)
    return try StandInToolchain.shared(presenting: release.version).buildAndRun(
      files: [sources.generatedFile] + sources.supportFiles + ExampleSources.commonFiles() + [sources.mainFile],
      languageMode: .swift6, defines: defines)
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

  @Test("Tienda: a stack of generated Camino screens", arguments: releases)
  func tiendaCamino(release: TCARelease) throws {
    let program = try run("Tienda", release: release)
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

  @Test("Articulo: the generated Destination with an alert", arguments: releases)
  func articuloDestination(release: TCARelease) throws {
    let program = try run("Articulo", release: release)
    expectTranscript(program, [
      "presented: autor Ana seguidores 1",
      "dismissed: nil",
      "replaced: autor Ana seguidores 0, late edicion action ignored",
      "alert: texto '', destination nil",
      "parent saw: [\"seguidores 1\", \"seguidores 2\", \"dismiss con destino presente\", \"borrarConfirmado\"]",
      "view: autor navigationDestination, edicion sheet, confirmarBorrado alert",
    ])
  }

  @Test("Inventario: the generated Destino with three children", arguments: releases)
  func inventarioDestino(release: TCARelease) throws {
    let program = try run("Inventario", release: release)
    expectTranscript(program, [
      "detalle: detalle Tuercas guardado true; saved [\"Tuercas\"]",
      "replaced: ajustes alfabetico true",
      "dismissed: nil",
      "edited: [\"Clavos\", \"Tuercas\"], destination nil",
      "view: editar fullScreenCover EditorDeArticuloView, detalle sheet, ajustes sheet",
    ])
  }

  @Test("Lista: the generated one-case Destination", arguments: releases)
  func listaDestination(release: TCARelease) throws {
    let program = try run("Lista", release: release)
    expectTranscript(program, [
      "presented: detalle Pan favorito false",
      "routed: detalle Pan favorito false; parent saw [7]",
      "replaced: detalle Leche favorito false",
      "dismissed: nil",
    ])
  }

  @Test("Showcase: ignored, ephemeral and every other kind of case", arguments: releases, [[], ["DEBUG"]])
  func showcase(release: TCARelease, defines: [String]) throws {
    let program = try run("Showcase", release: release, defines: defines)
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

  @Test("HandWritten: #if blocks, cases declared together, markers, labels, written enums", arguments: releases, [[], ["DEBUG"]])
  func handWritten(release: TCARelease, defines: [String]) throws {
    let loaded = try ExampleSources.load("HandWritten", release: release)
    guard loaded.schema != nil else {
      // TCA 1.25.0 refuses its `#if DEBUG` block without a child feature (golden refusal).
      #expect(CompileReleases.refusal(loaded, release: release) != nil, "\(loaded.diagnostics)")
      return
    }
    let program = try run("HandWritten", release: release, defines: defines)
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
