import NavSchema

/// `navgen diff --format json`, for tools. Keys are sorted, output is
/// deterministic, and the keys below keep their meaning within `version` 1:
///
/// - `version`: 1.
/// - `summary`: `{ "breaking": n, "persistedState": n, "brokenLinks": n, "exhaustiveness": n, "compatible": n }`.
/// - `changes`: array in report order, each an object with
///   - `kind`: a `ChangeKind` raw value, e.g. `caseRemoved`, `payloadTypeChanged`;
///   - `class`: `breaking`, `persistedState` (saved values of a coded `State`
///     or `Action` fail to decode), `brokenLinks` (published deep links stop
///     opening their screen), `exhaustiveness` or `compatible`;
///   - `feature`: the owning feature's name, or null;
///   - `enum`: the enum's qualified name (`Articulo.Destination`), or null for
///     file-wide and feature changes;
///   - `case`: the case name, or null for enum-level changes;
///   - `old` / `new`: the value before / after (a type, condition, attribute,
///     access level, module, release, order), or null when there is none;
///   - `reason`: one sentence for a reviewer;
///   - `target`: the package target the change is in, or null outside a package.
public struct DiffJSONRenderer: Sendable {
  public static let formatVersion = 1

  public init() {}

  public func render(_ diff: SchemaDiff) -> String {
    JSONText.object([
      "version": .integer(Self.formatVersion),
      "summary": .object(
        Dictionary(uniqueKeysWithValues: ChangeClass.allCases.map { ($0.rawValue, .integer(diff.count($0))) })),
      "changes": .array(diff.changes.map(Self.json)),
    ]).rendered
  }

  private static func json(_ change: SchemaChange) -> JSONText {
    .object([
      "kind": .string(change.kind.rawValue),
      "class": .string(change.classification.rawValue),
      "feature": .optional(change.feature),
      "enum": .optional(change.enumName),
      "case": .optional(change.caseName),
      "old": .optional(change.oldValue),
      "new": .optional(change.newValue),
      "reason": .string(change.reason),
      "target": .optional(change.module),
    ])
  }
}
