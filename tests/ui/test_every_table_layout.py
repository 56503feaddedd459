"""Every game's table at 1024x640, 1280x800 and 1920x1080, in both reading directions, in
positions along seeded random games from the deal to the end (issue 15, item 5): the layout's
boxes and the strip of the last move overlap nothing and stay in the window; no two lines of
text drawn overlap, none is clipped by the window or runs into the strip; at 1280x800 none is
under 14 px. Each position is drawn again with what the game's own keys open (Polar's score
sheet, over the table where no free place holds it: what it hides is not counted), and with two
of the app's notices up (a long one wrapped): neither covers the strip, a target, a top-bar
button or the other."""

from __future__ import annotations

import random

import pygame
import pytest

from cardtable import i18n
from cardtable.match import Match, MatchConfig
from cardtable.ui.core import typeset
from cardtable.ui.games import open_table
from cardtable.ui.table.layout import overlapping
from cardtable.ui.table.scene import TableScene

from .harness import make_app
from .test_every_table import GAMES, config

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
SAMPLES = 6  # positions along each game, from the deal to the end


def seeded_game(game: str, seed: int) -> tuple[MatchConfig, list[tuple[int, str]]]:
    """A whole game of random legal moves (seat 0 a person, so the targets show)."""
    cfg = config(game, True, seed)
    match, rng = Match(cfg), random.Random(seed)
    while not match.is_over():
        seat = match.acting()[0]
        match.apply(seat, rng.choice(list(match.state.legal_actions(seat))))
    return cfg, list(match.actions)


def drawn_at(app, cfg: MatchConfig, actions) -> tuple[TableScene, list[typeset.TextDraw]]:
    table = open_table(app, Match(cfg, actions))
    assert isinstance(table, TableScene)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.at_rest()
    return table, redrawn(app)


def redrawn(app) -> list[typeset.TextDraw]:
    draws: list[typeset.TextDraw] = []
    stop = typeset.listen(draws.append)
    try:
        app.dirty = True
        app.draw()
    finally:
        stop()
    return draws


def problems(
    table: TableScene, draws: list[typeset.TextDraw], size, smallest: float = 13.95
) -> list[str]:
    game = table.game_table
    window, strip = pygame.Rect((0, 0), size), game.strip
    boxes = {**game.layout.boxes(), "last move": strip}
    found = [f"boxes {a} and {b} overlap" for a, b in overlapping(boxes)]
    found += [
        f"box {name} leaves the window" for name, b in boxes.items() if not window.contains(b)
    ]
    lines = [d for d in draws if d.text.strip() and d.rect.w and d.rect.h]
    over = game.overlay()
    if over is not None:  # a panel over the table hides what was drawn under it before it
        first = next(i for i, d in enumerate(lines) if d.box is not None and d.box.contains(over))
        lines = [d for i, d in enumerate(lines) if i >= first or not d.rect.colliderect(over)]
    for i, line in enumerate(lines):
        if not window.contains(line.rect):
            found.append(f"{line.text!r} clipped at {line.rect}")
        if line.text != table.narration.kept and line.rect.colliderect(strip):
            found.append(f"{line.text!r} runs into the strip")
        if size == (1280, 800) and line.px < smallest:
            found.append(f"{line.text!r} is {line.px:.1f} px")
        found += [
            f"{line.text!r} over {other.text!r}"
            for other in lines[i + 1 :]
            if line.rect.colliderect(other.rect)
        ]
    return found


NOTICES = (
    "Could not save the settings: the disk is full",
    "Removed 3 old replays from the folder of games saved by themselves, to keep it under its"
    " limit of 200 replays and 50 MB; your own saved games and statistics are untouched",
)


def notice_problems(app, table: TableScene) -> list[str]:
    """Two app notices over the table: where they land against the strip, every target, the top
    bar's buttons and each other."""
    for text in NOTICES:
        app.notify(text)
    try:
        draws = redrawn(app)
    finally:
        app.notices.clear()
    boxes = {
        d.box.topleft: d.box for d in draws if d.box is not None and d.text in " ".join(NOTICES)
    }
    keep = {"the strip": table.game_table.strip}
    keep |= {f"target {t.label!r}": t.rect for t in table.live_targets()}
    keep |= {f"button {b.label!r}": b.rect for b in table.hud.buttons}
    window = pygame.Rect((0, 0), app.size)
    found = [] if len(boxes) == 2 else [f"{len(boxes)} notices drawn, not 2"]
    found += [
        f"a notice at {b} leaves the window" for b in boxes.values() if not window.contains(b)
    ]
    found += [
        f"a notice at {box} covers {name}"
        for box in boxes.values()
        for name, rect in keep.items()
        if box.colliderect(rect)
    ]
    found += [
        f"notices {a} and {b} overlap"
        for a, b in overlapping({str(k): b for k, b in boxes.items()})
    ]
    return found


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("game", list(GAMES))
def test_every_table_fits_three_sizes_in_the_positions_games_reach(tmp_path, game, lang):
    cfg, actions = seeded_game(game, seed=11)
    positions = sorted({round(len(actions) * k / (SAMPLES - 1)) for k in range(SAMPLES)})
    found: list[str] = []
    for size in SIZES:
        app = make_app(tmp_path, size=size)
        app.set_language(lang)
        try:
            for count in positions:
                table, draws = drawn_at(app, cfg, actions[:count])
                assert draws
                found += [f"{size} after {count}: {p}" for p in problems(table, draws, size)]
                found += [f"{size} after {count}: {p}" for p in notice_problems(app, table)]
                # and with what the game's own keys open (Polar's score sheet)
                for key, switch in table.game_table.keys().items():
                    switch()
                    draws = redrawn(app)
                    where = f"{size} after {count} with {pygame.key.name(key)}"
                    found += [f"{where}: {p}" for p in problems(table, draws, size)]
                    switch()
                table.exit()
        finally:
            i18n.set_language("en")
    assert not found, "\n".join(found)
