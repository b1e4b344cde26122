import Foundation

// Checks for the scenario: a failed check prints where and why to standard error and ends the
// program with exit status 1, so the test that runs it fails with that message.

func expect(_ condition: Bool, _ message: @autoclosure () -> String, line: UInt = #line) {
  guard !condition else { return }
  fail(message(), line: line)
}

func expectEqual<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: @autoclosure () -> String, line: UInt = #line) {
  guard actual != expected else { return }
  fail("\(what()): expected \(expected), got \(actual)", line: line)
}

func fail(_ message: String, line: UInt = #line) -> Never {
  FileHandle.standardError.write(Data("SCENARIO FAILED at main.swift:\(line): \(message)\n".utf8))
  exit(1)
}

/// One line of the transcript the test compares with what it expects.
func report(_ line: String) {
  print(line)
}
