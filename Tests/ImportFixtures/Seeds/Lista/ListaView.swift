import ComposableArchitecture
import SwiftUI

struct ListaView: View {
  let store: StoreOf<Lista>

  var body: some View {
    List(store.items) { item in
      Button(item.titulo) { store.send(.filaTocada(item.id)) }
    }
    .sheet(item: Bindable(store).scope(state: \.destination?.detalle, action: \.destination.detalle)) { store in
      DetalleView(store: store)
    }
  }
}
