"""Settings (saved): language and digits, animation speed, reduced motion, sound volume and
mute, theme, full screen. A change of language shows at once, in every scene."""

from __future__ import annotations

from ... import i18n
from ...i18n import number, tr
from ...storage import ANIMATION_SPEEDS
from ...text.labels import label
from ...themes import available_themes
from ..core.menu import Entry, MenuScene
from ..core.widgets import Stepper


class SettingsScene(MenuScene):
    overlay = True

    def title(self) -> str:
        return tr("Settings")

    def entries(self) -> list[Entry]:
        s = self.app.settings
        on, off = tr("on"), tr("off")
        items: list[Entry] = [
            (
                tr("Language: {language}", language=i18n.LANGUAGE_NAMES[i18n.language()]),
                self._language,
                False,
            )
        ]
        if i18n.language() in i18n.NATIVE_DIGITS:  # English has only the one set of digits
            sample = "0123" if s.digits == "latin" else i18n.localize_digits("0123")
            items.append(
                (
                    tr("Digits: {choice}", choice=label("digits", s.digits, sample=sample)),
                    self._digits,
                    False,
                )
            )
        items += [
            (
                tr("Animation speed: {speed}", speed=label("speed", s.animation_speed)),
                self._speed,
                False,
            ),
            (
                tr("Reduced motion: {state}", state=on if s.reduced_motion else off),
                self._motion,
                False,
            ),
            Stepper(
                tr("Volume: {percent}", percent=number(round(s.volume, 1), ".0%")),
                on_step=self._volume,
                can_lower=s.volume > 0.001,
                can_raise=s.volume < 0.999,
            ),
            (tr("Sound: {state}", state=off if s.muted else on), self._mute, False),
            (
                tr("First game coach: {state}", state=on if s.first_game else off),
                self._first_game,
                False,
            ),
            (tr("Theme: {name}", name=tr(self.app.assets.theme.name)), self._theme, False),
            (
                tr("Full screen: {state}", state=on if s.fullscreen else off),
                self._fullscreen,
                False,
            ),
            (tr("Done"), self.back, True),
        ]
        return items

    def _changed(self) -> None:
        self.app.save_settings()
        index = self.ring.index
        self.resize(self.app.size)
        self.ring.index = index
        self.ring.move(0)

    def _language(self) -> None:
        order = list(i18n.LANGUAGES)
        current = i18n.language()
        following = order[(order.index(current) + 1) % len(order)]
        index = self.ring.index
        self.app.set_language(following)  # every scene lays itself out in the new words
        self.app.save_settings()
        self.ring.index = index
        self.ring.move(0)

    def _digits(self) -> None:
        order = list(i18n.DIGIT_MODES)
        s = self.app.settings
        mode = order[(order.index(s.digits) + 1) % len(order)] if s.digits in order else "auto"
        index = self.ring.index
        self.app.set_language(s.language, digits=mode)
        self.app.save_settings()
        self.ring.index = index
        self.ring.move(0)

    def _speed(self) -> None:
        order = list(ANIMATION_SPEEDS)
        s = self.app.settings
        s.animation_speed = order[(order.index(s.animation_speed) + 1) % len(order)]
        self._changed()

    def _motion(self) -> None:
        self.app.settings.reduced_motion = not self.app.settings.reduced_motion
        self._changed()

    def _volume(self, step: int) -> None:
        s = self.app.settings
        s.volume = round(max(0.0, min(1.0, s.volume + step / 10)), 1)
        self.app.sound.play(self.app.assets.sound("deal"))
        self._changed()

    def _first_game(self) -> None:
        """On: the next first game of each kind is coached (the games already coached are
        forgotten, so turning it on again coaches every game once more)."""
        settings = self.app.settings
        settings.first_game = not settings.first_game
        if settings.first_game:
            settings.coached.clear()
        self._changed()

    def _mute(self) -> None:
        self.app.settings.muted = not self.app.settings.muted
        self._changed()

    def _theme(self) -> None:
        """On to the theme after the one the cards are drawn with (Classic, when the chosen
        one could not be used)."""
        themes = available_themes()
        ids = [t.id for t in themes] or ["classic"]
        drawn = self.app.assets.theme.path
        now = next((i for i, t in enumerate(themes) if t.path == drawn), -1)
        s = self.app.settings
        s.theme = ids[(now + 1) % len(ids)]
        self.app.use_theme(s.theme)
        self._changed()

    def _fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self._changed()
