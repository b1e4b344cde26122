/// Byte comparisons of strings' UTF-8, without copying them: what matching thousands of URLs
/// against thousands of patterns does most.
enum UTF8Bytes {
  /// Whether `text`'s bytes start with `prefix`'s.
  static func hasPrefix(_ text: String, _ prefix: String) -> Bool {
    var text = text
    var prefix = prefix
    return text.withUTF8 { bytes in
      prefix.withUTF8 { start in
        bytes.count >= start.count && (start.isEmpty || memoryEqual(bytes.baseAddress!, start.baseAddress!, start.count))
      }
    }
  }

  /// Whether `a`'s bytes come before `b`'s.
  static func precedes(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { left in
      b.withUTF8 { right in
        let common = min(left.count, right.count)
        for index in 0..<common where left[index] != right[index] { return left[index] < right[index] }
        return left.count < right.count
      }
    }
  }

  private static func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    for index in 0..<count where a[index] != b[index] { return false }
    return true
  }
}
