"""The pygame-ce user interface: app loop, scene stack, scenes, widgets, animation."""
