import NavSchema

/// A value of a property list (`Info.plist`, `.entitlements`) as navgen reads it: strings,
/// arrays and dictionaries (keys in file order), anything else by its kind alone. Each value
/// knows where it is: its element's line and column in an XML list; the file and the key path
/// (`CFBundleURLTypes[0].CFBundleURLSchemes`) in a binary one, which has no lines.
public struct PlistNode: Sendable {
  public indirect enum Value: Sendable {
    case string(String)
    case array([PlistNode])
    case dictionary([(key: String, value: PlistNode)])
    /// `a boolean`, `an integer`, `a real`, `a date`, `data`.
    case other(String)
  }

  public var value: Value
  public var location: SourceLocation
  /// `CFBundleURLTypes[0].CFBundleURLSchemes`; empty for the top value.
  public var keyPath: String
  /// A value of a binary list, located at the file's start: messages name its key path.
  public var isBinary = false

  /// The value under `key` of a dictionary.
  public func member(_ key: String) -> PlistNode? {
    guard case .dictionary(let members) = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  public var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  public var elements: [PlistNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  /// `a string`, `an array`, `a dictionary`, `a boolean`, …: for messages.
  public var kindDescription: String {
    switch value {
    case .string: return "a string"
    case .array: return "an array"
    case .dictionary: return "a dictionary"
    case .other(let kind): return kind
    }
  }

  /// `Info.plist:12:3` for an XML list; `Info.plist (CFBundleURLTypes[0])` for a binary one.
  public var place: String {
    isBinary ? "\(location.file) (\(keyPath.isEmpty ? "its top value" : keyPath))" : location.description
  }

  /// ` at CFBundleURLTypes[0]` for a value of a binary list, whose location is the file's start.
  public var keyPathNote: String {
    isBinary && !keyPath.isEmpty ? " (at \(keyPath))" : ""
  }
}

/// Reads a property list as Apple writes them: XML (`<?xml …?><plist>…`, located to the
/// element) or binary (`bplist00`, located to the file and key path). Anything else, or a
/// list that is not well formed, is one error at the place it stops being readable.
public enum PlistReader {
  public static func read(_ bytes: [UInt8], fileName: String) -> Result<PlistNode, FileProblems> {
    if bytes.starts(with: Array("bplist".utf8)) {
      return BinaryPlistReader.read(bytes, fileName: fileName)
    }
    return XMLPlistReader.read(bytes, fileName: fileName)
  }
}
