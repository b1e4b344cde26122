import Foundation

/// Where the stand-in sends the runtime warnings TCA reports with `reportIssue`
/// (a late stack action, a presentation action without destination, ...).
///
/// Stand-in only. By default a warning is printed to standard error as
/// `[TCAStandIn] runtime warning: ...`; a test can collect them by binding `handler`:
///
///     StandInRuntimeWarnings.$handler.withValue({ log.append($0) }) { store.send(...) }
public enum StandInRuntimeWarnings {
  @TaskLocal public static var handler: @Sendable (String) -> Void = { message in
    FileHandle.standardError.write(Data("[TCAStandIn] runtime warning: \(message)\n".utf8))
  }
}

func reportIssue(_ message: String) {
  StandInRuntimeWarnings.handler(message)
}
