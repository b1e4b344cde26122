import Testing
@testable import NavCommands

/// `ManifestDumpKey` changes with everything a dump-package answer depends on, and with nothing
/// a terminal sets.
@Suite("Manifest cache: keys")
struct ManifestDumpKeyTests {
  static let toolchain = ToolchainIdentity(lines: ["swift /usr/bin/swift", "/usr/bin/swift 10 1.0 1:2"])
  static let manifest = (name: "Package.swift", contents: Array("let package = Package(name: \"App\")".utf8))

  static func key(
    folder: String = "/app", manifests: [(name: String, contents: [UInt8])] = [manifest], git: Bool = false,
    environment: [String: String] = ["PATH": "/usr/bin"], toolchain: ToolchainIdentity = toolchain
  ) -> ManifestDumpKey {
    ManifestDumpKey(packageFolder: folder, manifests: manifests, holdsGit: git, environment: environment, toolchain: toolchain)
  }

  @Test func everyInputOfADumpChangesTheKey() {
    let base = Self.key()
    #expect(Self.key() == base)
    #expect(Self.key(folder: "/other") != base)
    #expect(Self.key(manifests: [(Self.manifest.name, Self.manifest.contents + Array(" // edited".utf8))]) != base)
    #expect(Self.key(manifests: [Self.manifest, ("Package@swift-5.9.swift", Self.manifest.contents)]) != base)
    #expect(Self.key(git: true) != base)
    #expect(Self.key(environment: ["PATH": "/usr/bin", "TEST_SERVER": "1"]) != base)
    #expect(Self.key(environment: ["PATH": "/usr/local/bin"]) != base)
    #expect(Self.key(toolchain: ToolchainIdentity(lines: ["swift /usr/bin/swift", "/usr/bin/swift 10 2.0 1:2"])) != base)
    #expect(Self.key().fileName == base.fileName)
    #expect(Self.key(folder: "/other").fileName != base.fileName)
  }

  @Test func whatATerminalSetsDoesNot() {
    let base = Self.key()
    #expect(Self.key(environment: ["PATH": "/usr/bin", "TERM": "xterm-256color", "TERM_SESSION_ID": "7"]) == base)
    #expect(Self.key(environment: ["PATH": "/usr/bin", "NAVGEN_CACHE_DIR": "/c"]) == base)
  }

  @Test func theManifestsOrderDoesNotButTheirBoundariesDo() {
    let other = (name: "Package@swift-5.9.swift", contents: Array("x".utf8))
    #expect(Self.key(manifests: [Self.manifest, other]) == Self.key(manifests: [other, Self.manifest]))
    // One value never reads as the end of another.
    #expect(Self.key(environment: ["A": "BC"]) != Self.key(environment: ["AB": "C"]))
    #expect(Self.key(folder: "/app\ngit 3:yes") != Self.key(folder: "/app", git: true))
  }

  @Test func aRevisionsFolderIsNamedByItsManifests() {
    let name = ManifestDumpKey.folderName(for: [Self.manifest])
    #expect(name.hasPrefix("navgen-manifest-") && name.count == "navgen-manifest-".count + 16)
    #expect(ManifestDumpKey.folderName(for: [Self.manifest]) == name)
    #expect(ManifestDumpKey.folderName(for: [(Self.manifest.name, Array("other".utf8))]) != name)
  }

  @Test func theHashIsFNV1a() {
    // The published FNV-1a 64-bit values of "" and "a".
    #expect(ManifestDumpKey.hash([]) == "cbf29ce484222325")
    #expect(ManifestDumpKey.hash(Array("a".utf8)) == "af63dc4c8601ec8c")
  }
}
