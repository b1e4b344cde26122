import ComposableArchitecture
import Foundation

// libFuzzer's entry point of `Fuzz/run --entry links`: the bytes as a URL through the GENERATED
// deep-link code of Enlaces.navgen.json and the Recetario example (Schemas/examples), generated
// together by navgen and compiled with this folder against the TCA stand-in. Invariants, from
// each root (fresh, and already showing screens):
// - nothing traps (a crash or a sanitizer report is a finding);
// - `navigate(to:)` that returns false leaves the state as it was;
// - after one that returns true, `link` is a URL, and opening it from a fresh root gives the
//   same state, whose `link` is that URL again.

/// A root feature's state with generated links.
protocol LinkedRoot: Equatable {
  init()
  mutating func navigate(to link: URL) -> Bool
  var link: URL? { get }
}

extension Enlaces.State: LinkedRoot {}
extension Recetario.State: LinkedRoot {}

/// `precondition` that says why in an optimized build too.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

/// Opens `link` from `start` and checks the invariants.
func check<Root: LinkedRoot>(_ link: URL, from start: Root) {
  var state = start
  guard state.navigate(to: link) else {
    require(state == start, "a link that does not open changed the state: \(link.absoluteString)")
    return
  }
  guard let printed = state.link else {
    fatalError("a link that opens prints no link: \(link.absoluteString)")
  }
  var again = Root()
  require(again.navigate(to: printed), "\(printed.absoluteString), printed from \(link.absoluteString), does not open")
  require(again == state, "\(printed.absoluteString), printed from \(link.absoluteString), opens another state")
  require(again.link == printed, "\(printed.absoluteString) prints back differently")
}

/// Opens `text` from a fresh root: a root already showing screens. Made again for each input:
/// kept in a global, LeakSanitizer reported the objects of its states as leaked at exit.
func opened<Root: LinkedRoot>(_ text: String) -> Root {
  var root = Root()
  require(URL(string: text).map { root.navigate(to: $0) } == true, "the starting link \(text) does not open")
  return root
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let link = URL(string: String(decoding: bytes, as: UTF8.self)) else { return 0 }
  check(link, from: Enlaces.State())
  check(link, from: Recetario.State())
  check(link, from: opened("enlaces://marca/true/recetario/receta/7?orden=a") as Enlaces.State)
  check(link, from: opened("recetario://receta/42/comentarios/3") as Recetario.State)
  return 0
}
