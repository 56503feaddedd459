"""The router: routes become scenes through registered factories, stack changes wait for the end
of the frame, and every route the scenes can ask for has a screen."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from cardtable.ui import routes
from cardtable.ui.core.host import Route
from cardtable.ui.core.router import Router
from cardtable.ui.core.scene import Scene, SceneStack
from cardtable.ui.scenes.title import TitleScene

from .harness import make_app


@dataclasses.dataclass(frozen=True)
class Door(Route):
    name: str


@dataclasses.dataclass(frozen=True)
class Locked(Route):
    pass


class Room(Scene):
    def __init__(self, host, name: str) -> None:
        super().__init__(host)
        self.name = name


def names(stack: SceneStack) -> list[str]:
    return [scene.name for scene in stack.scenes]


@pytest.fixture
def router() -> Router:
    host = object()  # the factories below use nothing of it
    router = Router(host, SceneStack())  # type: ignore[arg-type]
    router.register(Door, lambda host, route: Room(host, route.name))
    router.register(Locked, lambda host, route: None)
    return router


def test_push_replace_reset_and_pop_change_the_stack_at_the_end_of_the_frame(router):
    stack = router.stack
    assert router.push(Door("hall"))
    assert names(stack) == []  # queued, as every stack change is
    stack.apply_pending()
    assert router.push(Door("kitchen")) and router.push(Door("larder"))
    stack.apply_pending()
    assert names(stack) == ["hall", "kitchen", "larder"]
    router.replace(Door("cellar"))
    stack.apply_pending()
    assert names(stack) == ["hall", "kitchen", "cellar"]
    router.pop()
    stack.apply_pending()
    assert names(stack) == ["hall", "kitchen"]
    router.reset(Door("garden"))
    stack.apply_pending()
    assert names(stack) == ["garden"]


def test_a_route_that_cannot_be_shown_changes_nothing(router):
    router.push(Door("hall"))
    router.stack.apply_pending()
    assert router.push(Locked()) is False
    assert router.stack.apply_pending() is False and names(router.stack) == ["hall"]


def test_an_unregistered_route_is_a_clear_error(router):
    @dataclasses.dataclass(frozen=True)
    class Nowhere(Route):
        pass

    with pytest.raises(LookupError, match="no screen is registered for Nowhere"):
        router.push(Nowhere())


def test_home_is_the_scene_built_for_the_home_route(router):
    with pytest.raises(LookupError, match="no home screen"):
        router.go_home()
    router.home = Door("hall")
    router.go_home()
    router.stack.apply_pending()
    home = router.stack.top
    assert router.is_home(home) and router.route_of(home) == Door("hall")
    assert not router.is_home(Room(None, "hall"))  # built by hand: not the router's home
    router.push(Door("kitchen"))
    router.stack.apply_pending()
    assert not router.is_home(router.stack.top)


def test_every_route_has_a_screen(tmp_path):
    app = make_app(tmp_path)
    declared = {
        cls
        for _, cls in inspect.getmembers(routes, inspect.isclass)
        if issubclass(cls, Route) and cls is not Route
    }
    assert len(declared) >= 16
    unregistered = [cls.__name__ for cls in declared if not app.router.knows(cls)]
    assert unregistered == []
    assert app.router.home == routes.Title()
    app.router.go_home()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, TitleScene) and app.router.is_home(app.stack.top)
