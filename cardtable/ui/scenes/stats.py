"""Statistics per game: played, won, lost, drawn, win rate per AI level, streaks, best score,
and a chart of results over time drawn in the app."""

from __future__ import annotations

import pygame

from ...engine.games import GAME_IDS, get_spec
from ...housekeeping import count_replays, statistics
from ...i18n import N_, number, tr, trn
from ...stats import LOWER_IS_BETTER, GameStats
from ..core.host import Host
from ..core.scene import Scene
from ..core.widgets import Button, FocusRing, draw_text, follow_reading, mirror_rect, panel, rtl

RESULT_COLOURS = {
    "won": (120, 210, 130),
    "lost": (226, 96, 80),
    "drawn": (232, 190, 92),
    "played": (150, 160, 170),
}
LEVEL_NAMES = {
    "random": N_("Random AI"),
    "easy": N_("Easy AI"),
    "normal": N_("Normal AI"),
    "hard": N_("Hard AI"),
    "none": N_("No AI"),
}
RESULT_NAMES = {"won": N_("won"), "drawn": N_("drawn"), "lost": N_("lost")}


class StatsScene(Scene):
    def __init__(self, app: Host, game: str = "cuckoo") -> None:
        super().__init__(app)
        self.game = game
        self.ring = FocusRing()
        for message in count_replays():  # every kept game is in the figures, once
            app.notify(message, 10)
        self.data: GameStats = self._figures(game)
        self.box = pygame.Rect(0, 0, 0, 0)

    def _figures(self, game: str) -> GameStats:
        (figures,), messages = statistics([game])
        for message in messages:
            self.app.notify(message, 10)
        return figures

    def enter(self) -> None:
        self.resize(self.app.size)

    def choose(self, game: str) -> None:
        self.game = game
        self.data = self._figures(game)
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.box = pygame.Rect(30, 90, width - 60, height - 170)
        bar = max(36, height // 18)
        tab_w = min(240, (width - 60 - 30) // 4)
        buttons = []
        for i, game in enumerate(GAME_IDS):
            rect = pygame.Rect(30 + i * (tab_w + 10), 30, tab_w, bar)
            buttons.append(
                Button(
                    tr(get_spec(game).title),
                    lambda g=game: self.choose(g),
                    rect,
                    selected=game == self.game,
                )
            )
        back = Button(tr("Back"), self.app.router.pop, pygame.Rect(30, height - bar - 20, 160, bar))
        follow_reading([b.rect for b in (*buttons, back)], pygame.Rect(0, 0, width, height))
        index = self.ring.index
        self.ring.set([*buttons, back], keep=False)
        self.ring.index = index
        self.ring.move(0)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.router.pop()
            return True
        return self.ring.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.assets.art.table(surface.get_size()), (0, 0))
        panel(surface, self.box, self.app)
        colour = self.app.assets.colour
        height = surface.get_height()
        big = self.app.font(max(20, height // 30), bold=True)
        font = self.app.font(max(14, height // 46))
        data = self.data
        x, y = self.box.x + 30, self.box.y + 24
        draw_text(
            surface,
            big,
            trn(
                "{game}: {played} game played",
                "{game}: {played} games played",
                data.played,
                game=tr(get_spec(self.game).title),
                played=data.played,
            ),
            (x, y),
            colour("accent"),
            max_width=self.box.width - 60,
            box=self.box,
            mirror=self.box,
        )
        y += big.get_linesize() + 10
        column_w = self.box.width // 2 - 40
        for line in self._lines(data):
            draw_text(
                surface,
                font,
                line,
                (x, y),
                colour("text"),
                max_width=column_w,
                box=self.box,
                mirror=self.box,
            )
            y += font.get_linesize() + 6
        chart = pygame.Rect(
            self.box.centerx + 10, self.box.y + 30, self.box.width // 2 - 40, self.box.height - 60
        )
        if rtl():  # the words on the reader's side, the chart on the other
            chart = mirror_rect(chart, self.box)
        self._chart(surface, chart, font)
        self.ring.draw(surface, self.app)

    def _lines(self, data: GameStats) -> list[str]:
        """The figures of `data`, a line each."""
        if not data.played:
            return [tr("No finished games yet. Play one and it will be counted here.")]
        rate = data.win_rate()
        best = "—" if data.best_score is None else number(data.best_score, "g")
        lines = [
            tr(
                "Won {won} · lost {lost} · drawn {drawn}",
                won=data.won,
                lost=data.lost,
                drawn=data.drawn,
            ),
            tr("Win rate: {rate}", rate="—" if rate is None else number(rate, ".0%")),
            tr(
                "Current streak: {current} · best streak: {best}",
                current=data.current_streak,
                best=data.best_streak,
            ),
            (
                tr("Best score (lowest total): {score}", score=best)
                if self.game in LOWER_IS_BETTER
                else tr("Best score: {score}", score=best)
            ),
        ]
        for level, counts in sorted(data.by_level.items()):
            level_rate = data.win_rate(level)
            lines.append(
                tr(
                    "Against {level}: {won} won, {lost} lost, {drawn} drawn ({rate})",
                    level=tr(LEVEL_NAMES.get(level, level)),
                    won=counts["won"],
                    lost=counts["lost"],
                    drawn=counts["drawn"],
                    rate="—" if level_rate is None else number(level_rate, ".0%"),
                )
            )
        return lines

    def _chart(self, surface: pygame.Surface, rect: pygame.Rect, font: pygame.font.Font) -> None:
        """Results over time: each game a coloured bar, with the running win rate as a line."""
        colour = self.app.assets.colour
        draw_text(
            surface,
            font,
            tr("Results over time"),
            (rect.x, rect.y - 4),
            colour("muted"),
            "bottomleft",
            shadow=False,
            mirror=rect,
        )
        pygame.draw.rect(surface, (10, 24, 18), rect, border_radius=8)
        history = self.data.history[-60:]
        if not history:
            return
        inner = rect.inflate(-24, -40)
        step = inner.width / max(1, len(history))
        won = decided = 0
        points = []
        for i, (_, result) in enumerate(history):
            if result in ("won", "lost", "drawn"):
                decided += 1
                won += result == "won"
            bar_h = inner.height * (1.0 if result == "won" else 0.55 if result == "drawn" else 0.3)
            bar = pygame.Rect(
                int(inner.x + i * step + 1),
                int(inner.bottom - bar_h),
                max(2, int(step) - 2),
                int(bar_h),
            )
            shade = RESULT_COLOURS[result]
            pygame.draw.rect(surface, (*[c // 3 for c in shade],), bar, border_radius=2)
            pygame.draw.rect(surface, shade, (bar.x, bar.y, bar.w, 4), border_radius=2)
            if decided:
                points.append(
                    (inner.x + (i + 0.5) * step, inner.bottom - inner.height * won / decided)
                )
        pygame.draw.line(
            surface, (90, 110, 100), (inner.x, inner.centery), (inner.right, inner.centery), 1
        )
        if len(points) >= 2:
            pygame.draw.lines(surface, colour("accent"), False, points, 3)
        for label, where in (
            (number(1.0, ".0%"), inner.top),
            (number(0.5, ".0%"), inner.centery),
            (number(0.0, ".0%"), inner.bottom),
        ):
            draw_text(
                surface,
                font,
                label,
                (rect.right - 6, where),
                colour("muted"),
                "midright",
                shadow=False,
                mirror=rect,  # the scale on the side away from the legend
                box=rect,
            )
        legend_x = rect.x + 10
        for result in ("won", "drawn", "lost"):  # the legend reads in the reader's direction
            swatch = pygame.Rect(legend_x, rect.bottom - 18, 12, 12)
            word = tr(RESULT_NAMES[result])
            word_w = font.size(word)[0]
            if rtl():
                swatch = mirror_rect(swatch, rect)
            pygame.draw.rect(surface, RESULT_COLOURS[result], swatch)
            draw_text(
                surface,
                font,
                word,
                (legend_x + 16, rect.bottom - 12),
                colour("muted"),
                "midleft",
                shadow=False,
                mirror=rect,
            )
            legend_x += 16 + word_w + 16
