#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema

/// A binary property list (`bplist00`), read by Foundation's `PropertyListDecoder` into
/// `PlistNode`s. A binary list has no lines: every value is located at the file's start, with
/// its key path; dictionary keys come in sorted order (the format keeps none that editors show).
enum BinaryPlistReader {
  static func read(_ bytes: [UInt8], fileName: String) -> Result<PlistNode, FileProblems> {
    let start = SourceLocation(file: fileName, line: 1, column: 1)
    if bytes.starts(with: Array("bplist".utf8)), let problem = trailerProblem(bytes) ?? BinaryPlistObjects(bytes).problem() {
      return .failure(FileProblems([.error("the binary property list cannot be read: \(problem)", at: start)]))
    }
    do {
      let decoded = try PropertyListDecoder().decode(DecodedValue.self, from: Data(bytes))
      return .success(node(decoded, keyPath: "", at: start))
    } catch {
      return .failure(FileProblems([.error("the binary property list cannot be read: \(Self.reason(error))", at: start)]))
    }
  }

  private static func node(_ value: DecodedValue, keyPath: String, at start: SourceLocation) -> PlistNode {
    let decoded: PlistNode.Value
    switch value {
    case .string(let text): decoded = .string(text)
    case .other(let kind): decoded = .other(kind)
    case .array(let elements):
      decoded = .array(elements.enumerated().map { node($1, keyPath: "\(keyPath)[\($0)]", at: start) })
    case .dictionary(let members):
      decoded = .dictionary(members.sorted { $0.key < $1.key }.map { key, member in
        (key, node(member, keyPath: keyPath.isEmpty ? key : "\(keyPath).\(key)", at: start))
      })
    }
    return PlistNode(value: decoded, location: start, keyPath: keyPath, isBinary: true)
  }

  /// Why `bytes` are not a `bplist00` list whose trailer holds together (Foundation would read
  /// a broken one as text, in the old OpenStep format), or nil.
  static func trailerProblem(_ bytes: [UInt8]) -> String? {
    guard bytes.starts(with: Array("bplist00".utf8)) else { return "it is not of the bplist00 format" }
    guard bytes.count >= 8 + 32 else { return "it ends before its trailer" }
    let trailer = Array(bytes.suffix(32))
    func integer(_ range: Range<Int>) -> UInt64 { trailer[range].reduce(0) { $0 << 8 | UInt64($1) } }
    let offsetSize = UInt64(trailer[6])
    let referenceSize = UInt64(trailer[7])
    let objectCount = integer(8..<16)
    let topObject = integer(16..<24)
    let tableOffset = integer(24..<32)
    let tableEnd = UInt64(bytes.count - 32)
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), objectCount > 0, topObject < objectCount,
      tableOffset >= 8, tableOffset <= tableEnd, objectCount <= (tableEnd - tableOffset) / offsetSize
    else { return "its trailer does not describe its objects" }
    return nil
  }

  /// Foundation's words for what stopped it, without the type names around them.
  private static func reason(_ error: Error) -> String {
    if case DecodingError.dataCorrupted(let context) = error { return context.debugDescription }
    return "it is not a property list Foundation reads"
  }

  /// Any value of a property list, decoded by trying each kind in turn.
  private indirect enum DecodedValue: Decodable {
    case string(String)
    case array([DecodedValue])
    case dictionary([String: DecodedValue])
    case other(String)

    init(from decoder: Decoder) throws {
      if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
        var members: [String: DecodedValue] = [:]
        for key in keyed.allKeys { members[key.stringValue] = try keyed.decode(DecodedValue.self, forKey: key) }
        self = .dictionary(members)
        return
      }
      if var unkeyed = try? decoder.unkeyedContainer() {
        var elements: [DecodedValue] = []
        while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(DecodedValue.self)) }
        self = .array(elements)
        return
      }
      let single = try decoder.singleValueContainer()
      if (try? single.decode(Bool.self)) != nil {
        self = .other("a boolean")
      } else if (try? single.decode(Int.self)) != nil {
        self = .other("an integer")
      } else if (try? single.decode(Double.self)) != nil {
        self = .other("a real")
      } else if let text = try? single.decode(String.self) {
        self = .string(text)
      } else if (try? single.decode(Date.self)) != nil {
        self = .other("a date")
      } else {
        self = .other("data")
      }
    }
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
