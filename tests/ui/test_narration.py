"""The one narration: when messages show, how long they stay, where they go (never on top of
each other or of a control), and what new eyes forget."""

from __future__ import annotations

import itertools

import pygame

from cardtable.ui.table.narration import GAP, MOST_SHOWN, Narration, free_place, leader
from cardtable.ui.table.tones import Tone

AREA = pygame.Rect(0, 0, 1000, 600)
SPOTS = {None: (500, 300), 0: (500, 500), 1: (200, 150)}


def measure(text: str) -> tuple[int, int]:
    return 10 * len(text), 20  # ten pixels a letter, twenty high


class Queue:
    """A stand-in for the choreography: what is scheduled runs on `run()`."""

    def __init__(self) -> None:
        self.waiting: list = []

    def __call__(self, action) -> None:
        self.waiting.append(action)

    def run(self) -> None:
        for action in self.waiting:
            action()
        self.waiting.clear()


def narration(speed: float = 1.0) -> tuple[Narration, Queue]:
    queue = Queue()
    return Narration(queue, lambda: speed), queue


def test_a_queued_message_shows_when_the_animation_gets_there_and_now_at_once():
    said, queue = narration()
    said.say("Astrid keeps", about=1)
    assert not said.showing
    queue.run()
    assert [m.text for m in said.messages] == ["Astrid keeps"]
    said.say("Deal 2", when="now")
    assert [m.text for m in said.messages] == ["Astrid keeps", "Deal 2"] and not queue.waiting


def test_a_message_stays_its_reading_time_divided_by_the_speed_and_fades_in():
    for speed, stays in ((1.0, 1.6), (2.0, 0.8), (0.0, 0.8), (0.25, 3.2)):
        said, _ = narration(speed)
        said.say("Bjørn is out", tone=Tone.DANGER, when="now")
        said.update(0.05)
        assert 0 < said.messages[0].alpha < 1
        said.update(stays - 0.1)
        assert said.showing and said.messages[0].alpha == 1.0, speed
        said.update(0.1)
        assert not said.showing, speed


def test_at_most_three_show_and_replaces_takes_the_place_of_the_one_at_its_spot():
    said, _ = narration()
    for n in range(5):
        said.say(f"message {n}", when="now")
    assert len(said.messages) == MOST_SHOWN
    assert [m.text for m in said.messages] == ["message 2", "message 3", "message 4"]
    said.say("about one", about=1, when="now")
    said.say("news", replaces=True, when="now")
    texts = [m.text for m in said.messages]
    assert texts == ["about one", "news"]


def test_messages_said_together_never_overlap_and_read_top_to_bottom():
    said, _ = narration()
    for text in ("Chiara is out", "Dev held the Fool and rests next deal", "Deal 3: Elif deals"):
        said.say(text, when="now")
    placed = said.place(AREA, SPOTS.__getitem__, measure)
    boxes = [box for _, box in placed]
    assert boxes[0].center == SPOTS[None]  # the first where it was said
    for a, b in itertools.pairwise(boxes):
        assert not a.colliderect(b) and a.top < b.top
    assert all(AREA.contains(box) for box in boxes)


def test_a_message_keeps_clear_of_the_controls_and_inside_the_window():
    said, _ = narration()
    said.say("You keep", about=0, when="now")
    button = pygame.Rect(400, 480, 200, 40)  # right where the message would go
    [(_, box)] = said.place(AREA, SPOTS.__getitem__, measure, avoid=[button])
    assert not box.colliderect(button) and AREA.contains(box)
    said.say("A long message near the top-left seat that does not fit", about=1, when="now")
    near_edge = {**SPOTS, 1: (5, 5)}
    boxes = [box for _, box in said.place(AREA, near_edge.__getitem__, measure, [button])]
    assert all(AREA.contains(box) for box in boxes)
    assert not any(box.colliderect(button) for box in boxes)


def test_a_message_keeps_off_the_cards_where_there_is_room_and_never_off_a_control_for_them():
    said, _ = narration()
    said.say("Gunnar asks to swap", about=1, when="now")
    card = pygame.Rect(180, 120, 60, 80)  # a seat's card under the message's spot
    [(_, box)] = said.place(AREA, SPOTS.__getitem__, measure, spare=[[card]])
    assert not box.colliderect(card) and AREA.contains(box)
    # A table with no place free of both: the control still wins, the card is covered.
    strip = pygame.Rect(0, 0, 1000, 40)
    cards = [pygame.Rect(0, 40, 1000, 560)]
    [(_, box)] = said.place(strip.union(cards[0]), SPOTS.__getitem__, measure, [strip], [cards])
    assert not box.colliderect(strip)


def test_a_message_keeps_off_the_plates_too_where_a_place_is_free_of_them_and_the_cards():
    said, _ = narration()
    said.say("Gunnar asks to swap", about=1, when="now")
    card = pygame.Rect(180, 90, 60, 50)  # the seat's card above the message's spot
    plate = pygame.Rect(170, 140, 80, 40)  # its name and lives, right under the spot
    [(_, box)] = said.place(AREA, SPOTS.__getitem__, measure, spare=[[card], [plate]])
    assert not box.colliderect(card) and not box.colliderect(plate) and AREA.contains(box)
    # Room free of the cards but of no plate: the message keeps off the cards, covers a plate.
    plates = [pygame.Rect(0, y, 1000, 20) for y in range(0, 600, 30)]
    cards = [pygame.Rect(0, 0, 1000, 100)]
    [(_, box)] = said.place(AREA, SPOTS.__getitem__, measure, spare=[cards, plates])
    assert not box.colliderect(cards[0]) and box.collidelist(plates) >= 0
    # and a control still wins over both
    button = pygame.Rect(0, 100, 1000, 200)
    [(_, box)] = said.place(AREA, SPOTS.__getitem__, measure, [button], [cards, plates])
    assert not box.colliderect(button) and not box.colliderect(cards[0])


