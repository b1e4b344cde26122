import Foundation

/// The compiler's output cut into diagnostics, each with the file it is about, so that the
/// diagnostics of many files type-checked together can be told apart.
struct CompilerOutput {
  struct Diagnostic {
    enum Severity: String {
      case error, warning, note, remark
    }

    /// Nil for a diagnostic without a location (a driver error).
    var file: String?
    var severity: Severity
    /// The header line and the source excerpt under it.
    var text: String
  }

  var diagnostics: [Diagnostic] = []

  init(_ output: String) {
    var current: Diagnostic?
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if let header = Self.header(String(line)) {
        if let current { diagnostics.append(current) }
        current = Diagnostic(file: header.file, severity: header.severity, text: String(line))
      } else if current != nil {
        current!.text += "\n" + line
      } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
        current = Diagnostic(file: nil, severity: .error, text: String(line))
      }
    }
    if let current { diagnostics.append(current) }
  }

  /// `path:line:column: error: message` or `error: message`.
  private static func header(_ line: String) -> (file: String?, severity: Diagnostic.Severity)? {
    for severity in [Diagnostic.Severity.error, .warning, .note, .remark] {
      if line.hasPrefix("\(severity.rawValue): ") { return (nil, severity) }
      guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
      let location = line[..<marker.lowerBound].split(separator: ":")
      guard location.count >= 3, location.suffix(2).allSatisfy({ Int($0) != nil }) else { continue }
      return (location.dropLast(2).joined(separator: ":"), severity)
    }
    return nil
  }

  /// Errors and warnings with the notes that follow them, grouped by the file of the error or
  /// warning (`nil` for those without a file).
  func problemsByFile() -> [String?: [String]] {
    var result: [String?: [String]] = [:]
    var lastFile: String??
    for diagnostic in diagnostics {
      switch diagnostic.severity {
      case .error, .warning:
        result[diagnostic.file, default: []].append(diagnostic.text)
        lastFile = .some(diagnostic.file)
      case .note, .remark:
        if let lastFile { result[lastFile, default: []].append(diagnostic.text) }
      }
    }
    return result
  }
}
