#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavSchema
import NavImport
import NavReview
import NavGenerate

/// A program run to its end with `posix_spawn`: `input` goes to its standard
/// input, and its standard output and error are collected. What NavGen
/// needs of Foundation's `Process`, which FoundationEssentials lacks.
struct ChildProcess: Sendable {
  /// The program's path; it is not looked up on `PATH`.
  var executablePath: String
  var arguments: [String]
  /// Written to the program's standard input, which is then closed; nil
  /// connects it to `/dev/null`.
  var input: [UInt8]?

  struct Outcome: Hashable, Sendable {
    /// The exit status or, for a program ended by a signal, the signal's
    /// number (as Foundation's `Process.terminationStatus`).
    var status: Int32
    var standardOutput: [UInt8]
    var standardError: [UInt8]
  }

  /// Runs the program and waits for its end. Throws when it cannot be
  /// started (`ENOENT` for a missing executable) or a pipe fails.
  func run() throws(SystemError) -> Outcome {
    let pipes = try Pipe.open(count: input == nil ? 2 : 3)
    let (output, errors, request) = (pipes[0], pipes[1], input == nil ? nil : pipes[2])
    let childEnds = [output.writeEnd, errors.writeEnd] + (request.map { [$0.readEnd] } ?? [])
    let process: pid_t
    do {
      process = try spawn(standardInput: request?.readEnd, output: output.writeEnd, errors: errors.writeEnd)
    } catch {
      for pipe in pipes { pipe.closeBothEnds() }
      throw error
    }
    // The child has its own copies; the parent's must go, or its reads never see the end.
    for end in childEnds { close(end) }
    let streams = PipeExchange(output: output.readEnd, errors: errors.readEnd, request: request?.writeEnd)
    let collected = Result { () throws(SystemError) in try streams.run(feeding: input ?? []) }
    let status = Self.waitForExit(of: process)
    let (standardOutput, standardError) = try collected.get()
    return Outcome(status: status, standardOutput: standardOutput, standardError: standardError)
  }

  private func spawn(standardInput: Int32?, output: Int32, errors: Int32) throws(SystemError) -> pid_t {
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    try Self.check(posix_spawn_file_actions_init(&actions))
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let standardInput {
      try Self.check(posix_spawn_file_actions_adddup2(&actions, standardInput, STDIN_FILENO))
    } else {
      try Self.check(posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0))
    }
    try Self.check(posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO))
    try Self.check(posix_spawn_file_actions_adddup2(&actions, errors, STDERR_FILENO))
    let argumentVector = ([executablePath] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argumentVector { free(argument) } }
    var process: pid_t = 0
    try Self.check(posix_spawn(&process, executablePath, &actions, nil, argumentVector, Self.environment))
    return process
  }

  private static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    #if canImport(Darwin)
    _NSGetEnviron().pointee
    #else
    environ
    #endif
  }

  /// `posix_spawn` and its helpers return the error instead of setting `errno`.
  private static func check(_ result: Int32) throws(SystemError) {
    guard result == 0 else { throw SystemError(code: result) }
  }

  private static func waitForExit(of process: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0, errno == EINTR {}
    // The <sys/wait.h> macros, which Swift does not import: the low seven
    // bits hold the signal that ended the process, or 0 when it exited.
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : signal
  }
}

/// A pipe whose ends are closed on `exec`, so that no program started later
/// (by another thread) inherits them and holds the pipe open after our
/// child is done; the child gets its own copies through `dup2`, which clears
/// close-on-exec. `pipe2(O_CLOEXEC)` would do it in one step, leaving no
/// window between `pipe` and the moves, but Swift's Glibc does not declare it.
/// The ends are moved above the standard streams: when NavGen runs with one
/// of those closed, `pipe` may return its number, and a `dup2` onto itself
/// would leave close-on-exec set.
private struct Pipe {
  var readEnd: Int32
  var writeEnd: Int32

  /// `count` pipes, or none when one of them cannot be made.
  static func open(count: Int) throws(SystemError) -> [Pipe] {
    var pipes: [Pipe] = []
    do {
      for _ in 0..<count { pipes.append(try Pipe()) }
    } catch {
      for pipe in pipes { pipe.closeBothEnds() }
      throw error
    }
    return pipes
  }

  private init() throws(SystemError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw SystemError.last }
    defer { for end in ends { close(end) } }
    readEnd = try Self.moved(ends[0])
    do {
      writeEnd = try Self.moved(ends[1])
    } catch {
      close(readEnd)
      throw error
    }
  }

  /// A copy of `descriptor` above the standard streams, closed on `exec`.
  private static func moved(_ descriptor: Int32) throws(SystemError) -> Int32 {
    let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
    guard copy >= 0 else { throw SystemError.last }
    return copy
  }

  func closeBothEnds() {
    close(readEnd)
    close(writeEnd)
  }
}
