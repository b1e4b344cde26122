// swift-tools-version:6.0
import PackageDescription

// NavGenPlugin with a prebuilt `navgen-generate`: a consumer's build runs the tool from the
// release's artifact bundle and compiles none of NavGen's sources (the catalog's BuildToolPlugin article, "The prebuilt plugin").
//
// Plugins/NavGenPlugin is the source-built plugin's folder (a symbolic link in the NavGen
// repository, copied as files into the published package). The release workflow
// (.github/workflows/release.yml) rewrites the `url:` and `checksum:` lines below for each
// release and publishes the result on the `binary-plugin` branch; here they name no release
// yet. Keep each on a line of its own (Scripts/update-binary-plugin-manifest.sh).
let package = Package(
  name: "NavGenBinaryPlugin",
  platforms: [.macOS(.v13)],
  products: [
    .plugin(name: "NavGenPlugin", targets: ["NavGenPlugin"]),
  ],
  targets: [
    .plugin(name: "NavGenPlugin", capability: .buildTool(), dependencies: ["NavGenBinary"]),
    .binaryTarget(
      name: "NavGenBinary",
      url: "https://github.com/navgen/NavGen/releases/download/0.1.0/NavGenBinary.artifactbundle.zip",
      checksum: "0000000000000000000000000000000000000000000000000000000000000000"
    ),
  ]
)
