#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavSchema

/// Files on disk, read whole.
public enum SchemaFile {
  /// The one place NavGen reads a file from disk: its bytes, or why not.
  public static func read(atPath path: String) -> Result<[UInt8], SchemaReadError> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(SchemaReadError(source: .file(path: path), message: "no such file"))
    }
    let notReadable = SchemaReadError(source: .file(path: path), message: isDirectory.boolValue ? "is a directory" : "not readable")
    guard !isDirectory.boolValue else { return .failure(notReadable) }
    guard let bytes = try? FileDescriptor.readWholeFile(atPath: path) else { return .failure(notReadable) }
    return .success(bytes)
  }
}
