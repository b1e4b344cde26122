extension GenerationContext {
  /// What a schema's features and links mean in its module among the others:
  /// - a feature declared by schemas of two modules: an error at both;
  /// - a feature declared by two schemas of one module that both declare
  ///   `links` (each would write its link steps): an error at both;
  /// - a linked case into a feature of a module this one does not import: an
  ///   error at the case that names the dependency to add;
  /// - a linked case into a feature that holds navigation but whose schema
  ///   declares no `links`, or whose schema the run was not given: a warning at
  ///   the case (`LinkChildren.Kind.stops`).
  package func diagnostics(for schema: NavigationSchema) -> [Diagnostic] {
    guard !visible.isEmpty || !notImported.isEmpty || !unread.isEmpty else { return [] }
    let own = FeatureDeclaration.index([schema])
    let visibleDeclarations = FeatureDeclaration.index(visible)
    let otherDeclarations = FeatureDeclaration.index(notImported)
    let unreadDeclarations = FeatureDeclaration.index(unread)
    var diagnostics: [Diagnostic] = []
    for feature in schema.features {
      guard let mine = own[feature.name]?.first else { continue }
      let others = (visibleDeclarations[feature.name] ?? []) + (otherDeclarations[feature.name] ?? [])
      for other in others where other.schemaFile != schema.fileName {
        diagnostics += twiceDeclared(mine, other)
      }
    }
    for navigationEnum in schema.enums {
      for navigationCase in navigationEnum.cases {
        guard let reducer = navigationCase.linkedReducer else { continue }
        if let declaration = visibleDeclarations[reducer.description]?.first {
          if !declaration.hasLinkCode {
            diagnostics.append(.warning(
              "\(DisplayText.quoted(reducer.description)) shows \(Self.enumList(declaration)) but its schema "
                + "\(declaration.schemaFile) declares no \"links\": a link opens \(reducer.description) and goes no further, "
                + "and 'link' is nil while it is shown; add \"links\" to \(declaration.schemaFile)",
              at: navigationCase.location))
          }
        } else if let declaration = otherDeclarations[reducer.description]?.first {
          diagnostics.append(.error(
            "\(DisplayText.quoted(reducer.description)) is declared in \(Self.moduleName(declaration.feature.module)) "
              + "(\(declaration.feature.location)), which \(Self.moduleName(module)) does not depend on, so a link cannot go on "
              + "into it; add \(Self.dependencyAdvice(declaration.feature.module, to: module))",
            at: navigationCase.location))
        } else if own[reducer.description] == nil, let declaration = unreadDeclarations[reducer.description]?.first {
          diagnostics.append(.warning(
            "\(DisplayText.quoted(reducer.description)) is declared in \(declaration.schemaFile), which this run does not read, "
              + "so a link opens \(reducer.description) and goes no further, and 'link' is nil while it is shown; give the schemas "
              + "of the targets this one depends on with --context (NavGenPlugin does)",
            at: navigationCase.location))
        }
      }
    }
    return diagnostics
  }

  /// The errors for one feature declared by two schemas, at both declarations.
  private func twiceDeclared(_ mine: FeatureDeclaration, _ other: FeatureDeclaration) -> [Diagnostic] {
    let name = DisplayText.quoted(mine.feature.name)
    if let module = mine.feature.module ?? module, let otherModule = other.feature.module, module != otherModule {
      let say = { (here: String, there: String, location: SourceLocation) in
        "\(name) is declared in the schemas of two targets, \(here) and \(there) (\(location)); "
          + "declare a feature's navigation in the target that declares the feature"
      }
      return [
        .error(say(module, otherModule, other.feature.location), at: mine.feature.location),
        .error(say(otherModule, module, mine.feature.location), at: other.feature.location),
      ]
    }
    guard mine.hasLinkCode, other.hasLinkCode else { return [] }
    let say = { (location: SourceLocation) in
      "\(name) is also declared at \(location), and both schemas declare \"links\", so both would write its link "
        + "steps; declare its destination and path in one schema"
    }
    return [
      .error(say(other.feature.location), at: mine.feature.location),
      .error(say(mine.feature.location), at: other.feature.location),
    ]
  }

  private static func enumList(_ declaration: FeatureDeclaration) -> String {
    declaration.enumNames.map(DisplayText.quoted).joined(separator: " and ")
  }

  private static func moduleName(_ module: String?) -> String {
    module.map { "target \(DisplayText.quoted($0))" } ?? "a target"
  }

  private static func dependencyAdvice(_ needed: String?, to module: String?) -> String {
    guard let needed else { return "the target that declares it to this one's dependencies in Package.swift" }
    let line = ".target(name: \"\(needed)\")"
    return module.map { "\(line) to the dependencies of \(DisplayText.quoted($0)) in Package.swift" }
      ?? "\(line) to this target's dependencies in Package.swift"
  }
}
