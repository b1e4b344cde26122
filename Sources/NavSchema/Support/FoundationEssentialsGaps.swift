#if canImport(FoundationEssentials)
import FoundationEssentials

// Foundation spellings that FoundationEssentials does not have, used by code
// written against Foundation (`OutputWriter`, `SchemaSourceReader`). Only
// where NavGen builds on FoundationEssentials (Linux); elsewhere Foundation
// has them.

/// FoundationEssentials' `fileExists(atPath:isDirectory:)` sets a `Bool`
/// where Foundation's sets an `ObjCBool`.
package typealias ObjCBool = Bool

extension Bool {
  /// `ObjCBool`'s value.
  package var boolValue: Bool { self }
}

extension Error {
  /// What Foundation's `localizedDescription` tells a reader. For a file
  /// system error it is the reason in `strerror`'s words ("Not a
  /// directory"), where Foundation gave a sentence of its own ("The
  /// operation could not be completed. The file doesn’t exist.").
  var localizedDescription: String {
    if let error = self as? CocoaError, let reason = error.underlying as? POSIXError {
      return SystemError(code: reason.code.rawValue).description
    }
    if let error = self as? POSIXError { return SystemError(code: error.code.rawValue).description }
    if let error = self as? LocalizedError, let description = error.errorDescription { return description }
    return String(describing: self)
  }
}
#endif
