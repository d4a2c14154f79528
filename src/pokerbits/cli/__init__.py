"""The command line interface (`pokerbits ...`, `python -m pokerbits ...`)."""
from pokerbits.cli.equity import Progress
from pokerbits.cli.main import main, parser

__all__ = ["Progress", "main", "parser"]
