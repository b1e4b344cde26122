/// A navigation stack: an ordered collection of screen states, each with its own ID.
///
/// Stand-in: IDs come from a counter stored in the stack itself, starting at 0 and never
/// reused (TCA takes them from the `stackElementID` dependency, which counts from 0 in tests).
/// `ids` is an array here, an `OrderedSet` in TCA.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:16 (1.12.0), :16 (1.14.0),
//   :16 (1.15.0), :16 (1.16.0), :16 (1.22.0), :16 (1.25.0), :16 (1.25.2), :16 (1.25.3), :16 (main)
public struct StackState<Element> {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:34 (1.12.0), :34 (1.14.0),
  //   :34 (1.15.0), :34 (1.16.0), :34 (1.22.0), :34 (1.25.0), :34 (1.25.2), :34 (1.25.3),
  //   :34 (main)
  public private(set) var ids: [StackElementID] = []
  private var elements: [Element] = []
  private var nextGeneration = 0

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:211 (1.12.0),
  //   :182 (1.14.0), :182 (1.15.0), :182 (1.16.0), :182 (1.22.0), :158 (1.25.0), :158 (1.25.2),
  //   :158 (1.25.3), :158 (main)
  public init() {}

  /// The element with this ID, or `nil` once it left the stack. Assigning `nil` removes it;
  /// assigning an element at a missing ID is reported and ignored.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:39 (1.12.0), :39 (1.14.0),
  //   :39 (1.15.0), :39 (1.16.0), :39 (1.22.0), :39 (1.25.0), :39 (1.25.2), :39 (1.25.3),
  //   :39 (main)
  public subscript(id id: StackElementID) -> Element? {
    get { ids.firstIndex(of: id).map { elements[$0] } }
    set {
      guard let index = ids.firstIndex(of: id) else {
        if newValue != nil { reportIssue("Can't assign element at missing ID \(id).") }
        return
      }
      if let newValue {
        elements[index] = newValue
      } else {
        ids.remove(at: index)
        elements.remove(at: index)
      }
    }
  }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:119 (1.12.0),
  //   :90 (1.14.0), :90 (1.15.0), :90 (1.16.0), :90 (1.22.0), :90 (1.25.0), :90 (1.25.2),
  //   :90 (1.25.3), :90 (main)
  public subscript<CaseValue>(
    id id: StackElementID, case path: CaseKeyPath<Element, CaseValue>
  ) -> CaseValue?
  where Element: CasePathable {
    get { self[id: id].flatMap { $0[case: path] } }
    set {
      guard let element = self[id: id], element[case: path] != nil else {
        reportIssue("Can't modify unrelated case of the element at \(id).")
        return
      }
      self[id: id] = newValue.map { AnyCasePath(path).embed($0) }
    }
  }

  /// Removes the element with this ID and every element above it.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:189 (1.12.0),
  //   :160 (1.14.0), :160 (1.15.0), :160 (1.16.0), :160 (1.22.0), :136 (1.25.0), :136 (1.25.2),
  //   :136 (1.25.3), :136 (main)
  public mutating func pop(from id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    removeSubrange(index...)
  }

  /// Removes every element above the one with this ID.
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:198 (1.12.0),
  //   :169 (1.14.0), :169 (1.15.0), :169 (1.16.0), :169 (1.22.0), :145 (1.25.0), :145 (1.25.2),
  //   :145 (1.25.3), :145 (main)
  public mutating func pop(to id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    removeSubrange((index + 1)...)
  }

  /// Inserts an element under an ID chosen elsewhere (a `push` action); later IDs stay fresh.
  mutating func insert(_ element: Element, id: StackElementID) {
    ids.append(id)
    elements.append(element)
    nextGeneration = Swift.max(nextGeneration, id.generation + 1)
  }

