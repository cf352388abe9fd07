// The canvas benchmark's baseline: the same particles drawn by hand with cairo in a
// GtkDrawingArea, redrawn on every frame of the window's frame clock.
#pragma once
#include <gtk/gtk.h>

// A drawing area that draws `count` particles and asks for a new frame on each tick of the
// frame clock while it is mapped. Floating, as GTK widgets are.
GtkWidget *gtkui_bench_particles_new(int count);

// The frames the area has drawn so far.
int gtkui_bench_particles_frames(GtkWidget *area);

// Fills one path of `segments` straight lines (a zigzag across `width`×`height`) into `cr`.
void gtkui_bench_fill_long_path(cairo_t *cr, int segments, double width, double height);
