"""Quattro's messages keep off what the game draws on the rail as off its panels: the rings
under each virtual player (a seat's tick once it traded there), the VPs' names and the tags that
stand out above a chosen or revealed card (at 1280x800, "Astrid has chosen a card to reveal" and
"Astrid gives the red 1 to VP3" sat over the rings under VP4-VP6 at the first reveal)."""

from __future__ import annotations

import pygame
import pytest

from cardtable import i18n
from cardtable.engine.games import quattro
from cardtable.match import Match
from cardtable.text.games import quattro_table as words

from .harness import app_with_table, texts_drawn
from .messages import message_pills
from .test_every_table import config


def rings(layout) -> list[pygame.Rect]:
    """The two rings under each virtual player, from the layout (not from what the table is
    told): centred on the tick line, a ring and a half apart."""
    r = layout.tick_r
    found = []
    for group in layout.vp_groups:
        for seat in (0, 1):
            centre = (round(group.centerx + (seat - 0.5) * r * 3), layout.tick_y)
            found.append(pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r))
    return found


def table_at(tmp_path, reveals: int, size, lang: str):
    """A person's Quattro table at rest at the first reveal, after both kept their hands and
    `reveals` rounds of reveals (each seat its first hidden card)."""
    cfg = config("quattro", person=True, seed=3)
    match = Match(cfg)
    while match.state.phase != quattro.REVEAL_PHASE:
        match.apply(match.acting()[0], "keep")
    for _ in range(2 * reveals):
        seat = match.acting()[0]
        match.apply(seat, sorted(match.state.legal_actions(seat))[0])
    app, table = app_with_table(tmp_path, cfg, match.actions, size=size, lang=lang, record=False)
    table.at_rest()
    return app, table


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("reveals", [0, 1], ids=["first-reveal", "after-a-reveal"])
def test_messages_keep_off_the_rings_names_and_tags_quattro_draws(tmp_path, reveals, size, lang):
    """Two messages about the opponent: neither covers a ring under a virtual player, a VP's
    name or a card's tag (each of these tables has room for them elsewhere)."""
    app, table = table_at(tmp_path, reveals, size, lang)
    try:
        game = table.game_table
        say = game.say()
        opponent = 1 - game.eyes.seat
        given = quattro.Traded(seat=opponent, vp=3, given="R1", received=None,
                               received_public=False)  # fmt: skip
        said = [words.chose_reveal_banner(opponent, say), words.traded_banner(given, say)]
        for text in said:
            table.narration.say(text, about=opponent, when="now")
        table.narration.update(0.3)
        draws = texts_drawn(lambda: (setattr(app, "dirty", True), app.draw()))
        pills = message_pills(table, draws)
        assert len(pills) == len(said)
        names = {words.vp_label(vp + 1) for vp in range(quattro.VP_COUNT)}
        tags = {words.card_tag(mark) for mark in ("revealed", "known", "to reveal")}
        labels = [d.rect for d in draws if d.text in names]
        pinned = [d.box for d in draws if d.text in tags and d.box is not None]
        assert len(labels) == quattro.VP_COUNT
        assert pinned or not reveals  # a revealed card wears its tag
        drawn = {"ring": rings(game.layout), "name": labels, "tag": pinned}
        over = [(kind, str(pill), str(rects[pill.collidelist(rects)]))
                for pill in pills for kind, rects in drawn.items()
                if pill.collidelist(rects) >= 0]  # fmt: skip
        assert not over, over
    finally:
        i18n.set_language("en")
