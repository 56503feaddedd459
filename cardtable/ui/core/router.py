"""The one way between screens: a scene asks for a route (`host.router.push(routes.Rules(g))`)
and never imports another scene. `ui/screens.py` registers a factory for every route.

A factory builds its scene at once (so a file that cannot be read fails where it was asked
for) and the stack change is queued for the end of the frame, as every stack change is. A
factory may return None: the screen cannot be shown and the factory has told the person why.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar
from weakref import WeakKeyDictionary

from .host import Host, Route
from .scene import Scene, SceneStack

R = TypeVar("R", bound=Route)
Factory = Callable[[Host, R], "Scene | None"]


class Router:
    def __init__(self, host: Host, stack: SceneStack) -> None:
        self.host = host
        self.stack = stack
        self.home: Route | None = None  # where a screen that keeps failing gives way to
        self._factories: dict[type[Route], Callable[[Host, Any], Scene | None]] = {}
        self._made_for: WeakKeyDictionary[Scene, Route] = WeakKeyDictionary()

    def register(self, route: type[R], make: Factory[R]) -> None:
        self._factories[route] = make

    def knows(self, route: type[Route]) -> bool:
        return route in self._factories

    def scene(self, route: Route) -> Scene | None:
        """The scene for `route`, built now (None: it cannot be shown)."""
        make = self._factories.get(type(route))
        if make is None:
            raise LookupError(f"no screen is registered for {type(route).__name__}")
        scene = make(self.host, route)
        if scene is not None:
            self._made_for[scene] = route
        return scene

    def push(self, route: Route) -> bool:
        return self._go(route, self.stack.push)

    def replace(self, route: Route) -> bool:
        """In place of the top screen."""
        return self._go(route, self.stack.replace)

    def reset(self, route: Route) -> bool:
        """Close every screen and start again from `route`."""
        return self._go(route, self.stack.reset)

    def pop(self) -> None:
        self.stack.pop()

    def go_home(self) -> None:
        if self.home is None:
            raise LookupError("no home screen is registered")
        self.reset(self.home)

    def is_home(self, scene: Scene | None) -> bool:
        return self.home is not None and self.route_of(scene) == self.home

    def route_of(self, scene: Scene | None) -> Route | None:
        """The route `scene` was built for (None: no scene, or one built by hand, as tests do)."""
        return None if scene is None else self._made_for.get(scene)

    def _go(self, route: Route, how: Callable[[Scene], None]) -> bool:
        scene = self.scene(route)
        if scene is None:
            return False
        how(scene)
        return True
