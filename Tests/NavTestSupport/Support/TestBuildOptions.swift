/// Options every `swift build` / `swift package` a test starts passes to SwiftPM.
enum TestBuildOptions {
  /// A debug build on Linux also writes an index store (`--auto-index-store`), which no test
  /// reads and which doubles the compiler's CPU time (the stand-in: 12.8 s against 6.9 s).
  static let swiftPM = ["--disable-index-store"]
}
