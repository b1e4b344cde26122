// Like Apple's SwiftUI, importing the fixture brings in Observation (`Bindable` needs it).
@_exported import Observation
