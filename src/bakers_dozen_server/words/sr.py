"""Страница на српском, ћирилицом: made from sr_Latn.py by tools/server_words.py."""

# Generated: never edit by hand (tests/server/test_words.py checks it).
# ruff: noqa: E501
from __future__ import annotations

from typing import Final

from . import Words, serbian

WORDS: Final = Words(
    code="sr",
    html_lang="sr-Cyrl",
    own_name="Српски",
    plural=serbian,
    group=".",
    decimal=",",
    title="Baker's Dozen: ранг-листе дневног дељења",
    intro="Сви сваког дана играју исто дељење. Сваку партију на овим ранг-листама сервер је одиграо поново, потез по потез, пре него што је урачуната.",
    today="Данас, {date}",
    yesterday="Јуче, {date}",
    day="Дељење за {date}",
    previous_day="Претходни дан",
    next_day="Следећи дан",
    players=("{n} играч", "{n} играча", "{n} играча"),
    wins=("{n} победа", "{n} победе", "{n} победа"),
    rank="Место",
    name="Играч",
    time="Време",
    moves="Потези",
    score="Поени",
    nobody="Још нико није играо: {variants}.",
    no_wins="Још нема победе без помоћи.",
    note_replayed="Сервер поново игра сваку партију од дељења и одбија потез који правила не дозвољавају, као и партију из другог дељења.",
    note_ranked="Место добијају само победе без помоћи решавача; партије које нису добијене, или су добијене уз помоћ, рачунају се као одигране.",
    note_times="Времена су онаква каква је пријавила игра сваког играча: сервер не види сат. Одбија само немогуће, мање од {floor} секунди по потезу.",
    note_moves="Потези су сви потези добијене партије, укључујући аутоматске.",
    language="Језик",
    unavailable="Ранг-листе се тренутно не могу прочитати: покушајте поново мало касније.",
    no_such_page="Таква страница не постоји.",
    no_such_day="За {date} нема ранг-листе: датуми се пишу ГГГГ-ММ-ДД.",
    watch="Гледајте ову партију потез по потез",
    back_to_boards="Назад на ранг-листе за {date}",
    result="Резултат",
    won="Добијено",
    won_with_help="Добијено уз помоћ",
    not_won="Није добијено",
    the_deal="Дељење",
    move_of="Потез {number} од {count}",
    previous_move="Претходни потез",
    next_move="Следећи потез",
    last_move="Последњи потез",
    moves_heading="Потези",
    line_as_text="Потези као текст",
    table_as_text="Табела као текст",
    table_dealt="Табела после дељења",
    table_after="Табела после потеза {number}",
    to_foundation="темељ",
    to_empty="празна колона {column}",
    no_such_entry="На ранг-листама нема партије {id}.",
    variants={
        "bakers-dozen": "Baker's Dozen",
        "spanish-patience": "Spanish Patience",
        "portuguese-solitaire": "Portuguese Solitaire",
        "good-measure": "Good Measure",
        "castles-in-spain": "Castles in Spain",
        "bakers-dozen-1883": "Baker's Dozen, издање из 1883.",
    },
)
