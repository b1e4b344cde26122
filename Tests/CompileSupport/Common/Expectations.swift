import ComposableArchitecture
import Foundation

// Checks for the scenario programs: a failed check prints where and why to standard error and
// ends the program with exit status 1, so the test that runs it fails with that message.

func expect(
  _ condition: Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  guard !condition else { return }
  fail(message(), file: file, line: line)
}

func expectEqual<Value: Equatable>(
  _ actual: Value, _ expected: Value, _ what: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  guard actual != expected else { return }
  fail("\(what()): expected \(expected), got \(actual)", file: file, line: line)
}

func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
  FileHandle.standardError.write(Data("SCENARIO FAILED at \(file):\(line): \(message)\n".utf8))
  exit(1)
}

/// One line of the transcript the test compares with what it expects.
func report(_ line: String) {
  print(line)
}

/// The runtime warnings the stand-in reports while `body` runs (TCA reports them as issues).
@MainActor
func collectingWarnings(_ body: () -> Void) -> [String] {
  let log = WarningLog()
  StandInRuntimeWarnings.$handler.withValue({ log.append($0) }) {
    body()
  }
  return log.messages
}

private final class WarningLog: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [String] = []

  func append(_ message: String) {
    lock.withLock { collected.append(message) }
  }

  var messages: [String] {
    lock.withLock { collected }
  }
}

/// Whether `warning` is the one an enum reducer reports for a child action that arrives while
/// its state is another case: from the `ifCaseLet` of TCA 1.25.0's expansion on, from the
/// `Scope` of the expansion before.
func isWrongCaseWarning(_ warning: String) -> Bool {
  warning.contains("received a child action when child state was set to a different case")
}
