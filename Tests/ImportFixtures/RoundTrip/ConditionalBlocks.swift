// Round-trip input: `#if` blocks as real code writes them — `#elseif` and
// `#else` clauses, a block nested in a clause, two adjacent blocks with the
// same condition, and an empty block.
import ComposableArchitecture

extension Lector {
  @Reducer
  enum Destination {
    case ajustes(Pantalla)
    #if os(macOS)
    case ventana(Pantalla)
    case avisoMac(AlertState<AvisoMac>)
    #elseif os(iOS)
    case hoja(Pantalla)
    #else
    case otra(Pantalla)
    case nada
    #endif
    #if DEBUG
    case depuracion(Pantalla)
    #if NAVGEN_INTERNO
    case interna(Pantalla)
    case menu(ConfirmationDialogState<Menu>)
    #endif
    #endif
    #if DEBUG
    case registro(String, nivel: Int)
    #endif
    #if TESTING
    #endif
  }
}
