/// The SwiftUI half of the generated file, for every enum that opts in:
///
/// - a path's view functions are static members of the enum, in a
///   `#if canImport(SwiftUI)` block after the members the macro adds (written
///   by `ReducerEnumEmitter` through `writePathMembers`): inside the enum they
///   may have its declared access even when it is wider than its feature's;
/// - a destination's presentation modifier extends `SwiftUI.View`: every one
///   goes in one `#if canImport(SwiftUI)` block at the end of the file, each
///   under its enum's own condition.
///
/// So the same file builds where SwiftUI does not exist (Linux, server
/// targets) and the plugin keeps one output per schema.
struct SwiftUIGlueEmitter {
  let schema: NavigationSchema

  /// The enums with glue, in output order.
  var gluedEnums: [NavigationEnum] { schema.enums.filter { $0.swiftUI != nil } }

  /// Lines to add after the imports: `import SwiftUI` for the glue, guarded.
  var importLines: [String] {
    guard !gluedEnums.isEmpty, !schema.imports.contains(where: { $0.module == "SwiftUI" }) else { return [] }
    return ["#if canImport(SwiftUI)", "import SwiftUI", "#endif"]
  }

  /// The presentation modifiers of the destinations, at the end of the file.
  func write(into writer: inout SwiftWriter) {
    let api = TCASwiftUIAPI(for: schema)
    let contexts = gluedEnums.compactMap { navigationEnum -> GlueContext? in
      guard let glue = navigationEnum.swiftUI, glue.role == .destination else { return nil }
      return GlueContext(navigationEnum: navigationEnum, glue: glue, api: api)
    }
    guard !contexts.isEmpty else { return }
    writer.line()
    writer.line("#if canImport(SwiftUI)")
    for (index, context) in contexts.enumerated() {
      if index > 0 { writer.line() }
      // An enum under `#if` has its modifier under the same condition.
      if let condition = context.navigationEnum.condition {
        writer.line("#if \(condition)")
        DestinationModifierEmitter(context: context).write(into: &writer)
        writer.line("#endif")
      } else {
        DestinationModifierEmitter(context: context).write(into: &writer)
      }
    }
    writer.line("#endif")
  }

  /// A path's view functions, inside the enum's body after the macro's members.
  static func writePathMembers(of navigationEnum: NavigationEnum, api: TCASwiftUIAPI, into body: inout SwiftWriter) {
    guard let glue = navigationEnum.swiftUI, glue.role == .path else { return }
    body.line()
    body.line("#if canImport(SwiftUI)")
    PathViewEmitter(context: GlueContext(navigationEnum: navigationEnum, glue: glue, api: api)).write(into: &body)
    body.line("#endif")
  }

  /// Whether the enum is a path with glue (`writePathMembers` writes something).
  static func hasPathMembers(_ navigationEnum: NavigationEnum) -> Bool {
    navigationEnum.swiftUI?.role == .path
  }

  /// The hand-written form's place for a path's glue: an extension at file scope,
  /// `#if canImport(SwiftUI)` / `extension E { ... }` / `#endif`, where `navgen import` asks a
  /// developer to keep functions of an `@Reducer enum` (the import cannot hold them inside).
  static func writePathExtension(of navigationEnum: NavigationEnum, api: TCASwiftUIAPI, into writer: inout SwiftWriter) {
    guard let glue = navigationEnum.swiftUI, glue.role == .path else { return }
    if !writer.isEmpty { writer.line() }
    writer.line("#if canImport(SwiftUI)")
    writer.block({ text in
      AvailabilityPrefix.write(navigationEnum.attributes, to: &text)
      text.write("extension ")
      text.write(navigationEnum.qualifiedName)
    }) { body in
      PathViewEmitter(context: GlueContext(navigationEnum: navigationEnum, glue: glue, api: api)).write(into: &body)
    }
    writer.line("#endif")
  }
}

/// One enum's glue settings with what every part of its glue needs.
struct GlueContext {
  let navigationEnum: NavigationEnum
  let glue: SwiftUIGlue
  let api: TCASwiftUIAPI

  /// `public ` / `package ` or empty.
  var modifier: String { glue.access.memberPrefix }

  /// One case of the enum with what the glue writes for it.
  struct Entry {
    var navigationCase: NavigationCase
    var item: CaseGlueItem
  }

  /// The cases the glue writes something for (`including`), in the enum's `#if` blocks.
  func tree(including: (Entry) -> Bool) -> [Conditional<Entry>] {
    navigationEnum.members.flatMapConditionalItems { (member: EnumMember) -> [Entry] in
      (member.declaration?.elements ?? []).map { Entry(navigationCase: $0, item: navigationEnum.glueItem(of: $0, in: glue.role)) }
        .filter(including)
    }.glueBlocks()
  }

  /// Whether `store.case` holds `navigationCase` as a store: a child feature, or where the
  /// release scopes them so, an ignored case named in the explicit `Action`.
  func isHeldAsStore(_ navigationCase: NavigationCase) -> Bool {
    switch navigationCase.payload {
    case .reducer: return true
    case .ignored(let parameters, _) where parameters.count == 1:
      return api.explicitActionCasesAreStores && navigationEnum.explicitActionTypes[navigationCase.name] != nil
    default: return false
    }
  }

  /// Whether the destination modifier taking `binding` presents `navigationCase`: a case the
  /// glue presents, which the wrapper can scope to without a deprecated call.
  func presents(_ navigationCase: NavigationCase, through binding: StoreBinding) -> Bool {
    guard case .presented = navigationEnum.glueItem(of: navigationCase, in: .destination) else { return false }
    return api.scopes(heldAsStore: isHeldAsStore(navigationCase), through: binding.wrapper)
  }

  /// The `@available` attributes a function needs: the enum's, and those of the
  /// cases it names (a case available only from iOS 17 makes the function so).
  func availability(namingCases cases: [PlacedCase]) -> [String] {
    var result: [String] = []
    for attribute in navigationEnum.availabilityAttributes + cases.flatMap(\.attributes)
    where NavigationEnum.isAvailability(attribute) && !result.contains(attribute) {
      result.append(attribute)
    }
    return result
  }

  /// The attribute lines before a generated function.
  func writeAttributes(_ attributes: [String], into writer: inout SwiftWriter) {
    for attribute in attributes { writer.line(attribute) }
  }

  /// `{ store in` … `AutorView(store: store)` … `}` after a call that presents a store.
  static func viewClosure(_ opening: String, view: TypeRef, into writer: inout SwiftWriter) {
    writer.line("\(opening) { store in")
    writer.indented { $0.line("\(view)(store: store)") }
    writer.line("}")
  }
}
