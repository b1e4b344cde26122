// A compiler plugin for two attached macros (../MacroPluginProtocol speaks the protocol): the
// proof that swiftc can load a plugin executable of ours (`-load-plugin-executable
// <path>#ProbeMacros`, or a SwiftPM `.macro` target) without swift-syntax.
//
// `@Greeting` on an enum adds `static var greeting` (member role) and a `Greeted` conformance
// (extension role); on anything else it reports an error at the attribute. `@Marker` (peer
// role) adds nothing, like TCA's `@ReducerCaseEphemeral`.
@main
enum ProbeMacros: AttachedMacroPlugin {
  static func expand(_ request: AttachedMacroRequest) -> MacroExpansion {
    let isEnum = request.declaration.source.split(whereSeparator: \.isWhitespace).contains("enum")
    switch (request.macroName, request.role) {
    case ("Greeting", _) where !isEnum:
      // Reported once, by the member role; the extension role then adds nothing.
      return request.role == "member" ? .failure([request.error("@Greeting applies to enums only")]) : .source("")
    case ("Greeting", "member"):
      return .source("static var greeting: String { \"hola\" }")
    case ("Greeting", "extension"):
      return .source("extension \(request.extendedType ?? "Self"): Greeted {}")
    default:
      return .source("")
    }
  }
}
