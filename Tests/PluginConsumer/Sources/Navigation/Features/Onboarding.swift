import ComposableArchitecture

/// Hand-written code that uses one generated enum (App.navgen.json's
/// `OnboardingRoute`) and no other: editing another enum of that schema
/// does not recompile this file.
public enum Onboarding {
  public static func start() -> OnboardingRoute.State {
    .counter(Counter.State(count: 1))
  }
}
