// The canvas benchmark's baseline: the same particles drawn by hand with cairo in a
// GtkDrawingArea, redrawn on every frame of the window's frame clock.
// The header names no GTK type: a module whose header includes GTK's would own GTK's
// declarations in a whole-module (release) build, and the benchmark's other files, which do not
// import it, would lose names such as GTK_WINDOW_TOPLEVEL. Pointers pass as `void *`.
#pragma once

// A drawing area that draws `count` particles and asks for a new frame on each tick of the
// frame clock while it is mapped. Floating, as GTK widgets are.
void *gtkui_bench_particles_new(int count);

// The frames the area has drawn so far.
int gtkui_bench_particles_frames(void *area);

// Fills one path of `segments` straight lines (a zigzag across `width`×`height`) into the cairo context `cairo`.
void gtkui_bench_fill_long_path(void *cairo, int segments, double width, double height);
