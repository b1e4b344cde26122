import NavSchema

/// `--context`, `--not-imported` and `--module` of `generate` and `check`:
/// what a run reads besides the schemas it writes (`GenerationContext`).
public struct ContextOptions: Hashable, Sendable {
  /// `--context [<Module>=]<schema or folder>`: schemas of this module and of
  /// the modules it imports, read and never written (`--link-context`, its
  /// older name, is the same option).
  public var visible: [ContextInput] = []
  /// `--not-imported [<Module>=]<schema or folder>`: schemas of the package's
  /// other modules, read only to name a missing dependency.
  public var notImported: [ContextInput] = []
  /// `--module <Name>`: the module the schemas are generated for; else read
  /// from their path (`Sources/<Name>/…`), when they all agree.
  public var module: String?

  public init(visible: [ContextInput] = [], notImported: [ContextInput] = [], module: String? = nil) {
    self.visible = visible
    self.notImported = notImported
    self.module = module
  }

  static let valueOptions: Set<String> = ["--context", "--link-context", "--not-imported", "--module"]

  /// Takes one of `valueOptions`.
  mutating func take(_ name: String, _ value: String?, command: String) -> UsageError? {
    let text = value ?? ""
    switch name {
    case "--module":
      guard TargetFolder.isModuleName(text) else {
        return UsageError("'--module': \(DisplayText.quoted(text)) is not a module name", command: command)
      }
      module = text
    default:
      guard let input = ContextInput(argument: text) else {
        return UsageError("'\(name)' needs a schema or folder, optionally after '<Module>='", command: command)
      }
      if name == "--not-imported" { notImported.append(input) } else { visible.append(input) }
    }
    return nil
  }

  /// The module of a run's schemas: `--module`, or the target folder all of them lie in.
  func module(ofInputs inputs: [String]) -> String? {
    if let module { return module }
    let modules = Set(inputs.map { TargetFolder.module(ofPath: $0) })
    return modules.count == 1 ? modules.first ?? nil : nil
  }
}

/// One `--context` or `--not-imported` value: `RecetaFeature=Sources/Receta`
/// or a path alone, whose module is its target folder (`Sources/<Name>`).
public struct ContextInput: Hashable, Sendable {
  public var path: String
  public var module: String?

  public init(path: String, module: String?) {
    self.path = path
    self.module = module
  }

  /// `<Module>=<path>` when the part before the first `=` is a module name, else a path.
  init?(argument: String) {
    if let equals = argument.firstIndex(of: "="), TargetFolder.isModuleName(String(argument[..<equals])) {
      path = String(argument[argument.index(after: equals)...])
      module = String(argument[..<equals])
    } else {
      path = argument
      module = nil
    }
    guard !path.isEmpty else { return nil }
  }
}
