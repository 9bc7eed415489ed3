"""A minimal SVG document writer with deterministic output."""

from __future__ import annotations

from .geometry import Path, num

CARD_W = 250
CARD_H = 350


def _attrs(attrs: dict[str, str | float]) -> str:
    out = []
    for key, value in attrs.items():
        text = num(value) if isinstance(value, float | int) else value
        out.append(f' {key.replace("_", "-")}="{text}"')
    return "".join(out)


class Svg:
    """Collects elements in drawing order and renders them as one SVG file."""

    def __init__(self, width: float = CARD_W, height: float = CARD_H, title: str = "") -> None:
        self.width = width
        self.height = height
        self.title = title
        self.defs: list[str] = []
        self.body: list[str] = []

    def path(self, path: Path, **attrs: str | float) -> None:
        if path.segments:
            self.body.append(f'<path d="{path.d()}"{_attrs(attrs)}/>')

    def fill(self, path: Path, color: str, **attrs: str | float) -> None:
        self.path(path, fill=color, **attrs)

    def stroke(self, path: Path, color: str, width: float, **attrs: str | float) -> None:
        self.path(
            path,
            fill="none",
            stroke=color,
            stroke_width=width,
            stroke_linecap="round",
            stroke_linejoin="round",
            **attrs,
        )

    def outlined(self, path: Path, color: str, line: str, width: float) -> None:
        self.path(path, fill=color, stroke=line, stroke_width=width, stroke_linejoin="round")

    def raw(self, element: str) -> None:
        self.body.append(element)

    def render(self) -> str:
        head = (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" '
            f'width="{num(self.width)}" height="{num(self.height)}" '
            f'viewBox="0 0 {num(self.width)} {num(self.height)}">\n'
        )
        parts = [head]
        if self.title:
            parts.append(f"<title>{self.title}</title>\n")
        if self.defs:
            parts.append("<defs>\n" + "\n".join(self.defs) + "\n</defs>\n")
        parts.extend(line + "\n" for line in self.body)
        parts.append("</svg>\n")
        return "".join(parts)
