/// A case's deep link: `"link"`, with `"linkState"` and `"linkValues"`.
extension SchemaDecoder {
  /// The case's link, or nil when it has none or it was invalid (reported).
  mutating func decodeCaseLink(_ caseObject: JSONObject, payload: NavigationCase.Payload?) -> CaseLink? {
    // One pass over the case's keys, most often finding none: a case without a link costs no more.
    var linkMember: JSONMember?
    var stateMember: JSONMember?
    var valuesMember: JSONMember?
    for member in caseObject.members where self.member(member, hasOneOf: SchemaKeys.linkKeys) {
      switch key(member) {
      case "link": linkMember = member
      case "linkState": stateMember = member
      default: valuesMember = member
      }
    }
    guard let linkMember else {
      // Without an array of the two: this runs for every case of every schema.
      if let stateMember { error("'linkState' needs 'link' on the same case", at: keyLocation(stateMember)) }
      if let valuesMember { error("'linkValues' needs 'link' on the same case", at: keyLocation(valuesMember)) }
      return nil
    }
    switch payload {
    case .reducer?: break
    case nil: return nil
    default:
      error(
        "'link' is only valid on a case with a child feature ('reducer'): a link opens a screen, and an alert, dialog or value has none",
        at: keyLocation(linkMember))
      return nil
    }
    guard let text = string(linkMember),
      let template = checked(LinkTemplateParser.parse(text), at: location(linkMember.value))
    else { return nil }
    let names = template.placeholders.map(\.name)
    var valid = true
    var state: String?
    if let stateMember, let text = string(stateMember) {
      state = checked(SwiftGrammar.expression(text, construct: "'linkState'"), at: location(stateMember.value))
      if let state {
        let used = Self.valueNames(in: state)
        for name in names where !used.contains(name) {
          error(
            "'linkState' does not use the placeholder '\(name)' (a link's every value must reach the state)",
            at: location(stateMember.value))
          valid = false
        }
      } else {
        valid = false
      }
    }
    var values: [String: String] = [:]
    if let valuesMember, let entries = object(valuesMember.value, "for 'linkValues'") {
      for entry in entries.members {
        let name = key(entry)
        guard names.contains(name) else {
          let hint = SpellingSuggestion.hint(for: name, among: names)
          error("'linkValues' names '\(name)', which is not a placeholder of the link\(hint)", at: keyLocation(entry))
          valid = false
          continue
        }
        guard let text = string(entry),
          let expression = checked(SwiftGrammar.expression(text, construct: "'linkValues'"), at: location(entry.value))
        else {
          valid = false
          continue
        }
        values[name] = expression
      }
    }
    guard valid else { return nil }
    return CaseLink(template: template, state: state, values: values, location: sourceLocation(location(linkMember.value)))
  }

  /// The names an expression reads as values: its words that are neither a
  /// member after `.` nor an argument label before `:`.
  static func valueNames(in expression: String) -> Set<String> {
    let context = GrammarContext(construct: "expression", text: expression)
    guard case .success(let tokens) = SwiftTokenizer.tokenize(context, dialect: .expression) else { return [] }
    var names: Set<String> = []
    for index in tokens.indices where tokens[index].kind == .word {
      let afterDot = index > 0 && tokens[index - 1].isPunctuation(".")
      let beforeColon = index + 1 < tokens.count && tokens[index + 1].isPunctuation(":")
      if !afterDot && !beforeColon { names.insert(tokens[index].text) }
    }
    return names
  }

  /// The links of one feature's enums: only a case outside any `#if` can be
  /// linked, and no two templates may match the same segments, since both
  /// enums' cases are tried at the same step (an error at both).
  mutating func checkFeatureLinks(_ enums: [NavigationEnum]) {
    var linked: [(NavigationCase, String)] = []
    for navigationEnum in enums {
      for placed in navigationEnum.placedCases {
        guard let link = placed.navigationCase.link else { continue }
        if !placed.clauses.isEmpty || navigationEnum.condition != nil {
          error(
            "a linked case cannot be inside an '#if' (a link must open the same screen in every build)",
            at: link.location.position)
          continue
        }
        linked.append((placed.navigationCase, "\(navigationEnum.name).\(placed.navigationCase.name)"))
      }
    }
    for first in linked.indices {
      for second in linked.indices where second > first {
        let (one, oneName) = linked[first]
        let (other, otherName) = linked[second]
        guard let a = one.link, let b = other.link, a.template.canMatchSameSegments(as: b.template) else { continue }
        error(
          "the link '\(a.template)' of '\(oneName)' and the link '\(b.template)' of '\(otherName)' can match the same segments",
          at: a.location.position)
        error(
          "the link '\(b.template)' of '\(otherName)' and the link '\(a.template)' of '\(oneName)' can match the same segments",
          at: b.location.position)
      }
    }
  }

  /// A standalone enum's cases cannot be linked: no feature holds them.
  mutating func checkStandaloneLinks(_ navigationEnum: NavigationEnum) {
    for navigationCase in navigationEnum.cases {
      guard let link = navigationCase.link else { continue }
      error(
        "only the cases of a feature's 'destination' or 'path' can be linked; no feature holds the enum '\(navigationEnum.name)'",
        at: link.location.position)
    }
  }
}

extension LinkTemplate {
  /// Whether one link could match both templates' paths over the length of
  /// the shorter (the longer would then never be reached, or the two would
  /// take turns): literals equal, a literal that reads as the placeholder's
  /// type, or two placeholders whose types share a spelling.
  func canMatchSameSegments(as other: LinkTemplate) -> Bool {
    for (mine, theirs) in zip(segments, other.segments) {
      switch (mine, theirs) {
      case (.literal(let a), .literal(let b)): if a != b { return false }
      case (.literal(let text), .placeholder(let placeholder)), (.placeholder(let placeholder), .literal(let text)):
        if !placeholder.type.accepts(literal: text) { return false }
      case (.placeholder(let a), .placeholder(let b)): if !a.type.overlaps(b.type) { return false }
      }
    }
    return true
  }
}
