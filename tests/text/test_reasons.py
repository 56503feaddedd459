"""Why a move is refused: every reason of every game has a sentence in every language, the
engine gives data (a reason and ids) and the places people read it word it through text/."""

from __future__ import annotations

import importlib
import json
from enum import Enum

import pytest

from cardtable import i18n, saves
from cardtable.cli import main
from cardtable.engine.core import CommonReason, IllegalAction
from cardtable.engine.games import GAME_IDS
from cardtable.engine.games.clash import ClashReason
from cardtable.engine.games.cuckoo import CuckooReason
from cardtable.engine.games.polar import PolarReason
from cardtable.engine.games.quattro import QuattroReason
from cardtable.text import Narrator, rejection, text_for
from cardtable.text.reasons import COMMON
from tests.replay_files import cuckoo_replay

# Details of the kinds the engine gives (ids and numbers), for sentences not met every game.
SAMPLE = {
    "seat": 1,
    "turn": 0,
    "action": "dance",
    "card": "R4",
    "verb": "trade",
    "vp": 3,
    "untraded": (2, 5),
    "joker_seat": 0,
    "partner": 0,
    "slot": 2,
    "seats": 4,
}
SAY = Narrator(("Ann", "Bob", "Cy", "Di"))


def reasons_of(game: str) -> list[Enum]:
    """CommonReason and every member of the Reason enum the game's engine module defines."""
    module = importlib.import_module(f"cardtable.engine.games.{game}")
    own = [
        value
        for name, value in vars(module).items()
        if name.endswith("Reason")
        and isinstance(value, type)
        and issubclass(value, Enum)
        and value is not CommonReason
    ]
    assert len(own) == 1, own
    return [*CommonReason, *own[0]]


def sample_error(game: str, reason: Enum) -> IllegalAction:
    """The reason with the details its sentence takes (as the engine gives them)."""
    writer = text_for(game).reasons.get(reason) or COMMON[reason]
    names = writer.__code__.co_varnames[1 : writer.__code__.co_argcount]
    card = {"clash": "H7", "polar": "10P", "cuckoo": "Cat"}.get(game, "R4")
    return IllegalAction(reason, **{n: card if n == "card" else SAMPLE[n] for n in names})


def test_each_game_has_its_own_reasons() -> None:
    assert [reasons_of(g)[-1].__class__ for g in GAME_IDS] == [
        QuattroReason,
        CuckooReason,
        ClashReason,
        PolarReason,
    ]


@pytest.mark.parametrize("lang", ["en", "hi", "fa"])
@pytest.mark.parametrize("game", GAME_IDS)
def test_every_reason_reads_in_every_language(game: str, lang: str) -> None:
    i18n.set_language(lang)
    for reason in reasons_of(game):
        error = sample_error(game, reason)
        sentence = rejection(game, error, SAY)
        assert sentence and "{" not in sentence, (reason, sentence)
        if "seat" in error.details and reason is not CommonReason.NO_SUCH_SEAT:
            assert "Bob" in sentence, (reason, sentence)  # the player by name, not by number
        if lang != "en":
            i18n.set_language("en")
            english = rejection(game, error, SAY)
            i18n.set_language(lang)
            assert sentence != english, (reason, sentence)


def test_the_developer_form_is_the_code_and_the_details() -> None:
    error = IllegalAction(ClashReason.CARD_NOT_HELD, seat=0, card="H7")
    assert str(error) == "card-not-held (seat=0, card='H7')"
    assert str(IllegalAction(CommonReason.GAME_OVER)) == "game-over"
    assert error.details == {"seat": 0, "card": "H7"} and error.reason is ClashReason.CARD_NOT_HELD


def test_sentences_the_random_games_never_meet_read_as_they_did() -> None:
    """Today's wording of the two reasons no seeded game reaches (a 53-card stock never runs
    dry), kept like the recorded ones."""
    say = Narrator.numbered(2)
    assert rejection("polar", IllegalAction(PolarReason.STOCK_EMPTY), say) == (
        "There is no card left to draw"
    )
    refused = IllegalAction(PolarReason.NOT_LEGAL_NOW, action="keep 1")
    assert rejection("polar", refused, say) == "'keep 1' is not legal now"


GAME = cuckoo_replay("1 swap", "3 keep")


def test_cardtable_prints_the_sentence_and_json_gives_it_as_the_message(tmp_path, capsys) -> None:
    path = tmp_path / "illegal.yaml"
    path.write_text(GAME, encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 0
    error = json.loads(capsys.readouterr().out)["error"]
    assert error == {"step": 1, "action": "3 keep", "message": "It is seat 2's turn, not seat 3's"}
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Stopped at move 2 (3 keep): It is seat 2's turn, not seat 3's" in out


def test_a_redacted_play_by_play_keeps_another_players_refusal_to_itself(tmp_path, capsys):
    """Why a move was refused can tell what its player holds ("has no R1 to reveal"): a
    play-by-play for another seat says only that a move was refused."""
    path = tmp_path / "illegal.yaml"
    path.write_text(GAME, encoding="utf-8")
    assert main(["replay", str(path), "--seat", "1"]) == 0
    out = capsys.readouterr().out
    assert "Stopped at move 2: seat 3 tried a move the rules do not allow" in out
    assert "turn" not in out.splitlines()[-2]
    assert main(["replay", str(path), "--seat", "3"]) == 0
    assert "It is seat 2's turn, not seat 3's" in capsys.readouterr().out


def test_a_save_set_aside_names_the_players_of_the_refused_move(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    path = saves.save_path(saves.new_game_id())
    path.parent.mkdir(parents=True)
    path.write_text(
        GAME + "meta: {names: [Ann, Bob, Cy, Di], kinds: [human, easy, easy, easy]}\n",
        encoding="utf-8",
    )
    _, (message,) = saves.unfinished_games()
    assert "move 2 (3 keep) is not legal: It is Cy's turn, not Di's" in message
