/// The SwiftUI half of the generated file: for every enum that opts in, its
/// presentation modifier or its stack functions, all inside one
/// `#if canImport(SwiftUI)` block at the end of the file, so the same file
/// builds where SwiftUI does not exist (Linux, server targets) and the plugin
/// keeps one output per schema.
struct SwiftUIGlueEmitter {
  let schema: NavigationSchema

  /// The enums with glue, in output order.
  var gluedEnums: [NavigationEnum] { schema.enums.filter { $0.swiftUI != nil } }

  /// Lines to add after the imports: `import SwiftUI` for the glue, guarded.
  var importLines: [String] {
    guard !gluedEnums.isEmpty, !schema.imports.contains("SwiftUI") else { return [] }
    return ["#if canImport(SwiftUI)", "import SwiftUI", "#endif"]
  }

  func write(into writer: inout SwiftWriter) {
    let enums = gluedEnums
    guard !enums.isEmpty else { return }
    let api = TCASwiftUIAPI(schema.tcaVersion)
    writer.line()
    writer.line("#if canImport(SwiftUI)")
    let contexts = enums.compactMap { navigationEnum in
      navigationEnum.swiftUI.map { GlueContext(navigationEnum: navigationEnum, glue: $0, api: api) }
    }
    for (index, context) in contexts.enumerated() {
      if index > 0 { writer.line() }
      switch context.glue.role {
      case .destination: DestinationModifierEmitter(context: context).write(into: &writer)
      case .path: PathViewEmitter(context: context).write(into: &writer)
      }
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
  func tree(including: (CaseGlueItem) -> Bool) -> [Conditional<Entry>] {
    navigationEnum.members.flatMapConditionalItems { (member: EnumMember) -> [Entry] in
      (member.declaration?.elements ?? []).map { Entry(navigationCase: $0, item: $0.glueItem(in: glue.role)) }
        .filter { including($0.item) }
    }.glueBlocks()
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
