from typing import Any, TypeVar

T = TypeVar("T")

def record(cls: type[T], *values: Any) -> T: ...
