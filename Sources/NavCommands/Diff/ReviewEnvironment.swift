import NavSchema
import NavImport
import NavReview
import NavGenerate

/// What `DiffCommand` and `GraphCommand` need from the outside world: how to
/// read each side and how to load a schema. The defaults are the real ones
/// (files, standard input and git in the current directory; `SchemaLoader`);
/// tests swap in a temporary directory, a fixed standard input, or a stub loader.
public struct ReviewEnvironment: Sendable {
  public var reader: SchemaSourceReader
  public var load: SchemaLoading
  /// The package NavGen's command plugin runs in, and the file where it wrote SwiftPM's view of
  /// its targets (`CommandPluginPackage`).
  public var packageDescription: (packageFolder: String, file: String)?

  public init(
    reader: SchemaSourceReader = SchemaSourceReader(),
    load: @escaping SchemaLoading = { SchemaLoader.load(contents: $0, fileName: $1) },
    packageDescription: (packageFolder: String, file: String)? = nil
  ) {
    self.reader = reader
    self.load = load
    self.packageDescription = packageDescription
  }

  /// Diff and graph take every kind of input: schemas, git revisions, Swift sources, packages.
  var inputLoader: InputLoader {
    var loader = InputLoader(reader: reader, loadSchema: load, accepted: .all)
    loader.packageDescription = packageDescription
    return loader
  }
}
