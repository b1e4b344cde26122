import Foundation

/// The pins of a `Package.resolved` file, in any of the formats SwiftPM
/// writes (its `ResolvedPackagesStore`):
///
/// - version 1 (tools 5.5 and older): `{"version": 1, "object": {"pins": [
///   {"package": name, "repositoryURL": url, "state": {"version", "branch", "revision"}}]}}`;
/// - version 2 (tools 5.6–5.9): `{"version": 2, "pins": [{"identity", "kind",
///   "location", "state": {"version", "branch", "revision"}}]}`;
/// - version 3 (tools 5.10 and newer): version 2 plus `"originHash"`.
///
/// A pin's state has a `version` when the dependency resolved to a tag, else
/// a `branch` and its `revision`, else only a `revision`.
struct PackageResolvedFile: Equatable {
  struct Pin: Equatable {
    /// Version 2+: the package identity (a registry pin's is `scope.name`).
    /// Version 1: the package's name, if recorded.
    var name: String?
    /// The repository URL or local path; empty for registry pins.
    var location: String
    var version: String?
    var branch: String?
    var revision: String?
  }

  struct UnreadableFormat: Error, CustomStringConvertible {
    var description: String
  }

  var formatVersion: Int
  var pins: [Pin]

  init(formatVersion: Int, pins: [Pin]) {
    self.formatVersion = formatVersion
    self.pins = pins
  }

  init(data: Data) throws {
    let decoder = JSONDecoder()
    let header: Header
    do {
      header = try decoder.decode(Header.self, from: data)
    } catch {
      throw UnreadableFormat(description: "it is not JSON with a numeric \"version\"")
    }
    do {
      switch header.version {
      case 1:
        let file = try decoder.decode(Version1.self, from: data)
        pins = file.object.pins.map {
          Pin(
            name: $0.package, location: $0.repositoryURL,
            version: $0.state.version, branch: $0.state.branch, revision: $0.state.revision)
        }
      case 2, 3:
        let file = try decoder.decode(Version2.self, from: data)
        pins = file.pins.map {
          Pin(
            name: $0.identity, location: $0.location,
            version: $0.state.version, branch: $0.state.branch, revision: $0.state.revision)
        }
      default:
        throw UnreadableFormat(description: "its format version \(header.version) is not 1, 2 or 3")
      }
    } catch let error as UnreadableFormat {
      throw error
    } catch {
      throw UnreadableFormat(description: "it does not have the pins of format version \(header.version)")
    }
    formatVersion = header.version
  }

  private struct Header: Decodable {
    var version: Int
  }

  private struct Version1: Decodable {
    struct Object: Decodable { var pins: [Pin] }
    struct Pin: Decodable {
      var package: String?
      var repositoryURL: String
      var state: State
    }
    var object: Object
  }

  private struct Version2: Decodable {
    struct Pin: Decodable {
      var identity: String
      var location: String
      var state: State
    }
    var pins: [Pin]
  }

  private struct State: Decodable {
    var version: String?
    var branch: String?
    var revision: String?
  }
}
