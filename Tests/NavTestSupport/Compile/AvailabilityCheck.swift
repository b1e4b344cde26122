import Foundation

/// What an app on an Apple platform would see of a generated file's availability, checked on
/// Linux, which has no SDK and no deployment target: every function the file declares, with its
/// own `@available` and its enclosing declarations', and every declaration of the TCA stand-in
/// it uses (the stand-in's `@available`, as the real ones are), become an outline that only
/// availability can fail, which `swiftc -typecheck -parse-stdlib -target <arch>-apple-<os><version>`
/// checks for each deployment target: a call to what is not yet, no longer or never available
/// there is an error, a call to what is deprecated there a warning, as in the app.
///
/// What each function uses comes from the type checker (`-dump-ast` in JSON: each referenced
/// declaration's USR, and every type it mentions), what each stand-in declaration's availability
/// is from its symbol graph (`swift-symbolgraph-extract`, which includes what it inherits from
/// its type or extension), so neither is written down twice.
enum AvailabilityCheck {
  /// An Apple platform at a deployment target.
  struct DeploymentTarget: Sendable, Hashable, CustomStringConvertible {
    var platform: String
    var version: String

    var triple: String { "arm64-apple-\(platform)\(version).0" }
    var description: String { "\(platform) \(version)" }
  }

  /// The oldest version each platform's TCA release may target (iOS 16 for TCA 1.24 and later;
  /// the glue's functions callable there), the first where SwiftUI observes by itself (iOS 17),
  /// and the newest (26).
  static let targets: [DeploymentTarget] = [
    ("ios", ["16", "17", "26"]), ("macos", ["13", "14", "26"]), ("tvos", ["16", "17", "26"]), ("watchos", ["9", "10", "26"]),
  ].flatMap { platform, versions in versions.map { DeploymentTarget(platform: platform, version: $0) } }

  /// What the compiler said about one function at one deployment target.
  struct Finding: Sendable, CustomStringConvertible {
    var target: DeploymentTarget
    /// The generated function, as the type checker names it (`destination(_:)`), and where.
    var function: String
    /// The compiler's message about the stand-in declaration it uses.
    var message: String

    var description: String { "\(target): \(function): \(message)" }
  }

  /// The findings for every function of `file`, type-checked with `support` against
  /// `toolchain`, at each of `targets`.
  static func check(
    _ file: URL, with support: [URL], against toolchain: StandInToolchain, defines: [String] = [],
    targets: [DeploymentTarget] = targets
  ) async throws -> [Finding] {
    let work = try TemporaryDirectory()
    let functions = try await usedDeclarations(in: file, with: support, against: toolchain, defines: defines, work: work)
    let availability = try await StandInSymbols.shared(for: toolchain)
    let outline = Outline(functions: functions, symbols: availability)
    let path = try work.write("outline.swift", outline.text)
    var findings: [Finding] = []
    for target in targets {
      let result = try await ProcessRunner.run(["swiftc", "-typecheck", "-parse-stdlib", "-target", target.triple, path])
      for diagnostic in CompilerOutput(result.standardOutput + result.standardError).diagnostics
      where diagnostic.severity == .error || diagnostic.severity == .warning {
        let header = String(diagnostic.text.split(separator: "\n").first ?? "")
        findings.append(Finding(
          target: target, function: outline.function(at: diagnostic.text) ?? "?",
          message: outline.naming(header.components(separatedBy: ": ").dropFirst().joined(separator: ": "))))
      }
    }
    return findings
  }

  // MARK: What each function uses

  /// One function of the file: its name, the availability of it and of what encloses it
  /// (outermost first), and the USRs and type names it mentions.
  struct UsingFunction {
    var name: String
    var contexts: [[String]]
    var usrs: Set<String> = []
    var mangledTypes: Set<String> = []
  }

  private static let functionKinds: Set<String> = ["func_decl", "accessor_decl", "constructor_decl"]

