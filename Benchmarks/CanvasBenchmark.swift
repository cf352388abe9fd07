import CCanvasBaseline
import Foundation
import GtkUI

/// Issue 21's canvas benchmark: 2,000 particles drawn on every frame by a `Canvas` inside
/// `TimelineView(.animation)`, against the same drawing written by hand in C with cairo (a
/// drawing area redrawn from the frame clock's tick), in the same run; and one path of 1,000,000
/// segments filled by a canvas against cairo. CPU time per frame is the process's user and
/// system time over the frames drawn, so it counts the engine, GTK and cairo, and not Xvfb.
@MainActor
enum CanvasBenchmark {
    static let particles = 2_000
    static let frames = 240
    static let segments = 1_000_000

    /// Runs both cases and prints a markdown table.
    static func run() {
        FileHandle.standardError.write(Data("canvas benchmark: \(particles) particles, \(frames) frames each\n".utf8))
        // Each side once to warm up (fonts, caches, the first frame), then measured.
        _ = particleFrames(declarative: true, frames: 30)
        _ = particleFrames(declarative: false, frames: 30)
        let ours = particleFrames(declarative: true, frames: frames)
        let theirs = particleFrames(declarative: false, frames: frames)
        let longOurs = median((0..<3).map { _ in longPath(declarative: true) })
        let longTheirs = median((0..<3).map { _ in longPath(declarative: false) })
        print("| Case | GtkUI | C and cairo | Ratio | Target |")
        print("|---|---|---|---|---|")
        print(
            "| \(particles) particles, CPU per frame | \(ms(ours.cpu)) ms | \(ms(theirs.cpu)) ms | "
                + "\(ratio(ours.cpu, theirs.cpu)) | ≤ 1.3× |")
        print(
            "| \(particles) particles, frames drawn in \(frames) ticks' time | \(ours.drawn) | \(theirs.drawn) | | |")
        print(
            "| one path of \(segments) segments: build and fill | \(ms(longOurs)) ms | \(ms(longTheirs)) ms | "
                + "\(ratio(longOurs, longTheirs)) | responsive |")
        print("")
        print("CPU per frame: the process's user and system time over the frames drawn, after a warm-up.")
        print("One path: building the path and filling it into a 1000×600 image, median of 3.")
    }

    struct ParticleFigures {
        var cpu: Double
        var drawn: Int
    }

    /// Shows the particles in a 800×600 window until `frames` frames are drawn, and returns the
    /// CPU seconds per frame.
    private static func particleFrames(declarative: Bool, frames: Int) -> ParticleFigures {
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_default_size(window.cast(), 800, 600)
        let counter = FrameCounter()
        let host: HostingWidget<ParticleCanvas>?
        let area: UnsafeMutablePointer<GtkWidget>
        if declarative {
            let made = HostingWidget(rootView: ParticleCanvas(count: particles, counter: counter))
            host = made
            area = made.widget
        } else {
            host = nil
            area = gtkui_bench_particles_new(Int32(particles)).assumingMemoryBound(to: GtkWidget.self)
        }
        gtk_container_add(window.cast(), area)
        gtk_widget_show_all(window)
        func drawn() -> Int { declarative ? counter.frames : Int(gtkui_bench_particles_frames(area)) }
        // Until the first frame is drawn, then measured from there.
        BenchmarkLoop.spin { drawn() > 0 }
        let startFrames = drawn()
        let startCPU = BenchmarkLoop.cpuSeconds()
        let startWall = Stopwatch.now()
        BenchmarkLoop.spin { drawn() - startFrames >= frames }
        let cpu = BenchmarkLoop.cpuSeconds() - startCPU
        let wall = Stopwatch.now() - startWall
        let count = drawn() - startFrames
        gtk_widget_destroy(window)
        withExtendedLifetime(host) {}
        BenchmarkLoop.spin(seconds: 0.1)
        FileHandle.standardError.write(
            Data(
                "  \(declarative ? "Canvas" : "C cairo"): \(count) frames in \(ms(wall)) ms, CPU \(ms(cpu)) ms\n"
                    .utf8))
        return ParticleFigures(cpu: cpu / Double(max(count, 1)), drawn: count)
    }

    /// Seconds to build one path of `segments` lines and fill it, drawn into an image.
    private static func longPath(declarative: Bool) -> Double {
        let width = 1000.0
        let height = 600.0
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cairo = cairo_create(surface)!
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        if !declarative {
            let start = Stopwatch.now()
            gtkui_bench_fill_long_path(UnsafeMutableRawPointer(cairo), Int32(segments), width, height)
            cairo_surface_flush(surface)
            return Stopwatch.now() - start
        }
        let window = gtk_offscreen_window_new()!
        let host = HostingWidget(
            rootView: Canvas { context, size in
                var path = Path()
                path.move(to: .zero)
                for index in 1...segments {
                    path.addLine(
                        to: CGPoint(
                            x: width * Double(index) / Double(segments), y: index % 2 == 1 ? height : 0))
                }
                path.closeSubpath()
                context.fill(path, with: .color(.blue))
            }
            .frame(width: width, height: height))
        gtk_container_add(window.cast(), host.widget)
        gtk_widget_show_all(window)
        gtk_container_check_resize(window.cast())
        BenchmarkLoop.spin(seconds: 0.05)
        let start = Stopwatch.now()
        gtk_widget_draw(host.widget, cairo)
        cairo_surface_flush(surface)
        let elapsed = Stopwatch.now() - start
        gtk_widget_destroy(window)
        return elapsed
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    private static func ms(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1000) }
    private static func ratio(_ ours: Double, _ theirs: Double) -> String {
        theirs > 0 ? String(format: "%.2f×", ours / theirs) : "–"
    }
}

/// Frames a benchmark canvas has drawn.
@MainActor
final class FrameCounter {
    var frames = 0
}

/// The particles as a user would write them: a `Canvas` in a `TimelineView(.animation)`, with
/// positions from the frame number, as the C baseline's.
struct ParticleCanvas: View {
    let count: Int
    let counter: FrameCounter

    private static let colors: [Color] = [.red, .orange, .green, .blue, .purple]

    var body: some View {
        TimelineView(.animation) { _ in
            Canvas { context, size in
                let time = Double(counter.frames)
                for index in 0..<count {
                    let x = wrap(Double(index) * 7.31 + time * Double(1 + index % 5), size.width)
                    let y = wrap(Double(index) * 3.17 + time * Double(1 + index % 3), size.height)
                    context.fill(
                        Path(ellipseIn: CGRect(x: x - 3, y: y - 3, width: 6, height: 6)),
                        with: .color(Self.colors[index % 5]))
                }
                counter.frames += 1
            }
        }
    }

    private func wrap(_ value: Double, _ length: Double) -> Double {
        let remainder = value.truncatingRemainder(dividingBy: length)
        return remainder < 0 ? remainder + length : remainder
    }
}
