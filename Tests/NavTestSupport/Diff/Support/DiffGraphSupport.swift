/// Namespace for the diff and graph tests' helpers, so they cannot clash
/// with other areas' helpers in the same test module.
enum DiffGraphSupport {}
