/// What `Tests/PictureRendering/measure-pictures.js` reports of one picture in one theme:
/// its size in CSS pixels, its labels and its nodes' boxes (page coordinates, `[x, y, width,
/// height]`), or the error Mermaid gave.
struct RenderedPicture: Decodable, Sendable {
  var name: String
  /// Mermaid's theme: `default` (GitHub's light page) or `dark`.
  var theme: String
  var width: Double?
  var height: Double?
  var labels: [Label]?
  var nodes: [Node]?
  var error: String?

  struct Label: Decodable, Sendable {
    var text: String
    /// `node`, `edge`, `group` (a module's name) or `other` (a title, a legend).
    var kind: String
    /// The id of the node whose label this is.
    var node: String?
    var box: [Double]
    var colour: [Double]
    /// At six points inside the text: what is painted beneath it and over it, bottom first.
    var samples: [Sample]
  }

  struct Sample: Decodable, Sendable {
    var beneath: [[Double]]
    var over: [[Double]]
  }

  struct Node: Decodable, Sendable {
    var id: String
    var box: [Double]
  }

  /// GitHub's page behind the picture: #ffffff in its light theme, #0d1117 in its dark one.
  var page: Contrast.Colour {
    theme == "dark" ? Contrast.Colour(red: 13, green: 17, blue: 23) : Contrast.Colour(red: 255, green: 255, blue: 255)
  }
}
