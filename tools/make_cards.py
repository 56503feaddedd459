"""Generate the card art of the packaged themes as SVG files.

    python tools/make_cards.py            # writes themes/classic/... and themes/high-contrast/...

Every picture is drawn here from paths and shapes (no text: pygame's SVG renderer draws none;
numerals and titles are drawn by the theme's text layers, see docs/themes.md), so the designs stay
consistent and can be changed in one place. The output is deterministic.

Coordinates: Cuckoo cards are 420 x 720 units (tarot proportions), the other decks 500 x 700.
Illustrations are drawn in a 340 x 492 box ("panel") and placed with a transform.
"""

from __future__ import annotations

import math
import random
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

INK = "#2b2118"
CREAM = "#f6eedb"
PAPER = "#fbf8f1"
GOLD = "#d9a93a"
GOLD_DARK = "#8a6418"

# ------------------------------------------------------------------------------------------
# SVG helpers


def n(v: float) -> str:
    text = f"{v:.1f}"
    if text.endswith(".0"):
        text = text[:-2]
    return "0" if text == "-0" else text


def _attrs(kw: dict) -> str:
    out = []
    for key, value in kw.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(value, float):
            value = n(value)
        out.append(f'{name}="{value}"')
    return " ".join(out)


def el(tag: str, **kw) -> str:
    return f"<{tag} {_attrs(kw)}/>"


def path(d: str, **kw) -> str:
    return el("path", d=d, **kw)


def outlined(d: str, fill: str, o: str, width: float, **kw) -> str:
    """A filled shape with an outline of colour `o`."""
    return path(d, fill=fill, stroke=o, stroke_width=width, **kw)


def inked(d: str, fill: str, o: str, width: float) -> str:
    """A filled shape in the illustrations' ink outline, its corners rounded."""
    return outlined(d, fill, o, width, stroke_linejoin="round")


def pen(d: str, colour: str, width: float, **kw) -> str:
    """An open stroke drawn with a round-ended pen (feathers, whiskers, creases)."""
    return outlined(d, "none", colour, width, stroke_linecap="round", **kw)


def circle(cx: float, cy: float, r: float, **kw) -> str:
    return el("circle", cx=float(cx), cy=float(cy), r=float(r), **kw)


def ellipse(cx: float, cy: float, rx: float, ry: float, **kw) -> str:
    return el("ellipse", cx=float(cx), cy=float(cy), rx=float(rx), ry=float(ry), **kw)


def rect(x: float, y: float, w: float, h: float, rx: float = 0, **kw) -> str:
    return el(
        "rect",
        x=float(x),
        y=float(y),
        width=float(w),
        height=float(h),
        rx=float(rx) if rx else None,
        **kw,
    )


def inset_rect(w: float, h: float, inset: float, **kw) -> str:
    """A rectangle `inset` units in from every edge of a w x h card (borders and frame lines)."""
    return rect(inset, inset, w - 2 * inset, h - 2 * inset, **kw)


def poly(points: list[tuple[float, float]], **kw) -> str:
    return el("polygon", points=" ".join(f"{n(x)},{n(y)}" for x, y in points), **kw)


def line(x1: float, y1: float, x2: float, y2: float, **kw) -> str:
    return el("line", x1=float(x1), y1=float(y1), x2=float(x2), y2=float(y2), **kw)


def g(*children: str, transform: str | None = None, **kw) -> str:
    head = _attrs({"transform": transform, **kw})
    return (
        f"<g {head}>" + "".join(children) + "</g>" if head else "<g>" + "".join(children) + "</g>"
    )


def place(content: str, x: float, y: float, scale: float = 1.0, rotate: float = 0.0) -> str:
    t = f"translate({n(x)} {n(y)})"
    if rotate:
        t += f" rotate({n(rotate)})"
    if scale != 1:
        t += f" scale({scale:.4f})"
    return g(content, transform=t)


def lin(id_: str, stops: list[tuple[float, str]], x1=0.0, y1=0.0, x2=0.0, y2=1.0) -> str:
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return (
        f'<linearGradient id="{id_}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}">{s}</linearGradient>'
    )


def rad(id_: str, stops: list[tuple[float, str]], cx=0.5, cy=0.5, r=0.5) -> str:
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return f'<radialGradient id="{id_}" cx="{cx}" cy="{cy}" r="{r}">{s}</radialGradient>'


def doc(w: float, h: float, defs: list[str], body: list[str]) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {n(w)} {n(h)}" '
        f'width="{n(w)}" height="{n(h)}">'
        + (f"<defs>{''.join(defs)}</defs>" if defs else "")
        + "".join(body)
        + "</svg>\n"
    )


def star_points(cx, cy, r_out, r_in, points=5, rot=-90.0) -> list[tuple[float, float]]:
    out = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / points)
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def disc_d(cx: float, cy: float, r: float, sweep: int = 0) -> str:
    """Path data of a circle (sweep 1 draws it the other way round: a hole with even-odd)."""
    return (
        f"M{n(cx - r)} {n(cy)}a{n(r)} {n(r)} 0 1 {sweep} {n(2 * r)} 0"
        f"a{n(r)} {n(r)} 0 1 {sweep} {n(-2 * r)} 0Z"
    )


