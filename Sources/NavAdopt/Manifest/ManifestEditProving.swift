/// The proof of adopt's edit of Package.swift, run by whoever can run dump-package: while
/// `pending` holds bytes, give `record` dump-package's reading of them (in the folder the
/// original was read in). When the proof refuses some targets only (code after a declaration
/// changes the target: a loop that sets `plugins`, say), the edit is planned again without
/// them, who keep their declarations and get a warning there, and proved once more. Twice at
/// most: leaving targets out only takes insertions away, so a second refusal means the
/// manifest treats its targets as a whole, and the edit fails instead of being whittled down
/// one dump-package run (a second or so) at a time.
public struct ManifestEditProving: Sendable {
  public static let rounds = 2

  /// The edit, as planned or as planned again without the targets the proof refused.
  public private(set) var edit: ManifestEdit
  /// Why the edit is not proved; nil while it is being proved, and once it is.
  public private(set) var failure: String?
  /// The bytes dump-package is to read next; nil once proved or failed.
  public private(set) var pending: [UInt8]?
  private let navgen: NavGenPackageReference
  private let originalDump: [UInt8]
  private var round = 0

  public init(_ edit: ManifestEdit, navgen: NavGenPackageReference, originalDump: [UInt8]) {
    self.edit = edit
    self.navgen = navgen
    self.originalDump = originalDump
    pending = edit.isEmpty ? nil : edit.edited
  }

  /// dump-package's JSON for `pending`.
  public mutating func record(editedDump: [UInt8]) {
    round += 1
    pending = nil
    switch ManifestEditProof.verdict(edit, navgen: navgen, originalDump: originalDump, editedDump: editedDump) {
    case .proved:
      break
    case .failed(let why):
      failure = why
    case .refused(let targets) where round < Self.rounds:
      edit = edit.leavingAlone(targets)
      pending = edit.isEmpty ? nil : edit.edited
    case .refused(let targets):
      failure = ManifestEditProof.description(refused: targets)
    }
  }

  /// dump-package could not read `pending`: the error it printed.
  public mutating func recordUnreadable(_ error: String) {
    pending = nil
    failure = "dump-package cannot read the edited manifest: \(error)"
  }
}
