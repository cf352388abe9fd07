// Animation code written as SwiftUI apps write it (geometry effects, animatable modifiers and
// views), with only the import changed. Compiled twice, in Swift 6 language mode here and in Swift
// 5 mode through a symbolic link, as SwiftUIPatterns.swift.
import Foundation
import GtkUI
import XCTest

/// A wrong-password shake.
struct ShakeEffect: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(
            CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

/// A flip about the vertical axis, half a turn per unit, around the view's middle.
struct FlipEffect: GeometryEffect {
    var angle: Double
    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let turn = CGAffineTransform(translationX: size.width / 2, y: 0)
            .scaledBy(x: CGFloat(cos(angle * .pi)), y: 1)
            .translatedBy(x: -size.width / 2, y: 0)
        return ProjectionTransform(turn)
    }
}

/// A modifier whose body follows its animatable data.
struct Dimming: ViewModifier, Animatable {
    var amount: Double
    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func body(content: Content) -> some View {
        content.opacity(1 - amount * 0.7)
    }
}

/// A number that counts up as it animates.
struct CountingNumber: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    var body: some View {
        Text("\(Int(value))")
    }
}

struct MotionPatternsScreen: View {
    @State private var attempts = 0
    @State private var flipped = false
    @State private var score = 0.0

    var body: some View {
        VStack {
            Text("Password")
                .modifier(ShakeEffect(animatableData: CGFloat(attempts)))
            Text("Card")
                .modifier(FlipEffect(angle: flipped ? 1 : 0).ignoredByLayout())
                .modifier(Dimming(amount: flipped ? 1 : 0))
            CountingNumber(value: score)
            Button("Go") {
                withAnimation(.default) {
                    attempts += 1
                    flipped.toggle()
                    score += 10
                }
            }
        }
    }
}

final class MotionPatternCompileTests: XCTestCase {
    func testTheMotionPatternsCompile() {
        XCTAssertEqual(ProjectionTransform(CGAffineTransform(translationX: 3, y: 4)).m31, 3)
    }
}
