// Round-trip input: a `Path` that groups its sub-stacks' @Reducer enums inside
// itself, one of them nesting another a level deeper and reached through the
// `Body = body` workaround, with a conformance extension of an inner enum, all
// under one `#if`.
import ComposableArchitecture

#if os(iOS)
extension Biblioteca {
  @Reducer
  enum Path {
    case ajustes(Ajustes.Body = Ajustes.body)
    case libro(Libro)

    @Reducer
    enum Ajustes {
      case general(General)
      case cuenta(Cuenta.Body = Cuenta.body)

      @Reducer
      enum Cuenta {
        case perfil(Perfil)
      }
    }
  }
}

extension Biblioteca.Path.Ajustes.State: Equatable {}
#endif
