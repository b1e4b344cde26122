import ComposableArchitecture

// MARK: - Navigation

extension LibraryFeature {
  /// The screens pushed on the library's stack.
  @Reducer
  enum Path {
    case book(BookDetail)
    case settings(Settings.Body = Settings.body)

    /// The settings screens, grouped under the stack.
    @Reducer
    enum Settings {
      case profile(Profile)
      case theme(Theme)
    }
  }

  /// Sheets and alerts.
  @Reducer
  enum Destination: Sendable {
    case addBook(AddBook)
    case alert(AlertState<Alert>)

    enum Alert: Equatable, Sendable {
      case confirmDelete
    }
  }

	static let title = "Library" // a tab-indented line that stays
}
