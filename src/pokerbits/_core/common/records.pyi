from typing import Any, TypeVar

_T = TypeVar("_T")

def record(cls: type[_T], *values: Any) -> _T: ...
