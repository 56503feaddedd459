"""The scenes: title, game chooser, table setup, the four tables' overlays, results."""
