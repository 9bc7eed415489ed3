"""The notices of the third-party code compiled into Qt's own libraries, which every bundle
ships (PCRE2 in QtCore, HarfBuzz and FreeType in QtGui, ...): from Qt's attribution data
(the ``qt_attribution.json`` files of Qt's sources, which Qt's "Licenses Used in Qt"
pages are made from), for the Qt modules the game uses.

``write(folder)`` writes ``NOTICES.md`` (each part: what Qt uses it for, its licence, its
copyright lines) into ``folder`` with the text of each licence named, from
``packaging/licences/`` (the short ones written here from their SPDX wording; Apache
2.0, MPL 2.0, CC0 1.0 and GPL 2 as Debian's common licences hold them) or, for libpng's
and PCRE2's own licences, from the copyright files of the build machine's libpng and
PCRE2 packages. A text the build machine cannot give (FreeType's FTL, which Qt offers
beside the GPL 2) is named with its SPDX address instead, and the notice says so.
Called by ``third_party.write``. Standard library only.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Part:
    name: str
    used_for: str
    licence: str  # SPDX
    copyright: tuple[str, ...]
    homepage: str


PARTS: tuple[Part, ...] = (
    Part(
        "PCRE2",
        "Qt Core (QRegularExpression)",
        "BSD-3-Clause WITH PCRE2-exception",
        (
            "Copyright (c) 1997-2007 University of Cambridge",
            "Copyright (c) 2007-2024 Philip Hazel",
            "Copyright (c) 2010-2024 Zoltan Herczeg",
        ),
        "https://www.pcre.org/",
    ),
    Part(
        "PCRE2 stack-less just-in-time compiler (sljit)",
        "Qt Core (QRegularExpression)",
        "BSD-2-Clause",
        ("Copyright Zoltan Herczeg",),
        "https://www.pcre.org/",
    ),
    Part(
        "double-conversion",
        "Qt Core (number formatting and parsing)",
        "BSD-3-Clause",
        ("Copyright 2006-2012, the V8 project authors",),
        "https://github.com/google/double-conversion",
    ),
    Part(
        "TinyCBOR",
        "Qt Core (QCborStreamReader, QCborStreamWriter)",
        "MIT",
        ("Copyright (C) 2015-2021 Intel Corporation",),
        "https://github.com/intel/tinycbor",
    ),
    Part(
        "forkfd",
        "Qt Core on Unix (starting processes)",
        "MIT",
        (
            "Copyright (C) 2016 Intel Corporation",
            "Copyright (C) 2015 Klarälvdalens Datakonsult AB, a KDAB Group company",
        ),
        "https://code.qt.io/",
    ),
    Part(
        "Easing equations by Robert Penner",
        "Qt Core (QEasingCurve)",
        "BSD-3-Clause",
        ("Copyright (c) 2001 Robert Penner",),
        "http://robertpenner.com/easing/",
    ),
    Part(
        "SHA-3 (brg_endian)",
        "Qt Core (QCryptographicHash)",
        "BSD-2-Clause",
        ("Copyright (c) 1998-2013, Brian Gladman, Worcester, UK. All rights reserved.",),
        "https://github.com/BrianGladman/sha",
    ),
    Part(
        "SHA-3 (Keccak reference code)",
        "Qt Core (QCryptographicHash)",
        "CC0-1.0",
        (
            "Guido Bertoni, Joan Daemen, Michaël Peeters and Gilles Van Assche; the "
            "implementers have waived all copyright and related rights to it",
        ),
        "https://keccak.team/",
    ),
    Part(
        "BLAKE2 (reference implementation)",
        "Qt Core (QCryptographicHash)",
        "CC0-1.0 OR Apache-2.0",
        ("Copyright 2012, Samuel Neves",),
        "https://blake2.net/",
    ),
    Part(
        "HarfBuzz",
        "Qt GUI (text shaping)",
        "MIT",
        (
            "Copyright © 2010-2022 Google, Inc.",
            "Copyright © 2015-2020 Ebrahim Byagowi",
            "Copyright © 2019,2020 Facebook, Inc.",
            "Copyright © 2012,2015 Mozilla Foundation",
            "Copyright © 2011 Codethink Limited",
            "Copyright © 2008,2010 Nokia Corporation and/or its subsidiary(-ies)",
            "Copyright © 2009 Keith Stribley",
            "Copyright © 2011 Martin Hosken and SIL International",
            "Copyright © 2007 Chris Wilson",
            "Copyright © 2005,2006,2020,2021,2022,2023 Behdad Esfahbod",
            "Copyright © 2004,2007,2008,2009,2010,2013,2021,2022,2023 Red Hat, Inc.",
            "Copyright © 1998-2005 David Turner and Werner Lemberg",
            "Copyright © 2016 Igalia S.L.",
            "Copyright © 2022 Matthias Clasen",
            "Copyright © 2018,2021 Khaled Hosny",
            "Copyright © 2018,2019,2020 Adobe, Inc",
            "Copyright © 2013-2015 Alexei Podtelezhnikov",
        ),
        "https://harfbuzz.github.io/",
    ),
    Part(
        "FreeType 2",
        "Qt GUI and the platform plugins (font rendering), where Qt bundles it",
        "FTL OR GPL-2.0-only",
        ("Copyright 2006-2015 by David Turner, Robert Wilhelm, and Werner Lemberg.",),
        "https://freetype.org/",
    ),
    Part(
        "FreeType 2: zlib",
        "Qt GUI (compressed fonts), where Qt bundles FreeType",
        "Zlib",
        ("Copyright (C) 1995-2002 Jean-loup Gailly and Mark Adler",),
        "https://freetype.org/",
    ),
    Part(
        "FreeType 2: BDF and PCF support",
        "Qt GUI (bitmap fonts), where Qt bundles FreeType",
        "MIT",
        (
            "Copyright (C) 2000-2002, 2011 by Francesco Zappa Nardelli",
            "Copyright 2000 Computing Research Labs, New Mexico State University",
        ),
        "https://freetype.org/",
    ),
    Part(
        "libpng",
        "Qt GUI (PNG images: the cards' and icons' pictures)",
        "libpng-2.0",
        (
            "Copyright (c) 1995-2026 The PNG Reference Library Authors",
            "Copyright (c) 2000-2026 Cosmin Truta",
            "Copyright (c) 1998-2018 Glenn Randers-Pehrson",
            "Copyright (c) 1996-1997 Andreas Dilger",
            "Copyright (c) 1995-1996 Guy Eric Schalnat, Group 42, Inc.",
        ),
        "http://www.libpng.org/pub/png/libpng.html",
    ),
    Part(
        "MD4C",
        "Qt GUI (Markdown in QTextDocument)",
        "MIT",
        ("Copyright © 2016-2020 Martin Mitáš",),
        "https://github.com/mity/md4c",
    ),
    Part(
        "Emoji Segmenter",
        "Qt GUI (emoji sequences in text)",
        "Apache-2.0",
        ("Copyright 2019 Google LLC",),
        "https://github.com/google/emoji-segmenter",
    ),
    Part(
        "The Public Suffix List",
        "Qt Network (QNetworkCookieJar)",
        "MPL-2.0",
        ("Originally provided by Jo Hermans; maintained at https://github.com/publicsuffix/list",),
        "https://publicsuffix.org/",
    ),
    Part(
        "libpsl (lookup code)",
        "Qt Network (the Public Suffix List's lookup)",
        "BSD-3-Clause",
        ("Copyright 2014-2016 The Chromium Authors. All rights reserved.",),
        "https://github.com/rockdaboot/libpsl",
    ),
)

# Where the text of each licence comes from: this folder's own files (the same on every
# build machine: Windows and macOS have no common licences folder), or, for libpng's and
# PCRE2's own licences, the copyright files of the build machine's libpng and PCRE2
# packages (Debian, Ubuntu), which hold them whole.
_OWN_NAMES = (
    "MIT",
    "BSD-2-Clause",
    "BSD-3-Clause",
    "Zlib",
    "Apache-2.0",
    "MPL-2.0",
    "CC0-1.0",
    "GPL-2.0-only",
)
_OWN = {name: HERE / "licences" / f"{name}.txt" for name in _OWN_NAMES}
_SYSTEM = {
    "libpng-2.0": Path("/usr/share/doc/libpng16-16/copyright"),
    "PCRE2-exception": Path("/usr/share/doc/libpcre2-8-0/copyright"),
}


def licence_names(expression: str) -> list[str]:
    """The licences (and exceptions) an SPDX expression names, in order."""
    words = expression.replace("(", " ").replace(")", " ").split()
    return [w for w in words if w not in ("AND", "OR", "WITH")]


def _source(name: str) -> Path | None:
    for table in (_OWN, _SYSTEM):
        path = table.get(name)
        if path is not None and path.is_file():
            return path
    return None


def write(folder: Path) -> list[Path]:
    """Write NOTICES.md and the licence texts into ``folder``; return the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    names = sorted({n for part in PARTS for n in licence_names(part.licence)})
    written: list[Path] = []
    texts: dict[str, str] = {}
    for name in names:
        source = _source(name)
        if source is None:
            texts[name] = f"<https://spdx.org/licenses/{name}.html> (no copy on the build machine)"
            continue
        target = folder / f"{name}.txt"
        shutil.copyfile(source, target)
        written.append(target)
        texts[name] = f"`{target.name}`"
    lines = [
        "# Third-party code inside Qt's libraries",
        "",
        "Qt compiles these parts into the libraries this bundle carries (from Qt's",
        "attribution data). Each keeps its licence; the texts are in this folder.",
        "",
    ]
    for part in PARTS:
        lines += [
            f"## {part.name}",
            "",
            f"Used in {part.used_for}. <{part.homepage}>",
            "",
            f"Licence: {part.licence} ("
            + ", ".join(texts[n] for n in licence_names(part.licence))
            + ")",
            "",
            *(f"    {line}" for line in part.copyright),
            "",
        ]
    notice = folder / "NOTICES.md"
    notice.write_text("\n".join(lines), encoding="utf-8")
    return [notice, *written]
