/// How a linked case's child goes on once a link pushed or presented it, from
/// what the generation knows of the child's feature (`GenerationContext`):
/// - `goesOn`: a feature whose schema declares `links` (in this module or one
///   it imports): its own link steps open and print what it shows;
/// - `stops`: a feature that holds navigation but whose schema declares no
///   `links`, or whose schema the generation was not given (`unread`): nothing
///   opens inside it, and `link` is nil while it is shown, since what it shows
///   cannot be printed (a warning says so at the case);
/// - `leaf`: no schema the generation reads declares the feature: a screen
///   without navigation of its own.
package struct LinkChildren: Sendable {
  package enum Kind: Equatable, Sendable {
    case goesOn
    case stops
    case leaf
  }

  private let declarations: [String: [FeatureDeclaration]]
  private let unread: [String: [FeatureDeclaration]]

  /// The schema's own features first, then the context's.
  package init(schema: NavigationSchema, context: GenerationContext) {
    declarations = FeatureDeclaration.index([schema] + context.visible)
    unread = context.unread.isEmpty ? [:] : FeatureDeclaration.index(context.unread)
  }

  package func kind(of reducer: TypeRef) -> Kind {
    guard let declaration = declarations[reducer.description]?.first else {
      return unread[reducer.description] == nil ? .leaf : .stops
    }
    return declaration.hasLinkCode ? .goesOn : .stops
  }
}