  private static func usedDeclarations(
    in file: URL, with support: [URL], against toolchain: StandInToolchain, defines: [String], work: TemporaryDirectory
  ) async throws -> [UsingFunction] {
    let json = work.url.appendingPathComponent("ast.json")
    let command = [
      "swiftc", "-frontend", "-dump-ast", "-dump-ast-format", "json", "-swift-version", "6", "-module-name",
      "NavGenAvailabilityProbe", "-package-name", "NavGenProbe", "-I", toolchain.modulesDirectory.path,
    ] + (toolchain.conditions + defines).flatMap { ["-D", $0] } + ["-primary-file", file.path] + support.map(\.path) + ["-o", json.path]
    let result = try await ProcessRunner.run(command)
    guard result.status == 0, let root = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
    else { throw AvailabilityCheckError("the type checker's dump of \(file.lastPathComponent) failed:\n\(result.standardOutput + result.standardError)") }
    var functions: [UsingFunction] = []
    collect(root, contexts: [], into: &functions, current: nil)
    return functions
  }

  /// Walks the AST: each function starts a `UsingFunction` of its own (a nested one too), and
  /// every `decl_usr` and mangled type below it, outside nested functions, is what it uses.
  private static func collect(_ node: Any, contexts: [[String]], into functions: inout [UsingFunction], current: Int?) {
    if let list = node as? [Any] {
      for element in list { collect(element, contexts: contexts, into: &functions, current: current) }
      return
    }
    guard let object = node as? [String: Any] else {
      if let current, let text = node as? String, text.hasPrefix("$s") { functions[current].mangledTypes.insert(text) }
      return
    }
    let kind = object["_kind"] as? String ?? ""
    let attributes = availabilityAttributes(object["attrs"])
    var current = current
    var contexts = contexts
    if functionKinds.contains(kind) {
      functions.append(UsingFunction(name: name(of: object, kind: kind), contexts: contexts + [attributes]))
      current = functions.count - 1
      if !attributes.isEmpty { contexts.append(attributes) }
    } else if !attributes.isEmpty, kind.hasSuffix("_decl") {
      contexts.append(attributes)
    }
    if kind == "decl_ref", let current, let usr = object["decl_usr"] as? String { functions[current].usrs.insert(usr) }
    for (key, value) in object where key != "attrs" {
      collect(value, contexts: contexts, into: &functions, current: current)
    }
  }

  private static func name(of object: [String: Any], kind: String) -> String {
    let name = object["name"] as? [String: Any]
    let base = (name?["base_name"] as? [String: Any])?["name"] as? String ?? kind
    let arguments = (name?["args"] as? [String]).map { "(" + $0.map { "\($0.isEmpty ? "_" : $0):" }.joined() + ")" } ?? ""
    return base + arguments
  }

  /// `@available` attributes as Swift writes them, from the dump's `available_attr` entries.
  private static func availabilityAttributes(_ attrs: Any?) -> [String] {
    guard let attrs = attrs as? [[String: Any]] else { return [] }
    return attrs.compactMap { attr -> String? in
      guard attr["_kind"] as? String == "available_attr", let domain = attr["domain"] as? String else { return nil }
      if attr["unavailable"] as? Bool == true { return "@available(\(domain), unavailable)" }
      if attr["deprecated"] as? Bool == true { return "@available(\(domain), deprecated)" }
      let versions = ["introduced", "deprecated", "obsoleted"].compactMap { key in (attr[key] as? String).map { "\(key): \($0)" } }
      return versions.isEmpty || domain == "*" ? nil : "@available(\(domain), \(versions.joined(separator: ", ")))"
    }
  }

  // MARK: The outline

  /// The file the deployment targets type-check: a stub per stand-in declaration a function
  /// uses, with its availability, and each function nested in one enum per enclosing
  /// declaration with availability, calling the stubs of what it uses.
  ///
  /// Where the stand-in declares the same name on the same type with other availability (SwiftUI's
  /// `navigationDestination(item:destination:)` from iOS 17, swift-navigation's from iOS 16),
  /// Swift takes the one available at the deployment target, and the outline lets it: the stub of
  /// the declaration the Linux type checker chose takes a `StubArgument`, each other one any
  /// `StubAlternative`, less specific, as they rank.
  struct Outline {
    private(set) var text = ""
    /// The function each line of the text belongs to (1-based lines).
    private var functionAtLine: [Int: String] = [:]
    /// The stand-in declaration each stub stands for: `s3` → `SwiftUI.View.popover(item:...)`.
    private var symbolOfStub: [String: String] = [:]

