"""Stránka česky."""

from __future__ import annotations

from typing import Final

from . import Words, czech

WORDS: Final = Words(
    code="cs",
    html_lang="cs",
    own_name="Čeština",
    plural=czech,
    group="\u00a0",
    decimal=",",
    title="Baker's Dozen: žebříčky denního rozdání",
    intro=(
        "Každý den hrají všichni stejné rozdání. Každou hru v těchto žebříčcích server "
        "před započtením přehrál tah po tahu."
    ),
    today="Dnes, {date}",
    yesterday="Včera, {date}",
    day="Rozdání ze dne {date}",
    previous_day="Předchozí den",
    next_day="Následující den",
    players=("{n} hráč", "{n} hráči", "{n} hráčů"),
    wins=("{n} výhra", "{n} výhry", "{n} výher"),
    rank="Pořadí",
    name="Hráč",
    time="Čas",
    moves="Tahy",
    score="Skóre",
    nobody="Zatím nikdo nehrál: {variants}.",
    no_wins="Zatím žádná výhra bez pomoci.",
    note_replayed="Server přehraje každou hru od rozdání a odmítne tah, který pravidla "
    "nedovolují, i hru z jiného rozdání.",
    note_ranked="Pořadí mají jen výhry bez pomoci řešitele, a stejné tahy jen u hráče, "
    "který je poslal první; ostatní hry se počítají jako odehrané.",
    note_times="Časy jsou takové, jaké nahlásila hra každého hráče: server hodiny nevidí. "
    "Odmítne jen nemožné, méně než {floor} sekundy na každý tah, který hráč udělal sám.",
    note_moves="Tahy jsou všechny tahy vyhrané hry včetně automatických.",
    par="par {moves}",
    note_par="Par je nejmenší počet tahů výhry, jakou řešitel pro rozdání našel (tahy počítané"
    " jako výše): nejlepší známé číslo, ne dokázané minimum.",
    language="Jazyk",
    unavailable="Žebříčky teď nelze načíst: zkuste to za chvíli znovu.",
    no_such_page="Taková stránka neexistuje.",
    no_such_day="Pro {date} žádný žebříček není: data se píší RRRR-MM-DD.",
    watch="Sledovat tuto hru tah po tahu",
    back_to_boards="Zpět na žebříčky ze dne {date}",
    result="Výsledek",
    won="Vyhráno",
    won_with_help="Vyhráno s pomocí",
    not_won="Nevyhráno",
    the_deal="Rozdání",
    move_of="Tah {number} z {count}",
    previous_move="Předchozí tah",
    next_move="Další tah",
    last_move="Poslední tah",
    moves_heading="Tahy",
    line_as_text="Tahy jako text",
    table_as_text="Herní pole jako text",
    table_dealt="Herní pole po rozdání",
    table_after="Herní pole po tahu {number}",
    to_foundation="základní hromádka",
    to_empty="prázdný sloupec {column}",
    no_such_entry="Na žebříčcích není žádná hra {id}.",
    variants={
        "bakers-dozen": "Baker's Dozen",
        "spanish-patience": "Spanish Patience",
        "portuguese-solitaire": "Portuguese Solitaire",
        "good-measure": "Good Measure",
        "castles-in-spain": "Castles in Spain",
        "bakers-dozen-1883": "Baker's Dozen, pravidla z roku 1883",
    },
)
