import NavSchema

extension PackageManifest {
  /// The manifest in the JSON `swift package dump-package` prints: its `name`, each target's
  /// `name`, `type`, `path`, `dependencies` (`byName`, `target`, `product`) and `pluginUsages`,
  /// each package dependency's `identity`, name and location, and `toolsVersion`. Other keys are ignored. An
  /// error says what is missing where, for JSON that is not dump-package's.
  public static func read(json bytes: [UInt8], fileName: String) -> Result<PackageManifest, ManifestReadError> {
    switch JSONParser.parse(bytes, fileName: fileName) {
    case .failure(let error):
      return .failure(ManifestReadError(message: "\(error)"))
    case .success(let document):
      var reader = ManifestJSONReader(document: document)
      return reader.manifest().map(Result.success) ?? .failure(ManifestReadError(message: reader.problem))
    }
  }
}

/// Why a manifest could not be read.
public struct ManifestReadError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String

  public init(message: String) {
    self.message = message
  }

  public var description: String { message }
}

/// Reads dump-package's JSON; the first problem stops it (`problem` says what).
private struct ManifestJSONReader {
  let document: JSONDocument
  var problem = ""

  mutating func manifest() -> PackageManifest? {
    guard let root = document.object(document.root), let name = string("name", in: root, "the package") else { return nil }
    var targets: [PackageTarget] = []
    for value in elements("targets", in: root) {
      guard let target = target(value) else { return nil }
      targets.append(target)
    }
    var dependencies: [PackageDependency] = []
    for value in elements("dependencies", in: root) {
      guard let dependency = dependency(value) else { return nil }
      dependencies.append(dependency)
    }
    let toolsVersion = document.member("toolsVersion", in: root).flatMap { document.object($0.value) }
      .flatMap { document.member("_version", in: $0) }.flatMap { document.string($0.value) }
    return PackageManifest(name: name, targets: targets, dependencies: dependencies, toolsVersion: toolsVersion)
  }

  private mutating func target(_ value: JSONValue) -> PackageTarget? {
    guard let object = document.object(value), let name = string("name", in: object, "a target"),
      let type = string("type", in: object, "target '\(name)'")
    else { return nil }
    guard let kind = PackageTarget.Kind(rawValue: type) else {
      return fail("target '\(name)' has the unknown type '\(type)'", at: value)
    }
    var target = PackageTarget(name: name, kind: kind)
    if let member = document.member("path", in: object) { target.path = document.string(member.value) }
    for entry in elements("dependencies", in: object) {
      guard let dependency = targetDependency(entry, of: name) else { return nil }
      target.dependencies.append(dependency)
    }
    for entry in elements("pluginUsages", in: object) {
      guard let usage = document.object(entry), let member = document.member("plugin", in: usage),
        let parts = strings(member.value), let plugin = parts.first ?? nil
      else { return fail("a plugin of target '\(name)' is not [name, package]", at: entry) }
      target.plugins.append(PackageTarget.PluginUsage(name: plugin, package: parts.dropFirst().first ?? nil))
    }
    return target
  }

  /// `{"byName": [name, condition]}`, `{"target": [name, condition]}` or
  /// `{"product": [name, package, moduleAliases, condition]}`.
  private mutating func targetDependency(_ value: JSONValue, of target: String) -> PackageTarget.Dependency? {
    guard let object = document.object(value), let member = object.members.first else {
      return fail("a dependency of target '\(target)' is not an object", at: value)
    }
    let parts = strings(member.value) ?? []
    guard let name = parts.first ?? nil else {
      return fail("a dependency of target '\(target)' has no name", at: member.value)
    }
    switch document.key(member) {
    case "byName": return .byName(name)
    case "target": return .target(name)
    case "product": return .product(name: name, package: parts.dropFirst().first ?? nil)
    default: return fail("a dependency of target '\(target)' is of the unknown kind '\(document.key(member))'", at: value)
    }
  }

  /// `{"sourceControl"|"fileSystem"|"registry": [{"identity": …, …}]}`.
  private mutating func dependency(_ value: JSONValue) -> PackageDependency? {
    guard let object = document.object(value), let member = object.members.first,
      let details = document.elements(member.value)?.first.flatMap({ document.object($0) }),
      let identity = string("identity", in: details, "a package dependency")
    else { return fail("a package dependency is not {kind: [{identity: …}]}", at: value) }
    var location = identity
    if let path = document.member("path", in: details).flatMap({ document.string($0.value) }) {
      location = path
    } else if let remote = document.member("location", in: details).flatMap({ document.object($0.value) })?.members.first,
      let url = document.elements(remote.value)?.first.flatMap({ document.object($0) })
        .flatMap({ document.member("urlString", in: $0) }).flatMap({ document.string($0.value) })
    {
      location = url
    }
    let name = document.member("nameForTargetDependencyResolutionOnly", in: details).flatMap { document.string($0.value) }
    return PackageDependency(identity: identity, name: name, location: location)
  }

  // MARK: Values

  private mutating func string(_ key: StaticString, in object: JSONObject, _ owner: String) -> String? {
    guard let member = document.member(key, in: object), let text = document.string(member.value) else {
      problem = "\(owner) has no \"\(key)\" string"
      return nil
    }
    return text
  }

  /// The elements of an array member, none when it is missing or null.
  private func elements(_ key: StaticString, in object: JSONObject) -> [JSONValue] {
    document.member(key, in: object).flatMap { document.elements($0.value) }.map(Array.init) ?? []
  }

  /// An array of strings and nulls.
  private func strings(_ value: JSONValue) -> [String?]? {
    document.elements(value).map { $0.map { document.string($0) } }
  }

  private mutating func fail<T>(_ message: String, at value: JSONValue) -> T? {
    problem = "\(message) (\(document.location(value)))"
    return nil
  }
}
