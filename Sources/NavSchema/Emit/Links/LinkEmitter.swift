/// The deep links of a schema's features (see the DeepLinks article): for each
/// feature with linked cases, `navigate(to:)` and `link` on its `State`; for
/// every feature with link code, the steps other features' links call (public,
/// as a parent in another module calls them); the matcher and printer of each
/// linked enum; then one file-private helper that splits, decodes and encodes
/// links. Nothing at all for a schema without `links`.
struct LinkEmitter {
  let features: [LinkedFeature]
  let settings: LinkSettings?
  /// How each linked case's child goes on, from this schema and its context.
  let children: LinkChildren?

  init(schema: NavigationSchema, context: GenerationContext = .none) {
    features = LinkedFeature.withLinkCode(in: schema)
    settings = schema.links
    children = features.isEmpty ? nil : LinkChildren(schema: schema, context: context)
  }

  /// No links: what every per-enum file but one writes.
  private init() {
    features = []
    settings = nil
    children = nil
  }

  static let none = LinkEmitter()

  var isEmpty: Bool { features.isEmpty }

  /// The qualified name of the first enum the link code reads, in schema
  /// order: the per-enum file that writes all of it.
  var homeEnumName: String? {
    features.first.flatMap { ($0.destination ?? $0.path)?.qualifiedName }
  }

  /// `import Foundation` (for `URL` and `UUID`) unless the schema imports it.
  func importLines(imports: [ModuleImport]) -> [String] {
    guard !isEmpty, !imports.contains(where: { $0.module == "Foundation" }) else { return [] }
    return ["import Foundation"]
  }

  func write(into writer: inout SwiftWriter) {
    guard let settings, !isEmpty else { return }
    for feature in features {
      writer.line()
      writeFeature(feature, into: &writer)
      for held in [feature.destination, feature.path].compactMap({ $0 }) where held.hasLinks {
        writer.line()
        writeEnum(held, into: &writer)
      }
    }
    writer.line()
    LinkSupportEmitter(settings: settings).write(into: &writer)
  }

  private func writeFeature(_ feature: LinkedFeature, into writer: inout SwiftWriter) {
    writer.block("extension \(feature.name).State") { writer in
      if feature.hasLinkedCases {
        writeEntryPoints(feature, into: &writer)
        writer.line()
      }
      writeOpen(feature, into: &writer)
      writer.line()
      writePrint(feature, into: &writer)
    }
  }

  /// `navigate(to:)` and `link`, with the access of the feature's linked enums.
  private func writeEntryPoints(_ feature: LinkedFeature, into writer: inout SwiftWriter) {
    let access = feature.access.memberPrefix
    writer.line("/// Opens the screens `link` names from here, replacing what the features it goes through show.")
    writer.line("/// Returns false and leaves the state unchanged when the link does not name linked screens.")
    writer.block("\(access)mutating func navigate(to link: URL) -> Bool") { writer in
      writer.line("guard let _parts = _NavGenLink.parts(of: link) else { return false }")
      writer.line("var _state = self")
      writer.line("var _budget = _NavGenLink.maxDepth")
      writer.line("let _end = _state._navGenOpen(_parts.segments, from: 0, query: _parts.query, budget: &_budget)")
      writer.line("guard _end == _parts.segments.count else { return false }")
      writer.line("self = _state")
      writer.line("return true")
    }
    writer.line()
    writer.line("/// The link of what is on screen from here; nil when something shown cannot be printed in full.")
    writer.block("\(access)var link: URL?") { writer in
      writer.line("var _path: [String] = []")
      writer.line("var _query: [(String, String)] = []")
      writer.line("guard _navGenPrint(into: &_path, query: &_query) else { return nil }")
      writer.line("return _NavGenLink.url(_path, _query)")
    }
  }

  private static let openSignature =
    "_navGenOpen(_ _segments: [String], from _start: Int, query _query: [String: String], budget _budget: inout Int) -> Int"
  private static let printSignature = "(into _path: inout [String], query _query: inout [(String, String)]) -> Bool"
  private static let printArguments = "(into: &_path, query: &_query)"
  private static let openArguments = "(_segments, from: _index, query: _query, budget: &_budget)"

  /// Pushes the linked path cases the segments name, lets the top screen go
  /// on, then presents a linked destination if the top screen took nothing.
  private func writeOpen(_ feature: LinkedFeature, into writer: inout SwiftWriter) {
    writer.line("/// One step of a link (NavGen): what this feature opens from `_start`; returns where it stopped.")
    writer.line("/// Public, with a leading underscore: a parent feature's link in another module calls it.")
    writer.block("public mutating func \(Self.openSignature)") { writer in
      writer.line("var _index = _start")
      if let path = feature.path, path.hasLinks {
        writer.line("var _pushed: [\(path.qualifiedName).State] = []")
        writer.block(
          "while _index < _segments.count, _budget > 0, let _match = \(path.qualifiedName).State._navGenMatch(_segments, _index, _query)"
        ) { writer in
          writer.line("_budget -= 1")
          writer.line("_pushed.append(_match.screen)")
          writer.line("_index = _match.end")
        }
        if feature.destination?.hasLinks == true { writer.line("let _afterPushes = _index") }
        writer.block("if var _top = _pushed.popLast()") { writer in
          writer.line("_index = _top.\(Self.openCall)")
          writer.line("_pushed.append(_top)")
        }
        writer.line("\(path.stateProperty) = StackState(_pushed)")
      } else if let path = feature.path {
        writer.conditioned(path.condition) { $0.line("\(path.stateProperty).removeAll()") }
      }
      if let destination = feature.destination {
        writer.conditioned(destination.condition) { $0.line("\(destination.stateProperty) = nil") }
        if destination.hasLinks {
          let afterPushes = feature.path?.hasLinks == true ? "_index == _afterPushes, " : ""
          writer.block(
            "if \(afterPushes)_index < _segments.count, _budget > 0, var _match = \(destination.qualifiedName).State._navGenMatch(_segments, _index, _query)"
          ) { writer in
            writer.line("_budget -= 1")
            writer.line("_index = _match.screen._navGenOpen(_segments, from: _match.end, query: _query, budget: &_budget)")
            writer.line("\(destination.stateProperty) = _match.screen")
          }
        }
      }
      writer.line("return _index")
    }
  }

