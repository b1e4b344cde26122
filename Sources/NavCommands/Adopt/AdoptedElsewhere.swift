import NavSchema
import NavPackage
import NavGenerate

/// What `navgen adopt <package>` leaves to other runs, said so that nothing is passed over
/// without a word: each package nested in it, and the Swift files outside any target, whose
/// sources write `@Reducer`, each with the command that adopts it.
struct AdoptedElsewhere {
  private(set) var notes: [String] = []

  init(_ parts: [(part: FolderLayout.Part, files: [FileInFolder])], in folder: SchemaSource) {
    var nested: [String] = []
    var outside: [String] = []
    var outsideFiles = 0
    for (part, files) in parts {
      let swift = files.filter { $0.fileName.hasSuffix(SwiftFileSearch.swiftSuffix) && FolderReading.writesReducer($0) }
      guard !swift.isEmpty else { continue }
      switch part.kind {
      case .target(_, let package) where !package.isEmpty:
        if !nested.contains(package) { nested.append(package) }
      case .outsideTargets(let package?) where !package.isEmpty:
        if !nested.contains(package) { nested.append(package) }
      case .outsideTargets:
        outside.append(SchemaSourceReader.name(of: String(part.name.dropLast()), in: folder))
        outsideFiles += swift.count
      case .target:
        continue
      }
    }
    for package in nested {
      let path = SchemaSourceReader.name(of: package, in: folder)
      notes.append("'\(path)' is a package of its own, which this run leaves as it is: adopt it with 'navgen adopt \(path)'")
    }
    if !outside.isEmpty {
      notes.append(
        "\(outsideFiles) Swift file(s) outside any target of the package write @Reducer and stay as they are "
          + "(\(outside.joined(separator: ", "))): adopt them with 'navgen adopt <files or folders> --schemas <dir>'")
    }
  }
}
