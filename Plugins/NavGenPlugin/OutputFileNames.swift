/// Prefixes of the generated files in the plugin's work folder: a schema's
/// files are `<prefix>+<Scope>.<Enum>.swift` (`PerEnumFileNames`). All of a
/// target's Swift files share one module, where two files may not share a
/// name, so every name must differ from the others and from the target's own
/// files (compared case-insensitively, as on macOS file systems):
/// 1. `Sub/Folder/App.navgen.json` → prefix `App` when its names are free;
/// 2. otherwise its folders join the prefix: `Sub_Folder_App`;
/// 3. if even that is taken, `_2`, `_3`, … is appended.
/// Paths are visited in sorted order, so the result never depends on the
/// order the build system lists files in.
enum OutputFileNames {
  /// The prefix for each of `relativePaths`, in order; `names` gives the files of a schema for a prefix.
  static func assign(
    relativePaths: [String], reserved: Set<String>, names: (_ path: String, _ prefix: String) -> [String]
  ) -> [String] {
    let stemCounts = Dictionary(grouping: relativePaths.map { stem(of: $0).lowercased() }, by: { $0 })
      .mapValues(\.count)
    var taken = Set(reserved.map { $0.lowercased() })
    var assigned: [String: String] = [:]
    for path in Set(relativePaths).sorted() {
      let stem = stem(of: path)
      func isFree(_ prefix: String) -> Bool {
        // The prefix alone is taken too: no other schema may start its names with it.
        !taken.contains(prefix.lowercased()) && names(path, prefix).allSatisfy { !taken.contains($0.lowercased()) }
      }
      var base = stem
      if stemCounts[stem.lowercased(), default: 0] > 1 || !isFree(stem) {
        base = (folders(of: path) + [stem]).joined(separator: "_")
      }
      var prefix = base
      var counter = 2
      while !isFree(prefix) {
        prefix = "\(base)_\(counter)"
        counter += 1
      }
      taken.insert(prefix.lowercased())
      for name in names(path, prefix) { taken.insert(name.lowercased()) }
      assigned[path] = prefix
    }
    return relativePaths.map { assigned[$0]! }
  }

  /// `Sub/Folder/App.navgen.json` → `App`.
  static func stem(of relativePath: String) -> String {
    let fileName = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
    return String(fileName.dropLast(SchemaCommands.schemaSuffix.count))
  }

  static func folders(of relativePath: String) -> [String] {
    relativePath.split(separator: "/").dropLast().map(String.init)
  }
}
