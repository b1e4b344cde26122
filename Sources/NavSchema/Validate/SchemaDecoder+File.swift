/// The top level of a schema file: version, defaults, features and enums.
extension SchemaDecoder {
  static let supportedVersions = [1]

  mutating func decodeFile(_ root: JSONValue) -> NavigationSchema? {
    guard let file = object(root, "at the top level of the schema") else { return nil }
    rejectUnknownKeys(in: file, allowed: SchemaKeys.file, context: "schema")
    if let member = member("$schema", in: file) { _ = string(member) }
    let version = decodeVersion(required("version", in: file, context: "schema"))
    let access = member("access", in: file).flatMap { decodeAccess($0) } ?? .internal
    let imports = member("imports", in: file).flatMap { decodeImports($0) } ?? [ModuleImport(module: "ComposableArchitecture")]
    let fileRelease = member("tca", in: file).flatMap { decodeTCARelease($0) }
    // `--tca` wins, then the file's own `tca`; only a schema without either takes the default.
    let fallback = tcaOverride == nil && member("tca", in: file) == nil ? defaultRelease(in: file) : .known(nil)
    let tca = tcaOverride ?? fileRelease ?? fallback.release ?? .latest
    release = tca
    let glueRelease = TCASwiftUIAPI.glueRelease(tca: tca, unknownRelease: fallback.unknown)
    traits = decodeTCATraits(in: file, release: glueRelease)
    swiftUIAPI = TCASwiftUIAPI(glueRelease, traits: traits)
    let (casePaths, expandMacros) = decodeCasePathsAndForm(in: file, tca: tca, handWritten: fallback.unknown != nil)
    let linksMember = member("links", in: file)
    let links = linksMember.flatMap { decodeLinkSettings($0) }

    var features: [[DecodedFeature]] = []
    if let member = member("features", in: file), let elements = array(member) {
      features = decodeFeatures(elements, defaultAccess: access)
    }
    var standalone: [DecodedEnum] = []
    if let member = member("enums", in: file), let elements = array(member) {
      standalone = elements.compactMap { element in
        object(element, "in 'enums'").flatMap { decodeEnum($0, site: .standalone, defaultAccess: access) }
      }
    }
    checkDuplicates(features: features, standalone: standalone)
    let featureCount = features.reduce(0) { $0 + $1.count }
    var enums: [NavigationEnum] = []
    enums.reserveCapacity(featureCount + standalone.count)
    var models: [Feature] = []
    models.reserveCapacity(featureCount)
    // The models are taken, by index: iterating or reading would copy each.
    for chunk in features.indices {
      for feature in features[chunk].indices {
        if let model = features[chunk][feature].model.take() { models.append(model) }
        for index in features[chunk][feature].enums.indices {
          if let model = features[chunk][feature].enums[index].model.take() { enums.append(model) }
        }
      }
    }
    for index in standalone.indices {
      if let model = standalone[index].model.take() { enums.append(model) }
    }

    checkReducerEnumPlacements(enums)
    if linkedCases > 0 || features.contains(where: { $0.contains(where: \.hasLinks) }) {
      checkFileLinks(enums: enums, hasLinksKey: linksMember != nil)
    }
    guard let version else { return nil }
    return NavigationSchema(
      fileName: fileName,
      version: version,
      access: access,
      imports: imports,
      tcaVersion: tca,
      casePathsVersion: casePaths,
      expandMacros: expandMacros,
      unknownTCARelease: fallback.unknown,
      tcaTraits: traits,
      features: models,
      enums: enums,
      links: links)
  }

  private mutating func decodeVersion(_ member: JSONMember?) -> Int? {
    guard let member else { return nil }
    guard let version = json.integer(member.value) else {
      let found = json.numberLiteral(member.value).map { "'\($0)'" } ?? json.typeDescription(member.value)
      error("expected an integer for 'version', found \(found)", at: location(member.value))
      return nil
    }
    guard Self.supportedVersions.contains(version) else {
      let supported = Self.supportedVersions.map(String.init).joined(separator: ", ")
      error("unsupported schema version \(version); supported versions: \(supported)", at: location(member.value))
      return nil
    }
    return version
  }

  mutating func decodeAccess(_ member: JSONMember) -> AccessLevel? {
    guard let text = string(member) else { return nil }
    guard let access = AccessLevel(rawValue: text) else {
      let names = AccessLevel.allCases.map(\.rawValue)
      let hint = SpellingSuggestion.hint(for: text, among: names)
      error(
        "unsupported access level \(DisplayText.quoted(text)) (supported: \(names.joined(separator: ", ")))\(hint)",
        at: location(member.value))
      return nil
    }
    return access
  }

  private mutating func decodeImports(_ member: JSONMember) -> [ModuleImport]? {
    guard let strings = stringArray(member) else { return nil }
    var modules: [ModuleImport] = []
    var seen = FirstLocations()
    for (text, location) in strings {
      guard let entry = checked(SwiftGrammar.moduleImport(text), at: location) else { continue }
      if let first = seen.recordFirst(entry.module, at: location) {
        error("duplicate import \(DisplayText.quoted(entry.module))\(Self.firstAt(first))", at: location)
        continue
      }
      modules.append(entry)
    }
    return modules
  }

  private mutating func decodeTCARelease(_ member: JSONMember) -> TCARelease? {
    guard let text = string(member) else { return nil }
    guard let release = TCARelease(text) else {
      error(TCARelease.unsupportedMessage(text), at: location(member.value))
      return nil
    }
    return release
  }

  /// The release of a schema without `tca`: `--default-tca` when given (with
  /// NavGenPlugin, the release Package.resolved pins), else the newest. An
  /// unsupported default is an error only for the schemas that would use it,
  /// so schemas that set `tca` still build whatever the package resolved;
  /// under `--plugin-defaults` one newer than navgen knows is a warning, and
  /// the schema is written in the hand-written form, `@Reducer` left to TCA's
  /// macro (`EmissionStyle.handWritten`); with `--release-warned-by-plugin`
  /// the plugin has given that warning once for the target.
  private mutating func defaultRelease(in file: JSONObject) -> DefaultTCARelease {
    guard let defaultTCA else { return .known(nil) }
    if let release = TCARelease(defaultTCA) { return .known(release) }
    if casePaths.pluginDefaults, !TCARelease.isOlderThanSupported(defaultTCA) {
      // Unless NavGenPlugin said it once for the whole target.
      if !casePaths.releaseWarnedByPlugin {
        warning(
          "TCA \(DisplayText.quoted(defaultTCA)) (the release Package.resolved pins) is one navgen does not know "
            + "(supported: \(TCARelease.supportedRange)); this schema is written as a developer writes it, "
            + "each enum's @Reducer left to TCA's macro, and its SwiftUI glue as for the newest release navgen knows "
            + "(\(TCARelease.newestKnown)); set 'tca' here or update navgen for the macro-free form",
          at: location(file))
      }
      return DefaultTCARelease(release: nil, unknown: defaultTCA)
    }
    error(
      "this schema sets no 'tca' and takes the default from --default-tca "
        + "(with NavGenPlugin, the TCA release Package.resolved pins): "
        + "\(TCARelease.unsupportedMessage(defaultTCA)); set 'tca' here or resolve a supported release",
      at: location(file))
    return .known(nil)
  }
}

/// What `--default-tca` gives a schema without `tca`: a release navgen
/// knows, or the name of one it does not (`--plugin-defaults`).
private struct DefaultTCARelease {
  var release: TCARelease?
  var unknown: String?

  static func known(_ release: TCARelease?) -> DefaultTCARelease { DefaultTCARelease(release: release, unknown: nil) }
}
