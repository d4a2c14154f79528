"""Games: the rules table (`table`: cards, board, halves and their ranking systems) and the
showdown that settles a pot by it (`settle`)."""
from pokerbits.games.table import GAMES, TWO_PLUS_THREE, Game, Half, game, names

__all__ = ["GAMES", "TWO_PLUS_THREE", "Game", "Half", "game", "names"]
