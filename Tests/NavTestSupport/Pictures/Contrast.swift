import Foundation

/// WCAG 2's contrast: the relative luminance of sRGB colours and the ratio
/// (L1 + 0.05) / (L2 + 0.05) of the lighter to the darker, from 1:1 to 21:1; AA asks 4.5:1 of text.
enum Contrast {
  static let minimumForText = 4.5

  /// A colour with components 0…255 and alpha 0…1, as Chromium's computed styles give them.
  struct Colour: Hashable, Sendable, CustomStringConvertible {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double = 1

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// `#rrggbb`.
    init?(hex: String) {
      guard hex.count == 7, hex.first == "#", let value = Int(hex.dropFirst(), radix: 16) else { return nil }
      self.init(red: Double(value >> 16 & 0xff), green: Double(value >> 8 & 0xff), blue: Double(value & 0xff))
    }

    /// `[r, g, b, a]`.
    init?(components: [Double]) {
      guard components.count == 4 else { return nil }
      self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }

    /// This colour painted over an opaque `background`.
    func over(_ background: Colour) -> Colour {
      func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
      return Colour(
        red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    var relativeLuminance: Double {
      func linear(_ component: Double) -> Double {
        let value = component / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    var description: String {
      let hex = [red, green, blue].map { component -> String in
        let text = String(Int(component.rounded()), radix: 16)
        return text.count == 1 ? "0" + text : text
      }
      return "#" + hex.joined() + (alpha < 1 ? " at \(alpha)" : "")
    }
  }

  static func ratio(_ first: Colour, _ second: Colour) -> Double {
    let (a, b) = (first.relativeLuminance, second.relativeLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// Text of `colour` over `layers` (bottom first) on `page`: what a reader sees against what
  /// is behind it.
  static func ratio(text colour: Colour, over layers: [Colour], on page: Colour) -> Double {
    let background = layers.reduce(page) { below, layer in layer.over(below) }
    return ratio(colour.over(background), background)
  }
}