    init(functions: [UsingFunction], symbols: StandInSymbols) {
      var stubs: [String: String] = [:]
      var lines = ["struct StubArgument {}", "protocol StubAlternative {}", "extension StubArgument: StubAlternative {}"]
      var outlined: [(name: String, lines: [String])] = []
      for function in functions {
        var calls: [String] = []
        for symbol in function.usrs.compactMap({ symbols.byUSR[$0] }) + symbols.types(mentionedIn: function.mangledTypes) {
          let alternatives = symbols.alternatives(to: symbol)
          guard !symbol.attributes.isEmpty || !alternatives.isEmpty else { continue }
          if stubs[symbol.usr] == nil {
            let stub = "s\(stubs.count)"
            stubs[symbol.usr] = stub
            symbolOfStub[stub] = symbol.name
            lines += ["// \(symbol.name)"] + symbol.attributes + ["func \(stub)(_: StubArgument) {}"]
            for alternative in alternatives {
              lines += ["// \(alternative.name)"] + alternative.attributes + ["func \(stub)<T: StubAlternative>(_: T) {}"]
            }
          }
          calls.append(stubs[symbol.usr]!)
        }
        guard !calls.isEmpty else { continue }
        let index = outlined.count
        let outer = function.contexts.dropLast().filter { !$0.isEmpty }
        var body = ["// \(function.name)"]
        for (depth, attributes) in outer.enumerated() { body += attributes + ["enum C\(index)_\(depth) {"] }
        body += function.contexts.last ?? []
        let call = Set(calls).sorted().map { "\($0)(StubArgument())" }.joined(separator: "; ")
        body.append("\(outer.isEmpty ? "" : "static ")func f\(index)() { \(call) }")
        body += outer.map { _ in "}" }
        outlined.append((function.name, body))
      }
      for function in outlined {
        for line in function.lines {
          lines.append(line)
          functionAtLine[lines.count] = function.name
        }
      }
      text = lines.joined(separator: "\n") + "\n"
    }

    /// `message` with each stub's name (`'s3()'`) replaced by the declaration it stands for.
    func naming(_ message: String) -> String {
      var named = message
      for (stub, symbol) in symbolOfStub.sorted(by: { $0.key.count > $1.key.count }) {
        named = named.replacingOccurrences(of: "'\(stub)'", with: "'\(symbol)'")
          .replacingOccurrences(of: "'\(stub)(_:)'", with: "'\(symbol)'")
      }
      return named
    }

    /// The function a diagnostic's `outline.swift:<line>:` points into.
    func function(at diagnostic: String) -> String? {
      guard let range = diagnostic.range(of: "outline.swift:") else { return nil }
      return Int(diagnostic[range.upperBound...].prefix { $0.isNumber }).flatMap { functionAtLine[$0] }
    }
  }
}

/// The public declarations of a stand-in build with their availability, from their symbol graphs.
struct StandInSymbols: Sendable {
  struct Symbol: Sendable {
    var usr: String
    /// `SwiftUI.Bindable`, `ComposableArchitecture.Store.scope(state:action:)`.
    var name: String
    /// The `@available` attributes it has, with what it inherits.
    var attributes: [String]
    /// The module of the type it extends (or its own) and its path: `SwiftUI.View.navigationDestination(item:destination:)`
    /// for SwiftUI's modifier and for swift-navigation's back-port of it alike.
    var overloadKey: String
  }

  var byUSR: [String: Symbol] = [:]
  /// The symbols by `overloadKey`: a call the type checker resolved to one of them on Linux may
  /// take another on an Apple platform, where it prefers one available at the deployment target.
  var byOverloadKey: [String: [Symbol]] = [:]
  /// The types by qualified name (`SwiftUI.Bindable`).
  var typesByName: [String: Symbol] = [:]

  static let modules = ["CasePaths", "ComposableArchitecture", "Perception", "SwiftUI"]
  private static let builds = OnceCache<String, StandInSymbols>()

  static func shared(for toolchain: StandInToolchain) async throws -> StandInSymbols {
    try await builds.value(for: toolchain.modulesDirectory.path) { try await extract(toolchain) }
  }

