import Combine
import GtkUI

// The code of CombineSubset.md, compiled.

struct TickingClock: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var now = Date()
    var body: some View {
        Text(now, style: .time)
            .onReceive(timer) { now = $0 }
    }
}
