import NavSchema

/// What `navgen links --resolve` finds for one URL: the screens it opens
/// from the root feature (the synthetic back stack), or why it opens nothing.
public struct LinkResolution: Hashable, Sendable {
  /// The URL as given.
  public var link: String
  /// The feature whose `navigate(to:)` reads it.
  public var root: String
  /// The screens matched, in the order the link names them; for a link that
  /// does not open, those matched before it failed (the state stays unchanged).
  public var screens: [OpenedScreen]
  /// Why the link opens nothing; nil when it opens.
  public var failure: LinkFailure?

  public var opens: Bool { failure == nil }
}

/// One screen a link opens: the step, the segments it took, and the values read.
public struct OpenedScreen: Hashable, Sendable {
  public var step: LinkStep
  /// The 1-based numbers of the path segments it took.
  public var segments: ClosedRange<Int>
  public var values: [LinkValue]
}

/// A placeholder's value as a link gives it.
public struct LinkValue: Hashable, Sendable {
  public var placeholder: LinkPlaceholder
  /// `q` for a query placeholder, nil for a path one.
  public var queryKey: String?
  /// The decoded text; nil for an optional query item the link leaves out.
  public var text: String?
  /// True for an app type (`Unidad`): the app's `init?(_:)` reads it, which
  /// `navgen` cannot run; the resolution assumes it reads the text.
  public var readByApp: Bool { if case .custom = placeholder.type { return text != nil } else { return false } }
}

/// Why a link opens nothing, and at which path segment (1-based) when one is to blame.
public struct LinkFailure: Hashable, Sendable, Error {
  public var message: String
  public var segment: Int?
  /// What each enum tried at that segment, one line each.
  public var attempts: [String]

  public init(_ message: String, segment: Int? = nil, attempts: [String] = []) {
    self.message = message
    self.segment = segment
    self.attempts = attempts
  }
}
