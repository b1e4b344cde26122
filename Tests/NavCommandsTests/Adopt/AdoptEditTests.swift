import Foundation
import Testing
@testable import NavAdopt
@testable import NavCommands
@testable import NavImport
@testable import NavImportTestSupport
@testable import NavTestSupport

/// What adopt removes from one file, byte for byte: the enum with its doc
/// comment, attributes, trailing comment and one blank line; conformances
/// the schema took out of an extension that keeps others; nothing else.
@Suite("Adopt: the edit of one file")
struct AdoptEditTests {
  func rewritten(_ source: String, file: String = "Lista.swift") -> (text: String?, plan: AdoptPlan) {
    let plan = Adopter.plan([SwiftSource(fileName: file, contents: Array(source.utf8))], schemaPaths: { _ in [:] })
    return (plan.files.first.map { String(decoding: $0.rewritten, as: UTF8.self) }, plan)
  }

  @Test func theEnumGoesWithItsDocCommentAttributesAndOneBlankLine() {
    let (text, plan) = rewritten("""
      import ComposableArchitecture

      extension Lista {
        // An ordinary comment stays.

        /// What the list presents.
        @available(iOS 17, *)
        @Reducer
        enum Destination { // and its trailing comment
          case detalle(Detalle)
        }

        var count: Int { 0 }
      }

      """)
    #expect(plan.failure == nil)
    #expect(plan.adopted == ["Lista.Destination"])
    #expect(text == """
      import ComposableArchitecture

      extension Lista {
        // An ordinary comment stays.

        var count: Int { 0 }
      }

      """)
  }

  /// Declarations removed one after the other keep the spacing around them as one would: a
  /// blank line between what stays, none left at the file's end.
  @Test(arguments: [
    ("struct Lista {}\n\n", "\n\nstruct Otra {}\n", "struct Lista {}\n\nstruct Otra {}\n"),
    ("struct Lista {}\n\n", "", "struct Lista {}\n"),
  ])
  func declarationsRemovedTogetherKeepTheSpacingAround(_ before: String, _ after: String, _ expected: String) {
    let (text, _) = rewritten(before + """
      extension Lista {
        @Reducer
        enum Destination {
          case detalle(Detalle)
        }
      }

      extension Lista.Destination.State: Equatable {}
      extension Lista.Destination.Action: Equatable {}
      """ + after)
    #expect(text == expected)
  }

  @Test func conformancesTheSchemaCannotHoldStayInTheirExtension() {
    let (text, plan) = rewritten("""
      extension Lista {
        @Reducer
        enum Destination {
          case detalle(Detalle)
        }
      }
      extension Lista.Destination.State: Equatable, @unchecked Sendable, Hashable {}
      extension Lista.Destination.Action: @unchecked Sendable, Equatable {}

      """)
    #expect(plan.failure == nil)
    #expect(plan.diagnostics.count == 2, "\(plan.diagnostics)")
    #expect(plan.schemas.first?.schema.enums.first?.stateConformances.map(\.description) == ["Equatable", "Hashable"])
    #expect(text == """
      extension Lista.Destination.State: @unchecked Sendable {}
      extension Lista.Destination.Action: @unchecked Sendable {}

      """)
  }

  @Test func anEmptiedIfBlockGoesAndOneThatHoldsMoreStays() {
    let (text, plan) = rewritten("""
      #if DEBUG
      extension Lista {
        @Reducer
        enum Debug {
          case logs(Logs)
        }
      }
      #endif

      extension Lista {
      #if os(iOS)
        @Reducer
        enum Sheet {
          case share(Share)
        }

        static let shares = true
      #endif
      }

      """)
    #expect(plan.failure == nil)
    #expect(Set(plan.adopted) == ["Lista.Debug", "Lista.Sheet"])
    #expect(text == """
      extension Lista {
      #if os(iOS)
        static let shares = true
      #endif
      }

      """)
  }

  /// A generator's empty `#if canImport(…)` block was empty before adopt:
  /// a file holding one and no enum is not edited at all.
  @Test func aFileWithAnEmptyIfBlockAndNoEnumIsUntouched() {
    let generated = "#if canImport(AnyCodable)\n#endif\n\nimport Foundation\n\nstruct Client {}\n\n#if DEBUG\n#else\n#endif\n"
    let sources = [
      SwiftSource(fileName: "Client.swift", contents: Array(generated.utf8)),
      SwiftSource(fileName: "Lista.swift", contents: Array("extension Lista {\n  @Reducer\n  enum Path {\n    case item(Item)\n  }\n}\n".utf8)),
    ]
    let plan = Adopter.plan(sources, schemaPaths: { _ in [:] })
    #expect(plan.failure == nil)
    #expect(plan.adopted == ["Lista.Path"])
    #expect(plan.files.map(\.fileName) == ["Lista.swift"])
  }

  @Test func anEmptyIfBlockThatWasEmptyBeforeStaysByteForByte() {
    let (text, plan) = rewritten("""
      #if canImport(AnyCodable)
      #endif

      extension Lista {
        #if os(iOS)
        #endif
        @Reducer
        enum Path {
          case item(Item)
        }
      }

      #if DEBUG
      extension Lista {
        @Reducer
        enum Debug {
          case logs(Logs)
        }
      }
      #else
      #endif

      """)
    #expect(plan.failure == nil)
    #expect(Set(plan.adopted) == ["Lista.Path", "Lista.Debug"])
    #expect(text == """
      #if canImport(AnyCodable)
      #endif

      extension Lista {
        #if os(iOS)
        #endif
      }

      """)
  }

  /// The last line without a line break: the patch says so, and `git apply` takes it.
  @Test(.requires(.git)) func aFileWithoutALastLineBreakPatches() throws {
    let source = "struct Lista {}\n\nextension Lista {\n  @Reducer\n  enum Path {\n    case item(Item)\n  }\n}"
    let (text, plan) = rewritten(source)
    #expect(plan.failure == nil)
    #expect(text == "struct Lista {}\n")
    #expect(plan.files.first?.unifiedDiff.contains("\\ No newline at end of file\n") == true)

    let directory = try TemporaryDirectory()
    try directory.write("Sources/Lista.swift", source)
    let patch = AdoptCommand.run(
      inputs: ["Sources"], schemasDirectory: "Navigation", reader: SchemaSourceReader(currentDirectory: directory.path)
    ).output
    try directory.write("adopt.patch", patch)
    #expect(try directory.git("apply", "adopt.patch") == 0, "\(patch)")
    #expect(try directory.read("Sources/Lista.swift") == "struct Lista {}\n")
  }
}
