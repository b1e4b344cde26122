import PackagePlugin

// Mirrors Apple's XcodeProjectPlugin library (Xcode 16 and later), which Xcode
// links into package plugins it runs for an Xcode project's targets:
// developer.apple.com/documentation/xcodeprojectplugin/xcodebuildtoolplugin.
// Same name, same requirement; `Command` is PackagePlugin's.
public protocol XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}
