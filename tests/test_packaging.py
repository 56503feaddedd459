"""The wheel and the sdist carry everything the app needs besides its code (every asset, theme,
font, sound, icon and compiled catalogue, and the licences), and a copy that lacks them says so
instead of quietly falling back to English, pygame's font and plain cards."""

from __future__ import annotations

import gettext
import io
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from cardtable import __version__, cli, i18n, paths, smoke
from cardtable.po import compile_mo, parse_po

from .conftest import PROJECT

SKIPPED = ("__pycache__", ".DS_Store")


def shipped_files() -> list[str]:
    """Every file of assets/ and themes/, relative to the repository."""
    found = []
    for folder in ("assets", "themes"):
        for path in sorted((PROJECT / folder).rglob("*")):
            if path.is_file() and not any(p in SKIPPED for p in path.parts):
                found.append(path.relative_to(PROJECT).as_posix())
    return found


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [sys.executable, "-m", "hatchling", "build", "-d", str(out)],
        cwd=PROJECT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return {
        "wheel": next(out.glob("cardtable-*.whl")),
        "sdist": next(out.glob("cardtable-*.tar.gz")),
    }


def translation_of(mo: bytes, message: str) -> str:
    return gettext.GNUTranslations(io.BytesIO(mo)).gettext(message)


def expected_translation(lang: str, message: str) -> str:
    path = PROJECT / "assets" / "locale" / lang / "LC_MESSAGES" / "cardtable.po"
    entries = parse_po(path.read_text(encoding="utf-8"), str(path))
    return translation_of(compile_mo(entries), message)


def test_the_wheel_carries_every_asset_theme_and_compiled_catalogue(built):
    with zipfile.ZipFile(built["wheel"]) as wheel:
        names = set(wheel.namelist())
        missing = [f for f in shipped_files() if f"cardtable/data/{f}" not in names]
        assert not missing, missing[:10]
        for lang in ("hi", "fa"):
            mo = wheel.read(f"cardtable/data/assets/locale/{lang}/LC_MESSAGES/cardtable.mo")
            # what the checkout shows, for a plain message and for a whole rules paragraph
            for message in ("Card Table", "Licence"):
                assert translation_of(mo, message) == expected_translation(lang, message)
                assert translation_of(mo, message) != message
        info = f"cardtable-{__version__}.dist-info"
        metadata = wheel.read(f"{info}/METADATA").decode("utf-8")
        assert "License-Expression: MIT" in metadata.splitlines()
        assert "Requires-Dist: platformdirs>=4.2" in metadata.splitlines()
        for licence in (
            "LICENSE",
            "assets/fonts/LICENSE-DejaVu.txt",
            "assets/fonts/LICENSE-Noto.txt",
        ):
            assert f"{info}/licenses/{licence}" in names
        entry_points = wheel.read(f"{info}/entry_points.txt").decode("utf-8")
        assert "cardtable = cardtable.cli:main" in entry_points
        # nothing of the checkout's own tooling or the tests
        assert not any(n.startswith(("tests/", "tools/", "build/", "assets/")) for n in names)


def test_the_sdist_has_the_repository_layout_and_the_compiled_catalogues(built):
    with tarfile.open(built["sdist"]) as sdist:
        top = f"cardtable-{__version__}/"
        names = {n.removeprefix(top) for n in sdist.getnames()}
    missing = [f for f in shipped_files() if f not in names]
    assert not missing, missing[:10]
    for needed in (
        "LICENSE",
        "pyproject.toml",
        "packaging/hatch_build.py",
        "assets/locale/hi/LC_MESSAGES/cardtable.mo",
        "assets/locale/fa/LC_MESSAGES/cardtable.mo",
        "tests/conftest.py",
        "docs/scenario-format.md",
    ):
        assert needed in names, needed


def test_a_compiled_catalogue_is_read_before_the_source(tmp_path, monkeypatch):
    folder = tmp_path / "locale" / "hi" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    source = PROJECT / "assets" / "locale" / "hi" / "LC_MESSAGES" / "cardtable.po"
    entries = parse_po(source.read_text(encoding="utf-8"), str(source))
    for entry in entries:
        if entry.msgid == "Card Table" and entry.context is None:
            entry.msgstr = "मेज़ (compiled)"
    (folder / "cardtable.mo").write_bytes(compile_mo(entries))
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path / "locale")
    try:
        assert i18n.set_language("hi") == "hi"
        assert i18n.tr("Card Table") == "मेज़ (compiled)"
        (folder / "cardtable.mo").write_bytes(b"\x00not a catalogue at all")
        assert i18n.set_language("hi") == "en"  # a damaged file: English, and why
        assert "hi/LC_MESSAGES" in (i18n.language_problem() or "")
        assert i18n.tr("Card Table") == "Card Table"
    finally:
        i18n.set_language("en")


@pytest.fixture
def without_data(tmp_path, monkeypatch):
    """An installed copy whose wheel carried only code (the bug this replaces)."""
    monkeypatch.setattr(paths, "PACKAGE", tmp_path / "site-packages" / "cardtable")
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    yield tmp_path
    i18n.set_language("en")


def test_a_copy_without_its_data_fails_theme_check_and_the_hindi_rules_page(without_data, capsys):
    assert cli.main(["theme", "check", "classic"]) == 2
    out = without_data / "rules-hi.png"
    assert cli.main(["rules", "polar", "--lang", "hi", "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert "the app fell back, so no picture was made" in err
    assert "language hi:" in err  # the catalogue
    assert "fonts missing:" in err and "NotoSansDevanagari-Regular.ttf" in err
    assert "theme classic:" in err
    assert not out.exists()


def test_a_copy_without_its_data_fails_the_smoke_test(without_data, capsys):
    assert smoke.run_smoke() == 1
    err = capsys.readouterr().err
    assert "smoke FAILED before the games" in err and "cardtable-64.png is missing" in err


def test_a_copy_with_its_data_draws_the_hindi_rules_page(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    out = tmp_path / "rules-hi.png"
    try:
        assert cli.main(["rules", "polar", "--lang", "hi", "--out", str(out)]) == 0
    finally:
        i18n.set_language("en")
    assert out.is_file() and capsys.readouterr().out.strip() == str(out)
