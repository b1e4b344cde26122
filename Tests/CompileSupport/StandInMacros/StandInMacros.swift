import Foundation
import NavImport
import NavSchema

// The macro plugin of the TCA stand-in (Tests/TCAStandIn): it implements the macros the
// stand-in declares, for the modules `CasePathsMacros` and `ComposableArchitectureMacros`, so
// that NavGen's macro form compiles (../MacroPluginProtocol speaks the compiler's protocol).
//
// `@CasePathable` and `@ObservableState` on an enum expand with NavGen's own expanded-form code
// (`NestedMacroExpansion`), reading the enum with NavGen's own Swift reader: the macro form then
// compiles exactly as the expanded form is written. `@ReducerCaseEphemeral` and
// `@ReducerCaseIgnored` expand to nothing, as in TCA. `@Reducer` on an enum (NavGen's hand-written
// form) expands with NavGen's macro-form code (`ReducerMacroExpansion`), reading the enum with
// NavGen's import stage, for the TCA release the path the plugin is started by names
// (`.../tca-1.25.5/StandInMacros`, a link the tests make: the compiler passes a plugin neither
// arguments nor its own environment). Anything else — `@ObservableState` on a
// struct, a value type the reader refuses, an unknown macro — is an error located in the
// source, never a crash.
@main
enum StandInMacros: AttachedMacroPlugin {
  static func expand(_ request: AttachedMacroRequest) -> MacroExpansion {
    switch (request.moduleName, request.typeName) {
    case ("CasePathsMacros", "CasePathableMacro"):
      return expand(.casePathable, request)
    case ("ComposableArchitectureMacros", "ObservableStateMacro"):
      return expand(.observableState, request)
    case ("ComposableArchitectureMacros", "ReducerMacro"):
      return expandReducer(request)
    case ("ComposableArchitectureMacros", "ReducerCaseEphemeralMacro"),
      ("ComposableArchitectureMacros", "ReducerCaseIgnoredMacro"):
      return .source("")
    default:
      return .failure([request.error("the stand-in's plugin does not implement \(request.moduleName).\(request.typeName)")])
    }
  }

  private static func expand(_ macro: NestedMacro, _ request: AttachedMacroRequest) -> MacroExpansion {
    // `memberAttribute` is asked about each member; on an enum `@ObservableState` adds nothing.
    let attached = request.role == "memberAttribute" ? request.parentDeclaration : request.declaration
    guard let attached else { return .failure([request.error("the compiler sent no declaration")]) }
    if request.role == "memberAttribute" { return .source("") }
    return answer(request, attached: attached, macroName: macro.rawValue) { source throws(NestedMacroExpansionError) in
      try NestedMacroExpansion(macro, attachedTo: source)
    }
  }

  /// The TCA release `@Reducer` is expanded for: `1.25.5` when started as `.../tca-1.25.5/StandInMacros`.
  static var reducerRelease: TCARelease? {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().lastPathComponent
    guard folder.hasPrefix("tca-") else { return nil }
    return TCARelease(String(folder.dropFirst("tca-".count)))
  }

  private static func expandReducer(_ request: AttachedMacroRequest) -> MacroExpansion {
    if request.role == "memberAttribute" {
      return .source(ReducerMacroExpansion.attributes(forMember: request.declaration.source))
    }
    guard let release = reducerRelease else {
      return .failure([
        request.error(
          "the stand-in's @Reducer expands for the TCA release its path names (tca-<release>/StandInMacros), "
            + "not \(CommandLine.arguments[0])")
      ])
    }
    return answer(request, attached: request.declaration, macroName: "Reducer") { source throws(NestedMacroExpansionError) in
      try ReducerMacroExpansion(attachedTo: source, release: release)
    }
  }

  /// The member and extension roles of a macro whose expansion `read` makes from the attached
  /// declaration's text. What cannot be read is reported once, by the extension role, which
  /// the compiler always asks for.
  private static func answer(
    _ request: AttachedMacroRequest, attached: SyntaxText, macroName: String,
    read: (String) throws(NestedMacroExpansionError) -> any ExpandedMacro
  ) -> MacroExpansion {
    let expansion: any ExpandedMacro
    do {
      expansion = try read(attached.source)
    } catch {
      guard request.role == "extension" else { return .source("") }
      let offset = attached.fileOffset(line: error.position.line, column: error.position.column)
      return .failure([MacroDiagnostic(message: error.message, fileName: attached.fileName, offset: offset)])
    }
    switch request.role {
    case "member":
      return .source(expansion.members)
    case "extension":
      guard let extendedType = request.extendedType else {
        return .failure([request.error("the compiler did not say which type @\(macroName) extends")])
      }
      return .source(expansion.extensions(extendedType: extendedType))
    default:
      return .failure([request.error("@\(macroName) has no \(request.role) role")])
    }
  }
}

/// What the plugin answers the member and extension roles with.
protocol ExpandedMacro {
  var members: String { get }
  func extensions(extendedType: String) -> String
}

extension NestedMacroExpansion: ExpandedMacro {}
extension ReducerMacroExpansion: ExpandedMacro {}
