# Tables only: nothing here is meant for Python callers.
TABLE_BYTES: int
