// Mirrors XcodeProjectPlugin's XcodeProduct (Xcode 16 and later):
// developer.apple.com/documentation/xcodeprojectplugin/xcodeproduct; the kinds
// as `XcodeProjectRepresentation.Target.Product.Kind` in SwiftPM
// (Sources/SPMBuildCore/XcodeProjectRepresentation.swift).
public struct XcodeProduct {
  /// Mirrors `XcodeProduct.ID`.
  public typealias ID = String

  /// Mirrors `XcodeProduct.id`.
  public let id: ID

  /// Mirrors `XcodeProduct.name`.
  public let name: String

  /// Mirrors `XcodeProduct.kind`.
  public let kind: Kind

  /// Mirrors `XcodeProduct.Kind`.
  public enum Kind {
    case application
    case executable
    case framework
    case library
    case other(String)
  }
}
