import ComposableArchitecture
import SwiftUI

struct InventarioView: View {
  @Bindable var store: StoreOf<Inventario>
  private let patron = /(?<codigo>[A-Z]{3})-\d+/

  var body: some View {
    List(store.articulos) { articulo in
      Button(articulo.nombre) { store.send(.articuloPulsado(articulo.id)) }
        .swipeActions { Button("Editar") { store.send(.editarPulsado(articulo.id)) } }
    }
    .toolbar { Button("Ajustes") { store.send(.ajustesPulsado) } }
    .sheet(item: $store.scope(state: \.destino?.detalle, action: \.destino.detalle)) { DetalleView(store: $0) }
    .sheet(item: $store.scope(state: \.destino?.editar, action: \.destino.editar)) { EditorView(store: $0) }
    .popover(item: $store.scope(state: \.destino?.ajustes, action: \.destino.ajustes)) { AjustesView(store: $0) }
  }
}
