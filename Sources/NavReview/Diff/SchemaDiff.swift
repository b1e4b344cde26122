import NavSchema

/// The semantic difference between two versions of a schema: what the change
/// does to the generated Swift API, not to the JSON text. Key order and
/// formatting never show up; a case reorder shows up as one compatible change.
///
/// Changes come in a fixed order: file-wide settings, then features (new
/// order, then removed ones in old order), then enums in the new schema's
/// order followed by removed enums in the old one's. Within an enum: access,
/// attributes, conformances, cases in new order, removed cases, generated
/// alert actions, case order.
public struct SchemaDiff: Hashable, Sendable {
  public var changes: [SchemaChange]

  public init(changes: [SchemaChange]) {
    self.changes = changes
  }

  public init(old: NavigationSchema, new: NavigationSchema) {
    let features = FeatureChanges(old: old, new: new)
    changes =
      SettingChanges(old: old, new: new).changes + features.changes
      + Self.enumChanges(old: old, new: new, coveredByFeatures: features.coveredEnums)
      + LinkChanges(old: old, new: new).changes
    Self.markModules(of: &changes, old: old, new: new)
  }

  /// Each change's target: its enum's, else its feature's, in the new app or else the old one
  /// (nil outside a package, and for settings of the whole app).
  private static func markModules(of changes: inout [SchemaChange], old: NavigationSchema, new: NavigationSchema) {
    var enumModules: [String: String] = [:]
    var featureModules: [String: String] = [:]
    for app in [old, new] {
      for navigationEnum in app.enums { enumModules[navigationEnum.qualifiedName] = navigationEnum.module }
      for feature in app.features { featureModules[feature.name] = feature.module }
    }
    guard !enumModules.isEmpty || !featureModules.isEmpty else { return }
    for index in changes.indices {
      let change = changes[index]
      changes[index].module = change.enumName.flatMap { enumModules[$0] } ?? change.feature.flatMap { featureModules[$0] }
    }
  }

  public func count(_ classification: ChangeClass) -> Int {
    changes.count { $0.classification == classification }
  }

  /// The `navgen diff` exit code for valid schemas: 3 when a change breaks
  /// persisted state (whatever else changed: saved data is lost on users'
  /// devices, which no compiler reports), else 4 when a change breaks
  /// published links (no compiler reports that either), else 1 when a change
  /// is `breaking` or `exhaustiveness`, else 0.
  public var exitCode: Int32 {
    if changes.contains(where: { $0.classification == .persistedState }) { return Self.persistedStateExitCode }
    if changes.contains(where: { $0.classification == .brokenLinks }) { return Self.brokenLinksExitCode }
    return changes.contains { $0.classification.failsReview } ? 1 : 0
  }

  public static let persistedStateExitCode: Int32 = 3
  public static let brokenLinksExitCode: Int32 = 4

  /// Enums matched by qualified name. Additions and removals that a feature
  /// addition or removal already reports are left out.
  private static func enumChanges(
    old: NavigationSchema, new: NavigationSchema, coveredByFeatures: Set<String>
  ) -> [SchemaChange] {
    let oldByName = Dictionary(
      old.enums.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
    let newNames = Set(new.enums.map(\.qualifiedName))
    var changes: [SchemaChange] = []
    for newEnum in new.enums {
      if let oldEnum = oldByName[newEnum.qualifiedName] {
        changes += EnumComparison(old: oldEnum, new: newEnum).changes
      } else if !coveredByFeatures.contains(newEnum.qualifiedName) {
        changes.append(
          EnumContext(newEnum).change(
            .enumAdded, .compatible,
            reason: "New enum `\(newEnum.qualifiedName)`; no existing code refers to it."))
      }
    }
    for oldEnum in old.enums
    where !newNames.contains(oldEnum.qualifiedName) && !coveredByFeatures.contains(oldEnum.qualifiedName) {
      changes.append(
        EnumContext(oldEnum).change(
          .enumRemoved, .breaking,
          reason:
            "`\(oldEnum.qualifiedName)` is no longer generated: code that uses it (its `State` and `Action`, or a parent's `ifLet` / `forEach`) stops compiling."
        ))
    }
    return changes
  }
}