  private static func extract(_ toolchain: StandInToolchain) async throws -> StandInSymbols {
    let output = try TemporaryDirectory()
    for module in modules {
      let result = try await ProcessRunner.run([
        "swift-symbolgraph-extract", "-module-name", module, "-I", toolchain.modulesDirectory.path,
        "-target", try hostTriple(), "-minimum-access-level", "public", "-output-dir", output.url.path,
      ])
      guard result.status == 0 else { throw AvailabilityCheckError("symbol graph of \(module):\n\(result.standardOutput + result.standardError)") }
    }
    var symbols = StandInSymbols()
    for file in try FileManager.default.contentsOfDirectory(at: output.url, includingPropertiesForKeys: nil)
    where file.pathExtension == "json" {
      guard let graph = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
        let module = (graph["module"] as? [String: Any])?["name"] as? String,
        let entries = graph["symbols"] as? [[String: Any]]
      else { continue }
      for entry in entries {
        guard let usr = (entry["identifier"] as? [String: Any])?["precise"] as? String,
          let path = entry["pathComponents"] as? [String]
        else { continue }
        let extended = (entry["swiftExtension"] as? [String: Any])?["extendedModule"] as? String
        let symbol = Symbol(
          usr: usr, name: ([module] + path).joined(separator: "."),
          attributes: attributes(entry["availability"] as? [[String: Any]] ?? []),
          overloadKey: ([extended ?? module] + path).joined(separator: "."))
        symbols.byUSR[usr] = symbol
        symbols.byOverloadKey[symbol.overloadKey, default: []].append(symbol)
        let kind = (entry["kind"] as? [String: Any])?["identifier"] as? String ?? ""
        if ["swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"].contains(kind) {
          symbols.typesByName[symbol.name] = symbol
        }
      }
    }
    return symbols
  }

  /// `@available` attributes for a symbol graph's availability entries.
  private static func attributes(_ entries: [[String: Any]]) -> [String] {
    entries.compactMap { entry in
      guard let domain = entry["domain"] as? String else { return nil }
      if entry["isUnconditionallyUnavailable"] as? Bool == true { return "@available(\(domain), unavailable)" }
      if entry["isUnconditionallyDeprecated"] as? Bool == true { return "@available(\(domain), deprecated)" }
      let versions = ["introduced", "deprecated", "obsoleted"].compactMap { key -> String? in
        guard let version = entry[key] as? [String: Any], let major = version["major"] as? Int else { return nil }
        let rest = [version["minor"], version["patch"]].compactMap { $0 as? Int }.map { ".\($0)" }.joined()
        return "\(key): \(major)\(rest)"
      }
      return versions.isEmpty || domain == "*" ? nil : "@available(\(domain), \(versions.joined(separator: ", ")))"
    }
  }

  /// The other declarations of `symbol`'s name on the same type, with other availability: what
  /// the type checker may call instead where `symbol` is not available.
  func alternatives(to symbol: Symbol) -> [Symbol] {
    (byOverloadKey[symbol.overloadKey] ?? []).filter { $0.usr != symbol.usr && $0.attributes != symbol.attributes }
  }

  /// The stand-in's types named anywhere in `mangled` (the types a function mentions).
  func types(mentionedIn mangled: Set<String>) -> [Symbol] {
    guard !mangled.isEmpty,
      let demangled = try? ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/env"), ["swift-demangle", "--compact"],
        standardInput: mangled.sorted().joined(separator: "\n"))
    else { return [] }
    // Each qualified name as a whole word: `SwiftUI.View`, not the start of `SwiftUI.ViewBuilder`.
    var names: Set<Substring> = []
    let text = demangled.standardOutput
    var word = text.startIndex
    for index in text.indices {
      let character = text[index]
      if character.isLetter || character.isNumber || character == "_" || character == "." { continue }
      if word < index { names.insert(text[word..<index]) }
      word = text.index(after: index)
    }
    if word < text.endIndex { names.insert(text[word...]) }
    return names.compactMap { typesByName[String($0)] }
  }

  private static func hostTriple() throws -> String {
    let info = try ProcessRunner.run(["swiftc", "-print-target-info"])
    guard let data = info.standardOutput.data(using: .utf8),
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let triple = (object["target"] as? [String: Any])?["triple"] as? String
    else { throw AvailabilityCheckError("swiftc -print-target-info gave no target triple") }
    return triple
  }
}

struct AvailabilityCheckError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
