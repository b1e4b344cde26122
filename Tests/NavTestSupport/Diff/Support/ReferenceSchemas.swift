
extension DiffGraphSupport {
  /// The reference scenarios (Tienda/Camino, Articulo, AppRoute) before and
  /// after a branch that touches most kinds of change at once.
  enum Reference {
    typealias B = DiffGraphSupport.Builders

    static let articuloCases: [CaseEntry] = [
      B.reducer("autor", "Autor"),
      B.reducer("edicion", "Edicion", initializer: "Edicion(modo: .completo)"),
      B.alert("confirmarBorrado", generated: "Alerta", actions: ["borrarConfirmado"]),
      B.dialog("compartir", "Compartir"),
      B.ignored("web", ["URL"]),
      B.plain("cerrado"),
      B.reducer("beta", "Beta", condition: "DEBUG", attributes: ["@available(iOS 17, *)"]),
    ]

    static let v1 = B.schema(
      features: ["Tienda", "Producto", "Articulo"],
      enums: [
        B.glued(
          B.path(
            "Tienda", name: "Camino",
            [B.reducer("producto", "Producto"), B.reducer("resena", "Resena"), B.reducer("perfil", "Perfil")]),
          B.glue(.path, parent: "Tienda", enumName: "Camino")),
        B.destination(
          "Producto", [B.reducer("articulo", "Articulo"), B.ephemeral("toast", "ToastState", "ToastAction")]),
        B.glued(
          B.destination("Articulo", articuloCases, state: ["Equatable"], action: ["Sendable"]),
          B.glue(.destination, parent: "Articulo", enumName: "Destination")),
        B.standalone("AppRoute", access: .public, [B.reducer("inicio", "Inicio"), B.reducer("ajustes", "Ajustes")]),
        B.standalone("Path.Settings", [B.reducer("general", "General")]),
      ])

    static let v2 = B.schema(
      features: ["Tienda", "Producto", "Articulo", "Inventario"],
      enums: [
        B.glued(
          B.path(
            "Tienda", name: "Camino",
            [
              B.reducer("producto", "Producto"), B.reducer("perfil", "Perfil"), B.reducer("resena", "Resena"),
              B.reducer("carrito", "Carrito"),
            ]),
          B.glue(.path, parent: "Tienda", enumName: "Camino", perception: true)),
        B.glued(
          B.destination(
            "Producto", [B.reducer("articulo", "Articulo"), B.ephemeral("toast", "ToastState", "ToastAction")]),
          B.glue(.destination, parent: "Producto", enumName: "Destination")),
        B.glued(
          B.destination(
            "Articulo",
            [
              B.presented(B.reducer("author", "Autor"), .navigationDestination),
              B.presented(B.reducer("edicion", "Edicion"), .fullScreenCover, view: "EditorView"),
              B.alert("confirmarBorrado", generated: "Alerta", actions: ["borrarConfirmado", "cancelar"]),
              B.dialog("compartir", "CompartirAccion"),
              B.reducer("web", "Web"),
              B.reducer("beta", "Beta", attributes: ["@available(iOS 17, *)"]),
            ],
            state: ["Equatable", "Hashable"]),
          B.glue(.destination, parent: "Articulo", enumName: "Destination", modifier: "presentaciones")),
        B.destination("Inventario", [B.reducer("lista", "Lista")]),
        B.standalone("AppRoute", [B.reducer("inicio", "Inicio"), B.reducer("ajustes", "Ajustes")]),
      ],
      imports: ["ComposableArchitecture", "Models"])
  }
}
