import ComposableArchitecture
@_spi(Inspection) import SwiftUI

// What a view presents right now, read through the SwiftUI fixture's inspection SPI: the
// scenarios check that the generated glue wires each case to its presentation and view.

/// `sheet EdicionView`, `alert Store<AlertState<Alerta>, Alerta>`, ... outermost first.
@MainActor
func presentations(of view: any View) -> [String] {
  _presentations(in: view).map { presentation in
    "\(presentation.style) " + _leafViews(of: presentation.content).map(describeType(of:)).joined(separator: ", ")
  }
}

/// The one presentation `view` shows, or a failed scenario.
@MainActor
func presented<Content>(
  _ type: Content.Type, by view: any View, file: StaticString = #fileID, line: UInt = #line
) -> (style: String, content: Content, dismiss: () -> Void) {
  let all = _presentations(in: view)
  guard all.count == 1, let content = _leafViews(of: all[0].content).first as? Content else {
    fail("expected one presentation of \(Content.self), found \(presentations(of: view))", file: file, line: line)
  }
  return (all[0].style, content, all[0].dismiss)
}

/// The type's name without its module: `EdicionView`, `Store<AlertState<Alerta>, Alerta>`.
func describeType(of value: Any) -> String {
  String(describing: type(of: value))
}
