import Foundation

/// Finds the `Package.resolved` that says which TCA release a build uses: the
/// nearest one, looking in the start folder and then in each folder above it.
/// In each folder the places are, for a package target (SwiftPM's layout first):
///
/// 1. `Package.resolved` (a package's own);
/// 2. `<name>.xcworkspace/xcshareddata/swiftpm/Package.resolved` (a workspace's);
/// 3. `<name>.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved`
///    (a project opened on its own);
///
/// and for a target of an Xcode project 2, 3 (that project first), then 1: a
/// workspace next to a project is what the project is opened through.
/// Names are visited in sorted order, so the answer does not depend on the
/// order a folder lists its entries in.
struct ResolvedFileSearch {
  enum Layout: Equatable {
    /// A package target. SwiftPM resolves dependencies only for the root
    /// package, so a dependency's own `Package.resolved` (a checkout's or a
    /// local package's lock file) is skipped: `skipsOwnFile`.
    case package(skipsOwnFile: Bool)
    /// A target of the Xcode project `<projectName>.xcodeproj`.
    case xcodeProject(projectName: String)
  }

  var start: URL
  var layout: Layout
  var fileManager = FileManager.default

  static let fileName = "Package.resolved"
  private static let sharedData = ["xcshareddata", "swiftpm", fileName]

  /// The nearest existing file, or nil when there is none up to the root folder.
  func nearest() -> URL? {
    for folder in foldersFromStart() {
      if let found = places(in: folder).first(where: { fileManager.fileExists(atPath: $0.path) }) {
        return found
      }
    }
    return nil
  }

  /// The start folder and each folder above it, up to the root.
  func foldersFromStart() -> [URL] {
    var folders: [URL] = []
    var folder = start.standardizedFileURL
    while true {
      folders.append(folder)
      let parent = folder.deletingLastPathComponent().standardizedFileURL
      if parent.path == folder.path { return folders }
      folder = parent
    }
  }

  /// Where a `Package.resolved` may be in `folder`, in the order they count.
  func places(in folder: URL) -> [URL] {
    let entries = ((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    let workspaces = entries.filter { $0.hasSuffix(".xcworkspace") }.map {
      Self.sharedData.reduce(folder.appending(path: $0)) { $0.appending(path: $1) }
    }
    var projectNames = entries.filter { $0.hasSuffix(".xcodeproj") }
    let ownFile = folder.appending(path: Self.fileName)
    switch layout {
    case .package(let skipsOwnFile):
      let isOwnFolder = folder.path == start.standardizedFileURL.path
      return (skipsOwnFile && isOwnFolder ? [] : [ownFile]) + workspaces + projects(projectNames, in: folder)
    case .xcodeProject(let projectName):
      if let index = projectNames.firstIndex(of: "\(projectName).xcodeproj") {
        projectNames.insert(projectNames.remove(at: index), at: 0)
      }
      return workspaces + projects(projectNames, in: folder) + [ownFile]
    }
  }

  private func projects(_ names: [String], in folder: URL) -> [URL] {
    names.map {
      (["project.xcworkspace"] + Self.sharedData).reduce(folder.appending(path: $0)) { $0.appending(path: $1) }
    }
  }
}
