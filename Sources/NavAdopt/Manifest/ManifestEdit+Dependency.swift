extension ManifestEdit {
  /// The arguments `Package(…)` takes after `dependencies:`, in any of its initializers:
  /// `name:, defaultLocalization:, platforms:, pkgConfig:, providers:, products:, traits:,
  /// dependencies:, targets:, swiftLanguageModes:` (or `swiftLanguageVersions:`)`,
  /// cLanguageStandard:, cxxLanguageStandard:`.
  static let packageArgumentsAfterDependencies: Set<String> = [
    "targets", "swiftLanguageModes", "swiftLanguageVersions", "cLanguageStandard", "cxxLanguageStandard",
  ]

  /// The insertions that add the dependency on NavGen to `Package(…)`: after the last element of
  /// its `dependencies:`, or as a new `dependencies:` argument where `Package(…)` takes it (just
  /// before the first argument that comes after it, else last), whatever the manifest appends
  /// to `package.dependencies` later. The failure is the token a warning points at.
  static func dependencyInsertions(
    _ navgen: NavGenPackageReference, syntax: ManifestSyntax, text: ManifestText
  ) -> Result<[ManifestInsertion], LocatedToken> {
    guard let arguments = syntax.packageArguments else { return .failure(LocatedToken(nil)) }
    if let dependencies = ManifestSyntax.argument("dependencies", of: arguments, in: syntax.tokens) {
      guard let list = ManifestSyntax.arrayLiteral(dependencies.value, in: syntax.tokens) else {
        return .failure(LocatedToken(dependencies.start))
      }
      return .success(text.appending(navgen.declaration, to: list))
    }
    let next = arguments.items.map { CallArgument($0, in: syntax.tokens) }.first { argument in
      argument.label.map(packageArgumentsAfterDependencies.contains) == true
    }
    guard let next else {
      return .success(text.appending(label: "dependencies", item: navgen.declaration, to: arguments))
    }
    let elements = ManifestSyntax.arrayLiteral(next.value, in: syntax.tokens)
    return .success([text.inserting(label: "dependencies", item: navgen.declaration, before: next.start, itemsLike: elements)])
  }

  /// A token index as an error: where a warning points (nil: the file's start).
  struct LocatedToken: Error {
    var token: Int?
    init(_ token: Int?) { self.token = token }
  }
}
