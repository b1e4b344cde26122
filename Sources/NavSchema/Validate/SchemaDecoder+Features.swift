import Dispatch

/// `features[]`, decoded on every core: a feature's checks read nothing of
/// another feature (those across features run after), so chunks of them
/// decode independently, and joining the chunks' features and diagnostics
/// in file order gives exactly what decoding them one by one gives.
extension SchemaDecoder {
  /// Fewer features than this are not worth a thread.
  private static let featuresPerChunk = 64

  mutating func decodeFeatures(_ elements: [JSONValue], defaultAccess: AccessLevel) -> [DecodedFeature] {
    let chunkCount = min(elements.count / Self.featuresPerChunk, 64)
    guard chunkCount > 1 else { return elements.compactMap { decodeFeature($0, defaultAccess: defaultAccess) } }
    let template = fork()
    var chunks = [(features: [DecodedFeature], diagnostics: [Diagnostic])](repeating: ([], []), count: chunkCount)
    chunks.withUnsafeMutableBufferPointer { buffer in
      // Each iteration writes its own slot only.
      nonisolated(unsafe) let slots = buffer
      DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
        var decoder = template
        let range = elements.count * chunk / chunkCount..<elements.count * (chunk + 1) / chunkCount
        let features = elements[range].compactMap { decoder.decodeFeature($0, defaultAccess: defaultAccess) }
        slots[chunk] = (features, decoder.diagnostics)
      }
    }
    var features: [DecodedFeature] = []
    features.reserveCapacity(elements.count)
    for chunk in chunks {
      features += chunk.features
      report(chunk.diagnostics)
    }
    return features
  }
}
