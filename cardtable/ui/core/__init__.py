"""The UI core: the app, the scene stack, widgets, type setting, tweens, assets, sound. It knows
no game."""
