import NavSchema

/// Builds a `NavigationGraph` from a schema.
///
/// - Every feature is a node.
/// - A feature's destination and path enums are drawn from the feature's
///   node. A top-level enum is drawn from the feature its scope names
///   (`Articulo.Sheet` from `Articulo`, its edges labelled `Sheet.<case>`),
///   otherwise from a node of its own (`AppRoute`, `Path.Settings`).
/// - Every case is one edge, labelled with its kind, or with its presentation when the enum's
///   SwiftUI glue presents it (`autor (navigationDestination)`). A reducer case points to the node of its reducer
///   type, found the way Swift looks the name up from inside the enum
///   (`Autor` in `Articulo.Destination` is `Articulo.Destination.Autor`,
///   `Articulo.Autor` or `Autor`, whichever is a feature or an own-node enum;
///   an enum drawn from a feature's node stands for that feature); a type the
///   schema does not declare gets a node of kind `reducer`.
/// - Alert, dialog, ephemeral, ignored and payload-free cases point to a leaf
///   of their own, one per case, labelled with the payload.
///
/// With `groupingByModule` (a schema imported from Swift sources), each
/// enum's owner node and leaves are in the module of the file that declares
/// the enum (`SourceModule`); reducer types the sources do not declare are in none.
extension NavigationGraph {
  public init(schema: NavigationSchema, groupingByModule: Bool = false) {
    var builder = GraphBuilder(schema: schema, groupingByModule: groupingByModule)
    builder.build()
    self.init(nodes: builder.nodes, edges: builder.edges, enumOwners: builder.enumOwners)
    markRoots()
  }
}

private struct GraphBuilder {
  let schema: NavigationSchema
  let featureNames: Set<String>
  /// Qualified names of top-level enums whose scope is not a feature.
  let ownNodeEnums: Set<String>
  /// Enums drawn from a feature's node, by qualified name: the feature's name.
  let featureOwnedEnums: [String: String]
  let groupingByModule: Bool
  var nodes: [GraphNode] = []
  var edges: [GraphEdge] = []
  var enumOwners: [String: String] = [:]
  private var nodeIndices: [String: Int] = [:]

  init(schema: NavigationSchema, groupingByModule: Bool) {
    self.schema = schema
    self.groupingByModule = groupingByModule
    let featureNames = Set(schema.features.map(\.name))
    self.featureNames = featureNames
    ownNodeEnums = Set(
      schema.enums.filter { $0.role == .standalone && !featureNames.contains($0.scope.joined(separator: ".")) }
        .map(\.qualifiedName))
    var featureOwnedEnums: [String: String] = [:]
    for navigationEnum in schema.enums {
      switch navigationEnum.role {
      case .destination(let feature), .path(let feature):
        featureOwnedEnums[navigationEnum.qualifiedName] = feature
      case .standalone:
        let scope = navigationEnum.scope.joined(separator: ".")
        if featureNames.contains(scope) { featureOwnedEnums[navigationEnum.qualifiedName] = scope }
      }
    }
    self.featureOwnedEnums = featureOwnedEnums
  }

  mutating func build() {
    for feature in schema.features {
      addTypeNode(feature.name, kind: .feature)
    }
    for navigationEnum in schema.enums {
      addEdges(of: navigationEnum)
    }
  }

  private mutating func addEdges(of navigationEnum: NavigationEnum) {
    let owner: String
    var qualifier: String?
    switch navigationEnum.role {
    case .destination(let feature), .path(let feature):
      owner = addTypeNode(feature, kind: .feature)
    case .standalone where ownNodeEnums.contains(navigationEnum.qualifiedName):
      owner = addTypeNode(navigationEnum.qualifiedName, kind: .enumeration)
    case .standalone:
      owner = addTypeNode(navigationEnum.scope.joined(separator: "."), kind: .feature)
      qualifier = navigationEnum.name
    }
    enumOwners[navigationEnum.qualifiedName] = owner
    // A package's enums know their target; Swift sources read as a folder, the folder under Sources/.
    let module = navigationEnum.module ?? (groupingByModule ? SourceModule.name(ofFile: navigationEnum.location.file) : nil)
    setModule(module, of: owner)
    for placed in navigationEnum.placedCases {
      let (target, kind) = addTarget(of: placed.navigationCase, in: navigationEnum)
      if kind != .destination && kind != .path { setModule(module, of: target) }
      edges.append(
        GraphEdge(
          from: owner, to: target, caseName: placed.name, enumName: navigationEnum.qualifiedName,
          kind: kind, clauses: (navigationEnum.condition.map { ["#if \($0)"] } ?? []) + placed.clauses.directives,
          qualifier: qualifier, presentation: presentation(of: placed.navigationCase, in: navigationEnum)))
    }
  }

