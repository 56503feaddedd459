"""The written-out copy of a state kept in ``__slots__`` (`State.clone`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def slot_copier(
    slots: Sequence[str],
    lists: Sequence[str] = (),
    clones: Sequence[str] = (),
    disowned: Sequence[str] = (),
) -> Any:
    """A `clone` method for a state whose data is `slots`: a new object that shares every slot
    (immutable values) but `lists`, which it copies, and `clones`, whose `clone()` it takes;
    each of the `disowned` flags is cleared in both (copy on write: neither owns what the flag
    guards until it copies it). The AI's search clones states constantly, so the method is
    written out as source and compiled once, as `dataclasses` writes `__init__`: it is as fast
    as a copy written by hand, a loop over the slots several times slower. A game declares
    ``clone: Callable[[], TheState] = slot_copier(__slots__, ...)``."""
    names = (*slots, *lists, *clones, *disowned)
    if not all(name.isidentifier() for name in names) or not set(names) <= set(slots):
        raise ValueError(f"not slot names: {names}")
    lines = ["def clone(self):", "    twin = new(self.__class__)"]
    for name in slots:
        if name in disowned:
            lines.append(f"    twin.{name} = self.{name} = False")
        else:
            copy = "[:]" if name in lists else ".clone()" if name in clones else ""
            lines.append(f"    twin.{name} = self.{name}{copy}")
    lines.append("    return twin")
    namespace: dict[str, Any] = {"new": object.__new__}
    exec("\n".join(lines), namespace)  # the names are checked above: identifiers of slots
    return namespace["clone"]
