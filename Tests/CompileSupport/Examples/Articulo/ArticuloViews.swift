import ComposableArchitecture
import SwiftUI

// Lesson 002's `ArticuloView`, rewritten on the GENERATED `destination(_:)` modifier: the three
// hand-written `.navigationDestination`, `.sheet` and `.alert` become one line. (An iOS 17 app
// writes `@Bindable`; Linux has no deployment target to hide Perception's iOS 16 `Bindable`, so
// the fixture needs the module name.)

struct ArticuloView: View {
  @SwiftUI.Bindable var store: StoreOf<Articulo>

  var body: some View {
    Form {
      Text(store.texto)
      Button("Borrar") { store.send(.borrarTocado) }
    }
    .destination($store)
  }
}

/// The same modifier from a `Binding` of the store, as TCA's `scope(state:action:)` allows.
struct ArticuloDesdeBinding: View {
  @Binding var store: StoreOf<Articulo>

  var body: some View {
    Text("Artículo").destination($store)
  }
}

struct AutorView: View {
  let store: StoreOf<Autor>

  var body: some View {
    Form {
      Text(store.nombre)
      Button("Seguir") { store.send(.seguirTocado) }
    }
  }
}

struct EdicionView: View {
  let store: StoreOf<Edicion>

  var body: some View {
    Text(store.texto)
  }
}
