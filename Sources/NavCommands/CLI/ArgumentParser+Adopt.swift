import NavSchema
import NavGenerate
import NavAdopt

extension ArgumentParser {
  /// `adopt <swift file or folder>... --schemas <dir>`, or `adopt <package folder>` with
  /// `--navgen-package` and `--navgen-version` for the dependency it may add.
  static func parseAdopt(_ arguments: [String]) -> Result<Invocation, UsageError> {
    let tokens: CommandLineTokens
    switch CommandLineTokens.split(
      arguments, takesValue: ["--schemas", "--tca", "--navgen-package", "--navgen-version"], flags: ["--write"],
      command: "adopt")
    {
    case .failure(let error): return .failure(error)
    case .success(let parsed): tokens = parsed
    }
    let fail = { (message: String) in Result<Invocation, UsageError>.failure(UsageError(message, subcommand: .adopt)) }
    var values: [String: [String]] = [:]
    var tca: TCARelease?
    var write = false
    for option in tokens.options {
      switch option.name {
      case "--tca":
        switch CommandLineTokens.release(option.value ?? "", command: "adopt") {
        case .failure(let error): return .failure(error)
        case .success(let release): tca = release
        }
      case "--write":
        write = true
      default:
        values[option.name, default: []].append(option.value ?? "")
      }
    }
    if tokens.positionals.contains("-") { return fail("adopt reads Swift files and folders, not standard input") }
    if tokens.positionals.contains(where: \.isEmpty) { return fail("a path is empty") }
    let package = values["--navgen-package"] ?? []
    let version = values["--navgen-version"] ?? []
    if let schemas = values["--schemas"] {
      guard schemas.count == 1, let directory = schemas.first else {
        return fail("give the folder for the schemas once: '--schemas <dir>'")
      }
      if directory.isEmpty { return fail("the schemas folder name is empty") }
      if !package.isEmpty || !version.isEmpty {
        return fail("--navgen-package and --navgen-version are for adopting a package: give its folder, without --schemas")
      }
      if tokens.positionals.isEmpty { return fail("no Swift file or folder given") }
      return .success(.adopt(Invocation.AdoptOptions(
        inputs: tokens.positionals, schemasDirectory: directory, tca: tca, write: write)))
    }
    guard tokens.positionals.count == 1 else {
      return fail(
        tokens.positionals.isEmpty
          ? "give a package's folder, or Swift files and folders with '--schemas <dir>'"
          : "give one package's folder, or Swift files and folders with '--schemas <dir>'")
    }
    switch navgenReference(package: package, version: version) {
    case .failure(let error): return .failure(error)
    case .success(let navgen):
      return .success(.adopt(Invocation.AdoptOptions(
        inputs: tokens.positionals, schemasDirectory: nil, tca: tca, write: write, navgen: navgen)))
    }
  }

  /// Where the package gets NavGen from: a URL (with `://`, or `git@host:path`) and a
  /// version, or a path; by default this release at NavGen's URL.
  private static func navgenReference(package: [String], version: [String]) -> Result<NavGenPackageReference, UsageError> {
    let fail = { (message: String) in Result<NavGenPackageReference, UsageError>.failure(UsageError(message, subcommand: .adopt)) }
    guard package.count <= 1, version.count <= 1 else { return fail("give --navgen-package and --navgen-version once each") }
    let location = package.first ?? NavGenRelease.packageURL
    guard NavGenPackageReference.isLiteralSafe(location) else {
      return fail("'--navgen-package' needs a URL or a path without quotes, backslashes or line breaks")
    }
    let isURL = location.contains("://") || location.hasPrefix("git@")
    guard isURL else {
      if !version.isEmpty { return fail("'--navgen-version' is for a URL: a package at a path has no version") }
      return .success(NavGenPackageReference(.path(location)))
    }
    let release = version.first ?? NavGenRelease.version
    guard isSemanticVersion(release) else {
      return fail("'--navgen-version' needs a version such as \(NavGenRelease.version), not '\(release)'")
    }
    return .success(NavGenPackageReference(.url(location, from: release)))
  }

  /// `1.0.0`, `1.2.3-beta.1`, `1.2.3+build.5`: what `from:` takes.
  static func isSemanticVersion(_ text: String) -> Bool {
    var core = Substring(text)
    var suffix: Substring = ""
    if let mark = text.firstIndex(where: { $0 == "-" || $0 == "+" }) {
      core = text[..<mark]
      suffix = text[text.index(after: mark)...]
    }
    let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
    let digits = numbers.count == 3
      && numbers.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    let rest = suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }
    return digits && rest && (suffix.isEmpty == (core.count == text.count))
  }
}
