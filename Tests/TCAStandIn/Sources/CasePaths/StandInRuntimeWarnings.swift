import Foundation

/// Where the stand-in sends the runtime warnings TCA and swift-case-paths report as issues
/// (a late stack action, a presentation action without destination, an unrelated case, ...).
///
/// Stand-in only (declared here so both modules share it; ComposableArchitecture re-exports
/// it). By default a warning is printed to standard error as
/// `[TCAStandIn] runtime warning: ...`; a test can collect them by binding `handler`:
///
///     StandInRuntimeWarnings.$handler.withValue({ log.append($0) }) { store.send(...) }
// Stand-in only: where the runtime warnings TCA reports as issues go.
public enum StandInRuntimeWarnings {
  // Stand-in only: where the runtime warnings TCA reports as issues go.
  @TaskLocal public static var handler: @Sendable (String) -> Void = { message in
    FileHandle.standardError.write(Data("[TCAStandIn] runtime warning: \(message)\n".utf8))
  }
}

/// Reports a misuse the way TCA's `reportIssue` does, without stopping the program.
package func reportIssue(_ message: String) {
  StandInRuntimeWarnings.handler(message)
}
