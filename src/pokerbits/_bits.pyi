# Tables only: nothing here is meant for Python callers.
