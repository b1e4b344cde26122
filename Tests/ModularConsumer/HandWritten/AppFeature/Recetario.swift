import ComentariosFeature
import ComposableArchitecture
import RecetaFeature

/// The root: a stack of `Camino` screens (a recipe from RecetaFeature, an author, the history)
/// and a `Destination` (search, settings), both generated from Recetario.navgen.json.
public struct Recetario: Reducer {
  public struct State: Equatable, ObservableState {
    public var camino: StackState<Camino.State>
    @PresentationState public var destination: Destination.State?

    public init(camino: StackState<Camino.State> = StackState(), destination: Destination.State? = nil) {
      self.camino = camino
      self.destination = destination
    }

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    public var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    public mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  public enum Action {
    case camino(StackActionOf<Camino>)
    case destination(PresentationAction<Destination.Action>)

    public struct AllCasePaths: Sendable {
      public var camino: AnyCasePath<Action, StackActionOf<Camino>> {
        AnyCasePath(
          embed: { .camino($0) },
          extract: { if case let .camino(action) = $0 { action } else { nil } }
        )
      }
      public var destination: AnyCasePath<Action, PresentationAction<Destination.Action>> {
        AnyCasePath(
          embed: { .destination($0) },
          extract: { if case let .destination(action) = $0 { action } else { nil } }
        )
      }
    }

    public static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.camino, action: \.camino)
      .ifLet(\.$destination, action: \.destination)
  }
}

extension Recetario {
  /// The sheets over the root: the search and the settings.
  @Reducer
  public enum Destination {
    case buscar(Busqueda)
    case ajustes(Ajustes)
  }

  /// The screens pushed on the root's stack.
  @Reducer
  public enum Camino {
    case receta(Receta)
    case autor(Autor)
    case historial(Historial)
  }
}

extension Recetario.Destination.State: Equatable {}
extension Recetario.Camino.State: Equatable {}

extension Recetario.Action: CasePathable {}

public struct AutorValues: Equatable, Sendable { public var alias: String }
public typealias Autor = Pantalla<AutorValues>
extension Autor.State where Values == AutorValues {
  public init(alias: String) { self.init(values: AutorValues(alias: alias)) }
  public var alias: String { values.alias }
}

public struct HistorialValues: Equatable, Sendable {}
public typealias Historial = Pantalla<HistorialValues>
extension Historial.State where Values == HistorialValues {
  public init() { self.init(values: HistorialValues()) }
}

public struct AjustesValues: Equatable, Sendable {}
public typealias Ajustes = Pantalla<AjustesValues>
extension Ajustes.State where Values == AjustesValues {
  public init() { self.init(values: AjustesValues()) }
}

public struct BusquedaValues: Equatable, Sendable { public var texto: String? }
public typealias Busqueda = Pantalla<BusquedaValues>
extension Busqueda.State where Values == BusquedaValues {
  public init(texto: String?) { self.init(values: BusquedaValues(texto: texto)) }
  public var texto: String? { values.texto }
}
