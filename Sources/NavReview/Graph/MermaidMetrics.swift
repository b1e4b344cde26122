/// The sizes Mermaid (11.16, flowchart, classic look) gives a picture's boxes, in CSS pixels:
/// text in 16 px Arial metrics with Arial's kerning (what Chromium draws its `"trebuchet ms",
/// verdana, arial` in without Trebuchet; Liberation Sans has the same widths and pairs, measured
/// in Chromium), 24 px a line, an edge label wrapped
/// at spaces into a 200 px box once it is wider, and each node shape's padding around its text,
/// as measured in the browser (`PictureRenderingTests`).
enum MermaidMetrics {
  struct Size: Hashable {
    var width: Double
    var height: Double
  }

  static let fontSize = 16.0
  static let lineHeight = 24.0
  /// `flowchart.wrappingWidth`: a label wider than this breaks at its spaces.
  static let wrappingWidth = 200.0

  /// Arial's advance widths, in 2,048ths of the font size, by character.
  private static let advances: [Character: Double] = {
    let classes: [(String, Double)] = [
      ("'", 391), ("ijl", 455), ("|", 532), (" !,./:;I[\\]ft", 569), ("()-`r·", 682), ("{}", 684), ("\"", 727),
      ("*", 797), ("^", 961), ("Jcksvxyz", 1024), ("0123456789#$?_abdeghnopquL", 1139), ("+<=>~", 1196),
      ("FTZ", 1251), ("&ABEKPSVXY", 1366), ("CDHNRUw", 1479), ("GOQ", 1593), ("Mm", 1706), ("%", 1821), ("W", 1933),
      ("@", 2079), ("→…—", 2048),
    ]
    var table: [Character: Double] = [:]
    for (characters, advance) in classes {
      for character in characters { table[character] = advance }
    }
    return table
  }()

  /// Pairs of characters Arial sets closer than their advances, in 2,048ths of the font size.
  private static let kerning: [String: Double] = {
    let classes: [([String], Double)] = [
      (["Wy"], -18),
      (["Av", "Aw", "Ay", "RT", "RV", "RW", "RY", "TO", "Vi", "We", "Wo", "Wr", "Wu", "W:", "W-", "ff"], -37),
      (["AW", "Ly", "Ti", "Tr", "Tu", "Vr", "Vu", "Vy", "V:", "WA", "Wa", "Yi"], -76),
      (["FA", "Tw", "Ty", "T-", "Ve", "Vo", "V-", "W.", "W,", "Yu", "Yv", "Y:", "r.", "r,", "w.", "w,"], -113),
      (["AT", "AV", "AY", "LT", "LV", "LW", "LY", "PA", "TA", "VA", "Va", "YA", "Ya", "Yp"], -152),
      (["v.", "v,", "y.", "y,", "11"], -152),
      (["V.", "V,", "Ye", "Yo", "Yq", "Y-"], -188),
      (["F.", "F,", "Ta", "Tc", "Te", "To", "Ts", "T.", "T,", "T:"], -227),
      (["P.", "P,", "Y.", "Y,"], -264),
    ]
    var table: [String: Double] = [:]
    for (pairs, kern) in classes {
      for pair in pairs { table[pair] = kern }
    }
    return table
  }()

  static func textWidth(_ text: String) -> Double {
    var units = 0.0
    var previous: Character?
    for character in text {
      // Other Latin letters as a lowercase letter; the rest (CJK, symbols) an em.
      let fallback = character.unicodeScalars.first!.value < 0x2000 ? 1139.0 : 2048.0
      units += advances[character] ?? fallback
      if let previous { units += kerning[String([previous, character])] ?? 0 }
      previous = character
    }
    return units * fontSize / 2048
  }

  /// A label of the given lines (an edge bundle's, `<br>` between them).
  static func label(_ lines: [String]) -> Size {
    var size = Size(width: 0, height: 0)
    for line in lines {
      let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      let width = textWidth(line)
      guard width > wrappingWidth, words.count > 1 else {
        size.width = max(size.width, width)
        size.height += lineHeight
        continue
      }
      // The box is the wrapping width (or its longest word), a line for each run of words
      // that fits it.
      size.width = max(size.width, wrappingWidth, words.map(textWidth).max() ?? 0)
      let space = textWidth(" ")
      var lines = 1
      var current = 0.0
      for word in words.map(textWidth) {
        if current > 0, current + space + word > wrappingWidth {
          lines += 1
          current = word
        } else {
          current += (current > 0 ? space : 0) + word
        }
      }
      size.height += Double(lines) * lineHeight
    }
    return size
  }

  /// A node's box: its label with its shape's padding (`MermaidRenderer`'s shapes).
  static func node(_ node: GraphNode) -> Size {
    let text = label([node.label])
    let padding: Size
    switch node.kind {
    case .feature: padding = Size(width: 60, height: 30)  // ["…"]
    case .reducer, .folded: padding = Size(width: 30, height: 30)  // ("…")
    case .enumeration: padding = Size(width: 31, height: 15)  // [["…"]]
    case .alert: padding = Size(width: 34.5, height: 15)  // {{"…"}}
    case .dialog: padding = Size(width: 54, height: 15)  // [/"…"/]
    case .ephemeral, .ignored, .noPayload: padding = Size(width: 24.75, height: 15)  // (["…"]), >"…"]
    }
    return Size(width: text.width + padding.width, height: text.height + padding.height)
  }
}
