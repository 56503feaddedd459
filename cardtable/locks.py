"""Locks between running copies of Card Table, let go of by the operating system when a process
ends in any way (a crash, SIGKILL, a power cut): filelock's native locks (flock on POSIX,
msvcrt on Windows) on small files inside the data folder.

A lock file may be removed while it is held (`Held.release(forget=True)`): filelock notices a
lock taken on a file that was removed meanwhile and tries again on the new one, so two
processes never both believe they hold it.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

from filelock import FileLock, Timeout

from .storage import inside_data_folder


class Held:
    """A lock this process holds until `release()` (or until it ends)."""

    def __init__(self, path: Path, lock: FileLock) -> None:
        self.path = path
        self._lock = lock

    @property
    def held(self) -> bool:
        return self._lock.is_locked

    def release(self, forget: bool = False) -> None:
        """Let go (again is harmless); `forget` also removes the lock file, as nothing it guarded
        is left."""
        if not self._lock.is_locked:
            return
        if forget:
            with contextlib.suppress(OSError):
                os.unlink(self.path)
        self._lock.release()


def try_lock(path: Path) -> Held | None:
    """The lock at `path` if nobody holds it now, else None. OSError when the folder refuses."""
    return wait_lock(path, 0.0)


def wait_lock(path: Path, seconds: float) -> Held | None:
    """The lock at `path`, waiting up to `seconds` for whoever holds it; None if still held."""
    path = inside_data_folder(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    lock = FileLock(path, timeout=seconds, thread_local=False)
    try:
        lock.acquire()
    except Timeout:
        return None
    return Held(path, lock)


def is_held_elsewhere(path: Path) -> bool:
    """Whether another process (or another lock of this one) holds the lock at `path` now."""
    if not path.exists():
        return False
    try:
        held = try_lock(path)
    except OSError:
        return False  # a folder we cannot lock in: nobody else can either
    if held is None:
        return True
    held.release()
    return False


def older_than(path: Path, seconds: float) -> bool:
    try:
        return time.time() - path.stat().st_mtime > seconds
    except OSError:
        return False
