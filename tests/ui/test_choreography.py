"""The one choreography: flights, effects, stills, pauses, cues and what they hide, in groups."""

from __future__ import annotations

import pygame
import pytest

from cardtable.ui.table.choreography import Choreography
from cardtable.ui.table.flight import EFFECTS, Effect, Flight, paint_flight

A = pygame.Rect(0, 0, 60, 90)
B = pygame.Rect(300, 200, 60, 90)


class Stage:
    """A choreography with what it tells recorded."""

    def __init__(self, speed: float = 1.0, reduced: bool = False) -> None:
        self.shown: list[object] = []
        self.played: list[str] = []
        self.redraws = 0
        self.c = Choreography(self.redraw, self.shown.append, self.played.append)
        self.c.set_motion(speed, reduced)

    def redraw(self) -> None:
        self.redraws += 1

    def run(self, seconds: float, dt: float = 0.05) -> None:
        for _ in range(round(seconds / dt)):
            self.c.update(dt)


def test_a_flight_hides_its_slot_from_the_queue_until_it_lands():
    stage = Stage()
    flight = stage.c.fly("X", A, B, hide=["slot"], seconds=0.4)
    assert "slot" in stage.c.hidden and not flight.active and stage.c.busy
    stage.c.update(0.1)
    assert flight.active and flight in stage.c.flights and 0 < flight.t < 1
    assert flight.rect_now().y < B.y  # on its way, lifted in an arc
    stage.run(0.4)
    assert "slot" not in stage.c.hidden and flight not in stage.c.flights
    assert flight.t == 1.0 and not stage.c.busy and stage.redraws >= 2


def test_hidden_from_its_start_a_slot_shows_until_the_card_leaves():
    stage = Stage()
    stage.c.pause(0.5)
    stage.c.fly("X", A, B, hide=["slot"], hide_from="start", seconds=0.2, together=False)
    assert "slot" not in stage.c.hidden  # the card is still there, waiting for the pause
    stage.run(0.45)
    assert "slot" not in stage.c.hidden
    stage.run(0.1)
    assert "slot" in stage.c.hidden
    stage.run(0.3)
    assert "slot" not in stage.c.hidden


def test_a_stand_in_face_shows_until_the_flight_starts():
    stage = Stage()
    stage.c.pause(0.3)
    stage.c.step()
    stage.c.fly(None, A, A, flip_to="K", hide=["slot"], stand_in=None, seconds=0.2)
    assert stage.c.standins == {"slot": None} and "slot" not in stage.c.hidden
    stage.run(0.35)
    assert not stage.c.standins and "slot" in stage.c.hidden
    stage.run(0.3)
    assert not stage.c.standins and "slot" not in stage.c.hidden


def test_groups_run_one_after_another_and_together_runs_at_once():
    stage = Stage()
    first = stage.c.fly("1", A, B, seconds=0.3)
    second = stage.c.fly("2", A, B, seconds=0.3)  # together with the first
    third = stage.c.fly("3", A, B, seconds=0.3, together=False)
    stage.c.step()
    fourth = stage.c.fly("4", A, B, seconds=0.3)
    stage.c.update(0.1)
    assert first.active and second.active and not third.active and not fourth.active
    stage.run(0.3)
    assert third.active and not fourth.active
    stage.run(0.3)
    assert fourth.active


def test_a_flip_turns_over_half_way_and_no_flip_keeps_the_face():
    stage = Stage()
    turning = stage.c.fly(None, A, A, flip_to="K", seconds=1.0)
    moving = stage.c.fly("Q", A, B, seconds=1.0)
    stage.c.update(0.3)
    assert turning.flip and turning.face_now() is None
    stage.c.update(0.4)
    assert turning.face_now() == "K" and not moving.flip and moving.face_now() == "Q"


def test_instant_speed_lands_everything_as_it_is_queued():
    stage = Stage(speed=0.0)
    flight = stage.c.fly("X", A, B, hide=["slot"], seconds=5)
    assert flight.t == 1.0 and not stage.c.busy and not stage.c.hidden and not stage.c.flights


def test_reduced_motion_moves_at_once_without_delays():
    stage = Stage(reduced=True)
    flight = stage.c.fly("X", A, B, hide=["slot"], seconds=5, delay=3)
    stage.c.update(0.016)
    assert flight.t == 1.0 and not stage.c.hidden and not stage.c.busy


def test_the_speed_setting_scales_time():
    slow, fast = Stage(speed=0.5), Stage(speed=2.0)
    a = slow.c.fly("X", A, B, seconds=1.0)
    b = fast.c.fly("X", A, B, seconds=1.0)
    slow.run(0.6)
    fast.run(0.6)
    assert a.t < 1.0 and b.t == 1.0


