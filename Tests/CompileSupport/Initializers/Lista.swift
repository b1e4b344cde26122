import ComposableArchitecture

// The types the initializer compile test's generated enum names (see
// InitializerCompileTests): a child feature whose initializer takes the
// closures, key paths, strings, numbers and collections default reducer
// values are written with, written without macros.

struct Articulo: Equatable, Sendable {
  var nombre: String
  var activo: Bool
  var precio: Int
  var autor: Autor?

  static let ejemplo = Articulo(nombre: "Libro", activo: true, precio: 12, autor: nil)
}

struct Autor: Equatable, Sendable {
  var nombre: String
}

enum Config {
  static let usuario = "Ana"
  static let limite: Int? = nil
  static let depurar = false
  static let actual: Autor? = Autor(nombre: "Ana")
}

struct Lista: Reducer {
  enum Modo: Sendable {
    case completo
    case rapido
  }

  var filtro: (Articulo) -> Bool = { _ in true }
  var orden: (Articulo, Articulo) -> Bool = { _, _ in false }
  var clave: KeyPath<Articulo, String> = \.nombre
  var claveOpcional: KeyPath<Articulo, String?> = \.autor?.nombre
  var titulo = ""
  var limite = 0
  var rango: Range<Int> = 0..<1
  var modo = Modo.rapido
  var items: [Articulo] = []
  var pesos: [String: Int] = [:]
  var centro = (0.0, 0.0)

  init(
    filtro: @escaping (Articulo) -> Bool = { _ in true },
    orden: @escaping (Articulo, Articulo) -> Bool = { _, _ in false }
  ) {
    self.filtro = filtro
    self.orden = orden
  }

  init(clave: KeyPath<Articulo, String>) { self.clave = clave }
  init(claveOpcional: KeyPath<Articulo, String?>) { self.claveOpcional = claveOpcional }
  init(titulo: String) { self.titulo = titulo }
  init(limite: Int, rango: Range<Int>) {
    self.limite = limite
    self.rango = rango
  }
  init(modo: Modo) { self.modo = modo }
  init(items: [Articulo], pesos: [String: Int], centro: (Double, Double)) {
    self.items = items
    self.pesos = pesos
    self.centro = centro
  }

  struct State: Equatable, ObservableState {
    var articulos: [Articulo] = []

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case ordenar
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.articulos = state.articulos.filter(filtro).sorted(by: orden)
      return .none
    }
  }
}

/// Holds the generated destination the way TCA code does.
struct Catalogo {
  var destino: Catalogo.Destination.State?
}
