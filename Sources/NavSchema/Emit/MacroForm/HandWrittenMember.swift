/// A member of a navigation enum as the developer writes it: a `case`
/// declaration, or an enum written inside it. Boxed: every spot walks the
/// members, and a copy is then one retain instead of one per array inside.
indirect enum HandWrittenMember {
  case declaration(HandWrittenDeclaration)
  case nestedEnum(NestedEnumEmitter<WrittenMembers>)
  /// A `@Reducer enum` written inside this one, expanded by its own macro.
  case reducerEnum(ReducerEnumEmitter)
}
