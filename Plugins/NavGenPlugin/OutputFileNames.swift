/// Names of the generated files in the plugin's work folder. All of a
/// target's Swift files share one module, where two files may not share a
/// name, so names must differ from each other and from the target's own files
/// (compared case-insensitively, as on macOS file systems):
/// 1. `Sub/Folder/App.navgen.json` → `App.swift` when that name is free;
/// 2. otherwise its folders join the name: `Sub_Folder_App.swift`;
/// 3. if even that is taken, `_2`, `_3`, … is appended.
/// Paths are visited in sorted order, so the result never depends on the
/// order the build system lists files in.
enum OutputFileNames {
  static func assign(relativePaths: [String], reserved: Set<String>) -> [String] {
    let stemCounts = Dictionary(grouping: relativePaths.map { stem(of: $0).lowercased() }, by: { $0 })
      .mapValues(\.count)
    var taken = Set(reserved.map { $0.lowercased() })
    var assigned: [String: String] = [:]
    for path in Set(relativePaths).sorted() {
      let stem = stem(of: path)
      var base = stem
      if stemCounts[stem.lowercased(), default: 0] > 1 || taken.contains("\(stem).swift".lowercased()) {
        base = (folders(of: path) + [stem]).joined(separator: "_")
      }
      var name = "\(base).swift"
      var counter = 2
      while taken.contains(name.lowercased()) {
        name = "\(base)_\(counter).swift"
        counter += 1
      }
      taken.insert(name.lowercased())
      assigned[path] = name
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
