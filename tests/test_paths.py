"""Where Card Table's files are: what ships (found in a bundle, a wheel or the checkout) and the
person's folders (the platform's conventions through platformdirs, or all of them under
CARDTABLE_HOME)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from platformdirs.macos import MacOS
from platformdirs.unix import Unix
from platformdirs.windows import Windows

from cardtable import paths, storage, themes

from .conftest import PROJECT


@pytest.fixture
def no_home(monkeypatch, tmp_path):
    """The platform's folders, under a fake home so nothing real is read."""
    monkeypatch.delenv("CARDTABLE_HOME", raising=False)
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    return tmp_path


def folders() -> dict[str, Path]:
    return {
        "data": paths.user_data_dir(),
        "config": paths.user_config_dir(),
        "cache": paths.user_cache_dir(),
        "log": paths.user_log_dir(),
    }


def test_cardtable_home_holds_everything(monkeypatch, tmp_path):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    assert folders() == {
        "data": tmp_path,
        "config": tmp_path,
        "cache": tmp_path / "cache",
        "log": tmp_path / "logs",
    }
    assert storage.settings_path() == tmp_path / "settings.json"
    assert themes.user_themes_dir() == tmp_path / "themes"


def test_linux_follows_the_xdg_folders(no_home, monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(paths, "PlatformDirs", Unix)
    home = no_home
    assert folders() == {
        "data": home / ".local/share/cardtable",
        "config": home / ".config/cardtable",
        "cache": home / ".cache/cardtable",
        "log": home / ".local/state/cardtable/log",
    }
    monkeypatch.setenv("XDG_DATA_HOME", "/xdg/data")
    monkeypatch.setenv("XDG_CONFIG_HOME", "/xdg/config")
    assert paths.user_data_dir() == Path("/xdg/data/cardtable")
    assert paths.user_config_dir() == Path("/xdg/config/cardtable")


def test_macos_uses_its_library_folders(no_home, monkeypatch):
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(paths, "PlatformDirs", MacOS)
    library = no_home / "Library"
    assert folders() == {
        "data": library / "Application Support/CardTable",
        "config": library / "Application Support/CardTable",
        "cache": library / "Caches/CardTable",
        "log": library / "Logs/CardTable",
    }


def test_windows_roams_and_has_no_author_folder(no_home, monkeypatch):
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(paths, "PlatformDirs", Windows)
    # platformdirs' documented override of the shell folders it would ask Windows for
    monkeypatch.setenv("WIN_PD_OVERRIDE_APPDATA", r"C:\Users\ann\AppData\Roaming")
    monkeypatch.setenv("WIN_PD_OVERRIDE_LOCAL_APPDATA", r"C:\Users\ann\AppData\Local")
    found = {key: str(value).replace("\\", "/") for key, value in folders().items()}
    assert found["data"] == "C:/Users/ann/AppData/Roaming/CardTable"  # where it always was
    assert found["config"] == found["data"]
    assert found["cache"].startswith("C:/Users/ann/AppData/Local/CardTable")
    assert found["log"].startswith(found["data"])


def test_settings_left_in_the_data_folder_move_to_the_config_folder(no_home, monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(paths, "PlatformDirs", Unix)
    older = no_home / ".local/share/cardtable/settings.json"
    older.parent.mkdir(parents=True)
    older.write_text(json.dumps({"volume": 0.25, "language": "hi"}))
    settings, problems = storage.load_settings()
    assert (settings.volume, settings.language, problems) == (0.25, "hi", [])
    assert not older.exists()
    assert (no_home / ".config/cardtable/settings.json").is_file()


def test_what_ships_is_found_in_a_bundle_a_wheel_or_the_checkout(tmp_path, monkeypatch):
    assert paths.data_root() == PROJECT  # this checkout (an editable install)
    package = tmp_path / "site-packages" / "cardtable"  # as a wheel installs it
    for folder in ("themes", "assets"):
        (package / "data" / folder).mkdir(parents=True)
    monkeypatch.setattr(paths, "PACKAGE", package)
    assert paths.data_root() == package / "data"
    assert paths.assets_dir() == package / "data" / "assets"
    assert themes.packaged_themes_dir() == package / "data" / "themes"
    bundle = tmp_path / "bundle"
    for folder in ("themes", "assets"):
        (bundle / folder).mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert paths.data_root() == bundle
    monkeypatch.delattr(sys, "_MEIPASS")
    (package / "data" / "themes").rmdir()
    assert paths.data_root() == package / "data"  # nothing anywhere: named where it belongs


def test_settings_are_saved_in_the_config_folder_outside_cardtable_home(no_home):
    """Writes are confined to the app's own folders: the config folder is one of them even when
    it is not inside the data folder (Linux), and a path outside all of them is refused."""
    settings, _ = storage.load_settings()
    settings.volume = 0.25
    assert storage.save_settings(settings) is None
    assert json.loads(storage.settings_path().read_text())["volume"] == 0.25
    assert not storage.settings_path().is_relative_to(paths.user_data_dir())
    with pytest.raises(storage.OutsideDataFolder):
        storage.write_atomic(no_home / "elsewhere.txt", b"no")
