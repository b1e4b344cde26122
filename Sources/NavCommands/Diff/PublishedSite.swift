import NavSchema
import NavReview

/// `navgen diff --site-association [<host>=]<file>`: the site's published
/// `apple-app-site-association` file (a path, or `<rev>:<path>`), for the host its path or
/// `<host>=` names (else the only host of the schemas' `https` prefixes), and what the change
/// of the schemas does to the links it opens.
enum PublishedSite {
  struct Read {
    var changes: [SchemaChange]
    var warnings: [Diagnostic]
  }

  struct Failure: Error {
    var diagnostics: [Diagnostic] = []
    var errors: [String] = []
  }

  static func read(
    _ specification: String, old: NavigationSchema, new: NavigationSchema, reader: SchemaSourceReader
  ) -> Result<Read, Failure> {
    let oldCatalog = LinkCatalog(schema: old)
    let newCatalog = LinkCatalog(schema: new)
    var hosts = UniversalLinkPrefix.hosts(in: UniversalLinkPrefix.all(in: oldCatalog.prefixes))
    for host in UniversalLinkPrefix.hosts(in: UniversalLinkPrefix.all(in: newCatalog.prefixes)) where !hosts.contains(host) {
      hosts.append(host)
    }
    let (path, host) = SiteFilePaths.host(of: specification, explicit: nil, hosts: hosts)
    guard let host else {
      let named = hosts.isEmpty ? "neither side has an https prefix" : "the https prefixes name " + hosts.joined(separator: ", ")
      return .failure(Failure(errors: ["which host serves '\(path)'? \(named): give --site-association <host>=\(path)"]))
    }
    let bytes: [UInt8]
    switch reader.read(reader.source(for: path)) {
    case .failure(let error): return .failure(Failure(errors: [error.description]))
    case .success(let read): bytes = read
    }
    let file = SiteAssociationReader.read(bytes, fileName: path)
    guard let association = file.association else { return .failure(Failure(diagnostics: file.diagnostics)) }
    let changes = PublishedPatternChanges(old: oldCatalog, new: newCatalog, site: association, host: host, fileName: path)
    return .success(Read(changes: changes.changes, warnings: file.diagnostics))
  }
}
