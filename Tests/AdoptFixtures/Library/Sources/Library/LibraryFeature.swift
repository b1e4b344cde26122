import ComposableArchitecture

// The feature that owns the library's navigation: a stack of `Path` screens and
// one `Destination` presented at a time. Written without @Reducer and
// @ObservableState on structs, so it compiles against the stand-in once the
// enums are generated.
struct LibraryFeature: Reducer {
  struct State: Equatable {
    var path = StackState<Path.State>()
    @PresentationState var destination: Destination.State?
  }

  @CasePathable
  enum Action {
    case path(StackActionOf<Path>)
    case destination(PresentationAction<Destination.Action>)
    case addTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .addTapped = action { state.destination = .addBook(AddBook.State()) }
      return .none
    }
    .forEach(\.path, action: \.path)
    .ifLet(\.$destination, action: \.destination)
  }
}

struct BookDetail: Reducer {
  struct State: Equatable { var title = "" }
  enum Action: Equatable { case read }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct AddBook: Reducer {
  struct State: Equatable { var title = "" }
  enum Action: Equatable { case save }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct Profile: Reducer {
  struct State: Equatable { var name = "" }
  enum Action: Equatable { case rename(String) }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct Theme: Reducer {
  struct State: Equatable { var dark = false }
  enum Action: Equatable { case toggle }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct Logs: Reducer {
  struct State: Equatable { var lines: [String] = [] }
  enum Action: Equatable { case clear }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct FontPicker: Reducer {
  struct State: Equatable { var size = 14 }
  enum Action: Equatable { case pick(Int) }
  var body: some ReducerOf<Self> { EmptyReducer() }
}
