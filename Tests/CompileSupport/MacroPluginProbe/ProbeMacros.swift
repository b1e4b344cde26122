import Foundation

// A compiler plugin for attached macros written with Foundation only (no swift-syntax): the
// proof that swiftc can load a plugin executable of ours (`-load-plugin-executable
// <path>#ProbeMacros`, or a SwiftPM `.macro` target). It speaks the compiler's plugin
// protocol on standard input and output: each message is JSON preceded by its byte count as
// a little-endian UInt64. The compiler asks `getCapability`, then one `expandAttachedMacro`
// per attachment and role; every message gets one answer.
//
// `@Greeting` on an enum adds `static var greeting` (member role) and a `Greeted` conformance
// (extension role); on anything else it reports an error at the attribute. `@Marker` (peer
// role) adds nothing, like TCA's `@ReducerCaseEphemeral`.

/// The protocol version this plugin speaks (the one that answers with `expandMacroResult`).
let protocolVersion = 7

/// Reads exactly `count` bytes, or nil at the end of input.
func read(_ count: Int) -> Data? {
  var data = Data()
  while data.count < count {
    let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
    guard !chunk.isEmpty else { return nil }
    data.append(chunk)
  }
  return data
}

func send(_ message: [String: Any]) {
  let payload = try! JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
  var count = UInt64(payload.count).littleEndian
  FileHandle.standardOutput.write(Data(bytes: &count, count: 8))
  FileHandle.standardOutput.write(payload)
}

/// What one attached-macro request asks for.
struct Request {
  var macroName: String
  var role: String
  /// The declaration the attribute is attached to, with its leading trivia.
  var declaration: String
  /// The attribute's file and the UTF-8 offset where its text (after trivia) starts.
  var attributeFile: String
  var attributeOffset: Int

  init?(_ body: [String: Any]) {
    guard let macro = body["macro"] as? [String: Any], let name = macro["name"] as? String,
      let role = body["macroRole"] as? String,
      let declaration = (body["declSyntax"] as? [String: Any])?["source"] as? String,
      let attribute = body["attributeSyntax"] as? [String: Any],
      let source = attribute["source"] as? String,
      let location = attribute["location"] as? [String: Any],
      let file = location["fileName"] as? String, let offset = location["offset"] as? Int
    else { return nil }
    self.macroName = name
    self.role = role
    self.declaration = declaration
    self.attributeFile = file
    let trivia = source.prefix { $0.isWhitespace }
    self.attributeOffset = offset + trivia.utf8.count
  }

  var isEnum: Bool {
    declaration.split(whereSeparator: \.isWhitespace).contains("enum")
  }

  func error(_ message: String) -> [String: Any] {
    [
      "message": message, "severity": "error",
      "position": ["fileName": attributeFile, "offset": attributeOffset],
      "highlights": [Any](), "notes": [Any](), "fixIts": [Any](),
    ]
  }
}

/// The source the macro adds for `request`, or an error.
func expansion(of request: Request) -> (source: String?, diagnostics: [[String: Any]]) {
  switch (request.macroName, request.role) {
  case ("Greeting", _) where !request.isEnum:
    // Reported once, by the member role; the extension role then adds nothing.
    return request.role == "member" ? (nil, [request.error("@Greeting applies to enums only")]) : ("", [])
  case ("Greeting", "member"):
    return ("static var greeting: String { \"hola\" }", [])
  case ("Greeting", "extension"):
    let name = request.declaration.split(whereSeparator: { $0.isWhitespace || $0 == "{" })
      .drop { $0 != "enum" }.dropFirst().first.map(String.init) ?? "Self"
    return ("extension \(name): Greeted {}", [])
  default:
    return ("", [])
  }
}

while let header = read(8) {
  let count = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
  guard let body = read(Int(UInt64(littleEndian: count))),
    let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
  else { exit(1) }
  if message["getCapability"] != nil {
    send(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
  } else if let body = message["expandAttachedMacro"] as? [String: Any], let request = Request(body) {
    let (source, diagnostics) = expansion(of: request)
    let expandedSource: Any = source ?? NSNull()
    send(["expandMacroResult": ["expandedSource": expandedSource, "diagnostics": diagnostics]])
  } else {
    let unsupported: [String: Any] = [
      "message": "ProbeMacros expands attached macros only", "severity": "error",
      "position": ["fileName": "", "offset": 0], "highlights": [Any](), "notes": [Any](), "fixIts": [Any](),
    ]
    send(["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [unsupported]]])
  }
}
