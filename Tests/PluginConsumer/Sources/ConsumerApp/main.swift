import ComposableArchitecture
import Foundation
import Navigation

// Drives the generated navigation enums through a store, prints
// "consumer OK", or lists what went wrong and exits with status 1.

var failures: [String] = []

@MainActor func expect(_ condition: Bool, _ description: String) {
  if !condition { failures.append(description) }
}

let store = Store(initialState: AppFeature.State()) { AppFeature() }

// Destination: a presented child feature, driven through the parent.
store.send(.counterButtonTapped)
store.send(.destination(.presented(.counter(.incrementTapped))))
store.send(.destination(.presented(.counter(.incrementTapped))))
expect(store.destination?.counter?.count == 2, "the presented counter counts to 2")
store.send(.destination(.dismiss))
expect(store.destination == nil, "dismiss clears the destination")

// Destination: an alert with a generated action enum.
store.send(.deleteButtonTapped)
expect(store.destination?.deleteAlert != nil, "the delete alert is presented")
store.send(.destination(.presented(.deleteAlert(.confirmDelete))))
expect(store.deletions == 1, "confirming the alert deletes")
expect(store.destination == nil, "an alert action dismisses the alert")

// Destination: an ignored case carries its payload as is.
store.send(.helpButtonTapped)
expect(store.destination?.help?.host == "example.com", "the help destination holds its URL")

// Path: push two screens, drive the first, pop the second.
store.send(.push(.counter(Counter.State(count: 10))))
store.send(.push(.detail(Detail.State(title: "Notes"))))
expect(store.path.count == 2, "two screens are pushed")
let counterID = store.path.ids[0]
store.send(.path(.element(id: counterID, action: .counter(.incrementTapped))))
expect(store.path[id: counterID]?.counter?.count == 11, "the pushed counter counts to 11")
store.send(.path(.popFrom(id: store.path.ids[1])))
expect(store.path.count == 1, "popping leaves one screen")

// The second schema (Settings/App.navgen.json): a standalone enum reducer.
let settings = Store(initialState: SettingsRoute.State.detail(Detail.State(title: "Settings"))) {
  SettingsRoute.body
}
settings.send(.detail(.titleChanged("Preferences")))
expect(settings.state.detail?.title == "Preferences", "the settings route runs its detail feature")

// The standalone enums of App.navgen.json, each in a file of its own, used through hand-written code.
expect(Onboarding.start().counter?.count == 1, "onboarding starts at its counter")
expect(Profile.start(title: "Me").detail?.title == "Me", "the profile route holds its detail")

// Flows/Counter.navgen.json: its outputs may not clash with Features/Counter.swift.
let route = CounterRoute.State.counter(Counter.State(count: 3))
expect(route.counter?.count == 3, "the counter route holds its counter")

if failures.isEmpty {
  print("consumer OK")
} else {
  for failure in failures { print("consumer FAILED: \(failure)") }
  exit(1)
}
