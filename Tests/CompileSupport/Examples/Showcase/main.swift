import ComposableArchitecture
import SwiftUI
import Foundation

// The Showcase enums at run time: `store.case` for every kind of case (child stores, alerts,
// dialogs, a custom ephemeral state, ignored payloads, a case without payload), actions of
// ephemeral cases reaching the parent and dismissing, an initializer expression used by the
// generated body, cases sharing one reducer, the explicit-action migration pattern, an enum
// reducer's `body` as a case's reducer, and a stack of a dotted top-level enum.

@MainActor
func caso(_ store: StoreOf<Articulo>) -> String {
  guard let destino = store.scope(state: \.destination, action: \.destination.presented) else {
    return "nil"
  }
  switch destino.case {
  case let .autor(autor):
    let hijo: StoreOf<Autor> = autor
    return "autor store \(hijo.nombre)"
  case let .edicion(edicion):
    let hijo: StoreOf<Edicion> = edicion
    return "edicion store \(hijo.texto)"
  case let .confirmarBorrado(alerta):
    let estado: AlertState<Articulo.Destination.Alerta> = alerta
    return "alerta de \(estado.buttons.count) botones"
  #if DEBUG
  case let .beta(beta):
    let hijo: StoreOf<Beta> = beta
    _ = hijo
    return "beta store"
  #endif
  case let .compartir(dialogo):
    let estado: ConfirmationDialogState<Articulo.Destination.Compartir> = dialogo
    return "dialogo de \(estado.buttons.count) botones"
  case let .aviso(aviso):
    let estado: AlertState<Never> = aviso
    return "aviso sin botones: \(estado.buttons.isEmpty)"
  case let .toast(toast):
    let estado: ToastState<ToastAction> = toast
    return "toast \(estado.mensaje)"
  case let .web(url):
    let direccion: URL = url
    return "web \(direccion.absoluteString)"
  case let .reunion(reunion, syncUp: syncUp):
    let valores: (Meeting, SyncUp) = (reunion, syncUp)
    return "reunion \(valores.0.titulo) de \(valores.1.nombre)"
  case .cerrado:
    return "cerrado"
  }
}

let articulo = Store(initialState: Articulo.State()) { Articulo() }

// Ignored cases and the case without payload come back from `store.case` as their payloads.
let direccion = URL(string: "https://example.com/articulo")!
articulo.send(.presentar(.web(direccion)))
expectEqual(caso(articulo), "web https://example.com/articulo", "store.case of web")
articulo.send(.presentar(.reunion(Meeting(titulo: "Planificación"), syncUp: SyncUp(nombre: "Equipo"))))
expectEqual(caso(articulo), "reunion Planificación de Equipo", "store.case of reunion")
articulo.send(.presentar(.cerrado))
expectEqual(caso(articulo), "cerrado", "store.case of cerrado")
articulo.send(.presentar(.aviso(AlertState { TextState("Sin conexión") })))
expectEqual(caso(articulo), "aviso sin botones: true", "store.case of aviso")
report("ignored: web, reunion, cerrado, aviso")

// `beta` exists only when compiled with `-D DEBUG`.
#if DEBUG
articulo.send(.presentar(.beta(Beta.State())))
expectEqual(caso(articulo), "beta store", "store.case of beta")
report("DEBUG: beta presented")
#else
report("no DEBUG: no beta case")
#endif

// The custom ephemeral state: its payload through `store.case`; its action reaches the parent
// as `.destination(.presented(.toast(.deshacer)))`, then the toast is dismissed.
let toast = ToastState<ToastAction>(mensaje: "Guardado")
articulo.send(.presentar(.toast(toast)))
expectEqual(caso(articulo), "toast Guardado", "store.case of toast")
expectEqual(articulo.destination?.toast, toast, "toast payload through the State's case path")
articulo.send(.destination(.presented(.toast(.deshacer))))
expectEqual(articulo.visto, ["toast.deshacer"], "the parent saw the toast's action")
expectEqual(caso(articulo), "nil", "the toast is dismissed after its action")
report("ephemeral: toast action reached the parent, then dismissed")

