/// The names navgen gives per-enum files (`PerEnumFiles` in NavSchema, which
/// the plugin cannot import): `<prefix>+<Scope>.<Enum>.swift` in schema
/// order, `_2`, `_3`, … after a name another enum of the schema already has
/// when compared case-insensitively; `<prefix>.swift` for a schema without
/// enums. A test checks both give the same names.
enum PerEnumFileNames {
  static func names(prefix: String, qualifiedNames: [String]) -> [String] {
    guard !qualifiedNames.isEmpty else { return ["\(prefix).swift"] }
    var taken: Set<String> = []
    return qualifiedNames.map { qualifiedName in
      let base = "\(prefix)+\(qualifiedName)"
      var name = "\(base).swift"
      var counter = 2
      while taken.contains(name.lowercased()) {
        name = "\(base)_\(counter).swift"
        counter += 1
      }
      taken.insert(name.lowercased())
      return name
    }
  }
}
