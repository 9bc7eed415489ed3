<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Made by tools/translations.py from sr_Latn.ts: edit that file, not this. -->
<TS version="2.1" language="sr" sourcelanguage="en">
<context>
    <name>AbandonGuard</name>
    <message>
        <location filename="../qt/features/abandon.py" line="+51"/>
        <source>Abandon Game</source>
        <translation>Напуштање партије</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abandon this game? It counts as a loss.</source>
        <translation>Напустити ову партију? Рачуна се као пораз.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting another game records this deal as lost. Restart plays it again from the start without a loss.</source>
        <translation>Ако започнете другу партију, ово дељење се бележи као изгубљено. „Испочетка“ га игра поново од почетка, без пораза.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t ask again</source>
        <translation>Не питај поново</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon</source>
        <translation>Напусти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep Playing</source>
        <translation>Играј даље</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../qt/dialogs/about.py" line="+192"/>
        <source>About Qt</source>
        <translation>О Qt-у</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location line="-73"/>
        <source>About Baker&apos;s Dozen</source>
        <translation>О игри Baker&apos;s Dozen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Licence…</source>
        <translation>&amp;Лиценца…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Third-Party Notices…</source>
        <translation>&amp;Напомене трећих страна…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt…</source>
        <translation>О &amp;Qt-у…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Baker&apos;s Dozen</source>
        <translation>Baker&apos;s Dozen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version {version}</source>
        <translation>Верзија {version}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open patience in thirteen columns, with numbered and daily deals, hints, unlimited undo and a solver that says whether a deal can still be won.</source>
        <translation>Пасијанс отворених карата у тринаест колона, са нумерисаним и дневним дељењима, саветима, неограниченим опозивањем потеза и решавачем који каже да ли се дељење још може добити.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free software under the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>Слободан софтвер под лиценцом GNU GPL, верзија 3 или (по вашем избору) било која каснија верзија. Долази без икакве гаранције.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Project page: {link}</source>
        <translation>Страница пројекта: {link}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Qt {qt} and PySide6 {pyside} (GNU LGPL version 3).</source>
        <translation>Направљено помоћу Qt {qt} и PySide6 {pyside} (GNU LGPL, верзија 3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Licence</source>
        <translation>Лиценца</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Third-Party Notices</source>
        <translation>Напомене трећих страна</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file {file} is missing from this installation. Read it at {link}.</source>
        <translation>Датотека {file} недостаје у овој инсталацији. Можете је прочитати на адреси {link}.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../qt/speech/announcer.py" line="+72"/>
        <source>Paused: the table is hidden and the clock stopped. Press P to play on.</source>
        <translation>Пауза: табела је скривена, а сат је заустављен. Притисните P за наставак.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Playing on.</source>
        <translation>Игра се наставља.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../qt/window/status.py" line="+142"/>
        <source>Baker&apos;s Dozen</source>
        <translation>Baker&apos;s Dozen</translation>
    </message>
</context>
<context>
    <name>AutoComplete</name>
    <message>
        <location filename="../qt/features/auto_complete.py" line="+61"/>
        <source>&amp;Finish</source>
        <extracomment>A button in the status bar, shown when nothing is left to decide: it plays the rest of the game.</extracomment>
        <translation>&amp;Заврши</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is left to decide: play every card left up to the foundations.</source>
        <translation>Нема више шта да се одлучи: све преостале карте иду на темеље.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Nothing is left to decide: {entry} plays the game out.</source>
        <extracomment>{entry} is the menu entry that plays the rest: &quot;Edit → Auto Finish&quot;.</extracomment>
        <translation>Нема више шта да се одлучи: {entry} завршава партију.</translation>
    </message>
</context>
<context>
    <name>BoardClient</name>
    <message>
        <location filename="../qt/online/client.py" line="+115"/>
        <source>This copy of the game cannot make secure (https://) connections: it has no TLS support.</source>
        <translation>Ова копија игре не може да успостави безбедне (https://) везе: нема подршку за ТЛС.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The online board took too long to answer.</source>
        <translation>Онлајн ранг-листа је предуго одговарала.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The online board&apos;s answer is far too large to be a board.</source>
        <translation>Одговор онлајн ранг-листе је превише велик да би био ранг-листа.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The online board&apos;s address redirects in a loop.</source>
        <translation>Адреса онлајн ранг-листе преусмерава у круг.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The online board&apos;s address redirects to another server: nothing is sent there.</source>
        <translation>Адреса онлајн ранг-листе преусмерава на други сервер: ништа се тамо не шаље.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The online board&apos;s certificate is not trusted, or its secure connection failed: {reason}</source>
        <extracomment>{reason} is Qt&apos;s own words on the certificate or the TLS exchange.</extracomment>
        <translation>Сертификату онлајн ранг-листе се не верује, или њена безбедна веза није успела: {reason}</translation>
    </message>
</context>
<context>
    <name>BoardClipboard</name>
    <message>
        <location filename="../qt/features/board_clipboard.py" line="+52"/>
        <source>Board copied: paste it into bakers-dozen-solve --board -</source>
        <translation>Распоред је копиран: налепите га у bakers-dozen-solve --board -</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Paste Board</source>
        <translation>Налепи распоред</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The clipboard does not hold a {variant} board.</source>
        <translation>У остави нема распореда за варијанту {variant}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Playing the pasted board for practice: it is not counted in the statistics.</source>
        <translation>Налепљени распоред играте као вежбу: не рачуна се у статистику.</translation>
    </message>
</context>
<context>
    <name>BoardSender</name>
    <message>
        <location filename="../qt/online/sender.py" line="+173"/>
        <source>The online board takes results only from players who know its join code: give it in {path}. Your daily result is kept until then.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Game → Online Daily Board…&quot;.</extracomment>
        <translation>Онлајн ранг-листа прима резултате само од играча који знају њен приступни код: унесите га у {path}. Ваш резултат дневног дељења чува се до тада.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot reach the online board ({reason}): your daily result is kept and will be sent later.</source>
        <extracomment>{reason} says why: no network, the board busy, an answer too large...</extracomment>
        <translation>Онлајн ранг-листа није доступна ({reason}): ваш резултат дневног дељења је сачуван и биће послат касније.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The online board refused your daily result: {reason}</source>
        <extracomment>{reason} is the online board&apos;s own reason, as it wrote it (in English).</extracomment>
        <translation>Онлајн ранг-листа је одбила ваш резултат дневног дељења: {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The online board already has your first game of this daily deal: only the first counts.</source>
        <translation>Онлајн ранг-листа већ има вашу прву партију овог дневног дељења: рачуна се само прва.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your daily result is on the online board: place {rank}.</source>
        <extracomment>After a daily deal won without help: its place on the online board.</extracomment>
        <translation>Ваш резултат дневног дељења је на онлајн ранг-листи: {rank}. место.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your daily result is on the online board.</source>
        <translation>Ваш резултат дневног дељења је на онлајн ранг-листи.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The daily results waiting for the online board cannot be kept on disk ({reason}): they are sent while the game stays open.</source>
        <extracomment>The file online-board.json in the data folder could not be written.</extracomment>
        <translation>Резултати који чекају слање на онлајн ранг-листу не могу да се сачувају на диску ({reason}): шаљу се док је игра отворена.</translation>
    </message>
</context>
<context>
    <name>BoardText</name>
    <message>
        <location filename="../qt/words/reason_words.py" line="+36"/>
        <source>The text is far too long to be a board.</source>
        <translation>Текст је предугачак да би био распоред.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: the “Foundations:” line must come before the columns.</source>
        <extracomment>&quot;Foundations:&quot; is a word of the board text format: keep it in English.</extracomment>
        <translation>Ред {line}: ред „Foundations:“ мора да стоји пре колона.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: this game has no free cells.</source>
        <extracomment>&quot;Freecells:&quot; is a word of the board text format (FreeCell&apos;s): this game has none.</extracomment>
        <translation>Ред {line}: ова игра нема слободне ћелије.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: a face-down card is written as (??), so the board cannot be rebuilt.</source>
        <extracomment>(??) is how a copied board writes a face-down card, which keeps it secret.</extracomment>
        <translation>Ред {line}: карта лицем надоле записана је као (??), па распоред не може да се обнови.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: {word} is not a card.</source>
        <extracomment>{word} is the word of the pasted text, in quotes: &apos;XX&apos;.</extracomment>
        <translation>Ред {line}: {word} није карта.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line {line}: {card} is there twice (also on line {other}).</source>
        <translation>Ред {line}: {card} се јавља двапут (и у реду {other}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: face-down cards must lie under the face-up ones.</source>
        <translation>Ред {line}: карте лицем надоле морају да леже испод карата лицем нагоре.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: the top card of a column must be face up.</source>
        <translation>Ред {line}: горња карта колоне мора да буде лицем нагоре.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line {line}: too many columns: this game has {columns}, the text {count}.</source>
        <extracomment>The game has {columns} columns, the pasted text {count}: one line per column.</extracomment>
        <translation>Ред {line}: превише колона: ова игра их има {columns}, текст {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: {card} is in a column, but the “Foundations:” line (line {other}) puts it on its foundation.</source>
        <translation>Ред {line}: {card} је у колони, али је ред „Foundations:“ (ред {other}) ставља на темељ.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The board holds %n card(s), not 52. Missing: {cards}.</source>
        <extracomment>A deck has 52 cards; {cards} lists the missing ones: &quot;7♣ Q♥&quot;.</extracomment>
        <translation>
            <numerusform>Распоред има %n карту, а не 52. Недостају: {cards}.</numerusform>
            <numerusform>Распоред има %n карте, а не 52. Недостају: {cards}.</numerusform>
            <numerusform>Распоред има %n карата, а не 52. Недостају: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The board holds %n card(s), not 52.</source>
        <translation>
            <numerusform>Распоред има %n карту, а не 52.</numerusform>
            <numerusform>Распоред има %n карте, а не 52.</numerusform>
            <numerusform>Распоред има %n карата, а не 52.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: {word} is not a foundation (write it like H-5, C-0 or S-K).</source>
        <extracomment>{word} is the word of the pasted text, in quotes. H-5: hearts up to the 5.</extracomment>
        <translation>Ред {line}: {word} није темељ (пишите га као H-5, C-0 или S-K).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line {line}: the {suit} foundation is given twice.</source>
        <extracomment>{suit} is a suit&apos;s sign: ♣ ♦ ♥ ♠.</extracomment>
        <translation>Ред {line}: темељ {suit} је наведен двапут.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../qt/speech/spoken_names.py" line="+20"/>
        <source>ace of clubs</source>
        <translation>ас треф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of diamonds</source>
        <translation>ас каро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of hearts</source>
        <translation>ас херц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of spades</source>
        <translation>ас пик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of clubs</source>
        <translation>двојка треф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of diamonds</source>
        <translation>двојка каро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of hearts</source>
        <translation>двојка херц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of spades</source>
        <translation>двојка пик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of clubs</source>
        <translation>тројка треф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of diamonds</source>
        <translation>тројка каро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of hearts</source>
        <translation>тројка херц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of spades</source>
        <translation>тројка пик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of clubs</source>
        <translation>четворка треф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of diamonds</source>
        <translation>четворка каро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of hearts</source>
        <translation>четворка херц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of spades</source>
        <translation>четворка пик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of clubs</source>
        <translation>петица треф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of diamonds</source>
        <translation>петица каро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of hearts</source>
        <translation>петица херц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of spades</source>
        <translation>петица пик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of clubs</source>
        <translation>шестица треф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of diamonds</source>
        <translation>шестица каро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of hearts</source>
        <translation>шестица херц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of spades</source>
        <translation>шестица пик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of clubs</source>
        <translation>седмица треф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of diamonds</source>
        <translation>седмица каро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of hearts</source>
        <translation>седмица херц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of spades</source>
        <translation>седмица пик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of clubs</source>
        <translation>осмица треф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of diamonds</source>
        <translation>осмица каро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of hearts</source>
        <translation>осмица херц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of spades</source>
        <translation>осмица пик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of clubs</source>
        <translation>деветка треф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of diamonds</source>
        <translation>деветка каро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of hearts</source>
        <translation>деветка херц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of spades</source>
        <translation>деветка пик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of clubs</source>
        <translation>десетка треф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of diamonds</source>
        <translation>десетка каро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of hearts</source>
        <translation>десетка херц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of spades</source>
        <translation>десетка пик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of clubs</source>
        <translation>жандар треф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of diamonds</source>
        <translation>жандар каро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of hearts</source>
        <translation>жандар херц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of spades</source>
        <translation>жандар пик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of clubs</source>
        <translation>дама треф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of diamonds</source>
        <translation>дама каро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of hearts</source>
        <translation>дама херц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of spades</source>
        <translation>дама пик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of clubs</source>
        <translation>краљ треф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of diamonds</source>
        <translation>краљ каро</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of hearts</source>
        <translation>краљ херц</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of spades</source>
        <translation>краљ пик</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>face-down card</source>
        <translation>карта лицем надоле</translation>
    </message>
</context>
<context>
    <name>ChartsPage</name>
    <message>
        <location filename="../qt/statistics/pages.py" line="+163"/>
        <source>Last games</source>
        <translation>Последње партије</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winning times</source>
        <translation>Времена победа</translation>
    </message>
</context>
<context>
    <name>CustomRulesDialog</name>
    <message>
        <location filename="../qt/dialogs/custom_dialog.py" line="+66"/>
        <source>Custom Rules</source>
        <translation>Сопствена правила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealt &amp;face down:</source>
        <translation>Дели се &amp;лицем надоле:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{rows} of 4 rows</source>
        <extracomment>A number box: {rows} is the number the player sets (0 to 3), the rest is written around it. Keep {rows} once; the words may go before or after it.</extracomment>
        <translation>{rows} од 4 реда</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move &amp;kings to the bottom of their columns</source>
        <translation>&amp;Краљеви иду на дно својих колона</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Build down in:</source>
        <translation>Слаже се &amp;наниже:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any suit (any 7 on any 8)</source>
        <translation>Било која боја (свака седмица на сваку осмицу)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours (red on black)</source>
        <translation>Наизменично црвена и црна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Иста боја (треф на треф)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An &amp;empty column takes:</source>
        <translation>&amp;Празна колона прима:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing (it stays empty)</source>
        <translation>Ништа (остаје празна)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A king only</source>
        <translation>Само краља</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Any card</source>
        <translation>Било коју карту</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <location filename="../qt/statistics/calendar.py" line="+30"/>
        <source>Calendar of daily deals</source>
        <translation>Календар дневних дељења</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No daily deal played in these weeks.</source>
        <extracomment>The calendar of daily deals, for a screen reader, when it has no results.</extracomment>
        <translation>У овим недељама није одиграно ниједно дневно дељење.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won: %1.</source>
        <extracomment>The calendar of daily deals, for a screen reader: %1 is the dates.</extracomment>
        <translation>Добијено: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with help: %1.</source>
        <translation>Добијено уз помоћ: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played, not won: %1.</source>
        <translation>Одиграно, није добијено: %1.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Won</source>
        <extracomment>The calendar&apos;s legend: daily deal won, won with the solver&apos;s help, played but not won.</extracomment>
        <translation>Добијено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With help</source>
        <translation>Уз помоћ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Одиграно</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1: daily deal won</source>
        <translation>%1: дневно дељење добијено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: daily deal won with help</source>
        <translation>%1: дневно дељење добијено уз помоћ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: daily deal played, not won</source>
        <translation>%1: дневно дељење одиграно, није добијено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: daily deal not played</source>
        <translation>%1: дневно дељење није одиграно</translation>
    </message>
</context>
<context>
    <name>DailyPage</name>
    <message>
        <location filename="../qt/statistics/boards.py" line="+275"/>
        <source>Days in a row played</source>
        <translation>Узастопни дани играња</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest run played</source>
        <translation>Најдужи низ дана играња</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days in a row won</source>
        <translation>Узастопни дани победа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest run won</source>
        <translation>Најдужи низ дана победа</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Daily deals of every variant count. A day counts as won when its daily deal was won without help. A run is still going while today&apos;s deal has not been played yet.</source>
        <translation>Рачунају се дневна дељења свих варијанти. Дан се рачуна као добијен када је његово дневно дељење добијено без помоћи. Низ и даље траје док данашње дељење још није одиграно.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Daily deal</source>
        <translation>Дневно дељење</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Top ten wins on the daily deal &amp;of:</source>
        <translation>Десет најбољих победа &amp;у дневном дељењу за:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No daily deal played yet ({path}).</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Game → Daily Deal&quot;.</extracomment>
        <translation>Још ниједно дневно дељење није одиграно ({path}).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Daily deals</source>
        <translation>Дневна дељења</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 (%2)</source>
        <extracomment>A daily deal in the list: %1 its date, %2 its variant.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Top ten wins on the daily deal of %1</source>
        <extracomment>What a screen reader calls the daily deal&apos;s top ten; %1 is the deal&apos;s date as the list above it writes it (&quot;Monday, 7 December 2026&quot;).</extracomment>
        <translation>Десет најбољих победа у дневном дељењу за %1</translation>
    </message>
</context>
<context>
    <name>DealByNumber</name>
    <message>
        <location filename="../qt/features/new_games.py" line="+155"/>
        <source>Deal by Number</source>
        <translation>Дељење по броју</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number (1 to {last}):</source>
        <translation>Број дељења (од 1 до {last}):</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../qt/art/card_art.py" line="+56"/>
        <source>Classic</source>
        <translation>Класичан</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four Colours</source>
        <extracomment>A deck whose four suits have four colours (clubs green, diamonds blue).</extracomment>
        <translation>Четири боје</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic, Large Indices</source>
        <extracomment>The classic deck with large rank and suit signs in the corners.</extracomment>
        <translation>Класичан, велики знакови</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four Colours, Large Indices</source>
        <translation>Четири боје, велики знакови</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue</source>
        <extracomment>The colour of the cards&apos; backs.</extracomment>
        <translation>Плава</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Црвена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green Check</source>
        <translation>Зелена карирана</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple Rings</source>
        <translation>Љубичаста с кружићима</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charcoal and Gold</source>
        <extracomment>A dark grey back with thin gold lines.</extracomment>
        <translation>Антрацит и злато</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amber Sunburst</source>
        <extracomment>An orange-brown back with rays from the middle.</extracomment>
        <translation>Ћилибарско сунце</translation>
    </message>
</context>
<context>
    <name>ErrorLog</name>
    <message>
        <location filename="../qt/files/error_log.py" line="+69"/>
        <source>Something went wrong inside the game: the details are in {file}.</source>
        <extracomment>{file} is the log file&apos;s full path in the data folder.</extracomment>
        <translation>Нешто је пошло наопако у игри: појединости су у датотеци {file}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something went wrong inside the game.</source>
        <translation>Нешто је пошло наопако у игри.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../qt/features/game_end.py" line="+133"/>
        <source>You won!</source>
        <translation>Победа!</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No moves left.</source>
        <translation>Нема више потеза.</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../qt/play/session.py" line="+153"/>
        <source>Back to the deal. The clock keeps running: time counts on the deal, restarts included.</source>
        <translation>Назад на почетак дељења. Сат и даље ради: време се рачуна за цело дељење, укључујући поновне почетке.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No card can safely go to the foundations now.</source>
        <translation>Ниједна карта сада не може безбедно на темеље.</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Restart</source>
        <extracomment>Undo history: the step &quot;restart the deal&quot;; may be shown after &quot;Undo&quot; (see context Menus).</extracomment>
        <translation>поновни почетак</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auto Finish</source>
        <extracomment>Undo history: the step &quot;Auto Finish&quot;; may be shown after &quot;Undo&quot;.</extracomment>
        <translation>аутоматско завршавање</translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <location filename="../qt/window/status.py" line="-91"/>
        <source>Game status</source>
        <extracomment>What a screen reader calls the status bar (score, time, moves, deal, messages).</extracomment>
        <translation>Стање партије</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time on this deal, restarts included: the clock starts with the first move and stops while the game is paused or the window minimised.</source>
        <translation>Време проведено на овом дељењу, укључујући поновне почетке: сат креће с првим потезом и стаје док је партија паузирана или је прозор умањен.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score {score}</source>
        <translation>Поени {score}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time {time}</source>
        <translation>Време {time}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves {moves}</source>
        <translation>Потези {moves}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves {moves} · par {par}</source>
        <extracomment>The player&apos;s moves, then the daily deal&apos;s par: the fewest moves of a win the solver found for it.</extracomment>
        <translation>Потези {moves} · пар {par}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own moves on this deal, restarts included.</source>
        <translation>Ваши сопствени потези на овом дељењу, укључујући поновне почетке.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your own moves on this deal, restarts included. Besides them, %n move(s) made for you (safe cards sent up, Auto Finish, Show the Way).</source>
        <translation>
            <numerusform>Ваши сопствени потези на овом дељењу, укључујући поновне почетке. Поред њих, за вас је одигран %n потез (безбедне карте послате на темеље, Заврши аутоматски, Покажи пут).</numerusform>
            <numerusform>Ваши сопствени потези на овом дељењу, укључујући поновне почетке. Поред њих, за вас су одиграна %n потеза (безбедне карте послате на темеље, Заврши аутоматски, Покажи пут).</numerusform>
            <numerusform>Ваши сопствени потези на овом дељењу, укључујући поновне почетке. Поред њих, за вас је одиграно %n потеза (безбедне карте послате на темеље, Заврши аутоматски, Покажи пут).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Par: the fewest moves of a win the solver found for today&apos;s deal, with safe cards sent up by the game (a best-known figure, not a proven least).</source>
        <translation>Пар: најмање потеза у победи коју је решавач нашао за данашње дељење, када игра сама шаље безбедне карте на темеље (најбољи познати број, не доказани најмањи).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{deal} · {variant}</source>
        <translation>{deal} · {variant}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Difficulty {level}/5</source>
        <extracomment>How hard the solver found this deal: 1 (easiest) to 5 (hardest).</extracomment>
        <translation>Тежина {level}/5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How hard the solver found this deal, from 1 (easiest) to 5 (hardest): the atlas of Baker&apos;s Dozen deals 1 to 32,000.</source>
        <translation>Колико је ово дељење било тешко решавачу, од 1 (најлакше) до 5 (најтеже): атлас дељења игре Baker&apos;s Dozen од 1 до 32.000.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Not counted in the statistics</source>
        <extracomment>On the table, under &quot;Practice&quot;: a pasted board is not counted.</extracomment>
        <translation>Не рачуна се у статистику</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{variant} · {deal}</source>
        <extracomment>The window&apos;s title for a variant other than Baker&apos;s Dozen.</extracomment>
        <translation>{variant} · {deal}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{table} — {app}</source>
        <extracomment>The window&apos;s title: the deal on the table, then the game&apos;s name ({app}).</extracomment>
        <translation>{table} — {app}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Daily Deal {date}</source>
        <extracomment>The daily deal, by its date (YYYY-MM-DD).</extracomment>
        <translation>Дневно дељење {date}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice</source>
        <extracomment>A position the player did not deal (a pasted board), in the title and the status bar: played for practice, never counted in the statistics.</extracomment>
        <translation>Вежба</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal {number}</source>
        <extracomment>A deal, by its number (the same number always deals the same cards).</extracomment>
        <translation>Дељење {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice: a board you did not deal (pasted) is never counted in the statistics: no record, no top ten, no streak.</source>
        <translation>Вежба: распоред који нисте сами поделили (налепљен) никад се не рачуна у статистику: нема рекорда, нема најбољих десет, нема низа.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <location filename="../qt/statistics/boards.py" line="-331"/>
        <source>Place</source>
        <extracomment>Statistics, leaderboard: the column headings (place in the top ten, variant, score, time, moves, date, deal number, help used).</extracomment>
        <translation>Место</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Варијанта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Поени</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Време</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Потези</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Датум</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal</source>
        <translation>Дељење</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Помоћ</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>With help</source>
        <extracomment>Leaderboard, column Help: won with the solver&apos;s help (Show the Way or Go Back).</extracomment>
        <translation>Уз помоћ</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n савет</numerusform>
            <numerusform>%n савета</numerusform>
            <numerusform>%n савета</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Daily, %1</source>
        <translation>Дневно, %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Won with Show the Way or Go Back: listed, never ranked.</source>
        <translation>Добијене уз „Покажи пут“ или „Врати се“: наведене су, али се никад не рангирају.</translation>
    </message>
</context>
<context>
    <name>HelpGuard</name>
    <message>
        <location filename="../qt/features/help_guard.py" line="+70"/>
        <source>Help</source>
        <extracomment>The title of the question asked before the solver&apos;s help.</extracomment>
        <translation>Помоћ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the solver play the way out?</source>
        <translation>Да решавач покаже пут?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the Way</source>
        <extracomment>Button: the solver plays its winning line (as in the Solve dialog).</extracomment>
        <translation>Покажи пут</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go back to where the game could still be won?</source>
        <translation>Вратити се тамо где је партија још могла да се добије?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go Back</source>
        <extracomment>Button: go back to the last position from which the game could be won.</extracomment>
        <translation>Врати се</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is then won with help: it counts as won, but it sets no record (best score, fastest win, streak).</source>
        <translation>Партија је тада добијена уз помоћ: рачуна се као добијена, али не поставља рекорд (највише поена, најбржа победа, низ).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t ask again</source>
        <translation>Не питај поново</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../qt/features/hints.py" line="+82"/>
        <source>Thinking…</source>
        <translation>Размишљам…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No hint: no card can move any more. The game is over.</source>
        <translation>Нема савета: ниједна карта више не може да се помери. Партија је завршена.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hint: this deal cannot be won from the start.</source>
        <translation>Нема савета: ово дељење не може да се добије ни од почетка.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No hint: this game cannot be won any more. Undo, or ask Where Was It Lost?</source>
        <translation>Нема савета: ова партија више не може да се добије. Опозовите потезе или питајте „Где је партија изгубљена?“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No useful move found.</source>
        <translation>Није пронађен користан потез.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Hint</source>
        <translation>Савет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won from the start.</source>
        <translation>Ово дељење не може да се добије ни од почетка.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No move lost it: no way through exists, whatever is played.</source>
        <translation>Ниједан потез га није изгубио: пут до победе не постоји, шта год да се игра.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game cannot be won any more.</source>
        <translation>Ова партија више не може да се добије.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move leads to a win from here. Undo, or find the move that lost it.</source>
        <translation>Одавде ниједан потез не води до победе. Опозовите потезе или пронађите потез којим је партија изгубљена.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Where Was It Lost?</source>
        <extracomment>Button of the Hint message: the same as Edit &gt; Where Was It Lost?.</extracomment>
        <translation>Где је партија изгубљена?</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../qt/statistics/history_model.py" line="+147"/>
        <source>Finished</source>
        <extracomment>Statistics, History: the column headings (when the game ended, its variant, its deal, won or lost, the player&apos;s moves, its time, its score).</extracomment>
        <translation>Завршено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Варијанта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal</source>
        <translation>Дељење</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Потези</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Време</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Поени</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No moves were kept for this game: it cannot be replayed.</source>
        <translation>За ову партију потези нису сачувани: не може да се репродукује.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Daily, %1</source>
        <extracomment>Statistics, History, column Deal: a daily deal, by its date.</extracomment>
        <translation>Дневно, %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Lost</source>
        <extracomment>Statistics, History, column Result: a game not won (given up or stuck).</extracomment>
        <translation>Изгубљено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with help</source>
        <translation>Добијено уз помоћ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Добијено</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../qt/statistics/history_page.py" line="+82"/>
        <source>Every game, newest first</source>
        <translation>Све партије, најновије прве</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All results</source>
        <extracomment>Statistics, History: which games to list, by result.</extracomment>
        <translation>Сви резултати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Добијене</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Изгубљене</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All deals</source>
        <extracomment>Statistics, History: which games to list, by deal: daily deals or the others.</extracomment>
        <translation>Сва дељења</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daily deals</source>
        <translation>Дневна дељења</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbered deals</source>
        <translation>Нумерисана дељења</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Res&amp;ult:</source>
        <translation>Рез&amp;ултат:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>De&amp;als:</source>
        <translation>&amp;Врста дељења:</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Game history</source>
        <translation>Историја партија</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;play</source>
        <extracomment>Statistics, History: watch the chosen game move by move on the table.</extracomment>
        <translation>Пу&amp;сти</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play This Deal A&amp;gain</source>
        <extracomment>Statistics, History: a new game of the chosen game&apos;s variant and deal.</extracomment>
        <translation>Играј ово д&amp;ељење поново</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Loading…</source>
        <translation>Учитавање…</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n game(s)</source>
        <extracomment>Statistics, History: how many games the list holds under its filters.</extracomment>
        <translation>
            <numerusform>%n партија</numerusform>
            <numerusform>%n партије</numerusform>
            <numerusform>%n партија</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No moves were kept for this game (an earlier version played it): it cannot be replayed.</source>
        <translation>За ову партију потези нису сачувани (играна је у ранијој верзији): не може да се репродукује.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play This Deal Again deals a daily deal&apos;s cards as a numbered deal: practice for that day, counted as the numbered deal, not as its daily deal.</source>
        <translation>Играј ово дељење поново дели карте дневног дељења као нумерисано дељење: вежба за тај дан, која се рачуна као нумерисано дељење, а не као дневно дељење.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This game&apos;s moves are damaged in the statistics file: it cannot be replayed.</source>
        <translation>Потези ове партије су оштећени у датотеци статистике: не може да се репродукује.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Daily Deal {date}</source>
        <translation>Дневно дељење {date}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal {number}</source>
        <translation>Дељење {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your game of {when}: {variant}, {deal}, {result}</source>
        <extracomment>Above a replay from the history: &quot;Your game of 30/11/2026 14:02: Baker&apos;s Dozen, Deal 617, Lost&quot;.</extracomment>
        <translation>Ваша партија од {when}: {variant}, {deal}, {result}</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../qt/dialogs/how_to_play.py" line="+346"/>
        <source>How to Play</source>
        <translation>Како се игра</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules of {variant}</source>
        <extracomment>What a screen reader calls the text of How to Play: &quot;Rules of Good Measure&quot;.</extracomment>
        <translation>Правила игре {variant}</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <location filename="../qt/table/keyboard.py" line="+112"/>
        <source>The game is paused: press P to play on.</source>
        <translation>Игра је паузирана: притисните P за наставак.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The foundations are the top row: the columns are below.</source>
        <translation>Темељи су горњи ред: колоне су испод.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The columns are the bottom row: the foundations are above.</source>
        <translation>Колоне су доњи ред: темељи су изнад.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cards on the foundations stay there.</source>
        <translation>Карте на темељима ту и остају.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{card} has nowhere to go: no column can take it.</source>
        <translation>Карта {card} нема куда: ниједна колона је не прима.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{card} picked up: %n place(s) to go.</source>
        <translation>
            <numerusform>Карта {card} је подигнута: може на %n место.</numerusform>
            <numerusform>Карта {card} је подигнута: може на %n места.</numerusform>
            <numerusform>Карта {card} је подигнута: може на %n места.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put back.</source>
        <translation>Враћено.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a column first: F sends its top card up.</source>
        <translation>Прво изаберите колону: F шаље њену горњу карту на темељ.</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <location filename="../qt/dialogs/keys_help.py" line="+35"/>
        <source>Left, Right, Tab, Shift+Tab</source>
        <translation>Лево, Десно, Tab, Shift+Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the focus to the previous or next pile: columns, then foundations</source>
        <translation>Фокус на претходну или следећу гомилу: прво колоне, па темељи</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Up, Down</source>
        <translation>Горе, Доле</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move between the row of columns and the foundations</source>
        <translation>Прелазак између реда колона и темеља</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+44"/>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Move to the first or last column</source>
        <translation>На прву или последњу колону</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Space, Enter</source>
        <translation>Размак, Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick up the top card of the focused column; with a card picked up, put it on the focused pile (the focus then stops only where the card may go)</source>
        <translation>Подиже горњу карту колоне у фокусу; када је карта подигнута, спушта је на гомилу у фокусу (фокус се тада зауставља само тамо где карта може да иде)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+44"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Put the picked-up card back</source>
        <translation>Враћа подигнуту карту</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F, keypad +</source>
        <translation>F, + на нумеричкој тастатури</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the picked-up card, or else the focused column&apos;s top card, to its foundation</source>
        <translation>Шаље на темељ подигнуту карту, а ако ње нема, горњу карту колоне у фокусу</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1–9, 0, -, =, Backspace</source>
        <translation>1–9, 0, -, =, Backspace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns 1 to 13 (the number row, on any keyboard layout): pick up that column&apos;s top card; with a card picked up, put it there. 4 then 9 moves a card from column 4 to column 9; 4 then F sends it to its foundation</source>
        <translation>Колоне од 1 до 13 (ред са бројевима, на било ком распореду тастатуре): подиже горњу карту те колоне; када је карта подигнута, спушта је тамо. 4 па 9 премешта карту из колоне 4 у колону 9; 4 па F шаље је на темељ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Left, Right</source>
        <translation>Лево, Десно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: one move back or on</source>
        <translation>У репродукцији: један потез назад или напред</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Page Up, Page Down</source>
        <translation>Page Up, Page Down</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: ten moves back or on</source>
        <translation>У репродукцији: десет потеза назад или напред</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a replay: to the deal or to the last move</source>
        <translation>У репродукцији: на дељење или на последњи потез</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: play or pause it</source>
        <translation>У репродукцији: пусти или паузирај</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+, -</source>
        <translation>+, -</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: faster or slower</source>
        <translation>У репродукцији: брже или спорије</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a replay: back to your game</source>
        <translation>У репродукцији: назад на вашу партију</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Keys</source>
        <extracomment>Help &gt; Keyboard: the headings of the list&apos;s two columns (the keys, what they do).</extracomment>
        <translation>Тастери</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What they do</source>
        <translation>Шта раде</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+40"/>
        <source>Keyboard</source>
        <translation>Тастатура</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The whole game can be played from the keyboard. A frame shows the pile the keys act on; a screen reader names it and tells each move.</source>
        <translation>Цела игра може да се игра тастатуром. Оквир показује гомилу на коју тастери делују; читач екрана је именује и изговара сваки потез.</translation>
    </message>
</context>
<context>
    <name>LeaderboardPage</name>
    <message>
        <location filename="../qt/statistics/boards.py" line="+29"/>
        <source>No wins yet.</source>
        <translation>Још нема победа.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A top ten is of wins. Wins without help are ranked by score, then by time. Wins with help are listed below them, dimmed, and never ranked.</source>
        <translation>Најбољих десет чине само победе. Победе без помоћи рангирају се по поенима, па по времену. Победе уз помоћ наведене су испод њих, затамњене, и никад се не рангирају.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal number</source>
        <translation>Број дељења</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look &amp;Up</source>
        <translation>По&amp;тражи</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your best on deal &amp;number:</source>
        <translation>Ваш најбољи резултат за дељење &amp;број:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Best result per deal</source>
        <translation>Најбољи резултат по дељењу</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Loading…</source>
        <translation>Учитавање…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Top ten wins of all variants</source>
        <translation>Десет најбољих победа у свим варијантама</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Top ten wins of %1</source>
        <extracomment>%1 is a variant: &quot;Top ten wins of Good Measure&quot;.</extracomment>
        <translation>Десет најбољих победа: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You have not finished deal %1 in any variant yet.</source>
        <translation>Дељење %1 још нисте завршили ни у једној варијанти.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have not finished deal %1 in %2 yet.</source>
        <translation>Дељење %1 још нисте завршили у варијанти %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Your best on deal %1 in %2: won with help, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>Ваш најбољи резултат у дељењу %1 (%2): победа уз помоћ, поени %3, време %4, %n потез, одиграно %5.</numerusform>
            <numerusform>Ваш најбољи резултат у дељењу %1 (%2): победа уз помоћ, поени %3, време %4, %n потеза, одиграно %5.</numerusform>
            <numerusform>Ваш најбољи резултат у дељењу %1 (%2): победа уз помоћ, поени %3, време %4, %n потеза, одиграно %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Your best on deal %1 in %2: won, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>Ваш најбољи резултат у дељењу %1 (%2): победа, поени %3, време %4, %n потез, одиграно %5.</numerusform>
            <numerusform>Ваш најбољи резултат у дељењу %1 (%2): победа, поени %3, време %4, %n потеза, одиграно %5.</numerusform>
            <numerusform>Ваш најбољи резултат у дељењу %1 (%2): победа, поени %3, време %4, %n потеза, одиграно %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Your best on deal %1 in %2: not won, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>Ваш најбољи резултат у дељењу %1 (%2): без победе, поени %3, време %4, %n потез, одиграно %5.</numerusform>
            <numerusform>Ваш најбољи резултат у дељењу %1 (%2): без победе, поени %3, време %4, %n потеза, одиграно %5.</numerusform>
            <numerusform>Ваш најбољи резултат у дељењу %1 (%2): без победе, поени %3, време %4, %n потеза, одиграно %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveVerdict</name>
    <message>
        <location filename="../qt/features/live_status.py" line="+54"/>
        <source>{card} to the foundation</source>
        <extracomment>A move in few words, in the status bar: &quot;since move 14: 8♠ to the foundation&quot;.</extracomment>
        <translation>{card} на темељ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} to empty column {column}</source>
        <translation>{card} у празну колону {column}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} to {under}</source>
        <extracomment>A move in few words, in the status bar: &quot;since move 14: 8♠ to 9♣&quot;.</extracomment>
        <translation>{card} на {under}</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>After each move the solver checks whether this game can still be won (View &gt; Show Whether the Game Can Be Won).</source>
        <translation>После сваког потеза решавач проверава да ли ова партија још може да се добије (Приказ &gt; Прикажи да ли партија може да се добије).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Checking…</source>
        <extracomment>The solver is deciding whether the game can still be won.</extracomment>
        <translation>Проверавам…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not judged while cards lie face down</source>
        <translation>Не процењује се док има карата лицем надоле</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can be won</source>
        <extracomment>The status bar&apos;s verdict: this game can still be won.</extracomment>
        <translation>Може да се добије</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot be won</source>
        <translation>Не може да се добије</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solver could not decide</source>
        <translation>Решавач није могао да одлучи</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+17"/>
        <source>Cannot be won any more</source>
        <translation>Више не може да се добије</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot be won any more (since move {number}: {move})</source>
        <extracomment>{number} counts the moves of this game; {move} is &quot;8♠ to 9♣&quot;.</extracomment>
        <translation>Више не може да се добије (од потеза {number}: {move})</translation>
    </message>
</context>
<context>
    <name>LossReview</name>
    <message>
        <location filename="../qt/features/loss_review.py" line="+68"/>
        <source>Not available while cards lie face down.</source>
        <translation>Није доступно док има карата лицем надоле.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No moves yet: nothing to look back on.</source>
        <translation>Још нема потеза: нема шта да се прегледа.</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Looking for the move that lost the game…</source>
        <translation>Тражи се потез којим је партија изгубљена…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This deal cannot be won from the start: no move lost it.</source>
        <translation>Ово дељење не може да се добије ни од почетка: ниједан потез га није изгубио.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No losing move found: the game may still be winnable, or the search gave up.</source>
        <translation>Није пронађен потез којим је партија изгубљена: можда још може да се добије, или је претрага одустала.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Still winnable before move {number}: {move}.</source>
        <extracomment>{move} is a move as the rest of a sentence: &quot;move 7♣ to 8♥&quot;.</extracomment>
        <translation>Пре потеза {number} партија се још могла добити: {move}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Where Was It Lost?</source>
        <translation>Где је партија изгубљена?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;The game could still be won before move {number}.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Партија се још могла добити пре потеза {number}.&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move {number} was: {move}. Go back there?</source>
        <translation>Потез {number} је био: {move}. Вратити се тамо?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Coming back to this position, with Go Back or with Undo or Restart, makes this game won with help: it sets no record.</source>
        <translation>Ако се на ову позицију вратите преко „Врати се“, „Опозови“ или „Испочетка“, партија ће бити добијена уз помоћ и неће поставити рекорд.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go Back</source>
        <extracomment>Button: go back to the last position from which the game could still be won.</extracomment>
        <translation>Врати се</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Back at move {number}: this position can still be won.</source>
        <translation>Враћено на потез {number}: из ове позиције партија још може да се добије.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../qt/window/window.py" line="+246"/>
        <location line="+21"/>
        <source>Statistics are off for this window.</source>
        <translation>Статистика је искључена за овај прозор.</translation>
    </message>
    <message>
        <location filename="../app.py" line="+147"/>
        <source>Welcome back: your last game is as you left it. The clock waits for you.</source>
        <translation>Добро дошли назад: ваша последња партија је онаква какву сте је оставили. Сат вас чека.</translation>
    </message>
    <message>
        <location filename="../qt/window/command_line_deal.py" line="+42"/>
        <source>Your game goes on; the deal asked for was not started.</source>
        <translation>Ваша партија се наставља; тражено дељење није започето.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your unfinished game was counted as lost.</source>
        <translation>Ваша незавршена партија рачуната је као пораз.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your unfinished game of deal {deal} was counted as lost.</source>
        <translation>Ваша незавршена партија дељења {deal} рачуната је као пораз.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../qt/online/board_view.py" line="+154"/>
        <location filename="../qt/statistics/boards.py" line="+62"/>
        <location filename="../qt/window/menu_actions.py" line="+127"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+2"/>
        <source>&amp;New Deal</source>
        <translation>&amp;Нова партија</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Restart</source>
        <translation>&amp;Испочетка</translation>
    </message>
    <message>
        <location filename="../qt/statistics/boards.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+9"/>
        <source>&amp;Daily Deal</source>
        <extracomment>Today&apos;s deal, the same for every player (Game menu).</extracomment>
        <translation>&amp;Дневно дељење</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+6"/>
        <source>Deal by N&amp;umber…</source>
        <translation>Дељење по &amp;броју…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Pause</source>
        <translation>&amp;Пауза</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Variant</source>
        <translation>&amp;Варијанта</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Custom…</source>
        <translation>&amp;Сопствена правила…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>As&amp;k Before Abandoning a Game</source>
        <extracomment>Game menu: ask before a game in progress is given up (it counts as lost).</extracomment>
        <translation>Пит&amp;ај пре напуштања партије</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ask Before the Solver &amp;Helps</source>
        <extracomment>Game menu: ask before Show the Way or Go Back makes the game &quot;won with help&quot;.</extracomment>
        <translation>Питај пре него што &amp;решавач помогне</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Winnable Deals Only</source>
        <extracomment>Game menu: New Deal deals only deals the solver has shown can be won.</extracomment>
        <translation>Са&amp;мо дељења која могу да се добију</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winnable Deals&apos; Di&amp;fficulty</source>
        <extracomment>Game menu: the submenu that picks how hard Winnable Deals Only&apos;s deals are.</extracomment>
        <translation>&amp;Тежина дељења која могу да се добију</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <location filename="../qt/online/board_view.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+21"/>
        <source>Online Daily &amp;Board…</source>
        <extracomment>Game menu: choose an online board for the daily deal, and whether to send to it.</extracomment>
        <translation>&amp;Онлајн ранг-листа дневног дељења…</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+5"/>
        <source>&amp;Quit</source>
        <translation>И&amp;зађи</translation>
    </message>
    <message>
        <location filename="../qt/features/auto_complete.py" line="-3"/>
        <location filename="../qt/features/show_the_way.py" line="+146"/>
        <location filename="../qt/window/menu_actions.py" line="+7"/>
        <source>&amp;Edit</source>
        <translation>&amp;Уређивање</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+10"/>
        <source>Undo</source>
        <extracomment>Button in the toolbar; the menu entry says which move it takes back.</extracomment>
        <translation>Опозови</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Redo</source>
        <extracomment>Button in the toolbar; the menu entry says which move it makes again.</extracomment>
        <translation>Понови</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Hint</source>
        <translation>&amp;Савет</translation>
    </message>
    <message>
        <location filename="../qt/features/auto_complete.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+11"/>
        <source>&amp;Auto Finish</source>
        <extracomment>Plays the game out once nothing is left to decide; before that, sends the cards that are safe to send up to the foundations.</extracomment>
        <translation>&amp;Заврши аутоматски</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+9"/>
        <source>&amp;Solve…</source>
        <extracomment>The solver looks for a win from here and can play it out (Show the Way).</extracomment>
        <translation>&amp;Реши…</translation>
    </message>
    <message>
        <location filename="../qt/features/show_the_way.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+8"/>
        <source>&amp;Where Was It Lost?</source>
        <extracomment>The solver finds the last position from which this game could still be won.</extracomment>
        <translation>&amp;Где је партија изгубљена?</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+7"/>
        <source>&amp;Copy Board</source>
        <translation>&amp;Копирај распоред</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Paste Board</source>
        <translation>&amp;Налепи распоред</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;View</source>
        <translation>&amp;Приказ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Deck</source>
        <extracomment>The look of the cards&apos; faces (View menu).</extracomment>
        <translation>Шпи&amp;л</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card &amp;Back</source>
        <translation>&amp;Полеђина карата</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>La&amp;nguage</source>
        <translation>&amp;Језик</translation>
    </message>
    <message>
        <location line="-278"/>
        <source>System Language ({language})</source>
        <extracomment>View &gt; Language: follow the system&apos;s language; {language} is its name (&quot;English&quot;), written in that language.</extracomment>
        <translation>Језик система ({language})</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Follow the &amp;System</source>
        <extracomment>View → Theme: the table follows the system&apos;s light or dark colour scheme.</extracomment>
        <translation>Прати &amp;систем</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Soft</source>
        <extracomment>View → Sound Volume: the softest of four levels.</extracomment>
        <translation>Тихо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Средње</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loud</source>
        <translation>Гласно</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full</source>
        <extracomment>View → Sound Volume: the loudest of four levels.</extracomment>
        <translation>Најгласније</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;1 – Easiest</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty: the easiest of five levels.</extracomment>
        <translation>&amp;1 – Најлакше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;2 – Easy</source>
        <translation>&amp;2 – Лако</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;3 – Medium</source>
        <translation>&amp;3 – Средње</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;4 – Hard</source>
        <translation>&amp;4 – Тешко</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;5 – Hardest</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty: the hardest of five levels.</extracomment>
        <translation>&amp;5 – Најтеже</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Any Difficulty</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty: deals of every difficulty.</extracomment>
        <translation>&amp;Било која тежина</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With Winnable Deals Only on, New Deal deals a deal of this difficulty.</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty, each level&apos;s tip in the status bar (one line: keep it short; the tooltip, the next text, says more).</extracomment>
        <translation>Када је укључено Само дељења која могу да се добију, Нова партија дели дељење ове тежине.</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>&amp;Export Statistics…</source>
        <extracomment>Game menu: write every game, with its moves, the records and the daily streaks to one file, to carry them to another machine.</extracomment>
        <translation>Изв&amp;ези статистику…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Import Statistics…</source>
        <extracomment>Game menu: merge a file Export Statistics wrote (on another machine) into these statistics; games already here are not counted twice.</extracomment>
        <translation>&amp;Увези статистику…</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>&amp;Animate Moves</source>
        <translation>&amp;Анимација потеза</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Play Sounds</source>
        <extracomment>View menu: the game&apos;s sounds (a card put down, sent up, a win...) on or off.</extracomment>
        <translation>Зву&amp;ци</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sound &amp;Volume</source>
        <translation>Ја&amp;чина звука</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Cards Dance at a Win</source>
        <extracomment>View menu: at a win the cards swing round the table before the win dialog (a click or a key ends it sooner).</extracomment>
        <translation>Карте плешу при по&amp;беди</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Single Click Plays Best Move</source>
        <translation>Један &amp;клик игра најбољи потез</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Move Safe Cards &amp;Up Automatically</source>
        <extracomment>Cards that no other card can need go up to the foundations by themselves.</extracomment>
        <translation>&amp;Сигурне карте саме на темеље</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Finish by Itself When Nothing Is Left to Decide</source>
        <extracomment>View menu: once nothing is left to decide, the game plays the rest at once instead of offering to.</extracomment>
        <translation>&amp;Заврши самостално кад нема више шта да се одлучи</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show &amp;Whether the Game Can Be Won</source>
        <extracomment>View menu: after each move the status bar says whether the game can still be won.</extracomment>
        <translation>Прикажи да ли партија може да се &amp;добије</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Larger Cards</source>
        <translation>&amp;Веће карте</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show Column &amp;Keys</source>
        <extracomment>Shows on the table the key that picks each column.</extracomment>
        <translation>П&amp;рикажи тастере колона</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Увећај</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;Out</source>
        <translation>У&amp;мањи</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Actual Si&amp;ze</source>
        <translation>&amp;Нормална величина</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../qt/window/view.py" line="+136"/>
        <source>&amp;Keyboard</source>
        <extracomment>Help menu: the list of keys that play the game.</extracomment>
        <translation>&amp;Тастатура</translation>
    </message>
    <message>
        <location line="-9"/>
        <location filename="../qt/window/view.py" line="+0"/>
        <source>&amp;Help</source>
        <translation>По&amp;моћ</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>With Winnable Deals Only on, New Deal deals a deal of this difficulty: how hard the solver found it ({games}; other games: any winnable deal).</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty, each level&apos;s tooltip. {games}: the names of the games whose deals have a difficulty, with &quot; · &quot; between (&quot;Baker&apos;s Dozen · Spanish Patience&quot;).</extracomment>
        <translation>Када је укључено Само дељења која могу да се добију, Нова партија дели дељење ове тежине: колико је било тешко решавачу ({games}; остале игре: било које дељење које може да се добије).</translation>
    </message>
    <message>
        <location line="+346"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Како се игра</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;About</source>
        <translation>&amp;О програму</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt-у</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game</source>
        <extracomment>The toolbar&apos;s name (shown when right-clicking the toolbar area).</extracomment>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../qt/window/menus.py" line="+151"/>
        <location line="+1"/>
        <source>More buttons</source>
        <extracomment>The toolbar&apos;s button that shows the buttons a narrow window has no room for.</extracomment>
        <translation>Још дугмади</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Undo {step}</source>
        <extracomment>Edit menu. {step} is the step it takes back: &quot;&amp;Undo Move 7♣ to 8♥&quot;.</extracomment>
        <translation>&amp;Опозови {step}</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="-219"/>
        <location filename="../qt/window/menus.py" line="+0"/>
        <source>&amp;Undo</source>
        <translation>&amp;Опозови</translation>
    </message>
    <message>
        <location filename="../qt/window/menus.py" line="+2"/>
        <source>&amp;Redo {step}</source>
        <extracomment>Edit menu. {step} is the step it makes again: &quot;&amp;Redo Move 7♣ to 8♥&quot;.</extracomment>
        <translation>&amp;Понови {step}</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+10"/>
        <location filename="../qt/window/menus.py" line="+0"/>
        <source>&amp;Redo</source>
        <translation>&amp;Понови</translation>
    </message>
    <message>
        <location filename="../qt/words/i18n.py" line="+198"/>
        <source>{menu} → {entry}</source>
        <extracomment>How a sentence names a menu entry: {menu} is the menu (&quot;Edit&quot;), {entry} the entry in it (&quot;Where Was It Lost?&quot;). Keep the arrow, or word it your way.</extracomment>
        <translation>{menu} → {entry}</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <location filename="../qt/words/wording.py" line="+26"/>
        <source>Move {card} to the foundation</source>
        <extracomment>An entry of the Undo history. {card} is a card&apos;s short form, such as 7♣.</extracomment>
        <translation>потез {card} на темељ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {card} to empty column {column}</source>
        <translation>потез {card} у празну колону {column}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move {card} to {under}</source>
        <extracomment>{card} goes on top of the card {under}: &quot;Move 7♣ to 8♥&quot;.</extracomment>
        <translation>потез {card} на {under}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>move {card} to the foundation</source>
        <extracomment>A move quoted inside a sentence, after a colon: &quot;Move 12 was: move 7♣ to ...&quot;.</extracomment>
        <translation>{card} на темељ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>move {card} to empty column {column}</source>
        <extracomment>A move quoted inside a sentence, after a colon.</extracomment>
        <translation>{card} у празну колону {column}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>move {card} to {under}</source>
        <extracomment>A move quoted inside a sentence, after a colon: &quot;Move 12 was: move 7♣ to 8♥.&quot;.</extracomment>
        <translation>{card} на {under}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Restart</source>
        <extracomment>Undo history: the step &quot;restart the deal&quot;; shown after &quot;Undo&quot; in the Edit menu.</extracomment>
        <translation>поновни почетак</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auto Finish</source>
        <extracomment>Undo history: the step &quot;Auto Finish&quot;; shown after &quot;Undo&quot; in the Edit menu.</extracomment>
        <translation>аутоматско завршавање</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hint: move {card} from column {source} to the foundation.</source>
        <translation>Савет: преместите {card} из колоне {source} на темељ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: move {card} from column {source} to empty column {column}.</source>
        <translation>Савет: преместите {card} из колоне {source} у празну колону {column}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: move {card} from column {source} onto {under} in column {column}.</source>
        <translation>Савет: преместите {card} из колоне {source} на {under} у колони {column}.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../qt/speech/announcer.py" line="+37"/>
        <source>New game: {variant}, deal {deal}.</source>
        <translation>Нова партија: {variant}, дељење {deal}.</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%n step(s) done.</source>
        <translation>
            <numerusform>Извршен је %n корак.</numerusform>
            <numerusform>Извршена су %n корака.</numerusform>
            <numerusform>Извршено је %n корака.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n step(s) undone.</source>
        <translation>
            <numerusform>Опозван је %n корак.</numerusform>
            <numerusform>Опозвана су %n корака.</numerusform>
            <numerusform>Опозвано је %n корака.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Auto Finish: %n card(s) to the foundations.</source>
        <translation>
            <numerusform>Аутоматско завршавање: %n карта на темеље.</numerusform>
            <numerusform>Аутоматско завршавање: %n карте на темеље.</numerusform>
            <numerusform>Аутоматско завршавање: %n карата на темеље.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Played %n move(s) for you.</source>
        <translation>
            <numerusform>Уместо вас је одигран %n потез.</numerusform>
            <numerusform>Уместо вас су одиграна %n потеза.</numerusform>
            <numerusform>Уместо вас је одиграно %n потеза.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Also to the foundations: {cards}.</source>
        <translation>Такође на темеље: {cards}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Column {column} is empty now.</source>
        <translation>Колона {column} је сада празна.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is now on top of column {column}.</source>
        <extracomment>The card a move uncovered: &quot;Ten of spades is now on top of column 1.&quot;</extracomment>
        <translation>{card} је сада на врху колоне {column}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{card} is back on column {column}: move undone.</source>
        <extracomment>Said after Undo; {card} is a full card name: &quot;seven of clubs&quot;.</extracomment>
        <translation>{card} је поново у колони {column}: потез је опозван.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{card} goes to the foundation.</source>
        <extracomment>A move just made; {card} is a full card name: &quot;seven of clubs&quot;.</extracomment>
        <translation>{card} иде на темељ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} goes to empty column {column}.</source>
        <extracomment>A move just made; {card} is a full card name: &quot;seven of clubs&quot;.</extracomment>
        <translation>{card} иде у празну колону {column}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} goes onto {under}.</source>
        <extracomment>A move just made: &quot;Seven of clubs goes onto eight of hearts.&quot;</extracomment>
        <translation>{card} иде на карту {under}.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Restart undone: the moves are back.</source>
        <translation>Поновни почетак је опозван: потези су враћени.</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>New game: {variant}, practice: not counted in the statistics.</source>
        <translation>Нова партија: {variant}, вежба: не рачуна се у статистику.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Back to the deal. The clock keeps running: time counts on the deal, restarts included.</source>
        <translation>Назад на почетак дељења. Сат и даље ради: време се рачуна за цело дељење, укључујући поновне почетке.</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Auto Finish undone: %n card(s) back on the table.</source>
        <translation>
            <numerusform>Аутоматско завршавање је опозвано: %n карта је поново у табели.</numerusform>
            <numerusform>Аутоматско завршавање је опозвано: %n карте су поново у табели.</numerusform>
            <numerusform>Аутоматско завршавање је опозвано: %n карата је поново у табели.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Undone: %n move(s) played for you.</source>
        <translation>
            <numerusform>Опозвано: %n потез који је игра одиграла уместо вас.</numerusform>
            <numerusform>Опозвано: %n потеза које је игра одиграла уместо вас.</numerusform>
            <numerusform>Опозвано: %n потеза које је игра одиграла уместо вас.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move undone.</source>
        <translation>Потез је опозван.</translation>
    </message>
</context>
<context>
    <name>NewGames</name>
    <message>
        <location filename="../qt/features/new_games.py" line="+24"/>
        <source>The daily deal of {date} again, as deal {number}: it counts as that numbered deal, not as the daily deal.</source>
        <translation>Дневно дељење од {date} поново, као дељење {number}: рачуна се као то нумерисано дељење, а не као дневно дељење.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../qt/files/notices.py" line="+67"/>
        <source>Your saved game could not be read: it is damaged.</source>
        <translation>Сачувана партија не може да се прочита: оштећена је.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your saved game could not be read: it cannot be opened.</source>
        <translation>Сачувана партија не може да се прочита: не може да се отвори.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be read: the file is far too large to be one.</source>
        <translation>Сачувана партија не може да се прочита: датотека је превелика да би била сачувана партија.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be read: a newer version of Baker&apos;s Dozen wrote it.</source>
        <translation>Сачувана партија не може да се прочита: записала ју је новија верзија игре Baker&apos;s Dozen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your saved game could not be read.</source>
        <translation>Сачувана партија не може да се прочита.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was kept as:
{path}

A new game was dealt; nothing else was lost.</source>
        <translation>Сачувана је као:
{path}

Подељена је нова партија; ништа друго није изгубљено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It could not be moved aside, so it was left where it is:
{path}

A new game was dealt. The game will not save over that file until you start Baker&apos;s Dozen again.</source>
        <translation>Није могла да се склони, па је остављена где јесте:
{path}

Подељена је нова партија. Игра неће снимати преко те датотеке док поново не покренете Baker&apos;s Dozen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your game is not being saved.</source>
        <translation>Ваша партија се не чува.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game that could not be read is still in the way:
{path}

Move it elsewhere and start Baker&apos;s Dozen again to save your games.</source>
        <translation>Сачувана партија која не може да се прочита и даље смета:
{path}

Преместите је негде другде и поново покрените Baker&apos;s Dozen да би се ваше партије чувале.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your game could not be saved.</source>
        <translation>Ваша партија није могла да се сачува.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saving to {path} failed: {reason}.

Play on: the game tries again every little while, and nothing is lost while the window stays open.</source>
        <translation>Чување у {path} није успело: {reason}.

Играјте даље: игра ће ускоро покушати поново, а док је прозор отворен, ништа се не губи.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your game is saved again.</source>
        <translation>Ваша партија се поново чува.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your statistics file was damaged.</source>
        <translation>Датотека са статистиком је била оштећена.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was kept as:
{path}

A new statistics file was started; your games from now on are counted there.</source>
        <translation>Сачувана је као:
{path}

Започета је нова датотека са статистиком; ваше партије се од сада рачунају у њој.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your statistics were written by a newer version of Baker&apos;s Dozen.</source>
        <translation>Вашу статистику је записала новија верзија игре Baker&apos;s Dozen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They were kept as:
{path}

A new statistics file was started.</source>
        <translation>Сачувана је као:
{path}

Започета је нова датотека са статистиком.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The games waiting from the last run were damaged. What could be kept is in:
{path}</source>
        <translation>Партије које су чекале од прошлог покретања биле су оштећене. Оно што је могло да се сачува налази се у:
{path}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n finished game(s) could not be written to the statistics.</source>
        <translation>
            <numerusform>%n завршена партија није могла да се упише у статистику.</numerusform>
            <numerusform>%n завршене партије нису могле да се упишу у статистику.</numerusform>
            <numerusform>%n завршених партија није могло да се упише у статистику.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The folder for your saved game and statistics cannot be used: {reason}.
{path}

Play on: the game works, but keeps neither this game nor its statistics until that is put right.</source>
        <translation>Фасцикла за сачувану партију и статистику не може да се користи: {reason}.
{path}

Играјте даље: игра ради, али не чува ни ову партију ни њену статистику док се то не исправи.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your games will not be saved this time.</source>
        <translation>Ваше партије овог пута неће бити сачуване.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A file is in the way, where their folder belongs:
{path}

The game starts with its usual settings and leaves that file alone.</source>
        <translation>На месту њихове фасцикле налази се датотека:
{path}

Игра почиње са уобичајеним подешавањима и не дира ту датотеку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your preferences cannot be kept.</source>
        <translation>Ваша подешавања не могу да се сачувају.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Technical detail, for a bug report (in English):</source>
        <translation>Технички детаљ за пријаву грешке (на енглеском):</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Some games could not be counted.</source>
        <translation>Неке партије нису могле да се урачунају.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Statistics are paused: another program is using the file. Your games are kept and counted when it lets go.</source>
        <translation>Статистика је паузирана: други програм користи датотеку. Ваше партије се чувају и биће урачунате када је ослободи.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Statistics are paused: the file cannot be written. Your games are kept and counted as soon as it can be.</source>
        <translation>Статистика је паузирана: у датотеку не може да се пише. Ваше партије се чувају и биће урачунате чим то буде могуће.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics work again: every waiting game is counted.</source>
        <translation>Статистика поново ради: све партије које су чекале су урачунате.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>They were kept as:
{path}

The game starts with its usual settings.</source>
        <translation>Сачувана су као:
{path}

Игра почиње са уобичајеним подешавањима.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file could not be moved aside:
{path}

The game starts with its usual settings and will not change that file.</source>
        <translation>Датотека није могла да се склони:
{path}

Игра почиње са уобичајеним подешавањима и неће мењати ту датотеку.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your preferences could not be read.</source>
        <translation>Ваша подешавања нису могла да се прочитају.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Baker&apos;s Dozen</source>
        <translation>Baker&apos;s Dozen</translation>
    </message>
    <message>
        <location filename="../qt/words/reason_words.py" line="+30"/>
        <source>the disk is full</source>
        <translation>диск је пун</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>permission denied</source>
        <translation>приступ је одбијен</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is read-only</source>
        <translation>диск је само за читање</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a folder is in the way</source>
        <extracomment>The file&apos;s name is taken by a folder.</extracomment>
        <translation>на том месту је фасцикла</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a file is in the way</source>
        <extracomment>A file stands where a folder should be.</extracomment>
        <translation>на том месту је датотека</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a folder on the way is missing</source>
        <extracomment>A folder on the file&apos;s path does not exist (a link leads nowhere, say).</extracomment>
        <translation>недостаје фасцикла на путањи</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>links on the way lead round in a circle</source>
        <extracomment>Symbolic links on the file&apos;s path point at each other, never reaching a folder.</extracomment>
        <translation>везе на путањи воде укруг</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its name is too long</source>
        <extracomment>The path of the file (its folders and name) is longer than the system allows.</extracomment>
        <translation>назив је предугачак</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused</source>
        <translation>систем је то одбио</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused (error {code})</source>
        <extracomment>{code} is the system&apos;s error number, for whoever looks it up.</extracomment>
        <translation>систем је то одбио (грешка {code})</translation>
    </message>
</context>
<context>
    <name>OnlineBoard</name>
    <message>
        <location filename="../qt/online/daily_result.py" line="+155"/>
        <source>The daily results waiting for the online board could not be read; the file was kept as {file}.</source>
        <extracomment>{file} is the name the unreadable file was kept under.</extracomment>
        <translation>Резултати који чекају слање на онлајн ранг-листу нису могли да се прочитају; датотека је сачувана као {file}.</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Online board: sending your result…</source>
        <translation>Онлајн ранг-листа: ваш резултат се шаље…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Online board: not reached now ({reason}); your result is kept and will be sent later.</source>
        <extracomment>{reason} says why: no network, the board busy...</extracomment>
        <translation>Онлајн ранг-листа: тренутно није доступна ({reason}); ваш резултат је сачуван и биће послат касније.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Online board: your result was refused ({reason}).</source>
        <extracomment>{reason} is the board&apos;s own reason, as it wrote it (in English).</extracomment>
        <translation>Онлајн ранг-листа: ваш резултат је одбијен ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Online board: your first game of this daily deal is the one that counts.</source>
        <translation>Онлајн ранг-листа: рачуна се ваша прва партија овог дневног дељења.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Online board: place {rank}</source>
        <extracomment>The place the online board gave this win among the day&apos;s ranked games.</extracomment>
        <translation>Онлајн ранг-листа: {rank}. место</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online board: your game is listed, not ranked.</source>
        <translation>Онлајн ранг-листа: ваша партија је на списку, али није рангирана.</translation>
    </message>
</context>
<context>
    <name>OnlineBoardView</name>
    <message>
        <location filename="../qt/online/board_view.py" line="-67"/>
        <location line="+22"/>
        <source>Online board</source>
        <translation>Онлајн ранг-листа</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Place</source>
        <extracomment>The online board&apos;s columns: place, the player&apos;s name, score, time, moves.</extracomment>
        <translation>Место</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Поени</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Време</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Потези</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The board counts every move, the ones made for you too.</source>
        <translation>Ранг-листа броји сваки потез, и оне одигране за вас.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+186"/>
        <source>&amp;Watch</source>
        <extracomment>Statistics, the online board: watch the chosen entry&apos;s game move by move.</extracomment>
        <translation>Гл&amp;едај</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>Fetch the chosen game&apos;s moves from the board and replay them move by move</source>
        <translation>Преузми потезе изабране партије са ранг-листе и репродукуј их потез по потез</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not opted in: nothing is sent or asked. {path} joins a board.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Game → Online Daily Board…&quot;.</extracomment>
        <translation>Нисте пријављени: ништа се не шаље нити тражи. {path} вас пријављује на ранг-листу.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asking the online board…</source>
        <translation>Питам онлајн ранг-листу…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot reach the online board at {address}: {reason}</source>
        <extracomment>{reason} says why: no network, a name that is not found, an answer too large...</extracomment>
        <translation>Онлајн ранг-листа на адреси {address} није доступна: {reason}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The online board cannot show this day: {reason}</source>
        <extracomment>{reason} is what the board said, as it wrote it (in English).</extracomment>
        <translation>Онлајн ранг-листа не може да прикаже овај дан: {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No game on the online board for this day yet.</source>
        <translation>За овај дан још нема партија на онлајн ранг-листи.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s) on the online board for this day.</source>
        <translation>
            <numerusform>%n играч на онлајн ранг-листи за овај дан.</numerusform>
            <numerusform>%n играча на онлајн ранг-листи за овај дан.</numerusform>
            <numerusform>%n играча на онлајн ранг-листи за овај дан.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no game on this board.</source>
        <translation>Немате партију на овој ранг-листи.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your place: {rank}</source>
        <extracomment>The player&apos;s place among the games ranked on the online board (wins without help).</extracomment>
        <translation>Ваше место: {rank}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is on the board: won with help, not ranked.</source>
        <translation>Ваша партија је на ранг-листи: добијена уз помоћ, без места.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is on the board: not won, not ranked.</source>
        <translation>Ваша партија је на ранг-листи: није добијена, без места.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Watch a Won Game</source>
        <extracomment>Title of the box asking before a daily deal&apos;s winning game is shown.</extracomment>
        <translation>Гледање добијене партије</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have not finished this daily deal yet: watching the game shows how it can be won. Watch it all the same?</source>
        <translation>Ово дневно дељење још нисте завршили: гледање партије показује како може да се добије. Да ли ипак желите да је гледате?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Fetching the game&apos;s moves from the online board…</source>
        <translation>Преузимају се потези партије са онлајн ранг-листе…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This game cannot be watched: {reason}</source>
        <extracomment>{reason}: why a board&apos;s game cannot be watched (no answer, a damaged line...).</extracomment>
        <translation>Ова партија не може да се гледа: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} on the online board: {variant}, daily deal {date}</source>
        <extracomment>Above a replay of a game of the online board: &quot;Ann on the online board: Baker&apos;s Dozen, daily deal 2026-11-30&quot;.</extracomment>
        <translation>{name} на онлајн ранг-листи: {variant}, дневно дељење {date}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game cannot be watched: its moves do not fit its deal.</source>
        <translation>Ова партија не може да се гледа: њени потези не одговарају њеном дељењу.</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+4"/>
        <location line="+6"/>
        <location line="+2"/>
        <source>the board&apos;s answer is damaged</source>
        <translation>одговор ранг-листе је оштећен</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>the board sent no moves for it</source>
        <translation>ранг-листа није послала потезе за њу</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <location filename="../qt/online/opt_in.py" line="+126"/>
        <source>Online Daily Board</source>
        <translation>Онлајн ранг-листа дневног дељења</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>See where you stand on the day&apos;s daily deal among other players, on an online board that a friend, a club or anyone keeps with bakers-dozen-server. No board is built in: give the address of one you trust. The board replays every game it is sent and scores it itself; the time played, and who found the moves, it can only take on trust.</source>
        <translation>Погледајте где стојите у дневном дељењу међу другим играчима, на онлајн ранг-листи коју пријатељ, клуб или било ко води помоћу bakers-dozen-server. Ниједна ранг-листа није уграђена: унесите адресу оне којој верујете. Ранг-листа поново одигра сваку партију која јој се пошаље и сама рачуна поене; време игре и то ко је пронашао потезе мора да узме на поверење.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Boards are kept by players: anyone can start one on a computer of their own with the command bakers-dozen-server (installed by pip install &apos;bakers-dozen-qt[server]&apos;). It says its address, such as http://127.0.0.1:8080 on that same computer; friends elsewhere need one their computers can reach.</source>
        <extracomment>The commands stay as they are: the player types them.</extracomment>
        <translation>Ранг-листе воде сами играчи: свако може да покрене једну на свом рачунару командом bakers-dozen-server (инсталира се са pip install &apos;bakers-dozen-qt[server]&apos;). Она каже своју адресу, на пример http://127.0.0.1:8080 на том истом рачунару; пријатељима на другим местима треба адреса до које њихови рачунари могу да дођу.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board &amp;address:</source>
        <extracomment>Label of the field where the player types the online board&apos;s web address.</extracomment>
        <translation>&amp;Адреса ранг-листе:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name on the board:</source>
        <translation>Ваше &amp;име на ранг-листи:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board&apos;s &amp;join code:</source>
        <extracomment>Label of the field for the code a friends&apos; or club&apos;s board asks of its players.</extracomment>
        <translation>&amp;Приступни код ранг-листе:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Send my daily deal results to this board</source>
        <translation>&amp;Шаљи моје резултате дневног дељења на ову ранг-листу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;small&gt;Sent for each daily deal you finish (won, or given up after a move): the date, the variant, your moves, the time played, the hints, undos and help used, your name, and a random code made for this installation so that the board keeps one game per player. Nothing else. Numbered deals, custom rules and pasted boards are never sent.&lt;/small&gt;</source>
        <translation>&lt;small&gt;Шаље се за свако дневно дељење које завршите (добијено или напуштено после потеза): датум, варијанта, ваши потези, време игре, искоришћени савети, опозивања и помоћ, ваше име и насумични код направљен за ову инсталацију да би ранг-листа чувала једну партију по играчу. Ништа друго. Дељења по броју, сопствена правила и налепљени распореди се никада не шаљу.&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Write the board&apos;s whole address, beginning with {https} or {http}.</source>
        <extracomment>{https} and {http} are the beginnings of web addresses: https:// and http://.</extracomment>
        <translation>Напишите целу адресу ранг-листе, која почиње са {https} или {http}.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Choose the name to show on the board: %n character(s) at most.</source>
        <translation>
            <numerusform>Изаберите име које ће се приказати на ранг-листи: највише %n знак.</numerusform>
            <numerusform>Изаберите име које ће се приказати на ранг-листи: највише %n знака.</numerusform>
            <numerusform>Изаберите име које ће се приказати на ранг-листи: највише %n знакова.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asking the board…</source>
        <translation>Шаљем упит ранг-листи…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This board takes results only from players who know its join code: ask the one who keeps it.</source>
        <translation>Ова ранг-листа прима резултате само од играча који знају њен приступни код: питајте онога ко води ранг-листу.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is not this board&apos;s join code.</source>
        <translation>То није приступни код ове ранг-листе.</translation>
    </message>
</context>
<context>
    <name>PileWords</name>
    <message numerus="yes">
        <location filename="../qt/speech/spoken_names.py" line="-21"/>
        <source>%n card(s)</source>
        <extracomment>A count of cards in a pile&apos;s name: &quot;Column 4, {6 cards}, top: ...&quot;.</extracomment>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карте</numerusform>
            <numerusform>%n карата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{cards}, %n of them face down</source>
        <extracomment>{cards} is &quot;4 cards&quot;; %n of those lie face down.</extracomment>
        <translation>
            <numerusform>{cards}, од тога %n лицем надоле</numerusform>
            <numerusform>{cards}, од тога %n лицем надоле</numerusform>
            <numerusform>{cards}, од тога %n лицем надоле</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column {column}, {cards}, top: {card}</source>
        <extracomment>{cards}: &quot;6 cards&quot; or &quot;4 cards, 3 of them face down&quot;; {card}: &quot;seven of clubs&quot;.</extracomment>
        <translation>Колона {column}, {cards}, на врху: {card}</translation>
    </message>
</context>
<context>
    <name>Piles</name>
    <message>
        <location line="-79"/>
        <source>Clubs foundation, empty</source>
        <translation>Темељ за треф, празан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds foundation, empty</source>
        <translation>Темељ за каро, празан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts foundation, empty</source>
        <translation>Темељ за херц, празан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades foundation, empty</source>
        <translation>Темељ за пик, празан</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clubs foundation, up to {rank}</source>
        <translation>Темељ за треф, на врху {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds foundation, up to {rank}</source>
        <translation>Темељ за каро, на врху {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts foundation, up to {rank}</source>
        <translation>Темељ за херц, на врху {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades foundation, up to {rank}</source>
        <translation>Темељ за пик, на врху {rank}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Column {column}, empty</source>
        <translation>Колона {column}, празна</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>From the bottom: {cards}.</source>
        <translation>Одоздо: {cards}.</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../qt/words/qt_gaps.py" line="+39"/>
        <source>&amp;Step up</source>
        <translation>&amp;Увећај</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;down</source>
        <translation>У&amp;мањи</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="+9"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Тражи у:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>&amp;Име датотеке:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Врста датотека:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Напред</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>Надређена фасцикла</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>Направи нову фасциклу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>Приказ листе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>Детаљан приказ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Сачувај</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Величина</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>Врста</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>Датум измене</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location line="-40"/>
        <source>&amp;OK</source>
        <translation>&amp;У реду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Откажи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Затвори</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="+8"/>
        <source>&amp;Undo</source>
        <translation>&amp;Опозови</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Понови</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>Исе&amp;ци</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копирај</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>&amp;Налепи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Обриши</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Изабери све</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location line="-12"/>
        <source>Show Details...</source>
        <translation>Прикажи детаље...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide Details...</source>
        <translation>Сакриј детаље...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-11"/>
        <source>OK</source>
        <translation>У реду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Откажи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Не</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <location line="+48"/>
        <source>Undo</source>
        <translation>Опозови</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Понови</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy</source>
        <translation>Копирај</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste</source>
        <translation>Налепи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut</source>
        <translation>Исеци</translation>
    </message>
    <message>
        <location filename="../qt/words/qt_key_names.py" line="+19"/>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meta</source>
        <translation>Meta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Return</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ins</source>
        <translation>Ins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PgUp</source>
        <translation>PgUp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PgDown</source>
        <translation>PgDown</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location filename="../qt/words/qt_gaps.py" line="-30"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копирај</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy &amp;Link Location</source>
        <translation>Копирај &amp;адресу везе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Изабери све</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <location filename="../qt/speech/spoken_names.py" line="-115"/>
        <source>ace</source>
        <translation>ас</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>двојка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>тројка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>четворка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>петица</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>шестица</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>седмица</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>осмица</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>деветка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>десетка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>жандар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>краљ</translation>
    </message>
</context>
<context>
    <name>RecentGamesChart</name>
    <message>
        <location filename="../qt/statistics/charts.py" line="+212"/>
        <source>Chart of the last games</source>
        <translation>Графикон последњих партија</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 of the last %n game(s) won</source>
        <translation>
            <numerusform>Добијено %1 од последње %n партије</numerusform>
            <numerusform>Добијено %1 од последње %n партије</numerusform>
            <numerusform>Добијено %1 од последњих %n партија</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No games yet: finished games appear here.</source>
        <translation>Још нема партија: овде се појављују завршене партије.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Won</source>
        <extracomment>The chart&apos;s legend: game won, won with the solver&apos;s help, not won.</extracomment>
        <translation>Добијена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with help</source>
        <translation>Добијена уз помоћ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not won</source>
        <translation>Није добијена</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Win rate (last %n game(s))</source>
        <extracomment>The line of the win rate over the last games (20 of them, say).</extracomment>
        <translation>
            <numerusform>Проценат победа (последња %n партија)</numerusform>
            <numerusform>Проценат победа (последње %n партије)</numerusform>
            <numerusform>Проценат победа (последњих %n партија)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+100"/>
        <source>Game %1 of %2: won with help, %Ln point(s)</source>
        <translation>
            <numerusform>Партија %1 од %2: добијена уз помоћ, %Ln поен</numerusform>
            <numerusform>Партија %1 од %2: добијена уз помоћ, %Ln поена</numerusform>
            <numerusform>Партија %1 од %2: добијена уз помоћ, %Ln поена</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game %1 of %2: won, %Ln point(s)</source>
        <translation>
            <numerusform>Партија %1 од %2: добијена, %Ln поен</numerusform>
            <numerusform>Партија %1 од %2: добијена, %Ln поена</numerusform>
            <numerusform>Партија %1 од %2: добијена, %Ln поена</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game %1 of %2: not won, %Ln point(s)</source>
        <translation>
            <numerusform>Партија %1 од %2: није добијена, %Ln поен</numerusform>
            <numerusform>Партија %1 од %2: није добијена, %Ln поена</numerusform>
            <numerusform>Партија %1 од %2: није добијена, %Ln поена</numerusform>
        </translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Score</source>
        <translation>Поени</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate</source>
        <translation>Проценат победа</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Games, oldest to latest</source>
        <translation>Партије, од најстарије до најновије</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Win rate over the last %n game(s): %1</source>
        <translation>
            <numerusform>Проценат победа за последњу %n партију: %1</numerusform>
            <numerusform>Проценат победа за последње %n партије: %1</numerusform>
            <numerusform>Проценат победа за последњих %n партија: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../qt/words/wording.py" line="+12"/>
        <source>There is no column {column}.</source>
        <translation>Колона {column} не постоји.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card cannot move onto its own column.</source>
        <translation>Карта не може да се премести у сопствену колону.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column {column} is empty.</source>
        <translation>Колона {column} је празна.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} cannot go to the foundation yet.</source>
        <translation>Карта {card} још не може на темељ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} needs {needs} on the foundation first.</source>
        <extracomment>{needs} is the card of the same suit one rank lower: &quot;7♦ needs 6♦ ...&quot;.</extracomment>
        <translation>Карта {card} може на темељ тек после карте {needs}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Column {column} is empty, and empty columns stay empty.</source>
        <translation>Колона {column} је празна, а празне колоне остају празне.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a king may go into the empty column {column}.</source>
        <translation>У празну колону {column} може само краљ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} is alone in its column: moving it to an empty column changes nothing.</source>
        <translation>Карта {card} је сама у својој колони: премештање у празну колону ништа не мења.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{card} does not go on {onto}: build down one rank.</source>
        <extracomment>A card goes only onto a card exactly one rank higher: any 7 on any 8.</extracomment>
        <translation>Карта {card} не иде на карту {onto}: слаже се наниже, на карту за један вишу.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} does not go on {onto}: build in suit.</source>
        <translation>Карта {card} не иде на карту {onto}: слаже се у истој боји.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} does not go on {onto}: alternate the colours.</source>
        <translation>Карта {card} не иде на карту {onto}: боје се смењују, црвена на црну и црна на црвену.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../qt/replay/loss_verdict.py" line="+63"/>
        <source>This game was won.</source>
        <translation>Ова партија је добијена.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for the move that lost this game…</source>
        <translation>Тражи се потез којим је ова партија изгубљена…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal could not be won from the start: no move lost it.</source>
        <translation>Ово дељење није могло да се добије од почетка: ниједан потез га није изгубио.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When this game ended, it could still have been won.</source>
        <translation>Када се ова партија завршила, још је могла да се добије.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost at move {number}: before it, the game could still be won.</source>
        <extracomment>{number}: the move after which the replayed game could not be won.</extracomment>
        <translation>Изгубљено потезом {number}: пре њега је партија још могла да се добије.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move that lost the game was found: the search gave up.</source>
        <translation>Потез којим је партија изгубљена није пронађен: претрага је одустала.</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <location filename="../qt/replay/replay_panel.py" line="+121"/>
        <source>Replay</source>
        <extracomment>The title of the panel beside the table while a finished game is replayed.</extracomment>
        <translation>Репродукција</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To the deal (Home)</source>
        <extracomment>A replay&apos;s button; the key in brackets.</extracomment>
        <translation>На дељење (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>Један потез назад (стрелица лево)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move on (Right)</source>
        <translation>Један потез напред (стрелица десно)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last move (End)</source>
        <translation>На последњи потез (End)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Speed:</source>
        <extracomment>The speed of a replay&apos;s play: how long each move stays on the table.</extracomment>
        <translation>&amp;Брзина:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow (2 seconds a move)</source>
        <extracomment>Replay speeds, slowest first.</extracomment>
        <translation>Споро (2 секунде по потезу)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal (1 second a move)</source>
        <translation>Нормално (1 секунда по потезу)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast (2 moves a second)</source>
        <translation>Брзо (2 потеза у секунди)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very fast (4 moves a second)</source>
        <translation>Веома брзо (4 потеза у секунди)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Moves:</source>
        <extracomment>The list of a replay&apos;s moves; choosing one shows the table after it.</extracomment>
        <translation>По&amp;тези:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves of the replay</source>
        <translation>Потези репродукције</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys: Left and Right step, Home and End jump, Page Up and Page Down ten moves, P plays and pauses, + and - change the speed, Esc leaves.</source>
        <translation>Тастери: стрелице лево и десно за по један потез, Home и End на почетак и крај, Page Up и Page Down десет потеза, P пушта и паузира, + и - мењају брзину, Esc излази.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Back to Your Game</source>
        <translation>На&amp;зад на вашу партију</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the replay (Esc)</source>
        <translation>Изађи из репродукције (Esc)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pause (P)</source>
        <translation>Пауза (P)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play (P)</source>
        <translation>Пусти (P)</translation>
    </message>
</context>
<context>
    <name>Replayer</name>
    <message>
        <location filename="../qt/replay/replayer.py" line="+90"/>
        <source>This game cannot be replayed: its move {number} does not fit the deal.</source>
        <extracomment>{number}: the first move of a kept game that does not fit its deal.</extracomment>
        <translation>Ова партија не може да се репродукује: њен потез {number} не одговара дељењу.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Back to your game.</source>
        <translation>Назад на вашу партију.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replay: the table is read-only. Esc goes back to your game.</source>
        <extracomment>The status bar while a finished game is replayed on the table.</extracomment>
        <translation>Репродукција: табела је само за читање. Esc вас враћа на вашу партију.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Paused.</source>
        <translation>Паузирано.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The deal</source>
        <extracomment>The first row of a replay&apos;s list of moves: the table as it was dealt.</extracomment>
        <translation>Дељење</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{number}. {move}</source>
        <extracomment>A row of a replay&apos;s list of moves: &quot;12. Move 7♣ to 8♥&quot;.</extracomment>
        <translation>{number}. {move}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game was lost here</source>
        <extracomment>Marks the move in a replay&apos;s list after which the game could not be won.</extracomment>
        <translation>овде је партија изгубљена</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>The deal: %n move(s) to watch.</source>
        <extracomment>Where a replay stands: at the deal, before any of its moves.</extracomment>
        <translation>
            <numerusform>Дељење: %n потез за гледање.</numerusform>
            <numerusform>Дељење: %n потеза за гледање.</numerusform>
            <numerusform>Дељење: %n потеза за гледање.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move {number} of {count}</source>
        <extracomment>Where a replay stands: &quot;Move 12 of 87&quot;.</extracomment>
        <translation>Потез {number} од {count}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay</source>
        <extracomment>On the table during a replay, above the variant&apos;s name.</extracomment>
        <translation>Репродукција</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{heading}. Replay: Left and Right step, P plays, Esc leaves.</source>
        <extracomment>Said when a replay starts: whose game, then how to move along it.</extracomment>
        <translation>{heading}. Репродукција: стрелице лево и десно за по један потез, P пушта, Esc излази.</translation>
    </message>
</context>
<context>
    <name>RulesInBrief</name>
    <message>
        <location filename="../qt/words/variant_names.py" line="+96"/>
        <source>any suit</source>
        <extracomment>A custom game&apos;s rules in brief (window title, table), part 1 of 4: what a card is built on. The parts are joined by &quot;{build}, {empty}, ...&quot;.</extracomment>
        <translation>било која боја</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alternate colours</source>
        <translation>наизменичне боје</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>same suit</source>
        <translation>иста боја</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty columns stay empty</source>
        <extracomment>A custom game&apos;s rules in brief, part 2 of 4: what fills an empty column.</extracomment>
        <translation>празне колоне остају празне</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kings fill empty columns</source>
        <translation>празна колона прима само краља</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any card fills empty columns</source>
        <translation>празна колона прима било коју карту</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n row(s) face down</source>
        <extracomment>A custom game&apos;s rules in brief, part 3 of 4: rows dealt face down.</extracomment>
        <translation>
            <numerusform>%n ред лицем надоле</numerusform>
            <numerusform>%n реда лицем надоле</numerusform>
            <numerusform>%n редова лицем надоле</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all face up</source>
        <translation>све лицем нагоре</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kings to the bottom</source>
        <extracomment>A custom game&apos;s rules in brief, part 4 of 4: kings moved under the others.</extracomment>
        <translation>краљеви на дну</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kings stay put</source>
        <translation>краљеви остају на месту</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{build}, {empty}, {dealt}, {kings}</source>
        <extracomment>How the four parts of a custom game&apos;s rules in brief are joined.</extracomment>
        <translation>{build}, {empty}, {dealt}, {kings}</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <location filename="../qt/dialogs/how_to_play.py" line="-272"/>
        <source>Goal</source>
        <extracomment>Help &gt; How to Play: the headings of its sections.</extracomment>
        <translation>Циљ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal</source>
        <translation>Дељење</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end</source>
        <translation>Крај</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strategy</source>
        <translation>Стратегија</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse and keys</source>
        <translation>Миш и тастатура</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Бодовање</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Put all 52 cards on the four foundations, one for each suit, each built up in its suit from the ace to the king.</source>
        <translation>Сложите све 52 карте на четири темеља, по један за сваку боју; сваки темељ се гради у својој боји, од аса до краља.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The whole deck is dealt into 13 columns of 4 cards.</source>
        <translation>Цео шпил се дели у 13 колона по 4 карте.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First the two aces that the shuffled deck would deal first go to their foundations. The other 50 cards are dealt into 10 columns of 5 cards.</source>
        <translation>Најпре два аса која би измешани шпил прва поделио иду на своје темеље. Осталих 50 карата дели се у 10 колона по 5 карата.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The cards are dealt into %n column(s).</source>
        <extracomment>Only for layouts other than 13 × 4 and 10 × 5 (none so far).</extracomment>
        <translation>
            <numerusform>Карте се деле у %n колону.</numerusform>
            <numerusform>Карте се деле у %n колоне.</numerusform>
            <numerusform>Карте се деле у %n колона.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each column gets %n card(s).</source>
        <extracomment>Only for layouts other than 13 × 4 and 10 × 5 (none so far).</extracomment>
        <translation>
            <numerusform>Свака колона добија %n карту.</numerusform>
            <numerusform>Свака колона добија %n карте.</numerusform>
            <numerusform>Свака колона добија %n карата.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Before the deal, %n ace(s) go to the foundations.</source>
        <translation>
            <numerusform>Пре дељења %n ас иде на темеље.</numerusform>
            <numerusform>Пре дељења %n аса иду на темеље.</numerusform>
            <numerusform>Пре дељења %n асова иде на темеље.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every card is dealt face up: the whole game is in sight from the start.</source>
        <translation>Све карте се деле лицем нагоре: цела партија је пред вама од самог почетка.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the top card of each column is dealt face up; the cards under it lie face down.</source>
        <translation>Само горња карта сваке колоне дели се лицем нагоре; карте испод ње леже лицем надоле.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The bottom %n card(s) of each column are dealt face down.</source>
        <translation>
            <numerusform>Доња %n карта сваке колоне дели се лицем надоле.</numerusform>
            <numerusform>Доње %n карте сваке колоне деле се лицем надоле.</numerusform>
            <numerusform>Доњих %n карата сваке колоне дели се лицем надоле.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A face-down card turns face up as soon as it is the top card of its column.</source>
        <translation>Карта лицем надоле окреће се чим постане горња карта своје колоне.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Before play starts, the kings of each column move to its bottom; the other cards keep their order.</source>
        <translation>Пре почетка игре краљеви у свакој колони прелазе на њено дно; остале карте задржавају свој редослед.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kings stay where they are dealt.</source>
        <translation>Краљеви остају тамо где су подељени.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a column moves, and only one card at a time.</source>
        <translation>Помера се само горња карта колоне, и то једна по једна.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card goes on a card one rank higher, whatever its suit or colour: any 7 on any 8. Nothing goes on an ace.</source>
        <translation>Карта иде на карту за један вишу, без обзира на боју: било која седмица на било коју осмицу. На аса не иде ништа.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A card goes on a card one rank higher of the other colour: a red 7 on a black 8, a black 7 on a red 8. Nothing goes on an ace.</source>
        <translation>Карта иде на карту за један вишу супротне боје: црвена седмица на црну осмицу, црна седмица на црвену осмицу. На аса не иде ништа.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A card goes on a card one rank higher of the same suit: the 7♣ on the 8♣ and on no other 8. Nothing goes on an ace.</source>
        <translation>Карта иде на карту за један вишу исте боје: 7♣ на 8♣ и ни на једну другу осмицу. На аса не иде ништа.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A column that empties stays empty for the rest of the game: no card may go there, not even a king.</source>
        <translation>Колона која се испразни остаје празна до краја партије: у њу не може ниједна карта, па ни краљ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An empty column takes a king, and no other card.</source>
        <translation>Празна колона прима краља и ниједну другу карту.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An empty column takes any card.</source>
        <translation>Празна колона прима било коју карту.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace goes up to the foundations as soon as it is free; each foundation then takes the next card of its suit, up to the king. A card on a foundation stays there.</source>
        <translation>Ас иде на темељ чим се ослободи; сваки темељ затим прима следећу карту своје боје, све до краља. Карта на темељу ту и остаје.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no stock, no free cell and no redeal: every card is on the table from the start.</source>
        <translation>Нема талона, слободних ћелија ни поновног дељења: све карте су у табели од самог почетка.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You win when all 52 cards are on the foundations. When no card can move, the game is lost; it can be lost long before that, and {solve} tells whether it can still be won.</source>
        <extracomment>{solve} is the menu entry Edit &gt; Solve, as the menu names it.</extracomment>
        <translation>Побеђујете када су све 52 карте на темељима. Када ниједна карта више не може да се помери, партија је изгубљена; она може бити изгубљена и много раније, а „{solve}“ каже да ли још може да се добије.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win when all 52 cards are on the foundations. When no card can move, the game is lost.</source>
        <translation>Побеђујете када су све 52 карте на темељима. Када ниједна карта више не може да се помери, партија је изгубљена.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start by finding the aces and twos, and count the cards lying on them: free the easiest ones first.</source>
        <translation>Почните тако што ћете пронаћи асеве и двојке и пребројати карте које леже на њима: прво ослободите оне до којих се најлакше стиже.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every card is in sight, so think a few moves ahead: before you move a card, check that it does not cover a card you will soon need.</source>
        <translation>Све карте су видљиве, па размишљајте неколико потеза унапред: пре него што померите карту, проверите да не покрива карту која ће вам ускоро требати.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each face-down card you turn over gives you new moves: prefer the moves that uncover one.</source>
        <translation>Свака карта лицем надоле коју окренете доноси нове потезе: бирајте потезе који откривају неку од њих.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Any card goes on any card one rank higher, so you often have a choice of places: pick the one that buries fewest of the cards you still need.</source>
        <translation>Свака карта иде на било коју карту за један вишу, па често можете да бирате где ћете је ставити: изаберите место које затрпава најмање карата које вам још требају.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Places to build are few under this rule: before you fill one, ask whether another card will need it more.</source>
        <translation>По овом правилу места за слагање има мало: пре него што неко попуните, запитајте се да ли је другој карти потребније.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kings lie at the bottom and block nothing: a column resting on a king is a safe place for a long run.</source>
        <translation>Краљеви леже на дну и ништа не блокирају: колона која почива на краљу сигурно је место за дуг низ.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A king lying on low cards blocks them until it can move: plan early how to free them.</source>
        <translation>Краљ који лежи на ниским картама блокира их док не може да се помери: на време испланирајте како ћете их ослободити.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An empty column is lost for good, so do not empty one for its own sake; it is worth it only when its cards go to the foundations.</source>
        <translation>Празна колона је заувек изгубљена, зато је не празните само ради пражњења; то се исплати само када њене карте одлазе на темеље.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep an empty column for a king that lies on cards you need.</source>
        <translation>Сачувајте празну колону за краља који лежи на картама које вам требају.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An empty column is your most useful space: fill it only when that frees a card you need.</source>
        <translation>Празна колона је ваше најкорисније место: попуните је само када тиме ослобађате карту која вам треба.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stuck? {hint} suggests a move, and {lost} finds the move after which the game could no longer be won.</source>
        <extracomment>{hint} and {lost} are the menu entries Hint and Where Was It Lost?.</extracomment>
        <translation>Запели сте? „{hint}“ предлаже потез, а „{lost}“ проналази потез после којег партија више није могла да се добије.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drag a top card onto a pile that lights up, or click the card and then the pile. Double-click a card to send it to its foundation.</source>
        <translation>Превуците горњу карту на гомилу која засветли или кликните на карту, па на гомилу. Двоструким кликом карта одлази на свој темељ.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Each card on the foundations scores {card} points. A win adds {win} points and a time bonus of {time} points less one for every second played.</source>
        <extracomment>{card}, {win}, {time} are 5, 500 and 1,200: word the plurals for those numbers.</extracomment>
        <translation>Свака карта на темељима доноси {card} поена. Победа доноси још {win} поена и бонус за време: {time} поена, умањено за један за сваку одиграну секунду.</translation>
    </message>
</context>
<context>
    <name>SendButton</name>
    <message>
        <location filename="../qt/online/opt_in.py" line="+31"/>
        <source>Send to &amp;Online Board…</source>
        <extracomment>Button of the win dialog, after a daily deal when no online board is chosen yet.</extracomment>
        <translation>Пошаљи на &amp;онлајн ранг-листу…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose an online board and send this daily deal&apos;s result</source>
        <translation>Изаберите онлајн ранг-листу и пошаљите резултат овог дневног дељења</translation>
    </message>
</context>
<context>
    <name>Share</name>
    <message>
        <location filename="../qt/features/share.py" line="+32"/>
        <source>{variant} · daily deal {date}</source>
        <extracomment>First line of a shared daily result: the variant and the deal&apos;s date (YYYY-MM-DD).</extracomment>
        <translation>{variant} · дневно дељење {date}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Won in {time} · %n move(s) · score {score}</source>
        <translation>
            <numerusform>Добијено за {time} · %n потез · поени {score}</numerusform>
            <numerusform>Добијено за {time} · %n потеза · поени {score}</numerusform>
            <numerusform>Добијено за {time} · %n потеза · поени {score}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not won · {time} · %n move(s) · score {score}</source>
        <translation>
            <numerusform>Није добијено · {time} · %n потез · поени {score}</numerusform>
            <numerusform>Није добијено · {time} · %n потеза · поени {score}</numerusform>
            <numerusform>Није добијено · {time} · %n потеза · поени {score}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n савет</numerusform>
            <numerusform>%n савета</numerusform>
            <numerusform>%n савета</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n undo(s)</source>
        <translation>
            <numerusform>%n опозив</numerusform>
            <numerusform>%n опозива</numerusform>
            <numerusform>%n опозива</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With help from the solver</source>
        <translation>Уз помоћ решавача</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No help, no undo</source>
        <translation>Без помоћи, без опозива</translation>
    </message>
</context>
<context>
    <name>ShowTheWay</name>
    <message>
        <location filename="../qt/features/show_the_way.py" line="-75"/>
        <source>Not available while cards lie face down.</source>
        <translation>Није доступно док има карата лицем надоле.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is won already.</source>
        <translation>Ова партија је већ добијена.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving…</source>
        <translation>Решавање…</translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>This game can still be won: %n move(s).</source>
        <translation>
            <numerusform>Ова партија још може да се добије: %n потез.</numerusform>
            <numerusform>Ова партија још може да се добије: %n потеза.</numerusform>
            <numerusform>Ова партија још може да се добије: %n потеза.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+18"/>
        <source>This deal cannot be won from the start.</source>
        <translation>Ово дељење не може да се добије ни од почетка.</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+21"/>
        <source>This game can no longer be won.</source>
        <translation>Ова партија више не може да се добије.</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+29"/>
        <source>The solver could not decide.</source>
        <translation>Решавач није могао да одлучи.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Solve</source>
        <extracomment>The title of the solver&apos;s answer (the menu entry Edit &gt; Solve).</extracomment>
        <translation>Реши</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can still be won.</source>
        <translation>Ова партија још може да се добије.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver found a way in %n move(s).</source>
        <translation>
            <numerusform>Решавач је пронашао пут од %n потеза.</numerusform>
            <numerusform>Решавач је пронашао пут од %n потеза.</numerusform>
            <numerusform>Решавач је пронашао пут од %n потеза.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the Way</source>
        <extracomment>Button: the solver plays its winning line out, one move at a time.</extracomment>
        <translation>Покажи пут</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move lost it: no way through exists, whatever is played.</source>
        <translation>Ниједан потез га није изгубио: пут до победе не постоји, шта год да се игра.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{path} finds the move that lost it.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Edit → Where Was It Lost?&quot;.</extracomment>
        <translation>„{path}“ проналази потез којим је партија изгубљена.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>It searched for %n second(s) without finding a win or proving there is none.</source>
        <translation>
            <numerusform>Тражио је %n секунду, али није нашао победу нити доказао да је нема.</numerusform>
            <numerusform>Тражио је %n секунде, али није нашао победу нити доказао да је нема.</numerusform>
            <numerusform>Тражио је %n секунди, али није нашао победу нити доказао да је нема.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../qt/statistics/wording.py" line="+19"/>
        <source>All variants</source>
        <translation>Све варијанте</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+8"/>
        <source>%1 h</source>
        <comment>hours of play</comment>
        <translation>%1 ч</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 min</source>
        <comment>minutes of play</comment>
        <translation>%1 мин</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Statistics are paused: another program is using the statistics file. Finished games wait and are counted as soon as it lets go.</source>
        <translation>Статистика је паузирана: други програм користи датотеку статистике. Завршене партије чекају и биће урачунате чим је он ослободи.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistics are paused: the statistics file can be neither opened nor made (a read-only folder or a full disk?). Finished games wait and are counted as soon as it can be written.</source>
        <translation>Статистика је паузирана: датотека статистике не може ни да се отвори ни да се направи (фасцикла само за читање или пун диск?). Завршене партије чекају и биће урачунате чим буде могла да се упише.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistics are paused: the statistics file could not be read.</source>
        <translation>Статистика је паузирана: датотека статистике није могла да се прочита.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../qt/statistics/window.py" line="+275"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Variant</source>
        <extracomment>The list of variants: the column headings (variant, games played).</extracomment>
        <translation>Варијанта</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Партије</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>Варијанте</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>&amp;Summary</source>
        <translation>&amp;Преглед</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;harts</source>
        <translation>&amp;Графикони</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Ранг-листа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Daily Deals</source>
        <translation>&amp;Дневна дељења</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>H&amp;istory</source>
        <translation>Истори&amp;ја</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Loading…</source>
        <translation>Учитавање…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Try Again</source>
        <translation>Покушај по&amp;ново</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Games…</source>
        <translation>&amp;Извези партије…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save every game as a CSV file for a spreadsheet</source>
        <translation>Сачувај све партије као CSV датотеку за табеларни програм</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Обриши…</translation>
    </message>
    <message numerus="yes">
        <location line="+101"/>
        <source>%n damaged row(s) of the statistics file were left out.</source>
        <extracomment>Rows of the statistics file this version cannot read (edited by hand, damaged): they are not counted anywhere in the window.</extracomment>
        <translation>
            <numerusform>%n оштећен ред датотеке статистике је изостављен.</numerusform>
            <numerusform>%n оштећена реда датотеке статистике су изостављена.</numerusform>
            <numerusform>%n оштећених редова датотеке статистике је изостављено.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n одиграна партија</numerusform>
            <numerusform>%n одигране партије</numerusform>
            <numerusform>%n одиграних партија</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>bakers-dozen-games.csv</source>
        <translation>bakers-dozen-partije.csv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Games</source>
        <translation>Извоз партија</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV датотеке (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Све датотеке (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exporting…</source>
        <translation>Извоз…</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n game(s) exported to %1.</source>
        <translation>
            <numerusform>%n партија је извезена у %1.</numerusform>
            <numerusform>%n партије су извезене у %1.</numerusform>
            <numerusform>%n партија је извезено у %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The games could not be exported to %1: %2. Nothing else changed.</source>
        <translation>Партије нису могле да се извезу у %1: %2. Ништа друго није промењено.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Forget all %n game(s) of every variant? Scores, times, streaks and leaderboards are lost, and this cannot be undone.</source>
        <translation>
            <numerusform>Обрисати %n партију из свих варијанти? Поени, времена, низови победа и ранг-листе биће изгубљени, а то не може да се опозове.</numerusform>
            <numerusform>Обрисати све %n партије из свих варијанти? Поени, времена, низови победа и ранг-листе биће изгубљени, а то не може да се опозове.</numerusform>
            <numerusform>Обрисати свих %n партија из свих варијанти? Поени, времена, низови победа и ранг-листе биће изгубљени, а то не може да се опозове.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Forget all %n game(s) of %1? Its scores, times, streaks and leaderboard are lost, and this cannot be undone.</source>
        <translation>
            <numerusform>Обрисати %n партију варијанте %1? Њени поени, времена, низови победа и ранг-листа биће изгубљени, а то не може да се опозове.</numerusform>
            <numerusform>Обрисати све %n партије варијанте %1? Њени поени, времена, низови победа и ранг-листа биће изгубљени, а то не може да се опозове.</numerusform>
            <numerusform>Обрисати свих %n партија варијанте %1? Њени поени, времена, низови победа и ранг-листа биће изгубљени, а то не може да се опозове.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset Statistics</source>
        <translation>Брисање статистике</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forget Games</source>
        <translation>О&amp;бриши партије</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Every game was forgotten.</source>
        <translation>Све партије су обрисане.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games of %1 were forgotten.</source>
        <translation>Партије варијанте %1 су обрисане.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forgetting…</source>
        <translation>Брисање…</translation>
    </message>
</context>
<context>
    <name>StatsTransfer</name>
    <message>
        <location filename="../qt/statistics/transfer.py" line="+59"/>
        <source>bakers-dozen-statistics-{date}</source>
        <extracomment>The file Export Statistics… offers to write; {date} is today&apos;s (YYYY-MM-DD).</extracomment>
        <translation>бакерс-дозен-статистика-{date}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics files (*%1)</source>
        <translation>Датотеке статистике (*%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Све датотеке (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+33"/>
        <source>Export Statistics</source>
        <translation>Извези статистику</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+44"/>
        <source>Import Statistics</source>
        <translation>Увези статистику</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The statistics could not be exported to {file}: {reason}.</source>
        <translation>Статистика није могла да се извезе у {file}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Statistics exported: %n game(s), with their moves, to %1.</source>
        <extracomment>%1 is the file written; the moves of each game go with it.</extracomment>
        <translation>
            <numerusform>Статистика је извезена: %n партија, са потезима, у %1.</numerusform>
            <numerusform>Статистика је извезена: %n партије, са потезима, у %1.</numerusform>
            <numerusform>Статистика је извезена: %n партија, са потезима, у %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>it is not a statistics file of Baker&apos;s Dozen</source>
        <translation>то није датотека статистике игре Baker&apos;s Dozen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was made by a newer version of the game</source>
        <translation>направила ју је новија верзија игре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be read ({detail})</source>
        <translation>не може да се прочита ({detail})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged ({detail})</source>
        <translation>оштећена је ({detail})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} was not imported: {why}. Your statistics are unchanged.</source>
        <translation>Датотека {file} није увезена: {why}. Ваша статистика је непромењена.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n game(s) added to your statistics.</source>
        <translation>
            <numerusform>У вашу статистику је додата %n партија.</numerusform>
            <numerusform>У вашу статистику су додате %n партије.</numerusform>
            <numerusform>У вашу статистику је додато %n партија.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) of the file were there already and were left as they were.</source>
        <translation>
            <numerusform>%n партија из датотеке је већ била ту и остала је каква је била.</numerusform>
            <numerusform>%n партије из датотеке су већ биле ту и остале су какве су биле.</numerusform>
            <numerusform>%n партија из датотеке је већ било ту и остало је какво је било.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../qt/dialogs/dialogs.py" line="+228"/>
        <source>No moves left</source>
        <translation>Нема више потеза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card can move any more.</source>
        <translation>Ниједна карта више не може да се помери.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo a few moves, start this deal again, try a new one, or ask the solver where the game was lost.</source>
        <translation>Опозовите неколико потеза, почните ово дељење испочетка, пробајте ново или затражите од решавача да пронађе где је партија изгубљена.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This board came with no move to make: try a new deal.</source>
        <extracomment>The No moves left dialog, for a board that came stuck (nothing to undo).</extracomment>
        <translation>У овом распореду од почетка нема потеза: покушајте нову партију.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo</source>
        <translation>Опозови</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart</source>
        <extracomment>Button: play this deal again from the start.</extracomment>
        <translation>Испочетка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Deal</source>
        <translation>Нова партија</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where Was It Lost?</source>
        <translation>Где је партија изгубљена?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../qt/statistics/pages.py" line="-99"/>
        <source>Games played</source>
        <translation>Одигране партије</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Добијене партије</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+27"/>
        <source>Win rate</source>
        <translation>Проценат победа</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Won with help</source>
        <translation>Добијене уз помоћ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records (games won without help)</source>
        <translation>Рекорди (партије добијене без помоћи)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <source>Best score</source>
        <translation>Највише поена</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+25"/>
        <source>Fastest win</source>
        <translation>Најбржа победа</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Median winning time</source>
        <translation>Медијана времена победе</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only games won without Show the Way or Go Back count for records and streaks.</source>
        <translation>За рекорде и низове победа рачунају се само партије добијене без „Покажи пут“ и „Врати се“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Records and winning streaks count only games won without help. A game in which Show the Way or Go Back was used counts as played and won, never as a record, and it ends a winning streak.</source>
        <translation>Рекорди и низови победа рачунају само партије добијене без помоћи. Партија у којој је коришћено „Покажи пут“ или „Врати се“ рачуна се као одиграна и добијена, никад као рекорд, и прекида низ победа.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Variant</source>
        <extracomment>Statistics summary, table of all variants: the column headings (games played, won...).</extracomment>
        <translation>Варијанта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Одиграно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Добијено</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Current winning streak (longest: %1)</source>
        <translation>Тренутни низ победа (најдужи: %1)</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../qt/table/table_input.py" line="+118"/>
        <location line="+84"/>
        <source>{card} has nowhere to go just now.</source>
        <translation>Карта {card} тренутно нема куда.</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>A replay is on the table: it cannot be played. Esc goes back to your game.</source>
        <translation>На табели је репродукција: не може да се игра. Esc вас враћа на вашу партију.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Only the top card of a column moves.</source>
        <translation>Помера се само горња карта колоне.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../qt/table/table_scene.py" line="+174"/>
        <source>&lt;center&gt;&lt;b&gt;Paused&lt;/b&gt;&lt;br&gt;&lt;small&gt;Click or press P to play on&lt;/small&gt;&lt;/center&gt;</source>
        <translation>&lt;center&gt;&lt;b&gt;Пауза&lt;/b&gt;&lt;br&gt;&lt;small&gt;Кликните или притисните P за наставак&lt;/small&gt;&lt;/center&gt;</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../qt/window/view.py" line="-6"/>
        <source>Card table</source>
        <translation>Табела с картама</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrow keys choose a pile. Space or Enter picks up its top card and puts it down. F sends a card to its foundation. {path} lists every key.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Help → Keyboard&quot;.</extracomment>
        <translation>Стрелице бирају гомилу. Размак или Enter подиже њену горњу карту и спушта је. F шаље карту на темељ. {path} наводи све тастере.</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Hidden while paused</source>
        <extracomment>What a screen reader calls each pile while the game is paused.</extracomment>
        <translation>Сакривено током паузе</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../qt/art/themes.py" line="+65"/>
        <source>Green felt</source>
        <translation>Зелена чоха</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Dark</source>
        <translation>Тамна</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Blue felt</source>
        <translation>Плава чоха</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Wine red felt</source>
        <translation>Бордо чоха</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Teal felt</source>
        <translation>Тиркизна чоха</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Walnut</source>
        <extracomment>A table of dark brown wood.</extracomment>
        <translation>Орах</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Slate</source>
        <extracomment>A blue-grey table, like slate stone.</extracomment>
        <translation>Шкриљац</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>High contrast</source>
        <translation>Висок контраст</translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <location filename="../qt/statistics/pages.py" line="-76"/>
        <source>{caption}: {value}</source>
        <extracomment>A figure of the statistics as a screen reader says it: &quot;Games played: 31&quot;.</extracomment>
        <translation>{caption}: {value}</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <location filename="../qt/words/variant_names.py" line="-97"/>
        <source>Baker&apos;s Dozen</source>
        <extracomment>The game&apos;s name. Use the name players of your language know it by, if any.</extracomment>
        <translation>Baker&apos;s Dozen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thirteen columns, every card face up, kings at the bottom; empty columns stay empty.</source>
        <translation>Тринаест колона, све карте лицем нагоре, краљеви на дну; празне колоне остају празне.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spanish Patience</source>
        <translation>Spanish Patience</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As Baker&apos;s Dozen, but any card may fill an empty column.</source>
        <translation>Као Baker&apos;s Dozen, али празну колону може да попуни било која карта.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Portuguese Solitaire</source>
        <translation>Portuguese Solitaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings stay where they are dealt, and only a king may fill an empty column.</source>
        <translation>Краљеви остају где су подељени, а празну колону може да попуни само краљ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Good Measure</source>
        <translation>Good Measure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten columns of five, with two aces on the foundations from the start.</source>
        <translation>Десет колона по пет карата, са два аса на темељима од самог почетка.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Castles in Spain</source>
        <translation>Castles in Spain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three rows dealt face down; build in alternating colours; any card may fill an empty column.</source>
        <translation>Три реда се деле лицем надоле; слаже се наизменично црвена и црна; празну колону може да попуни било која карта.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Baker&apos;s Dozen, 1883 edition</source>
        <translation>Baker&apos;s Dozen, издање из 1883.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The oldest rules: only the top card of each column is dealt face up.</source>
        <translation>Најстарија правила: само горња карта сваке колоне дели се лицем нагоре.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Custom</source>
        <extracomment>The player&apos;s own rules (Game &gt; Variant &gt; Custom…), shown as a variant&apos;s name.</extracomment>
        <translation>Сопствена правила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thirteen columns of four, with your choice of the other rules.</source>
        <translation>Тринаест колона по четири карте, а остала правила бирате сами.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>{variant}: {rules}</source>
        <extracomment>A custom game named with its rules: &quot;Custom: same suit, kings fill empty columns, 1 row face down, kings stay put&quot;.</extracomment>
        <translation>{variant}: {rules}</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <location filename="../qt/dialogs/dialogs.py" line="-214"/>
        <source>1st</source>
        <extracomment>A place in the top ten of the player&apos;s best wins (&quot;1st&quot; to &quot;10th&quot;), as in &quot;New best: 1st in your top ten&quot; and &quot;2nd place in your top ten&quot;.</extracomment>
        <translation>1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4th</source>
        <translation>4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th</source>
        <translation>5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6th</source>
        <translation>6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7th</source>
        <translation>7.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8th</source>
        <translation>8.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9th</source>
        <translation>9.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10th</source>
        <translation>10.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Copied</source>
        <translation>Копирано</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy Result</source>
        <extracomment>Button: puts a short text of a daily deal&apos;s result on the clipboard.</extracomment>
        <translation>Копирај резултат</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a short text of this result on the clipboard</source>
        <translation>Стави кратак текст о овом резултату у оставу</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>You won</source>
        <translation>Победа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All the cards are home!</source>
        <translation>Све карте су на темељима!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{cards} for the cards · {win} for the win · {time} time bonus</source>
        <translation>{cards} за карте · {win} за победу · {time} бонус за време</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score &lt;b&gt;{score}&lt;/b&gt;</source>
        <translation>Поени &lt;b&gt;{score}&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time {time} · %n move(s)</source>
        <extracomment>The time played and the number of moves, under the score.</extracomment>
        <translation>
            <numerusform>Време {time} · %n потез</numerusform>
            <numerusform>Време {time} · %n потеза</numerusform>
            <numerusform>Време {time} · %n потеза</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>and %n move(s) made for you</source>
        <extracomment>Under &quot;Time 3:20 · 87 moves&quot;: the moves the game made for the player.</extracomment>
        <translation>
            <numerusform>и %n потез одигран за вас</numerusform>
            <numerusform>и %n потеза одиграна за вас</numerusform>
            <numerusform>и %n потеза одиграно за вас</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Practice&lt;/b&gt;: a board you did not deal is not counted in the statistics.</source>
        <translation>&lt;b&gt;Вежба&lt;/b&gt;: распоред који нисте сами поделили не рачуна се у статистику.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Won with help&lt;/b&gt;: the solver showed the way or took you back, so this game sets no record.</source>
        <translation>&lt;b&gt;Добијена уз помоћ&lt;/b&gt;: решавач је показао пут или вас вратио назад, па ова партија не поставља рекорд.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n савет</numerusform>
            <numerusform>%n савета</numerusform>
            <numerusform>%n савета</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n undo(s)</source>
        <translation>
            <numerusform>%n опозив</numerusform>
            <numerusform>%n опозива</numerusform>
            <numerusform>%n опозива</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New best: {place} in your top ten</source>
        <extracomment>{place} is &quot;1st&quot;: the game is the player&apos;s best win.</extracomment>
        <translation>Нови рекорд: {place} место међу ваших десет најбољих</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{place} place in your top ten</source>
        <extracomment>{place} is &quot;2nd&quot;... &quot;10th&quot;: the game&apos;s place among the player&apos;s ten best wins (not their best: say it as a place).</extracomment>
        <translation>{place} место међу ваших десет најбољих победа</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Deal</source>
        <translation>Нова партија</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
</context>
<context>
    <name>WinTimeHistogram</name>
    <message>
        <location filename="../qt/statistics/charts.py" line="+11"/>
        <source>Histogram of winning times</source>
        <translation>Хистограм времена победа</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Median winning time: %1</source>
        <translation>Медијана времена победе: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No wins without help yet: their times appear here.</source>
        <translation>Још нема победа без помоћи: овде се појављују њихова времена.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games won without help</source>
        <translation>Партије добијене без помоћи</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Median: %1</source>
        <translation>Медијана: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Games</source>
        <extracomment>The histogram&apos;s vertical axis: how many games.</extracomment>
        <translation>Партије</translation>
    </message>
    <message numerus="yes">
        <location line="-44"/>
        <source>%n win(s) in %1 to %2</source>
        <translation>
            <numerusform>%n победа за време од %1 до %2</numerusform>
            <numerusform>%n победе за време од %1 до %2</numerusform>
            <numerusform>%n победа за време од %1 до %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Winning time</source>
        <extracomment>The histogram&apos;s horizontal axis: how long a win took.</extracomment>
        <translation>Време победе</translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <location filename="../qt/features/winnable_deals.py" line="+191"/>
        <source>Finding a winnable deal…</source>
        <translation>Тражи се дељење које може да се добије…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No winnable deal found in time: this one may not be winnable.</source>
        <translation>Дељење које може да се добије није нађено на време: ово можда не може да се добије.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Today&apos;s deal can be won.</source>
        <translation>Данашње дељење може да се добије.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Today&apos;s deal cannot be won.</source>
        <translation>Данашње дељење не може да се добије.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solver could not decide whether today&apos;s deal can be won.</source>
        <translation>Решавач није могао да одлучи да ли данашње дељење може да се добије.</translation>
    </message>
</context>
</TS>
