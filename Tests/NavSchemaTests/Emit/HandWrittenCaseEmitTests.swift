import Testing
@testable import NavTestSupport

/// Markers written by hand, declarations of several cases and labelled
/// values, as TCA 1.25.5's `@Reducer` treats them: its member-attribute pass
/// adds a marker to a declaration of one case outside `#if` whatever is
/// written already, and reads the markers and values of a declaration for
/// every case in it.
@Suite struct HandWrittenCaseEmitTests {
  static func generate(_ entries: String, expandMacros: Bool = false) throws -> String {
    try ConditionalBlockEmitTests.generate(entries, expandMacros: expandMacros)
  }

  static func member(_ opening: String, in text: String) -> String {
    ConditionalBlockEmitTests.member(opening, in: text)
  }

  /// The enum as written, before the members the macro adds.
  static func handWritten(_ output: String) -> String {
    output.components(separatedBy: "\n\n")[1]
  }

  @Test func aWrittenMarkerTheMacroAddsAnywayIsWrittenTwice() throws {
    let output = try Self.generate(#"""
      {"name": "cerrado", "markers": ["@ReducerCaseIgnored"]}, {"name": "alert", "alert": "A", "markers": ["@ReducerCaseEphemeral"]}, {"name": "reunion", "ignored": ["Meeting", "syncUp: SyncUp"], "markers": ["@ReducerCaseIgnored"]}
      """#)
    #expect(Self.handWritten(output) == """
      enum Feature {
        @ReducerCaseIgnored
        @ReducerCaseIgnored
        case cerrado
        @ReducerCaseEphemeral
        @ReducerCaseEphemeral
        case alert(AlertState<A>)
        @ReducerCaseIgnored
        @ReducerCaseIgnored
        case reunion(Meeting, syncUp: SyncUp)
      """)
  }

  @Test func markersFollowTheAttributesAndReplaceTheDefaultOnes() throws {
    let output = try Self.generate(#"""
      {"name": "web", "ignored": "URL", "attributes": ["@available(iOS 17, *)"]}, {"name": "ids", "ignored": "[Int]", "markers": []}, {"name": "migrated", "ignored": "AlertState<A>", "markers": ["@ReducerCaseIgnored", "@ReducerCaseEphemeral"]}
      """#)
    #expect(Self.handWritten(output) == """
      enum Feature {
        @available(iOS 17, *)
        @ReducerCaseIgnored
        case web(URL)
        case ids([Int])
        @ReducerCaseIgnored
        @ReducerCaseEphemeral
        @ReducerCaseEphemeral
        case migrated(AlertState<A>)
      """)
    // Unmarked, a value that is not a plain name is passed through as if ignored.
    #expect(Self.member("enum Action", in: output).contains("case ids(Swift.Never)"))
    #expect(Self.member("struct AllCasePaths", in: output).contains("var ids: CasePaths.AnyCasePath<CaseScope, [Int]> {"))
    #expect(Self.member("static func scope", in: output).contains("case let .ids(v0):\n    return .ids(v0)"))
  }

  @Test func severalCasesInOneDeclarationStayOnOneLineWithoutAddedMarkers() throws {
    let output = try Self.generate(#"""
      {"elements": ["Autor", {"name": "edicion", "reducer": "Edicion", "initializer": "Edicion(modo: .completo)"}], "attributes": ["@available(iOS 17, *)"]}
      """#)
    #expect(Self.handWritten(output) == """
      enum Feature {
        @available(iOS 17, *)
        case autor(Autor), edicion(Edicion = Edicion(modo: .completo))
      """)
    #expect(Self.member("enum State", in: output).contains("case autor(Autor.State)\n  case edicion(Edicion.State)\n"))
    #expect(Self.member("static var body", in: output).contains("Edicion(modo: .completo)"))
  }

  @Test func everyCaseOfADeclarationIsReadAsTheDeclarationIs() throws {
    let output = try Self.generate(#"""
      {"elements": [{"name": "toast", "ephemeral": "Toast"}, {"name": "alert", "alert": "A"}], "markers": []}, {"elements": [{"name": "web", "ignored": "URL"}, {"name": "closed"}], "markers": []}
      """#)
    // Without "markers": [] each declaration would get the ones its cases' kinds need.
    #expect(Self.handWritten(output) == """
      enum Feature {
        case toast(Toast), alert(AlertState<A>)
        case web(URL), closed
      """)
    // `toast` is ephemeral because `alert` shares its declaration: no ifCaseLet, its value in CaseScope.
    #expect(Self.member("enum Action", in: output).contains("case toast(Toast.Action)\n  case alert(A)\n  case web(Swift.Never)"))
    #expect(!output.contains(".ifCaseLet"))
    #expect(Self.member("enum CaseScope", in: output).contains("case toast(Toast)\n  case alert(AlertState<A>)\n  case web(URL)\n  case closed\n"))
  }

  @Test func aDeclarationCarriesItsMarkersForAllItsCases() throws {
    let output = try Self.generate(#"""
      {"elements": [{"name": "toast", "ephemeral": "Toast"}, {"name": "banner", "ephemeral": "Banner"}]}
      """#)
    #expect(Self.handWritten(output) == """
      enum Feature {
        @ReducerCaseEphemeral
        case toast(Toast), banner(Banner)
      """)
  }

  @Test func aLabelledChildFeatureKeepsItsLabelInStateAndActionOnly() throws {
    let output = try Self.generate(#"{"name": "detail", "reducer": "Detail", "label": "feature"}"#)
    #expect(Self.handWritten(output) == "enum Feature {\n  case detail(feature: Detail)")
    #expect(Self.member("enum State", in: output).contains("case detail(feature: Detail.State)"))
    #expect(Self.member("enum Action", in: output).contains("case detail(feature: Detail.Action)"))
    #expect(Self.member("static var body", in: output).contains("  Detail()\n"))
    #expect(Self.member("enum CaseScope", in: output).contains("case detail(ComposableArchitecture.StoreOf<Detail>)"))
    #expect(Self.member("static func scope", in: output).contains("return .detail(store.scope(state: \\.detail, action: \\.detail)!)"))
  }

  @Test func aLabelledAlertLosesItsLabelInActionOnly() throws {
    let output = try Self.generate(#"{"name": "alert", "alert": "A", "label": "state"}, {"name": "toast", "ephemeral": "Toast", "label": "toast"}"#)
    #expect(Self.handWritten(output).contains("@ReducerCaseEphemeral\n  case alert(state: AlertState<A>)"))
    #expect(Self.member("enum State", in: output).contains("case alert(state: AlertState<A>)\n  case toast(toast: Toast)"))
    #expect(Self.member("enum Action", in: output).contains("case alert(A)\n  case toast(toast: Toast.Action)"))
    #expect(Self.member("enum CaseScope", in: output).contains("case alert(state: AlertState<A>)"))
    #expect(Self.member("static func scope", in: output).contains("case let .alert(v0):\n    return .alert(state: v0)"))
  }

  @Test func theExpandedFormWritesNoMarkersAndKeepsLabels() throws {
    let output = try Self.generate(
      #"{"elements": ["Autor", {"name": "detail", "reducer": "Detail", "label": "feature"}]}, {"name": "cerrado", "markers": ["@ReducerCaseIgnored"]}"#,
      expandMacros: true)
    #expect(Self.handWritten(output) == "enum Feature {\n  case autor(Autor), detail(feature: Detail)\n  case cerrado")
    #expect(output.contains("self = .detail(feature: state)"))
  }
}
