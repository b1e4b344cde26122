/// A navigation stack: an ordered collection of screen states, each with its own ID.
///
/// Stand-in: IDs come from a counter stored in the stack itself, starting at 0 and never
/// reused (TCA takes them from the `stackElementID` dependency, which counts from 0 in tests).
/// `ids` is an array here, an `OrderedSet` in TCA.
public struct StackState<Element> {
  public private(set) var ids: [StackElementID] = []
  private var elements: [Element] = []
  private var nextGeneration = 0

  public init() {}

  /// The element with this ID, or `nil` once it left the stack. Assigning `nil` removes it;
  /// assigning an element at a missing ID is reported and ignored.
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
  public mutating func pop(from id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    removeSubrange(index...)
  }

  /// Removes every element above the one with this ID.
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

extension StackState: RandomAccessCollection, RangeReplaceableCollection {
  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(position: Int) -> Element { elements[position] }

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
extension StackState: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomStringConvertible {
  public var description: String {
    elements.description
  }
}
