"""Outs as a picture: every card of the game's deck on a grid of suits by ranks, each card to come
in the colour of the player it makes the only winner (on the turn) or the only leader of the
turn board (on the flop), in grey when it splits; the known cards in the panel's colour, marked.

>>> svg = outs_svg(outs("holdem", ["Ah Kh", "Qs Qd"], board="Ts 4h 2c 9d"))
>>> svg.count('data-card='), svg.count('data-seat="0"')
(52, 6)
"""
from __future__ import annotations

from pokerbits._core.common import cards as _cards
from pokerbits.pictures.svg import SPLIT_COLOUR, TITLE_HEIGHT, Svg, ink, percent, player_colour

TYPE_CHECKING = False   # the result's type for annotations only: its room imports this one
if TYPE_CHECKING:
    from pokerbits.analysis.runouts import Outs

RANKS, SUITS = "AKQJT98765432", "shdc"
SUIT_NAMES = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}
CARD_W, CARD_H = 38, 32
LEFT, TICKS, LEGEND_LINE = 96, 20, 20


def outs_svg(result: Outs) -> str:
    """The outs as an SVG picture: one ``class="card"`` square per card of the deck with
    ``data-card``, and for a card to come ``data-winners`` (per half, the winning seats) and
    ``data-seat``: the seat whose out it is (PlayerOuts.outs), -1 for a split; a known card has
    ``data-known`` (board, dead, or the player holding it).

    >>> svg = outs_svg(outs("holdem", ["Ah Kh", "Qs Qd"], board="Ts 4h 2c 9d"))
    >>> 'data-card="As" data-seat="0"' in svg, 'data-card="Ts" data-known="board"' in svg
    (True, True)
    """
    deck = set(_cards.card_strings(result.game.deck))
    ranks = [r for r in RANKS if any(r + s in deck for s in SUITS)]
    known = {card: "board" for card in result.board}
    known.update({card: "dead" for card in result.dead})
    for player in result.players:
        known.update({card: f"player {player.seat + 1}" for card in player.cards})
    coming = {o.card: o for o in result.next_cards}
    out_of = {card: player.seat for player in result.players for card in player.outs}
    on_turn = len(result.board) == result.game.board_cards - 1
    street = "turn" if on_turn else "flop"
    what = "the only winner" if on_turn else "the only leader on the turn"
    top = TITLE_HEIGHT + TICKS
    width = LEFT + CARD_W * len(ranks) + 20
    legend_top = top + 4 * CARD_H + 44
    height = legend_top + LEGEND_LINE * (len(result.players) + 1) + 10
    picture = Svg(width, height, f"Outs on the {street}: board {' '.join(result.board)}",
                  f"each card to come in the colour of the player it makes {what}; grey: a split", kind="outs")
    for i, rank in enumerate(ranks):
        picture.text(LEFT + CARD_W * i + CARD_W / 2, top - 6, rank, anchor="middle", cls="pb-muted")
    split_cards = 0
    for j, suit in enumerate(SUITS):
        picture.text(LEFT - 8, top + CARD_H * j + CARD_H / 2 + 4, SUIT_NAMES[suit], anchor="end", cls="pb-muted")
        for i, rank in enumerate(ranks):
            card = rank + suit
            if card not in deck:
                continue
            x, y = LEFT + CARD_W * i, top + CARD_H * j
            if card in coming:
                outcome = coming[card]
                seat = out_of.get(card, -1)
                split_cards += seat < 0
                fill = player_colour(seat) if seat >= 0 else SPLIT_COLOUR
                winners = ";".join(" ".join(str(s + 1) for s in w) for w in outcome.winners)
                shares = ", ".join(f"player {s + 1} {percent(float(x))}" for s, x in enumerate(outcome.shares))
                picture.rect(x + 1, y + 1, CARD_W - 2, CARD_H - 2, fill=fill, cls="card",
                             data={"card": card, "seat": seat, "winners": winners}, tip=f"{card}: {shares}")
                picture.text(x + CARD_W / 2, y + CARD_H / 2 + 4, card, anchor="middle", fill=ink(fill))
            else:
                picture.rect(x + 1, y + 1, CARD_W - 2, CARD_H - 2, cls="card pb-empty",
                             data={"card": card, "known": known.get(card, "out")},
                             tip=f"{card}: {known.get(card, 'out of play')}", stroke="#8c959f")
                picture.text(x + CARD_W / 2, y + CARD_H / 2, card, size=11, anchor="middle", cls="pb-fg")
                picture.text(x + CARD_W / 2, y + CARD_H / 2 + 11, _tag(known.get(card, "")), size=8,
                             anchor="middle", cls="pb-muted")
    picture.axis_labels("rank", "suit", LEFT, top, width - 20, top + 4 * CARD_H + 22)
    y = legend_top
    for player in result.players:
        picture.rect(LEFT, y - 10, 12, 12, fill=player_colour(player.seat))
        picture.text(LEFT + 18, y, f"player {player.seat + 1} {' '.join(player.cards)}: {player.n_outs} "
                     f"out{'s' if player.n_outs != 1 else ''}, pot share {percent(float(player.share))}")
        y += LEGEND_LINE
    picture.rect(LEFT, y - 10, 12, 12, fill=SPLIT_COLOUR)
    picture.text(LEFT + 18, y, f"split: {split_cards} card{'s' if split_cards != 1 else ''}")
    return picture.finish()


def _tag(owner: str) -> str:
    return "P" + owner.split()[1] if owner.startswith("player") else owner
