"""Where the real data written by nobody here lies: ../shared beside the clone. A user's clone has
no such folder; the tests that read it skip."""
from pathlib import Path

SHARED = Path(__file__).resolve().parents[1] / ".." / "shared"
REAL_PHH = SHARED / "real_phh"      # HandHQ pages and the PHH specification's examples
REAL_HH = SHARED / "real_hh"        # the sites' own text files
