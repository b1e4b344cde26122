import ComposableArchitecture
import SwiftUI

// The GENERATED `presentaciones(_:)` of `Lector.Destination`: its modifiers sit in the enum's
// `#if` / `#elseif` / `#else` blocks. (`@SwiftUI.Bindable`: see ArticuloViews.swift in the
// Articulo example.)

struct LectorView: View {
  @SwiftUI.Bindable var store: StoreOf<Lector>

  var body: some View {
    Text("Lector").presentaciones($store)
  }
}

struct PantallaView: View {
  let store: StoreOf<Pantalla>

  var body: some View {
    Button(store.titulo) { store.send(.tocado) }
  }
}
