import ComposableArchitecture

/// The comments of a recipe: presents an answer (linked), the editor (an unlinked sheet) or
/// the report alert. Its `Destination` is generated from Comentarios.navgen.json.
public struct Comentarios: Reducer {
  public struct State: Equatable, ObservableState {
    public var pagina: Int
    @PresentationState public var destination: Destination.State?

    public init(pagina: Int, destination: Destination.State? = nil) {
      self.pagina = pagina
      self.destination = destination
    }

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    public var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    public mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  public enum Action {
    case destination(PresentationAction<Destination.Action>)

    // What @CasePathable writes for the case `ifLet` reaches.
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

extension Comentarios {
  /// What the comments present: an answer, the editor, or the alert that reports a comment.
  @Reducer
  public enum Destination {
    case respuesta(Respuesta)
    case editor(Editor)
    case denunciar(AlertState<Denuncia>)

    @CasePathable
    public enum Denuncia: Equatable, Hashable, Sendable {
      case confirmar
    }
  }
}

extension Comentarios.Destination.State: Equatable {}

extension Comentarios.Action: CasePathable {}
