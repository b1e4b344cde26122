import PackagePlugin

@main
struct EmptyPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] { [] }
}
