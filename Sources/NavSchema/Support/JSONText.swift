
/// A JSON value written with sorted object keys, two-space indentation and a
/// trailing newline, so the same value is always the same bytes.
package enum JSONText: Hashable, Sendable {
  case string(String)
  case integer(Int)
  case bool(Bool)
  case null
  case array([JSONText])
  case object([String: JSONText])

  package static func optional(_ value: String?) -> JSONText {
    value.map(JSONText.string) ?? .null
  }

  package var rendered: String {
    var output = ""
    write(to: &output, indent: "")
    return output + "\n"
  }

  private func write(to output: inout String, indent: String) {
    let inner = indent + "  "
    switch self {
    case .string(let value):
      output += Self.quoted(value)
    case .integer(let value):
      output += String(value)
    case .bool(let value):
      output += value ? "true" : "false"
    case .null:
      output += "null"
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += inner
        element.write(to: &output, indent: inner)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
      for (index, key) in keys.enumerated() {
        output += inner + Self.quoted(key) + ": "
        members[key]?.write(to: &output, indent: inner)
        output += index == keys.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }

  package static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
