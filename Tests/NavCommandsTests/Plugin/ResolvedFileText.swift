@testable import NavImportTestSupport
/// `Package.resolved` texts in the three formats SwiftPM writes (its `ResolvedPackagesStore`),
/// for the plugin's lookup tests.
enum ResolvedFileText {
  struct Pin {
    var identity: String
    var location: String
    var version: String? = nil
    var branch: String? = nil
    var revision = "0123456789abcdef0123456789abcdef01234567"
    var kind = "remoteSourceControl"

    static let tcaURL = "https://github.com/pointfreeco/swift-composable-architecture"

    static func tca(_ version: String) -> Pin {
      Pin(identity: "swift-composable-architecture", location: tcaURL, version: version)
    }

    static let casePaths = Pin(
      identity: "swift-case-paths", location: "https://github.com/pointfreeco/swift-case-paths", version: "1.7.0")
  }

  /// Format 1 (tools 5.5 and older): pins under `object`, named by `package` and `repositoryURL`;
  /// `package` is the pin's identity unless `packageName` says otherwise (nil leaves it out).
  static func version1(_ pins: [Pin], packageName: (Pin) -> String? = { $0.identity }) -> String {
    let entries = pins.map { pin in
      """
            {
              \(packageName(pin).map { "\"package\": \(quoted($0))," } ?? "")
              "repositoryURL": \(quoted(pin.location)),
              "state": {
                "branch": \(quoted(pin.branch)),
                "revision": \(quoted(pin.revision)),
                "version": \(quoted(pin.version))
              }
            }
      """
    }
    return """
      {
        "object": {
          "pins": [
      \(entries.joined(separator: ",\n"))
          ]
        },
        "version": 1
      }

      """
  }

  /// Format 2 (tools 5.6 to 5.9) or, with an `originHash`, format 3 (tools 5.10 and newer).
  static func version2(_ pins: [Pin], formatVersion: Int = 2) -> String {
    let entries = pins.map { pin in
      var state = [pin.branch.map { "\"branch\" : \(quoted($0))" }, "\"revision\" : \(quoted(pin.revision))"]
      state.append(pin.version.map { "\"version\" : \(quoted($0))" })
      return """
            {
              "identity" : \(quoted(pin.identity)),
              "kind" : \(quoted(pin.kind)),
              "location" : \(quoted(pin.location)),
              "state" : {
                \(state.compactMap { $0 }.joined(separator: ",\n          "))
              }
            }
        """
    }
    let originHash = formatVersion >= 3 ? "  \"originHash\" : \"9f2c\",\n" : ""
    return """
      {
      \(originHash)  "pins" : [
      \(entries.joined(separator: ",\n"))
        ],
        "version" : \(formatVersion)
      }

      """
  }

  static func version3(_ pins: [Pin]) -> String { version2(pins, formatVersion: 3) }

  private static func quoted(_ text: String?) -> String {
    guard let text else { return "null" }
    return "\"\(text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\""
  }
}
