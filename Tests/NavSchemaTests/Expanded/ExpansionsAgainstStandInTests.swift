import Foundation
import Testing
@testable import NavSchema
@testable import NavTestSupport

/// The expansions compile and behave: enums written with only these members
/// (no macro) are type-checked against the TCA stand-in in both language
/// modes, then exercised at run time.
@Suite struct ExpansionsAgainstStandInTests {
  private static let stateGroups = Array([
    unconditional(
      caseDeclaration("autor", (nil, "Autor")),
      caseDeclaration("web", ("url", "URL")),
      caseDeclaration("reunion", (nil, "Meeting"), ("syncUp", "SyncUp")),
      caseDeclaration("cerrado")
    ),
    conditional("DEBUG", caseDeclaration("beta", (nil, "Int"))),
    unconditional(caseDeclaration("lista", (nil, "Element.State"))),
  ].joined())
  private static let actionGroups = Array([
    unconditional(caseDeclaration("autor", (nil, "Int")), caseDeclaration("web", (nil, "Swift.Never"))),
    conditional("DEBUG", caseDeclaration("beta", (nil, "Int"))),
  ].joined())
  private static let alertGroups = Array([unconditional(caseDeclaration("borrarConfirmado"))].joined())

  /// `Pantallas.Hoja` holds a State-like enum (`@dynamicMemberLookup`,
  /// case paths and observation), an Action-like enum, an alert action enum
  /// and an enum without cases.
  private static func expandedSource() -> String {
    var writer = SwiftWriter()
    writer.line("import ComposableArchitecture")
    writer.line("import Foundation")
    writer.line()
    writer.line("struct Autor: Equatable { var nombre = \"\" }")
    writer.line("struct Meeting: Equatable {}")
    writer.line("struct SyncUp: Equatable {}")
    writer.line("enum Element { struct State: Equatable {} }")
    writer.line()
    writer.block("enum Pantallas") { body in
      writeEnum("@dynamicMemberLookup\nenum Hoja", groups: stateGroups, into: &body) { members in
        CasePathableExpansion.writeMembers(enumName: "Hoja", caseGroups: stateGroups, into: &members)
        members.line()
        ObservableStateEnumExpansion.writeMembers(caseGroups: stateGroups, into: &members)
      }
      body.line()
      writeEnum("enum Accion", groups: actionGroups, into: &body) { members in
        CasePathableExpansion.writeMembers(enumName: "Accion", caseGroups: actionGroups, into: &members)
      }
      body.line()
      writeEnum("enum Alerta: Equatable, Hashable, Sendable", groups: alertGroups, into: &body) { members in
        CasePathableExpansion.writeMembers(enumName: "Alerta", caseGroups: alertGroups, into: &members)
      }
      body.line()
      writeEnum("public enum Vacio", groups: [], into: &body) { members in
        CasePathableExpansion.writeMembers(enumName: "Vacio", caseGroups: [], into: &members)
        members.line()
        ObservableStateEnumExpansion.writeMembers(caseGroups: [], into: &members)
      }
    }
    let extensions =
      CasePathableExpansion.conformanceExtensions(qualifiedName: "Pantallas.Hoja")
      + ObservableStateEnumExpansion.conformanceExtensions(qualifiedName: "Pantallas.Hoja")
      + CasePathableExpansion.conformanceExtensions(qualifiedName: "Pantallas.Accion")
      + CasePathableExpansion.conformanceExtensions(
        qualifiedName: "Pantallas.Alerta", inheritedTypes: ["Equatable", "Hashable", "Sendable"])
      + CasePathableExpansion.conformanceExtensions(qualifiedName: "Pantallas.Vacio")
      + ObservableStateEnumExpansion.conformanceExtensions(qualifiedName: "Pantallas.Vacio")
    for line in extensions {
      writer.line()
      writer.line(line)
    }
    return writer.output
  }

