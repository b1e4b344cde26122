import NavSchema

/// Node ids for Mermaid and DOT: `n_` plus the node's id hint with `.` as
/// `_` and other characters outside `[A-Za-z0-9_]` as `_u<hex>`, made unique
/// with `_2`, `_3`... in node order. The prefix keeps ids clear of Mermaid's
/// keywords (`end`) and of its `o`/`x` arrow heads.
struct GraphNodeIDs {
  private var ids: [String: String] = [:]

  init(_ nodes: [GraphNode]) {
    var used: Set<String> = []
    for node in nodes where ids[node.key] == nil {
      let base = Self.sanitized(node.idHint)
      var id = base
      var suffix = 2
      while used.contains(id) {
        id = "\(base)_\(suffix)"
        suffix += 1
      }
      used.insert(id)
      ids[node.key] = id
    }
  }

  subscript(key: String) -> String { ids[key] ?? Self.sanitized(key) }

  static func sanitized(_ hint: String) -> String {
    var id = "n_"
    for scalar in hint.unicodeScalars {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "_": id.unicodeScalars.append(scalar)
      case ".": id += "_"
      default: id += "_u" + String(scalar.value, radix: 16)
      }
    }
    return id
  }
}
