/// A stage of NavGen the fuzzer drives bytes through. `run` must return for
/// every input; a crash, an ASan report, a leak, a timeout or a failed
/// `precondition` (an invariant that does not hold) is a finding.
struct FuzzEntryPoint {
  let name: String
  let run: ([UInt8]) -> Void
}

/// To fuzz another stage: add an entry here, give it seed folders in the
/// `seeds_of` table of `Fuzz/run`, and run `Fuzz/run --entry <name>`.
enum FuzzEntryPoints {
  static let all: [FuzzEntryPoint] = [
    FuzzEntryPoint(name: "schema", run: schema),
    FuzzEntryPoint(name: "grammar", run: grammar),
    // The bytes as one Swift file through `navgen import`; what it writes must load.
    FuzzEntryPoint(name: "swift", run: SwiftImporter.fuzzEntry),
    FuzzEntryPoint(name: "site", run: site),
  ]

  /// The bytes as a schema file: the JSON parser and the validator, then,
  /// for a valid schema, both emitters, the graph and the diff.
  static func schema(_ bytes: [UInt8]) {
    let result = SchemaLoader.load(contents: bytes, fileName: "fuzz.navgen.json")
    let lineCount = bytes.count(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) + 1
    for diagnostic in result.diagnostics {
      precondition(
        (1...lineCount).contains(diagnostic.location.line) && diagnostic.location.column >= 1,
        "diagnostic outside the file: \(diagnostic)")
    }
    guard let schema = result.schema else {
      precondition(result.diagnostics.hasErrors, "an invalid schema without an error")
      return
    }
    for expandMacros in [false, true] {
      let swift = SwiftGenerator.generate(schema, expandMacros: expandMacros)
      precondition(swift.hasPrefix(SwiftGenerator.headerPrefix), "generated Swift without the header")
    }
    precondition(SchemaDiff(old: schema, new: schema).changes.isEmpty, "a schema differs from itself")
    let files = PerEnumFiles.generate(schema, prefix: "Fuzz")
    precondition(files.map(\.fileName) == PerEnumFiles.fileNames(prefix: "Fuzz", schema: schema), "per-enum names differ")
    for grouping in [false, true] {
      let graph = NavigationGraph(schema: schema, groupingByModule: grouping)
      for format in GraphFormat.allCases {
        for layout in GraphLayout.allCases { _ = format.render(graph, title: "fuzz", layout: layout) }
      }
    }
    // What diff's picture draws: the changed part, against the schema without its last enum.
    var smaller = schema
    if !smaller.enums.isEmpty { smaller.enums.removeLast() }
    let diff = SchemaDiff(old: smaller, new: schema)
    let neighbourhood = ChangedNeighbourhood(
      old: NavigationGraph(schema: smaller), new: NavigationGraph(schema: schema), diff: diff)
    _ = DiffFormat.markdown.render(diff, colour: false, picture: DiffPicture(neighbourhood, title: "fuzz"))
    for format in GraphFormat.allCases { _ = format.render(neighbourhood, title: "fuzz") }
  }

  /// The bytes as a file `navgen links --check` reads, by their first byte: `p`, a universal-link
  /// pattern (its first line) and a path (the rest); `{`, an apple-app-site-association file, whose
  /// components then decide a few URLs; anything else, a property list (XML or binary) and its URL
  /// schemes and associated domains. Invariants: every diagnostic lies inside the file, a file
  /// that does not read has an error, a pattern without wildcards matches itself.
  static func site(_ bytes: [UInt8]) {
    let lineCount = bytes.count(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) + 1
    func inside(_ diagnostics: [Diagnostic]) {
      for diagnostic in diagnostics {
        precondition(
          (1...lineCount).contains(diagnostic.location.line) && diagnostic.location.column >= 1,
          "diagnostic outside the file: \(diagnostic)")
      }
    }
    switch bytes.first {
    case UInt8(ascii: "p"):
      let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
      let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      let pattern = SitePattern(lines[0], caseSensitive: bytes.count % 2 == 0, variables: ["v": ["a*", "?b"]])
      _ = pattern.matches(lines.count == 2 ? lines[1] : "")
      if !lines[0].contains(where: { "*?$".contains($0) }) {
        precondition(pattern.matches(lines[0]), "\(lines[0].debugDescription) does not match itself")
      }
    case UInt8(ascii: "{"):
      let read = SiteAssociationReader.read(bytes, fileName: "apple-app-site-association")
      inside(read.diagnostics)
      guard let association = read.association else {
        precondition(read.diagnostics.hasErrors, "a site file that does not read without an error")
        return
      }
      let decisions = association.decisions()
      for url in ["https://h/", "https://h/a/b?c=d#e", "https://h/%2F/..//x?y"] {
        _ = decisions.decide(SiteURL(url)!)
      }
    default:
      switch PlistReader.read(bytes, fileName: "Info.plist") {
      case .failure(let problems):
        inside(problems.diagnostics)
        precondition(problems.diagnostics.hasErrors, "a property list that does not read without an error")
      case .success(let plist):
        if case .failure(let problems) = AppDeclarations.urlSchemes(in: plist) { inside(problems.diagnostics) }
        if case .failure(let problems) = AppDeclarations.associatedDomains(in: plist) { inside(problems.diagnostics) }
      }
    }
  }

  /// The bytes as one string for the Swift grammars: the first byte picks
  /// the grammar (`t`ype, `p`arameter, `e`xpression, `c`ondition,
  /// `a`ttribute), the rest is the text. What a grammar accepts, it accepts
  /// again in its canonical spelling, unchanged.
  static func grammar(_ bytes: [UInt8]) {
    guard let selector = bytes.first else { return }
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let canonical: (String) -> String?
    switch selector {
    case UInt8(ascii: "t"): canonical = { try? SwiftGrammar.type($0).get().description }
    case UInt8(ascii: "p"): canonical = { try? SwiftGrammar.parameter($0).get().description }
    case UInt8(ascii: "e"): canonical = { try? SwiftGrammar.expression($0).get() }
    case UInt8(ascii: "c"): canonical = { try? SwiftGrammar.condition($0).get() }
    case UInt8(ascii: "a"): canonical = { try? SwiftGrammar.attribute($0).get() }
    default: return
    }
    guard let once = canonical(text) else { return }
    precondition(canonical(once) == once, "\(once.debugDescription) is not stable when read again")
  }
}
