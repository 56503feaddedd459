"""The app's log: `logging` to a rotating file in the user log folder.

A windowed bundle has no console, so this file is the only trace of what went wrong, for the
person and for a bug report. Every command starts it (`cardtable.cli.main`); the window, the
headless commands and `--smoke` all write to it. Unexpected exceptions are logged with their
traceback, from the main thread (`sys.excepthook`) and from any other (`threading.excepthook`).
When the folder cannot be written, the app runs on without a log file.
"""

from __future__ import annotations

import logging
import platform
import sys
import threading
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from . import __version__
from .paths import user_log_dir

LOG_FILE = "cardtable.log"
MAX_BYTES = 1_000_000  # then cardtable.log.1 ... .3: a few megabytes at most
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"

logger = logging.getLogger("cardtable")


class _LogFile(RotatingFileHandler):
    """The one handler this module adds (told apart from any a test or a host adds)."""


def log_path() -> Path:
    """Where the log is written (or would be)."""
    return user_log_dir() / LOG_FILE


def current_log() -> Path | None:
    """The log file being written now, or None when there is none."""
    for handler in logger.handlers:
        if isinstance(handler, _LogFile):
            return Path(handler.baseFilename)
    return None


def start_logging(command: str = "") -> Path | None:
    """Log to the user log folder from now on; returns the file (None: cannot be written).
    Calling it again is harmless, and follows a changed CARDTABLE_HOME."""
    path = log_path()
    if current_log() == path.absolute():
        return path
    stop_logging()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = _LogFile(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError as err:
        _say(f"cardtable: cannot write the log {path} ({err.strerror or err}); going on without")
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    _install_hooks()
    logger.info(
        "Card Table %s, Python %s on %s%s%s",
        __version__,
        platform.python_version(),
        platform.platform(),
        ", frozen" if getattr(sys, "frozen", False) else "",
        f": {command}" if command else "",
    )
    return path


def stop_logging() -> None:
    for handler in list(logger.handlers):
        if isinstance(handler, _LogFile):
            logger.removeHandler(handler)
            handler.close()


def log_exception(message: str, error: BaseException) -> None:
    """Log `message` with the traceback of `error`."""
    logger.error(message, exc_info=(type(error), error, error.__traceback__))


def where_logged() -> str:
    """The log file's path, for a message to the person (or a note that there is none)."""
    path = current_log()
    return str(path) if path else "(no log file could be written)"


def _say(text: str) -> None:
    if sys.stderr is not None:  # a windowed bundle has none
        print(text, file=sys.stderr)


def _install_hooks() -> None:
    """Log what no code caught, then let the hooks that were there before do their part."""
    if not getattr(sys.excepthook, "logs_to_cardtable", False):
        previous = sys.excepthook

        def main_thread(
            kind: type[BaseException], error: BaseException, trace: TracebackType | None
        ) -> None:
            if not issubclass(kind, KeyboardInterrupt):
                logger.critical("uncaught exception", exc_info=(kind, error, trace))
            previous(kind, error, trace)

        main_thread.logs_to_cardtable = True  # type: ignore[attr-defined]
        sys.excepthook = main_thread
    if not getattr(threading.excepthook, "logs_to_cardtable", False):
        previous_thread = threading.excepthook

        def other_thread(args: threading.ExceptHookArgs) -> None:
            if args.exc_value is not None and not issubclass(args.exc_type, SystemExit):
                name = args.thread.name if args.thread else "?"
                logger.critical(
                    "uncaught exception in thread %s",
                    name,
                    exc_info=(args.exc_type, args.exc_value, args.exc_traceback),
                )
            previous_thread(args)

        other_thread.logs_to_cardtable = True  # type: ignore[attr-defined]
        threading.excepthook = other_thread
