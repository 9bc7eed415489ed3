"""Lines of code and of prose in Python files (not a test).

    uv run python benchmarks/code_prose.py src/bakers_dozen_qt/engine/solver

Prose is docstrings (of modules, classes, functions and attributes: any statement that
is a lone string) and comments; code is every other line that is not blank. A line with
code and a trailing comment counts as code. Prints one line per file and a total.
"""

from __future__ import annotations

import ast
import io
import sys
import tokenize
from pathlib import Path


def count(source: str) -> tuple[int, int]:
    """(code lines, prose lines) of one file."""
    prose: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Expr)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        ):
            prose.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
    code: set[int] = set()
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            prose.add(tok.start[0])
        elif tok.type not in (
            tokenize.NL,
            tokenize.NEWLINE,
            tokenize.INDENT,
            tokenize.DEDENT,
            tokenize.ENDMARKER,
        ):
            code.update(range(tok.start[0], tok.end[0] + 1))
    code -= prose
    return len(code), len(prose)


def main() -> int:
    roots = [Path(a) for a in sys.argv[1:]] or [Path("src/bakers_dozen_qt/engine/solver")]
    files = sorted(f for r in roots for f in ([r] if r.is_file() else r.rglob("*.py")))
    total_code = total_prose = 0
    for f in files:
        code, prose = count(f.read_text())
        total_code += code
        total_prose += prose
        print(f"{code:6} {prose:6}  {f}")
    share = total_prose / max(1, total_code + total_prose)
    print(f"{total_code:6} {total_prose:6}  total (code, prose: {share:.0%} prose)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
