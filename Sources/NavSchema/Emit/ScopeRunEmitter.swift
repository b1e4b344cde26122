/// Enums next to each other in the schema that share a scope (a feature's
/// destination and path): they go in one `extension <scope>`, adjacent ones
/// under the same condition in one `#if` block, and their file-scope
/// extensions follow it, each enum's under its condition.
struct ScopeRunEmitter {
  let enums: ArraySlice<NavigationEnum>
  let style: EmissionStyle
  let family: ExpansionFamily
  /// The release's SwiftUI API, for a path's glue written in the enum.
  let swiftUI: TCASwiftUIAPI
  /// The enums written inside others (`NavigationSchema.placedEnums`).
  var placed: [String: NavigationEnum] = [:]

  func write(into writer: inout SwiftWriter) {
    // The expanded form's conformances of nested enums, each enum's under its condition.
    var fileScopeExtensions: [(lines: [String], condition: String?)] = []
    let writeEnums: (inout SwiftWriter) -> Void = { body in
      forEachConditionRun { run, condition in
        body.conditioned(condition) { lines in
          for index in run {
            if index > enums.startIndex { lines.line() }
            var extensions: [String] = []
            ReducerEnumEmitter(enums[index], style: style, family: family, swiftUI: swiftUI, placed: placed)
              .write(into: &lines, fileScopeExtensions: &extensions)
            if !extensions.isEmpty { fileScopeExtensions.append((extensions, enums[index].condition)) }
          }
        }
      }
    }
    let scope = enums[enums.startIndex].scope
    if scope.isEmpty {
      writeEnums(&writer)
    } else {
      writer.block({ text in
        text.write("extension ")
        for (index, name) in scope.enumerated() { text.write(index == 0 ? "" : ".", name) }
      }, body: writeEnums)
    }
    for index in enums.indices {
      // An enum placed inside this one has its extensions here too, under this one's condition.
      let withPlaced = [enums[index]] + enums[index].enumsPlacedInside(from: placed)
      // The hand-written form's path glue, outside the enum (`SwiftUIGlueEmitter.writePathExtension`).
      let glued = style.writesReducerExpansion ? [] : withPlaced.filter(SwiftUIGlueEmitter.hasPathMembers)
      guard withPlaced.contains(where: hasConformanceExtensions) || !glued.isEmpty else { continue }
      writer.line()
      writer.conditioned(enums[index].condition) { body in
        for navigationEnum in withPlaced { writeConformanceExtensions(of: navigationEnum, into: &body) }
        for navigationEnum in glued { SwiftUIGlueEmitter.writePathExtension(of: navigationEnum, api: swiftUI, into: &body) }
      }
    }
    if !fileScopeExtensions.isEmpty {
      writer.line()
      for (lines, condition) in fileScopeExtensions {
        writer.conditioned(condition) { body in
          for line in lines { body.line(line) }
        }
      }
    }
  }

  /// Calls `body` with each run of adjacent enums under the same condition
  /// (one enum when it has none), by index.
  private func forEachConditionRun(_ body: (Range<Int>, String?) -> Void) {
    var start = enums.startIndex
    while start < enums.endIndex {
      let condition = enums[start].condition
      var end = start + 1
      if condition != nil {
        while end < enums.endIndex, enums[end].condition == condition { end += 1 }
      }
      body(start..<end, condition)
      start = end
    }
  }

  private func hasConformanceExtensions(_ navigationEnum: NavigationEnum) -> Bool {
    writesReducerExtension(of: navigationEnum) || !navigationEnum.stateConformances.isEmpty
      || !navigationEnum.actionConformances.isEmpty
  }

  /// Whether the macro's extension is written here: not when the enum names
  /// `Reducer` itself, nor in the hand-written form, where the macro adds it.
  private func writesReducerExtension(of navigationEnum: NavigationEnum) -> Bool {
    style.writesReducerExpansion && !navigationEnum.conformsToReducer
  }

  /// `extension E: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}`
  /// (`writesReducerExtension`), then the conformances the schema asks of `State` and `Action`.
  private func writeConformanceExtensions(of navigationEnum: NavigationEnum, into writer: inout SwiftWriter) {
    let qualifiedName = navigationEnum.qualifiedName
    if writesReducerExtension(of: navigationEnum) {
      writer.line { Self.writeReducerExtension(of: navigationEnum, extendedType: qualifiedName, to: &$0) }
    }
    for (member, conformances) in [("State", navigationEnum.stateConformances), ("Action", navigationEnum.actionConformances)]
    where !conformances.isEmpty {
      writer.line {
        AvailabilityPrefix.write(navigationEnum.attributes, to: &$0)
        $0.write("extension ", qualifiedName, ".", member)
        for (index, conformance) in conformances.enumerated() {
          $0.write(index == 0 ? ": " : ", ")
          $0.write(conformance)
        }
        $0.write(" {}")
      }
    }
  }

  /// `@available(...) extension E: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}`:
  /// the extension `@Reducer` adds, which file scope names `extendedType`.
  static func writeReducerExtension<Text: SwiftText & ~Copyable>(
    of navigationEnum: NavigationEnum, extendedType: String, to text: inout Text
  ) {
    AvailabilityPrefix.write(navigationEnum.attributes, to: &text)
    text.write("extension ")
    text.write(extendedType)
    text.write(": ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}")
  }
}
