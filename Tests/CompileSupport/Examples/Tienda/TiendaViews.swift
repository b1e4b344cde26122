import ComposableArchitecture
import SwiftUI

// Lesson 003's `TiendaView`, rewritten on the GENERATED `Tienda.Camino.view(_:)`: the
// hand-written `switch store.case` in `destination:` becomes one call. (An iOS 17 app writes
// `@Bindable`; see ArticuloViews.swift for why the fixture needs `SwiftUI.`.)

struct TiendaView: View {
  @SwiftUI.Bindable var store: StoreOf<Tienda>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.camino, action: \.camino)) {
      List {
        NavigationLink(state: Tienda.Camino.State.producto(Producto.State(nombre: "Lápiz"))) {
          Text("Lápiz")
        }
        NavigationLink(state: Tienda.Camino.State.resena(Resena.State())) {
          Text("Ver reseña")
        }
      }
      .navigationTitle("Destacados")
    } destination: { store in
      Tienda.Camino.view(store)
    }
  }
}

/// The whole stack from the GENERATED `navigationStack(_:root:)`.
struct TiendaConPilaGenerada: View {
  @SwiftUI.Bindable var store: StoreOf<Tienda>

  var body: some View {
    Tienda.Camino.navigationStack($store) {
      Text("Destacados")
    }
  }
}

/// The same from a `Binding` of the store.
struct TiendaDesdeBinding: View {
  @Binding var store: StoreOf<Tienda>

  var body: some View {
    Tienda.Camino.navigationStack($store) {
      Text("Destacados")
    }
  }
}

struct ProductoView: View {
  let store: StoreOf<Producto>

  var body: some View {
    Form {
      Text(store.nombre)
      Button("Me gusta") { store.send(.meGusta) }
    }
  }
}

struct ResenaView: View {
  let store: StoreOf<Resena>

  var body: some View {
    Text(store.texto)
  }
}

struct PerfilView: View {
  let store: StoreOf<Perfil>

  var body: some View {
    Text(store.alias)
  }
}
