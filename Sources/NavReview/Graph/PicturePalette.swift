/// The colours of NavGen's pictures. A picture is read on GitHub's light page (#ffffff) and its
/// dark one (#0d1117), where Mermaid draws with its `default` and `dark` themes: what is text
/// sits on a fill chosen here, never on one the theme chooses, so every label keeps at least
/// 4.5:1 (WCAG AA) in both (`PictureRenderingTests` measures it in a browser). Lines and borders
/// only have to be seen on both pages.
enum PicturePalette {
  /// Behind every edge label: Mermaid's `edgeLabelBackground`, the same in both themes.
  static let labelBackground = "#f6f8fa"
  /// Roots: a fill of their own, with their own text colour.
  static let rootFill = "#89b4fa"
  static let rootText = "#11111b"
  /// The border of a folded node and of a module's box.
  static let quietLine = "#7f849c"

  /// A line or a border in a change's style.
  static func line(_ change: GraphChange) -> String? {
    switch change {
    case .unchanged: return nil
    case .added: return "#40a02b"
    case .removed: return "#d20f39"
    case .changed: return "#fe640b"
    }
  }

  /// An edge label's text in a change's colour: at least 6.9:1 on `labelBackground` and on white.
  static func labelText(_ change: GraphChange) -> String {
    switch change {
    case .unchanged: return "#1f2328"
    case .added: return "#116329"
    case .removed: return "#a40e26"
    case .changed: return "#953800"
    }
  }
}
