"""Statistics per game: played, won, lost, drawn, streaks, the best score (for a game that has
scores), and two charts drawn in the app: every game's result in the order played, and the win
rate against each AI level as bars of its true height with the 95% interval."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...engine.games import GAME_IDS, get_spec
from ...housekeeping import count_replays, statistics
from ...i18n import N_, number, tr, trn
from ...stats import GameStats, LevelRate
from ..core.host import Host
from ..core.menu import RingScene
from ..core.widgets import Button, draw_lines, draw_text, follow_reading, mirror_rect, panel, rtl

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
RESULT_NAMES = {
    "won": N_("won"),
    "drawn": N_("drawn"),
    "lost": N_("lost"),
    "played": N_("played"),  # by people only, or by AI only: nobody won or lost
}
TICKS = (0.0, 0.25, 0.5, 0.75, 1.0)  # the win-rate axis
CHART_BACK = (10, 24, 18)
BAR_COLOUR = (120, 180, 150)
GRID_COLOUR = (56, 78, 66)


@dataclass
class Bar:
    """One AI level's column: the bar (its height is the win rate) and the interval's line."""

    rate: LevelRate
    rect: pygame.Rect
    low_y: int
    high_y: int


@dataclass
class Charts:
    """Where the two charts go; computed from the figures and the window, then drawn."""

    strip: pygame.Rect  # the marks' area
    label_lines: int = 2  # under each bar: the level, and (room allowing) its games
    marks: list[tuple[pygame.Rect, str]] = field(default_factory=list)  # oldest first
    plot: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))  # 0-100 %
    bars: list[Bar] = field(default_factory=list)

    def y_of(self, rate: float) -> int:
        """The height on the axis of a win rate (0 at the bottom, 1 at the top)."""
        return round(self.plot.bottom - self.plot.height * rate)


class StatsScene(RingScene):
    def __init__(self, app: Host, game: str = "cuckoo") -> None:
        super().__init__(app)
        self.game = game
        for message in count_replays():  # every kept game is in the figures, once
            app.notify(message, 10)
        self.data: GameStats = self._figures(game)
        self.box = pygame.Rect(0, 0, 0, 0)

    def _figures(self, game: str) -> GameStats:
        (figures,), messages = statistics([game])
        for message in messages:
            self.app.notify(message, 10)
        return figures

    def choose(self, game: str) -> None:
        self.game = game
        self.data = self._figures(game)
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        bar = max(36, height // 18)
        self.box = pygame.Rect(30, 40 + bar, width - 60, height - 2 * bar - 70)
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

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        panel(surface, self.box, self.app)
        colour = self.app.assets.colour
        height = surface.get_height()
        big = self._heading_font(height)
        font = self._font(height)
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
        column_w = self.box.width // 2 - 24  # up to the charts
        draw_lines(
            surface,
            font,
            self._lines(data),
            (x, y),
            colour("text"),
            gap=6,
            max_width=column_w,
            box=self.box,
            mirror=self.box,
        )
        charts = self.charts(surface.get_size())
        self._draw_strip(surface, charts, font)
        self._draw_bars(surface, charts, font)
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
        ]
        sense = get_spec(self.game).score_sense
        if sense == "lower":
            lines.append(tr("Best score (lowest total): {score}", score=best))
        elif sense == "higher":
            lines.append(tr("Best score: {score}", score=best))
        for level_rate in data.level_rates():
            level, counts = level_rate.level, data.by_level[level_rate.level]
            rate = level_rate.rate
            lines.append(
                tr(
                    "Against {level}: {won} won, {lost} lost, {drawn} drawn ({rate})",
                    level=tr(LEVEL_NAMES.get(level, level)),
                    won=counts["won"],
                    lost=counts["lost"],
                    drawn=counts["drawn"],
                    rate="—" if rate is None else number(rate, ".0%"),
                )
            )
        return lines

    # -- the charts ----------------------------------------------------------------------------
    def charts(self, size: tuple[int, int]) -> Charts:
        """Where every mark and bar goes (left to right, mirrored for a right-to-left reader):
        the results strip on top, the win rates under it."""
        area = self._chart_area()
        line = self._font(size[1]).get_linesize()
        # a short window drops the games' count under the bars (the figures beside say it)
        charts = Charts(area, label_lines=2 if area.height >= 14 * line else 1)
        words = (6 + charts.label_lines) * line + 48  # captions, legend, values, labels
        strip_h = min(area.height * 3 // 10 - line, area.height - words - 3 * line)
        room = pygame.Rect(area.x, area.y + line + 10, area.width, max(line // 2, strip_h))
        charts.strip, charts.marks = room, self._marks(room, line)
        if charts.marks:  # the strip is as high as its rows
            charts.strip.height = max(rect.bottom for rect, _ in charts.marks) - room.y
        label_w = self._font(size[1]).size(number(1.0, ".0%"))[0] + 10
        # under the legend, the bars' caption and the top bar's value
        top = charts.strip.bottom + 10 + line + 12 + 2 * line + 4
        bottom = area.bottom - charts.label_lines * line - 8
        charts.plot = pygame.Rect(area.x + label_w, top, area.width - label_w - 8, bottom - top)
        rates = self.data.level_rates()
        slot = charts.plot.width / max(1, len(rates))
        bar_w = int(min(72, slot * 0.5))
        for i, rate in enumerate(rates):
            top_y = charts.y_of(rate.rate or 0.0)
            rect = pygame.Rect(0, top_y, bar_w, charts.plot.bottom - top_y)
            rect.centerx = round(charts.plot.x + slot * (i + 0.5))
            low, high = rate.interval
            charts.bars.append(Bar(rate, rect, charts.y_of(low), charts.y_of(high)))
        if rtl():
            charts.marks = [(mirror_rect(rect, area), result) for rect, result in charts.marks]
            charts.plot = mirror_rect(charts.plot, area)
            for bar in charts.bars:
                bar.rect = mirror_rect(bar.rect, area)
        return charts

    def _chart_area(self) -> pygame.Rect:
        """Under the heading, beside the figures (on the side away from the reader's start)."""
        top = self.box.y + 24 + self._heading_font(self.app.size[1]).get_linesize() + 10
        area = pygame.Rect(
            self.box.centerx + 10, top, self.box.width // 2 - 40, self.box.bottom - 16 - top
        )
        return mirror_rect(area, self.box) if rtl() else area

    def _heading_font(self, height: int) -> pygame.font.Font:
        return self.app.font(max(20, height // 30), bold=True)

    def _font(self, height: int) -> pygame.font.Font:
        return self.app.font(max(14, height // 46))

    def _marks(self, strip: pygame.Rect, line: int) -> list[tuple[pygame.Rect, str]]:
        """A square per game in the order played, row after row, the latest last; the latest
        games that fit when they do not all."""
        mark = max(8, min(18, line * 7 // 10))
        step = mark + max(2, mark // 4)
        columns = max(1, (strip.width + step - mark) // step)
        rows = max(1, (strip.height + step - mark) // step)
        shown = self.data.history[-columns * rows :]
        x0, y0 = strip.topleft
        return [
            (pygame.Rect(x0 + i % columns * step, y0 + i // columns * step, mark, mark), r)
            for i, (_, r) in enumerate(shown)
        ]

    def _draw_strip(self, surface: pygame.Surface, charts: Charts, font: pygame.font.Font) -> None:
        if not self.data.played:
            return
        colour = self.app.assets.colour
        area = self._chart_area()
        total, shown = len(self.data.history), len(charts.marks)
        caption = (
            tr("Results in the order played, the latest last")
            if shown == total
            else trn(  # the strip holds the latest games: say how many of all
                "The last {shown} of {total} game, in the order played",
                "The last {shown} of {total} games, in the order played",
                total,
                shown=shown,
                total=total,
            )
        )
        draw_text(
            surface,
            font,
            caption,
            (area.x, area.y),
            colour("muted"),
            shadow=False,
            max_width=area.width,
            box=area,
            mirror=area,
        )
        pygame.draw.rect(surface, CHART_BACK, charts.strip.inflate(12, 12), border_radius=6)
        for rect, result in charts.marks:
            pygame.draw.rect(surface, RESULT_COLOURS[result], rect, border_radius=2)
        present = {result for _, result in self.data.history}
        legend = [r for r in RESULT_NAMES if r != "played" or r in present]
        x, y = area.x, charts.strip.bottom + 10
        for result in legend:  # the legend reads in the reader's direction
            word = tr(RESULT_NAMES[result])
            swatch = pygame.Rect(x, y + (font.get_linesize() - 12) // 2, 12, 12)
            pygame.draw.rect(
                surface,
                RESULT_COLOURS[result],
                mirror_rect(swatch, area) if rtl() else swatch,
                border_radius=2,
            )
            draw_text(
                surface,
                font,
                word,
                (x + 18, y),
                colour("muted"),
                shadow=False,
                box=area,
                mirror=area,
            )
            x += 18 + font.size(word)[0] + 18

    def _draw_bars(self, surface: pygame.Surface, charts: Charts, font: pygame.font.Font) -> None:
        """The win rate against each level: bars of the rate's true height on a 0-100% axis,
        a line over each from the low to the high end of its 95% interval."""
        if not charts.bars:
            return
        colour = self.app.assets.colour
        area, plot = self._chart_area(), charts.plot
        line = font.get_linesize()
        caption_y = plot.top - 2 * line - 8
        draw_text(
            surface,
            font,
            tr(
                "Win rate by AI level, with its {confidence} interval",
                confidence=number(0.95, ".0%"),
            ),
            (area.x, caption_y),
            colour("muted"),
            shadow=False,
            max_width=area.width,
            box=area,
            mirror=area,
        )
        pygame.draw.rect(surface, CHART_BACK, plot.inflate(8, 8), border_radius=4)
        for tick in TICKS if plot.height >= 5 * line else TICKS[::2]:  # labels never touch
            y = charts.y_of(tick)
            pygame.draw.line(surface, GRID_COLOUR, (plot.left, y), (plot.right, y), 1)
            side = (plot.left - 6, y) if not rtl() else (plot.right + 6, y)
            draw_text(
                surface,
                font,
                number(tick, ".0%"),
                side,
                colour("muted"),
                "midright" if not rtl() else "midleft",
                shadow=False,
            )
        slot = plot.width // len(charts.bars)
        for bar in charts.bars:
            if bar.rect.height:
                pygame.draw.rect(surface, BAR_COLOUR, bar.rect)
            x = bar.rect.centerx
            cap = max(4, bar.rect.width // 4)
            pygame.draw.line(surface, colour("text"), (x, bar.low_y), (x, bar.high_y), 2)
            for y in (bar.low_y, bar.high_y):
                pygame.draw.line(surface, colour("text"), (x - cap, y), (x + cap, y), 2)
            rate = bar.rate.rate
            value = "—" if rate is None else number(rate, ".0%")
            draw_text(
                surface, font, value, (x, bar.high_y - 4), colour("text"), "midbottom", shadow=False
            )
            level = tr(LEVEL_NAMES.get(bar.rate.level, bar.rate.level))
            games = trn("{count} game", "{count} games", bar.rate.decided, count=bar.rate.decided)
            for i, word in enumerate((level, games)[: charts.label_lines]):
                draw_text(
                    surface,
                    font,
                    word,
                    (x, plot.bottom + 6 + i * line),
                    colour("text" if i == 0 else "muted"),
                    "midtop",
                    shadow=False,
                    max_width=slot - 6,
                    box=area,
                )
