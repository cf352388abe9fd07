#include "CCanvasBaseline.h"
#include <gtk/gtk.h>
#include <math.h>

// The same particle field as the Swift side: positions from the frame number alone, so both
// sides draw the same pictures.
typedef struct {
    int count;
    int frames;
    guint tick;
} Particles;

static const double colors[5][3] = {
    {0xe0 / 255.0, 0x1b / 255.0, 0x24 / 255.0}, {0xff / 255.0, 0x78 / 255.0, 0x00 / 255.0},
    {0x2e / 255.0, 0xc2 / 255.0, 0x7e / 255.0}, {0x35 / 255.0, 0x84 / 255.0, 0xe4 / 255.0},
    {0x91 / 255.0, 0x41 / 255.0, 0xac / 255.0},
};

static double wrap(double value, double length) {
    double r = fmod(value, length);
    return r < 0 ? r + length : r;
}

static gboolean draw(GtkWidget *widget, cairo_t *cr, gpointer data) {
    Particles *p = data;
    double width = gtk_widget_get_allocated_width(widget);
    double height = gtk_widget_get_allocated_height(widget);
    double t = p->frames;
    for (int i = 0; i < p->count; i++) {
        double x = wrap(i * 7.31 + t * (1 + i % 5), width);
        double y = wrap(i * 3.17 + t * (1 + i % 3), height);
        const double *c = colors[i % 5];
        cairo_set_source_rgba(cr, c[0], c[1], c[2], 1);
        cairo_arc(cr, x, y, 3, 0, 2 * G_PI);
        cairo_fill(cr);
    }
    p->frames++;
    return FALSE;
}

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    gtk_widget_queue_draw(widget);
    return G_SOURCE_CONTINUE;
}

static void map(GtkWidget *widget, gpointer data) {
    Particles *p = data;
    if (p->tick == 0) p->tick = gtk_widget_add_tick_callback(widget, tick, p, NULL);
}

static void unmap(GtkWidget *widget, gpointer data) {
    Particles *p = data;
    if (p->tick != 0) gtk_widget_remove_tick_callback(widget, p->tick);
    p->tick = 0;
}

void *gtkui_bench_particles_new(int count) {
    GtkWidget *area = gtk_drawing_area_new();
    Particles *p = g_new0(Particles, 1);
    p->count = count;
    g_object_set_data_full(G_OBJECT(area), "gtkui-bench-particles", p, g_free);
    g_signal_connect(area, "draw", G_CALLBACK(draw), p);
    g_signal_connect(area, "map", G_CALLBACK(map), p);
    g_signal_connect(area, "unmap", G_CALLBACK(unmap), p);
    gtk_widget_set_hexpand(area, TRUE);
    gtk_widget_set_vexpand(area, TRUE);
    return area;
}

int gtkui_bench_particles_frames(void *area) {
    Particles *p = g_object_get_data(G_OBJECT(area), "gtkui-bench-particles");
    return p ? p->frames : 0;
}

void gtkui_bench_fill_long_path(void *cairo, int segments, double width, double height) {
    cairo_t *cr = cairo;
    cairo_move_to(cr, 0, 0);
    for (int i = 1; i <= segments; i++) {
        cairo_line_to(cr, width * i / segments, (i % 2) ? height : 0);
    }
    cairo_close_path(cr);
    cairo_set_source_rgba(cr, 0x35 / 255.0, 0x84 / 255.0, 0xe4 / 255.0, 1);
    cairo_fill(cr);
}
