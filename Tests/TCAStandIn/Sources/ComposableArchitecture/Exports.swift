// Like TCA: importing ComposableArchitecture also brings in CasePaths and Observation.
@_exported import CasePaths
@_exported import Observation
