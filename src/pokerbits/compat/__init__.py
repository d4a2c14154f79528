"""Drop-in replacements for other evaluators: change one import, keep the program.

``pokerbits.compat.treys`` (and ``deuces``), ``pokerbits.compat.phevaluator`` and
``pokerbits.compat.eval7`` keep each library's cards, names and values, and evaluate in
pokerbits' compiled core. ``pokerbits.compat.pokerkit.accelerate()`` makes pokerkit's own hand
classes evaluate there (pokerkit is optional: ``pip install "pokerbits[pokerkit]"``, from a
checkout ``pip install ".[pokerkit]"``).

>>> from pokerbits.compat import eval7
>>> eval7.handtype(eval7.evaluate([eval7.Card(s) for s in ("Ah", "Kh", "Qh", "Jh", "Th")]))
'Straight Flush'
"""
