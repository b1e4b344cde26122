import ComposableArchitecture

extension LibraryFeature.Destination.State: Equatable {}
extension LibraryFeature.Destination.Action: Equatable {}
extension LibraryFeature.Path.Settings.State: Equatable {}
extension LibraryFeature.Path.State: Equatable, CustomStringConvertible {
	var description: String { "path" }
}

// Hand-written helpers stay.
extension LibraryFeature.Path {
	static let depth = 2
}
