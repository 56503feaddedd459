"""Loading, validation, fallback and safety of theme files."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
import textwrap
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable import themes
from cardtable.themes import DECKS, load_theme, read_theme

REPO = Path(__file__).resolve().parents[2]
CLASSIC = (REPO / "themes" / "classic" / "theme.yaml").read_text(encoding="utf-8")
MINIMAL = """\
format: 1
name: Test
author: Tester
extends: classic
"""


def make_theme(folder: Path, body: str, name: str = "t") -> Path:
    theme = folder / name
    theme.mkdir(parents=True, exist_ok=True)
    (theme / "theme.yaml").write_text(textwrap.dedent(body), encoding="utf-8")
    return theme


def svg(width: int = 100, height: int = 140) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}"><rect width="{width}" height="{height}" '
        'fill="#08f"/></svg>'
    )


def png_bytes(width: int, height: int) -> bytes:
    """A real (tiny, all-black, grey-scale) PNG of the given size."""
    raw = b"".join(b"\x00" + b"\x00" * width for _ in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def assert_fell_back(result: themes.ThemeLoad, file_part: str, key_part: str) -> themes.Problem:
    assert result.fell_back
    assert result.theme.id == "classic"
    assert result.theme.name == "Classic"
    for problem in result.problems:
        if file_part in problem.file and key_part in problem.key:
            assert file_part in str(problem) and key_part in str(problem)
            return problem
    pytest.fail(f"no problem naming {file_part!r} and {key_part!r}: {result.problems}")


# -- the packaged themes -----------------------------------------------------------------


@pytest.mark.parametrize("name", ["classic", "high-contrast"])
def test_packaged_themes_are_valid(name):
    assert themes.check_theme(REPO / "themes" / name) == []
    result = load_theme(name)
    assert not result.problems
    theme = result.theme
    assert theme.name and theme.author
    for game, cards in DECKS.items():
        deck = theme.deck(game)
        assert [cid for cid, _ in deck.faces] == [c.id for c in cards]
    assert {cue for cue, _ in theme.sounds} == set(themes.CUES)
    for _, sound in theme.sounds:
        assert sound.is_file()


def test_deck_sizes_match_the_rules():
    assert {g: sum(c.copies for c in cards) for g, cards in DECKS.items()} == {
        "cuckoo": 42,
        "quattro": 26,
        "clash": 32,
        "polar": 53,
    }
    assert {g: len(cards) for g, cards in DECKS.items()} == {
        "cuckoo": 21,
        "quattro": 25,
        "clash": 30,
        "polar": 14,
    }


def test_high_contrast_extends_classic():
    hc = read_theme(REPO / "themes" / "high-contrast")
    classic = read_theme(REPO / "themes" / "classic")
    assert [p.parent.name for p in hc.chain] == ["high-contrast", "classic"]
    # inherited as is: the Cuckoo art comes from Classic's folder
    assert (
        hc.deck("cuckoo").face("Owl").picture.svg == classic.deck("cuckoo").face("Owl").picture.svg
    )
    # overridden: Quattro art in its own folder, larger indices, outlines
    assert "high-contrast" in hc.deck("quattro").face("R1").art.parts
    assert hc.deck("quattro").face("R1").index.size > classic.deck("quattro").face("R1").index.size
    assert hc.deck("clash").face("H3").outline is not None
    assert hc.table.texture is None and classic.table.texture is not None


def test_lookup_by_display_name_and_default():
    assert load_theme("High contrast").theme.id == "high-contrast"
    assert load_theme(None).theme.id == "classic"
    result = load_theme("no-such-theme")
    assert result.fell_back and result.theme.id == "classic"
    assert "no such theme" in str(result.problems[0])


def test_loader_needs_no_display():
    code = (
        "import sys\n"
        "from cardtable import themes\n"
        "t = themes.load_theme('high-contrast')\n"
        "assert not t.problems, t.problems\n"
        "import pygame\n"
        "assert not pygame.display.get_init()\n"
    )
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    env.pop("SDL_VIDEODRIVER", None)
    subprocess.run([sys.executable, "-c", code], check=True, env=env, cwd=REPO)


# -- where themes come from ----------------------------------------------------------------


def test_user_themes_dir_respects_cardtable_home(private_home):
    assert themes.user_themes_dir() == private_home / "themes"


def test_available_themes_lists_packaged_then_user(user_themes):
    make_theme(user_themes, MINIMAL.replace("Test", "Mine"), "mine")
    make_theme(user_themes, MINIMAL.replace("Test", "Shadow"), "classic")
    infos = themes.available_themes()
    ids = [i.id for i in infos]
    assert ids[0] == "classic"
    assert "high-contrast" in ids and "mine" in ids and "user:classic" in ids
    mine = next(i for i in infos if i.id == "mine")
    assert mine.name == "Mine" and not mine.builtin
    assert load_theme("mine").theme.name == "Mine"
    assert load_theme("classic").theme.name == "Classic"  # a user theme never shadows it


def test_data_root_prefers_pyinstaller_bundle(tmp_path, monkeypatch):
    (tmp_path / "themes").mkdir()
    (tmp_path / "assets").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert themes.data_root() == tmp_path
    monkeypatch.delattr(sys, "_MEIPASS")
    assert themes.data_root() == REPO


# -- extends -----------------------------------------------------------------------------


def test_extends_overrides_only_part(user_themes):
    folder = make_theme(
        user_themes,
        """\
        format: 1
        name: Night
        author: Someone
        extends: classic
        table: {colour: "#101820", gradient: null, texture: null}
        colours: {accent: [255, 0, 128]}
        decks:
          polar:
            face: {index: {size: 0.2}}
            cards:
              W: {centre: {text: "WILD", font: title, size: 0.1}}
        """,
    )
    theme = read_theme(folder)
    classic = read_theme(REPO / "themes" / "classic")
    assert theme.name == "Night" and theme.author == "Someone"
    assert theme.table.colour == (0x10, 0x18, 0x20, 255) and theme.table.gradient is None
    assert theme.colour("accent") == (255, 0, 128, 255)
    assert theme.colour("text") == classic.colour("text")
    assert theme.fonts == classic.fonts
    assert theme.deck("polar").face("5").index.size == 0.2
    assert (
        theme.deck("polar").face("5").index.colour == classic.deck("polar").face("5").index.colour
    )
    assert theme.deck("polar").face("W").centre.text == "WILD"
    assert theme.deck("cuckoo") == classic.deck("cuckoo")


def test_own_art_resolves_in_own_folder(user_themes):
    folder = make_theme(
        user_themes,
        MINIMAL + "decks:\n  clash:\n    back: {art: back.svg}\n",
    )
    (folder / "back.svg").write_text(svg(), encoding="utf-8")
    theme = read_theme(folder)
    assert theme.deck("clash").back.art == (folder / "back.svg").resolve()
    assert "classic" in theme.deck("clash").face("H1").art.parts


def test_extends_loop_and_unknown_parent(user_themes):
    make_theme(user_themes, MINIMAL.replace("classic", "b"), "a")
    make_theme(user_themes, MINIMAL.replace("classic", "a"), "b")
    result = load_theme("a")
    assert any("loop" in p.message and p.key == "extends" for p in result.problems)
    make_theme(user_themes, MINIMAL.replace("classic", "nowhere"), "c")
    assert_fell_back(load_theme("c"), "theme.yaml", "extends")


# -- broken themes: each reported with file and key, and Classic used instead -------------


BROKEN = {
    "bad-yaml": ("format: 1\nname: [unclosed\n", "line"),
    "not-a-mapping": ("- just\n- a list\n", ""),
    "missing-name": ("format: 1\nauthor: x\nextends: classic\n", "name"),
    "missing-decks": (
        "format: 1\nname: x\nauthor: y\ntable: {colour: '#000'}\nfonts: {}\ncolours: {}\n",
        "decks",
    ),
    "wrong-type-aspect": (MINIMAL + "decks: {cuckoo: {aspect: tall}}\n", "decks.cuckoo.aspect"),
    "wrong-type-colour": (MINIMAL + "colours: {text: reddish}\n", "colours.text"),
    "wrong-type-format": (MINIMAL.replace("format: 1", "format: '1'"), "format"),
    "wrong-range": (MINIMAL + "decks: {polar: {face: {index: {size: 7}}}}\n",
                    "decks.polar.face.index.size"),
    "unknown-key": (MINIMAL + "tabel: {colour: '#000'}\n", "tabel"),
    "unknown-card-id": (MINIMAL + "decks: {cuckoo: {cards: {Joker: {label: J}}}}\n",
                        "decks.cuckoo.cards.Joker"),
    "unknown-group": (MINIMAL + "decks: {quattro: {groups: {P: {label: x}}}}\n",
                      "decks.quattro.groups.P"),
    "unknown-cue": (MINIMAL + "sounds: {applause: app:sounds/deal.wav}\n", "sounds.applause"),
    "unknown-font": (MINIMAL + "decks: {clash: {face: {index: {font: comic}}}}\n",
                     "decks.clash.face.index.font"),
    "unknown-placeholder": (MINIMAL + "decks: {clash: {face: {art: 'x/{suit}.svg'}}}\n",
                            "decks.clash.face.art"),
    "missing-file": (MINIMAL + "decks: {clash: {back: {art: nothing.svg}}}\n",
                     "decks.clash.back.art"),
    "wrong-extension": (MINIMAL + "sounds: {deal: theme.yaml}\n", "sounds.deal"),
    "escape-dotdot": (MINIMAL + "decks: {clash: {back: {art: ../../secret.svg}}}\n",
                      "decks.clash.back.art"),
    "escape-absolute": (MINIMAL + "table: {colour: '#000', texture: /etc/passwd.svg}\n",
                        "table.texture"),
    "escape-app": (MINIMAL + "sounds: {deal: 'app:../pyproject.toml.wav'}\n", "sounds.deal"),
    "nothing-to-draw": (MINIMAL + "decks: {polar: {cards: {W: {art: null, centre: null}}}}\n",
                        "decks.polar.cards.W"),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_broken_theme_falls_back_with_file_and_key(user_themes, case):
    body, key = BROKEN[case]
    folder = make_theme(user_themes, body, case)
    if case == "escape-dotdot":
        (user_themes.parent / "secret.svg").write_text(svg(), encoding="utf-8")
    result = load_theme(folder)
    assert_fell_back(result, f"{case}/theme.yaml", key)
    assert themes.check_theme(folder)  # and check says the same


def test_symlink_out_of_the_folder_is_refused(user_themes, tmp_path):
    outside = tmp_path / "outside.svg"
    outside.write_text(svg(), encoding="utf-8")
    folder = make_theme(user_themes, MINIMAL + "decks: {clash: {back: {art: link.svg}}}\n")
    try:
        (folder / "link.svg").symlink_to(outside)
    except OSError:
        pytest.skip("no symlinks here")
    problem = assert_fell_back(load_theme(folder), "theme.yaml", "decks.clash.back.art")
    assert "outside" in problem.message


def test_symlink_inside_the_folder_is_fine(user_themes):
    folder = make_theme(user_themes, MINIMAL + "decks: {clash: {back: {art: link.svg}}}\n")
    (folder / "real.svg").write_text(svg(), encoding="utf-8")
    try:
        (folder / "link.svg").symlink_to(folder / "real.svg")
    except OSError:
        pytest.skip("no symlinks here")
    assert read_theme(folder).deck("clash").back.art == (folder / "real.svg").resolve()


def test_oversize_file_is_refused(user_themes):
    folder = make_theme(user_themes, MINIMAL + "decks: {clash: {back: {art: big.svg}}}\n")
    with open(folder / "big.svg", "wb") as f:
        f.write(svg().encode())
        f.write(b" " * (themes.MAX_FILE_BYTES + 1))
    problem = assert_fell_back(load_theme(folder), "theme.yaml", "decks.clash.back.art")
    assert "bytes" in problem.message


def test_oversize_theme_file_is_refused(user_themes):
    folder = make_theme(user_themes, MINIMAL)
    with open(folder / "theme.yaml", "a", encoding="utf-8") as f:
        f.write("#" * (themes.MAX_FILE_BYTES + 1))
    assert_fell_back(load_theme(folder), "theme.yaml", "")


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("huge.png", png_bytes(4097, 2)),
        ("huge.svg", svg(5000, 7000).encode()),
    ],
)
def test_oversize_image_is_refused(user_themes, name, content):
    folder = make_theme(user_themes, MINIMAL + f"table: {{colour: '#000', texture: {name}}}\n")
    (folder / name).write_bytes(content)
    problem = assert_fell_back(load_theme(folder), "theme.yaml", "table.texture")
    assert "4096" in problem.message


def test_png_texture_within_limits_is_used(user_themes):
    folder = make_theme(user_themes, MINIMAL + "table: {colour: '#000', texture: ok.png}\n")
    (folder / "ok.png").write_bytes(png_bytes(64, 64))
    assert read_theme(folder).table.texture == (folder / "ok.png").resolve()


def test_python_object_tags_are_refused_without_side_effects(user_themes, tmp_path):
    marker = tmp_path / "pwned"
    folder = make_theme(
        user_themes,
        MINIMAL
        + f"description: !!python/object/apply:os.system ['touch {marker}']\n"
        + "colours: !!python/object:collections.OrderedDict {}\n",
    )
    result = load_theme(folder)
    assert_fell_back(result, "theme.yaml", "line")
    assert "python/object" in str(result.problems[0])
    assert not marker.exists()


def test_entity_declarations_in_svg_are_refused(user_themes):
    folder = make_theme(user_themes, MINIMAL + "decks: {clash: {back: {art: lol.svg}}}\n")
    (folder / "lol.svg").write_text(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]>' + svg(), encoding="utf-8"
    )
    assert_fell_back(load_theme(folder), "theme.yaml", "decks.clash.back.art")


# -- every file is opened once as drawing will use it -----------------------------------


def test_a_font_that_is_not_a_font_is_refused(user_themes):
    folder = make_theme(user_themes, MINIMAL + "fonts: {ui: fake.ttf}\n")
    (folder / "fake.ttf").write_bytes(b"this is not a font\n" * 20)
    problem = assert_fell_back(load_theme(folder), "theme.yaml", "fonts.ui")
    assert "not a usable font" in problem.message


def test_a_truncated_font_is_refused(user_themes):
    font = (REPO / "assets" / "fonts" / "DejaVuSans.ttf").read_bytes()
    folder = make_theme(user_themes, MINIMAL + "fonts: {title: cut.ttf}\n")
    (folder / "cut.ttf").write_bytes(font[:20000])
    assert_fell_back(load_theme(folder), "theme.yaml", "fonts.title")


def test_a_real_font_of_the_theme_is_used(user_themes):
    folder = make_theme(user_themes, MINIMAL + "fonts: {ui: own.ttf}\n")
    (folder / "own.ttf").write_bytes((REPO / "assets/fonts/DejaVuSans.ttf").read_bytes())
    assert read_theme(folder).font("ui") == (folder / "own.ttf").resolve()


def test_a_truncated_png_texture_is_refused(user_themes):
    folder = make_theme(user_themes, MINIMAL + "table: {colour: '#000', texture: cut.png}\n")
    (folder / "cut.png").write_bytes(png_bytes(64, 64)[:60])  # the header says 64x64
    problem = assert_fell_back(load_theme(folder), "theme.yaml", "table.texture")
    assert "not a usable image" in problem.message


def test_an_svg_that_nanosvg_cannot_parse_is_refused(user_themes):
    folder = make_theme(user_themes, MINIMAL + "decks: {clash: {back: {art: half.svg}}}\n")
    (folder / "half.svg").write_text(svg()[:50], encoding="utf-8")
    assert_fell_back(load_theme(folder), "theme.yaml", "decks.clash.back.art")


@pytest.mark.parametrize(
    "width", ["4000pt", "1100mm", "110cm", "43in", "300em", "600ex", "260pc", "4100", "5000%"]
)
def test_svg_sizes_in_any_unit_count_against_the_limit(user_themes, width):
    folder = make_theme(user_themes, MINIMAL + "table: {colour: '#000', texture: big.svg}\n")
    (folder / "big.svg").write_text(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="10" '
        'viewBox="0 0 100 10"><rect width="10" height="10"/></svg>',
        encoding="utf-8",
    )
    problem = assert_fell_back(load_theme(folder), "theme.yaml", "table.texture")
    assert "4096" in problem.message


@pytest.mark.parametrize("width", ["3000pt", "1000mm", "42in", "250em", "4000%", "12.5"])
def test_svg_sizes_within_the_limit_are_fine(user_themes, width):
    folder = make_theme(user_themes, MINIMAL + "table: {colour: '#000', texture: ok.svg}\n")
    (folder / "ok.svg").write_text(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="10" '
        'viewBox="0 0 100 10"><rect width="10" height="10"/></svg>',
        encoding="utf-8",
    )
    assert read_theme(folder).table.texture == (folder / "ok.svg").resolve()


@pytest.mark.parametrize(
    "inside",
    [
        '<image href="file:///etc/passwd" width="5" height="5"/>',
        '<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="other.svg#a"/>',
        '<rect width="5" height="5" fill="url(http://example.org/p.svg#g)"/>',
        '<style>rect { fill: url("other.svg#g") }</style>',
    ],
)
def test_svg_references_to_other_files_are_refused(user_themes, inside):
    folder = make_theme(user_themes, MINIMAL + "decks: {clash: {back: {art: ref.svg}}}\n")
    (folder / "ref.svg").write_text(
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">{inside}</svg>',
        encoding="utf-8",
    )
    problem = assert_fell_back(load_theme(folder), "theme.yaml", "decks.clash.back.art")
    assert "refers to another file" in problem.message


def test_svg_references_inside_the_file_are_fine(user_themes):
    folder = make_theme(user_themes, MINIMAL + "decks: {clash: {back: {art: own.svg}}}\n")
    (folder / "own.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient '
        'id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>'
        '<rect width="10" height="10" fill="url(#g)"/></svg>',
        encoding="utf-8",
    )
    assert read_theme(folder).deck("clash").back.art == (folder / "own.svg").resolve()


@pytest.mark.parametrize(
    "body",
    [
        CLASSIC.replace("author: Card Table contributors", "author: " + "x" * 200),
        CLASSIC.replace("  polar:\n", "  polar: 7\n  unused:\n"),
        CLASSIC.replace("    aspect: 0.5833", "    aspect: tall"),
    ],
)
def test_a_required_key_of_the_wrong_type_is_reported_once_not_raised(user_themes, body):
    folder = make_theme(user_themes, body)
    shutil.copytree(REPO / "themes" / "classic" / "cards", folder / "cards")
    result = load_theme(folder)
    assert result.fell_back and result.theme.id == "classic"
    keys = [p.key for p in result.problems]
    assert len(keys) == len(set(keys))


def test_every_problem_is_reported_at_once(user_themes):
    folder = make_theme(
        user_themes,
        MINIMAL + "colours: {text: 12}\ndecks: {cuckoo: {aspect: 9}, polar: {cards: {X: {}}}}\n",
    )
    keys = {p.key for p in load_theme(folder).problems}
    assert {"colours.text", "decks.cuckoo.aspect", "decks.polar.cards.X"} <= keys


# -- robustness: whatever the YAML holds, loading never raises --------------------------

_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 5000),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from(["#fff", "../x.svg", "/abs.svg", "app:x", "{id}.svg", "classic"]),
)
_values = st.recursive(
    _scalars,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=8,
)
_keys = st.sampled_from(
    ["format", "name", "author", "extends", "table", "fonts", "colours", "sounds", "decks",
     "decks.cuckoo", "decks.polar.face", "decks.polar.face.index", "decks.clash.cards",
     "decks.quattro.groups.R", "table.gradient", "decks.cuckoo.cards.Fool.picture"]
)  # fmt: skip


@settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(key=_keys, value=_values)
def test_loading_never_raises(user_themes, key, value):
    import yaml

    data = {"format": 1, "name": "Fuzz", "author": "Hypothesis", "extends": "classic"}
    node = data
    parts = key.split(".")
    for part in parts[:-1]:
        node = node.setdefault(part, {})
    node[parts[-1]] = value
    folder = user_themes / "fuzz"
    folder.mkdir(exist_ok=True)
    (folder / "theme.yaml").write_text(yaml.safe_dump(data), encoding="utf-8")
    result = load_theme(folder)
    assert isinstance(result.theme, themes.Theme)
    assert result.theme.name in ("Fuzz", "Classic", str(value))
    assert all(p.file and p.message for p in result.problems)
