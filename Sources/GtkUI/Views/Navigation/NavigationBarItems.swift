extension View {
    /// Puts `leading` at the start of the window's header bar and `trailing` at its end:
    /// SwiftUI's older form of `.toolbar` with `.navigationBarLeading` and
    /// `.navigationBarTrailing` items, kept so that code written for it compiles.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Puts `leading` at the start of the window's header bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Puts `trailing` at the end of the window's header bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}
