import NavSchema

/// What an app declares about the links it opens: the URL schemes of its `Info.plist`
/// (`CFBundleURLTypes`, each type's `CFBundleURLSchemes`) and the domains of its entitlements
/// (`com.apple.developer.associated-domains`, each `applinks:<domain>`). A value of the wrong
/// kind is an error at it: the file is not what Xcode writes, and cannot be compared.
public enum AppDeclarations {
  public static let urlTypesKey = "CFBundleURLTypes"
  public static let schemesKey = "CFBundleURLSchemes"
  public static let associatedDomainsKey = "com.apple.developer.associated-domains"

  /// Each scheme string of `CFBundleURLTypes`, or the errors of its shape; an empty list without the key.
  public static func urlSchemes(in plist: PlistNode) -> Result<[PlistNode], FileProblems> {
    var errors: [Diagnostic] = []
    guard case .dictionary = plist.value else {
      return .failure(FileProblems([wrongKind(plist, expected: "a dictionary", what: "an Info.plist")]))
    }
    guard let types = plist.member(urlTypesKey) else { return .success([]) }
    guard let entries = types.elements else {
      return .failure(FileProblems([wrongKind(types, expected: "an array", what: urlTypesKey)]))
    }
    var schemes: [PlistNode] = []
    for entry in entries {
      guard case .dictionary = entry.value else {
        errors.append(wrongKind(entry, expected: "a dictionary", what: "an entry of \(urlTypesKey)"))
        continue
      }
      guard let list = entry.member(schemesKey) else { continue }
      guard let elements = list.elements else {
        errors.append(wrongKind(list, expected: "an array", what: schemesKey))
        continue
      }
      for element in elements {
        if element.string == nil {
          errors.append(wrongKind(element, expected: "a string", what: "a URL scheme"))
        } else {
          schemes.append(element)
        }
      }
    }
    return errors.isEmpty ? .success(schemes) : .failure(FileProblems(errors))
  }

  /// Each string of `com.apple.developer.associated-domains`, or the errors of its shape; nil without the key.
  public static func associatedDomains(in plist: PlistNode) -> Result<[PlistNode]?, FileProblems> {
    guard case .dictionary = plist.value else {
      return .failure(FileProblems([wrongKind(plist, expected: "a dictionary", what: "an entitlements file")]))
    }
    guard let list = plist.member(associatedDomainsKey) else { return .success(nil) }
    guard let elements = list.elements else {
      return .failure(FileProblems([wrongKind(list, expected: "an array", what: associatedDomainsKey)]))
    }
    let errors = elements.filter { $0.string == nil }.map { wrongKind($0, expected: "a string", what: "an associated domain") }
    return errors.isEmpty ? .success(elements) : .failure(FileProblems(errors))
  }

  private static func wrongKind(_ node: PlistNode, expected: String, what: String) -> Diagnostic {
    .error("expected \(expected) for \(what), found \(node.kindDescription)\(node.keyPathNote)", at: node.location)
  }
}

/// An entry of `com.apple.developer.associated-domains`: `applinks:recetario.example`,
/// `applinks:*.recetario.example` (its subdomains), `applinks:host?mode=developer`.
public struct AssociatedDomain: Hashable, Sendable {
  /// `applinks`, `webcredentials`, `appclips`, `activitycontinuation`.
  public var service: String
  /// The domain, lower-cased, without `*.` and without `?mode=…`.
  public var domain: String
  /// `*.domain`: every subdomain of `domain`, not `domain` itself.
  public var coversSubdomains: Bool

  public init?(_ text: String) {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    service = String(text[..<colon])
    var rest = text[text.index(after: colon)...]
    if let mode = rest.firstIndex(of: "?") { rest = rest[..<mode] }
    coversSubdomains = rest.hasPrefix("*.")
    if coversSubdomains { rest = rest.dropFirst(2) }
    domain = rest.lowercased()
    guard !domain.isEmpty else { return nil }
  }

  /// Whether the entry associates `host` (lower-cased).
  public func covers(_ host: String) -> Bool {
    coversSubdomains ? host.hasSuffix("." + domain) : host == domain
  }
}
