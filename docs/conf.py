"""Sphinx configuration: MyST Markdown pages, the furo theme, the API from the docstrings.

Build with warnings as errors: ``python -m sphinx -W --keep-going -b html docs docs/_build/html``.
The pictures are made from the code during the build (``_ext/pokerbits_pictures.py``: the
``picture`` directive).
"""
import pathlib
import sys

import matplotlib

import pokerbits

matplotlib.use("Agg")   # the plots are drawn into files, never on a screen
sys.path.insert(0, str(pathlib.Path(__file__).parent / "_ext"))

project = "pokerbits"
author = "pokerbits developers"
copyright = "pokerbits developers"
release = pokerbits.__version__
version = release

extensions = ["myst_parser", "sphinx.ext.autodoc", "sphinx.ext.napoleon", "pokerbits_pictures"]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build", "_ext", "README.md"]
myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3

autodoc_default_options = {"members": True, "undoc-members": False}
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
# the compiled modules carry their signatures in the first docstring line (embedsignature)
autodoc_docstring_signature = True
# the engine's modules name the hand by its short name; the public one is pokerbits.Hand
autodoc_type_aliases = {"Hand": "pokerbits.Hand"}

html_theme = "furo"
html_title = f"pokerbits {release}"
