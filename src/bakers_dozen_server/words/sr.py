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
    note_ranked="Место добијају само победе без помоћи решавача, а исти потези само код играча који их је први послао; остале партије рачунају се као одигране.",
    note_times="Времена су онаква каква је пријавила игра сваког играча: сервер не види сат. Одбија само немогуће, мање од {floor} секунди по потезу који је играч сам одиграо.",
    note_moves="Потези су сви потези добијене партије, укључујући аутоматске.",
    par="пар {moves}",
    note_par="Пар је најмање потеза у победи коју је решавач нашао за дељење (потези бројани као горе): најбољи познати број, не доказани најмањи.",
    language="Језик",
    unavailable="Ранг-листе се тренутно не могу прочитати: покушајте поново мало касније.",
    no_such_page="Таква страница не постоји.",
    no_such_day="За {date} нема ранг-листе: датуми се пишу ГГГГ-ММ-ДД.",
    variants={
        "bakers-dozen": "Baker's Dozen",
        "spanish-patience": "Spanish Patience",
        "portuguese-solitaire": "Portuguese Solitaire",
        "good-measure": "Good Measure",
        "castles-in-spain": "Castles in Spain",
        "bakers-dozen-1883": "Baker's Dozen, издање из 1883.",
    },
)
