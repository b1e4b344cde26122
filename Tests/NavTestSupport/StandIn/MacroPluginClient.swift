import Foundation

/// Asks a macro plugin executable for expansions the way the compiler does (the protocol of
/// Tests/CompileSupport/MacroPluginProtocol), so that a test can read what the plugin answers
/// without a compiler in between. One process answers all the requests of a call.
struct MacroPluginClient {
  let executable: URL

  /// One attached macro at one role, on a declaration given as text.
  struct Request {
    var moduleName: String
    var typeName: String
    var macroName: String
    /// `member`, `extension`, ...
    var role: String
    /// The attached declaration, attributes included.
    var declaration: String
    /// For `extension`: how file scope names the declaration's type.
    var extendedType: String?
    /// The file the declaration is said to come from, and the UTF-8 offset where it starts.
    var fileName = "Test.swift"
    var offset = 0
  }

  struct Answer: Equatable {
    /// Nil when the plugin reported errors instead.
    var expandedSource: String?
    var diagnostics: [Diagnostic]

    struct Diagnostic: Equatable {
      var message: String
      var fileName: String
      var offset: Int
    }
  }

  func expand(_ requests: [Request]) throws -> [Answer] {
    var input = Data()
    append(["getCapability": ["capability": ["protocolVersion": 7]]], to: &input)
    for request in requests {
      append(["expandAttachedMacro": body(of: request)], to: &input)
    }
    let result = try ProcessRunner.run(executable, [], input: input)
    guard result.status == 0 else {
      throw MacroPluginClientError("the plugin exited with status \(result.status): \(result.standardError)")
    }
    var messages = try Self.messages(in: result.standardOutputBytes)
    guard !messages.isEmpty, messages.removeFirst()["getCapabilityResult"] != nil else {
      throw MacroPluginClientError("the plugin did not answer getCapability first")
    }
    guard messages.count == requests.count else {
      throw MacroPluginClientError("\(requests.count) requests, \(messages.count) answers")
    }
    return try messages.map { message in
      guard let result = message["expandMacroResult"] as? [String: Any] else {
        throw MacroPluginClientError("not an expandMacroResult: \(message)")
      }
      let diagnostics = (result["diagnostics"] as? [[String: Any]] ?? []).map { diagnostic in
        let position = diagnostic["position"] as? [String: Any] ?? [:]
        return Answer.Diagnostic(
          message: diagnostic["message"] as? String ?? "", fileName: position["fileName"] as? String ?? "",
          offset: position["offset"] as? Int ?? -1)
      }
      return Answer(expandedSource: result["expandedSource"] as? String, diagnostics: diagnostics)
    }
  }

  private func body(of request: Request) -> [String: Any] {
    func syntax(_ kind: String, _ source: String) -> [String: Any] {
      [
        "kind": kind, "source": source,
        "location": [
          "fileName": request.fileName, "fileID": "Test/\(request.fileName)", "offset": request.offset,
          "line": 1, "column": 1,
        ],
      ]
    }
    var body: [String: Any] = [
      "macro": ["moduleName": request.moduleName, "typeName": request.typeName, "name": request.macroName],
      "macroRole": request.role, "discriminator": "$test",
      "attributeSyntax": syntax("attribute", "@\(request.macroName)"),
      "declSyntax": syntax("declaration", request.declaration),
    ]
    if let extendedType = request.extendedType {
      body["extendedTypeSyntax"] = syntax("type", extendedType)
    }
    return body
  }

  private func append(_ message: [String: Any], to data: inout Data) {
    let payload = try! JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
    var count = UInt64(payload.count).littleEndian
    data.append(Data(bytes: &count, count: 8))
    data.append(payload)
  }

  /// The length-prefixed JSON messages in `data`.
  private static func messages(in data: Data) throws -> [[String: Any]] {
    let bytes = [UInt8](data)
    var messages: [[String: Any]] = []
    var position = 0
    while position + 8 <= bytes.count {
      let count = bytes[position..<position + 8].reversed().reduce(0) { $0 << 8 | Int($1) }
      position += 8
      guard position + count <= bytes.count,
        let message = try JSONSerialization.jsonObject(with: Data(bytes[position..<position + count])) as? [String: Any]
      else { throw MacroPluginClientError("a truncated or malformed answer") }
      messages.append(message)
      position += count
    }
    guard position == bytes.count else { throw MacroPluginClientError("stray bytes after the last answer") }
    return messages
  }
}

struct MacroPluginClientError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