  private mutating func addTarget(
    of navigationCase: NavigationCase, in navigationEnum: NavigationEnum
  ) -> (key: String, kind: GraphEdge.Kind) {
    let leaf: (GraphNode.Kind, GraphEdge.Kind, String)
    switch navigationCase.payload {
    case .reducer(let type, _):
      let key = addTypeNode(resolve(type.description, from: navigationEnum), kind: .reducer)
      if case .path = navigationEnum.role { return (key, .path) }
      return (key, .destination)
    case .alert(let action):
      leaf = (.alert, .alert, "AlertState<\(action.type)>")
    case .confirmationDialog(let action):
      leaf = (.dialog, .dialog, "ConfirmationDialogState<\(action.type)>")
    case .ephemeral(let type):
      leaf = (.ephemeral, .ephemeral, type.description)
    case .ignored(let parameters, _):
      leaf = (.ignored, .ignored, parameters.map(\.description).joined(separator: ", "))
    case .none:
      leaf = (.noPayload, .noPayload, "no payload")
    }
    let idHint = "\(navigationEnum.qualifiedName).\(navigationCase.name)"
    let key = "leaf:\(idHint):\(leaf.0.rawValue):\(leaf.2)"
    addNode(GraphNode(key: key, label: leaf.2, kind: leaf.0, idHint: idHint))
    return (key, leaf.1)
  }

  /// The presentation the enum's SwiftUI glue gives the case, if it presents it.
  private func presentation(of navigationCase: NavigationCase, in navigationEnum: NavigationEnum) -> Presentation? {
    guard let glue = navigationEnum.swiftUI, case .presented(let presentation, _) = navigationEnum.glueItem(of: navigationCase, in: glue.role)
    else { return nil }
    return presentation
  }

  /// Swift's lookup from inside the enum, innermost enclosing scope first.
  /// An enum reducer drawn from a feature's node (`Articles.Body`) resolves
  /// to that feature.
  private func resolve(_ typeName: String, from navigationEnum: NavigationEnum) -> String {
    let enclosing = navigationEnum.scope + [navigationEnum.name]
    for depth in stride(from: enclosing.count, through: 0, by: -1) {
      let candidate = (enclosing.prefix(depth) + [typeName]).joined(separator: ".")
      if featureNames.contains(candidate) || ownNodeEnums.contains(candidate) { return candidate }
      if let feature = featureOwnedEnums[candidate] { return feature }
    }
    return typeName
  }

  /// The node for a type name; a name already drawn keeps its first kind.
  @discardableResult
  private mutating func addTypeNode(_ name: String, kind: GraphNode.Kind) -> String {
    let resolvedKind: GraphNode.Kind =
      featureNames.contains(name) ? .feature : ownNodeEnums.contains(name) ? .enumeration : kind
    let key = "type:\(name)"
    addNode(GraphNode(key: key, label: name, kind: resolvedKind, idHint: name))
    return key
  }

  private mutating func addNode(_ node: GraphNode) {
    guard nodeIndices[node.key] == nil else { return }
    nodeIndices[node.key] = nodes.count
    nodes.append(node)
  }

  /// The first module found for a node is its module.
  private mutating func setModule(_ module: String?, of key: String) {
    guard let module, let index = nodeIndices[key], nodes[index].module == nil else { return }
    nodes[index].module = module
  }
}
