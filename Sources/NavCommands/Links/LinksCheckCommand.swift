import NavSchema
import NavReview

/// `navgen links <input>... --check <file>... [--app-id <id>]... [--host <host>]`: whether what
/// the app and its site declare is in step with the schemas' links — each
/// `apple-app-site-association` file (`SiteAssociationCheck`, for the host its path or
/// `<host>=<file>` names), `Info.plist` and `.entitlements` file (`AppFileCheck`), XML or binary.
///
/// Exit codes: 0 in step; 4 a finding (a link that would open Safari or nothing, or a
/// declaration no link uses); 2 usage error, unreadable input, an invalid schema, a file that
/// is not what it should be (not JSON, not a property list, a key of the wrong kind).
public enum LinksCheckCommand {
  public static let findingsExitCode: Int32 = 4

  public static func run(
    inputs: [String], files: [String], appIDs: [String] = [], host: String? = nil,
    environment: ReviewEnvironment = ReviewEnvironment()
  ) -> ReviewCommandResult {
    let badIDs = appIDs.compactMap { id in AppID.problem(id).map { "'\(id)' is not an app ID: \($0)" } }
    guard badIDs.isEmpty else { return ReviewCommandResult(output: "", errors: badIDs, exitCode: 2) }
    let app: LinksApp
    switch LinksApp.load(inputs, environment: environment) {
    case .failure(let refusal): return refusal.result
    case .success(let loaded): app = loaded
    }
    guard let settings = app.catalog.settings else {
      return ReviewCommandResult(
        output: "", diagnostics: app.diagnostics, errors: ["no schema declares \"links\": there is nothing to check"],
        warnings: app.warnings, exitCode: 2)
    }
    var problems: [Diagnostic] = []
    var errors: [String] = []
    var findings: [Diagnostic] = []
    var summary: [String] = []
    let hosts = UniversalLinkPrefix.hosts(in: UniversalLinkPrefix.all(in: settings.prefixes))
    for specification in files {
      let (path, siteHost) = SiteFilePaths.host(of: specification, explicit: host, hosts: hosts)
      let bytes: [UInt8]
      switch environment.reader.read(environment.reader.source(for: path)) {
      case .failure(let error):
        errors.append(error.description)
        continue
      case .success(let read): bytes = read
      }
      guard let kind = DeclaredFileKind(path: path, bytes: bytes) else {
        errors.append(
          "cannot tell what '\(path)' is: --check reads apple-app-site-association files (JSON), Info.plist and "
            + ".entitlements files (XML or binary property lists)")
        continue
      }
      let checked: CheckedFile
      switch kind {
      case .siteAssociation:
        guard let siteHost else {
          errors.append(
            "which host serves '\(path)'? The https prefixes name \(hosts.isEmpty ? "none" : hosts.joined(separator: ", ")): "
              + "give --check <host>=\(path), or --host")
          continue
        }
        checked = checkSite(bytes, path: path, host: siteHost, catalog: app.catalog, appIDs: appIDs)
      case .infoPlist, .entitlements:
        checked = checkAppFile(bytes, path: path, kind: kind, settings: settings)
      }
      problems += checked.problems
      findings += checked.findings
      let count = checked.findings.count { $0.location.file == path }
      summary.append(
        "\(path)\(checked.label): " + (checked.problems.hasErrors ? "cannot be read"
          : count == 0 ? "in step with the schemas" : "\(count) finding\(count == 1 ? "" : "s")"))
    }
    let diagnostics = app.diagnostics + (problems + findings).sortedByLocation()
    let code: Int32 = problems.hasErrors || !errors.isEmpty ? 2 : findings.isEmpty ? 0 : findingsExitCode
    return ReviewCommandResult(
      output: summary.map { $0 + "\n" }.joined(), diagnostics: diagnostics, errors: errors, warnings: app.warnings,
      exitCode: code)
  }

  /// One file's reading problems (warnings, or errors that make it unreadable) and findings.
  private struct CheckedFile {
    var label = ""
    var problems: [Diagnostic] = []
    var findings: [Diagnostic] = []
  }

  private static func checkSite(
    _ bytes: [UInt8], path: String, host: String, catalog: LinkCatalog, appIDs: [String]
  ) -> CheckedFile {
    let read = SiteAssociationReader.read(bytes, fileName: path)
    var checked = CheckedFile(label: " (\(host))", problems: read.diagnostics)
    guard let association = read.association else { return checked }
    checked.findings = SiteAssociationCheck(catalog: catalog, appIDs: appIDs).findings(read, association: association, host: host)
    return checked
  }

  private static func checkAppFile(_ bytes: [UInt8], path: String, kind: DeclaredFileKind, settings: LinkSettings) -> CheckedFile {
    let plist: PlistNode
    switch PlistReader.read(bytes, fileName: path) {
    case .failure(let error): return CheckedFile(problems: error.diagnostics)
    case .success(let node): plist = node
    }
    let check = AppFileCheck(settings: settings)
    if kind == .entitlements {
      switch AppDeclarations.associatedDomains(in: plist) {
      case .failure(let errors): return CheckedFile(problems: errors.diagnostics)
      case .success(let domains): return CheckedFile(findings: check.entitlementsFindings(plist, domains: domains))
      }
    }
    switch AppDeclarations.urlSchemes(in: plist) {
    case .failure(let errors): return CheckedFile(problems: errors.diagnostics)
    case .success(let schemes): return CheckedFile(findings: check.infoPlistFindings(plist, schemes: schemes))
    }
  }
}

/// What a file given to `--check` is: by its name (`.entitlements`, `.plist`,
/// `apple-app-site-association`), else by its bytes (JSON is a site file; a property list with
/// associated domains is entitlements, any other an `Info.plist`).
enum DeclaredFileKind: Equatable {
  case siteAssociation
  case infoPlist
  case entitlements

  init?(path: String, bytes: [UInt8]) {
    if path.hasSuffix(".entitlements") {
      self = .entitlements
    } else if path.hasSuffix(".plist") {
      self = .infoPlist
    } else if path.hasSuffix(SiteFilePaths.fileName) || path.hasSuffix(".json") {
      self = .siteAssociation
    } else {
      let text = bytes.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
      if text.first == UInt8(ascii: "{") {
        self = .siteAssociation
      } else if text.starts(with: Array("bplist".utf8)) || text.first == UInt8(ascii: "<") {
        let associates = (try? PlistReader.read(bytes, fileName: path).get())?.member(AppDeclarations.associatedDomainsKey) != nil
        self = associates ? .entitlements : .infoPlist
      } else {
        return nil
      }
    }
  }
}
