import NavImport
import NavSchema

// The macro plugin of the TCA stand-in (Tests/TCAStandIn): it implements the macros the
// stand-in declares, for the modules `CasePathsMacros` and `ComposableArchitectureMacros`, so
// that NavGen's macro form compiles (../MacroPluginProtocol speaks the compiler's protocol).
//
// `@CasePathable` and `@ObservableState` on an enum expand with NavGen's own expanded-form code
// (`NestedMacroExpansion`), reading the enum with NavGen's own Swift reader: the macro form then
// compiles exactly as the expanded form is written. `@ReducerCaseEphemeral` and
// `@ReducerCaseIgnored` expand to nothing, as in TCA. Anything else — `@ObservableState` on a
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
    let expansion: NestedMacroExpansion
    do {
      expansion = try NestedMacroExpansion(macro, attachedTo: attached.source)
    } catch {
      // Reported once, by the extension role, which the compiler always asks for.
      guard request.role == "extension" else { return .source("") }
      let offset = attached.fileOffset(line: error.position.line, column: error.position.column)
      return .failure([MacroDiagnostic(message: error.message, fileName: attached.fileName, offset: offset)])
    }
    switch request.role {
    case "member":
      return .source(expansion.members)
    case "extension":
      guard let extendedType = request.extendedType else {
        return .failure([request.error("the compiler did not say which type @\(macro.rawValue) extends")])
      }
      return .source(expansion.extensions(extendedType: extendedType))
    case "memberAttribute":
      return .source("")
    default:
      return .failure([request.error("@\(macro.rawValue) has no \(request.role) role")])
    }
  }
}
