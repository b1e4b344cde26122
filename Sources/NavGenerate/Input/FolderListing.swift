import NavSchema

/// Every file below a folder, found in one walk of it on disk or one `git ls-tree` at a
/// revision: paths relative to the folder, in byte order, by `SwiftFileSearch`'s rules (no build
/// products, no hidden names); and every folder that holds one of them. Reading a folder starts
/// here, once: which of its files are Swift sources, schemas and manifests comes from this list.
package struct FolderListing: Hashable, Sendable {
  package var files: [String]
  /// The folders on the way to each file, relative to the folder listed (which is not among them).
  package var folders: Set<String>

  /// - Parameter files: relative paths, already in byte order (`SwiftFileSearch.sortedPaths`).
  package init(sortedFiles files: [String]) {
    self.files = files
    var folders: Set<String> = []
    for file in files {
      var folder = Substring(file)
      while let slash = folder.lastIndex(of: "/") {
        folder = folder[..<slash]
        guard folders.insert(String(folder)).inserted else { break }
      }
    }
    self.folders = folders
  }

  /// The files whose names end in `suffix` (`.swift`, `.navgen.json`), in order.
  package func files(endingIn suffix: String) -> [String] {
    files.filter { Self.name($0, endsIn: suffix) }
  }

  /// Whether a listed file's name ends in `suffix` (the listing holds no hidden name).
  package static func name(_ file: String, endsIn suffix: String) -> Bool {
    let name = file.lastIndex(of: "/").map { file[file.index(after: $0)...] } ?? Substring(file)
    return SwiftFileSearch.includes(name: name, suffix: suffix)
  }
}

extension SwiftFileSearch {
  /// Every file below `folder` on disk, in one walk.
  package static func listing(in folder: String) -> FolderListing {
    FolderListing(sortedFiles: files(in: folder, suffix: ""))
  }
}
