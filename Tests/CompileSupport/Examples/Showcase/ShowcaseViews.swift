import ComposableArchitecture
import SwiftUI

// Views on the GENERATED glue of every Showcase enum that opts in: modifiers with every
// presentation (and a `#if DEBUG` case), a stack from a feature's path, a renamed modifier, a
// view named in the schema, an enum of `enums` presented from a parent the schema names, a path
// without parent (`screen(_:)`) and an iOS 16 path whose `about` case the caller draws.
// (`@SwiftUI.Bindable`: see ArticuloViews.swift in the Articulo example.)

struct ArticuloView: View {
  @SwiftUI.Bindable var store: StoreOf<Articulo>

  var body: some View {
    Articulo.Path.navigationStack($store) {
      Text("Artículo").destination($store)
    }
  }
}

extension App.Settings {
  struct View: SwiftUI.View {
    @SwiftUI.Bindable var store: StoreOf<App.Settings>

    var body: some SwiftUI.View {
      Text("Ajustes").settingsSheet($store)
    }
  }
}

struct ContactsView: View {
  @SwiftUI.Bindable var store: StoreOf<Contacts>

  var body: some View {
    Text("Contactos").destination($store)
  }
}

/// iOS 16: `@Perception.Bindable` and `WithPerceptionTracking` around the body.
struct BibliotecaView: View {
  @Perception.Bindable var store: StoreOf<Biblioteca>

  var body: some View {
    WithPerceptionTracking {
      Path.Settings.navigationStack($store) {
        Text("Biblioteca")
      } other: { caseScope in
        if case let .about(texto) = caseScope {
          Text(texto)
        }
      }
    }
  }
}

/// `Migrated`'s modifier, from SwiftUI's `Bindable` (the schema leaves `perception` off there).
struct MigradoView: View {
  @SwiftUI.Bindable var store: StoreOf<Biblioteca>

  var body: some View {
    Text("Migrado").migrado($store)
  }
}

@available(macOS 14, iOS 17, *)
@MainActor
func popup(_ store: StoreOf<PopupState>) -> some View {
  PopupState.screen(store)
}

struct AutorView: View {
  let store: StoreOf<Autor>

  var body: some View {
    Text(store.nombre)
  }
}

struct EdicionView: View {
  let store: StoreOf<Edicion>

  var body: some View {
    Text(store.texto)
  }
}

struct BetaView: View {
  let store: StoreOf<Beta>

  var body: some View {
    Text("Beta")
  }
}

struct CounterView: View {
  let store: StoreOf<Counter>

  var body: some View {
    Button("\(store.cuenta)") { store.send(.incrementar) }
  }
}

/// Named in the schema (`"view": "NewContactView"`) instead of the default `AddContactView`.
struct NewContactView: View {
  let store: StoreOf<AddContact>

  var body: some View {
    Text(store.nombre)
  }
}

struct SettingsView: View {
  let store: StoreOf<Settings>

  var body: some View {
    Text(store.notificaciones ? "Notificaciones" : "Silencio")
  }
}
