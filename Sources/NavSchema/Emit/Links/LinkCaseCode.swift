/// The Swift that reads one linked case from a link's segments and writes it
/// back: a condition list that binds every placeholder, the child state made
/// from them, and the lines that print the case's segments and query items.
/// The generated code names its own values with a leading `_` (`_segments`,
/// `_start`, `_value0`), which no placeholder may start with.
struct LinkCaseCode {
  var navigationCase: NavigationCase
  var link: CaseLink
  /// `Receta`: the reducer whose `State` the case carries.
  var reducer: TypeRef

  init?(_ navigationCase: NavigationCase) {
    guard let link = navigationCase.link, let reducer = navigationCase.linkedReducer else { return nil }
    self.navigationCase = navigationCase
    self.link = link
    self.reducer = reducer
  }

  var template: LinkTemplate { link.template }

  /// The first segment when it is a literal: the key of its group in the matcher's table.
  var firstLiteral: String? {
    if case .literal(let text)? = template.segments.first { return text }
    return nil
  }

  /// `if <conditions> { return (<state>, _start + n) }`: the conditions
  /// after the first segment (which the table lookup has matched, when a literal).
  var matchConditions: [String] {
    let count = template.segments.count
    var conditions = ["_start + \(count) <= _segments.count"]
    for (offset, segment) in template.segments.enumerated() {
      let text = offset == 0 ? "_segments[_start]" : "_segments[_start + \(offset)]"
      switch segment {
      case .literal(let literal):
        if offset > 0 || firstLiteral == nil { conditions.append("\(text) == \"\(literal)\"") }
      case .placeholder(let placeholder):
        conditions.append("let \(placeholder.name) = \(Self.parse(placeholder.type, text))")
      }
    }
    for item in template.query {
      let placeholder = item.placeholder
      let value = "_query[\"\(item.key)\"]"
      if placeholder.isOptional {
        conditions.append("let \(placeholder.name) = _NavGenLink.optional(\(value), \(Self.parser(placeholder.type)))")
      } else {
        conditions.append("let _\(placeholder.name)Text = \(value)")
        conditions.append("let \(placeholder.name) = \(Self.parse(placeholder.type, "_\(placeholder.name)Text"))")
      }
    }
    return conditions
  }

  /// `.receta(Receta.State(id: id))`.
  var matchedState: String {
    let arguments = template.placeholders.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
    let state = link.state ?? "\(reducer.member("State"))(\(arguments))"
    return embedded(state)
  }

  /// `.receta(<value>)` (with the case's label): a case made of, or a pattern binding, `value`.
  func embedded(_ value: String) -> String {
    ".\(navigationCase.name)(\(navigationCase.label.map { "\($0): " } ?? "")\(value))"
  }

  /// Whether printing reads the child state.
  var printReadsState: Bool {
    template.placeholders.contains { SchemaDecoder.valueNames(in: link.valueExpression(for: $0)).contains("state") }
  }

  /// The body of `if case <pattern> = self { ... }` in the printer.
  func writePrint(into writer: inout SwiftWriter) {
    for (index, placeholder) in template.placeholders.enumerated() {
      let optional = placeholder.isOptional ? "?" : ""
      writer.line("let _value\(index): \(placeholder.type)\(optional) = \(link.valueExpression(for: placeholder))")
    }
    var index = 0
    for segment in template.segments {
      switch segment {
      case .literal(let literal):
        writer.line("_path.append(\"\(literal)\")")
      case .placeholder:
        writer.line("guard let _text\(index) = _NavGenLink.text(_value\(index)) else { return false }")
        writer.line("_path.append(_text\(index))")
        index += 1
      }
    }
    for item in template.query {
      if item.placeholder.isOptional {
        writer.block("if let _value\(index)") { Self.writeQueryItem(item, index, into: &$0) }
      } else {
        Self.writeQueryItem(item, index, into: &writer)
      }
      index += 1
    }
    writer.line("return true")
  }

  /// Appends query item `item` with the value `_value<index>`. Unlike a path segment, a query
  /// value may be empty (`?q=` reads as ""), so a String, or an app type's description, is
  /// printed as it is; the other types as their segments are.
  private static func writeQueryItem(_ item: LinkTemplate.QueryItem, _ index: Int, into writer: inout SwiftWriter) {
    let value = "_value\(index)"
    switch item.placeholder.type {
    case .string:
      writer.line("_query.append((\"\(item.key)\", \(value)))")
    case .custom:
      writer.line("_query.append((\"\(item.key)\", \(value).description))")
    case .int, .double, .bool, .uuid:
      writer.line("guard let _text\(index) = _NavGenLink.text(\(value)) else { return false }")
      writer.line("_query.append((\"\(item.key)\", _text\(index)))")
    }
  }

  /// The call that reads `text` as a value of `type`, nil when it does not parse.
  static func parse(_ type: LinkValueType, _ text: String) -> String {
    if case .custom(let custom) = type { return "\(custom)(\(text))" }
    return "\(parser(type))(\(text))"
  }

  /// The function that reads a value of `type` from text.
  static func parser(_ type: LinkValueType) -> String {
    switch type {
    case .string: return "_NavGenLink.string"
    case .int: return "_NavGenLink.int"
    case .double: return "_NavGenLink.double"
    case .bool: return "_NavGenLink.bool"
    case .uuid: return "_NavGenLink.uuid"
    case .custom(let custom): return "{ \(custom)($0) }"
    }
  }
}
