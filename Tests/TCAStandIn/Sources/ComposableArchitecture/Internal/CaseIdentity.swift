/// The name of the enum case `value` is, or its type name for any other value.
///
/// TCA tells presentations apart with navigation IDs built from enum tags and `Identifiable`
/// IDs; the stand-in compares case names, which is enough to see "same destination or not".
func caseIdentity(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return "\(type(of: value))" }
  return mirror.children.first?.label ?? "\(value)"
}

/// The associated value of the enum case `value` is (a tuple when it has several).
func casePayload(of value: Any) -> Any? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum, let child = mirror.children.first else { return nil }
  return child.value
}
