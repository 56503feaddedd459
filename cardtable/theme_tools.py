"""`cardtable theme check PATH` and `cardtable theme sheet THEME --out FILE.png [--height PX]`.

`check_main` validates a theme, opening every file it names, and lists its problems (exit 0 when
valid, 2 otherwise).
`sheet_main` renders every distinct card face and the back of all four decks on one contact
sheet, headless, so the art can be reviewed.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from . import themes
from .engine.games import get_spec
from .themes import DECKS, Theme

# Each deck's cards in rows on the sheet ("" is the back).
SHEET_ROWS: dict[str, tuple[tuple[str, ...], ...]] = {
    "cuckoo": (
        ("Fool", "Owl", "Pot", "0", "I", "II", "III", "IV", "V", "VI", "VII"),
        ("VIII", "IX", "X", "XI", "XII", "House", "Horse", "Cat", "Dragoon", "Cuckoo", ""),
    ),
    "quattro": (
        (*(f"{c}{v}" for c in "RB" for v in range(1, 7)), "0"),
        (*(f"{c}{v}" for c in "YG" for v in range(1, 7)), ""),
    ),
    "clash": (
        (*(f"{s}{v}" for s in "HD" for v in range(1, 8)), "JR"),
        (*(f"{s}{v}" for s in "SC" for v in range(1, 8)), "JB", ""),
    ),
    "polar": (("-5", *(str(v) for v in range(1, 10)), "10B", "10O", "10P", "W", ""),),
}


@dataclass(frozen=True)
class SheetLayout:
    height: int  # card height
    margin: int
    gap: int
    header: int  # deck title band
    caption: int  # card id under each card
    size: tuple[int, int]


def sheet_layout(theme: Theme, height: int) -> SheetLayout:
    margin = max(8, round(height * 0.25))
    gap = max(4, round(height * 0.08))
    header = max(14, round(height * 0.3))
    caption = max(10, round(height * 0.14))
    width = 0
    total = margin
    for game, rows in SHEET_ROWS.items():
        card_w = theme.deck(game).width(height)
        total += header
        for row in rows:
            width = max(width, len(row) * card_w + (len(row) - 1) * gap)
            total += height + caption + gap
        total += gap
    return SheetLayout(height, margin, gap, header, caption, (width + 2 * margin, total + margin))


def render_sheet(theme: Theme, height: int):  # -> pygame.Surface
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    art = themes.CardArt(theme)
    import pygame

    lay = sheet_layout(theme, height)
    sheet = pygame.Surface(lay.size)
    sheet.blit(art.table(lay.size), (0, 0))
    title_font = pygame.font.Font(_font_path(theme, "title"), max(10, round(lay.header * 0.55)))
    caption_font = pygame.font.Font(_font_path(theme, "ui"), max(8, round(lay.caption * 0.7)))
    text = theme.colour("text")[:3]
    muted = theme.colour("muted")[:3]
    y = lay.margin
    for game, rows in SHEET_ROWS.items():
        cards = DECKS[game]
        total = sum(c.copies for c in cards)
        title = (
            f"{get_spec(game).title} \u2014 {total} cards, {len(cards)} distinct faces \u2014 "
            f"{theme.name}"
        )
        label = title_font.render(title, True, text)
        sheet.blit(label, (lay.margin, y + (lay.header - label.get_height()) // 2))
        y += lay.header
        card_w = theme.deck(game).width(height)
        copies = {c.id: c.copies for c in cards}
        for row in rows:
            x = lay.margin
            for card_id in row:
                if card_id:
                    surface = art.face(game, card_id, height)
                    name = card_id if copies[card_id] == 1 else f"{card_id} \u00d7{copies[card_id]}"
                else:
                    surface = art.back(game, height)
                    name = "back"
                sheet.blit(surface, (x, y))
                cap = caption_font.render(name, True, muted)
                sheet.blit(cap, (x + (card_w - cap.get_width()) // 2, y + height + 2))
                x += card_w + lay.gap
            y += height + lay.caption + lay.gap
        y += lay.gap
    return sheet


def _font_path(theme: Theme, key: str) -> str | None:
    try:
        path = theme.font(key)
    except KeyError:
        return None
    return str(path) if path else None


def check_main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="cardtable theme check",
        description="Validate a theme: a folder holding theme.yaml, the file itself, or the name "
        "of an installed theme (classic, high-contrast, one of yours).",
    )
    parser.add_argument("path", help="theme folder, theme.yaml or theme name")
    args = parser.parse_args(argv)
    path = _theme_file(args.path)
    problems = themes.check_theme(path)
    if problems:
        print(f"{args.path}: {len(problems)} problem(s)", file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        return 2
    theme = themes.read_theme(path)
    extends = f", extends {theme.chain[1].parent.name}" if len(theme.chain) > 1 else ""
    print(f"{args.path}: valid theme {theme.name!r} by {theme.author}{extends}")
    return 0


def _theme_file(text: str) -> Path:
    """A path as given; a bare name that no folder here has is looked up among the themes the
    app offers (`theme check classic` works from any folder)."""
    given = Path(text)
    if given.exists() or "/" in text or "\\" in text or given.suffix in (".yaml", ".yml"):
        return given
    for info in themes.available_themes():
        if info.id == text:
            return info.path
    return given


def sheet_main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="cardtable theme sheet",
        description="Render every card face and back of all four decks on one contact sheet.",
    )
    parser.add_argument("theme", help="theme name (e.g. classic) or path to a theme")
    parser.add_argument("--out", required=True, help="PNG file to write")
    parser.add_argument("--height", type=int, default=240, help="card height in px (240)")
    args = parser.parse_args(argv)
    if not themes.MIN_CARD_HEIGHT <= args.height <= 1024:
        parser.error(f"--height must be from {themes.MIN_CARD_HEIGHT} to 1024")
    loaded = themes.load_theme(args.theme)
    if loaded.problems:
        print(f"{args.theme}: cannot use this theme:", file=sys.stderr)
        for problem in loaded.problems:
            print(f"  {problem}", file=sys.stderr)
        return 2
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    start = time.perf_counter()
    sheet = render_sheet(loaded.theme, args.height)
    out = Path(args.out)
    if out.parent and not out.parent.exists():
        out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out))
    took = (time.perf_counter() - start) * 1000
    w, h = sheet.get_size()
    print(f"wrote {out} ({w}x{h} px, cards {args.height} px high, {took:.0f} ms)")
    return 0
