import ComposableArchitecture
import SwiftUI

struct ArticuloView: View {
  @Bindable var store: StoreOf<Articulo>

  var body: some View {
    Form { Text(store.texto) }
      .toolbar {
        Button("Autor") { store.send(.autorTocado) }
        Button("Editar") { store.send(.editarTocado) }
        Button("Borrar", role: .destructive) { store.send(.borrarTocado) }
      }
      .sheet(item: $store.scope(state: \.destination?.edicion, action: \.destination.edicion)) { store in
        EdicionView(store: store)
      }
      .navigationDestination(item: $store.scope(state: \.destination?.autor, action: \.destination.autor)) { store in
        AutorView(store: store)
      }
      .alert($store.scope(state: \.destination?.confirmarBorrado, action: \.destination.confirmarBorrado))
  }
}

#Preview {
  NavigationStack {
    ArticuloView(store: Store(initialState: Articulo.State(texto: #"Un "texto" \con barras"#, autorID: 1)) {
      Articulo()
    })
  }
}
