/// `features[]`, decoded on every core: a feature's checks read nothing of
/// another feature (those across features run after), so chunks of them
/// decode independently, and joining the chunks' features and diagnostics
/// in file order gives exactly what decoding them one by one gives.
extension SchemaDecoder {
  /// Fewer features than this are not worth a thread.
  private static let featuresPerChunk = 64

  /// The features in file order, in the pieces each core decoded (joined,
  /// they would be copied: every feature, on this thread).
  mutating func decodeFeatures(_ elements: JSONElements, defaultAccess: AccessLevel) -> [[DecodedFeature]] {
    let template = fork()
    let chunks = elements.mapConcurrentPieces(minimumPieceSize: Self.featuresPerChunk) { chunk in
      var decoder = template.fork()
      let features = chunk.compactMap { decoder.decodeFeature($0, defaultAccess: defaultAccess) }
      return (features: features, diagnostics: decoder.diagnostics)
    }
    for chunk in chunks.indices { report(chunks[chunk].diagnostics) }
    return chunks.map(\.features)
  }
}
