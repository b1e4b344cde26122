import ComentariosFeature
import ComposableArchitecture

/// A recipe: presents its comments (linked, in ComentariosFeature), the share sheet (unlinked)
/// or the delete alert. Its `Destination` is generated from Receta.navgen.json.
public struct Receta: Reducer {
  public struct State: Equatable, ObservableState {
    public var id: Int
    @PresentationState public var destination: Destination.State?

    public init(id: Int, destination: Destination.State? = nil) {
      self.id = id
      self.destination = destination
    }

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    public var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    public mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  public enum Action {
    case destination(PresentationAction<Destination.Action>)

    public struct AllCasePaths: Sendable {
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
      .ifLet(\.$destination, action: \.destination)
  }
}

extension Receta {
  /// What a recipe presents: its comments, the share sheet, or the alert that deletes it.
  @Reducer
  public enum Destination {
    case comentarios(Comentarios)
    case compartir(Compartir)
    case borrar(AlertState<Alerta>)

    @CasePathable
    public enum Alerta: Equatable, Hashable, Sendable {
      case borrarConfirmado
    }
  }
}

extension Receta.Destination.State: Equatable {}

extension Receta.Action: CasePathable {}

public struct CompartirValues: Equatable, Sendable {}
public typealias Compartir = Pantalla<CompartirValues>
extension Compartir.State where Values == CompartirValues {
  public init() { self.init(values: CompartirValues()) }
}
