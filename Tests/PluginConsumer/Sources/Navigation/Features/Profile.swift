import ComposableArchitecture

/// Hand-written code that uses one generated enum (App.navgen.json's
/// `ProfileRoute`): editing that enum recompiles this file and its own.
public enum Profile {
  public static func start(title: String) -> ProfileRoute.State {
    .detail(Detail.State(title: title))
  }
}
