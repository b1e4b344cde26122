import NavSchema
import NavReview

/// `navgen links <input>... --format apple-app-site-association --app-id <id>... [--host <host>]
/// [-o <file> | --output-dir <dir>]`: the `apple-app-site-association` file of each host of
/// the app's `https` prefixes (`SiteAssociationBuilder`), to standard output, to one file, or
/// one file a host at `<dir>/<host>/.well-known/apple-app-site-association`.
///
/// Exit codes: 0 written; 2 usage error (an app ID that is not `TEAMID.bundle.id`, several
/// hosts and neither `--host` nor `--output-dir`), unreadable input, an invalid schema, no
/// `https` prefix, or a file that cannot be written (then nothing is written).
public enum SiteAssociationCommand {
  public static func run(
    inputs: [String], appIDs: [String], host: String? = nil, output: String? = nil, outputDirectory: String? = nil,
    environment: ReviewEnvironment = ReviewEnvironment(), writer: OutputWriter = OutputWriter()
  ) -> ReviewCommandResult {
    let badIDs = appIDs.compactMap { id in AppID.problem(id).map { "'\(id)' is not an app ID: \($0)" } }
    guard badIDs.isEmpty, !appIDs.isEmpty else {
      return ReviewCommandResult(output: "", errors: appIDs.isEmpty ? ["give the app's ID with --app-id <TEAMID.bundle.id>"] : badIDs, exitCode: 2)
    }
    let app: LinksApp
    switch LinksApp.load(inputs, environment: environment) {
    case .failure(let refusal): return refusal.result
    case .success(let loaded): app = loaded
    }
    var diagnostics = app.diagnostics
    let builder = SiteAssociationBuilder(catalog: app.catalog, appIDs: appIDs)
    switch UniversalLinkHosts.resolve(app.catalog, host: host, allHosts: outputDirectory != nil) {
    case .failure(let failure):
      return ReviewCommandResult(
        output: "", diagnostics: diagnostics + failure.diagnostics, errors: failure.errors, warnings: app.warnings, exitCode: 2)
    case .success(let resolved):
      diagnostics += resolved.warnings
      let files = resolved.hosts.map { builder.file(forHost: $0) }
      let warnings = app.warnings + files.compactMap(collapseWarning)
      if let outputDirectory {
        let targets = files.map { (path: SiteFilePaths.path(in: outputDirectory, host: $0.host), file: $0) }
        return write(targets, diagnostics: diagnostics, warnings: warnings, environment: environment, writer: writer)
      }
      guard let output else {
        return ReviewCommandResult(output: files[0].text, diagnostics: diagnostics, warnings: warnings, exitCode: 0)
      }
      return write([(output, files[0])], diagnostics: diagnostics, warnings: warnings, environment: environment, writer: writer)
    }
  }

  /// Writes every file, after checking that each may be replaced; nothing when one may not.
  private static func write(
    _ targets: [(path: String, file: HostSiteAssociation)], diagnostics: [Diagnostic], warnings: [String],
    environment: ReviewEnvironment, writer: OutputWriter
  ) -> ReviewCommandResult {
    var plans: [(path: String, plan: SiteFileReplacement.Plan)] = []
    var errors: [String] = []
    for (path, file) in targets {
      switch SiteFileReplacement.plan(file, at: path, reader: environment.reader) {
      case .success(let plan): plans.append((path, plan))
      case .failure(let refusal): errors.append(refusal.message)
      }
    }
    guard errors.isEmpty else {
      return ReviewCommandResult(output: "", diagnostics: diagnostics, errors: errors, warnings: warnings, exitCode: 2)
    }
    var notes: [String] = []
    for (path, plan) in plans {
      do {
        let outcome = try writer.write(plan.text, toPath: environment.reader.resolved(path), replacing: plan.replacing)
        notes.append(outcome == .written ? "wrote \(path)" : "\(path) is unchanged")
      } catch {
        return ReviewCommandResult(output: "", diagnostics: diagnostics, errors: ["\(error)"], warnings: warnings, notes: notes, exitCode: 2)
      }
    }
    return ReviewCommandResult(output: "", diagnostics: diagnostics, warnings: warnings, notes: notes, exitCode: 0)
  }

  /// What was given up to stay under 128 KB, said once a file.
  private static func collapseWarning(_ file: HostSiteAssociation) -> String? {
    let limit = SiteAssociationBuilder.byteLimit
    switch file.collapse {
    case .none:
      return nil
    case .withoutComments:
      return "the file of \(file.host) leaves out its comments to stay under Apple's \(limit) bytes"
    case .firstScreens(let subjects):
      return "the file of \(file.host) matches everything after \(subjects.count) first screens (\(subjects.prefix(3).joined(separator: ", "))\(subjects.count > 3 ? ", …" : "")) to stay under Apple's \(limit) bytes: the app's parser refuses what they do not name"
    case .wholePrefixes:
      return "the file of \(file.host) matches every URL under its prefixes to stay under Apple's \(limit) bytes: the app's parser refuses what no link names"
    }
  }
}