  private static let openCall = "_navGenOpen\(openArguments)"

  /// The stack's screens, then the presented destination or else the top
  /// screen's own navigation; false as soon as something shown has no link.
  private func writePrint(_ feature: LinkedFeature, into writer: inout SwiftWriter) {
    writer.line("/// The segments and query items of what this feature shows (NavGen); false when something shown has no link.")
    writer.line("/// Public, with a leading underscore: a parent feature's link in another module calls it.")
    writer.block("public func _navGenPrint\(Self.printSignature)") { writer in
      if let path = feature.path {
        if path.hasLinks {
          writer.block("for _screen in \(path.stateProperty)") { writer in
            writer.line("guard _screen._navGenPrint\(Self.printArguments) else { return false }")
          }
        } else {
          writer.conditioned(path.condition) { $0.line("guard \(path.stateProperty).isEmpty else { return false }") }
        }
      }
      if let destination = feature.destination {
        if destination.hasLinks {
          writer.block("if let _destination = \(destination.stateProperty)") { writer in
            writer.line(
              "return _destination._navGenPrint\(Self.printArguments) && _destination._navGenPrintInside\(Self.printArguments)")
          }
        } else {
          writer.conditioned(destination.condition) {
            $0.line("guard \(destination.stateProperty) == nil else { return false }")
          }
        }
      }
      if let path = feature.path, path.hasLinks {
        writer.line("return \(path.stateProperty).last?._navGenPrintInside\(Self.printArguments) ?? true")
      } else {
        writer.line("return true")
      }
    }
  }

  /// The matcher (a table from first literal segment to the cases it starts,
  /// then a switch on the group), the step into a linked child, and the
  /// printer of one enum's linked cases, and what their children show.
  private func writeEnum(_ held: LinkedFeature.HeldEnum, into writer: inout SwiftWriter) {
    let cases = held.linkedCases.compactMap(LinkCaseCode.init)
    // The children that go on by their own link steps, and those that show what cannot be printed.
    let kinds = cases.map { (code: $0, kind: children?.kind(of: $0.reducer) ?? .leaf) }
    let goingOn = kinds.filter { $0.kind == .goesOn }.map(\.code)
    let withNavigation = kinds.filter { $0.kind != .leaf }
    let groups = FirstSegmentGroups(cases)
    writer.block("extension \(held.qualifiedName).State") { writer in
      groups.writeTable(into: &writer)
      writer.line("/// The linked case the segments from `_start` name (NavGen), and where it ends.")
      writer.block(
        "static func _navGenMatch(_ _segments: [String], _ _start: Int, _ _query: [String: String]) -> (screen: Self, end: Int)?"
      ) { writer in
        writer.line("guard _start < _segments.count else { return nil }")
        groups.writeSwitch(into: &writer)
      }
      writeDispatch(
        "What the linked child feature opens from `_start` (NavGen); returns where it stopped.",
        "mutating func \(Self.openSignature)", goingOn, pattern: { $0.embedded("var state") }, fallback: "_start",
        into: &writer
      ) { code, writer in
        writer.line("let _end = state._navGenOpen(_segments, from: _start, query: _query, budget: &_budget)")
        writer.line("self = \(code.embedded("state"))")
        writer.line("return _end")
      }
      writeDispatch(
        "The segments and query items of this case (NavGen); false for a case without a link.",
        "func _navGenPrint\(Self.printSignature)", cases,
        pattern: { $0.printReadsState ? $0.embedded("let state") : ".\($0.navigationCase.name)" }, fallback: "false",
        into: &writer
      ) { code, writer in code.writePrint(into: &writer) }
      writeDispatch(
        "What the linked child feature shows (NavGen); false for a feature whose schema has no links.",
        "func _navGenPrintInside\(Self.printSignature)", withNavigation,
        pattern: { $0.kind == .goesOn ? $0.code.embedded("let state") : ".\($0.code.navigationCase.name)" },
        fallback: "true", into: &writer
      ) { child, writer in
        writer.line(child.kind == .goesOn ? "return state._navGenPrint\(Self.printArguments)" : "return false")
      }
    }
  }

  /// `/// <doc>` and `<signature> { if case <pattern> = self { <body> } … return <fallback> }`.
  private func writeDispatch<Item>(
    _ doc: String, _ signature: String, _ items: [Item], pattern: (Item) -> String, fallback: String,
    into writer: inout SwiftWriter, body: (Item, inout SwiftWriter) -> Void
  ) {
    writer.line()
    writer.line("/// \(doc)")
    writer.block(signature) { writer in
      for item in items {
        writer.block("if case \(pattern(item)) = self") { body(item, &$0) }
      }
      writer.line("return \(fallback)")
    }
  }
}
