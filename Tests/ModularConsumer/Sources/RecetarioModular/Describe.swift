import AppFeature
import Foundation
import ComentariosFeature
import RecetaFeature

// The state a link opened, in the words of `navgen links --resolve`: each screen's case and the
// values its link read, outermost first.

func describe(_ state: Recetario.State) -> String {
  var parts: [String] = []
  for screen in state.camino {
    switch screen {
    case let .receta(receta):
      parts.append("receta(id: \(receta.id))")
      parts += describe(receta.destination)
    case let .autor(autor): parts.append("autor(alias: \(autor.alias))")
    case .historial: parts.append("historial")
    }
  }
  switch state.destination {
  case let .buscar(busqueda)?: parts.append("buscar(texto: \(busqueda.texto ?? "nil"))")
  case .ajustes?: parts.append("ajustes")
  case nil: break
  }
  return parts.joined(separator: " > ")
}

func describe(_ destination: Receta.Destination.State?) -> [String] {
  switch destination {
  case let .comentarios(comentarios)?: return ["comentarios(pagina: \(comentarios.pagina))"] + describe(comentarios.destination)
  case .compartir?: return ["compartir"]
  case .borrar?: return ["borrar"]
  case nil: return []
  }
}

func describe(_ destination: Comentarios.Destination.State?) -> [String] {
  switch destination {
  case let .respuesta(respuesta)?: return ["respuesta(id: \(respuesta.id))"]
  case .editor?: return ["editor"]
  case .denunciar?: return ["denunciar"]
  case nil: return []
  }
}

/// `opens <screens>`, `refuses` (the state unchanged) or `not a URL`, for a link opened from a fresh root.
func answer(_ text: String) -> String {
  guard let url = URL(string: text, encodingInvalidCharacters: false) else { return "not a URL" }
  var state = Recetario.State()
  let fresh = state
  guard state.navigate(to: url) else {
    expectEqual(state, fresh, "the state after \(text.prefix(60))")
    return "refuses"
  }
  return "opens " + describe(state)
}