// Generated alert and dialog action enums.
articulo.send(
  .presentar(
    .compartir(
      ConfirmationDialogState {
        TextState("Compartir")
      } actions: {
        ButtonState(action: .copiarEnlace) { TextState("Copiar enlace") }
        ButtonState(action: .enviarCorreo) { TextState("Enviar") }
      })))
expectEqual(caso(articulo), "dialogo de 2 botones", "store.case of compartir")
articulo.send(.destination(.presented(.compartir(.enviarCorreo))))
articulo.send(
  .presentar(
    .confirmarBorrado(
      AlertState {
        TextState("¿Borrar?")
      } actions: {
        ButtonState(role: .destructive, action: .borrarConfirmado) { TextState("Borrar") }
        ButtonState(role: .cancel, action: .cancelar) { TextState("Cancelar") }
      })))
expectEqual(caso(articulo), "alerta de 2 botones", "store.case of confirmarBorrado")
articulo.send(.destination(.presented(.confirmarBorrado(.cancelar))))
expectEqual(
  articulo.visto, ["toast.deshacer", "compartir.enviarCorreo", "confirmarBorrado.cancelar"],
  "what the parent saw")
expectEqual(caso(articulo), "nil", "the alert is dismissed after its action")
report("alert and dialog: \(articulo.visto)")

// The destination's edicion is built by its initializer `Edicion(modo: .completo)`, the
// path's by `Edicion()`.
articulo.send(.presentar(.edicion(Edicion.State(texto: "Borrador"))))
expectEqual(caso(articulo), "edicion store Borrador", "store.case of edicion")
articulo.send(.destination(.presented(.edicion(.textoCambiado("Final")))))
expectEqual(articulo.destination?.edicion?.editadoEnModo, .completo, "mode of the destination's Edicion")
articulo.send(.apilar(.edicion(Edicion.State(texto: "Nota"))))
articulo.send(.apilar(.autor(Autor.State(nombre: "Luz"))))
articulo.send(.path(.element(id: 0, action: .edicion(.textoCambiado("Nota 2")))))
articulo.send(.path(.element(id: 1, action: .autor(.seguirTocado))))
expectEqual(articulo.path[id: 0]?.edicion?.editadoEnModo, .rapido, "mode of the path's Edicion")
expectEqual(articulo.path[id: 1]?.autor?.seguidores, 1, "followers of the path's Autor")
report("initializers: destination .completo, path .rapido")

// Three cases share Counter: an action reaches only the presented case.
let ajustes = Store(initialState: App.Settings.State()) { App.Settings() }
ajustes.send(.presentar(.popover(Counter.State())))
ajustes.send(.sheet(.presented(.popover(.incrementar))))
expectEqual(ajustes.sheet?.popover?.cuenta, 1, "count of the popover")
let antes = ajustes.state
let avisos = collectingWarnings { ajustes.send(.sheet(.presented(.sheet(.incrementar)))) }
expectEqual(ajustes.state, antes, "state after an action for the sheet case while the popover shows")
expect(avisos.count == 1 && isWrongCaseWarning(avisos[0]), "one wrong-case warning, got \(avisos)")
report("shared reducer: popover \(ajustes.sheet?.popover?.cuenta ?? -1)")

// A fully qualified existing alert action type.
let contactos = Store(initialState: Contacts.State()) { Contacts() }
contactos.send(.presentar(.alert(AlertState { TextState("¿Borrar contacto?") })))
contactos.send(.destination(.presented(.alert(.confirmarBorrado))))
expectEqual(contactos.borrados, 1, "the parent saw ContactsFeature.Action.Alert.confirmarBorrado")
expect(contactos.destination == nil, "the contacts alert is dismissed after its action")
report("qualified alert action: borrados \(contactos.borrados)")

