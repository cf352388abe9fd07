/// The CSS of GtkUI's lists, in the theme's own colours, given to the screen once.
@MainActor
enum ListStyleSheet {
    static func install() {
        StyleClasses.installScreenRules(
            """
            .gtkui-list { background-color: @theme_base_color; }
            .sidebar .gtkui-list { background-color: mix(@theme_bg_color, @theme_base_color, 0.5); }
            .gtkui-list-row:hover { background-color: alpha(@theme_fg_color, 0.05); }
            .gtkui-list-row:selected { background-color: @theme_selected_bg_color; color: @theme_selected_fg_color; }
            .gtkui-list-row:selected label { color: @theme_selected_fg_color; }
            .gtkui-list-row:selected button label, .gtkui-list-row:selected entry { color: @theme_fg_color; }
            .gtkui-list-header label { font-weight: bold; color: alpha(currentColor, 0.7); }
            .gtkui-list-header:hover { background-color: transparent; }
            .gtkui-list-plain .gtkui-list-row, .gtkui-list-inset .gtkui-list-row {
                border-bottom: 1px solid alpha(currentColor, 0.08);
            }
            .gtkui-list-row.gtkui-list-row-plain, .gtkui-list-row.gtkui-list-header { border-bottom-width: 0; }
            """)
    }
}