def test_holding_shows_cards_still_with_what_is_queued_inside_then_clears_them():
    stage = Stage()
    said: list[str] = []
    stage.c.fly("X", A, B, seconds=0.2)
    with stage.c.holding([("K", A), ("Q", B)], 1.0, hide=["a", "b"]):
        stage.c.also(lambda: said.append("now"))
    assert stage.c.hidden.keys() == {"a", "b"} and not stage.c.stills and not said
    stage.run(0.25)
    assert [s.card for s in stage.c.stills] == ["K", "Q"] and said == ["now"]
    stage.run(0.7)
    assert stage.c.stills  # still held
    stage.run(0.4)
    assert not stage.c.stills and not stage.c.hidden and not stage.c.busy


def test_show_later_waits_for_what_was_queued_before_and_show_now_does_not():
    stage = Stage()
    stage.c.show_now("before")
    stage.c.fly("X", A, B, seconds=0.3)
    stage.c.show_later("after")
    assert stage.shown == ["before"]
    stage.run(0.2)
    assert stage.shown == ["before"]
    stage.run(0.2)
    assert stage.shown == ["before", "after"]


def test_cues_play_when_the_animation_gets_there_plus_their_delay():
    stage = Stage()
    stage.c.pause(0.3)
    stage.c.step()
    stage.c.cue("flip")
    stage.c.cue("swap", delay=0.2)
    stage.run(0.1)
    assert stage.played == []
    stage.run(0.25)
    assert stage.played == ["flip"]
    stage.run(0.25)
    assert stage.played == ["flip", "swap"]


def test_call_runs_after_everything_before_it_and_count_moves_a_number():
    stage = Stage()

    class Pile:
        shown = 0.0

    pile, calls = Pile(), []
    stage.c.count(pile, "shown", 10, 4, 0.4)
    assert pile.shown == 10
    stage.c.call(lambda: calls.append(pile.shown))
    stage.run(0.2)
    assert 4 < pile.shown < 10 and not calls
    stage.run(0.3)
    assert pile.shown == 4 and calls == [4]


def test_clear_finishes_everything_and_forgets_what_was_staged():
    stage = Stage()
    stage.c.fly("X", A, B, hide=["slot"], seconds=1)
    stage.c.still([("K", A)], hide=["k"])
    stage.c.pause(0.3)
    stage.c.fly(None, A, A, flip_to="Q", hide=["late"], stand_in="Q", seconds=1)
    stage.c.clear()
    assert not stage.c.busy and not stage.c.flights and not stage.c.stills
    assert not stage.c.hidden and not stage.c.standins


def test_an_effect_is_painted_by_the_painter_its_kind_registered(monkeypatch):
    painted: list[tuple[str, float, dict]] = []

    def glow(surface: pygame.Surface, effect: Effect, painter: object) -> None:
        painted.append((effect.card, effect.t, effect.params))
        pygame.draw.rect(surface, (255, 0, 0), effect.rect_now())

    monkeypatch.setitem(EFFECTS, "glow", glow)
    stage = Stage()
    effect = stage.c.effect("glow", "K", A, seconds=0.5, strength=3)
    stage.c.update(0.25)
    assert effect in stage.c.flights and effect.end == A
    surface = pygame.Surface((400, 300))
    paint_flight(surface, effect, painter=None)  # type: ignore[arg-type]
    assert painted == [("K", effect.t, {"strength": 3})]
    assert surface.get_at(effect.rect_now().center)[:3] == (255, 0, 0)


def test_a_card_in_flight_is_drawn_where_it_is_now():
    class Painter:
        def image(self, card: str | None, height: int) -> pygame.Surface:
            image = pygame.Surface((60, height))
            image.fill((0, 0, 255))
            return image

    flight = Flight("K", A, B)
    flight.t = 0.5
    surface = pygame.Surface((400, 300))
    paint_flight(surface, flight, Painter())  # type: ignore[arg-type]
    here = flight.rect_now()
    assert surface.get_at(here.center)[:3] == (0, 0, 255)
    assert surface.get_at(A.center)[:3] == (0, 0, 0) and surface.get_at(B.center)[:3] == (0, 0, 0)


@pytest.mark.parametrize("t", [0.0, 0.5, 1.0])
def test_a_flight_starts_and_ends_exactly_on_its_rects(t):
    flight = Flight("K", A, B)
    flight.t = t
    if t == 0.0:
        assert flight.rect_now() == A
    elif t == 1.0:
        assert flight.rect_now() == B
    else:
        assert flight.rect_now().centerx == (A.centerx + B.centerx) // 2
