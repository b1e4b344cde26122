@testable import NavSchema

extension DiffGraphSupport {
  /// Apps of the shapes that made pictures of changes too big for a pull-request comment, or
  /// laid their labels over one another, each before and after a change: a root with 22 children
  /// (linked, for a change that drops a link), a sign-up flow of 9 steps, chains of 12 and 9
  /// screens, and an app in four modules (SwiftPM targets, from where its enums' files
  /// are). The same for every run.
  enum GeneratedApps {
    typealias B = DiffGraphSupport.Builders

    /// A change of an app: both sides and whether its graph groups nodes by module.
    struct Change: Sendable {
      var name: String
      var old: NavigationSchema
      var new: NavigationSchema
      var groupedByModule = false
    }

    static let all: [Change] = [
      wideRootRenamed, wideRootThreeFeatures, wideRootFiveChanges, signUpStepAdded, chainStepInserted,
      nineStepChainTwoFeatures, modulesChanged,
    ]

    // MARK: A root with 22 children

    static let sections = [
      "perfil", "ajustes", "pedidos", "favoritos", "carrito", "busqueda", "notificaciones", "mensajes", "ayuda",
      "privacidad", "pagos", "direcciones", "cupones", "historial", "tiendas", "ofertas", "categorias", "novedades",
      "resenas", "soporte", "idioma", "acerca",
    ]

    static func typeName(_ caseName: String) -> String {
      caseName.prefix(1).uppercased() + caseName.dropFirst()
    }

    /// `Inicio` presents 22 sections; each section has an alert and a detail screen.
    static var wideRoot: NavigationSchema {
      let features = ["Inicio"] + sections.map(typeName)
      var enums = [B.destination("Inicio", sections.map { B.reducer($0, typeName($0)) })]
      for section in sections.map(typeName) {
        enums.append(
          B.destination(
            section,
            [
              B.alert("confirmar", generated: "Alerta", actions: ["aceptar"]),
              B.reducer("detalle", "Detalle\(section)"),
            ]))
      }
      return B.schema(features: features, enums: enums)
    }

    /// `perfil → cuenta`: the section's case renamed, its payload kept.
    static var wideRootRenamed: Change {
      var new = wideRoot
      new.enums[0].entries[0].navigationCase.name = "cuenta"
      return Change(name: "wide-root-renamed", old: wideRoot, new: new)
    }

    /// Three features touched: `Inicio` gains a section, `Busqueda` loses its detail screen,
    /// `Ajustes` shows its detail only in debug builds.
    static var wideRootThreeFeatures: Change {
      var new = wideRoot
      new.features.append(Feature(name: "Premios", location: B.at(1)))
      new.enums[0].entries.insert(B.reducer("premios", "Premios"), at: 11)
      new.enums[6].entries.remove(at: 1)
      new.enums[2].entries[1].condition = "DEBUG"
      return Change(name: "wide-root-three-features", old: wideRoot, new: new)
    }

    /// `Inicio` with a link per section: `app://<section>`.
    static var wideRootLinked: NavigationSchema {
      var schema = wideRoot
      schema.links = LinkSettings(prefixes: ["app://"], location: B.at(1))
      for index in schema.enums[0].entries.indices {
        let name = schema.enums[0].entries[index].navigationCase.name
        schema.enums[0].entries[index].navigationCase.link = CaseLink(
          template: LinkTemplate(segments: [.literal(name)]), location: B.at(1))
      }
      return schema
    }

    /// Five changes around the root: `perfil → cuenta`, `ajustes` only in debug builds (and so
    /// no longer linked: a link must open in every build), `premios` and `eventos` added.
    static var wideRootFiveChanges: Change {
      let old = wideRootLinked
      var new = old
      new.features += [Feature(name: "Premios", location: B.at(1)), Feature(name: "Eventos", location: B.at(1))]
      new.enums[0].entries[0].navigationCase.name = "cuenta"
      new.enums[0].entries[1].condition = "DEBUG"
      new.enums[0].entries[1].navigationCase.link = nil
      new.enums[0].entries.insert(B.reducer("premios", "Premios"), at: 11)
      new.enums[0].entries.append(B.reducer("eventos", "Eventos"))
      return Change(name: "wide-root-five-changes", old: old, new: new)
    }

    // MARK: Long flows

    static let signUpSteps = [
      "bienvenida", "permisos", "cuenta", "perfil", "intereses", "notificaciones", "privacidad", "resumen", "listo",
    ]

    /// `Alta`'s stack of nine steps, each with an alert.
    static var signUp: NavigationSchema {
      let steps = signUpSteps.map(typeName)
      var enums = [B.path("Alta", name: "Paso", signUpSteps.map { B.reducer($0, typeName($0)) })]
      enums += steps.map { B.destination($0, [B.alert("error", generated: "Alerta", actions: ["reintentar"])]) }
      return B.schema(features: ["Alta"] + steps, enums: enums)
    }

