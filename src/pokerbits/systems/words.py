"""Rank names for descriptions."""
RANK_CHARS = "23456789TJQKA"
SINGULAR = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "jack", "queen", "king", "ace")
PLURAL = ("twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
          "jacks", "queens", "kings", "aces")


def dashed(ranks) -> str:
    """Rank indexes (0..12 = 2..A) as 'A-K-9-6-2'."""
    return "-".join(RANK_CHARS[r] for r in ranks)
