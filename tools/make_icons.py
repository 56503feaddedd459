"""Render the app icon from our own card art (headless; pygame only, no Pillow).

    python tools/make_icons.py        # writes assets/icons/cardtable-{16..512}.png, .ico, .icns

A fan of four cards of the Classic theme, one per game (Quattro, Dual Clash Poker, Polar Pairs,
Cuckoo), on a rounded square of table felt. The large sizes are drawn at 1024 px and scaled down;
32 px gets two bigger cards and 16 px one so they stay readable. The .ico holds PNG
images (16 to 256 px, as Windows Vista and later read them) and the .icns PNG images in the
icp4/icp5/icp6/ic07/ic08/ic09/ic10 slots (16 to 1024 px). The output is deterministic for a
given pygame and theme.
"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icons"
SIZES = (16, 32, 48, 64, 128, 256, 512)
MASTER = 1024
# (game, card) from left to right; the last one is on top
FAN = (("quattro", "R6"), ("clash", "H7"), ("polar", "10B"), ("cuckoo", "Cuckoo"))
SMALL_FAN = (("clash", "H7"), ("cuckoo", "Cuckoo"))
TINY = (("quattro", "R6"),)  # 16 px: one bold red card on the felt
FELT_INNER = (46, 122, 78)
FELT_OUTER = (18, 66, 40)
RIM = (217, 169, 58)  # the gold of the card backs

sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from cardtable.themes import CardArt, default_theme  # noqa: E402


def felt(size: int) -> pygame.Surface:
    """A rounded square of felt with a radial shade and a thin gold rim."""
    square = pygame.Surface((size, size), pygame.SRCALPHA)
    steps = 48
    for i in range(steps):  # concentric rounded rects from the outside in
        t = i / (steps - 1)
        colour = [round(o + (n - o) * t) for o, n in zip(FELT_OUTER, FELT_INNER, strict=True)]
        inset = round(t * size * 0.42)
        rect = pygame.Rect(inset, inset, size - 2 * inset, size - 2 * inset)
        pygame.draw.rect(square, colour, rect, border_radius=max(1, round(size * 0.2) - inset))
    rim = max(2, size // 64)
    pygame.draw.rect(
        square, RIM, square.get_rect().inflate(-rim, -rim), rim, border_radius=round(size * 0.2)
    )
    # cut the corners cleanly: keep only what lies inside the outer rounded square
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(size * 0.2))
    square.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return square


def shadow(card: pygame.Surface, blur: int) -> pygame.Surface:
    """A soft dark silhouette of a card (its alpha, blurred by scaling down and up)."""
    w, h = card.get_size()
    silhouette = pygame.Surface((w + 4 * blur, h + 4 * blur), pygame.SRCALPHA)
    dark = card.copy()
    dark.fill((0, 0, 0, 110), special_flags=pygame.BLEND_RGBA_MIN)
    dark.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MIN)
    silhouette.blit(dark, (2 * blur, 2 * blur))
    sw, sh = silhouette.get_size()
    small = pygame.transform.smoothscale(silhouette, (max(1, sw // blur), max(1, sh // blur)))
    return pygame.transform.smoothscale(small, silhouette.get_size())


def fan(
    art: CardArt, size: int, cards: tuple[tuple[str, str], ...], height: float, spread: float
) -> pygame.Surface:
    """`cards` fanned from a pivot below the middle, on felt."""
    icon = felt(size)
    card_h = round(size * height)
    count = len(cards)
    pivot = (size / 2, size * 0.5 + card_h * 0.95)
    for index, (game, card_id) in enumerate(cards):
        angle = spread * ((count - 1) / 2 - index)  # degrees: the first card leans left
        face = art.face(game, card_id, card_h)
        turned = pygame.transform.rotozoom(face, angle, 1.0)
        # the card's centre circles the pivot
        radius = card_h * 0.95
        theta = math.radians(angle)
        cx = pivot[0] - radius * math.sin(theta)
        cy = pivot[1] - radius * math.cos(theta) + size * 0.03
        blur = max(1, size // 128)
        halo = shadow(turned, blur)
        icon.blit(halo, halo.get_rect(center=(round(cx + size * 0.012), round(cy + size * 0.018))))
        icon.blit(turned, turned.get_rect(center=(round(cx), round(cy))))
    # keep the cards inside the rounded square
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(size * 0.2))
    icon.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return icon


def render(size: int, art: CardArt) -> pygame.Surface:
    if size <= 32:
        cards = SMALL_FAN if size > 16 else TINY
        big = fan(art, 256, cards, 0.7 if size > 16 else 0.8, 22)
        return pygame.transform.smoothscale(big, (size, size))
    master = fan(art, MASTER, FAN, 0.5, 14)
    return master if size == MASTER else pygame.transform.smoothscale(master, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG streams (sizes up to 256)."""
    sizes = sorted(s for s in images if s <= 256)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = images[s]
        dim = 0 if s == 256 else s  # 0 means 256 in a directory entry
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


ICNS_TYPES = {  # OSType → pixel size of the PNG it holds
    b"icp4": 16,
    b"icp5": 32,
    b"icp6": 64,
    b"ic07": 128,
    b"ic08": 256,
    b"ic09": 512,
    b"ic10": 1024,  # 512@2x
    b"ic11": 32,  # 16@2x
    b"ic12": 64,  # 32@2x
    b"ic13": 256,  # 128@2x
    b"ic14": 512,  # 256@2x
}


def icns(images: dict[int, bytes]) -> bytes:
    body = b""
    for kind, size in ICNS_TYPES.items():
        data = images[size]
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    art = CardArt(default_theme())
    OUT.mkdir(parents=True, exist_ok=True)
    images: dict[int, bytes] = {}
    for size in (*SIZES, MASTER):
        surface = render(size, art)
        images[size] = png_bytes(surface)
        if size in SIZES:
            path = OUT / f"cardtable-{size}.png"
            path.write_bytes(images[size])
            print(f"wrote {path.relative_to(ROOT)}")
    (OUT / "cardtable.ico").write_bytes(ico(images))
    (OUT / "cardtable.icns").write_bytes(icns(images))
    print(f"wrote {(OUT / 'cardtable.ico').relative_to(ROOT)} and cardtable.icns")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
