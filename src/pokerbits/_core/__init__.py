"""The engine room: the compiled modules (bits and tables, card sets, one kernel per ranking
system, Omaha, the batch loops, the equity engine, the compat helpers) and `args`, the one
argument check they share with the Python rooms. Nothing here imports a Python room."""