  private static func writeEnum(
    _ header: String,
    groups: [CaseGroup],
    into writer: inout SwiftWriter,
    members: (inout SwiftWriter) -> Void
  ) {
    var lines = header.split(separator: "\n").map(String.init)
    let opening = lines.removeLast()
    for attribute in lines { writer.line(attribute) }
    writer.block(opening) { body in
      body.writeConditionals(groups) { declaration, body in body.line("case \(declaration.declarationText)") }
      if !body.isEmpty { body.line() }
      members(&body)
    }
  }

  private static let probe = #"""
    import ComposableArchitecture
    import Foundation

    func expect(_ condition: Bool, _ what: String) {
      if !condition { print("FAILED: \(what)") }
    }

    typealias Hoja = Pantallas.Hoja
    var hoja = Hoja.autor(Autor(nombre: "Ana"))
    expect(hoja.autor?.nombre == "Ana" && hoja.web == nil, "dynamic member lookup")
    expect(hoja.is(\.autor) && !hoja.is(\.cerrado), "is")
    expect(Hoja.allCasePaths[hoja] == \Case<Hoja>.autor, "root subscript")
    expect(Hoja.allCasePaths[.cerrado] == \Case<Hoja>.cerrado, "root subscript without value")
    let reunion = Hoja.reunion(Meeting(), syncUp: SyncUp())
    expect(Hoja.allCasePaths[reunion] == \Case<Hoja>.reunion, "root subscript with a tuple")
    let tupla: (Meeting, syncUp: SyncUp)? = reunion.reunion
    expect(tupla != nil, "tuple extraction")
    let cerrado: Void? = Hoja.cerrado.cerrado
    expect(cerrado != nil, "void extraction")
    let ruta: CaseKeyPath<Hoja, URL> = \.web
    let web = Hoja.allCasePaths.web.embed(URL(string: "https://example.com")!)
    expect(web.is(ruta) && web[case: ruta] != nil, "embedding")
    expect(Hoja.lista(Element.State()).lista == Element.State(), "renamed Element")
    #if DEBUG
    expect(Array(Hoja.allCasePaths).count == 6, "iteration")
    #else
    expect(Array(Hoja.allCasePaths).count == 5, "iteration")
    #endif
    expect(Hoja.cerrado._$id != reunion._$id, "identity")
    hoja._$willModify()
    expect(Pantallas.Accion.autor(1).is(\.autor), "action case paths")
    expect(Array(Pantallas.Alerta.allCasePaths).count == 1, "alert case paths")
    expect(Array(Pantallas.Vacio.allCasePaths).isEmpty, "empty enum")
    func observable<T: ComposableArchitecture.ObservableState & Observation.Observable>(_: T.Type) {}
    observable(Hoja.self)
    observable(Pantallas.Vacio.self)
    print("done")
    """#

  private func write(_ source: String, name: String, in directory: URL) throws -> URL {
    let file = directory.appendingPathComponent(name)
    try Data(source.utf8).write(to: file)
    return file
  }

  @Test(arguments: [SwiftLanguageMode.swift6, .swift5])
  func expandedEnumsTypecheckWithoutWarnings(languageMode: SwiftLanguageMode) async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("navgen-expanded-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = [
      try write(Self.expandedSource(), name: "Expanded.swift", in: directory),
      try write(Self.probe, name: "main.swift", in: directory),
    ]
    let result = try await StandInToolchain.shared().typecheck(files: files, languageMode: languageMode)
    #expect(result.succeeded, "\(result.diagnostics)")
    #expect(!result.diagnostics.contains("warning:"), "\(result.diagnostics)")
  }

  @Test func expandedEnumsBehaveAtRunTime() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("navgen-expanded-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = try write(Self.expandedSource(), name: "Expanded.swift", in: directory)
    let result = try await StandInToolchain.shared().buildAndRun(files: [source], mainSource: Self.probe)
    #expect(result.exitStatus == 0, "\(result.standardError)")
    #expect(result.standardOutput == "done\n", "\(result.standardOutput)")
  }
}
