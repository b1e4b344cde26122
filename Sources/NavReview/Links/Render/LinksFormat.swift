import NavSchema

/// The `--format` values of `navgen links`, for the listing and for `--resolve`.
public enum LinksFormat: String, Hashable, Sendable, CaseIterable {
  case text
  case markdown
  case json

  public func render(_ catalog: LinkCatalog) -> String {
    switch self {
    case .text: return LinkListText(catalog: catalog).rendered
    case .markdown: return LinkListMarkdown(catalog: catalog).rendered
    case .json: return LinksJSON.list(catalog).rendered
    }
  }

  public func render(_ resolution: LinkResolution) -> String {
    switch self {
    case .text: return LinkResolutionText(resolution: resolution, markdown: false).rendered
    case .markdown: return LinkResolutionText(resolution: resolution, markdown: true).rendered
    case .json: return LinksJSON.resolution(resolution).rendered
    }
  }
}

/// The words the text and Markdown forms share.
enum LinkWords {
  /// `recetario://, https://recetario.example/app/ (links print with the first); at most 8 screens a link`.
  static func settings(_ catalog: LinkCatalog, code: (String) -> String) -> String {
    guard let settings = catalog.settings else { return "No schema declares \"links\"." }
    return "Prefixes: " + settings.prefixes.map(code).joined(separator: ", ")
      + " (links print with the first); at most \(settings.maxDepth) screens a link."
  }

  /// `id: Int`, `texto: String? (query q, optional)`.
  static func placeholder(_ placeholder: LinkPlaceholder, queryKey: String?) -> String {
    let type = "\(placeholder.type)\(placeholder.isOptional ? "?" : "")"
    guard let queryKey else { return "\(placeholder.name): \(type)" }
    return "\(placeholder.name): \(type) (query \(queryKey)\(placeholder.isOptional ? ", optional" : ""))"
  }

  static func placeholders(of template: LinkTemplate) -> [String] {
    let path = template.segments.compactMap { segment -> String? in
      if case .placeholder(let placeholder) = segment { return Self.placeholder(placeholder, queryKey: nil) }
      return nil
    }
    return path + template.query.map { placeholder($0.placeholder, queryKey: $0.key) }
  }

  /// `Recetario pushes Camino.receta (Receta)`, then `detail` (its placeholders or values), then
  /// how the state is made when the schema says; in a package, after the target that declares
  /// the case: `[AppFeature] Recetario pushes …`.
  static func step(_ step: LinkStep, detail: String = "", code: (String) -> String) -> String {
    let made = step.link.state.map { ", made by \(code($0))" } ?? ""
    let target = step.module.map { "[\($0)] " } ?? ""
    return "\(target)\(code(step.feature)) \(step.kind.verb) \(code(step.caseInFeature)) (\(code(step.reducer)))\(detail)\(made)"
  }

  /// `id = 42`, `alias = "ana"`, `texto = nil`, `unidad = tazas (if Unidad("tazas") reads it)`.
  static func value(_ value: LinkValue) -> String {
    let name = value.placeholder.name
    guard let text = value.text else { return "\(name) = nil" }
    switch value.placeholder.type {
    case .string: return "\(name) = \(JSONText.quoted(text))"
    case .custom(let type): return "\(name) = \(text) (if \(type)(\(JSONText.quoted(text))) reads it)"
    default: return "\(name) = \(text)"
    }
  }

  /// `segments 1-2: id = 42`.
  static func screen(_ screen: OpenedScreen, code: (String) -> String) -> String {
    let range = screen.segments.count == 1 ? "segment \(screen.segments.lowerBound)"
      : "segments \(screen.segments.lowerBound)-\(screen.segments.upperBound)"
    let values = screen.values.isEmpty ? "" : ": " + screen.values.map(value).joined(separator: ", ")
    return step(screen.step, detail: ", \(range)\(values)", code: code)
  }
}
