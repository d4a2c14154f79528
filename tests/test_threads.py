"""Many threads on shared inputs give exactly the single-threaded results."""
import random
from concurrent.futures import ThreadPoolExecutor

import pokerbits


def test_per_call_api_from_many_threads():
    rng = random.Random(7)
    deck = pokerbits.deck()
    hands = [pokerbits.cards(rng.sample(deck, 7)) for _ in range(20_000)]
    expected = [pokerbits.high(h) for h in hands]

    def work(offset):
        return [pokerbits.high(h) for h in hands[offset:] + hands[:offset]]

    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(work, range(0, 8000, 1000)))
    for offset, result in zip(range(0, 8000, 1000), results):
        assert result == expected[offset:] + expected[:offset]


def test_descriptions_built_lazily_from_many_threads():
    values = list(range(1, 7463))
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda _: [pokerbits.describe("high", v) for v in values], range(8)))
    assert all(result == results[0] for result in results)
