/// The case name a string shorthand case gets from its type: the last dotted
/// component with its leading run of capitals lowercased the way Swift names
/// values (`URLLoader` -> `urlLoader`, `URL` -> `url`, `Resena` -> `resena`,
/// `Articles.Body` -> `body`).
package enum ShorthandCaseName {
  package static func derive(fromTypeName typeName: String) -> String {
    if let ascii = typeName.withUTF8Bytes(deriveASCII) { return ascii }
    let utf8 = typeName.utf8
    let last = Substring(utf8.lastIndex(of: UInt8(ascii: ".")).map { utf8[utf8.index(after: $0)...] } ?? utf8[...])
    let scalars = Array(last.unicodeScalars)
    var run = 0
    while run < scalars.count, scalars[run].properties.isUppercase { run += 1 }
    guard run > 0 else { return String(last) }
    // In `URLLoader` the last capital of the run starts the next word and stays.
    let lowered = run > 1 && run < scalars.count && scalars[run].properties.isLowercase ? run - 1 : run
    var head = ""
    head.unicodeScalars.append(contentsOf: scalars[..<lowered])
    var tail = ""
    tail.unicodeScalars.append(contentsOf: scalars[lowered...])
    return head.lowercased() + tail
  }

  /// The same for a name of ASCII letters, digits and `_` (nearly every
  /// name), on bytes instead of Unicode properties, which are slow to look up.
  private static func deriveASCII(_ typeName: UnsafeBufferPointer<UInt8>) -> String? {
    let start = typeName.lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? 0
    let name = UnsafeBufferPointer(rebasing: typeName[start...])
    guard name.allSatisfy({ $0.isASCIIWordByte }) else { return nil }
    var run = 0
    while run < name.count, name[run].isASCIIUppercase { run += 1 }
    let lowered = run > 1 && run < name.count && name[run].isASCIILowercase ? run - 1 : run
    return String(unsafeUninitializedCapacity: name.count) { derived in
      for index in name.indices { derived[index] = index < lowered ? name[index] | 0x20 : name[index] }
      return name.count
    }
  }
}

extension UInt8 {
  fileprivate var isASCIIUppercase: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
  fileprivate var isASCIILowercase: Bool { self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z") }
}
