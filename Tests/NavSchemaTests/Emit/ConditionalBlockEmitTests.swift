import Testing
@testable import NavSchema
@testable import NavTestSupport

/// `#if` blocks in both forms: every spot of the expansion writes the
/// cases' clauses (`#if`, `#elseif`, `#else`, nested), dropping the ones it
/// has nothing for, as TCA 1.25.5's `@Reducer` (`renderedIfConfig`) does;
/// the hand-written part and the nested macros' expansions keep them all.
@Suite struct ConditionalBlockEmitTests {
  /// The output of an enum `Feature` with these entries of `cases`.
  static func generate(_ entries: String, expandMacros: Bool = false) throws -> String {
    let json = #"{"version": 1, "imports": [], "enums": [{"name": "Feature", "cases": [\#(entries)]}]}"#
    let schema = try LoaderTestSupport.schema(json)
    return SwiftGenerator.generate(schema, expandMacros: expandMacros)
  }

  /// The lines of `text` from the first that starts (after indentation) with
  /// `opening` to the next one at the same indentation that closes it.
  static func member(_ opening: String, in text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.drop { $0 == " " }.hasPrefix(opening) }) else { return "" }
    let indent = lines[start].prefix { $0 == " " }
    let end = lines[(start + 1)...].firstIndex { $0 == indent + "}" || $0.hasPrefix(indent + "}") } ?? lines.endIndex - 1
    return lines[start...end].map { String($0.dropFirst(indent.count)) }.joined(separator: "\n")
  }

  static let elseifAndElse = #"""
    {"if": "os(macOS)", "cases": ["Mac", {"name": "macAlert", "alert": "MacAlert"}], "elseif": [{"if": "os(iOS)", "cases": ["Phone"]}], "else": ["Other", {"name": "another"}]}
    """#

  @Test func everySpotWritesTheClausesOfTheBlock() throws {
    let output = try Self.generate(Self.elseifAndElse)
    #expect(Self.member("enum Action", in: output) == """
      enum Action {
        #if os(macOS)
        case mac(Mac.Action)
        case macAlert(MacAlert)
        #elseif os(iOS)
        case phone(Phone.Action)
        #else
        case other(Other.Action)
        case another(Swift.Never)
        #endif
      }
      """)
    #expect(Self.member("static var body", in: output) == #"""
      static var body: Reduce<Self.State, Self.Action> {
        ComposableArchitecture.Reduce(
          ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()
          #if os(macOS)
          .ifCaseLet(\Self.State.Cases.mac, action: \Self.Action.Cases.mac) {
            Mac()
          }
          #elseif os(iOS)
          .ifCaseLet(\Self.State.Cases.phone, action: \Self.Action.Cases.phone) {
            Phone()
          }
          #else
          .ifCaseLet(\Self.State.Cases.other, action: \Self.Action.Cases.other) {
            Other()
          }
          #endif
        )
      }
      """#)
    #expect(Self.member("static func scope", in: output).contains("""
        #else
        case .other:
          return .other(store.scope(state: \\.other, action: \\.other)!)
        case .another:
          return .another
        #endif
      """))
  }

  @Test func casesInsideABlockGetOnlyTheMarkersWrittenByHand() throws {
    let output = try Self.generate(Self.elseifAndElse + #", {"name": "web", "ignored": "URL", "if": "DEBUG"}"#)
    let handWritten = output.components(separatedBy: "\n\n")[1]
    #expect(handWritten == """
      enum Feature {
        #if os(macOS)
        case mac(Mac)
        case macAlert(AlertState<MacAlert>)
        #elseif os(iOS)
        case phone(Phone)
        #else
        case other(Other)
        case another
        #endif
        #if DEBUG
        @ReducerCaseIgnored
        case web(URL)
        #endif
      """)
  }

  @Test func twoBlocksWithTheSameConditionStayTwo() throws {
    let output = try Self.generate(#"{"if": "DEBUG", "cases": ["A"]}, {"if": "DEBUG", "cases": ["B"]}"#)
    #expect(Self.member("enum State", in: output).contains("""
        #if DEBUG
        case a(A.State)
        #endif
        #if DEBUG
        case b(B.State)
        #endif
      """))
    // The shorthand puts adjacent cases with the same condition in one block.
    let merged = try Self.generate(#"{"name": "a", "reducer": "A", "if": "DEBUG"}, {"name": "b", "reducer": "B", "if": "DEBUG"}"#)
    #expect(Self.member("enum State", in: merged).contains("  #if DEBUG\n  case a(A.State)\n  case b(B.State)\n  #endif\n"))
  }

  @Test func nestedBlocksNestInEverySpot() throws {
    let output = try Self.generate(
      #""Child", {"if": "DEBUG", "cases": [{"if": "INNER", "cases": ["Inner", {"name": "dialog", "confirmationDialog": "D"}]}]}"#)
    #expect(Self.member("enum CaseScope", in: output).contains("""
        case child(ComposableArchitecture.StoreOf<Child>)
        #if DEBUG
        #if INNER
        case inner(ComposableArchitecture.StoreOf<Inner>)
        case dialog(ConfirmationDialogState<D>)
        #endif
        #endif
        struct AllCasePaths {
      """))
  }

  /// TCA 1.25.5's `testEnum_IfConfigPrunesEmptyBranches`: a block whose only
  /// case has two values has nothing for `body` or `AllCasePaths`.
  @Test func spotsLeaveOutBlocksTheyHaveNothingFor() throws {
    let output = try Self.generate(#""Child", {"if": "DEBUG", "cases": [{"name": "value", "ignored": ["Int", "String"]}]}"#)
    #expect(Self.member("enum State", in: output).contains("  #if DEBUG\n  case value(Int, String)\n  #endif\n"))
    #expect(Self.member("enum Action", in: output).contains("  #if DEBUG\n  case value(Swift.Never)\n  #endif\n"))
    #expect(!Self.member("static var body", in: output).contains("#if"))
    #expect(!Self.member("struct AllCasePaths", in: output).contains("#if"))
    #expect(Self.member("static func scope", in: output).contains("#if DEBUG\n  case let .value(v0, v1):"))
  }

  @Test func aSpotLeavesOutOnlyTheClausesItHasNothingFor() throws {
    let output = try Self.generate(
      #"{"if": "os(iOS)", "cases": ["Phone"], "elseif": [{"if": "os(tvOS)", "cases": ["TV"]}], "else": [{"name": "web", "ignored": "URL"}]}"#)
    #expect(Self.member("static var body", in: output).contains("#elseif os(tvOS)"))
    #expect(!Self.member("static var body", in: output).contains("#else\n"))
    #expect(Self.member("struct AllCasePaths", in: output).contains("#else\n"))
  }

  @Test func theHandWrittenPartKeepsAnEmptyBlockThatTheExpansionDrops() throws {
    let output = try Self.generate(#""Child", {"if": "DEBUG", "cases": []}"#)
    #expect(output.contains("enum Feature {\n  case child(Child)\n  #if DEBUG\n  #endif\n"))
    #expect(output.components(separatedBy: "#if DEBUG").count == 2)
  }

  @Test func observationTagsCountThroughEveryClause() throws {
    let output = try Self.generate(Self.elseifAndElse + ", \"Last\"", expandMacros: true)
    let identity = Self.member("public var _$id", in: output)
    for (name, tag) in [("mac", 0), ("macAlert", 1), ("phone", 2), ("other", 3), ("last", 5)] {
      #expect(identity.contains("case let .\(name)(state):\n    return ._$id(for: state)._$tag(\(tag))"), "\(name)")
    }
    #expect(identity.contains("case .another:\n    return ObservableStateID()._$tag(4)"))
    #expect(identity.contains("#elseif os(iOS)") && identity.contains("#else\n"))
  }

  @Test func expandedCasePathsKeepTheClauses() throws {
    let output = try Self.generate(Self.elseifAndElse, expandMacros: true)
    let iterator = Self.member("public func makeIterator", in: output)
    #expect(iterator.contains("""
        #if os(macOS)
        allCasePaths.append(\\.mac)
        allCasePaths.append(\\.macAlert)
        #elseif os(iOS)
        allCasePaths.append(\\.phone)
        #else
        allCasePaths.append(\\.other)
        allCasePaths.append(\\.another)
        #endif
      """))
    for macro in ["@CasePathable", "@ObservableState", "@ReducerCase"] { #expect(!output.contains(macro)) }
  }
}
