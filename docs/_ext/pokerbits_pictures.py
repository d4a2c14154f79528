"""The docs' pictures, made from the code at build time so that they cannot drift from it.

A page asks for a picture with a ``picture`` directive whose content is Python: the statements
run, and the last one's value is the picture: an SVG string, a result that shows itself
(``_repr_svg_``, written as an SVG file beside the page; ``_repr_html_``, put in the page) or a
matplotlib Figure (written as SVG)::

    ```{picture}
    :alt: a range on the grid

    pokerbits.range_grid("QQ+, AKs, AQs:0.5")
    ```

The code sees ``pokerbits`` and every public name of it; ``:show-code:`` shows it above the
picture. The files go to ``_pictures/`` in the
HTML build; a page with pictures is read again on every build, so its pictures are made anew.
"""
from __future__ import annotations

import ast
import pathlib
from xml.sax.saxutils import quoteattr

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective

FOLDER = "_pictures"


def _value(code: str, where: str):
    """Run `code`; the value of its last statement, an expression."""
    import pokerbits

    tree = ast.parse(code, where)
    if not tree.body or not isinstance(tree.body[-1], ast.Expr):
        raise ValueError("the last line of a picture is the expression that makes it")
    namespace = {"pokerbits": pokerbits, **{name: getattr(pokerbits, name) for name in pokerbits.__all__}}
    exec(compile(ast.Module(tree.body[:-1], []), where, "exec"), namespace)
    return eval(compile(ast.Expression(tree.body[-1].value), where, "eval"), namespace)


def _svg(value) -> str | None:
    if isinstance(value, str) and value.lstrip().startswith("<svg"):
        return value
    if hasattr(value, "_repr_svg_"):
        return value._repr_svg_()
    if type(value).__name__ == "Figure" and hasattr(value, "savefig"):
        import io

        from matplotlib import pyplot

        out = io.StringIO()
        value.savefig(out, format="svg", metadata={"Date": None})   # the same file for the same figure
        pyplot.close(value)
        return out.getvalue()
    return None


class Picture(SphinxDirective):
    has_content = True
    option_spec = {"alt": directives.unchanged_required, "show-code": directives.flag}

    def run(self) -> list:
        shown = []
        if "show-code" in self.options:
            code = "\n".join(self.content)
            block = nodes.literal_block(code, code)
            block["language"] = "python"
            shown.append(block)
        return shown + self._picture()

    def _picture(self) -> list:
        docname = self.env.docname
        where = f"{self.env.doc2path(docname)}:{self.lineno}"
        try:
            value = _value("\n".join(self.content), where)
        except Exception as error:   # the page names the picture that failed, and why
            raise self.error(f"picture at {where}: {type(error).__name__}: {error}") from error
        self.env.pokerbits_pictured = getattr(self.env, "pokerbits_pictured", set()) | {docname}
        svg = _svg(value)
        if svg is None:
            if not hasattr(value, "_repr_html_"):
                raise self.error(f"picture at {where}: {type(value).__name__} is no picture "
                                 "(an SVG string, a Figure, or a result with _repr_svg_ or _repr_html_)")
            html = f'<div class="pokerbits-html" style="overflow-x:auto">{value._repr_html_()}</div>'
            return [nodes.raw("", html, format="html")]
        name = f"{docname.replace('/', '-')}-{self.env.new_serialno('pokerbits-picture')}.svg"
        folder = pathlib.Path(self.env.app.outdir) / FOLDER
        folder.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(svg, encoding="utf-8")
        up = "../" * docname.count("/")
        alt = self.options.get("alt", "")
        html = (f'<p class="pokerbits-picture"><img src="{up}{FOLDER}/{name}" alt={quoteattr(alt)} '
                f'style="max-width:100%;height:auto"/></p>')
        return [nodes.raw("", html, format="html")]


def _purge(app, env, docname: str) -> None:
    getattr(env, "pokerbits_pictured", set()).discard(docname)


def _merge(app, env, docnames, other) -> None:
    env.pokerbits_pictured = getattr(env, "pokerbits_pictured", set()) | getattr(other, "pokerbits_pictured", set())


def _outdated(app, env, added, changed, removed) -> list:
    """Pages with pictures are read again: their pictures are made from the code of this build."""
    return sorted(getattr(env, "pokerbits_pictured", set()) - set(removed))


def setup(app) -> dict:
    app.add_directive("picture", Picture)
    app.connect("env-purge-doc", _purge)
    app.connect("env-merge-info", _merge)
    app.connect("env-get-outdated", _outdated)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True, "env_version": 1}
