// Mirrors XcodeProjectPlugin's XcodeCommandPlugin (Xcode 16 and later):
// developer.apple.com/documentation/xcodeprojectplugin/xcodecommandplugin.
// NavGenPlugin is not a command plugin; declared so the module's surface is whole.
public protocol XcodeCommandPlugin {
  func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