def mix(c1: str, c2: str, t: float) -> str:
    a = [int(c1[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(c2[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b, strict=True))


# ------------------------------------------------------------------------------------------
# Shared motifs (unit-ish shapes centred on 0,0)

HEART = (
    "M0 0.44C-0.13 0.3 -0.5 0.06 -0.5 -0.18C-0.5 -0.38 -0.36 -0.48 -0.24 -0.48"
    "C-0.12 -0.48 -0.04 -0.41 0 -0.3C0.04 -0.41 0.12 -0.48 0.24 -0.48"
    "C0.36 -0.48 0.5 -0.38 0.5 -0.18C0.5 0.06 0.13 0.3 0 0.44Z"
)
DIAMOND = "M0 -0.5Q0.18 -0.22 0.38 0Q0.18 0.22 0 0.5Q-0.18 0.22 -0.38 0Q-0.18 -0.22 0 -0.5Z"
SPADE = (
    "M0 -0.5C0.14 -0.32 0.5 -0.12 0.5 0.1C0.5 0.3 0.36 0.38 0.25 0.38C0.15 0.38 0.07 0.33 0.04 0.26"
    "C0.05 0.37 0.1 0.45 0.2 0.5L-0.2 0.5C-0.1 0.45 -0.05 0.37 -0.04 0.26"
    "C-0.07 0.33 -0.15 0.38 -0.25 0.38C-0.36 0.38 -0.5 0.3 -0.5 0.1C-0.5 -0.12 -0.14 -0.32 0 -0.5Z"
)
CLUB = (
    "M0 -0.5C0.14 -0.5 0.24 -0.39 0.24 -0.26C0.24 -0.18 0.21 -0.12 0.16 -0.07"
    "C0.19 -0.09 0.23 -0.1 0.27 -0.1C0.4 -0.1 0.5 0 0.5 0.13C0.5 0.26 0.4 0.36 0.27 0.36"
    "C0.17 0.36 0.09 0.31 0.05 0.23C0.06 0.35 0.11 0.44 0.2 0.5L-0.2 0.5"
    "C-0.11 0.44 -0.06 0.35 -0.05 0.23C-0.09 0.31 -0.17 0.36 -0.27 0.36"
    "C-0.4 0.36 -0.5 0.26 -0.5 0.13C-0.5 0 -0.4 -0.1 -0.27 -0.1C-0.23 -0.1 -0.19 -0.09 -0.16 -0.07"
    "C-0.21 -0.12 -0.24 -0.18 -0.24 -0.26C-0.24 -0.39 -0.14 -0.5 0 -0.5Z"
)
SUIT_PATHS = {"H": HEART, "D": DIAMOND, "S": SPADE, "C": CLUB}


def unit(d: str, cx: float, cy: float, size: float, rotate: float = 0, **kw) -> str:
    t = f"translate({n(cx)} {n(cy)})"
    if rotate:
        t += f" rotate({n(rotate)})"
    t += f" scale({size:.3f})"
    return path(d, transform=t, **kw)


def shape_d(kind: str, cx: float, cy: float, size: float) -> str:
    """Path data of Quattro's colour shapes: circle, square, triangle, cross, ring (zero)."""
    s = size / 2
    if kind in ("circle", "ring"):
        r = s * 0.98
        d = disc_d(cx, cy, r)
        if kind == "ring":
            r = s * 0.56
            d += disc_d(cx, cy, r, 1)
        return d
    if kind == "square":
        a = s * 0.86
        return f"M{n(cx - a)} {n(cy - a)}h{n(2 * a)}v{n(2 * a)}h{n(-2 * a)}Z"
    if kind == "triangle":
        pts = [(cx, cy - s * 1.02), (cx + s * 1.06, cy + s * 0.84), (cx - s * 1.06, cy + s * 0.84)]
    elif kind == "cross":
        a, b = s * 0.36, s * 1.0
        pts = [
            (cx + x, cy + y)
            for x, y in (
                (-a, -b),
                (a, -b),
                (a, -a),
                (b, -a),
                (b, a),
                (a, a),
                (a, b),
                (-a, b),
                (-a, a),
                (-b, a),
                (-b, -a),
                (-a, -a),
            )
        ]
    else:
        raise ValueError(kind)
    return "M" + "L".join(f"{n(x)} {n(y)}" for x, y in pts) + "Z"


def shape(kind: str, cx: float, cy: float, size: float, **kw) -> str:
    return path(shape_d(kind, cx, cy, size), fill_rule="evenodd", **kw)


def compass_star(cx, cy, r, fill=GOLD, stroke=GOLD_DARK, sw=None) -> str:
    sw = sw if sw is not None else max(1.0, r * 0.06)
    big = star_points(cx, cy, r, r * 0.3, 4, -90)
    small = star_points(cx, cy, r * 0.62, r * 0.22, 4, -45)
    return (
        poly(
            small,
            fill=mix(fill, "#ffffff", 0.35),
            stroke=stroke,
            stroke_width=sw * 0.8,
            stroke_linejoin="round",
        )
        + poly(big, fill=fill, stroke=stroke, stroke_width=sw, stroke_linejoin="round")
        + circle(cx, cy, r * 0.12, fill="#fff6d8", stroke=stroke, stroke_width=sw * 0.6)
    )


def compass_stars(stars: list[tuple[float, float, float]], fill=GOLD, stroke=GOLD_DARK) -> str:
    """Many compass stars of one size drawn as three paths (much faster to rasterise)."""
    if not stars:
        return ""
    r0 = stars[0][2]
    sw = max(1.0, r0 * 0.06)

    def pts_d(points: list[tuple[float, float]]) -> str:
        return "M" + "L".join(f"{n(x)} {n(y)}" for x, y in points) + "Z"

    small = "".join(pts_d(star_points(x, y, r * 0.62, r * 0.22, 4, -45)) for x, y, r in stars)
    big = "".join(pts_d(star_points(x, y, r, r * 0.3, 4, -90)) for x, y, r in stars)
    dots = "".join(disc_d(x, y, r * 0.12) for x, y, r in stars)
    return (
        inked(small, mix(fill, "#ffffff", 0.35), stroke, sw * 0.8)
        + inked(big, fill, stroke, sw)
        + outlined(dots, "#fff6d8", stroke, sw * 0.6)
    )


def snowflake(cx, cy, r, colour="#ffffff", sw=None, opacity=1.0) -> str:
    sw = sw or max(1.0, r * 0.11)
    d = []
    for i in range(6):
        a = math.radians(i * 60 - 90)
        d.append(f"M{n(cx)} {n(cy)}L{n(cx + r * math.cos(a))} {n(cy + r * math.sin(a))}")
        for t, blen in ((0.55, 0.33), (0.8, 0.2)):
            bx, by = cx + r * t * math.cos(a), cy + r * t * math.sin(a)
            for da in (-45, 45):
                b = a + math.radians(da)
                d.append(
                    f"M{n(bx)} {n(by)}l{n(r * blen * math.cos(b))} {n(r * blen * math.sin(b))}"
                )
    return pen("".join(d), colour, sw, opacity=f"{opacity:g}" if opacity < 1 else None)


# ------------------------------------------------------------------------------------------
# Illustrations, each in a 340 x 492 panel (x right, y down). `o` is the outline colour.

PW, PH = 340, 492


def hills(colour: str, y: float, o=INK) -> str:
    d = f"M0 {n(y)}C80 {n(y - 30)} 180 {n(y - 34)} 340 {n(y - 6)}L340 492L0 492Z"
    return outlined(d, colour, o, 3)


def draw_owl(
    body="#8a6240",
    dark="#5c3d24",
    face="#ead7b0",
    belly="#d8bd8c",
    tufts=True,
    speckle: str | None = None,
    o=INK,
    eye="#f2b51b",
    seed=1,
) -> str:
    """Front-facing owl perched on a branch, about 240 wide, centred in the panel."""
    p = []
    # branch
    p.append(
        outlined(
            "M-10 420C60 404 140 412 200 404C260 396 300 404 350 396L350 432C300 438 250 430"
            " 200 440C140 450 60 440 -10 452Z",
            "#6b4a2e",
            o,
            3,
        )
    )
    p.append(pen("M250 400C262 380 280 372 300 366", "#6b4a2e", 10))
    # body
    p.append(
        outlined(
            "M170 132C262 132 282 236 274 310C266 372 228 416 170 416C112 416 74 372 66 310"
            "C58 236 78 132 170 132Z",
            body,
            o,
            4,
        )
    )
    # wings
    p.append(inked("M78 236C56 290 62 360 104 404C114 360 116 300 106 252Z", dark, o, 3))
    p.append(inked("M262 236C284 290 278 360 236 404C226 360 224 300 234 252Z", dark, o, 3))
    # belly with chevrons
    p.append(ellipse(170, 322, 70, 82, fill=belly, stroke=o, stroke_width=2.5))
    chev = []
    for row, y in enumerate(range(272, 392, 22)):
        xs = (150, 190) if row % 2 == 0 else (130, 170, 210)
        for x in xs:
            if (x - 170) ** 2 / 60**2 + (y - 322) ** 2 / 74**2 < 1:
                chev.append(f"M{x - 9} {y}l9 7l9 -7")
    p.append(pen("".join(chev), dark, 3, stroke_linejoin="round"))
    if tufts:
        p.append(inked("M96 178L78 106L140 150Z", body, o, 3.5))
        p.append(inked("M244 178L262 106L200 150Z", body, o, 3.5))
    # facial disc
    p.append(
        outlined(
            "M170 178C150 150 88 150 86 210C84 262 140 272 170 250C200 272 256 262 254 210"
            "C252 150 190 150 170 178Z",
            face,
            o,
            3,
        )
    )
    for x in (128, 212):
        p.append(circle(x, 212, 33, fill=eye, stroke=o, stroke_width=3.5))
        p.append(circle(x + (3 if x < 170 else -3), 214, 16, fill="#1a1410"))
        p.append(circle(x - 4 + (3 if x < 170 else -3), 207, 5, fill="#ffffff"))
    p.append(inked("M158 232L182 232L170 262Z", "#e89a2c", o, 2.5))
    # feet
    for x in (140, 200):
        p.append(inked(f"M{x - 16} 414q4 14 8 0q4 14 8 0q4 14 8 0q4 14 8 0", "#e89a2c", o, 2.5))
    if speckle:
        rng = random.Random(seed)
        spots = []
        for _ in range(70):
            x, y = rng.uniform(80, 260), rng.uniform(150, 405)
            if (x - 170) ** 2 / 95**2 + (y - 285) ** 2 / 125**2 > 1:
                continue
            if abs(y - 212) < 45 and abs(x - 170) < 82:
                continue  # keep the face clean
            spots.append(f"M{n(x - 5)} {n(y)}q5 -4 10 0")
        p.append(pen("".join(spots), speckle, 3.4))
    return "".join(p)


def draw_cuckoo_bird(o=INK, notes=True) -> str:
    p = []
    # branch with leaves
    p.append(
        outlined(
            "M0 402C70 392 130 396 190 386C250 376 300 380 350 370L350 392C300 400 250 398"
            " 192 408C132 418 70 416 0 426Z",
            "#6b4a2e",
            o,
            3,
        )
    )
    for x, y, a in ((40, 392, -30), (92, 386, 200), (282, 372, -40), (316, 364, 210)):
        p.append(
            g(
                outlined("M0 0C10 -16 34 -18 46 -6C34 8 12 10 0 0Z", "#6f9a45", o, 2.5),
                path("M2 0L40 -6", stroke=o, stroke_width=1.5),
                transform=f"translate({x} {y}) rotate({a})",
            )
        )
    # tail: long and graduated, dark with white spots and a white tip
    p.append(inked("M112 310C84 350 52 400 24 446L48 460C80 416 112 372 142 334Z", "#4a5560", o, 3))
    p.append(inked("M24 446L48 460L40 468L16 454Z", "#f2ecdd", o, 2.5))
    for t in (0.2, 0.42, 0.64, 0.86):
        x, y = 124 - 92 * t, 324 + 128 * t
        p.append(ellipse(x, y, 4.5, 3, fill="#ffffff", transform=f"rotate(-50 {n(x)} {n(y)})"))
    # legs
    p.append(
        path(
            "M176 340L180 392M204 334L206 388",
            stroke="#e0a93c",
            stroke_width=6,
            stroke_linecap="round",
        )
    )
    p.append(
        path(
            "M170 394L190 390M196 390L216 386",
            stroke="#e0a93c",
            stroke_width=5,
            stroke_linecap="round",
        )
    )
    # body: a tilted ellipse with a barred belly (drawn level, then turned)
    body = [ellipse(0, 0, 100, 56, fill="#6e7d8a")]
    body.append(
        path("M-84 26C-50 52 40 64 88 30C100 14 102 -6 98 -22C70 0 10 14 -84 26Z", fill="#f4efe2")
    )
    bars = []
    for x in range(-66, 100, 9):
        # from the belly's upper edge to the bottom of the ellipse, slanting with the body
        upper = 26 + (x + 84) * (-48 / 182)
        lower = 56 * math.sqrt(max(0.0, 1 - (x / 100) ** 2)) - 4
        if lower - upper > 8:
            bars.append(f"M{x} {n(upper + 4)}L{x - 3} {n(lower)}")
    body.append(pen("".join(bars), "#3c464f", 2.8))
    body.append(ellipse(0, 0, 100, 56, fill="none", stroke=o, stroke_width=4))
    # wing
    body.append(
        inked(
            "M-70 -24C-30 -48 40 -42 72 -10C40 2 -10 10 -90 4C-92 -8 -84 -16 -70 -24Z",
            "#4f5c68",
            o,
            3,
        )
    )
    body.append(pen("M-40 -16C-10 -26 20 -24 44 -12M-60 -4C-20 -10 20 -8 54 -2", "#38424c", 2.2))
    p.append(g(*body, transform="translate(180 296) rotate(-22)"))
    # head
    p.append(circle(262, 222, 44, fill="#6e7d8a", stroke=o, stroke_width=4))
    p.append(path("M226 246C240 262 270 268 290 256C278 270 250 272 232 262Z", fill="#8896a2"))
    # beak (open: it is calling)
    p.append(inked("M298 206L340 196L304 216Z", "#e0a93c", o, 2.5))
    p.append(inked("M300 222L336 232L300 228Z", "#c98a22", o, 2.5))
    # eye with yellow ring
    p.append(circle(276, 210, 11, fill="#f3c22b", stroke=o, stroke_width=2.5))
    p.append(circle(278, 210, 5.5, fill="#14110e"))
    p.append(circle(276, 207.5, 2, fill="#ffffff"))
    if notes:
        p.append(
            g(
                inked("M0 0L0 -44L22 -52L22 -10", "none", o, 4),
                ellipse(-7, 2, 10, 7.5, transform="rotate(-20 -7 2)", fill=o),
                ellipse(15, -6, 10, 7.5, transform="rotate(-20 15 -6)", fill=o),
                transform="translate(250 110) rotate(8)",
            )
        )
        p.append(
            g(
                outlined(
                    "M0 0L0 -40L16 -28",
                    "none",
                    o,
                    4,
                    stroke_linejoin="round",
                    stroke_linecap="round",
                ),
                ellipse(-7, 2, 10, 7.5, transform="rotate(-20 -7 2)", fill=o),
                transform="translate(190 84) rotate(-10)",
            )
        )
    return "".join(p)


def draw_cat(o=INK) -> str:
    fur, dark, light = "#e08a3c", "#b0601f", "#fbeee0"
    p = []
    # cushion
    p.append(
        outlined(
            "M40 430C40 408 90 398 170 398C250 398 300 408 300 430C300 452 250 462 170 462"
            "C90 462 40 452 40 430Z",
            "#7b3f8a",
            o,
            3,
        )
    )
    p.append(outlined("M60 432C100 444 240 444 280 432", "none", "#a766b4", 3))
    # tail curling round the front
    p.append(pen("M238 400C290 398 300 350 282 320C272 302 286 290 296 300", o, 30))
    p.append(pen("M238 400C290 398 300 350 282 320C272 302 286 290 296 300", fur, 23))
    p.append(
        path("M286 356l14 2M279 330l14 -4", stroke=dark, stroke_width=4, stroke_linecap="round")
    )
    # body
    p.append(
        outlined(
            "M170 206C236 206 262 300 258 364C256 400 230 420 170 420C110 420 84 400 82 364"
            "C78 300 104 206 170 206Z",
            fur,
            o,
            4,
        )
    )
    p.append(
        path(
            "M170 250C200 250 214 300 210 350C208 380 194 396 170 396C146 396 132 380 130 350"
            "C126 300 140 250 170 250Z",
            fill=light,
        )
    )
    for y, s in ((290, 1), (320, 1), (350, 1)):
        p.append(pen(f"M90 {y}q18 {-8 * s} 28 4M250 {y}q-18 {-8 * s} -28 4", dark, 5))
    # front legs and paws
    p.append(path("M138 330L136 412M202 330L204 412", stroke=o, stroke_width=3))
    p.append(ellipse(134, 414, 24, 13, fill=light, stroke=o, stroke_width=3))
    p.append(ellipse(206, 414, 24, 13, fill=light, stroke=o, stroke_width=3))
    p.append(path("M126 412l0 8M136 410l0 10M196 412l0 8M206 410l0 10", stroke=o, stroke_width=1.6))
    # ears
    p.append(inked("M104 160L96 72L158 124Z", fur, o, 4))
    p.append(inked("M236 160L244 72L182 124Z", fur, o, 4))
    p.append(path("M110 146L106 94L144 126Z", fill="#f2a7a0"))
    p.append(path("M230 146L234 94L196 126Z", fill="#f2a7a0"))
    # head
    p.append(
        outlined(
            "M170 108C234 108 262 144 262 184C262 232 220 254 170 254C120 254 78 232 78 184"
            "C78 144 106 108 170 108Z",
            fur,
            o,
            4,
        )
    )
    # forehead stripes (the tabby M)
    p.append(
        path(
            "M150 120l4 26M170 114l0 30M190 120l-4 26",
            stroke=dark,
            stroke_width=5,
            stroke_linecap="round",
        )
    )
    p.append(
        path(
            "M84 182l22 4M86 204l20 -2M256 182l-22 4M254 204l-20 -2",
            stroke=dark,
            stroke_width=5,
            stroke_linecap="round",
        )
    )
    # muzzle
    p.append(ellipse(152, 214, 24, 18, fill=light))
    p.append(ellipse(188, 214, 24, 18, fill=light))
    # eyes
    for x in (136, 204):
        p.append(
            outlined(
                f"M{x - 22} 178C{x - 12} 160 {x + 12} 160 {x + 22} 178C{x + 12} 196 {x - 12} 196"
                f" {x - 22} 178Z",
                "#9ccf45",
                o,
                3,
            )
        )
        p.append(ellipse(x, 178, 5, 14, fill="#14110e"))
        p.append(circle(x - 6, 172, 3, fill="#ffffff"))
    # nose and mouth
    p.append(inked("M160 198L180 198L170 210Z", "#e36f7a", o, 2.5))
    p.append(
        pen(
            "M170 210L170 220M170 220C164 230 154 230 150 224M170 220C176 230 186 230 190 224",
            o,
            2.5,
        )
    )
    # whiskers
    p.append(
        path(
            "M128 214L66 204M128 222L64 228M130 230L74 250M212 214L274 204M212 222L276 228"
            "M210 230L266 250",
            stroke="#fdf7ea",
            stroke_width=2.2,
            stroke_linecap="round",
        )
    )
    return "".join(p)


def draw_horse(o=INK) -> str:
    coat, mane, light = "#9a5a2c", "#3b2416", "#c98a56"
    p = []
    # neck and head, facing right
    head = (
        "M56 492C60 400 70 320 104 250C132 192 164 150 198 120L206 84L218 112L230 78L238 124"
        "C256 150 272 184 288 218C300 246 314 276 322 300C330 324 318 346 296 348"
        "C280 350 268 340 258 326C246 312 228 300 210 300C204 330 206 372 228 420"
        "C240 446 250 470 262 492Z"
    )
    p.append(inked(head, coat, o, 4))
    # highlight along the face
    p.append(
        path(
            "M226 150C248 180 268 222 290 270C298 288 306 304 310 318C296 296 278 262 262 232"
            "C250 208 238 180 226 150Z",
            fill=light,
            opacity="0.7",
        )
    )
    # blaze
    p.append(
        path(
            "M240 160C252 190 266 226 284 268C290 282 296 296 302 306C292 306 282 290 274 272"
            "C262 244 250 206 240 160Z",
            fill="#fbf4e8",
        )
    )
    # jaw line
    p.append(pen("M210 300C214 270 236 252 256 262", o, 3))
    # nostril and mouth
    p.append(pen("M300 316C306 310 314 312 314 320", o, 3.5))
    p.append(pen("M286 340C296 338 306 336 314 332", o, 2.5))
    # eye
    p.append(outlined("M214 172C222 164 234 164 240 172C234 180 222 182 214 172Z", "#1d130c", o, 2))
    p.append(circle(224, 170, 2.5, fill="#ffffff"))
    # ears inner
    p.append(path("M208 96L214 116", stroke=mane, stroke_width=3))
    p.append(path("M229 92L232 118", stroke=mane, stroke_width=3))
    # mane: strands along the crest
    strands = []
    crest = [
        (196, 122),
        (174, 144),
        (152, 170),
        (132, 200),
        (116, 232),
        (102, 264),
        (90, 300),
        (80, 338),
        (72, 378),
        (66, 420),
        (62, 462),
    ]
    for i, (x, y) in enumerate(crest):
        dx = -34 - 6 * math.sin(i)
        strands.append(
            f"M{x + 10} {y - 8}C{x - 6} {y} {x + dx + 10} {y + 4} {x + dx} {y + 30}"
            f"C{x - 2} {y + 26} {x + 8} {y + 16} {x + 14} {y + 6}Z"
        )
    p.append(inked("".join(strands), mane, o, 2.5))
    p.append(
        outlined("M198 118C210 124 214 140 206 156C202 140 196 132 186 128Z", mane, o, 2.5)
    )  # forelock
    # bridle
    p.append(pen("M206 128C214 170 222 220 226 300", "#5a1f14", 8))
    p.append(pen("M260 276C272 262 290 254 304 256M226 300C240 296 252 290 262 278", "#5a1f14", 8))
    p.append(pen("M232 118C226 150 212 160 206 160", "#5a1f14", 7))
    p.append(circle(226, 296, 8, fill=GOLD, stroke=o, stroke_width=2))
    p.append(circle(262, 276, 6, fill=GOLD, stroke=o, stroke_width=2))
    return "".join(p)


def draw_house(o=INK) -> str:
    p = []
    # tree behind
    p.append(path("M280 352L280 300", stroke="#5a3b22", stroke_width=12))
    p.append(circle(280, 270, 44, fill="#4f8a3c", stroke=o, stroke_width=3))
    p.append(circle(258, 250, 26, fill="#62a04a"))
    # walls
    p.append(rect(60, 236, 196, 150, fill="#e8c48e", stroke=o, stroke_width=4))
    # plank lines
    for y in range(256, 386, 20):
        p.append(line(62, y, 254, y, stroke="#c9a16a", stroke_width=2))
    # roof
    p.append(inked("M40 244L158 140L276 244Z", "#a8392b", o, 4))
    for i in range(1, 6):
        t = i / 6
        x1, y1 = 40 + 118 * t, 244 - 104 * t
        x2 = 276 - 118 * t
        p.append(line(x1 + 4, y1, x2 - 4, y1, stroke="#7e2a20", stroke_width=2.4))
    # chimney and smoke
    p.append(rect(208, 150, 26, 58, fill="#8c4b3a", stroke=o, stroke_width=3.5))
    p.append(rect(202, 142, 38, 12, fill="#6e3a2c", stroke=o, stroke_width=3))
    p.append(
        pen(
            "M222 132C210 118 232 108 222 94C212 80 236 70 228 56C222 44 240 36 246 30",
            "#f4f1ea",
            9,
            opacity="0.85",
        )
    )
    # gable window (round)
    p.append(circle(158, 204, 18, fill="#ffd65c", stroke=o, stroke_width=3.5))
    p.append(path("M140 204L176 204M158 186L158 222", stroke=o, stroke_width=2.5))
    # door
    p.append(
        outlined(
            "M136 386L136 310C136 296 148 288 158 288C168 288 180 296 180 310L180 386Z",
            "#5a3b22",
            o,
            3.5,
        )
    )
    p.append(circle(171, 342, 3.5, fill=GOLD))
    # windows with warm light
    for x in (76, 200):
        p.append(rect(x, 282, 42, 42, fill="#ffd65c", stroke=o, stroke_width=3.5))
        p.append(
            path(f"M{x + 21} 282L{x + 21} 324M{x} 303L{x + 42} 303", stroke=o, stroke_width=2.5)
        )
        p.append(rect(x - 4, 324, 50, 8, fill="#7b4a2a", stroke=o, stroke_width=2.5))
    # path and fence
    p.append(
        outlined(
            "M140 386C132 420 110 452 96 492L222 492C206 452 186 420 178 386Z", "#d8c49a", o, 3
        )
    )
    for x in (14, 34, 290, 310, 330):
        p.append(
            outlined(f"M{x} 410L{x} 376L{x + 6} 368L{x + 12} 376L{x + 12} 410Z", "#f6f0e2", o, 2.5)
        )
    p.append(
        path(
            "M8 386L52 386M8 400L52 400M284 386L340 386M284 400L340 400", stroke=o, stroke_width=2.5
        )
    )
    return "".join(p)


def draw_pot(o=INK) -> str:
    glaze, deep, light = "#3f6fa8", "#2b4f7e", "#dfe9f4"
    p = []
    # table top
    p.append(outlined("M0 396L340 396L340 492L0 492Z", "#8a5a34", o, 3))
    p.append(path("M0 412L340 412", stroke="#6e4526", stroke_width=3))
    p.append(ellipse(170, 396, 128, 16, fill="#6e4526", opacity="0.55"))
    # handle (behind body, right)
    p.append(pen("M252 230C310 226 318 318 252 330", o, 30))
    p.append(pen("M252 230C310 226 318 318 252 330", glaze, 22))
    # body
    p.append(
        outlined(
            "M108 176C60 210 50 300 74 352C90 386 126 398 170 398C214 398 250 386 266 352"
            "C290 300 280 210 232 176Z",
            glaze,
            o,
            4,
        )
    )
    # white band with a flower pattern
    p.append(
        outlined("M66 270C110 286 230 286 274 270L278 320C230 338 110 338 62 320Z", light, o, 2.5)
    )
    for i, x in enumerate((96, 133, 170, 207, 244)):
        y = 300 + (4 if i in (0, 4) else 8)
        pet = "".join(
            ellipse(
                x + 9 * math.cos(math.radians(a)),
                y + 9 * math.sin(math.radians(a)),
                7,
                4.5,
                transform=f"rotate({a} {n(x + 9 * math.cos(math.radians(a)))} "
                f"{n(y + 9 * math.sin(math.radians(a)))})",
                fill=deep,
            )
            for a in range(0, 360, 72)
        )
        p.append(pet + circle(x, y, 4, fill="#e0a93c"))
    # highlight
    p.append(pen("M104 206C88 226 82 250 84 266", "#ffffff", 8, opacity="0.6"))
    # rim and lid
    p.append(ellipse(170, 176, 66, 16, fill=deep, stroke=o, stroke_width=4))
    p.append(outlined("M110 172C112 140 140 126 170 126C200 126 228 140 230 172Z", glaze, o, 4))
    p.append(circle(170, 116, 13, fill=GOLD, stroke=o, stroke_width=3))
    # steam
    for x in (140, 174, 206):
        p.append(
            pen(
                f"M{x} 100C{x - 12} 86 {x + 12} 74 {x} 60C{x - 10} 48 {x + 6} 38 {x + 2} 28",
                "#ffffff",
                6,
                opacity="0.8",
            )
        )
    return "".join(p)


def draw_fool(o=INK, a="#c8372d", b="#2f7d4a", face="#f3d3b4", gold=GOLD) -> str:
    p = []
    # body: motley tunic
    p.append(outlined("M58 492C62 420 90 380 170 372C250 380 278 420 282 492Z", a, o, 4))
    p.append(outlined("M170 372C150 420 150 460 170 492L282 492C278 420 250 380 170 372Z", b, o, 3))
    # buttons / bells on tunic
    for y in (410, 446, 480):
        p.append(circle(170, y, 7, fill=gold, stroke=o, stroke_width=2))
    # ruff collar: zigzag points
    pts = []
    cx, cy, r1, r2 = 170, 352, 118, 72
    for i in range(15):
        ang = math.radians(180 + i * 180 / 14)
        r = r1 if i % 2 == 0 else r2
        pts.append((cx + r * math.cos(ang) * 1.0, cy - r * math.sin(ang) * 0.34 + 6))
    collar = [(cx - r1, cy + 6), *pts, (cx + r1, cy + 6), (cx + 70, cy + 34), (cx - 70, cy + 34)]
    p.append(poly(collar, fill="#f7f0df", stroke=o, stroke_width=3, stroke_linejoin="round"))
    for i, (x, y) in enumerate(pts):
        if i % 2 == 0 and 0 < i < 14:
            p.append(circle(x, y, 7, fill=gold, stroke=o, stroke_width=2))
    # neck and face
    p.append(rect(150, 300, 40, 50, fill=face, stroke=o, stroke_width=3))
    p.append(ellipse(170, 262, 62, 70, fill=face, stroke=o, stroke_width=4))
    # cap: three floppy points with bells
    p.append(
        inked(
            "M104 236C96 206 100 186 112 176C82 170 56 196 40 236C52 226 62 226 66 232"
            "C76 196 100 190 108 200Z",
            b,
            o,
            3.5,
        )
    )
    p.append(
        inked(
            "M236 236C244 206 240 186 228 176C258 170 284 196 300 236C288 226 278 226 274 232"
            "C264 196 240 190 232 200Z",
            a,
            o,
            3.5,
        )
    )
    p.append(
        inked(
            "M106 214C100 160 120 120 170 112C220 120 240 160 234 214C200 196 140 196 106 214Z",
            a,
            o,
            4,
        )
    )
    p.append(
        inked(
            "M170 112C150 150 146 180 150 202C164 198 178 198 192 200C196 176 190 146 170 112Z",
            b,
            o,
            3,
        )
    )
    # the three tails of the cap
    p.append(
        inked(
            "M112 178C86 140 50 126 26 140C44 146 58 160 66 178C80 166 96 168 112 178Z", b, o, 3.5
        )
    )
    p.append(
        inked(
            "M228 178C254 140 290 126 314 140C296 146 282 160 274 178C260 166 244 168 228 178Z",
            a,
            o,
            3.5,
        )
    )
    p.append(
        inked(
            "M150 122C146 80 160 44 194 26C188 48 190 70 200 90C184 96 170 108 164 122Z", a, o, 3.5
        )
    )
    for x, y in ((26, 142), (314, 142), (196, 24)):
        p.append(circle(x, y, 12, fill=gold, stroke=o, stroke_width=3))
        p.append(path(f"M{x - 5} {y + 3}L{x + 5} {y + 3}", stroke=o, stroke_width=2))
    # brim band
    p.append(
        outlined("M104 214C140 192 200 192 236 214L232 232C200 214 140 214 108 232Z", gold, o, 3)
    )
    # face: eyes, brows, cheeks, grin
    for x in (148, 192):
        p.append(pen(f"M{x - 11} 256C{x - 6} 248 {x + 6} 248 {x + 11} 256", o, 3.5))
        p.append(circle(x, 259, 4.5, fill=o))
    p.append(circle(134, 286, 11, fill="#ea8f86", opacity="0.7"))
    p.append(circle(206, 286, 11, fill="#ea8f86", opacity="0.7"))
    p.append(pen("M168 262C164 274 162 280 172 282", o, 2.5))
    p.append(inked("M142 296C156 318 186 318 200 296C188 302 156 302 142 296Z", "#8c2a22", o, 3))
    # diamond marks under the eyes
    p.append(path("M148 268l4 8l-4 8l-4 -8Z", fill=b))
    p.append(path("M192 268l4 8l-4 8l-4 -8Z", fill=a))
    return "".join(p)


def draw_dragoon(o=INK) -> str:
    coat, facing, brass, skin = "#b8312a", "#1f3a6b", "#d9a93a", "#efc9a4"
    p = []
    # two crossed sabres behind him, hilts up
    for x, a in ((44, -36), (296, 36)):
        p.append(g(sabre(o), transform=f"translate({x} 46) rotate({a})"))
    # shoulders / coat
    p.append(outlined("M30 492C34 412 70 372 128 360L212 360C270 372 306 412 310 492Z", coat, o, 4))
    # lapels / facing
    p.append(inked("M140 360L170 470L200 360Z", facing, o, 3))
    # cross belts
    p.append(path("M70 380L250 492M270 380L90 492", stroke="#f4efe4", stroke_width=18))
    p.append(outlined("M70 380L250 492M270 380L90 492", "none", o, 2))
    p.append(circle(170, 436, 12, fill=brass, stroke=o, stroke_width=2.5))
    # epaulettes with fringe
    for x, s in ((86, -1), (254, 1)):
        p.append(ellipse(x, 374, 42, 16, fill=brass, stroke=o, stroke_width=3))
        fr = "".join(f"M{x + k} 386l{s * 2} 24" for k in range(-34, 38, 8))
        p.append(path(fr, stroke=GOLD_DARK, stroke_width=4, stroke_linecap="round"))
    # collar
    p.append(outlined("M128 338L212 338L216 366L124 366Z", facing, o, 3))
    # neck, face
    p.append(rect(148, 300, 44, 44, fill=skin, stroke=o, stroke_width=3))
    p.append(
        outlined(
            "M116 236C116 192 140 172 170 172C200 172 224 192 224 236C224 286 200 318 170 318"
            "C140 318 116 286 116 236Z",
            skin,
            o,
            4,
        )
    )
    # eyes, brows, nose
    for x in (150, 190):
        p.append(
            path(f"M{x - 12} 234L{x + 10} 230", stroke=o, stroke_width=4, stroke_linecap="round")
        )
        p.append(ellipse(x, 246, 5, 4.5, fill=o))
    p.append(
        outlined(
            "M170 248L164 274L176 274",
            "none",
            o,
            2.5,
            stroke_linejoin="round",
            stroke_linecap="round",
        )
    )
    # grand moustache
    p.append(
        inked(
            "M170 282C156 276 136 276 122 290C132 286 144 290 150 296C158 296 166 292 170 288"
            "C174 292 182 296 190 296C196 290 208 286 218 290C204 276 184 276 170 282Z",
            "#5a3318",
            o,
            2.5,
        )
    )
    # chin strap
    p.append(pen("M118 240C120 280 134 306 150 316M222 240C220 280 206 306 190 316", brass, 7))
    # helmet: plume, dome, comb, peak
    p.append(
        inked(
            "M178 92C220 60 276 70 300 112C310 140 300 170 314 206C290 190 286 170 272 156"
            "C260 180 266 204 276 228C252 214 242 190 238 170C230 190 232 212 236 232"
            "C214 214 210 186 214 160Z",
            "#1c1714",
            o,
            3,
        )
    )
    p.append(outlined("M108 214C104 150 132 112 170 112C208 112 236 150 232 214Z", brass, o, 4))
    p.append(pen("M124 200C124 160 142 132 170 126", "#f6d98a", 6))
    p.append(
        inked(
            "M150 118C150 84 164 62 190 56C206 54 214 66 206 80C196 92 186 104 186 118Z",
            brass,
            o,
            3.5,
        )
    )
    p.append(rect(108, 204, 124, 20, rx=4, fill="#2a2420", stroke=o, stroke_width=3))
    p.append(outlined("M112 222C136 244 204 244 228 222", "#2a2420", o, 3))
    p.append(star_points_path(170, 170, 20, 9, 5, brass, o))
    return "".join(p)


def sabre(o=INK) -> str:
    """A cavalry sabre with its hilt at 0,0 and the blade pointing down (+y)."""
    return (
        inked("M-6 0L-8 250C-8 280 0 300 12 312C8 290 8 270 7 250L6 0Z", "#e4eaf0", o, 2.5)
        + path("M-1 8L0 250", stroke="#a9b4c0", stroke_width=2)
        + outlined("M-22 0C-22 -14 22 -14 24 2C20 -6 -16 -8 -22 0Z", GOLD, o, 2.5)
        + rect(-6, -44, 12, 40, rx=4, fill="#4a2c1a", stroke=o, stroke_width=2.5)
        + pen("M-18 0C-26 -24 -16 -46 0 -50", GOLD, 4)
        + circle(0, -50, 7, fill=GOLD, stroke=o, stroke_width=2.5)
    )


def star_points_path(cx, cy, r1, r2, k, fill, o) -> str:
    return poly(
        star_points(cx, cy, r1, r2, k),
        fill=mix(fill, "#ffffff", 0.4),
        stroke=o,
        stroke_width=2.5,
        stroke_linejoin="round",
    )


def draw_wreath(o=INK) -> str:
    p = []
    cx, cy, r = 170, 236, 118
    p.append(circle(cx, cy, r, fill="none", stroke="#5d4a2a", stroke_width=6))
    leaves: dict[int, list[str]] = {-28: [], 28: []}
    for side in (-1, 1):
        for i in range(13):
            t = 0.08 + i * 0.068
            ang = math.radians(90 + side * (t * 170))
            x, y = cx + r * math.cos(ang), cy + r * math.sin(ang)
            tang = math.degrees(ang) + 90 * side
            for off in (-28, 28):
                th = math.radians(tang + off)
                c, s_ = math.cos(th), math.sin(th)

                def at(px: float, py: float, x=x, y=y, c=c, s_=s_) -> str:
                    return f"{n(x + px * c - py * s_)} {n(y + px * s_ + py * c)}"

                leaves[off].append(
                    f"M{at(0, 4)}Q{at(-15, -12)} {at(0, -33)}Q{at(15, -12)} {at(0, 4)}Z"
                )
    for off, colour in ((-28, "#6f9a45"), (28, "#4f7a33")):
        p.append(outlined("".join(leaves[off]), colour, o, 2))
    # berries
    for ang in (40, 140, 200, 340, 265, 275):
        a = math.radians(ang)
        p.append(
            circle(
                cx + (r + 2) * math.cos(a),
                cy + (r + 2) * math.sin(a),
                6,
                fill="#c8372d",
                stroke=o,
                stroke_width=1.5,
            )
        )
    # ribbon at the bottom
    p.append(
        outlined(
            f"M{cx} {cy + r - 6}C{cx - 20} {cy + r + 30} {cx - 40} {cy + r + 60} {cx - 56}"
            f" {cy + r + 96}L{cx - 36} {cy + r + 92}L{cx - 30} {cy + r + 112}"
            f"C{cx - 14} {cy + r + 70} {cx - 6} {cy + r + 40} {cx} {cy + r + 10}Z",
            "#c8372d",
            o,
            2.5,
        )
    )
    p.append(
        outlined(
            f"M{cx} {cy + r - 6}C{cx + 20} {cy + r + 30} {cx + 40} {cy + r + 60} {cx + 56}"
            f" {cy + r + 96}L{cx + 36} {cy + r + 92}L{cx + 30} {cy + r + 112}"
            f"C{cx + 14} {cy + r + 70} {cx + 6} {cy + r + 40} {cx} {cy + r + 10}Z",
            "#c8372d",
            o,
            2.5,
        )
    )
    p.append(circle(cx, cy + r, 12, fill="#e04a3e", stroke=o, stroke_width=2.5))
    return "".join(p)


def draw_polar_bear(o=INK, floe: bool = True) -> str:
    fur, shade, deep = "#fbfbf7", "#d3e0ea", "#b7c9d8"
    p = []
    if floe:
        p.append(
            inked("M0 392L60 380L120 388L200 378L280 386L340 380L340 492L0 492Z", "#3d7a80", o, 3)
        )
        p.append(
            outlined("M0 420C60 412 140 424 200 414C260 404 300 416 340 410", "none", "#6fa7aa", 3)
        )
    # far legs, in shade
    p.append(
        inked(
            "M214 300C216 330 218 356 220 380L258 382C258 374 250 370 244 370"
            "C242 346 240 320 240 300Z",
            shade,
            o,
            3,
        )
    )
    p.append(
        inked(
            "M86 300C90 330 94 356 94 380L130 382C130 374 124 370 118 370C116 350 114 326 112 300Z",
            shade,
            o,
            3,
        )
    )
    body = (
        "M70 200C110 182 180 186 222 198C240 203 252 206 262 210C276 214 286 216 296 220"
        "C312 226 326 236 334 244C338 248 336 254 330 256C322 260 310 262 298 262"
        "C284 264 270 270 264 282C260 300 260 330 264 372C276 374 284 380 282 388L236 388"
        "C236 360 234 330 230 316C206 322 170 324 146 320C142 340 140 360 144 372"
        "C156 376 162 382 160 388L108 388C104 360 96 336 90 318C70 304 54 282 54 252"
        "C54 228 58 210 70 200Z"
    )
    p.append(inked(body, fur, o, 4))
    # shading for volume
    p.append(path("M100 300C140 314 196 314 228 304C204 318 160 322 124 316Z", fill=shade))
    p.append(pen("M64 230C74 208 100 198 130 196", shade, 7))
    p.append(pen("M244 300C246 326 248 350 252 370", shade, 6))
    p.append(pen("M236 214C250 222 258 240 256 262", deep, 3))
    # ear, eye, nose, mouth
    p.append(outlined("M276 216C272 204 286 198 292 208", fur, o, 3, stroke_linecap="round"))
    p.append(circle(304, 232, 4.5, fill="#15110e"))
    p.append(circle(303, 230.5, 1.4, fill="#ffffff"))
    p.append(ellipse(332, 246, 6.5, 5.5, fill="#15110e"))
    p.append(pen("M328 256C322 258 314 258 306 256", o, 2.5))
    # toes
    p.append(path("M266 388l3 -7M273 388l3 -7M148 388l3 -7M141 388l3 -7", stroke=o, stroke_width=2))
    # tail
    p.append(pen("M56 236C46 234 44 244 52 248", o, 3))
    return "".join(p)


def draw_penguin(o=INK) -> str:
    black, white, yellow, orange = "#1f2530", "#fbfbf8", "#f6c445", "#e8862a"
    p = []
    p.append(outlined("M0 420L340 420L340 492L0 492Z", "#e7f3fa", o, 3))
    p.append(
        outlined("M20 440C80 432 140 446 200 438C260 430 300 442 330 436", "none", "#a9cce0", 3)
    )
    # body
    p.append(
        outlined(
            "M170 70C222 70 244 120 246 180C250 250 270 330 258 380C250 414 214 430 170 430"
            "C126 430 90 414 82 380C70 330 90 250 94 180C96 120 118 70 170 70Z",
            black,
            o,
            4,
        )
    )
    # white front
    p.append(
        path(
            "M170 140C204 140 218 176 220 214C224 270 236 330 228 372C222 402 200 414 170 414"
            "C140 414 118 402 112 372C104 330 116 270 120 214C122 176 136 140 170 140Z",
            fill=white,
        )
    )
    # yellow throat patches
    p.append(path("M134 150C124 170 126 196 140 210C150 190 152 170 148 152Z", fill=yellow))
    p.append(path("M206 150C216 170 214 196 200 210C190 190 188 170 192 152Z", fill=yellow))
    p.append(path("M130 214C150 224 190 224 210 214C200 234 140 234 130 214Z", fill="#fbe9b0"))
    # flippers
    p.append(inked("M96 190C66 230 56 290 66 330C80 310 96 270 104 230Z", black, o, 3))
    p.append(inked("M244 190C274 230 284 290 274 330C260 310 244 270 236 230Z", black, o, 3))
    # eyes and beak
    for x in (148, 192):
        p.append(circle(x, 120, 9, fill=white))
        p.append(circle(x + (2 if x < 170 else -2), 121, 5, fill="#0e1116"))
    p.append(inked("M154 138C160 130 180 130 186 138L170 166Z", orange, o, 3))
    p.append(path("M156 140L184 140", stroke=o, stroke_width=1.8))
    # feet
    p.append(
        outlined("M120 420C120 408 136 404 150 410L160 426C146 432 128 432 120 420Z", orange, o, 3)
    )
    p.append(
        outlined("M220 420C220 408 204 404 190 410L180 426C194 432 212 432 220 420Z", orange, o, 3)
    )
    p.append(outlined("M94 180C96 120 118 70 170 70C222 70 244 120 246 180", "none", o, 4))
    return "".join(p)


def draw_jester_joker(main: str, second: str, o=INK) -> str:
    """The joker: a jester holding a marotte (a stick with a little jester head)."""
    p = [draw_fool(o=o, a=main, b=second, gold=GOLD)]
    # marotte in the right hand
    p.append(path("M286 492L300 300", stroke="#6b4a2e", stroke_width=9, stroke_linecap="round"))
    p.append(circle(302, 282, 20, fill="#f3d3b4", stroke=o, stroke_width=3))
    p.append(outlined("M282 276C282 250 322 250 322 276Z", main, o, 2.5))
    p.append(circle(302, 250, 6, fill=GOLD, stroke=o, stroke_width=2))
    p.append(outlined("M294 288C298 294 306 294 310 288", "none", o, 2))
    return "".join(p)


# ------------------------------------------------------------------------------------------
# Cuckoo (tarot) cards: 420 x 720. Each card is a frame shared by its group (the band colour,
# the cartouches and their ornaments) plus a picture in the panel; the theme places the picture
# in the box PANEL_BOX (MARKED_BOX for the pictures and matadors, whose rank marks fill the
# bottom cartouche) and draws the numeral of a number card in its top cartouche.

CW, CH = 420, 720
CUCKOO_PANEL = (40, 114)  # panel top-left; the panel is PW x PH
PANEL_BOX = (40 / CW, 114 / CH, PW / CW, PH / CH)
MARKED_BOX = (40 / CW, 114 / CH, PW / CW, (690 - 114) / CH)


@dataclass(frozen=True)
class CuckooStyle:
    band: str
    band_light: str
    sky_top: str
    sky_bottom: str


CUCKOO_KIND = {
    "fool": CuckooStyle("#6b3a7a", "#9b6aaa", "#fde9b8", "#f2b66a"),
    "picture": CuckooStyle("#3f6a45", "#6f9a6f", "#27345a", "#5a6b9a"),
    "zero": CuckooStyle("#6f6a60", "#a09a8e", "#f4ead2", "#e6d6b0"),
    "number": CuckooStyle("#24406e", "#5670a0", "#15244a", "#34508a"),
    "matador": CuckooStyle("#8e1b1b", "#c45050", "#9cc8e6", "#e8f1f4"),
}


def crown(cx: float, cy: float, w: float, o=INK) -> str:
    s = w / 100
    d = "M-50 22L-56 -20L-28 4L0 -30L28 4L56 -20L50 22Z"
    return g(
        inked(d, GOLD, o, 4 / s * 0.8),
        rect(-50, 16, 100, 12, fill=GOLD_DARK, stroke=o, stroke_width=3 / s * 0.8),
        circle(0, -30, 6, fill="#c8372d", stroke=o, stroke_width=2),
        circle(-56, -20, 5, fill="#c8372d", stroke=o, stroke_width=2),
        circle(56, -20, 5, fill="#c8372d", stroke=o, stroke_width=2),
        circle(0, 6, 6, fill="#2a6fc9", stroke=o, stroke_width=2),
        transform=f"translate({n(cx)} {n(cy)}) scale({s:.3f})",
    )


def ornament(cx: float, cy: float, colour: str, o=INK) -> str:
    return (
        path(
            f"M{n(cx - 70)} {n(cy)}L{n(cx - 22)} {n(cy)}M{n(cx + 22)} {n(cy)}L{n(cx + 70)} {n(cy)}",
            stroke=colour,
            stroke_width=3,
            stroke_linecap="round",
        )
        + poly(
            [(cx, cy - 14), (cx + 14, cy), (cx, cy + 14), (cx - 14, cy)],
            fill=colour,
            stroke=o,
            stroke_width=2,
        )
        + circle(cx - 78, cy, 4, fill=colour)
        + circle(cx + 78, cy, 4, fill=colour)
    )


def cuckoo_frame(kind: str, o=INK) -> str:
    """Everything but the panel: card, coloured band, cartouches and their ornaments."""
    st = CUCKOO_KIND[kind]
    defs = [lin("band", [(0, st.band_light), (0.5, st.band), (1, st.band_light)], 0, 0, 1, 1)]
    b = [inset_rect(CW, CH, 1.5, rx=24, fill=CREAM, stroke=o, stroke_width=3)]
    b.append(inset_rect(CW, CH, 12, rx=14, fill="url(#band)", stroke=o, stroke_width=2))
    if kind == "matador":
        b.append(inset_rect(CW, CH, 19, rx=10, fill="none", stroke=GOLD, stroke_width=4))
    else:
        b.append(
            inset_rect(
                CW, CH, 19, rx=10, fill="none", stroke=CREAM, stroke_width=1.6, opacity="0.7"
            )
        )
    for x, y in ((26, 26), (CW - 26, 26), (26, CH - 26), (CW - 26, CH - 26)):
        b.append(
            circle(x, y, 5, fill=GOLD if kind == "matador" else CREAM, stroke=o, stroke_width=1.5)
        )
    px = CUCKOO_PANEL[0]
    b.append(rect(px - 4, 30, PW + 8, 74, rx=12, fill=CREAM, stroke=o, stroke_width=3))
    b.append(rect(px - 4, 616, PW + 8, 74, rx=12, fill=CREAM, stroke=o, stroke_width=3))
    if kind == "matador":
        b.append(crown(CW / 2, 67, 70))
    elif kind in ("fool", "picture"):
        b.append(ornament(CW / 2, 67, st.band))
    if kind in ("number", "zero"):
        b.append(ornament(CW / 2, 653, st.band))
    return doc(CW, CH, defs, b)


def panel(content: str, sky: tuple[str, str], o=INK, marks: str = "") -> str:
    """A panel picture (PW x PH) with its sky and its black edge. With `marks` (the rank marks
    of a picture or matador) the picture reaches down over the bottom cartouche (PW x
    MARKED_H) and the marks sit in it."""
    defs = [lin("sky", [(0, sky[0]), (1, sky[1])])]
    body = [
        rect(0, 0, PW, PH, fill="url(#sky)"),
        content,
        rect(0, 0, PW, PH, fill="none", stroke=o, stroke_width=8),
    ]
    return doc(PW, MARKED_H if marks else PH, defs, [*body, marks])


# The picture and matador cards carry no words (a reader of any language plays them): under the
# picture their bottom cartouche holds rank marks instead of a name. The three low pictures show
# 1 to 3 diamonds (Fool, Owl, Pot), the five matadors 1 to 5 crowns (House ... Cuckoo): more marks,
# a higher card within its group.
CARTOUCHE_Y = 616 - 114  # the bottom cartouche (616-690 on the card), in panel coordinates
MARKED_H = 690 - 114
PICTURE_RANKS = ("Fool", "Owl", "Pot")
MATADOR_RANKS = ("House", "Horse", "Cat", "Dragoon", "Cuckoo")


def rank_marks(card_id: str, o=INK) -> str:
    """The rank marks of a picture or matador card, centred in the bottom cartouche."""
    cy = CARTOUCHE_Y + 37
    if card_id in MATADOR_RANKS:
        count, step = MATADOR_RANKS.index(card_id) + 1, 64
        xs = [PW / 2 + (i - (count - 1) / 2) * step for i in range(count)]
        return "".join(crown(x, cy + 2, 54, o=o) for x in xs)
    count, step = PICTURE_RANKS.index(card_id) + 1, 46
    colour = CUCKOO_KIND["fool" if card_id == "Fool" else "picture"].band
    xs = [PW / 2 + (i - (count - 1) / 2) * step for i in range(count)]
    return "".join(
        poly(
            [(x, cy - 15), (x + 15, cy), (x, cy + 15), (x - 15, cy)],
            fill=colour,
            stroke=o,
            stroke_width=2.5,
        )
        for x in xs
    )


def star_layout(count: int) -> list[tuple[float, float, float]]:
    """(x, y, radius) of `count` stars in the panel."""
    rows = {
        1: [1],
        2: [1, 1],
        3: [1, 1, 1],
        4: [2, 2],
        5: [2, 1, 2],
        6: [2, 2, 2],
        7: [2, 3, 2],
        8: [3, 2, 3],
        9: [3, 3, 3],
    }
    if count in rows:
        layout = rows[count]
        r = {1: 92, 2: 70, 3: 58, 4: 58, 5: 52, 6: 48, 7: 44, 8: 42, 9: 40}[count]
        out = []
        k = len(layout)
        for i, m in enumerate(layout):
            y = PH / 2 + (i - (k - 1) / 2) * min(150, (PH - 2 * r - 40) / max(1, k - 1))
            for j in range(m):
                x = PW / 2 + (j - (m - 1) / 2) * 104
                out.append((x, y, r))
        return out
    out = []  # ten to twelve: a ring, like a clock face
    rx, ry, r = 118, 172, 30
    for i in range(count):
        a = math.radians(-90 + i * 360 / count)
        out.append((PW / 2 + rx * math.cos(a), PH / 2 + ry * math.sin(a), r))
    return out


ROMANS = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]


def scattered_dots(
    seed: int,
    count: int,
    box: tuple[float, float, float, float],
    radii: tuple[float, float],
    colour: str,
    opacity: str,
) -> str:
    """`count` dots strewn over box (left, top, right, bottom); the same seed, the same dots."""
    rng = random.Random(seed)
    left, top, right, bottom = box
    d = "".join(
        disc_d(rng.uniform(left, right), rng.uniform(top, bottom), rng.uniform(*radii))
        for _ in range(count)
    )
    return path(d, fill=colour, opacity=opacity)


def night_dots(seed: int, count: int = 40, colour: str = "#f6eedb") -> str:
    return scattered_dots(seed, count, (8, 8, PW - 8, PH - 8), (1, 2.4), colour, "0.6")


def clipped_below(points: list[tuple[float, float]], limit: float) -> str:
    """Path data of a convex polygon cut at y = `limit` (the part above it; empty if none)."""
    kept: list[tuple[float, float]] = []
    for i, (x1, y1) in enumerate(points):
        x2, y2 = points[(i + 1) % len(points)]
        if y1 <= limit:
            kept.append((x1, y1))
        if (y1 <= limit) != (y2 <= limit):
            kept.append((x1 + (x2 - x1) * (limit - y1) / (y2 - y1), limit))
    if len(kept) < 3:
        return ""
    return "M" + "L".join(f"{n(x)} {n(y)}" for x, y in kept) + "Z"


def cuckoo_number(card_id: str) -> str:
    count = ROMANS.index(card_id) + 1
    stars = compass_stars(star_layout(count))
    extra = ""
    if count >= 10:  # a moon in the middle of the ring
        extra = circle(PW / 2, PH / 2, 44, fill="#f4ead2", stroke=INK, stroke_width=3) + circle(
            PW / 2 + 18, PH / 2 - 10, 38, fill="#26427a"
        )
    st = CUCKOO_KIND["number"]
    return panel(night_dots(count) + extra + stars, (st.sky_top, st.sky_bottom))


def cuckoo_picture(card_id: str) -> str:
    o = INK
    if card_id == "Fool":
        # harlequin diamonds, cut off at the panel's lower edge (the picture reaches below it)
        cells = "".join(
            clipped_below([(x, y - 24), (x + 17, y), (x, y + 24), (x - 17, y)], PH)
            for x in range(0, PW + 34, 34)
            for y in range(0 if (x // 34) % 2 else 24, PH + 24, 48)
        )
        st = CUCKOO_KIND["fool"]
        return panel(
            path(cells, fill="#f7d58a", opacity="0.55") + draw_fool(o=o),
            (st.sky_top, st.sky_bottom),
            marks=rank_marks(card_id),
        )
    if card_id == "Owl":
        st = CUCKOO_KIND["picture"]
        moon = circle(270, 90, 40, fill="#f4ead2") + circle(254, 80, 36, fill=st.sky_top)
        stars = "".join(
            compass_star(x, y, r, sw=1)
            for x, y, r in ((50, 60, 12), (120, 40, 8), (300, 200, 9), (30, 200, 7))
        )
        art = night_dots(99, 24) + moon + stars + draw_owl(o=o)
        return panel(art, (st.sky_top, st.sky_bottom), marks=rank_marks(card_id))
    if card_id == "Pot":
        wall = path(
            "".join(f"M0 {y}H{PW}" for y in range(40, 396, 40)), stroke="#d9c29a", stroke_width=2
        )
        return panel(wall + draw_pot(o=o), ("#efe2c4", "#e2cfa6"), marks=rank_marks(card_id))
    if card_id == "0":
        st = CUCKOO_KIND["zero"]
        return panel(draw_wreath(o=o), (st.sky_top, st.sky_bottom))
    scenes = {
        "House": (("#9cc8e6", "#e8f1f4"), hills("#7fb069", 392) + draw_house(o=o)),
        "Horse": (("#f2c98a", "#f7efdf"), hills("#8fb35a", 470) + draw_horse(o=o)),
        "Cat": (
            ("#3a3f6b", "#7b6a9a"),
            rect(196, 40, 110, 150, rx=55, fill="#f0e7c8", stroke=o, stroke_width=4)
            + circle(260, 100, 26, fill="#fff7d6")
            + path("M251 40L251 190M196 110L306 110", stroke=o, stroke_width=4)
            + draw_cat(o=o),
        ),
        "Dragoon": (("#f2c38a", "#f6ead6"), draw_dragoon(o=o)),
        "Cuckoo": (("#bfe0f0", "#eef6e4"), draw_cuckoo_bird(o=o)),
    }
    sky, art = scenes[card_id]
    return panel(art, sky, marks=rank_marks(card_id))


def cuckoo_back() -> str:
    o = INK
    defs = [rad("bg", [(0, "#2f5590"), (1, "#14274a")], r=0.7)]
    b = [
        inset_rect(CW, CH, 1.5, rx=24, fill=CREAM, stroke=o, stroke_width=3),
        inset_rect(CW, CH, 14, rx=14, fill="url(#bg)", stroke=o, stroke_width=2),
    ]
    lattice = []
    for k in range(-17, 11):
        x0 = k * 42
        lattice.append(f"M{x0} 14L{x0 + 700} 714M{x0 + 700 - 280} 14L{x0 - 280} 714")
    b.append(path("".join(lattice), stroke="#d9a93a", stroke_width=1.6, opacity="0.45"))
    b.append(path(ring(CW, CH, 24, 14, 14), fill=CREAM, fill_rule="evenodd"))
    b.append(inset_rect(CW, CH, 1.5, rx=24, fill="none", stroke=o, stroke_width=3))
    b.append(inset_rect(CW, CH, 14, rx=14, fill="none", stroke=o, stroke_width=2))
    b.append(inset_rect(CW, CH, 24, rx=8, fill="none", stroke=GOLD, stroke_width=3))
    b.append(ellipse(CW / 2, CH / 2, 120, 170, fill="#f4ead2", stroke=GOLD, stroke_width=8))
    b.append(ellipse(CW / 2, CH / 2, 120, 170, fill="none", stroke=o, stroke_width=3))
    b.append(ellipse(CW / 2, CH / 2, 106, 156, fill="none", stroke=GOLD_DARK, stroke_width=2))
    b.append(place(draw_cuckoo_bird(notes=False), CW / 2 - 118, CH / 2 - 160, 0.7))
    for y in (100, CH - 100):
        b.append(compass_star(CW / 2, y, 30))
    for x, y in ((80, 110), (CW - 80, 110), (80, CH - 110), (CW - 80, CH - 110)):
        b.append(compass_star(x, y, 16))
    return doc(CW, CH, defs, b)


# ------------------------------------------------------------------------------------------
# Standard cards: 500 x 700

SW, SH = 500, 700


def rounded(x: float, y: float, w: float, h: float, r: float) -> str:
    return (
        f"M{n(x + r)} {n(y)}H{n(x + w - r)}Q{n(x + w)} {n(y)} {n(x + w)} {n(y + r)}"
        f"V{n(y + h - r)}Q{n(x + w)} {n(y + h)} {n(x + w - r)} {n(y + h)}H{n(x + r)}"
        f"Q{n(x)} {n(y + h)} {n(x)} {n(y + h - r)}V{n(y + r)}Q{n(x)} {n(y)} {n(x + r)} {n(y)}Z"
    )


def ring(w: float, h: float, r_out: float, inset: float, r_in: float) -> str:
    """The band between the card's rounded edge and an inner rounded rectangle (even-odd)."""
    return rounded(1.5, 1.5, w - 3, h - 3, r_out) + rounded(
        inset, inset, w - 2 * inset, h - 2 * inset, r_in
    )


def plain_card(fill: str = PAPER, o: str = INK, rx: float = 30) -> str:
    return inset_rect(SW, SH, 1.5, rx=rx, fill=fill, stroke=o, stroke_width=3)


def box_of(x: float, y: float, w: float, h: float) -> tuple[float, float, float, float]:
    return (x / SW, y / SH, w / SW, h / SH)


# Quattro -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class QuattroColours:
    main: dict[str, str]
    dark: dict[str, str]
    text: dict[str, str]
    outline: str
    heavy: bool  # bolder outlines and patterns


QUATTRO_SHAPES = {"R": "circle", "B": "square", "Y": "triangle", "G": "cross", "zero": "ring"}

CLASSIC_QUATTRO = QuattroColours(
    main={"R": "#d8343a", "B": "#2a6fc9", "Y": "#f2b90f", "G": "#2f9a4f", "zero": "#8d8f94"},
    dark={"R": "#a3232a", "B": "#1d4f94", "Y": "#c98f00", "G": "#1f7038", "zero": "#676970"},
    text={"R": "#ffffff", "B": "#ffffff", "Y": "#3d2a00", "G": "#ffffff", "zero": "#ffffff"},
    outline=INK,
    heavy=False,
)
CONTRAST_QUATTRO = QuattroColours(  # Okabe-Ito colour-blind-safe palette
    main={"R": "#d55e00", "B": "#0072b2", "Y": "#f0e442", "G": "#009e73", "zero": "#9a9a9a"},
    dark={"R": "#8a3c00", "B": "#004a75", "Y": "#a89a10", "G": "#00654a", "zero": "#5c5c5c"},
    text={"R": "#ffffff", "B": "#ffffff", "Y": "#000000", "G": "#ffffff", "zero": "#ffffff"},
    outline="#000000",
    heavy=True,
)
QUATTRO_PIPS_BOX = box_of(30, 500, 440, 90)


def quattro_frame(group: str, pal: QuattroColours) -> str:
    """Card, coloured panel with the colour's own pattern, and the white medallion."""
    main, dark = pal.main[group], pal.dark[group]
    kind = QUATTRO_SHAPES[group]
    o = pal.outline
    defs = [lin("panel", [(0, mix(main, "#ffffff", 0.12)), (1, main)])]
    b = [plain_card("#ffffff", o)]
    b.append(
        inset_rect(
            SW, SH, 22, rx=20, fill="url(#panel)", stroke=o, stroke_width=4 if pal.heavy else 2.5
        )
    )
    cells = []
    step = 56
    for row, y in enumerate(range(50, SH - 30, step)):
        for x in range(50 + (step // 2 if row % 2 else 0), SW - 30, step):
            cells.append(shape_d(kind, x, y, 22))
    b.append(
        path(
            "".join(cells), fill=dark, fill_rule="evenodd", opacity="0.55" if pal.heavy else "0.35"
        )
    )
    b.append(circle(SW / 2, 330, 150, fill="#ffffff", stroke=o, stroke_width=6 if pal.heavy else 4))
    b.append(circle(SW / 2, 330, 136, fill="none", stroke=main, stroke_width=6))
    return doc(SW, SH, defs, b)


def quattro_pips(group: str, number: int, pal: QuattroColours) -> str:
    """The number told again by shapes: one of the colour's shape per point, on a white pill."""
    main = pal.main[group]
    kind = QUATTRO_SHAPES[group]
    o = pal.outline
    sw = 3 if pal.heavy else 2
    w, h = 440, 90
    size, gap = (38, 7) if pal.heavy else (42, 9)
    k = max(1, number)
    total = k * size + (k - 1) * gap
    b = [
        rect(
            w / 2 - total / 2 - 18,
            h / 2 - size / 2 - 12,
            total + 36,
            size + 24,
            rx=(size + 24) / 2,
            fill="#ffffff",
            stroke=o,
            stroke_width=sw,
        )
    ]
    x0 = w / 2 - total / 2 + size / 2
    for i in range(k):
        b.append(
            shape(
                kind if number else "ring",
                x0 + i * (size + gap),
                h / 2,
                size,
                fill=main,
                stroke=o,
                stroke_width=sw,
            )
        )
    return doc(w, h, [], b)


def quattro_symbol(group: str, pal: QuattroColours) -> str:
    kind = QUATTRO_SHAPES[group]
    colour = pal.text[group]
    edge = pal.main[group] if not pal.heavy else ("#000000" if colour == "#ffffff" else "#ffffff")
    return doc(100, 100, [], [shape(kind, 50, 50, 80, fill=colour, stroke=edge, stroke_width=6)])


def quattro_back(pal: QuattroColours) -> str:
    o = pal.outline
    b = [plain_card("#ffffff", o)]
    quads = [("R", 22, 22), ("B", SW / 2, 22), ("Y", 22, SH / 2), ("G", SW / 2, SH / 2)]
    for grp, x, y in quads:
        w, h = SW / 2 - 22, SH / 2 - 22
        b.append(rect(x, y, w, h, fill=pal.main[grp]))
        cells = [
            shape_d(QUATTRO_SHAPES[grp], xx, yy, 18)
            for yy in range(int(y) + 26, int(y + h), 44)
            for xx in range(int(x) + 26, int(x + w), 44)
        ]
        b.append(path("".join(cells), fill=pal.dark[grp], fill_rule="evenodd", opacity="0.5"))
    b.append(
        path(f"M{SW / 2} 22V{SH - 22}M22 {SH / 2}H{SW - 22}", stroke="#ffffff", stroke_width=10)
    )
    b.append(circle(SW / 2, SH / 2, 120, fill="#ffffff", stroke=o, stroke_width=4))
    for grp, (dx, dy) in zip("RBYG", ((-40, -40), (40, -40), (-40, 40), (40, 40)), strict=True):
        b.append(
            shape(
                QUATTRO_SHAPES[grp],
                SW / 2 + dx,
                SH / 2 + dy,
                56,
                fill=pal.main[grp],
                stroke=o,
                stroke_width=3,
            )
        )
    b.append(path(ring(SW, SH, 30, 22, 20), fill="#ffffff", fill_rule="evenodd"))
    b.append(inset_rect(SW, SH, 1.5, rx=30, fill="none", stroke=o, stroke_width=3))
    b.append(inset_rect(SW, SH, 22, rx=20, fill="none", stroke=o, stroke_width=3))
    return doc(SW, SH, [], b)


# Dual Clash Poker ------------------------------------------------------------------------


@dataclass(frozen=True)
class ClashColours:
    red: str
    black: str
    outline: str
    heavy: bool


CLASSIC_CLASH = ClashColours("#c8202f", "#1c1c22", INK, False)
CONTRAST_CLASH = ClashColours("#c04a00", "#000000", "#000000", True)
CLASH_PIPS_BOX = box_of(90, 80, 320, 540)
CLASH_JOKER_BOX = box_of(74, 96, 352, 508)

PIP_LAYOUTS = {
    1: [(0.5, 0.5)],
    2: [(0.5, 0.0), (0.5, 1.0)],
    3: [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
}


def suit_colour(suit: str, pal: ClashColours) -> str:
    return pal.red if suit in "HD" else pal.black


def clash_frame(group: str, pal: ClashColours) -> str:
    colour = {"H": pal.red, "D": pal.red, "S": pal.black, "C": pal.black}.get(group, "#8a8f99")
    b = [plain_card(PAPER, pal.outline)]
    b.append(
        inset_rect(SW, SH, 16, rx=20, fill="none", stroke=colour, stroke_width=2, opacity="0.5")
    )
    return doc(SW, SH, [], b)


def clash_pips(suit: str, value: int, pal: ClashColours) -> str:
    """The pips in the box CLASH_PIPS_BOX (320 x 540), in the classic positions."""
    colour = suit_colour(suit, pal)
    d = SUIT_PATHS[suit]
    edge = {"stroke": pal.outline, "stroke_width": 0.012 if not pal.heavy else 0.03}
    w, h = 320, 540
    b = []
    if value == 1:
        b.append(
            ellipse(
                w / 2, h / 2, 150, 190, fill="none", stroke=colour, stroke_width=3, opacity="0.5"
            )
        )
        b.append(
            ellipse(
                w / 2, h / 2, 136, 176, fill="none", stroke=colour, stroke_width=1.5, opacity="0.5"
            )
        )
        b.append(unit(d, w / 2, h / 2, 190, fill=colour, **edge))
        b.append(unit(d, w / 2, h / 2, 60, fill=mix(colour, "#ffffff", 0.8)))
    else:
        x0, x1, y0, y1 = 80, 240, 70, 470
        size = 100 if not pal.heavy else 112
        for fx, fy in PIP_LAYOUTS[value]:
            x = x0 + (x1 - x0) * fx
            y = y0 + (y1 - y0) * fy
            b.append(unit(d, x, y, size, rotate=180 if fy > 0.5 else 0, fill=colour, **edge))
    return doc(w, h, [], b)


def clash_symbol(suit: str, pal: ClashColours) -> str:
    return doc(100, 100, [], [unit(SUIT_PATHS[suit], 50, 50, 96, fill=suit_colour(suit, pal))])


def clash_joker(red: bool, pal: ClashColours) -> str:
    """The joker's picture (352 x 508): a jester in the team's colours with a marotte."""
    main = pal.red if red else pal.black
    second = GOLD if red else "#8a8f99"
    o = pal.outline
    w, h = 352, 508
    defs = [lin("bg", [(0, mix(main, "#ffffff", 0.85)), (1, mix(main, "#ffffff", 0.6))])]
    b = [rect(0, 0, w, h, rx=16, fill="url(#bg)")]
    stars = "".join(
        "M" + " L".join(f"{n(x)} {n(y)}" for x, y in star_points(px, py, 10, 4, 5)) + "Z"
        for px in range(26, w, 60)
        for py in range(34, h, 60)
    )
    b.append(path(stars, fill=main, opacity="0.18"))
    b.append(place(draw_jester_joker(main, second, o), 6, 8, 340 / PW * 0.99))
    b.append(rect(0, 0, w, h, rx=16, fill="none", stroke=o, stroke_width=8))
    return doc(w, h, defs, b)


def clash_back(pal: ClashColours) -> str:
    o = pal.outline
    b = [plain_card(PAPER, o)]
    b.append(inset_rect(SW, SH, 22, rx=18, fill=pal.red))
    cells = []
    step = 38
    for row, y in enumerate(range(22, SH - 22 + step, step)):
        for col, x in enumerate(range(22, SW - 22 + step, step)):
            if (row + col) % 2 == 0:
                cells.append(
                    f"M{x} {n(y - step / 2)}L{n(x + step / 2)} {y}L{x} {n(y + step / 2)}"
                    f"L{n(x - step / 2)} {y}Z"
                )
    b.append(path("".join(cells), fill=pal.black))
    b.append(path(ring(SW, SH, 30, 22, 18), fill=PAPER, fill_rule="evenodd"))
    b.append(inset_rect(SW, SH, 1.5, rx=30, fill="none", stroke=o, stroke_width=3))
    b.append(inset_rect(SW, SH, 22, rx=18, fill="none", stroke=o, stroke_width=3))
    b.append(inset_rect(SW, SH, 36, rx=12, fill="none", stroke=PAPER, stroke_width=4))
    b.append(circle(SW / 2, SH / 2, 96, fill=PAPER, stroke=o, stroke_width=4))
    for suit, (dx, dy) in zip("HSDC", ((-32, -32), (32, -32), (-32, 32), (32, 32)), strict=True):
        b.append(unit(SUIT_PATHS[suit], SW / 2 + dx, SH / 2 + dy, 52, fill=suit_colour(suit, pal)))
    return doc(SW, SH, [], b)


# Polar Pairs -----------------------------------------------------------------------------

ICE_DARK = "#1d4e79"
ICE = "#3f86b8"
ICE_LIGHT = "#d9eef8"
POLAR_RING_BOX = box_of(30, 110, 440, 480)
POLAR_WINDOW_BOX = box_of(64, 100, 372, 500)


def snow_cap(colour: str = "#ffffff", edge: str = "#9fc9e3") -> str:
    """Snow lying along the top of the card, with a few icicles hanging from it."""
    x0, x1, top = 18, SW - 18, 18
    d = f"M{x0} {top + 40}"
    rng = random.Random(3)
    x = x0
    while x < x1:  # a scalloped lower edge
        w = min(rng.uniform(40, 70), x1 - x)
        d += f"Q{n(x + w / 2)} {n(top + 40 + rng.uniform(10, 22))} {n(x + w)} {top + 40}"
        x += w
    d += f"L{x1} {top + 18}Q{x1} {top} {x1 - 18} {top}L{x0 + 18} {top}Q{x0} {top} {x0} {top + 18}Z"
    out = [inked(d, colour, edge, 3)]
    drops = ""
    for x, ln in ((96, 46), (150, 26), (214, 58), (300, 34), (356, 50), (420, 24)):
        drops += f"M{x - 9} {top + 44}L{x} {top + 44 + ln}L{x + 9} {top + 44}Z"
    out.append(inked(drops, mix(colour, "#bfe3f5", 0.5), edge, 2.5))
    return "".join(out)


def snow_bank(colour: str = "#ffffff", edge: str = "#9fc9e3") -> str:
    y = SH - 18
    d = (
        f"M18 {y - 60}C90 {y - 96} 160 {y - 70} 230 {y - 84}C310 {y - 100} 390 {y - 64}"
        f" {SW - 18} {y - 90}L{SW - 18} {y - 18}Q{SW - 18} {y} {SW - 36} {y}L36 {y}Q18 {y} 18"
        f" {y - 18}Z"
    )
    return inked(d, colour, edge, 3)


def polar_frame(group: str, o=INK) -> str:
    """number, minus and ten: the icy card; wild is a whole picture of its own."""
    if group == "wild":
        return polar_wild()
    dark = group == "minus"
    top, bottom = ("#1f3c6e", "#0d1f3d") if dark else ("#ffffff", "#e4f2fa")
    defs = [lin("face", [(0, top), (1, bottom)]), lin("rim", [(0, ICE), (1, ICE_DARK)], 0, 0, 1, 1)]
    b = [
        inset_rect(SW, SH, 1.5, rx=30, fill="url(#rim)", stroke=o, stroke_width=3),
        inset_rect(SW, SH, 18, rx=18, fill="url(#face)", stroke=o, stroke_width=2.5),
    ]
    if group == "ten":
        return doc(SW, SH, defs, b)
    if dark:
        b.append(scattered_dots(5, 50, (30, 60, SW - 30, SH - 30), (1, 3), "#ffffff", "0.6"))
    if dark:
        b.append(snow_bank("#2c4f86", "#6f9fd0"))
        b.append(snow_cap("#dcefff", "#6f9fd0"))
    else:
        b.append(snow_bank("#ffffff", "#a9cfe6"))
        b.append(snow_cap())
    if dark:
        b.append(circle(SW / 2, SH / 2, 150, fill="#0d1f3d", stroke="#9fd3f0", stroke_width=4))
    else:
        b.append(circle(SW / 2, SH / 2, 150, fill="#ffffff", stroke=ICE, stroke_width=4))
        b.append(circle(SW / 2, SH / 2, 138, fill="none", stroke=ICE_LIGHT, stroke_width=6))
    return doc(SW, SH, defs, b)


def polar_ring(value: int) -> str:
    """Ice crystals around the centre, one per point (five for the minus five)."""
    w, h = 440, 480
    cx, cy = SW / 2 - 30, SH / 2 - 110
    b = []
    if value < 0:
        for i in range(5):
            a = math.radians(-90 + i * 72)
            b.append(
                snowflake(cx + 190 * math.cos(a), cy + 200 * math.sin(a), 26, "#cfe9f7", sw=4.5)
            )
    else:
        for i in range(value):
            a = math.radians(-90 + i * 360 / value)
            b.append(snowflake(cx + 186 * math.cos(a), cy + 186 * math.sin(a) * 1.1, 22, ICE, sw=4))
    return doc(w, h, [], b)


def polar_ten(animal: str) -> str:
    """The picture window of a ten (372 x 500)."""
    w, h = 372, 500
    # The polar bear's sea-green dusk is dark enough for its white fur to stand out (>= 3:1,
    # tested), and of another hue than the owl's blue night: the tens are told apart at a glance.
    sky = {"B": ("#17545e", "#3f8f8f"), "O": ("#1d3461", "#5d7fb0"), "P": ("#a8d8ea", "#f1f9fc")}
    defs = [lin("sky", [(0, sky[animal][0]), (1, sky[animal][1])])]
    b = [rect(0, 0, w, h, rx=14, fill="url(#sky)")]
    if animal == "B":
        scene = (
            circle(260, 110, 60, fill="#fff6d6", opacity="0.8")
            + inked(
                "M0 380L60 300L110 340L170 260L240 330L290 290L340 350L340 400L0 400Z",
                "#4f8f94",
                INK,
                2.5,
            )
            + draw_polar_bear()
        )
    elif animal == "O":
        moon = circle(80, 80, 34, fill="#f4ead2")
        flakes = "".join(
            snowflake(sx, sy, 9, "#ffffff", sw=2.2, opacity=0.7)
            for sx, sy in ((40, 200), (300, 60), (280, 250), (60, 330), (200, 40))
        )
        scene = (
            moon
            + flakes
            + draw_owl(
                body="#f7f7f2",
                dark="#dfe3e6",
                face="#ffffff",
                belly="#fbfbf8",
                tufts=False,
                speckle="#2a2f36",
                eye="#f6c445",
                seed=3,
            )
        )
    else:
        scene = (
            outlined(
                "M0 330C60 300 120 322 170 310C230 296 280 322 340 300L340 420L0 420Z",
                "#f4fafd",
                INK,
                2.5,
            )
            + draw_penguin()
        )
    scale = (h - 8) / PH
    b.append(place(scene, (w - PW * scale) / 2, 4, scale))
    b.append(rect(0, 0, w, h, rx=14, fill="none", stroke=INK, stroke_width=8))
    return doc(w, h, defs, b)


def polar_wild() -> str:
    defs = [
        lin("aurora", [(0, "#0b1a3a"), (0.45, "#1c4f6e"), (0.7, "#2f8f7a"), (1, "#0b1a3a")]),
        lin("band", [(0, "#6ef0b0"), (1, "#a07bf0")], 0, 0, 1, 0),
        lin("gold", [(0, "#ffe27a"), (1, "#f0a91e")]),
    ]
    b = [inset_rect(SW, SH, 1.5, rx=30, fill="url(#aurora)", stroke=INK, stroke_width=3)]
    for k, y in enumerate((220, 280, 340)):
        b.append(
            pen(
                f"M20 {y}C120 {y - 80} 200 {y + 60} 300 {y - 20}C380 {y - 80} 440 {y - 10} 480"
                f" {y - 40}",
                "url(#band)",
                26 - k * 6,
                opacity="0.5",
            )
        )
    b.append(scattered_dots(7, 60, (30, 30, SW - 30, SH - 30), (1, 3), "#ffffff", "0.7"))
    # The wild's mark is a star (the corners carry the same ★): a gold one fills the middle,
    # a glow behind it and the Polar snowflake set in it, so the card reads as "stands for any
    # card" before it reads as ice.
    cx, cy = SW / 2, SH / 2 + 8
    b.append(poly(star_points(cx, cy, 200, 80, 5), fill="#ffe98a", opacity="0.22"))
    b.append(
        poly(
            star_points(cx, cy, 168, 66, 5),
            fill="url(#gold)",
            stroke="#0b1a3a",
            stroke_width=10,
            stroke_linejoin="round",
        )
    )
    b.append(poly(star_points(cx, cy, 150, 58, 5), fill="none", stroke="#fff4c2", stroke_width=4))
    b.append(snowflake(cx, cy + 4, 46, "#0b1a3a", sw=12))
    b.append(snowflake(cx, cy + 4, 46, "#ffffff", sw=5))
    b.append(inset_rect(SW, SH, 18, rx=18, fill="none", stroke="#cfe9f7", stroke_width=3))
    return doc(SW, SH, defs, b)


def polar_back() -> str:
    defs = [rad("bg", [(0, "#3f86b8"), (1, "#0f2e52")], r=0.75)]
    b = [
        inset_rect(SW, SH, 1.5, rx=30, fill="#f4fafd", stroke=INK, stroke_width=3),
        inset_rect(SW, SH, 20, rx=18, fill="url(#bg)", stroke=INK, stroke_width=2.5),
    ]
    for row, y in enumerate(range(70, SH - 40, 80)):
        for x in range(70 + (40 if row % 2 else 0), SW - 40, 80):
            if math.hypot(x - SW / 2, (y - SH / 2) * 0.8) < 140:
                continue
            b.append(snowflake(x, y, 18, "#cfe9f7", sw=3, opacity=0.55))
    b.append(circle(SW / 2, SH / 2, 120, fill="#0f2e52", stroke="#cfe9f7", stroke_width=5))
    b.append(place(draw_polar_bear(floe=False), SW / 2 - 196 * 0.62, SH / 2 - 296 * 0.62, 0.62))
    b.append(circle(SW / 2, SH / 2, 120, fill="none", stroke=INK, stroke_width=2))
    b.append(inset_rect(SW, SH, 32, rx=12, fill="none", stroke="#cfe9f7", stroke_width=3))
    return doc(SW, SH, defs, b)


# ------------------------------------------------------------------------------------------
# The table felt: a seamless tile of short fibres


def felt_tile(size: int = 256, seed: int = 11) -> str:
    rng = random.Random(seed)
    light, dark = [], []
    for _ in range(420):
        x, y = rng.uniform(0, size), rng.uniform(0, size)
        a = rng.uniform(0, math.pi)
        ln = rng.uniform(3, 9)
        dx_, dy_ = n(ln * math.cos(a)), n(ln * math.sin(a))
        seg = ""
        for dx in (-size, 0, size):  # wrap around so that the tile is seamless
            for dy in (-size, 0, size):
                if -10 < x + dx < size + 10 and -10 < y + dy < size + 10:
                    seg += f"M{n(x + dx)} {n(y + dy)}l{dx_} {dy_}"
        (light if rng.random() < 0.5 else dark).append(seg)
    body = [
        path(
            "".join(strokes), stroke=colour, stroke_width=1.1, opacity=alpha, stroke_linecap="round"
        )
        for strokes, colour, alpha in ((light, "#ffffff", "0.10"), (dark, "#000000", "0.12"))
    ]
    return doc(size, size, [], body)


# ------------------------------------------------------------------------------------------


def write(path_: Path, text: str, written: list[Path]) -> None:
    path_.parent.mkdir(parents=True, exist_ok=True)
    path_.write_text(text, encoding="utf-8")
    written.append(path_)


def make_classic(root: Path, out: list[Path]) -> None:
    cards = root / "themes" / "classic" / "cards"
    for kind in CUCKOO_KIND:
        write(cards / "cuckoo" / f"frame-{kind}.svg", cuckoo_frame(kind), out)
    for cid in ("Fool", "Owl", "Pot", "0", "House", "Horse", "Cat", "Dragoon", "Cuckoo"):
        write(cards / "cuckoo" / f"{cid}.svg", cuckoo_picture(cid), out)
    for r in ROMANS:
        write(cards / "cuckoo" / f"{r}.svg", cuckoo_number(r), out)
    write(cards / "cuckoo" / "back.svg", cuckoo_back(), out)
    write_quattro(cards / "quattro", CLASSIC_QUATTRO, out)
    write_clash(cards / "clash", CLASSIC_CLASH, out)
    for grp in ("number", "minus", "ten", "wild"):
        write(cards / "polar" / f"frame-{grp}.svg", polar_frame(grp), out)
    for v in range(1, 10):
        write(cards / "polar" / f"{v}.svg", polar_ring(v), out)
    write(cards / "polar" / "-5.svg", polar_ring(-5), out)
    for a in "BOP":
        write(cards / "polar" / f"10{a}.svg", polar_ten(a), out)
    write(cards / "polar" / "back.svg", polar_back(), out)
    write(root / "themes" / "classic" / "table" / "felt.svg", felt_tile(), out)


def write_quattro(folder: Path, pal: QuattroColours, out: list[Path]) -> None:
    for grp in ("R", "B", "Y", "G", "zero"):
        write(folder / f"frame-{grp}.svg", quattro_frame(grp, pal), out)
        write(folder / f"symbol-{grp}.svg", quattro_symbol(grp, pal), out)
    for grp in "RBYG":
        for v in range(1, 7):
            write(folder / f"{grp}{v}.svg", quattro_pips(grp, v, pal), out)
    write(folder / "0.svg", quattro_pips("zero", 0, pal), out)
    write(folder / "back.svg", quattro_back(pal), out)


def write_clash(folder: Path, pal: ClashColours, out: list[Path]) -> None:
    for grp in ("H", "D", "S", "C", "joker"):
        write(folder / f"frame-{grp}.svg", clash_frame(grp, pal), out)
    for suit in "HDSC":
        write(folder / f"symbol-{suit}.svg", clash_symbol(suit, pal), out)
        for v in range(1, 8):
            write(folder / f"{suit}{v}.svg", clash_pips(suit, v, pal), out)
    write(folder / "JR.svg", clash_joker(True, pal), out)
    write(folder / "JB.svg", clash_joker(False, pal), out)
    write(folder / "back.svg", clash_back(pal), out)


def make_high_contrast(root: Path, out: list[Path]) -> None:
    cards = root / "themes" / "high-contrast" / "cards"
    write_quattro(cards / "quattro", CONTRAST_QUATTRO, out)
    write_clash(cards / "clash", CONTRAST_CLASH, out)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    root = Path(args[0]) if args else ROOT
    for folder in ("themes/classic/cards", "themes/high-contrast/cards"):
        for old in (root / folder).rglob("*.svg"):
            old.unlink()  # so that renamed art leaves nothing stale behind
    written: list[Path] = []
    make_classic(root, written)
    make_high_contrast(root, written)
    size = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} SVG files under {root / 'themes'} ({size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
