#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavSchema

/// Which Swift toolchain `swift package dump-package` would run, told by files rather than by
/// asking it: `swift --version` costs half a dump. SwiftPM keys its own manifest cache by its
/// version; NavGen's cache takes these lines in its place, and any change in them is a miss.
///
/// - The `swift` found on `PATH` (as `/usr/bin/env` finds it), followed through its links, and
///   the `swift-package` beside it: the path, size, modification time and file number of each,
///   so a toolchain installed over another is a different one.
/// - Xcode's shims (`/usr/bin/swift` on macOS) run the toolchain of the developer folder:
///   `DEVELOPER_DIR`, else the one `xcode-select` chose, whose `swift-package` is stamped too.
/// - swiftly's proxies run the toolchain a `.swift-version` file (the nearest one, from the
///   current folder up, where swiftly looks) or swiftly's configuration selects: their bytes.
struct ToolchainIdentity: Hashable, Sendable {
  /// One line per fact; nil when no `swift` is on `PATH` (then nothing is cached).
  var lines: [String]

  /// Reads the facts as they stand now. `currentDirectory`: where the dump runs from.
  static func current(environment: [String: String], currentDirectory: String) -> ToolchainIdentity? {
    guard let swift = executable(named: "swift", on: environment["PATH"] ?? "", currentDirectory: currentDirectory),
      let resolved = realPath(swift)
    else { return nil }
    var lines = ["swift \(swift)", stamp(resolved)]
    let folder = parent(resolved)
    lines.append(stamp(folder + "/swift-package"))
    if let developer = environment["DEVELOPER_DIR"] ?? link(xcodeSelectLink) {
      lines.append("developer \(developer)")
      lines.append(stamp(developer + "/Toolchains/XcodeDefault.xctoolchain/usr/bin/swift-package"))
      lines.append(stamp(developer + "/usr/bin/swift-package"))
    }
    for configuration in swiftlyConfigurations(environment) {
      lines.append("swiftly \(configuration) \(contents(of: configuration))")
    }
    if let version = nearest(".swift-version", from: currentDirectory) {
      lines.append("swift-version \(version) \(contents(of: version))")
    }
    return ToolchainIdentity(lines: lines)
  }

  static let xcodeSelectLink = "/var/db/xcode_select_link"

  /// Where swiftly keeps its configuration: `SWIFTLY_HOME_DIR`, else its default on macOS and on Linux.
  static func swiftlyConfigurations(_ environment: [String: String]) -> [String] {
    if let home = environment["SWIFTLY_HOME_DIR"] { return [home + "/config.json"] }
    guard let home = environment["HOME"] else { return [] }
    let data = environment["XDG_DATA_HOME"] ?? home + "/.local/share"
    return [home + "/.swiftly/config.json", data + "/swiftly/config.json"]
  }

  /// The first `name` in `path`'s folders that may be run; an empty entry is the current folder.
  static func executable(named name: String, on path: String, currentDirectory: String) -> String? {
    for entry in path.split(separator: ":", omittingEmptySubsequences: false) {
      let folder = entry.isEmpty ? currentDirectory : String(entry)
      let candidate = (folder.hasPrefix("/") ? folder : currentDirectory + "/" + folder) + "/" + name
      if access(candidate, X_OK) == 0, !isFolder(candidate) { return candidate }
    }
    return nil
  }

  /// `path size mtime file-number` of a file, or `path missing`.
  static func stamp(_ path: String) -> String {
    var status = stat()
    guard stat(path, &status) == 0 else { return "\(path) missing" }
    #if canImport(Darwin)
    let modified = status.st_mtimespec
    #else
    let modified = status.st_mtim
    #endif
    return "\(path) \(status.st_size) \(modified.tv_sec).\(modified.tv_nsec) \(status.st_dev):\(status.st_ino)"
  }

  /// The bytes of a small file as text (escaped), or `missing`.
  static func contents(of path: String) -> String {
    guard let bytes = try? FileDescriptor.readWholeFile(atPath: path) else { return "missing" }
    return String(decoding: bytes, as: UTF8.self).debugDescription
  }

  static func nearest(_ name: String, from folder: String) -> String? {
    var current = folder
    while true {
      let candidate = (current == "/" ? "" : current) + "/" + name
      if access(candidate, F_OK) == 0 { return candidate }
      guard current != "/", !current.isEmpty else { return nil }
      current = parent(current)
    }
  }

  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func link(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
