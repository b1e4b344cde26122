/// The file-level `tcaTraits`: the package traits the app switches on for TCA.
extension SchemaDecoder {
  /// `--tca-traits` (with NavGenPlugin, the traits the consumer's manifest switches on), else
  /// the file's `tcaTraits`, else none. The file's value is checked against `release`, whose
  /// `Package.swift` must declare each trait. A trait from `--tca-traits` that `release` does not
  /// declare is left out, with a warning unless NavGenPlugin passed it (`--plugin-defaults`): a
  /// build's traits are those of the release it resolved, which a schema's own `tca` may not be.
  mutating func decodeTCATraits(in file: JSONObject, release: TCARelease) -> Set<TCATrait> {
    let declared = Set(TCATrait.declared(by: release))
    let fileTraits = member("tcaTraits", in: file).flatMap { decodeFileTraits($0, release: release) }
    guard let given = casePaths.tcaTraits else { return fileTraits ?? [] }
    let undeclared = given.subtracting(declared)
    if !undeclared.isEmpty, !casePaths.pluginDefaults {
      let names = undeclared.sorted().map { DisplayText.quoted($0.rawValue) }.joined(separator: ", ")
      warning(
        "TCA \(release) declares no trait \(names) (its traits: \(TCATrait.list(TCATrait.declared(by: release)))); "
          + "'--tca-traits' leaves it out for this schema",
        at: member("tca", in: file).map { location($0.value) } ?? location(file))
    }
    return given.intersection(declared)
  }

  private mutating func decodeFileTraits(_ member: JSONMember, release: TCARelease) -> Set<TCATrait>? {
    guard let names = stringArray(member) else { return nil }
    var traits: Set<TCATrait> = []
    var seen = FirstLocations()
    for (name, position) in names {
      guard let trait = TCATrait(rawValue: name), TCATrait.declared(by: release).contains(trait) else {
        error(TCATrait.undeclaredMessage(name, release: release), at: position)
        continue
      }
      if let first = seen.recordFirst(name, at: position) {
        error("duplicate trait \(DisplayText.quoted(name))\(Self.firstAt(first))", at: position)
        continue
      }
      traits.insert(trait)
    }
    return traits
  }
}
