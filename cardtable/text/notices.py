"""What the services without pixels tell the person: a game that could not be saved, put away
or counted, a save set aside, saved games that could not be tidied, statistics that cannot be
read or were mended. The services (`saves`, `housekeeping`) decide when; the words are here."""

from __future__ import annotations

from ..i18n import N_, tr

# Kept as the catalogue's key: a start that finds a finished game among the saves says so.
FINISHED_NOTE = N_("Your last game had already finished: it is kept with the replays.")


def already_finished() -> str:
    return tr(FINISHED_NOTE)


def not_saved(reason: str) -> str:
    return tr("The game could not be saved: {reason}", reason=reason)


def set_aside(reason: str, where: str) -> str:
    """An unreadable save was moved out of the way, to `where`."""
    return tr(
        "A saved game could not be opened and was set aside ({reason}). It is kept at {where}.",
        reason=reason,
        where=where,
    )


def save_not_removed(reason: str) -> str:
    return tr("The game's save could not be removed: {reason}", reason=reason)


def replay_not_kept() -> str:
    return tr("The finished game could not be kept with the replays.")


def finished_save_not_removed(reason: str) -> str:
    return tr("The finished game's save could not be removed: {reason}", reason=reason)


def game_not_counted(reason: str) -> str:
    """The game just finished is kept, and counted at the next start."""
    return tr(
        "The statistics could not be updated now ({reason}). The game is kept with "
        "the replays and will be counted at the next start.",
        reason=reason,
    )


def games_not_counted(reason: str) -> str:
    """A start could not count the replays; they are counted at the next one."""
    return tr(
        "The statistics could not be updated now ({reason}). Your games are kept with the "
        "replays and will be counted at the next start.",
        reason=reason,
    )


def not_tidied(reason: str) -> str:
    return tr("The saved games could not be tidied: {reason}", reason=reason)


def statistics_set_aside(name: str) -> str:
    """A damaged statistics database was moved aside (as `name`) and is rebuilt."""
    return tr(
        "The statistics database was damaged. It was set aside as {name} and is "
        "rebuilt from your replays.",
        name=name,
    )


def statistics_unreadable(reason: str) -> str:
    return tr(
        "The statistics database cannot be read now ({reason}); these figures are "
        "counted from your replays.",
        reason=reason,
    )
