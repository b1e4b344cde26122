/// What a dump-package answer depends on, as bytes that are equal exactly when the inputs are.
/// It holds what SwiftPM keys its own manifest cache by: the package's folder, the bytes of
/// every manifest SwiftPM chooses among (`Package.swift`, `Package@swift-*.swift`), whether
/// the folder holds `.git`, the environment (less the variables SwiftPM leaves out of its key,
/// which a terminal sets), and, for SwiftPM's version, the toolchain (`ToolchainIdentity`).
struct ManifestDumpKey: Hashable, Sendable {
  var bytes: [UInt8]

  init(
    packageFolder: String, manifests: [(name: String, contents: [UInt8])], holdsGit: Bool,
    environment: [String: String], toolchain: ToolchainIdentity
  ) {
    var fields = KeyFields()
    fields.add("package", packageFolder)
    fields.add("git", holdsGit ? "yes" : "no")
    for line in toolchain.lines { fields.add("toolchain", line) }
    for (name, value) in environment.sorted(by: { $0.key < $1.key }) where !Self.ignoredVariables.contains(name) {
      fields.add("environment", name)
      fields.add("value", value)
    }
    for manifest in manifests.sorted(by: { $0.name < $1.name }) {
      fields.add("manifest", manifest.name)
      fields.add("bytes", manifest.contents)
    }
    bytes = fields.bytes
  }

  /// Variables a terminal or this cache sets, which no manifest reads (the list SwiftPM leaves
  /// out of its own key, and NavGen's own variable).
  static let ignoredVariables: Set<String> = [
    "TERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "TERM_SESSION_ID", "ITERM_PROFILE", "ITERM_SESSION_ID",
    "SECURITYSESSIONID", "LaunchInstanceID", "LC_TERMINAL", "LC_TERMINAL_VERSION", "CLICOLOR", "LS_COLORS",
    "VSCODE_IPC_HOOK_CLI", "HYPERFINE_RANDOMIZED_ENVIRONMENT_OFFSET", "SSH_AUTH_SOCK", "NAVGEN_CACHE_DIR",
  ]

  static let entrySuffix = ".dump"
  static let revisionPrefix = "navgen-manifest-"

  /// The entry's file name: a 64-bit FNV-1a hash of the key. Two keys with one name only take
  /// each other's place: the entry holds its whole key, which is compared when read.
  var fileName: String {
    Self.hash(bytes) + Self.entrySuffix
  }

  /// The name of the folder of the cache a revision's manifests are written to for dump-package
  /// (`ManifestDumpCache.revisionFolder`): the same for the same manifests.
  static func folderName(for manifests: [(name: String, contents: [UInt8])]) -> String {
    var fields = KeyFields()
    for manifest in manifests.sorted(by: { $0.name < $1.name }) {
      fields.add("manifest", manifest.name)
      fields.add("bytes", manifest.contents)
    }
    return revisionPrefix + hash(fields.bytes)
  }

  /// FNV-1a, 64 bits, as 16 hexadecimal digits.
  static func hash(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

/// Fields written `<label> <byte count>:<bytes>` one after the other, so no value can be read
/// as another's end.
private struct KeyFields {
  var bytes: [UInt8] = []

  mutating func add(_ label: String, _ value: String) {
    add(label, Array(value.utf8))
  }

  mutating func add(_ label: String, _ value: [UInt8]) {
    bytes += Array("\(label) \(value.count):".utf8)
    bytes += value
    bytes.append(UInt8(ascii: "\n"))
  }
}
