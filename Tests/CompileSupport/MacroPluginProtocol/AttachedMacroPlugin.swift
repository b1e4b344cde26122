import Foundation

// The compiler's plugin protocol for attached macros, written with Foundation only (no
// swift-syntax on this machine), shared by the plugins under Tests/CompileSupport. swiftc
// starts a plugin given with `-load-plugin-executable <path>#<Module>[,<Module>...]` (SwiftPM
// does the same for a `.macro` target) and talks to it on standard input and output: each
// message is JSON preceded by its byte count as a little-endian UInt64. The compiler asks
// `getCapability` once, then `expandAttachedMacro` once per attribute and role; every message
// gets one answer.

/// A macro plugin: `@main` on a type that says what each attached macro expands to.
protocol AttachedMacroPlugin {
  static func expand(_ request: AttachedMacroRequest) -> MacroExpansion
}

/// One attached macro at one role, as the compiler asks for it.
struct AttachedMacroRequest {
  /// The `module` and `type` of the macro's `#externalMacro`, and the macro's name.
  var moduleName: String
  var typeName: String
  var macroName: String
  /// `member`, `extension`, `memberAttribute`, `peer`, ...
  var role: String
  var attribute: SyntaxText
  /// The declaration the attribute is attached to, attributes included; for `memberAttribute`,
  /// the member being asked about.
  var declaration: SyntaxText
  /// For `memberAttribute`: the declaration the attribute is attached to.
  var parentDeclaration: SyntaxText?
  /// For `extension`: how file scope names the declaration's type (`Feature.Destination.State`).
  var extendedType: String?

  init?(_ body: [String: Any]) {
    guard let macro = body["macro"] as? [String: Any],
      let moduleName = macro["moduleName"] as? String, let typeName = macro["typeName"] as? String,
      let macroName = macro["name"] as? String, let role = body["macroRole"] as? String,
      let attribute = SyntaxText(body["attributeSyntax"]), let declaration = SyntaxText(body["declSyntax"])
    else { return nil }
    self.moduleName = moduleName
    self.typeName = typeName
    self.macroName = macroName
    self.role = role
    self.attribute = attribute
    self.declaration = declaration
    self.parentDeclaration = SyntaxText(body["parentDeclSyntax"])
    self.extendedType = (body["extendedTypeSyntax"] as? [String: Any])?["source"] as? String
  }

  /// An error at the attribute.
  func error(_ message: String) -> MacroDiagnostic {
    MacroDiagnostic(message: message, fileName: attribute.fileName, offset: attribute.textOffset)
  }
}

/// A piece of the file being compiled: its text, leading trivia included, and where it starts.
struct SyntaxText {
  var source: String
  var fileName: String
  /// UTF-8 offset in the file where `source` (its leading trivia) starts.
  var offset: Int

  init?(_ value: Any?) {
    guard let syntax = value as? [String: Any], let source = syntax["source"] as? String,
      let location = syntax["location"] as? [String: Any],
      let fileName = location["fileName"] as? String, let offset = location["offset"] as? Int
    else { return nil }
    self.source = source
    self.fileName = fileName
    self.offset = offset
  }

  /// UTF-8 offset in the file of the first character after the leading whitespace.
  var textOffset: Int {
    offset + source.prefix { $0.isWhitespace }.utf8.count
  }

  /// UTF-8 offset in the file of a line and column of `source` (both from 1, columns counted
  /// in Unicode scalars).
  func fileOffset(line: Int, column: Int) -> Int {
    var scalars = source.unicodeScalars[...]
    var bytes = offset
    for _ in 1..<max(line, 1) {
      guard let lineBreak = scalars.firstIndex(where: { $0 == "\n" || $0 == "\r" }) else { break }
      let end = scalars[lineBreak] == "\r" && scalars[scalars.index(after: lineBreak)...].first == "\n"
        ? scalars.index(lineBreak, offsetBy: 2) : scalars.index(after: lineBreak)
      bytes += String(String.UnicodeScalarView(scalars[..<end])).utf8.count
      scalars = scalars[end...]
    }
    return bytes + String(String.UnicodeScalarView(scalars.prefix(max(column - 1, 0)))).utf8.count
  }
}

struct MacroDiagnostic {
  var message: String
  var fileName: String
  /// UTF-8 offset in the file.
  var offset: Int

  var json: [String: Any] {
    [
      "message": message, "severity": "error", "position": ["fileName": fileName, "offset": offset],
      "highlights": [Any](), "notes": [Any](), "fixIts": [Any](),
    ]
  }
}

/// What a macro expands to at one role: source (empty for nothing), or errors.
enum MacroExpansion {
  case source(String)
  case failure([MacroDiagnostic])
}

extension AttachedMacroPlugin {
  /// The protocol version this plugin speaks (the one that answers with `expandMacroResult`).
  static var protocolVersion: Int { 7 }

  static func main() {
    while let header = read(8) {
      let count = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
      guard let body = read(Int(UInt64(littleEndian: count))),
        let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
      else { exit(1) }
      if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
      } else if let body = message["expandAttachedMacro"] as? [String: Any], let request = AttachedMacroRequest(body) {
        switch expand(request) {
        case .source(let source):
          send(["expandMacroResult": ["expandedSource": source, "diagnostics": [Any]()]])
        case .failure(let diagnostics):
          send(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": diagnostics.map(\.json)]])
        }
      } else {
        let unsupported = MacroDiagnostic(message: "\(self) expands attached macros only", fileName: "", offset: 0)
        send(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [unsupported.json]]])
      }
    }
  }

  /// Reads exactly `count` bytes, or nil at the end of input.
  private static func read(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
      let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
      guard !chunk.isEmpty else { return nil }
      data.append(chunk)
    }
    return data
  }

  private static func send(_ message: [String: Any]) {
    let payload = try! JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
    var count = UInt64(payload.count).littleEndian
    FileHandle.standardOutput.write(Data(bytes: &count, count: 8))
    FileHandle.standardOutput.write(payload)
  }
}
