from typing import Sequence

def split(contributions: Sequence[int], live: Sequence[bool], values: Sequence[Sequence[int]],
          dead: Sequence[int]) -> list[int]: ...
