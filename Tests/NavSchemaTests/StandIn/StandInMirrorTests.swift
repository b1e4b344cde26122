import Foundation
import Testing
@testable import NavTestSupport

/// The stand-in is the inventory of every TCA, swift-case-paths, Perception and SwiftUI API
/// NavGen's output calls: each of its public declarations names the real one it mirrors, at
/// each boundary tag, in the trait branch it sits in (`StandInMirrorCheck`).
@Suite("TCA stand-in mirrors")
struct StandInMirrorTests {
  static func sources() throws -> [(path: String, module: String, declarations: StandInDeclarations)] {
    let root = StandInPackage.directory.appendingPathComponent("Sources", isDirectory: true)
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path } ?? []
    return try files.map { file in
      let path = String(file.path.dropFirst(root.deletingLastPathComponent().path.count + 1))
      let module = path.split(separator: "/")[1]
      return (path, String(module), StandInDeclarations(source: try String(contentsOf: file, encoding: .utf8)))
    }
  }

  static func check(_ sources: [(path: String, module: String, declarations: StandInDeclarations)]) throws
    -> StandInMirrorCheck
  {
    StandInMirrorCheck(package: try StandInPackage.load(), sources: sources.map { ($0.path, $0.declarations) })
  }

  @Test func everyPublicDeclarationNamesWhatItMirrors() throws {
    let sources = try Self.sources()
    let check = try Self.check(sources)
    let problems = sources.flatMap {
      check.problems(path: $0.path, module: $0.module, declarations: $0.declarations.declarations)
    }
    #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.joined(separator: "\n"))")
    let inventoried = sources.flatMap(\.declarations.declarations).filter(check.isInventoried)
    #expect(inventoried.count > 450, "the reader found only \(inventoried.count) public declarations")
    let tca = inventoried.filter { $0.mirror?.hasPrefix(StandInMirrorCheck.tca) == true }
    #expect(tca.count > 250, "only \(tca.count) declarations cite TCA")
  }

  // MARK: - The check fails where it should

  /// The problems the check finds in `source`, as a file of the stand-in's `module`.
  private func problems(_ source: String, module: String = "ComposableArchitecture") throws -> [String] {
    let declarations = StandInDeclarations(source: source)
    let check = try Self.check([("Sources/\(module)/Probe.swift", module, declarations)])
    return check.problems(path: "Probe.swift", module: module, declarations: declarations.declarations)
  }

  private static let everyTag = """
    // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:1 (1.12.0),
    //   :2 (1.14.0), :3 (1.15.0), :4 (1.16.0), :5 (1.22.0), :6 (1.25.0), :7 (1.25.2), :8 (1.25.3),
    //   :9 (main)
    """

  @Test func aWellFormedCommentPasses() throws {
    #expect(try problems(Self.everyTag + "\npublic func leer() {}\n") == [])
    #expect(
      try problems(
        """
        #if TCA_MAIN && ComposableArchitecture2DeprecationOverloads
          // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:9 (main);
          //   trait branch: ComposableArchitecture2DeprecationOverloads;
          //   attributes by trait: ComposableArchitecture2Deprecations
          #if ComposableArchitecture2Deprecations
            @available(*, deprecated)
          #endif
          public func leer() {}
        #endif
        """) == [])
    #expect(try problems("// Stand-in only: the inspection.\npublic func mirar() {}\n") == [])
    #expect(
      try problems("// Mirrors: developer.apple.com/documentation/swiftui/text\npublic struct Text {}\n", module: "SwiftUI")
        == [])
  }

  @Test func aDeclarationWithoutACommentIsNamed() throws {
    #expect(
      try problems("public struct Suelto {\n  public var valor: Int\n  case uno\n}\n") == [
        "Probe.swift:1: struct Suelto: no `// Mirrors:` or `// Stand-in only:` comment names what it mirrors",
        "Probe.swift:2: var valor: no `// Mirrors:` or `// Stand-in only:` comment names what it mirrors",
      ])
    // A blank line separates a comment from the declaration below it.
    #expect(try problems(Self.everyTag + "\n\npublic func leer() {}\n").count == 1)
    // Requirements of a public protocol and conformances to public protocols are API too.
    let requirement = try problems("// Stand-in only: x.\npublic protocol P {\n  var valor: Int { get }\n}\n")
    #expect(requirement == ["Probe.swift:3: var valor: no `// Mirrors:` or `// Stand-in only:` comment names what it mirrors"])
    #expect(try problems("extension Int: Identifiable {}\n").count == 1)
    #expect(try problems("protocol Propio {}\nextension Int: Propio {}\n") == [])
  }

  @Test func aTagTheStandInDoesNotKnowOrAMissingTagIsNamed() throws {
    let unknown = try problems(Self.everyTag.replacingOccurrences(of: "(1.15.0)", with: "(1.15.1)") + "\npublic func leer() {}\n")
    #expect(unknown.contains { $0.contains("at 1.15.1, which is not one of its boundary tags") }, "\(unknown)")
    let missing = try problems(
      "// Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:9 (main)\npublic func leer() {}\n")
    #expect(missing.contains { $0.contains("expected every one of [\"1.12.0\"") }, "\(missing)")
    let tooMany = try problems(
      """
      #if TCA_1_25_0
        \(Self.everyTag.replacingOccurrences(of: "\n", with: "\n  "))
        public func leer() {}
      #endif
      """)
    #expect(tooMany.contains { $0.contains("expected every one of [\"1.25.0\", \"1.25.2\", \"1.25.3\", \"main\"]") }, "\(tooMany)")
    let absentOK = try problems(
      """
      // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:9 (main);
      //   absent from: 1.12.0, 1.14.0, 1.15.0, 1.16.0, 1.22.0, 1.25.0, 1.25.2, 1.25.3
      public func leer() {}
      """)
    #expect(absentOK == [])
    let casePaths = try problems(
      "// Mirrors: swift-case-paths Sources/CasePaths/Case.swift:3 (1.9.1)\npublic func leer() {}\n", module: "CasePaths")
    #expect(casePaths.contains { $0.contains("expected every one of [\"1.5.3\", \"1.9.1\"]") }, "\(casePaths)")
  }

  @Test func aTraitBranchThatIsNotTheIfItSitsInIsNamed() throws {
    let wrong = try problems(
      """
      #if TCA_MAIN && ComposableArchitecture2DeprecationOverloads
        // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:9 (main);
        //   trait branch: !ComposableArchitecture2DeprecationOverloads
        public func leer() {}
      #endif
      """)
    #expect(wrong.contains { $0.contains("at main it exists with") }, "\(wrong)")
    let unstated = try problems(
      """
      #if TCA_MAIN && ComposableArchitecture2DeprecationOverloads
        // Mirrors: swift-composable-architecture Sources/ComposableArchitecture/Store.swift:9 (main)
        public func leer() {}
      #endif
      """)
    #expect(unstated.contains { $0.contains("which trait branch `true` does not describe") }, "\(unstated)")
    let attributes = try problems(
      Self.everyTag + """

        #if ComposableArchitecture2Deprecations
          @available(*, deprecated)
        #endif
        public func leer() {}
        """)
    #expect(attributes.contains { $0.contains("the traits around its attributes are [\"ComposableArchitecture2Deprecations\"]") })
  }

  @Test func malformedCommentsAndConditionsAreNamed() throws {
    let unreadable = try problems("// Mirrors: TCA Store.swift line 9\npublic func leer() {}\n")
    #expect(unreadable.contains { $0.contains("cannot read `TCA Store.swift line 9`") }, "\(unreadable)")
    let wrongRepository = try problems(
      "// Mirrors: swift-perception Sources/PerceptionCore/Bindable.swift:3 (1.4.0), :4 (2.0.9)\npublic func leer() {}\n")
    #expect(wrongRepository.contains { $0.contains("which the ComposableArchitecture module does not mirror") })
    let unknownCondition = try problems("#if DEBUG\n" + Self.everyTag + "\npublic func leer() {}\n#endif\n")
    #expect(unknownCondition.contains { $0.contains("#if names DEBUG") }, "\(unknownCondition)")
    let swiftUI = try problems("// Mirrors: swift-composable-architecture x\npublic struct Text {}\n", module: "SwiftUI")
    #expect(swiftUI.contains { $0.contains("a SwiftUI declaration cites one page") })
  }
}
