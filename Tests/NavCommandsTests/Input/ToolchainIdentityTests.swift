import Foundation
import Testing
@testable import NavCommands
@testable import NavTestSupport

/// `ToolchainIdentity` names the toolchain `/usr/bin/env swift` would run by files: the first
/// `swift` on PATH that can run, followed through its links, the `swift-package` beside it, the
/// developer folder Xcode's shims use, and what selects swiftly's toolchain.
@Suite("Manifest cache: the toolchain")
struct ToolchainIdentityTests {
  /// A toolchain's `bin`: `swift` a link to `swift-driver`, as toolchains install it.
  static func toolchain(in directory: TemporaryDirectory, _ name: String) throws -> String {
    let bin = directory.path("\(name)/usr/bin")
    for program in ["swift-driver", "swift-package"] {
      try directory.write("\(name)/usr/bin/\(program)", "#!/bin/sh\n")
      #expect(chmod(bin + "/" + program, 0o755) == 0)
    }
    try FileManager.default.createSymbolicLink(atPath: bin + "/swift", withDestinationPath: "swift-driver")
    return bin
  }

  @Test func theFirstSwiftOnPathThatRunsFollowedThroughItsLinks() throws {
    let directory = try TemporaryDirectory()
    let first = try Self.toolchain(in: directory, "a")
    let second = try Self.toolchain(in: directory, "b")
    // Neither a file that cannot run nor a folder named swift is taken.
    try directory.write("plain/swift", "not a program")
    try FileManager.default.createDirectory(atPath: directory.path("folder/swift"), withIntermediateDirectories: true)
    let path = [directory.path("plain"), directory.path("folder"), first, second].joined(separator: ":")
    let identity = try #require(ToolchainIdentity.current(environment: ["PATH": path], currentDirectory: directory.path("")))
    #expect(identity.lines[0] == "swift \(first)/swift")
    let real = try #require(ToolchainIdentity.realPath(first + "/swift-driver"))
    #expect(identity.lines[1].hasPrefix(real + " "))
    #expect(identity.lines[2].hasPrefix(ToolchainIdentity.realPath(first)! + "/swift-package "))
    #expect(!identity.lines[2].hasSuffix("missing"))
    let other = try #require(ToolchainIdentity.current(environment: ["PATH": second + ":" + first], currentDirectory: "/"))
    #expect(other != identity)
    #expect(ToolchainIdentity.current(environment: ["PATH": directory.path("plain")], currentDirectory: "/") == nil)
  }

  @Test func aToolchainInstalledOverAnotherIsAnother() throws {
    let directory = try TemporaryDirectory()
    let bin = try Self.toolchain(in: directory, "a")
    let before = ToolchainIdentity.current(environment: ["PATH": bin], currentDirectory: "/")
    // Replaced as an installer replaces it: a new file under the same name.
    try directory.write("a/usr/bin/swift-package.new", "#!/bin/sh\n# 6.3.2\n")
    #expect(rename(bin + "/swift-package.new", bin + "/swift-package") == 0)
    #expect(ToolchainIdentity.current(environment: ["PATH": bin], currentDirectory: "/") != before)
  }

  @Test func theDeveloperFolderOfXcodesShims() throws {
    let directory = try TemporaryDirectory()
    let bin = try Self.toolchain(in: directory, "shims")
    let developer = directory.path("Xcode.app/Contents/Developer")
    try directory.write("Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin/swift-package", "16.1")
    let identity = try #require(
      ToolchainIdentity.current(environment: ["PATH": bin, "DEVELOPER_DIR": developer], currentDirectory: "/"))
    #expect(identity.lines.contains("developer \(developer)"))
    let stamp = try #require(identity.lines.first { $0.hasPrefix(developer + "/Toolchains/XcodeDefault.xctoolchain/usr/bin/swift-package ") })
    #expect(!stamp.hasSuffix(" missing"))
    try directory.write("Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin/swift-package", "16.2!")
    #expect(ToolchainIdentity.current(environment: ["PATH": bin, "DEVELOPER_DIR": developer], currentDirectory: "/") != identity)
  }

  @Test func whatSelectsSwiftlysToolchain() throws {
    let directory = try TemporaryDirectory()
    let bin = try Self.toolchain(in: directory, "swiftly")
    let home = directory.path("home")
    let environment = ["PATH": bin, "HOME": home]
    let project = directory.path("home/app/Sources")
    try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
    let none = try #require(ToolchainIdentity.current(environment: environment, currentDirectory: project))
    try directory.write("home/app/.swift-version", "6.2.0\n")
    let pinned = try #require(ToolchainIdentity.current(environment: environment, currentDirectory: project))
    #expect(pinned != none)
    #expect(pinned.lines.contains("swift-version \(directory.path("home/app/.swift-version")) \("6.2.0\n".debugDescription)"))
    try directory.write("home/.local/share/swiftly/config.json", #"{"inUse":"6.1.0"}"#)
    let configured = try #require(ToolchainIdentity.current(environment: environment, currentDirectory: project))
    #expect(configured != pinned)
    let elsewhere = try #require(ToolchainIdentity.current(
      environment: environment.merging(["SWIFTLY_HOME_DIR": directory.path("swiftly-home")]) { $1 }, currentDirectory: project))
    #expect(elsewhere.lines.contains { $0.hasPrefix("swiftly \(directory.path("swiftly-home"))/config.json") })
  }

  @Test func thePathsItWalks() {
    #expect(ToolchainIdentity.parent("/a/b") == "/a")
    #expect(ToolchainIdentity.parent("/a") == "/")
    #expect(ToolchainIdentity.nearest("no-such-file-\(UUID().uuidString)", from: "/tmp") == nil)
  }
}
