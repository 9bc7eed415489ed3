"""Stranica na srpskom, latinicom (``sr.py`` se pravi iz nje: tools/server_words.py)."""

from __future__ import annotations

from typing import Final

from . import Words, serbian

WORDS: Final = Words(
    code="sr_Latn",
    html_lang="sr-Latn",
    own_name="Srpski",
    plural=serbian,
    group=".",
    decimal=",",
    title="Baker's Dozen: rang-liste dnevnog deljenja",
    intro=(
        "Svi svakog dana igraju isto deljenje. Svaku partiju na ovim rang-listama server je "
        "odigrao ponovo, potez po potez, pre nego što je uračunata."
    ),
    today="Danas, {date}",
    yesterday="Juče, {date}",
    day="Deljenje za {date}",
    previous_day="Prethodni dan",
    next_day="Sledeći dan",
    players=("{n} igrač", "{n} igrača", "{n} igrača"),
    wins=("{n} pobeda", "{n} pobede", "{n} pobeda"),
    rank="Mesto",
    name="Igrač",
    time="Vreme",
    moves="Potezi",
    score="Poeni",
    nobody="Još niko nije igrao: {variants}.",
    no_wins="Još nema pobede bez pomoći.",
    note_replayed="Server ponovo igra svaku partiju od deljenja i odbija potez koji pravila "
    "ne dozvoljavaju, kao i partiju iz drugog deljenja.",
    note_ranked="Mesto dobijaju samo pobede bez pomoći rešavača, a isti potezi samo kod "
    "igrača koji ih je prvi poslao; ostale partije računaju se kao odigrane.",
    note_times="Vremena su onakva kakva je prijavila igra svakog igrača: server ne vidi sat. "
    "Odbija samo nemoguće, manje od {floor} sekundi po potezu koji je igrač sam odigrao.",
    note_moves="Potezi su svi potezi dobijene partije, uključujući automatske.",
    par="par {moves}",
    note_par="Par je najmanje poteza u pobedi koju je rešavač našao za deljenje (potezi "
    "brojani kao gore): najbolji poznati broj, ne dokazani najmanji.",
    language="Jezik",
    unavailable="Rang-liste se trenutno ne mogu pročitati: pokušajte ponovo malo kasnije.",
    no_such_page="Takva stranica ne postoji.",
    no_such_day="Za {date} nema rang-liste: datumi se pišu GGGG-MM-DD.",
    watch="Gledajte ovu partiju potez po potez",
    back_to_boards="Nazad na rang-liste za {date}",
    result="Rezultat",
    won="Dobijeno",
    won_with_help="Dobijeno uz pomoć",
    not_won="Nije dobijeno",
    the_deal="Deljenje",
    move_of="Potez {number} od {count}",
    previous_move="Prethodni potez",
    next_move="Sledeći potez",
    last_move="Poslednji potez",
    moves_heading="Potezi",
    line_as_text="Potezi kao tekst",
    table_as_text="Tabela kao tekst",
    table_dealt="Tabela posle deljenja",
    table_after="Tabela posle poteza {number}",
    to_foundation="temelj",
    to_empty="prazna kolona {column}",
    no_such_entry="Na rang-listama nema partije {id}.",
    variants={
        "bakers-dozen": "Baker's Dozen",
        "spanish-patience": "Spanish Patience",
        "portuguese-solitaire": "Portuguese Solitaire",
        "good-measure": "Good Measure",
        "castles-in-spain": "Castles in Spain",
        "bakers-dozen-1883": "Baker's Dozen, izdanje iz 1883.",
    },
)
