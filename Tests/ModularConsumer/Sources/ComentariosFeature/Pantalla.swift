import ComposableArchitecture

/// A leaf screen of the modular Recetario, written the way `@Reducer` with an
/// `@ObservableState` state expands (the consumer uses no macros): its state is `Values`, its one
/// action `tocar`. Every module's screens are made of it.
public struct Pantalla<Values: Equatable & Sendable>: Reducer {
  public struct State: Equatable, ObservableState {
    public var values: Values

    public init(values: Values) {
      self.values = values
    }

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    public var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    public mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  public enum Action: Equatable {
    case tocar
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

public struct RespuestaValues: Equatable, Sendable { public var id: Int }
public typealias Respuesta = Pantalla<RespuestaValues>
extension Respuesta.State where Values == RespuestaValues {
  public init(id: Int) { self.init(values: RespuestaValues(id: id)) }
  public var id: Int { values.id }
}

public struct EditorValues: Equatable, Sendable {}
public typealias Editor = Pantalla<EditorValues>
extension Editor.State where Values == EditorValues {
  public init() { self.init(values: EditorValues()) }
}
