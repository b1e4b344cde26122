import NavSchema

/// File-wide settings: target TCA release, imports, expandMacros. The default
/// `access` is not compared here: it shows up as each enum's access change.
struct SettingChanges {
  var old: NavigationSchema
  var new: NavigationSchema

  var changes: [SchemaChange] {
    tcaChanges + importChanges + expandMacrosChanges
  }

  private var tcaChanges: [SchemaChange] {
    guard old.tcaVersion != new.tcaVersion else { return [] }
    return [ReleaseChange(old: old.tcaVersion, new: new.tcaVersion, schema: new).change]
  }

  /// Imports are compared as a set: their order means nothing to the compiler.
  private var importChanges: [SchemaChange] {
    let additions = new.imports.filter { !old.imports.contains($0) }.map { module in
      SchemaChange(
        .importAdded, .compatible, new: module.description,
        reason: "The generated file also imports `\(module)`; existing code keeps compiling.")
    }
    let removals = old.imports.filter { !new.imports.contains($0) }.map { module in
      SchemaChange(
        .importRemoved, .breaking, old: module.description,
        reason:
          "The generated file no longer imports `\(module)`: payload types and conformances it provides stop resolving there, and (without `MemberImportVisibility`) other files may have relied on the import. Treated as breaking so a reviewer checks it."
      )
    }
    return additions + removals
  }

  private var expandMacrosChanges: [SchemaChange] {
    guard old.expandMacros != new.expandMacros else { return [] }
    return [
      SchemaChange(
        .expandMacrosChanged, .compatible, old: String(old.expandMacros), new: String(new.expandMacros),
        reason: new.expandMacros
          ? "The same API is now written out without macros (no macro plugins needed for these enums)."
          : "The same API is now written with `@CasePathable` / `@ObservableState` macros again.")
    ]
  }
}