    /// A step added in the middle of the flow.
    static var signUpStepAdded: Change {
      var new = signUp
      new.features.append(Feature(name: "Verificacion", location: B.at(1)))
      new.enums[0].entries.insert(B.reducer("verificacion", "Verificacion"), at: 4)
      return Change(name: "sign-up-step-added", old: signUp, new: new)
    }

    /// `Paso1` presents `Paso2`, which presents `Paso3`, … to `Paso<length>`; each has an alert and a sheet of help.
    static func chain(length: Int) -> NavigationSchema {
      let steps = (1...length).map { "Paso\($0)" }
      let enums = steps.enumerated().map { index, step in
        var cases = [
          B.alert("error", generated: "Alerta", actions: ["reintentar"]), B.reducer("ayuda", "Ayuda\(step)"),
        ]
        if index + 1 < steps.count { cases.insert(B.reducer("siguiente", steps[index + 1]), at: 0) }
        return B.destination(step, cases)
      }
      return B.schema(features: steps, enums: enums)
    }

    /// `PasoExtra` inserted between `Paso6` and `Paso7`.
    static var chainStepInserted: Change {
      let chain = chain(length: 12)
      var new = chain
      new.features.append(Feature(name: "PasoExtra", location: B.at(1)))
      new.enums[5].entries[0] = B.reducer("siguiente", "PasoExtra")
      new.enums.append(
        B.destination(
          "PasoExtra",
          [B.reducer("siguiente", "Paso7"), B.alert("error", generated: "Alerta", actions: ["reintentar"])]))
      return Change(name: "chain-step-inserted", old: chain, new: new)
    }

    /// In a chain of nine, two neighbours touched: `Paso5` gains an alert, `Paso4`'s next step
    /// skips to `Paso6`.
    static var nineStepChainTwoFeatures: Change {
      let chain = chain(length: 9)
      var new = chain
      new.enums[4].entries.append(B.alert("aviso", generated: "Aviso", actions: ["ok"]))
      new.enums[3].entries[0] = B.reducer("siguiente", "Paso6")
      return Change(name: "nine-step-chain-two-features", old: chain, new: new)
    }

    // MARK: An app in modules

    /// Twelve features in four modules, each enum declared in `Sources/<Module>/<Feature>.swift`.
    static var modules: NavigationSchema {
      func located(_ navigationEnum: NavigationEnum, _ module: String) -> NavigationEnum {
        var located = navigationEnum
        located.location = SourceLocation(
          file: "App/Sources/\(module)/\(navigationEnum.scope.joined(separator: ".")).swift", line: 1, column: 1)
        return located
      }
      let enums = [
        located(
          B.path(
            "App", [B.reducer("catalogo", "Catalogo"), B.reducer("carrito", "Carrito"), B.reducer("perfil", "Perfil")]),
          "AppFeature"),
        located(
          B.destination(
            "Catalogo",
            [
              B.reducer("producto", "Producto"), B.reducer("busqueda", "Busqueda"),
              B.ephemeral("aviso", "ToastState", "ToastAction"),
            ]), "CatalogFeature"),
        located(
          B.destination(
            "Producto",
            [
              B.reducer("galeria", "Galeria"), B.dialog("compartir", "Compartir"),
              B.alert("agotado", generated: "Alerta", actions: ["avisarme"]),
            ]), "CatalogFeature"),
        located(B.destination("Busqueda", [B.reducer("filtros", "Filtros"), B.plain("vacia")]), "CatalogFeature"),
        located(
          B.destination(
            "Carrito", [B.reducer("pago", "Pago"), B.reducer("direccion", "Direccion"), B.ignored("cupon", ["String"])]),
          "CartFeature"),
        located(
          B.destination("Pago", [B.alert("rechazado", generated: "Alerta", actions: ["reintentar"]), B.ignored("web", ["URL"])]),
          "CartFeature"),
        located(
          B.destination("Perfil", [B.reducer("ajustes", "Ajustes"), B.reducer("pedidos", "Pedidos")]), "ProfileFeature"),
        located(
          B.destination(
            "Ajustes",
            [
              B.reducer("idioma", "Idioma"), B.reducer("privacidad", "Privacidad"),
              B.alert("cerrarSesion", generated: "Alerta", actions: ["salir"]),
            ]), "ProfileFeature"),
      ]
      return B.schema(
        features: ["App", "Catalogo", "Producto", "Busqueda", "Carrito", "Pago", "Perfil", "Ajustes"], enums: enums)
    }

    /// Three features in three modules: `Producto` gains reviews, `Carrito`'s `pago` is now
    /// `checkout`, `Ajustes` loses its language screen.
    static var modulesChanged: Change {
      var new = modules
      new.enums[2].entries.insert(B.reducer("resenas", "Resenas"), at: 1)
      new.enums[4].entries[0].navigationCase.name = "checkout"
      new.enums[7].entries.remove(at: 0)
      return Change(name: "modules-changed", old: modules, new: new, groupedByModule: true)
    }
  }
}
