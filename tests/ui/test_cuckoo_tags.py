"""A Cuckoo seat with no card (out, resting) has its tags over its name: clear of the felt's
edge, where that edge runs between the card's empty place and the name (the lower seats of a
crowded table: the "out" tag touched the oval in the 8-seat review at 1280x800 in Persian)."""

from __future__ import annotations

import pygame
import pytest

from cardtable import i18n

from .harness import make_app
from .test_every_table_layout import redrawn
from .test_review_layout import finished, review_of


def on_the_edge(felt: pygame.Rect, box: pygame.Rect) -> bool:
    """Whether `box` touches the oval's gold line (3 px inside its rect) or the shadow showing
    6 px under its lower half, sampled every pixel of the box's border and inside."""
    cx, cy = felt.center
    a, b = felt.w / 2, felt.h / 2

    def inside(x: int, y: int, grow: float, drop: int = 0) -> bool:
        return ((x - cx) / (a + grow)) ** 2 + ((y - cy - drop) / (b + grow)) ** 2 <= 1

    return any(
        (inside(x, y, 1) and not inside(x, y, -4)) or (inside(x, y, 1, 6) and not inside(x, y, -1))
        for x in range(box.left, box.right)
        for y in range(box.top, box.bottom)
    )


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", [7, 8])
def test_a_cardless_seats_tags_keep_off_the_felts_edge(tmp_path, seats, size, lang):
    match = finished("cuckoo", seats)
    app = make_app(tmp_path, size=size)
    app.set_language(lang)
    found, seen = [], 0
    try:
        scene = review_of(app, match)
        game = scene.game_table
        for position in range(len(match.actions) + 1):
            scene.seek(position)
            scene.at_rest()
            draws = redrawn(app)
            cardless = [p for p in game.plates(scene.obs) if p.plate.tags and p.anchor.h == 0]
            tags = {" · ".join(p.plate.tags) for p in cardless}
            for d in draws:
                if d.text in tags and d.rect.h < 60:
                    seen += 1
                    if on_the_edge(game.layout.felt, d.rect):
                        found.append(f"at {position}: {d.text!r} at {d.rect}")
        scene.exit()
    finally:
        i18n.set_language("en")
    assert seen, "no seat without a card had tags"
    assert not found, "\n".join(found)
