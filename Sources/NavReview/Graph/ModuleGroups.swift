/// The graph's nodes grouped by module for drawing: each module with its
/// nodes, modules in the order their first node appears, then the nodes
/// in no module. Node order inside a group is the graph's.
struct ModuleGroups {
  var modules: [(name: String, nodes: [GraphNode])] = []
  var ungrouped: [GraphNode] = []

  init(_ nodes: [GraphNode]) {
    var index: [String: Int] = [:]
    for node in nodes {
      guard let module = node.module else {
        ungrouped.append(node)
        continue
      }
      if let position = index[module] {
        modules[position].nodes.append(node)
      } else {
        index[module] = modules.count
        modules.append((module, [node]))
      }
    }
  }

  /// `m` before the module name as node ids spell it (`mn_TiendaFeature`): a
  /// Mermaid subgraph id, never one of a node (those start with `n_`).
  static func id(of module: String) -> String {
    "m" + GraphNodeIDs.sanitized(module)
  }
}
