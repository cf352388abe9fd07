/// Letting go of collections before a model writes to them.
///
/// A view value that holds an array (`ForEach(model.items)`) and that the graph keeps after an
/// update shares the array's storage with the model, so the model's next write to one element
/// copies the whole array (copy-on-write). Observation tells a node that something it read is
/// about to change before the value is set; the nodes between it and a holder of a collection
/// let go of their values then, and the holder keeps only what its next diff needs (the keys,
/// and the elements of its mounted rows, in storage of its own). The write then finds the
/// array's storage unshared and changes it in place.
extension ViewGraph {
    /// Registers `node` as keeping a collection from its parent's evaluation.
    func registerValueHolder(_ node: ViewNode) {
        valueHolders[ObjectIdentifier(node)] = node.handle
    }

    /// Forgets `node`; called when it unmounts.
    func unregisterValueHolder(_ node: ViewNode) {
        valueHolders.removeValue(forKey: ObjectIdentifier(node))
    }

    /// Makes the holders below `ancestor`, and the nodes between, let go of the values
    /// `ancestor`'s last evaluation gave them: `ancestor` is invalidated and will give new ones
    /// in the next pass. A holder is left as it is when a node on its way up cannot let go (it
    /// would keep the collection anyway, and might not pass a new value down).
    func releaseValues(below ancestor: ViewNode) {
        for handle in valueHolders.values {
            guard let holder = handle.target, holder !== ancestor, holder.depth > ancestor.depth else { continue }
            var path: [ViewNode] = []
            var node: ViewNode? = holder
            var releasable = true
            while let current = node, current.depth > ancestor.depth {
                if !current.canReleaseHeldValue {
                    releasable = false
                    break
                }
                path.append(current)
                node = current.parent
            }
            guard releasable, node === ancestor else { continue }
            for current in path { current.releaseHeldValue() }
        }
    }
}
