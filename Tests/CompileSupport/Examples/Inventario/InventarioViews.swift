import ComposableArchitecture
import SwiftUI

// Lesson 004's inventory for an app that still targets iOS 16, as lesson 003 writes such views:
// `@Perception.Bindable` and `WithPerceptionTracking`, on the GENERATED `destinos(_:)` modifier
// (the schema names it and asks for Perception's `Bindable`).

struct InventarioView: View {
  @Perception.Bindable var store: StoreOf<Inventario>

  var body: some View {
    WithPerceptionTracking {
      List {
        ForEach(store.articulos, id: \.self) { articulo in
          Text(articulo)
        }
        Button("Ajustes") { store.send(.ajustesPulsado) }
      }
      .destinos($store)
    }
  }
}

struct DetalleView: View {
  let store: StoreOf<Detalle>

  var body: some View {
    WithPerceptionTracking {
      Button(store.articulo) { store.send(.guardarTocado) }
    }
  }
}

/// Named in the schema (`"view": "EditorDeArticuloView"`) instead of the default `EditorView`.
struct EditorDeArticuloView: View {
  let store: StoreOf<Editor>

  var body: some View {
    WithPerceptionTracking {
      Form {
        Text(store.nombre)
        Button("Listo") { store.send(.listoTocado) }
      }
    }
  }
}

struct AjustesView: View {
  let store: StoreOf<Ajustes>

  var body: some View {
    WithPerceptionTracking {
      Button("Orden") { store.send(.ordenAlternado) }
    }
  }
}
