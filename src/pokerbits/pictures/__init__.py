"""Pictures: the results drawn as self-contained SVG (and HTML tables) for notebooks and the
docs, one module per kind of picture over the shared writer `svg`. The result classes show
them through ``_repr_svg_`` / ``_repr_html_``, importing this room on first display only, so
that ``import pokerbits`` never loads it.

>>> svg = range_grid("AA, KK")._repr_svg_()
>>> svg.startswith("<svg")
True
"""
