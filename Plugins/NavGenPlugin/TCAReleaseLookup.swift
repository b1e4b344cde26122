import Foundation

/// The TCA release the build resolved, for the schemas that set no `tca`:
/// read from the nearest `Package.resolved` (`ResolvedFileSearch`).
struct TCAReleaseLookup: Equatable {
  /// Passed as `navgen generate --default-tca <release>`; nil leaves navgen's
  /// default, the newest release it supports. Whether navgen supports the
  /// release is navgen's to say, for the schemas that use it.
  var release: String?
  /// The file read: an input of every command, so a new pin regenerates.
  var resolvedFile: URL?
  /// Why no release was found, for the build log.
  var warning: String?

  static func lookUp(_ search: ResolvedFileSearch) -> TCAReleaseLookup {
    guard let file = search.nearest() else {
      return TCAReleaseLookup(
        warning: "found no \(ResolvedFileSearch.fileName) in \(search.start.path) or any folder above it; \(fallback)")
    }
    let pins: PackageResolvedFile
    do {
      pins = try PackageResolvedFile(data: Data(contentsOf: file))
    } catch {
      return TCAReleaseLookup(resolvedFile: file, warning: "cannot read \(file.path): \(error); \(fallback)")
    }
    guard let pin = TCAPin.find(in: pins.pins) else {
      return TCAReleaseLookup(
        resolvedFile: file, warning: "\(file.path) pins no \(TCAPin.packageName); \(fallback)")
    }
    switch pin {
    case .release, .mainBranch:
      return TCAReleaseLookup(release: pin.release, resolvedFile: file)
    case .unnamed(let what):
      return TCAReleaseLookup(
        resolvedFile: file,
        warning: "\(file.path) pins \(TCAPin.packageName) to \(what), which names no release; \(fallback)")
    }
  }

  private static let fallback =
    "schemas that set no \"tca\" get the newest TCA release navgen supports (set \"tca\" in them to choose)"
}