  private mutating func nextID() -> StackElementID {
    defer { nextGeneration += 1 }
    return StackElementID(generation: nextGeneration)
  }
}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:205 (1.12.0), :176 (1.14.0),
//   :176 (1.15.0), :176 (1.16.0), :176 (1.22.0), :152 (1.25.0), :152 (1.25.2), :152 (1.25.3),
//   :152 (main)
extension StackState: RandomAccessCollection, RangeReplaceableCollection {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:206 (1.12.0),
  //   :177 (1.14.0), :177 (1.15.0), :177 (1.16.0), :177 (1.22.0), :153 (1.25.0), :153 (1.25.2),
  //   :153 (1.25.3), :153 (main)
  public var startIndex: Int { elements.startIndex }
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:207 (1.12.0),
  //   :178 (1.14.0), :178 (1.15.0), :178 (1.16.0), :178 (1.22.0), :154 (1.25.0), :154 (1.25.2),
  //   :154 (1.25.3), :154 (main)
  public var endIndex: Int { elements.endIndex }
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:210 (1.12.0),
  //   :181 (1.14.0), :181 (1.15.0), :181 (1.16.0), :181 (1.22.0), :157 (1.25.0), :157 (1.25.2),
  //   :157 (1.25.3), :157 (main)
  public subscript(position: Int) -> Element { elements[position] }

  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:217 (1.12.0),
  //   :188 (1.14.0), :188 (1.15.0), :188 (1.16.0), :188 (1.22.0), :164 (1.25.0), :164 (1.25.2),
  //   :164 (1.25.3), :164 (main)
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    let newElements = Array(newElements)
    var newIDs: [StackElementID] = []
    for _ in newElements { newIDs.append(nextID()) }
    ids.replaceSubrange(subrange, with: newIDs)
    elements.replaceSubrange(subrange, with: newElements)
  }
}

/// Two stacks are equal when they hold the same elements under the same IDs.
// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:227 (1.12.0), :198 (1.14.0),
//   :198 (1.15.0), :198 (1.16.0), :198 (1.22.0), :174 (1.25.0), :174 (1.25.2), :174 (1.25.3),
//   :174 (main)
extension StackState: Equatable where Element: Equatable {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:228 (1.12.0),
  //   :199 (1.14.0), :199 (1.15.0), :199 (1.16.0), :199 (1.22.0), :175 (1.25.0), :175 (1.25.2),
  //   :175 (1.25.3), :175 (main)
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.elements == rhs.elements
  }
}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:233 (1.12.0), :204 (1.14.0),
//   :204 (1.15.0), :204 (1.16.0), :204 (1.22.0), :180 (1.25.0), :180 (1.25.2), :180 (1.25.3),
//   :180 (main)
extension StackState: Hashable where Element: Hashable {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:234 (1.12.0),
  //   :205 (1.14.0), :205 (1.15.0), :205 (1.16.0), :205 (1.22.0), :181 (1.25.0), :181 (1.25.2),
  //   :181 (1.25.3), :181 (main)
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    hasher.combine(elements)
  }
}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:239 (1.12.0), :210 (1.14.0),
//   :210 (1.15.0), :210 (1.16.0), :210 (1.22.0), :186 (1.25.0), :186 (1.25.2), :186 (1.25.3),
//   :186 (main)
extension StackState: Sendable where Element: Sendable {}

// Mirrors: swift-composable-architecture
//   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:254 (1.12.0), :225 (1.14.0),
//   :225 (1.15.0), :225 (1.16.0), :225 (1.22.0), :201 (1.25.0), :201 (1.25.2), :201 (1.25.3),
//   :201 (main)
extension StackState: CustomStringConvertible {
  // Mirrors: swift-composable-architecture
  //   Sources/ComposableArchitecture/Reducer/Reducers/StackReducer.swift:255 (1.12.0),
  //   :226 (1.14.0), :226 (1.15.0), :226 (1.16.0), :226 (1.22.0), :202 (1.25.0), :202 (1.25.2),
  //   :202 (1.25.3), :202 (main)
  public var description: String {
    elements.description
  }
}
