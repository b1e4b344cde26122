/// Schemas with enums placed inside others (`reducerEnum`), for the per-enum file tests of the
/// core and of the plugin, which must name the same files.
enum PlacedEnumSchemas {
  /// A schema whose `Path` holds `Ajustes`, which holds `Cuenta` (`reducerEnum`), plus a
  /// destination of another feature.
  static let placements = #"""
    { "version": 1,
      "features": [
        { "name": "Biblioteca", "path": { "cases": ["Libro", { "reducerEnum": "Ajustes" }] } },
        { "name": "Tienda", "destination": { "cases": ["Carrito"] } }
      ],
      "enums": [
        { "name": "Biblioteca.Path.Ajustes", "cases": ["General", { "reducerEnum": "Cuenta" }] },
        { "name": "Biblioteca.Path.Ajustes.Cuenta", "cases": ["Perfil"] }
      ] }
    """#
}
