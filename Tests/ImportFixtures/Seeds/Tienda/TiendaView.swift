import ComposableArchitecture
import SwiftUI

struct TiendaView: View {
  @Bindable var store: StoreOf<Tienda>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.camino, action: \.camino)) {
      List(store.destacados) { modelo in
        Button(modelo.nombre) { store.send(.productoPulsado(modelo)) }
      }
      .navigationTitle("Tienda")
    } destination: { store in
      switch store.case {
      case let .producto(store):
        ProductoView(store: store)
      case let .resena(store):
        ResenaView(store: store)
      case let .perfil(store):
        PerfilView(store: store)
      }
    }
  }
}

#Preview("Tienda con destacados") {
  TiendaView(
    store: Store(initialState: Tienda.State(destacados: [.init(nombre: "Café \u{2615}")])) {
      Tienda()
    }
  )
}
