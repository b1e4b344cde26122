import Foundation
import PackagePlugin

// Mirrors XcodeProjectPlugin's XcodePluginContext (Xcode 16 and later):
// developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext.
// Its members carry what SwiftPM's PackagePlugin hands the Xcode library in
// `XcodeProjectPluginInvocationRecord` (swift-package-manager,
// Sources/Runtimes/PackagePlugin/Plugin.swift): the project, the work folder
// (a URL since Xcode 16; the `Path` form deprecated) and the tools by name.
public struct XcodePluginContext {
  /// Mirrors `XcodePluginContext.xcodeProject`.
  public let xcodeProject: XcodeProject

  /// Mirrors `XcodePluginContext.pluginWorkDirectory`, deprecated for the URL form.
  @available(*, deprecated, renamed: "pluginWorkDirectoryURL")
  public let pluginWorkDirectory: Path

  /// Mirrors `XcodePluginContext.pluginWorkDirectoryURL`.
  public let pluginWorkDirectoryURL: URL

  /// Mirrors `XcodePluginContext.tool(named:)`: the same `PluginContext.Tool`
  /// that a package plugin's context returns, or an error for an unknown name.
  public func tool(named name: String) throws -> PluginContext.Tool {
    throw TypecheckOnly(member: "tool(named: \(name))")
  }
}

/// This module exists to typecheck plugins against Xcode's API on machines
/// without Xcode; nothing in it is ever run.
struct TypecheckOnly: Error, CustomStringConvertible {
  var member: String
  var description: String { "\(member): the XcodeProjectPlugin test fixture is for typechecking only" }
}
