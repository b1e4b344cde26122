import ComposableArchitecture

// The features the navigation enums hold, written without @Reducer (the
// stand-in's macros expand enums only), so the app compiles against the stand-in.
struct AppFeature: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case start }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct Step: Reducer {
  struct State: Equatable { var index = 0 }
  enum Action: Equatable { case next }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

struct Intro: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case skip }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// A protocol the app's own conformance extension names.
protocol Inspectable {}
