/// A namespace for the publishers that operators return: ``Map``, ``Filter``,
/// ``RemoveDuplicates``, ``Debounce``, ``Throttle``, ``ReceiveOn`` and ``Autoconnect``.
public enum Publishers {}
