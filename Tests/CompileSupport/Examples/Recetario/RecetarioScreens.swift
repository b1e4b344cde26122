import ComposableArchitecture
import Foundation

// The screens the Recetario links open, without macros, and `Unidad`, an app type that links
// read and print as a `LosslessStringConvertible`.

enum Unidad: String, Equatable, Sendable, LosslessStringConvertible {
  case gramos, tazas, cucharadas

  init?(_ description: String) { self.init(rawValue: description) }
  var description: String { rawValue }
}

/// A leaf screen: its state is `Values`, it has no actions of its own but `tocar`.
struct Pantalla<Values: Equatable & Sendable>: Reducer {
  struct State: Equatable, ObservableState {
    var values: Values

    var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
    var _$id: ComposableArchitecture.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
  }

  enum Action: Equatable {
    case tocar
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

struct AutorValues: Equatable, Sendable { var alias: String }
typealias Autor = Pantalla<AutorValues>
extension Autor.State where Values == AutorValues {
  init(alias: String) { self.init(values: AutorValues(alias: alias)) }
  var alias: String { values.alias }
}

struct HistorialValues: Equatable, Sendable {}
typealias Historial = Pantalla<HistorialValues>
extension Historial.State where Values == HistorialValues {
  init() { self.init(values: HistorialValues()) }
}

struct AjustesValues: Equatable, Sendable {}
typealias Ajustes = Pantalla<AjustesValues>
extension Ajustes.State where Values == AjustesValues {
  init() { self.init(values: AjustesValues()) }
}

struct BusquedaValues: Equatable, Sendable {
  var texto: String?
  var vegano: Bool?
}
typealias Busqueda = Pantalla<BusquedaValues>
extension Busqueda.State where Values == BusquedaValues {
  init(texto: String?, vegano: Bool?) { self.init(values: BusquedaValues(texto: texto, vegano: vegano)) }
  var texto: String? { values.texto }
  var vegano: Bool? { values.vegano }
}

struct ComentariosValues: Equatable, Sendable { var pagina: Int }
typealias Comentarios = Pantalla<ComentariosValues>
extension Comentarios.State where Values == ComentariosValues {
  init(pagina: Int) { self.init(values: ComentariosValues(pagina: pagina)) }
  var pagina: Int { values.pagina }
}

struct PorcionValues: Equatable, Sendable {
  var gramos: Double
  var unidad: Unidad
}
typealias Porcion = Pantalla<PorcionValues>
extension Porcion.State where Values == PorcionValues {
  init(gramos: Double, unidad: Unidad) { self.init(values: PorcionValues(gramos: gramos, unidad: unidad)) }
  var gramos: Double { values.gramos }
  var unidad: Unidad { values.unidad }
}

struct FotoValues: Equatable, Sendable {
  var id: UUID
  var ampliada: Bool
}
typealias Foto = Pantalla<FotoValues>
extension Foto.State where Values == FotoValues {
  init(id: UUID, ampliada: Bool) { self.init(values: FotoValues(id: id, ampliada: ampliada)) }
  var id: UUID { values.id }
}
