import sys

from pokerbits.cli import main

sys.exit(main())
