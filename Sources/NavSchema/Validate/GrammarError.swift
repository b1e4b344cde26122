/// Why a string from the schema cannot go into generated Swift; the message
/// names the problem and the text ("unbalanced '(' in initializer 'Foo(bar'").
package struct GrammarError: Error, Hashable, Sendable {
  package var message: String

  init(_ message: String) {
    self.message = message
  }
}
