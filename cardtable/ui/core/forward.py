"""An attribute that is a member's own: `position = Forward[int]("tape")` in a class body makes
`obj.position` read `obj.tape.position` (`Forward[bool]("hints", "busy")`: under another name).
It stands for the read-only property that only passes the member's attribute on; assigning to it
is refused (and mypy flags it). `Settable` passes an assignment on as well."""

from __future__ import annotations

from typing import Any, Generic, NoReturn, TypeVar, cast, overload

T = TypeVar("T")


class Forward(Generic[T]):
    def __init__(self, member: str, name: str = "") -> None:
        self.member = member
        self.name = name  # the member's attribute: by default the one this stands for

    def __set_name__(self, owner: type[Any], name: str) -> None:
        self.name = self.name or name

    @overload
    def __get__(self, obj: None, owner: type[Any] | None = None) -> Forward[T]: ...
    @overload
    def __get__(self, obj: object, owner: type[Any] | None = None) -> T: ...
    def __get__(self, obj: object | None, owner: type[Any] | None = None) -> T | Forward[T]:
        if obj is None:  # on the class: the descriptor itself
            return self
        return cast(T, getattr(getattr(obj, self.member), self.name))

    def __set__(self, obj: object, value: NoReturn) -> None:
        raise AttributeError(f"{self.name} is the {self.member}'s: it is set there")


class Settable(Forward[T]):
    def __set__(self, obj: object, value: T) -> None:
        setattr(getattr(obj, self.member), self.name, value)
