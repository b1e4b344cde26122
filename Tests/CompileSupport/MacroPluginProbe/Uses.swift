// Declares the probe's macros the way a module declares its own (TCA's Macros.swift does
// the same for @Reducer) and uses them; `main.swift` prints what the expansions added.

public protocol Greeted {}

@attached(member, names: named(greeting))
@attached(extension, conformances: Greeted)
public macro Greeting() = #externalMacro(module: "ProbeMacros", type: "GreetingMacro")

@attached(peer, names: named(_))
public macro Marker() = #externalMacro(module: "ProbeMacros", type: "MarkerMacro")

@Greeting
enum Destination {
  case detail(Int)
  @Marker
  case alert(String)
}
