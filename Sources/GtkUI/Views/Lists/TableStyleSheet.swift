/// The CSS of GtkUI's tables, in the theme's own colours, given to the screen once: the header's
/// buttons drawn flat with a line between columns, as GtkTreeView's headers are.
@MainActor
enum TableStyleSheet {
    static func install() {
        StyleClasses.installScreenRules(
            """
            .gtkui-table-header { background-color: @theme_base_color; \
            border-bottom: 1px solid mix(@theme_fg_color, @theme_base_color, 0.8); }
            .gtkui-table-header button { border-radius: 0; border-style: none solid none none; border-width: 1px; \
            border-color: mix(@theme_fg_color, @theme_base_color, 0.85); background-image: none; \
            background-color: transparent; box-shadow: none; text-shadow: none; padding: 3px 6px; \
            min-height: 0; }
            .gtkui-table-header button label { font-weight: bold; color: alpha(@theme_fg_color, 0.6); }
            .gtkui-table-header button.gtkui-table-sortable:hover { background-color: alpha(@theme_fg_color, 0.05); }
            .gtkui-table-header button.gtkui-table-sortable:hover label { color: @theme_fg_color; }
            .gtkui-table-header button.gtkui-table-sortable:active { background-color: alpha(@theme_fg_color, 0.1); }
            """)
    }
}
