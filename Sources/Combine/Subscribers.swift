/// A namespace for subscriber types (``Sink``, ``Assign``) and the values they exchange with
/// publishers (``Completion``, ``Demand``).
public enum Subscribers {}
