"""Siden på dansk."""

from __future__ import annotations

from typing import Final

from . import Words, one_other

WORDS: Final = Words(
    code="da",
    html_lang="da",
    own_name="Dansk",
    plural=one_other,
    group=".",
    decimal=",",
    title="Bagerens dusin: ranglister for dagens udlæg",
    intro=(
        "Alle spiller det samme udlæg hver dag. Hvert spil på disse ranglister er spillet "
        "igennem af serveren, træk for træk, før det talte med."
    ),
    today="I dag, {date}",
    yesterday="I går, {date}",
    day="Udlægget fra {date}",
    previous_day="Dagen før",
    next_day="Dagen efter",
    players=("{n} spiller", "{n} spillere"),
    wins=("{n} sejr", "{n} sejre"),
    rank="Plads",
    name="Spiller",
    time="Tid",
    moves="Træk",
    score="Point",
    nobody="Endnu ikke spillet: {variants}.",
    no_wins="Endnu ingen sejr uden hjælp.",
    note_replayed="Serveren spiller hvert spil igennem fra udlægget og afviser et træk, som "
    "reglerne ikke tillader, og et spil fra et andet udlæg.",
    note_ranked="Kun sejre uden hjælp fra løseren får en plads, og kun for den første "
    "spiller, der sendte netop de træk; de andre spil tæller som spillet.",
    note_times="Tiderne er, som hver spillers spil har meldt dem: serveren kan ikke se et "
    "ur. Den afviser kun det umulige, under {floor} sekunder for hvert træk, spilleren selv "
    "har lavet.",
    note_moves="Træk er alle træk i det vundne spil, de automatiske medregnet.",
    par="par {moves}",
    note_par="Par er de færreste træk i en sejr, som løseren har fundet for udlægget (træk "
    "talt som ovenfor): det bedste kendte tal, ikke et bevist mindste antal.",
    language="Sprog",
    unavailable="Ranglisterne kan ikke læses lige nu: prøv igen om lidt.",
    no_such_page="Den side findes ikke.",
    no_such_day="Der er ingen rangliste for {date}: datoer skrives ÅÅÅÅ-MM-DD.",
    watch="Se dette spil træk for træk",
    back_to_boards="Tilbage til ranglisterne for {date}",
    result="Resultat",
    won="Vundet",
    won_with_help="Vundet med hjælp",
    not_won="Ikke vundet",
    the_deal="Udlægget",
    move_of="Træk {number} af {count}",
    previous_move="Forrige træk",
    next_move="Næste træk",
    last_move="Sidste træk",
    moves_heading="Trækkene",
    line_as_text="Trækkene som tekst",
    table_as_text="Bordet som tekst",
    table_dealt="Bordet, som det blev lagt ud",
    table_after="Bordet efter træk {number}",
    to_foundation="grundbunken",
    to_empty="tom kolonne {column}",
    no_such_entry="Der er intet spil {id} på ranglisterne.",
    variants={
        "bakers-dozen": "Bagerens dusin",
        "spanish-patience": "Spanish Patience",
        "portuguese-solitaire": "Portuguese Solitaire",
        "good-measure": "Good Measure",
        "castles-in-spain": "Castles in Spain",
        "bakers-dozen-1883": "Bagerens dusin, udgaven fra 1883",
    },
)
