import NavSchema
import NavReview
import NavGenerate

extension LoadedInput {
  /// The input's graph, its nodes grouped by module when it was Swift sources; nil without a schema.
  var graph: NavigationGraph? {
    schema.map { NavigationGraph(schema: $0, groupingByModule: isSwiftSources) }
  }
}
