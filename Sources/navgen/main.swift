import Foundation
import NavSchema

exit(NavGenTool(environment: .process).run(Array(CommandLine.arguments.dropFirst())))
