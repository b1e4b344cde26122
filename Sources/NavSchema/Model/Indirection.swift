/// Which of the `State` and `Action` that NavGen writes for a navigation enum
/// are `indirect enum`s (`"indirect"` in the schema). An indirect enum keeps
/// each case's payload in a heap box, so the enum is one pointer wide however
/// large its children's states and actions are; the API is unchanged.
public struct Indirection: Hashable, Sendable {
  public var state: Bool
  public var action: Bool

  public init(state: Bool = false, action: Bool = false) {
    self.state = state
    self.action = action
  }

  public static let none = Indirection()
  public static let both = Indirection(state: true, action: true)

  public var isEmpty: Bool { !state && !action }

  /// The schema's spelling: `true`, `"state"`, `"action"`, or nil for none.
  public var schemaValue: String? {
    switch (state, action) {
    case (true, true): return "true"
    case (true, false): return "\"state\""
    case (false, true): return "\"action\""
    case (false, false): return nil
    }
  }

  /// The values `"indirect"` takes as a string.
  public static let stringValues = ["state", "action"]
}
