"""python -m benchmarks: pokerbits against every installed peer (see benchmarks/run.py)."""
import sys

from benchmarks.run import main

sys.exit(main(sys.argv[1:]))