// `Articles.Body = Articles.body`, the explicit-action migration, and a `Path.Settings` stack.
let biblioteca = Store(initialState: Biblioteca.State()) { Biblioteca() }
biblioteca.send(.mostrarColumna(.articles(Articles.Body.State())))
biblioteca.send(.columna(.presented(.articles(.leido))))
expectEqual(biblioteca.columna?.articles?.leidos, 1, "articles read through Articles.body")
biblioteca.send(.mostrarMigrado(.alert(AlertState { TextState("Migrado") })))
biblioteca.send(.migrado(.presented(.alert(.aceptar))))
expectEqual(biblioteca.visto, ["migrado.alert.aceptar"], "the explicit action reached the parent")
expect(biblioteca.migrado == nil, "the ignored alert is dismissed after its explicit action")
biblioteca.send(.mostrarMigrado(.settings(Settings.State())))
biblioteca.send(.migrado(.presented(.settings(.notificacionesAlternadas))))
expectEqual(biblioteca.migrado?.settings?.notificaciones, false, "Settings ran through Migrated's body")
biblioteca.send(.apilarAjustes(.general(Counter.State())))
biblioteca.send(.apilarAjustes(.about("Versión 1")))
biblioteca.send(.ajustes(.element(id: 0, action: .general(.incrementar))))
expectEqual(biblioteca.ajustes[id: 0]?.general?.cuenta, 1, "count of the Path.Settings general screen")
guard let acerca = biblioteca.scope(state: \.ajustes[id: 1], action: \.ajustes[id: 1]) else {
  fail("no store for the about screen")
}
switch acerca.case {
case let .about(texto):
  let valor: String = texto
  expectEqual(valor, "Versión 1", "store.case of the ignored about case")
case .general:
  fail("screen #1 is about")
}
report("nested enums: articles read 1, migrated alert, Path.Settings stack")

// The GENERATED glue at run time: each case in the presentation the schema gives it; cases the
// glue leaves out (`aviso` with `"view": false`, ignored and ephemeral ones) present nothing.
let pantallas = Store(initialState: Articulo.State()) { Articulo() }
let articuloView = ArticuloView(store: pantallas)
pantallas.send(.presentar(.compartir(ConfirmationDialogState { TextState("Compartir") })))
expectEqual(presentations(of: articuloView), ["confirmationDialog Store<ConfirmationDialogState<Compartir>, Compartir>"], "compartir")
pantallas.send(.presentar(.edicion(Edicion.State(texto: "Borrador"))))
expectEqual(presentations(of: articuloView), ["fullScreenCover EdicionView"], "edicion")
pantallas.send(.presentar(.aviso(AlertState { TextState("Sin conexión") })))
expectEqual(presentations(of: articuloView), [], "aviso, left out of the glue")
pantallas.send(.presentar(.web(URL(string: "https://example.com")!)))
expectEqual(presentations(of: articuloView), [], "web, an ignored case")
#if DEBUG
  pantallas.send(.presentar(.beta(Beta.State())))
  expectEqual(presentations(of: articuloView), ["popover BetaView"], "beta")
#endif
pantallas.send(.apilar(.autor(Autor.State(nombre: "Eva"))))
#if DEBUG
  let conPila = ["popover BetaView", "navigationDestination AutorView"]
#else
  let conPila = ["navigationDestination AutorView"]
#endif
expectEqual(presentations(of: articuloView), conPila, "the destination inside the root, then the stack's top screen")
report("glue: compartir, edicion, aviso and web left out, stack top autor")

let ajustesView = App.Settings.View(store: ajustes)
expectEqual(presentations(of: ajustesView), ["popover CounterView"], "the settings popover")

let bibliotecaView = BibliotecaView(store: biblioteca)
expectEqual(presentations(of: bibliotecaView), ["navigationDestination Text"], "the about screen, drawn by `other`")
presented(Text.self, by: bibliotecaView).dismiss()
expectEqual(presentations(of: bibliotecaView), ["navigationDestination CounterView"], "back to the general screen")
biblioteca.send(.mostrarMigrado(.alert(AlertState { TextState("Migrado") })))
expectEqual(presentations(of: MigradoView(store: biblioteca)), ["alert Store<AlertState<Alert>, Alert>"], "the migrated alert")
report("glue: settings popover, about drawn by the caller, migrated alert")
