import NavSchema
import NavImport
import NavPackage
import NavGenerate

/// A folder read once, the same way for every command: one listing of its files and one read of
/// its Swift sources and schemas; when a `Package.swift` stands anywhere in it, the manifest of
/// each package whose own files hold navigation (a schema, or Swift that writes `@Reducer`) read
/// by dump-package, once each and side by side, the files divided into the parts of the app
/// (`FolderLayout`), and a warning at each manifest not read. A package whose files hold no
/// navigation is not dumped: nothing of it could reach the app.
struct FolderReading {
  var source: SchemaSource
  var listing: FolderListing
  /// How the folder's packages divide its files; nil when it holds no package.
  var layout: FolderLayout?
  /// Why dump-package could not read the manifest of each package (by folder) it could not read.
  var unreadable: [String: SchemaReadError] = [:]
  /// A warning at each manifest not read (`SkippedManifests`), with its package's folder.
  var skipped: [(package: String, warning: Diagnostic)] = []
  /// Every Swift source and schema of the folder, in the listing's order, named as diagnostics show them.
  var sources: [FileInFolder] = []
  /// The Swift sources of the packages read, as many as were parsed while dump-package read
  /// their manifests (which target a file is part of is known only then; the import takes
  /// these parses and parses the rest).
  var parsed = ParsedSwiftFiles()
  private var sourceIndex: [String: Int] = [:]

  var warnings: [Diagnostic] { skipped.map(\.warning) }

  /// `dumped`: a package whose manifest the caller has dumped already (`PackageManifestReader.dumped`).
  static func read(
    _ source: SchemaSource, reader: SchemaSourceReader, description: (packageFolder: String, file: String)?,
    dumped: (packageFolder: String, result: Result<[UInt8], SchemaReadError>)? = nil
  ) -> Result<FolderReading, SchemaReadError> {
    reader.listing(source).flatMap { listing in
      let paths = listing.files.filter(Self.isSource)
      return reader.contents(of: paths, in: source).map { files in
        var reading = FolderReading(source: source, listing: listing, sources: files)
        reading.sourceIndex = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) })
        let packageFolders = FolderLayout.packageFolders(in: listing.files)
        if !packageFolders.isEmpty {
          reading.readPackages(packageFolders, paths: paths, reader: reader, description: description, dumped: dumped)
        }
        return reading
      }
    }
  }

  private mutating func readPackages(
    _ packageFolders: [String], paths: [String], reader: SchemaSourceReader,
    description: (packageFolder: String, file: String)?, dumped: (packageFolder: String, result: Result<[UInt8], SchemaReadError>)?
  ) {
    let navigation = zip(paths, sources).filter { Self.holdsNavigation($1) }.map(\.0)
    let toRead = FolderLayout.packagesOwningFiles(navigation, among: packageFolders)
    let manifests = PackageManifestReader(reader: reader, description: description, dumped: dumped)
    // Files below a package not read are no part of the app: they are not parsed.
    let swift = zip(paths, sources).filter { path, file in
      file.fileName.hasSuffix(SwiftFileSearch.swiftSuffix)
        && (packageFolders.last { FolderLayout.contains($0, path) }.map(toRead.contains) ?? true)
    }.map { SwiftSource(fileName: $1.fileName, contents: $1.contents) }
    let (source, listing) = (source, listing)
    // The manifests are Swift files, read with the rest.
    let alreadyRead = Dictionary(uniqueKeysWithValues: toRead.flatMap { PackageManifestReader.manifestNames(of: $0, in: listing) }
      .compactMap { name in sourceIndex[name].map { (name, sources[$0]) } })
    let (dumps, parsed) = whileWaiting(
      for: { manifests.manifests(of: toRead, in: source, listing: listing, alreadyRead: alreadyRead) },
      do: { dumpsEnded in ParsedSwiftFiles(parsing: swift, until: dumpsEnded) })
    self.parsed = parsed
    let read = Dictionary(uniqueKeysWithValues: zip(toRead, dumps))
    var packages: [FolderLayout.Package] = []
    for folder in packageFolders {
      let manifestFile = SchemaSourceReader.name(
        of: PackageManifestReader.child(folder, PackageManifestFiles.manifestName), in: source)
      switch read[folder] {
      case .failure(let error)?:
        unreadable[folder] = error
        skipped.append((folder, SkippedManifests.unreadable(manifestFile, error: error, folder: folder)))
        packages.append(FolderLayout.Package(folder: folder, manifest: nil))
      case .success(let manifest)?:
        skipped += SkippedManifests.versionSpecific(of: folder, read: manifest, in: source, listing: listing, reader: reader)
          .map { (folder, $0) }
        packages.append(FolderLayout.Package(folder: folder, manifest: manifest))
      case nil:
        packages.append(FolderLayout.Package(folder: folder, manifest: nil))
      }
    }
    // The files of packages not read for want of navigation are no part of the app.
    let notRead = packageFolders.filter { read[$0] == nil }
    let placed = paths.filter { path in
      packageFolders.last { FolderLayout.contains($0, path) }.map { !notRead.contains($0) } ?? true
    }
    layout = FolderLayout(files: placed, folders: listing.folders, packages: packages)
  }

  /// A Swift source or a schema.
  static func isSource(_ file: String) -> Bool {
    FolderListing.name(file, endsIn: SwiftFileSearch.swiftSuffix) || FolderListing.name(file, endsIn: SwiftFileSearch.schemaSuffix)
  }

  /// A schema, or Swift that writes `@Reducer`: what a package must hold for its manifest to matter.
  static func holdsNavigation(_ file: FileInFolder) -> Bool {
    file.fileName.hasSuffix(SwiftFileSearch.schemaSuffix) || writesReducer(file)
  }

  /// Whether a file's bytes hold `@Reducer`: cheaper than importing it. (Foundation's generic
  /// `firstRange(of:)` on bytes took a fifth of reading isowords.)
  static func writesReducer(_ file: FileInFolder) -> Bool {
    file.contents.withUnsafeBufferPointer { bytes in
      let marker = reducerAttribute
      var start = bytes.startIndex
      while let at = bytes[start...].firstIndex(of: marker[0]) {
        guard at + marker.count <= bytes.endIndex else { return false }
        if bytes[at..<(at + marker.count)].elementsEqual(marker) { return true }
        start = at + 1
      }
      return false
    }
  }

  private static let reducerAttribute = Array("@Reducer".utf8)

  /// The files of every part, as diagnostics name them.
  func parts() -> [(part: FolderLayout.Part, files: [FileInFolder])] {
    (layout?.parts ?? []).map { part in (part, part.files.compactMap { sourceIndex[$0].map { sources[$0] } }) }
  }
}
