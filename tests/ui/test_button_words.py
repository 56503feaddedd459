"""An action button's words keep the controls' normal size (14 px at least, as a widget's
button) on every table at 1024x640 and 1280x800, in English, Persian and Hindi: its layout
makes the button wide enough for its longest label ("Swap with stock", Cuckoo's dealer's
button, shrank to about 12 px at 1280x800)."""

from __future__ import annotations

import random

import pytest

from cardtable import i18n
from cardtable.match import Match, MatchConfig
from cardtable.text.games import cuckoo as cuckoo_words

from .harness import make_app
from .test_every_table import GAMES, config
from .test_every_table_layout import drawn_at

SMALLEST = 13.95  # the controls' minimum, 14 px, less rounding
MOST = 30  # positions each game is drawn at


def person_to_act(game: str) -> list[tuple[MatchConfig, list[tuple[int, str]]]]:
    """The moves to each position where seat 0 (a person) is to act, along two seeded random
    games (Cuckoo's seat 0 deals in one of them: "Swap with stock")."""
    found: list[tuple[MatchConfig, list[tuple[int, str]]]] = []
    for seed in (3, 4):
        cfg = config(game, True, seed)
        match, rng = Match(cfg), random.Random(seed)
        while not match.is_over() and len(found) < MOST:
            seat = match.acting()[0]
            if seat == 0:
                found.append((cfg, list(match.actions)))
            match.apply(seat, rng.choice(list(match.state.legal_actions(seat))))
    return found


@pytest.mark.parametrize("lang", ["en", "fa", "hi"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_action_buttons_words_are_drawn_smaller_than_the_controls(tmp_path, game, size, lang):
    app = make_app(tmp_path, size=size)
    app.set_language(lang)
    try:
        small, buttons = [], 0
        labels: set[str] = set()
        for cfg, actions in person_to_act(game):
            table, draws = drawn_at(app, cfg, actions)
            for target in table.live_targets():
                faces = [d for d in draws if d.text == target.label
                         and target.rect.collidepoint(d.rect.center)]  # fmt: skip
                buttons += len(faces)
                labels |= {d.text for d in faces}
                small += [f"{d.text!r} at {d.px:.1f} px" for d in faces if d.px < SMALLEST]
        assert buttons, "no button drawn"
        if game == "cuckoo":  # the longest: the dealer's
            assert cuckoo_words.swap_label(True) in labels, labels
        assert not small, small
    finally:
        i18n.set_language("en")
