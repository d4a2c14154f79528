"""A program written for each library prints the same after its one import line is changed."""
import contextlib
import io
import random
import sys

import pytest

from compat_support import import_peer

PROGRAMS = {
    "treys": ("from treys import Card, Evaluator, Deck, PLOEvaluator", "from pokerbits.compat.treys import",
              """
board = [Card.new("2h"), Card.new("2s"), Card.new("Jc")]
hand = [Card.new("Qs"), Card.new("Th")]
Card.print_pretty_cards(board + hand)
evaluator = Evaluator()
rank = evaluator.evaluate(hand, board)
print(rank, evaluator.class_to_string(evaluator.get_rank_class(rank)))
for seed in range(30):
    deck = Deck(seed=seed)
    board, p1, p2 = deck.draw(5), deck.draw(2), deck.draw(2)
    scores = [evaluator.evaluate(p, board) for p in (p1, p2)]
    print(scores, [evaluator.class_to_string(evaluator.get_rank_class(s)) for s in scores],
          [round(1 - evaluator.get_five_card_rank_percentage(s), 6) for s in scores], str(deck))
    evaluator.hand_summary(board, [p1, p2])
    print(PLOEvaluator().evaluate(deck.draw(4), board))
"""),
    "deuces": ("from deuces import Card, Evaluator, Deck", "from pokerbits.compat.deuces import", """
random.seed(5)
evaluator = Evaluator()
for _ in range(30):
    deck = Deck()
    board, p1, p2 = deck.draw(5), deck.draw(2), deck.draw(2)
    Card.print_pretty_cards(board)
    scores = [evaluator.evaluate(board, p) for p in (p1, p2)]
    print(scores, [evaluator.class_to_string(evaluator.get_rank_class(s)) for s in scores], deck.draw(1))
    evaluator.hand_summary(board, [p1, p2])
"""),
    "phevaluator": ("from phevaluator import Card, evaluate_cards, evaluate_omaha_cards, sample_cards",
                    "from pokerbits.compat.phevaluator import", """
p1 = evaluate_cards("9c", "4c", "4s", "9d", "4h", "Qc", "6c")
p2 = evaluate_cards("9c", "4c", "4s", "9d", "4h", "2c", "9h")
print(p1, p2, p1 > p2)
random.seed(8)
for _ in range(200):
    cards = sample_cards(9)
    print(evaluate_cards(*cards[:7]), evaluate_omaha_cards(*cards), [repr(Card(c)) for c in cards],
          evaluate_cards(*map(Card, cards[2:])), Card(cards[0]) == str(Card(cards[0])).upper())
"""),
    "eval7": ("import eval7", "from pokerbits.compat import eval7", """
random.seed(9)
for _ in range(200):
    deck = eval7.Deck()
    deck.shuffle()
    hand = deck.deal(7)
    value = eval7.evaluate(hand)
    print(sorted(hand), value, eval7.handtype(value), eval7.evaluate(hand[:2]), len(deck), deck.peek(1))
"""),
}


def run(source: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(source, {"random": random, "__name__": "__program__"})
    return out.getvalue()


@pytest.mark.parametrize("library", list(PROGRAMS))
def test_one_changed_import_same_output(library, monkeypatch):
    import_peer(library)
    monkeypatch.setitem(sys.modules, "termcolor", None)   # same colours either way
    import_line, shim_import, body = PROGRAMS[library]
    shim_line = import_line.replace(f"from {library} import", shim_import) if "from" in import_line else shim_import
    assert "pokerbits.compat" in shim_line and "pokerbits" not in import_line
    expected, got = run(import_line + "\n" + body), run(shim_line + "\n" + body)
    assert got == expected
    assert len(expected.splitlines()) >= 30
