// Mirrors XcodeProjectPlugin's XcodeCommandPlugin (Xcode 16 and later):
// developer.apple.com/documentation/xcodeprojectplugin/xcodecommandplugin.
// NavGenCommand's Xcode entry point (Plugins/NavGenCommand/XcodeNavGenCommand.swift) conforms to it.
public protocol XcodeCommandPlugin {
  func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