def test_with_no_place_free_of_the_cards_a_message_covers_the_least_of_them():
    """Two rows of cards with a narrow gap between them, a message said over the middle of the
    upper row: no place is free of the cards, so it goes where it covers the least of them
    (over the gap, their edges), not over a card's middle where it was said."""
    said, _ = narration()
    said.say("Gunnar asks to swap", about=1, when="now")  # said at (200, 150)
    rows = [pygame.Rect(0, 0, 1000, 290), pygame.Rect(0, 310, 1000, 290)]
    [(_, box)] = said.place(AREA, SPOTS.__getitem__, measure, spare=[rows])
    covered = sum(box.clip(row).h for row in rows)  # the gap, and the margin kept round cards
    assert covered <= box.h - 20 + GAP // 2 and box.clip(rows[0]).h < box.h, box


def test_a_crowded_message_goes_just_beside_what_it_keeps_off_not_a_whole_box_away():
    """A seat's card under the spot and plates above and below it leave a row free either
    side of the card: the message sits right beside the card, nearer than a box's width."""
    said, _ = narration()
    said.say("Gunnar asks to swap", about=None, when="now")  # said at (500, 300), 226 wide
    card = pygame.Rect(480, 280, 40, 40)
    plates = [pygame.Rect(0, 0, 1000, 270), pygame.Rect(0, 330, 1000, 270)]
    [(_, box)] = said.place(AREA, SPOTS.__getitem__, measure, spare=[[card], plates])
    assert not box.colliderect(card) and box.collidelist(plates) < 0
    assert abs(box.centerx - 500) < 150 and box.centery == 300, box


def test_a_message_away_from_its_seat_is_joined_to_it_by_a_leader(tmp_path):
    """Beside its seat a message needs no leader; away from it (farther than its own height),
    a thin line runs from the pill's edge to the seat's spot, ending in a dot, drawn."""
    box = pygame.Rect(100, 100, 200, 40)
    assert leader(box, (200, 160)) is None  # just under it
    start, end = leader(box, (200, 400))
    assert end == (200, 400) and start[1] == box.bottom - 1 and box.left <= start[0] < box.right
    card = pygame.Rect(180, 420, 40, 60)  # where the game says the seat's card is: just short
    start, end = leader(box, (200, 400), card)
    assert not card.collidepoint(end) and card.inflate(20, 20).collidepoint(end), end
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from .harness import make_app

    app = make_app(tmp_path, size=(1000, 600))
    said, _ = narration()
    said.say("Gunnar asks to swap", about=1, when="now")
    said.update(1.0)
    surface = pygame.Surface((1000, 600))
    surface.fill((0, 0, 0))
    button = pygame.Rect(0, 60, 1000, 200)  # the seat's spot (200, 150) is under a control
    said.draw(surface, app, SPOTS.__getitem__, [button])
    dot = surface.get_at((200, 150))[:3]
    muted = app.assets.colour("muted")
    assert dot != (0, 0, 0) and all(d <= m for d, m in zip(dot, muted, strict=True)), dot


def test_with_no_free_place_a_message_stays_where_it_was_said():
    area = pygame.Rect(0, 0, 300, 40)
    box = pygame.Rect(0, 0, 100, 30)
    box.center = (150, 20)
    assert free_place(box, [area], area) == box.clamp(area)


def test_the_strip_keeps_the_last_move_from_when_the_animation_gets_there():
    said, queue = narration()
    said.keep("Last move: Astrid keeps")
    assert said.kept == ""
    queue.run()
    assert said.kept == "Last move: Astrid keeps"
    said.say("Astrid keeps", when="now")
    said.hush()  # the table at rest: the messages go, the strip stays
    assert not said.showing and said.kept == "Last move: Astrid keeps"


def test_new_eyes_clear_every_message_and_the_last_move():
    said, queue = narration()
    said.say("You hold the Cat", when="now")
    said.keep("Last move: You keep the Cat")
    queue.run()
    said.clear()
    assert not said.showing and said.kept == ""


def test_messages_are_drawn_in_their_tone_over_a_panel(tmp_path):
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from cardtable.ui.core.app import App

    from .harness import make_app

    app: App = make_app(tmp_path, size=(1000, 600))
    said, _ = narration()
    said.say("Astrid loses a life", tone=Tone.DANGER, when="now")
    said.update(1.0)  # fully faded in
    surface = pygame.Surface((1000, 600))
    surface.fill((0, 0, 0))
    said.draw(surface, app, SPOTS.__getitem__)
    danger = app.assets.colour("danger")
    row = [surface.get_at((x, 300))[:3] for x in range(300, 700)]
    assert any(_close(pixel, danger) for pixel in row)  # the words, in the danger colour
    assert surface.get_at((500, 300 - 15))[:3] != (0, 0, 0)  # the panel behind them


def _close(a, b, tolerance: int = 40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))
