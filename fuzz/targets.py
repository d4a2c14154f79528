"""What every fuzz script here shares: one input picks one of its targets, which reads the rest."""
import sys
from typing import Callable, List

import atheris


def fuzz(targets: List[Callable[[atheris.FuzzedDataProvider], None]]) -> None:
    """Run libFuzzer (atheris) over `targets`, the command line's options and corpus as given."""
    def one_input(data: bytes) -> None:
        source = atheris.FuzzedDataProvider(data)
        targets[source.ConsumeIntInRange(0, len(targets) - 1)](source)

    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()
