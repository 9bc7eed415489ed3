<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sr_Latn" sourcelanguage="en">
<context>
    <name>AbandonGuard</name>
    <message>
        <location filename="../qt/features/abandon.py" line="+51"/>
        <source>Abandon Game</source>
        <translation>Napuštanje partije</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abandon this game? It counts as a loss.</source>
        <translation>Napustiti ovu partiju? Računa se kao poraz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting another game records this deal as lost. Restart plays it again from the start without a loss.</source>
        <translation>Ako započnete drugu partiju, ovo deljenje se beleži kao izgubljeno. „Ispočetka“ ga igra ponovo od početka, bez poraza.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t ask again</source>
        <translation>Ne pitaj ponovo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon</source>
        <translation>Napusti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep Playing</source>
        <translation>Igraj dalje</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../qt/dialogs/about.py" line="+192"/>
        <source>About Qt</source>
        <translation>O Qt-u</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location line="-73"/>
        <source>About Baker&apos;s Dozen</source>
        <translation>O igri Baker&apos;s Dozen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Licence…</source>
        <translation>&amp;Licenca…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Third-Party Notices…</source>
        <translation>&amp;Napomene trećih strana…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt…</source>
        <translation>O &amp;Qt-u…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Baker&apos;s Dozen</source>
        <translation>Baker&apos;s Dozen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version {version}</source>
        <translation>Verzija {version}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open patience in thirteen columns, with numbered and daily deals, hints, unlimited undo and a solver that says whether a deal can still be won.</source>
        <translation>Pasijans otvorenih karata u trinaest kolona, sa numerisanim i dnevnim deljenjima, savetima, neograničenim opozivanjem poteza i rešavačem koji kaže da li se deljenje još može dobiti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free software under the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>Slobodan softver pod licencom GNU GPL, verzija 3 ili (po vašem izboru) bilo koja kasnija verzija. Dolazi bez ikakve garancije.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Project page: {link}</source>
        <translation>Stranica projekta: {link}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Qt {qt} and PySide6 {pyside} (GNU LGPL version 3).</source>
        <translation>Napravljeno pomoću Qt {qt} i PySide6 {pyside} (GNU LGPL, verzija 3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Licence</source>
        <translation>Licenca</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Third-Party Notices</source>
        <translation>Napomene trećih strana</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file {file} is missing from this installation. Read it at {link}.</source>
        <translation>Datoteka {file} nedostaje u ovoj instalaciji. Možete je pročitati na adresi {link}.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../qt/speech/announcer.py" line="+72"/>
        <source>Paused: the table is hidden and the clock stopped. Press P to play on.</source>
        <translation>Pauza: tabela je skrivena, a sat je zaustavljen. Pritisnite P za nastavak.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Playing on.</source>
        <translation>Igra se nastavlja.</translation>
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
        <translation>&amp;Završi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is left to decide: play every card left up to the foundations.</source>
        <translation>Nema više šta da se odluči: sve preostale karte idu na temelje.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Nothing is left to decide: {entry} plays the game out.</source>
        <extracomment>{entry} is the menu entry that plays the rest: &quot;Edit → Auto Finish&quot;.</extracomment>
        <translation>Nema više šta da se odluči: {entry} završava partiju.</translation>
    </message>
</context>
<context>
    <name>BoardClient</name>
    <message>
        <location filename="../qt/online/client.py" line="+115"/>
        <source>This copy of the game cannot make secure (https://) connections: it has no TLS support.</source>
        <translation>Ova kopija igre ne može da uspostavi bezbedne (https://) veze: nema podršku za TLS.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The online board took too long to answer.</source>
        <translation>Onlajn rang-lista je predugo odgovarala.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The online board&apos;s answer is far too large to be a board.</source>
        <translation>Odgovor onlajn rang-liste je previše velik da bi bio rang-lista.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The online board&apos;s address redirects in a loop.</source>
        <translation>Adresa onlajn rang-liste preusmerava u krug.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The online board&apos;s address redirects to another server: nothing is sent there.</source>
        <translation>Adresa onlajn rang-liste preusmerava na drugi server: ništa se tamo ne šalje.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The online board&apos;s certificate is not trusted, or its secure connection failed: {reason}</source>
        <extracomment>{reason} is Qt&apos;s own words on the certificate or the TLS exchange.</extracomment>
        <translation>Sertifikatu onlajn rang-liste se ne veruje, ili njena bezbedna veza nije uspela: {reason}</translation>
    </message>
</context>
<context>
    <name>BoardClipboard</name>
    <message>
        <location filename="../qt/features/board_clipboard.py" line="+52"/>
        <source>Board copied: paste it into bakers-dozen-solve --board -</source>
        <translation>Raspored je kopiran: nalepite ga u bakers-dozen-solve --board -</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Paste Board</source>
        <translation>Nalepi raspored</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The clipboard does not hold a {variant} board.</source>
        <translation>U ostavi nema rasporeda za varijantu {variant}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Playing the pasted board for practice: it is not counted in the statistics.</source>
        <translation>Nalepljeni raspored igrate kao vežbu: ne računa se u statistiku.</translation>
    </message>
</context>
<context>
    <name>BoardSender</name>
    <message>
        <location filename="../qt/online/sender.py" line="+173"/>
        <source>The online board takes results only from players who know its join code: give it in {path}. Your daily result is kept until then.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Game → Online Daily Board…&quot;.</extracomment>
        <translation>Onlajn rang-lista prima rezultate samo od igrača koji znaju njen pristupni kod: unesite ga u {path}. Vaš rezultat dnevnog deljenja čuva se do tada.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot reach the online board ({reason}): your daily result is kept and will be sent later.</source>
        <extracomment>{reason} says why: no network, the board busy, an answer too large...</extracomment>
        <translation>Onlajn rang-lista nije dostupna ({reason}): vaš rezultat dnevnog deljenja je sačuvan i biće poslat kasnije.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The online board refused your daily result: {reason}</source>
        <extracomment>{reason} is the online board&apos;s own reason, as it wrote it (in English).</extracomment>
        <translation>Onlajn rang-lista je odbila vaš rezultat dnevnog deljenja: {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The online board already has your first game of this daily deal: only the first counts.</source>
        <translation>Onlajn rang-lista već ima vašu prvu partiju ovog dnevnog deljenja: računa se samo prva.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your daily result is on the online board: place {rank}.</source>
        <extracomment>After a daily deal won without help: its place on the online board.</extracomment>
        <translation>Vaš rezultat dnevnog deljenja je na onlajn rang-listi: {rank}. mesto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your daily result is on the online board.</source>
        <translation>Vaš rezultat dnevnog deljenja je na onlajn rang-listi.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The daily results waiting for the online board cannot be kept on disk ({reason}): they are sent while the game stays open.</source>
        <extracomment>The file online-board.json in the data folder could not be written.</extracomment>
        <translation>Rezultati koji čekaju slanje na onlajn rang-listu ne mogu da se sačuvaju na disku ({reason}): šalju se dok je igra otvorena.</translation>
    </message>
</context>
<context>
    <name>BoardText</name>
    <message>
        <location filename="../qt/words/reason_words.py" line="+36"/>
        <source>The text is far too long to be a board.</source>
        <translation>Tekst je predugačak da bi bio raspored.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: the “Foundations:” line must come before the columns.</source>
        <extracomment>&quot;Foundations:&quot; is a word of the board text format: keep it in English.</extracomment>
        <translation>Red {line}: red „Foundations:“ mora da stoji pre kolona.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: this game has no free cells.</source>
        <extracomment>&quot;Freecells:&quot; is a word of the board text format (FreeCell&apos;s): this game has none.</extracomment>
        <translation>Red {line}: ova igra nema slobodne ćelije.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: a face-down card is written as (??), so the board cannot be rebuilt.</source>
        <extracomment>(??) is how a copied board writes a face-down card, which keeps it secret.</extracomment>
        <translation>Red {line}: karta licem nadole zapisana je kao (??), pa raspored ne može da se obnovi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: {word} is not a card.</source>
        <extracomment>{word} is the word of the pasted text, in quotes: &apos;XX&apos;.</extracomment>
        <translation>Red {line}: {word} nije karta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line {line}: {card} is there twice (also on line {other}).</source>
        <translation>Red {line}: {card} se javlja dvaput (i u redu {other}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: face-down cards must lie under the face-up ones.</source>
        <translation>Red {line}: karte licem nadole moraju da leže ispod karata licem nagore.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: the top card of a column must be face up.</source>
        <translation>Red {line}: gornja karta kolone mora da bude licem nagore.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line {line}: too many columns: this game has {columns}, the text {count}.</source>
        <extracomment>The game has {columns} columns, the pasted text {count}: one line per column.</extracomment>
        <translation>Red {line}: previše kolona: ova igra ih ima {columns}, tekst {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: {card} is in a column, but the “Foundations:” line (line {other}) puts it on its foundation.</source>
        <translation>Red {line}: {card} je u koloni, ali je red „Foundations:“ (red {other}) stavlja na temelj.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The board holds %n card(s), not 52. Missing: {cards}.</source>
        <extracomment>A deck has 52 cards; {cards} lists the missing ones: &quot;7♣ Q♥&quot;.</extracomment>
        <translation>
            <numerusform>Raspored ima %n kartu, a ne 52. Nedostaju: {cards}.</numerusform>
            <numerusform>Raspored ima %n karte, a ne 52. Nedostaju: {cards}.</numerusform>
            <numerusform>Raspored ima %n karata, a ne 52. Nedostaju: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The board holds %n card(s), not 52.</source>
        <translation>
            <numerusform>Raspored ima %n kartu, a ne 52.</numerusform>
            <numerusform>Raspored ima %n karte, a ne 52.</numerusform>
            <numerusform>Raspored ima %n karata, a ne 52.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: {word} is not a foundation (write it like H-5, C-0 or S-K).</source>
        <extracomment>{word} is the word of the pasted text, in quotes. H-5: hearts up to the 5.</extracomment>
        <translation>Red {line}: {word} nije temelj (pišite ga kao H-5, C-0 ili S-K).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line {line}: the {suit} foundation is given twice.</source>
        <extracomment>{suit} is a suit&apos;s sign: ♣ ♦ ♥ ♠.</extracomment>
        <translation>Red {line}: temelj {suit} je naveden dvaput.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../qt/speech/spoken_names.py" line="+20"/>
        <source>ace of clubs</source>
        <translation>as tref</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of diamonds</source>
        <translation>as karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of hearts</source>
        <translation>as herc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of spades</source>
        <translation>as pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of clubs</source>
        <translation>dvojka tref</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of diamonds</source>
        <translation>dvojka karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of hearts</source>
        <translation>dvojka herc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of spades</source>
        <translation>dvojka pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of clubs</source>
        <translation>trojka tref</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of diamonds</source>
        <translation>trojka karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of hearts</source>
        <translation>trojka herc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of spades</source>
        <translation>trojka pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of clubs</source>
        <translation>četvorka tref</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of diamonds</source>
        <translation>četvorka karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of hearts</source>
        <translation>četvorka herc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of spades</source>
        <translation>četvorka pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of clubs</source>
        <translation>petica tref</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of diamonds</source>
        <translation>petica karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of hearts</source>
        <translation>petica herc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of spades</source>
        <translation>petica pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of clubs</source>
        <translation>šestica tref</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of diamonds</source>
        <translation>šestica karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of hearts</source>
        <translation>šestica herc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of spades</source>
        <translation>šestica pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of clubs</source>
        <translation>sedmica tref</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of diamonds</source>
        <translation>sedmica karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of hearts</source>
        <translation>sedmica herc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of spades</source>
        <translation>sedmica pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of clubs</source>
        <translation>osmica tref</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of diamonds</source>
        <translation>osmica karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of hearts</source>
        <translation>osmica herc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of spades</source>
        <translation>osmica pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of clubs</source>
        <translation>devetka tref</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of diamonds</source>
        <translation>devetka karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of hearts</source>
        <translation>devetka herc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of spades</source>
        <translation>devetka pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of clubs</source>
        <translation>desetka tref</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of diamonds</source>
        <translation>desetka karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of hearts</source>
        <translation>desetka herc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of spades</source>
        <translation>desetka pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of clubs</source>
        <translation>žandar tref</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of diamonds</source>
        <translation>žandar karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of hearts</source>
        <translation>žandar herc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of spades</source>
        <translation>žandar pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of clubs</source>
        <translation>dama tref</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of diamonds</source>
        <translation>dama karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of hearts</source>
        <translation>dama herc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of spades</source>
        <translation>dama pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of clubs</source>
        <translation>kralj tref</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of diamonds</source>
        <translation>kralj karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of hearts</source>
        <translation>kralj herc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of spades</source>
        <translation>kralj pik</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>face-down card</source>
        <translation>karta licem nadole</translation>
    </message>
</context>
<context>
    <name>ChartsPage</name>
    <message>
        <location filename="../qt/statistics/pages.py" line="+163"/>
        <source>Last games</source>
        <translation>Poslednje partije</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winning times</source>
        <translation>Vremena pobeda</translation>
    </message>
</context>
<context>
    <name>CustomRulesDialog</name>
    <message>
        <location filename="../qt/dialogs/custom_dialog.py" line="+66"/>
        <source>Custom Rules</source>
        <translation>Sopstvena pravila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealt &amp;face down:</source>
        <translation>Deli se &amp;licem nadole:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{rows} of 4 rows</source>
        <extracomment>A number box: {rows} is the number the player sets (0 to 3), the rest is written around it. Keep {rows} once; the words may go before or after it.</extracomment>
        <translation>{rows} od 4 reda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move &amp;kings to the bottom of their columns</source>
        <translation>&amp;Kraljevi idu na dno svojih kolona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Build down in:</source>
        <translation>Slaže se &amp;naniže:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any suit (any 7 on any 8)</source>
        <translation>Bilo koja boja (svaka sedmica na svaku osmicu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours (red on black)</source>
        <translation>Naizmenično crvena i crna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Ista boja (tref na tref)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An &amp;empty column takes:</source>
        <translation>&amp;Prazna kolona prima:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing (it stays empty)</source>
        <translation>Ništa (ostaje prazna)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A king only</source>
        <translation>Samo kralja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Any card</source>
        <translation>Bilo koju kartu</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <location filename="../qt/statistics/calendar.py" line="+30"/>
        <source>Calendar of daily deals</source>
        <translation>Kalendar dnevnih deljenja</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No daily deal played in these weeks.</source>
        <extracomment>The calendar of daily deals, for a screen reader, when it has no results.</extracomment>
        <translation>U ovim nedeljama nije odigrano nijedno dnevno deljenje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won: %1.</source>
        <extracomment>The calendar of daily deals, for a screen reader: %1 is the dates.</extracomment>
        <translation>Dobijeno: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with help: %1.</source>
        <translation>Dobijeno uz pomoć: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played, not won: %1.</source>
        <translation>Odigrano, nije dobijeno: %1.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Won</source>
        <extracomment>The calendar&apos;s legend: daily deal won, won with the solver&apos;s help, played but not won.</extracomment>
        <translation>Dobijeno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With help</source>
        <translation>Uz pomoć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Odigrano</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1: daily deal won</source>
        <translation>%1: dnevno deljenje dobijeno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: daily deal won with help</source>
        <translation>%1: dnevno deljenje dobijeno uz pomoć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: daily deal played, not won</source>
        <translation>%1: dnevno deljenje odigrano, nije dobijeno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: daily deal not played</source>
        <translation>%1: dnevno deljenje nije odigrano</translation>
    </message>
</context>
<context>
    <name>DailyPage</name>
    <message>
        <location filename="../qt/statistics/boards.py" line="+275"/>
        <source>Days in a row played</source>
        <translation>Uzastopni dani igranja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest run played</source>
        <translation>Najduži niz dana igranja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days in a row won</source>
        <translation>Uzastopni dani pobeda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest run won</source>
        <translation>Najduži niz dana pobeda</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Daily deals of every variant count. A day counts as won when its daily deal was won without help. A run is still going while today&apos;s deal has not been played yet.</source>
        <translation>Računaju se dnevna deljenja svih varijanti. Dan se računa kao dobijen kada je njegovo dnevno deljenje dobijeno bez pomoći. Niz i dalje traje dok današnje deljenje još nije odigrano.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Daily deal</source>
        <translation>Dnevno deljenje</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Top ten wins on the daily deal &amp;of:</source>
        <translation>Deset najboljih pobeda &amp;u dnevnom deljenju za:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No daily deal played yet ({path}).</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Game → Daily Deal&quot;.</extracomment>
        <translation>Još nijedno dnevno deljenje nije odigrano ({path}).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Daily deals</source>
        <translation>Dnevna deljenja</translation>
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
        <translation>Deset najboljih pobeda u dnevnom deljenju za %1</translation>
    </message>
</context>
<context>
    <name>DealByNumber</name>
    <message>
        <location filename="../qt/features/new_games.py" line="+155"/>
        <source>Deal by Number</source>
        <translation>Deljenje po broju</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number (1 to {last}):</source>
        <translation>Broj deljenja (od 1 do {last}):</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../qt/art/card_art.py" line="+56"/>
        <source>Classic</source>
        <translation>Klasičan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four Colours</source>
        <extracomment>A deck whose four suits have four colours (clubs green, diamonds blue).</extracomment>
        <translation>Četiri boje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic, Large Indices</source>
        <extracomment>The classic deck with large rank and suit signs in the corners.</extracomment>
        <translation>Klasičan, veliki znakovi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four Colours, Large Indices</source>
        <translation>Četiri boje, veliki znakovi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue</source>
        <extracomment>The colour of the cards&apos; backs.</extracomment>
        <translation>Plava</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Crvena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green Check</source>
        <translation>Zelena karirana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple Rings</source>
        <translation>Ljubičasta s kružićima</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charcoal and Gold</source>
        <extracomment>A dark grey back with thin gold lines.</extracomment>
        <translation>Antracit i zlato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amber Sunburst</source>
        <extracomment>An orange-brown back with rays from the middle.</extracomment>
        <translation>Ćilibarsko sunce</translation>
    </message>
</context>
<context>
    <name>ErrorLog</name>
    <message>
        <location filename="../qt/files/error_log.py" line="+69"/>
        <source>Something went wrong inside the game: the details are in {file}.</source>
        <extracomment>{file} is the log file&apos;s full path in the data folder.</extracomment>
        <translation>Nešto je pošlo naopako u igri: pojedinosti su u datoteci {file}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something went wrong inside the game.</source>
        <translation>Nešto je pošlo naopako u igri.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../qt/features/game_end.py" line="+133"/>
        <source>You won!</source>
        <translation>Pobeda!</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No moves left.</source>
        <translation>Nema više poteza.</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../qt/play/session.py" line="+153"/>
        <source>Back to the deal. The clock keeps running: time counts on the deal, restarts included.</source>
        <translation>Nazad na početak deljenja. Sat i dalje radi: vreme se računa za celo deljenje, uključujući ponovne početke.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No card can safely go to the foundations now.</source>
        <translation>Nijedna karta sada ne može bezbedno na temelje.</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Restart</source>
        <extracomment>Undo history: the step &quot;restart the deal&quot;; may be shown after &quot;Undo&quot; (see context Menus).</extracomment>
        <translation>ponovni početak</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auto Finish</source>
        <extracomment>Undo history: the step &quot;Auto Finish&quot;; may be shown after &quot;Undo&quot;.</extracomment>
        <translation>automatsko završavanje</translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <location filename="../qt/window/status.py" line="-91"/>
        <source>Game status</source>
        <extracomment>What a screen reader calls the status bar (score, time, moves, deal, messages).</extracomment>
        <translation>Stanje partije</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time on this deal, restarts included: the clock starts with the first move and stops while the game is paused or the window minimised.</source>
        <translation>Vreme provedeno na ovom deljenju, uključujući ponovne početke: sat kreće s prvim potezom i staje dok je partija pauzirana ili je prozor umanjen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score {score}</source>
        <translation>Poeni {score}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time {time}</source>
        <translation>Vreme {time}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves {moves}</source>
        <translation>Potezi {moves}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves {moves} · par {par}</source>
        <extracomment>The player&apos;s moves, then the daily deal&apos;s par: the fewest moves of a win the solver found for it.</extracomment>
        <translation>Potezi {moves} · par {par}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own moves on this deal, restarts included.</source>
        <translation>Vaši sopstveni potezi na ovom deljenju, uključujući ponovne početke.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your own moves on this deal, restarts included. Besides them, %n move(s) made for you (safe cards sent up, Auto Finish, Show the Way).</source>
        <translation>
            <numerusform>Vaši sopstveni potezi na ovom deljenju, uključujući ponovne početke. Pored njih, za vas je odigran %n potez (bezbedne karte poslate na temelje, Završi automatski, Pokaži put).</numerusform>
            <numerusform>Vaši sopstveni potezi na ovom deljenju, uključujući ponovne početke. Pored njih, za vas su odigrana %n poteza (bezbedne karte poslate na temelje, Završi automatski, Pokaži put).</numerusform>
            <numerusform>Vaši sopstveni potezi na ovom deljenju, uključujući ponovne početke. Pored njih, za vas je odigrano %n poteza (bezbedne karte poslate na temelje, Završi automatski, Pokaži put).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Par: the fewest moves of a win the solver found for today&apos;s deal, with safe cards sent up by the game (a best-known figure, not a proven least).</source>
        <translation>Par: najmanje poteza u pobedi koju je rešavač našao za današnje deljenje, kada igra sama šalje bezbedne karte na temelje (najbolji poznati broj, ne dokazani najmanji).</translation>
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
        <translation>Težina {level}/5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How hard the solver found this deal, from 1 (easiest) to 5 (hardest): the atlas of Baker&apos;s Dozen deals 1 to 32,000.</source>
        <translation>Koliko je ovo deljenje bilo teško rešavaču, od 1 (najlakše) do 5 (najteže): atlas deljenja igre Baker&apos;s Dozen od 1 do 32.000.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Not counted in the statistics</source>
        <extracomment>On the table, under &quot;Practice&quot;: a pasted board is not counted.</extracomment>
        <translation>Ne računa se u statistiku</translation>
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
        <translation>Dnevno deljenje {date}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice</source>
        <extracomment>A position the player did not deal (a pasted board), in the title and the status bar: played for practice, never counted in the statistics.</extracomment>
        <translation>Vežba</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal {number}</source>
        <extracomment>A deal, by its number (the same number always deals the same cards).</extracomment>
        <translation>Deljenje {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice: a board you did not deal (pasted) is never counted in the statistics: no record, no top ten, no streak.</source>
        <translation>Vežba: raspored koji niste sami podelili (nalepljen) nikad se ne računa u statistiku: nema rekorda, nema najboljih deset, nema niza.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <location filename="../qt/statistics/boards.py" line="-331"/>
        <source>Place</source>
        <extracomment>Statistics, leaderboard: the column headings (place in the top ten, variant, score, time, moves, date, deal number, help used).</extracomment>
        <translation>Mesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Varijanta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Poeni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Vreme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Potezi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal</source>
        <translation>Deljenje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Pomoć</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>With help</source>
        <extracomment>Leaderboard, column Help: won with the solver&apos;s help (Show the Way or Go Back).</extracomment>
        <translation>Uz pomoć</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n savet</numerusform>
            <numerusform>%n saveta</numerusform>
            <numerusform>%n saveta</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Daily, %1</source>
        <translation>Dnevno, %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Won with Show the Way or Go Back: listed, never ranked.</source>
        <translation>Dobijene uz „Pokaži put“ ili „Vrati se“: navedene su, ali se nikad ne rangiraju.</translation>
    </message>
</context>
<context>
    <name>HelpGuard</name>
    <message>
        <location filename="../qt/features/help_guard.py" line="+70"/>
        <source>Help</source>
        <extracomment>The title of the question asked before the solver&apos;s help.</extracomment>
        <translation>Pomoć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the solver play the way out?</source>
        <translation>Da rešavač pokaže put?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the Way</source>
        <extracomment>Button: the solver plays its winning line (as in the Solve dialog).</extracomment>
        <translation>Pokaži put</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go back to where the game could still be won?</source>
        <translation>Vratiti se tamo gde je partija još mogla da se dobije?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go Back</source>
        <extracomment>Button: go back to the last position from which the game could be won.</extracomment>
        <translation>Vrati se</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is then won with help: it counts as won, but it sets no record (best score, fastest win, streak).</source>
        <translation>Partija je tada dobijena uz pomoć: računa se kao dobijena, ali ne postavlja rekord (najviše poena, najbrža pobeda, niz).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t ask again</source>
        <translation>Ne pitaj ponovo</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../qt/features/hints.py" line="+82"/>
        <source>Thinking…</source>
        <translation>Razmišljam…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No hint: no card can move any more. The game is over.</source>
        <translation>Nema saveta: nijedna karta više ne može da se pomeri. Partija je završena.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hint: this deal cannot be won from the start.</source>
        <translation>Nema saveta: ovo deljenje ne može da se dobije ni od početka.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No hint: this game cannot be won any more. Undo, or ask Where Was It Lost?</source>
        <translation>Nema saveta: ova partija više ne može da se dobije. Opozovite poteze ili pitajte „Gde je partija izgubljena?“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No useful move found.</source>
        <translation>Nije pronađen koristan potez.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Hint</source>
        <translation>Savet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won from the start.</source>
        <translation>Ovo deljenje ne može da se dobije ni od početka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No move lost it: no way through exists, whatever is played.</source>
        <translation>Nijedan potez ga nije izgubio: put do pobede ne postoji, šta god da se igra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game cannot be won any more.</source>
        <translation>Ova partija više ne može da se dobije.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move leads to a win from here. Undo, or find the move that lost it.</source>
        <translation>Odavde nijedan potez ne vodi do pobede. Opozovite poteze ili pronađite potez kojim je partija izgubljena.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Where Was It Lost?</source>
        <extracomment>Button of the Hint message: the same as Edit &gt; Where Was It Lost?.</extracomment>
        <translation>Gde je partija izgubljena?</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../qt/statistics/history_model.py" line="+147"/>
        <source>Finished</source>
        <extracomment>Statistics, History: the column headings (when the game ended, its variant, its deal, won or lost, the player&apos;s moves, its time, its score).</extracomment>
        <translation>Završeno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Varijanta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal</source>
        <translation>Deljenje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Potezi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Vreme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Poeni</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No moves were kept for this game: it cannot be replayed.</source>
        <translation>Za ovu partiju potezi nisu sačuvani: ne može da se reprodukuje.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Daily, %1</source>
        <extracomment>Statistics, History, column Deal: a daily deal, by its date.</extracomment>
        <translation>Dnevno, %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Lost</source>
        <extracomment>Statistics, History, column Result: a game not won (given up or stuck).</extracomment>
        <translation>Izgubljeno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with help</source>
        <translation>Dobijeno uz pomoć</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Dobijeno</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../qt/statistics/history_page.py" line="+82"/>
        <source>Every game, newest first</source>
        <translation>Sve partije, najnovije prve</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All results</source>
        <extracomment>Statistics, History: which games to list, by result.</extracomment>
        <translation>Svi rezultati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Dobijene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Izgubljene</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All deals</source>
        <extracomment>Statistics, History: which games to list, by deal: daily deals or the others.</extracomment>
        <translation>Sva deljenja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daily deals</source>
        <translation>Dnevna deljenja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbered deals</source>
        <translation>Numerisana deljenja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Res&amp;ult:</source>
        <translation>Rez&amp;ultat:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>De&amp;als:</source>
        <translation>&amp;Vrsta deljenja:</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Game history</source>
        <translation>Istorija partija</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;play</source>
        <extracomment>Statistics, History: watch the chosen game move by move on the table.</extracomment>
        <translation>Pu&amp;sti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play This Deal A&amp;gain</source>
        <extracomment>Statistics, History: a new game of the chosen game&apos;s variant and deal.</extracomment>
        <translation>Igraj ovo d&amp;eljenje ponovo</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Loading…</source>
        <translation>Učitavanje…</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n game(s)</source>
        <extracomment>Statistics, History: how many games the list holds under its filters.</extracomment>
        <translation>
            <numerusform>%n partija</numerusform>
            <numerusform>%n partije</numerusform>
            <numerusform>%n partija</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No moves were kept for this game (an earlier version played it): it cannot be replayed.</source>
        <translation>Za ovu partiju potezi nisu sačuvani (igrana je u ranijoj verziji): ne može da se reprodukuje.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play This Deal Again deals a daily deal&apos;s cards as a numbered deal: practice for that day, counted as the numbered deal, not as its daily deal.</source>
        <translation>Igraj ovo deljenje ponovo deli karte dnevnog deljenja kao numerisano deljenje: vežba za taj dan, koja se računa kao numerisano deljenje, a ne kao dnevno deljenje.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This game&apos;s moves are damaged in the statistics file: it cannot be replayed.</source>
        <translation>Potezi ove partije su oštećeni u datoteci statistike: ne može da se reprodukuje.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Daily Deal {date}</source>
        <translation>Dnevno deljenje {date}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal {number}</source>
        <translation>Deljenje {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your game of {when}: {variant}, {deal}, {result}</source>
        <extracomment>Above a replay from the history: &quot;Your game of 30/11/2026 14:02: Baker&apos;s Dozen, Deal 617, Lost&quot;.</extracomment>
        <translation>Vaša partija od {when}: {variant}, {deal}, {result}</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../qt/dialogs/how_to_play.py" line="+346"/>
        <source>How to Play</source>
        <translation>Kako se igra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules of {variant}</source>
        <extracomment>What a screen reader calls the text of How to Play: &quot;Rules of Good Measure&quot;.</extracomment>
        <translation>Pravila igre {variant}</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <location filename="../qt/table/keyboard.py" line="+112"/>
        <source>The game is paused: press P to play on.</source>
        <translation>Igra je pauzirana: pritisnite P za nastavak.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The foundations are the top row: the columns are below.</source>
        <translation>Temelji su gornji red: kolone su ispod.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The columns are the bottom row: the foundations are above.</source>
        <translation>Kolone su donji red: temelji su iznad.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cards on the foundations stay there.</source>
        <translation>Karte na temeljima tu i ostaju.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{card} has nowhere to go: no column can take it.</source>
        <translation>Karta {card} nema kuda: nijedna kolona je ne prima.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{card} picked up: %n place(s) to go.</source>
        <translation>
            <numerusform>Karta {card} je podignuta: može na %n mesto.</numerusform>
            <numerusform>Karta {card} je podignuta: može na %n mesta.</numerusform>
            <numerusform>Karta {card} je podignuta: može na %n mesta.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put back.</source>
        <translation>Vraćeno.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a column first: F sends its top card up.</source>
        <translation>Prvo izaberite kolonu: F šalje njenu gornju kartu na temelj.</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <location filename="../qt/dialogs/keys_help.py" line="+35"/>
        <source>Left, Right, Tab, Shift+Tab</source>
        <translation>Levo, Desno, Tab, Shift+Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the focus to the previous or next pile: columns, then foundations</source>
        <translation>Fokus na prethodnu ili sledeću gomilu: prvo kolone, pa temelji</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Up, Down</source>
        <translation>Gore, Dole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move between the row of columns and the foundations</source>
        <translation>Prelazak između reda kolona i temelja</translation>
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
        <translation>Na prvu ili poslednju kolonu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Space, Enter</source>
        <translation>Razmak, Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick up the top card of the focused column; with a card picked up, put it on the focused pile (the focus then stops only where the card may go)</source>
        <translation>Podiže gornju kartu kolone u fokusu; kada je karta podignuta, spušta je na gomilu u fokusu (fokus se tada zaustavlja samo tamo gde karta može da ide)</translation>
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
        <translation>Vraća podignutu kartu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F, keypad +</source>
        <translation>F, + na numeričkoj tastaturi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the picked-up card, or else the focused column&apos;s top card, to its foundation</source>
        <translation>Šalje na temelj podignutu kartu, a ako nje nema, gornju kartu kolone u fokusu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1–9, 0, -, =, Backspace</source>
        <translation>1–9, 0, -, =, Backspace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns 1 to 13 (the number row, on any keyboard layout): pick up that column&apos;s top card; with a card picked up, put it there. 4 then 9 moves a card from column 4 to column 9; 4 then F sends it to its foundation</source>
        <translation>Kolone od 1 do 13 (red sa brojevima, na bilo kom rasporedu tastature): podiže gornju kartu te kolone; kada je karta podignuta, spušta je tamo. 4 pa 9 premešta kartu iz kolone 4 u kolonu 9; 4 pa F šalje je na temelj</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Left, Right</source>
        <translation>Levo, Desno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: one move back or on</source>
        <translation>U reprodukciji: jedan potez nazad ili napred</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Page Up, Page Down</source>
        <translation>Page Up, Page Down</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: ten moves back or on</source>
        <translation>U reprodukciji: deset poteza nazad ili napred</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a replay: to the deal or to the last move</source>
        <translation>U reprodukciji: na deljenje ili na poslednji potez</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: play or pause it</source>
        <translation>U reprodukciji: pusti ili pauziraj</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+, -</source>
        <translation>+, -</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: faster or slower</source>
        <translation>U reprodukciji: brže ili sporije</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a replay: back to your game</source>
        <translation>U reprodukciji: nazad na vašu partiju</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Keys</source>
        <extracomment>Help &gt; Keyboard: the headings of the list&apos;s two columns (the keys, what they do).</extracomment>
        <translation>Tasteri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What they do</source>
        <translation>Šta rade</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+40"/>
        <source>Keyboard</source>
        <translation>Tastatura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The whole game can be played from the keyboard. A frame shows the pile the keys act on; a screen reader names it and tells each move.</source>
        <translation>Cela igra može da se igra tastaturom. Okvir pokazuje gomilu na koju tasteri deluju; čitač ekrana je imenuje i izgovara svaki potez.</translation>
    </message>
</context>
<context>
    <name>LeaderboardPage</name>
    <message>
        <location filename="../qt/statistics/boards.py" line="+29"/>
        <source>No wins yet.</source>
        <translation>Još nema pobeda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A top ten is of wins. Wins without help are ranked by score, then by time. Wins with help are listed below them, dimmed, and never ranked.</source>
        <translation>Najboljih deset čine samo pobede. Pobede bez pomoći rangiraju se po poenima, pa po vremenu. Pobede uz pomoć navedene su ispod njih, zatamnjene, i nikad se ne rangiraju.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal number</source>
        <translation>Broj deljenja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look &amp;Up</source>
        <translation>Po&amp;traži</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your best on deal &amp;number:</source>
        <translation>Vaš najbolji rezultat za deljenje &amp;broj:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Best result per deal</source>
        <translation>Najbolji rezultat po deljenju</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Loading…</source>
        <translation>Učitavanje…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Top ten wins of all variants</source>
        <translation>Deset najboljih pobeda u svim varijantama</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Top ten wins of %1</source>
        <extracomment>%1 is a variant: &quot;Top ten wins of Good Measure&quot;.</extracomment>
        <translation>Deset najboljih pobeda: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You have not finished deal %1 in any variant yet.</source>
        <translation>Deljenje %1 još niste završili ni u jednoj varijanti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have not finished deal %1 in %2 yet.</source>
        <translation>Deljenje %1 još niste završili u varijanti %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Your best on deal %1 in %2: won with help, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>Vaš najbolji rezultat u deljenju %1 (%2): pobeda uz pomoć, poeni %3, vreme %4, %n potez, odigrano %5.</numerusform>
            <numerusform>Vaš najbolji rezultat u deljenju %1 (%2): pobeda uz pomoć, poeni %3, vreme %4, %n poteza, odigrano %5.</numerusform>
            <numerusform>Vaš najbolji rezultat u deljenju %1 (%2): pobeda uz pomoć, poeni %3, vreme %4, %n poteza, odigrano %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Your best on deal %1 in %2: won, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>Vaš najbolji rezultat u deljenju %1 (%2): pobeda, poeni %3, vreme %4, %n potez, odigrano %5.</numerusform>
            <numerusform>Vaš najbolji rezultat u deljenju %1 (%2): pobeda, poeni %3, vreme %4, %n poteza, odigrano %5.</numerusform>
            <numerusform>Vaš najbolji rezultat u deljenju %1 (%2): pobeda, poeni %3, vreme %4, %n poteza, odigrano %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Your best on deal %1 in %2: not won, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>Vaš najbolji rezultat u deljenju %1 (%2): bez pobede, poeni %3, vreme %4, %n potez, odigrano %5.</numerusform>
            <numerusform>Vaš najbolji rezultat u deljenju %1 (%2): bez pobede, poeni %3, vreme %4, %n poteza, odigrano %5.</numerusform>
            <numerusform>Vaš najbolji rezultat u deljenju %1 (%2): bez pobede, poeni %3, vreme %4, %n poteza, odigrano %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveVerdict</name>
    <message>
        <location filename="../qt/features/live_status.py" line="+54"/>
        <source>{card} to the foundation</source>
        <extracomment>A move in few words, in the status bar: &quot;since move 14: 8♠ to the foundation&quot;.</extracomment>
        <translation>{card} na temelj</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} to empty column {column}</source>
        <translation>{card} u praznu kolonu {column}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} to {under}</source>
        <extracomment>A move in few words, in the status bar: &quot;since move 14: 8♠ to 9♣&quot;.</extracomment>
        <translation>{card} na {under}</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>After each move the solver checks whether this game can still be won (View &gt; Show Whether the Game Can Be Won).</source>
        <translation>Posle svakog poteza rešavač proverava da li ova partija još može da se dobije (Prikaz &gt; Prikaži da li partija može da se dobije).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Checking…</source>
        <extracomment>The solver is deciding whether the game can still be won.</extracomment>
        <translation>Proveravam…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not judged while cards lie face down</source>
        <translation>Ne procenjuje se dok ima karata licem nadole</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can be won</source>
        <extracomment>The status bar&apos;s verdict: this game can still be won.</extracomment>
        <translation>Može da se dobije</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot be won</source>
        <translation>Ne može da se dobije</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solver could not decide</source>
        <translation>Rešavač nije mogao da odluči</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+17"/>
        <source>Cannot be won any more</source>
        <translation>Više ne može da se dobije</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot be won any more (since move {number}: {move})</source>
        <extracomment>{number} counts the moves of this game; {move} is &quot;8♠ to 9♣&quot;.</extracomment>
        <translation>Više ne može da se dobije (od poteza {number}: {move})</translation>
    </message>
</context>
<context>
    <name>LossReview</name>
    <message>
        <location filename="../qt/features/loss_review.py" line="+68"/>
        <source>Not available while cards lie face down.</source>
        <translation>Nije dostupno dok ima karata licem nadole.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No moves yet: nothing to look back on.</source>
        <translation>Još nema poteza: nema šta da se pregleda.</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Looking for the move that lost the game…</source>
        <translation>Traži se potez kojim je partija izgubljena…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This deal cannot be won from the start: no move lost it.</source>
        <translation>Ovo deljenje ne može da se dobije ni od početka: nijedan potez ga nije izgubio.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No losing move found: the game may still be winnable, or the search gave up.</source>
        <translation>Nije pronađen potez kojim je partija izgubljena: možda još može da se dobije, ili je pretraga odustala.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Still winnable before move {number}: {move}.</source>
        <extracomment>{move} is a move as the rest of a sentence: &quot;move 7♣ to 8♥&quot;.</extracomment>
        <translation>Pre poteza {number} partija se još mogla dobiti: {move}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Where Was It Lost?</source>
        <translation>Gde je partija izgubljena?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;The game could still be won before move {number}.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Partija se još mogla dobiti pre poteza {number}.&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move {number} was: {move}. Go back there?</source>
        <translation>Potez {number} je bio: {move}. Vratiti se tamo?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Coming back to this position, with Go Back or with Undo or Restart, makes this game won with help: it sets no record.</source>
        <translation>Ako se na ovu poziciju vratite preko „Vrati se“, „Opozovi“ ili „Ispočetka“, partija će biti dobijena uz pomoć i neće postaviti rekord.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go Back</source>
        <extracomment>Button: go back to the last position from which the game could still be won.</extracomment>
        <translation>Vrati se</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Back at move {number}: this position can still be won.</source>
        <translation>Vraćeno na potez {number}: iz ove pozicije partija još može da se dobije.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../qt/window/window.py" line="+246"/>
        <location line="+21"/>
        <source>Statistics are off for this window.</source>
        <translation>Statistika je isključena za ovaj prozor.</translation>
    </message>
    <message>
        <location filename="../app.py" line="+147"/>
        <source>Welcome back: your last game is as you left it. The clock waits for you.</source>
        <translation>Dobro došli nazad: vaša poslednja partija je onakva kakvu ste je ostavili. Sat vas čeka.</translation>
    </message>
    <message>
        <location filename="../qt/window/command_line_deal.py" line="+42"/>
        <source>Your game goes on; the deal asked for was not started.</source>
        <translation>Vaša partija se nastavlja; traženo deljenje nije započeto.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your unfinished game was counted as lost.</source>
        <translation>Vaša nezavršena partija računata je kao poraz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your unfinished game of deal {deal} was counted as lost.</source>
        <translation>Vaša nezavršena partija deljenja {deal} računata je kao poraz.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../qt/online/board_view.py" line="+154"/>
        <location filename="../qt/statistics/boards.py" line="+62"/>
        <location filename="../qt/window/menu_actions.py" line="+127"/>
        <source>&amp;Game</source>
        <translation>&amp;Igra</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+2"/>
        <source>&amp;New Deal</source>
        <translation>&amp;Nova partija</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Restart</source>
        <translation>&amp;Ispočetka</translation>
    </message>
    <message>
        <location filename="../qt/statistics/boards.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+9"/>
        <source>&amp;Daily Deal</source>
        <extracomment>Today&apos;s deal, the same for every player (Game menu).</extracomment>
        <translation>&amp;Dnevno deljenje</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+6"/>
        <source>Deal by N&amp;umber…</source>
        <translation>Deljenje po &amp;broju…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pauza</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Variant</source>
        <translation>&amp;Varijanta</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Custom…</source>
        <translation>&amp;Sopstvena pravila…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>As&amp;k Before Abandoning a Game</source>
        <extracomment>Game menu: ask before a game in progress is given up (it counts as lost).</extracomment>
        <translation>Pit&amp;aj pre napuštanja partije</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ask Before the Solver &amp;Helps</source>
        <extracomment>Game menu: ask before Show the Way or Go Back makes the game &quot;won with help&quot;.</extracomment>
        <translation>Pitaj pre nego što &amp;rešavač pomogne</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Winnable Deals Only</source>
        <extracomment>Game menu: New Deal deals only deals the solver has shown can be won.</extracomment>
        <translation>Sa&amp;mo deljenja koja mogu da se dobiju</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winnable Deals&apos; Di&amp;fficulty</source>
        <extracomment>Game menu: the submenu that picks how hard Winnable Deals Only&apos;s deals are.</extracomment>
        <translation>&amp;Težina deljenja koja mogu da se dobiju</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistika…</translation>
    </message>
    <message>
        <location filename="../qt/online/board_view.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+21"/>
        <source>Online Daily &amp;Board…</source>
        <extracomment>Game menu: choose an online board for the daily deal, and whether to send to it.</extracomment>
        <translation>&amp;Onlajn rang-lista dnevnog deljenja…</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+5"/>
        <source>&amp;Quit</source>
        <translation>I&amp;zađi</translation>
    </message>
    <message>
        <location filename="../qt/features/auto_complete.py" line="-3"/>
        <location filename="../qt/features/show_the_way.py" line="+146"/>
        <location filename="../qt/window/menu_actions.py" line="+7"/>
        <source>&amp;Edit</source>
        <translation>&amp;Uređivanje</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+10"/>
        <source>Undo</source>
        <extracomment>Button in the toolbar; the menu entry says which move it takes back.</extracomment>
        <translation>Opozovi</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Redo</source>
        <extracomment>Button in the toolbar; the menu entry says which move it makes again.</extracomment>
        <translation>Ponovi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Hint</source>
        <translation>&amp;Savet</translation>
    </message>
    <message>
        <location filename="../qt/features/auto_complete.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+11"/>
        <source>&amp;Auto Finish</source>
        <extracomment>Plays the game out once nothing is left to decide; before that, sends the cards that are safe to send up to the foundations.</extracomment>
        <translation>&amp;Završi automatski</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+9"/>
        <source>&amp;Solve…</source>
        <extracomment>The solver looks for a win from here and can play it out (Show the Way).</extracomment>
        <translation>&amp;Reši…</translation>
    </message>
    <message>
        <location filename="../qt/features/show_the_way.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+8"/>
        <source>&amp;Where Was It Lost?</source>
        <extracomment>The solver finds the last position from which this game could still be won.</extracomment>
        <translation>&amp;Gde je partija izgubljena?</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+7"/>
        <source>&amp;Copy Board</source>
        <translation>&amp;Kopiraj raspored</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Paste Board</source>
        <translation>&amp;Nalepi raspored</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;View</source>
        <translation>&amp;Prikaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Deck</source>
        <extracomment>The look of the cards&apos; faces (View menu).</extracomment>
        <translation>Špi&amp;l</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card &amp;Back</source>
        <translation>&amp;Poleđina karata</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>La&amp;nguage</source>
        <translation>&amp;Jezik</translation>
    </message>
    <message>
        <location line="-278"/>
        <source>System Language ({language})</source>
        <extracomment>View &gt; Language: follow the system&apos;s language; {language} is its name (&quot;English&quot;), written in that language.</extracomment>
        <translation>Jezik sistema ({language})</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Follow the &amp;System</source>
        <extracomment>View → Theme: the table follows the system&apos;s light or dark colour scheme.</extracomment>
        <translation>Prati &amp;sistem</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Soft</source>
        <extracomment>View → Sound Volume: the softest of four levels.</extracomment>
        <translation>Tiho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Srednje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loud</source>
        <translation>Glasno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full</source>
        <extracomment>View → Sound Volume: the loudest of four levels.</extracomment>
        <translation>Najglasnije</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;1 – Easiest</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty: the easiest of five levels.</extracomment>
        <translation>&amp;1 – Najlakše</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;2 – Easy</source>
        <translation>&amp;2 – Lako</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;3 – Medium</source>
        <translation>&amp;3 – Srednje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;4 – Hard</source>
        <translation>&amp;4 – Teško</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;5 – Hardest</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty: the hardest of five levels.</extracomment>
        <translation>&amp;5 – Najteže</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Any Difficulty</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty: deals of every difficulty.</extracomment>
        <translation>&amp;Bilo koja težina</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With Winnable Deals Only on, New Deal deals a deal of this difficulty.</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty, each level&apos;s tip in the status bar (one line: keep it short; the tooltip, the next text, says more).</extracomment>
        <translation>Kada je uključeno Samo deljenja koja mogu da se dobiju, Nova partija deli deljenje ove težine.</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>&amp;Export Statistics…</source>
        <extracomment>Game menu: write every game, with its moves, the records and the daily streaks to one file, to carry them to another machine.</extracomment>
        <translation>Izv&amp;ezi statistiku…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Import Statistics…</source>
        <extracomment>Game menu: merge a file Export Statistics wrote (on another machine) into these statistics; games already here are not counted twice.</extracomment>
        <translation>&amp;Uvezi statistiku…</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>&amp;Animate Moves</source>
        <translation>&amp;Animacija poteza</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Play Sounds</source>
        <extracomment>View menu: the game&apos;s sounds (a card put down, sent up, a win...) on or off.</extracomment>
        <translation>Zvu&amp;ci</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sound &amp;Volume</source>
        <translation>Ja&amp;čina zvuka</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Cards Dance at a Win</source>
        <extracomment>View menu: at a win the cards swing round the table before the win dialog (a click or a key ends it sooner).</extracomment>
        <translation>Karte plešu pri po&amp;bedi</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Single Click Plays Best Move</source>
        <translation>Jedan &amp;klik igra najbolji potez</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Move Safe Cards &amp;Up Automatically</source>
        <extracomment>Cards that no other card can need go up to the foundations by themselves.</extracomment>
        <translation>&amp;Sigurne karte same na temelje</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Finish by Itself When Nothing Is Left to Decide</source>
        <extracomment>View menu: once nothing is left to decide, the game plays the rest at once instead of offering to.</extracomment>
        <translation>&amp;Završi samostalno kad nema više šta da se odluči</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show &amp;Whether the Game Can Be Won</source>
        <extracomment>View menu: after each move the status bar says whether the game can still be won.</extracomment>
        <translation>Prikaži da li partija može da se &amp;dobije</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Larger Cards</source>
        <translation>&amp;Veće karte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show Column &amp;Keys</source>
        <extracomment>Shows on the table the key that picks each column.</extracomment>
        <translation>P&amp;rikaži tastere kolona</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Uvećaj</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;Out</source>
        <translation>U&amp;manji</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Actual Si&amp;ze</source>
        <translation>&amp;Normalna veličina</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../qt/window/view.py" line="+136"/>
        <source>&amp;Keyboard</source>
        <extracomment>Help menu: the list of keys that play the game.</extracomment>
        <translation>&amp;Tastatura</translation>
    </message>
    <message>
        <location line="-9"/>
        <location filename="../qt/window/view.py" line="+0"/>
        <source>&amp;Help</source>
        <translation>Po&amp;moć</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>With Winnable Deals Only on, New Deal deals a deal of this difficulty: how hard the solver found it ({games}; other games: any winnable deal).</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty, each level&apos;s tooltip. {games}: the names of the games whose deals have a difficulty, with &quot; · &quot; between (&quot;Baker&apos;s Dozen · Spanish Patience&quot;).</extracomment>
        <translation>Kada je uključeno Samo deljenja koja mogu da se dobiju, Nova partija deli deljenje ove težine: koliko je bilo teško rešavaču ({games}; ostale igre: bilo koje deljenje koje može da se dobije).</translation>
    </message>
    <message>
        <location line="+346"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Kako se igra</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;About</source>
        <translation>&amp;O programu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt-u</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game</source>
        <extracomment>The toolbar&apos;s name (shown when right-clicking the toolbar area).</extracomment>
        <translation>Igra</translation>
    </message>
    <message>
        <location filename="../qt/window/menus.py" line="+151"/>
        <location line="+1"/>
        <source>More buttons</source>
        <extracomment>The toolbar&apos;s button that shows the buttons a narrow window has no room for.</extracomment>
        <translation>Još dugmadi</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Undo {step}</source>
        <extracomment>Edit menu. {step} is the step it takes back: &quot;&amp;Undo Move 7♣ to 8♥&quot;.</extracomment>
        <translation>&amp;Opozovi {step}</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="-219"/>
        <location filename="../qt/window/menus.py" line="+0"/>
        <source>&amp;Undo</source>
        <translation>&amp;Opozovi</translation>
    </message>
    <message>
        <location filename="../qt/window/menus.py" line="+2"/>
        <source>&amp;Redo {step}</source>
        <extracomment>Edit menu. {step} is the step it makes again: &quot;&amp;Redo Move 7♣ to 8♥&quot;.</extracomment>
        <translation>&amp;Ponovi {step}</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+10"/>
        <location filename="../qt/window/menus.py" line="+0"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponovi</translation>
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
        <translation>potez {card} na temelj</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {card} to empty column {column}</source>
        <translation>potez {card} u praznu kolonu {column}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move {card} to {under}</source>
        <extracomment>{card} goes on top of the card {under}: &quot;Move 7♣ to 8♥&quot;.</extracomment>
        <translation>potez {card} na {under}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>move {card} to the foundation</source>
        <extracomment>A move quoted inside a sentence, after a colon: &quot;Move 12 was: move 7♣ to ...&quot;.</extracomment>
        <translation>{card} na temelj</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>move {card} to empty column {column}</source>
        <extracomment>A move quoted inside a sentence, after a colon.</extracomment>
        <translation>{card} u praznu kolonu {column}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>move {card} to {under}</source>
        <extracomment>A move quoted inside a sentence, after a colon: &quot;Move 12 was: move 7♣ to 8♥.&quot;.</extracomment>
        <translation>{card} na {under}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Restart</source>
        <extracomment>Undo history: the step &quot;restart the deal&quot;; shown after &quot;Undo&quot; in the Edit menu.</extracomment>
        <translation>ponovni početak</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auto Finish</source>
        <extracomment>Undo history: the step &quot;Auto Finish&quot;; shown after &quot;Undo&quot; in the Edit menu.</extracomment>
        <translation>automatsko završavanje</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hint: move {card} from column {source} to the foundation.</source>
        <translation>Savet: premestite {card} iz kolone {source} na temelj.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: move {card} from column {source} to empty column {column}.</source>
        <translation>Savet: premestite {card} iz kolone {source} u praznu kolonu {column}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: move {card} from column {source} onto {under} in column {column}.</source>
        <translation>Savet: premestite {card} iz kolone {source} na {under} u koloni {column}.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../qt/speech/announcer.py" line="+37"/>
        <source>New game: {variant}, deal {deal}.</source>
        <translation>Nova partija: {variant}, deljenje {deal}.</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%n step(s) done.</source>
        <translation>
            <numerusform>Izvršen je %n korak.</numerusform>
            <numerusform>Izvršena su %n koraka.</numerusform>
            <numerusform>Izvršeno je %n koraka.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n step(s) undone.</source>
        <translation>
            <numerusform>Opozvan je %n korak.</numerusform>
            <numerusform>Opozvana su %n koraka.</numerusform>
            <numerusform>Opozvano je %n koraka.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Auto Finish: %n card(s) to the foundations.</source>
        <translation>
            <numerusform>Automatsko završavanje: %n karta na temelje.</numerusform>
            <numerusform>Automatsko završavanje: %n karte na temelje.</numerusform>
            <numerusform>Automatsko završavanje: %n karata na temelje.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Played %n move(s) for you.</source>
        <translation>
            <numerusform>Umesto vas je odigran %n potez.</numerusform>
            <numerusform>Umesto vas su odigrana %n poteza.</numerusform>
            <numerusform>Umesto vas je odigrano %n poteza.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Also to the foundations: {cards}.</source>
        <translation>Takođe na temelje: {cards}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Column {column} is empty now.</source>
        <translation>Kolona {column} je sada prazna.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is now on top of column {column}.</source>
        <extracomment>The card a move uncovered: &quot;Ten of spades is now on top of column 1.&quot;</extracomment>
        <translation>{card} je sada na vrhu kolone {column}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{card} is back on column {column}: move undone.</source>
        <extracomment>Said after Undo; {card} is a full card name: &quot;seven of clubs&quot;.</extracomment>
        <translation>{card} je ponovo u koloni {column}: potez je opozvan.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{card} goes to the foundation.</source>
        <extracomment>A move just made; {card} is a full card name: &quot;seven of clubs&quot;.</extracomment>
        <translation>{card} ide na temelj.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} goes to empty column {column}.</source>
        <extracomment>A move just made; {card} is a full card name: &quot;seven of clubs&quot;.</extracomment>
        <translation>{card} ide u praznu kolonu {column}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} goes onto {under}.</source>
        <extracomment>A move just made: &quot;Seven of clubs goes onto eight of hearts.&quot;</extracomment>
        <translation>{card} ide na kartu {under}.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Restart undone: the moves are back.</source>
        <translation>Ponovni početak je opozvan: potezi su vraćeni.</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>New game: {variant}, practice: not counted in the statistics.</source>
        <translation>Nova partija: {variant}, vežba: ne računa se u statistiku.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Back to the deal. The clock keeps running: time counts on the deal, restarts included.</source>
        <translation>Nazad na početak deljenja. Sat i dalje radi: vreme se računa za celo deljenje, uključujući ponovne početke.</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Auto Finish undone: %n card(s) back on the table.</source>
        <translation>
            <numerusform>Automatsko završavanje je opozvano: %n karta je ponovo u tabeli.</numerusform>
            <numerusform>Automatsko završavanje je opozvano: %n karte su ponovo u tabeli.</numerusform>
            <numerusform>Automatsko završavanje je opozvano: %n karata je ponovo u tabeli.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Undone: %n move(s) played for you.</source>
        <translation>
            <numerusform>Opozvano: %n potez koji je igra odigrala umesto vas.</numerusform>
            <numerusform>Opozvano: %n poteza koje je igra odigrala umesto vas.</numerusform>
            <numerusform>Opozvano: %n poteza koje je igra odigrala umesto vas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move undone.</source>
        <translation>Potez je opozvan.</translation>
    </message>
</context>
<context>
    <name>NewGames</name>
    <message>
        <location filename="../qt/features/new_games.py" line="+24"/>
        <source>The daily deal of {date} again, as deal {number}: it counts as that numbered deal, not as the daily deal.</source>
        <translation>Dnevno deljenje od {date} ponovo, kao deljenje {number}: računa se kao to numerisano deljenje, a ne kao dnevno deljenje.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../qt/files/notices.py" line="+67"/>
        <source>Your saved game could not be read: it is damaged.</source>
        <translation>Sačuvana partija ne može da se pročita: oštećena je.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your saved game could not be read: it cannot be opened.</source>
        <translation>Sačuvana partija ne može da se pročita: ne može da se otvori.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be read: the file is far too large to be one.</source>
        <translation>Sačuvana partija ne može da se pročita: datoteka je prevelika da bi bila sačuvana partija.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be read: a newer version of Baker&apos;s Dozen wrote it.</source>
        <translation>Sačuvana partija ne može da se pročita: zapisala ju je novija verzija igre Baker&apos;s Dozen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your saved game could not be read.</source>
        <translation>Sačuvana partija ne može da se pročita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was kept as:
{path}

A new game was dealt; nothing else was lost.</source>
        <translation>Sačuvana je kao:
{path}

Podeljena je nova partija; ništa drugo nije izgubljeno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It could not be moved aside, so it was left where it is:
{path}

A new game was dealt. The game will not save over that file until you start Baker&apos;s Dozen again.</source>
        <translation>Nije mogla da se skloni, pa je ostavljena gde jeste:
{path}

Podeljena je nova partija. Igra neće snimati preko te datoteke dok ponovo ne pokrenete Baker&apos;s Dozen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your game is not being saved.</source>
        <translation>Vaša partija se ne čuva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game that could not be read is still in the way:
{path}

Move it elsewhere and start Baker&apos;s Dozen again to save your games.</source>
        <translation>Sačuvana partija koja ne može da se pročita i dalje smeta:
{path}

Premestite je negde drugde i ponovo pokrenite Baker&apos;s Dozen da bi se vaše partije čuvale.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your game could not be saved.</source>
        <translation>Vaša partija nije mogla da se sačuva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saving to {path} failed: {reason}.

Play on: the game tries again every little while, and nothing is lost while the window stays open.</source>
        <translation>Čuvanje u {path} nije uspelo: {reason}.

Igrajte dalje: igra će uskoro pokušati ponovo, a dok je prozor otvoren, ništa se ne gubi.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your game is saved again.</source>
        <translation>Vaša partija se ponovo čuva.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your statistics file was damaged.</source>
        <translation>Datoteka sa statistikom je bila oštećena.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was kept as:
{path}

A new statistics file was started; your games from now on are counted there.</source>
        <translation>Sačuvana je kao:
{path}

Započeta je nova datoteka sa statistikom; vaše partije se od sada računaju u njoj.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your statistics were written by a newer version of Baker&apos;s Dozen.</source>
        <translation>Vašu statistiku je zapisala novija verzija igre Baker&apos;s Dozen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They were kept as:
{path}

A new statistics file was started.</source>
        <translation>Sačuvana je kao:
{path}

Započeta je nova datoteka sa statistikom.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The games waiting from the last run were damaged. What could be kept is in:
{path}</source>
        <translation>Partije koje su čekale od prošlog pokretanja bile su oštećene. Ono što je moglo da se sačuva nalazi se u:
{path}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n finished game(s) could not be written to the statistics.</source>
        <translation>
            <numerusform>%n završena partija nije mogla da se upiše u statistiku.</numerusform>
            <numerusform>%n završene partije nisu mogle da se upišu u statistiku.</numerusform>
            <numerusform>%n završenih partija nije moglo da se upiše u statistiku.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The folder for your saved game and statistics cannot be used: {reason}.
{path}

Play on: the game works, but keeps neither this game nor its statistics until that is put right.</source>
        <translation>Fascikla za sačuvanu partiju i statistiku ne može da se koristi: {reason}.
{path}

Igrajte dalje: igra radi, ali ne čuva ni ovu partiju ni njenu statistiku dok se to ne ispravi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your games will not be saved this time.</source>
        <translation>Vaše partije ovog puta neće biti sačuvane.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A file is in the way, where their folder belongs:
{path}

The game starts with its usual settings and leaves that file alone.</source>
        <translation>Na mestu njihove fascikle nalazi se datoteka:
{path}

Igra počinje sa uobičajenim podešavanjima i ne dira tu datoteku.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your preferences cannot be kept.</source>
        <translation>Vaša podešavanja ne mogu da se sačuvaju.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Technical detail, for a bug report (in English):</source>
        <translation>Tehnički detalj za prijavu greške (na engleskom):</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Some games could not be counted.</source>
        <translation>Neke partije nisu mogle da se uračunaju.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Statistics are paused: another program is using the file. Your games are kept and counted when it lets go.</source>
        <translation>Statistika je pauzirana: drugi program koristi datoteku. Vaše partije se čuvaju i biće uračunate kada je oslobodi.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Statistics are paused: the file cannot be written. Your games are kept and counted as soon as it can be.</source>
        <translation>Statistika je pauzirana: u datoteku ne može da se piše. Vaše partije se čuvaju i biće uračunate čim to bude moguće.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics work again: every waiting game is counted.</source>
        <translation>Statistika ponovo radi: sve partije koje su čekale su uračunate.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>They were kept as:
{path}

The game starts with its usual settings.</source>
        <translation>Sačuvana su kao:
{path}

Igra počinje sa uobičajenim podešavanjima.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file could not be moved aside:
{path}

The game starts with its usual settings and will not change that file.</source>
        <translation>Datoteka nije mogla da se skloni:
{path}

Igra počinje sa uobičajenim podešavanjima i neće menjati tu datoteku.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your preferences could not be read.</source>
        <translation>Vaša podešavanja nisu mogla da se pročitaju.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Baker&apos;s Dozen</source>
        <translation>Baker&apos;s Dozen</translation>
    </message>
    <message>
        <location filename="../qt/words/reason_words.py" line="+30"/>
        <source>the disk is full</source>
        <translation>disk je pun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>permission denied</source>
        <translation>pristup je odbijen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is read-only</source>
        <translation>disk je samo za čitanje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a folder is in the way</source>
        <extracomment>The file&apos;s name is taken by a folder.</extracomment>
        <translation>na tom mestu je fascikla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a file is in the way</source>
        <extracomment>A file stands where a folder should be.</extracomment>
        <translation>na tom mestu je datoteka</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a folder on the way is missing</source>
        <extracomment>A folder on the file&apos;s path does not exist (a link leads nowhere, say).</extracomment>
        <translation>nedostaje fascikla na putanji</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>links on the way lead round in a circle</source>
        <extracomment>Symbolic links on the file&apos;s path point at each other, never reaching a folder.</extracomment>
        <translation>veze na putanji vode ukrug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its name is too long</source>
        <extracomment>The path of the file (its folders and name) is longer than the system allows.</extracomment>
        <translation>naziv je predugačak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused</source>
        <translation>sistem je to odbio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused (error {code})</source>
        <extracomment>{code} is the system&apos;s error number, for whoever looks it up.</extracomment>
        <translation>sistem je to odbio (greška {code})</translation>
    </message>
</context>
<context>
    <name>OnlineBoard</name>
    <message>
        <location filename="../qt/online/daily_result.py" line="+155"/>
        <source>The daily results waiting for the online board could not be read; the file was kept as {file}.</source>
        <extracomment>{file} is the name the unreadable file was kept under.</extracomment>
        <translation>Rezultati koji čekaju slanje na onlajn rang-listu nisu mogli da se pročitaju; datoteka je sačuvana kao {file}.</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Online board: sending your result…</source>
        <translation>Onlajn rang-lista: vaš rezultat se šalje…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Online board: not reached now ({reason}); your result is kept and will be sent later.</source>
        <extracomment>{reason} says why: no network, the board busy...</extracomment>
        <translation>Onlajn rang-lista: trenutno nije dostupna ({reason}); vaš rezultat je sačuvan i biće poslat kasnije.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Online board: your result was refused ({reason}).</source>
        <extracomment>{reason} is the board&apos;s own reason, as it wrote it (in English).</extracomment>
        <translation>Onlajn rang-lista: vaš rezultat je odbijen ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Online board: your first game of this daily deal is the one that counts.</source>
        <translation>Onlajn rang-lista: računa se vaša prva partija ovog dnevnog deljenja.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Online board: place {rank}</source>
        <extracomment>The place the online board gave this win among the day&apos;s ranked games.</extracomment>
        <translation>Onlajn rang-lista: {rank}. mesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online board: your game is listed, not ranked.</source>
        <translation>Onlajn rang-lista: vaša partija je na spisku, ali nije rangirana.</translation>
    </message>
</context>
<context>
    <name>OnlineBoardView</name>
    <message>
        <location filename="../qt/online/board_view.py" line="-67"/>
        <location line="+22"/>
        <source>Online board</source>
        <translation>Onlajn rang-lista</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Place</source>
        <extracomment>The online board&apos;s columns: place, the player&apos;s name, score, time, moves.</extracomment>
        <translation>Mesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Ime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Poeni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Vreme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Potezi</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The board counts every move, the ones made for you too.</source>
        <translation>Rang-lista broji svaki potez, i one odigrane za vas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+186"/>
        <source>&amp;Watch</source>
        <extracomment>Statistics, the online board: watch the chosen entry&apos;s game move by move.</extracomment>
        <translation>Gl&amp;edaj</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>Fetch the chosen game&apos;s moves from the board and replay them move by move</source>
        <translation>Preuzmi poteze izabrane partije sa rang-liste i reprodukuj ih potez po potez</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not opted in: nothing is sent or asked. {path} joins a board.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Game → Online Daily Board…&quot;.</extracomment>
        <translation>Niste prijavljeni: ništa se ne šalje niti traži. {path} vas prijavljuje na rang-listu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asking the online board…</source>
        <translation>Pitam onlajn rang-listu…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot reach the online board at {address}: {reason}</source>
        <extracomment>{reason} says why: no network, a name that is not found, an answer too large...</extracomment>
        <translation>Onlajn rang-lista na adresi {address} nije dostupna: {reason}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The online board cannot show this day: {reason}</source>
        <extracomment>{reason} is what the board said, as it wrote it (in English).</extracomment>
        <translation>Onlajn rang-lista ne može da prikaže ovaj dan: {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No game on the online board for this day yet.</source>
        <translation>Za ovaj dan još nema partija na onlajn rang-listi.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s) on the online board for this day.</source>
        <translation>
            <numerusform>%n igrač na onlajn rang-listi za ovaj dan.</numerusform>
            <numerusform>%n igrača na onlajn rang-listi za ovaj dan.</numerusform>
            <numerusform>%n igrača na onlajn rang-listi za ovaj dan.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no game on this board.</source>
        <translation>Nemate partiju na ovoj rang-listi.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your place: {rank}</source>
        <extracomment>The player&apos;s place among the games ranked on the online board (wins without help).</extracomment>
        <translation>Vaše mesto: {rank}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is on the board: won with help, not ranked.</source>
        <translation>Vaša partija je na rang-listi: dobijena uz pomoć, bez mesta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is on the board: not won, not ranked.</source>
        <translation>Vaša partija je na rang-listi: nije dobijena, bez mesta.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Watch a Won Game</source>
        <extracomment>Title of the box asking before a daily deal&apos;s winning game is shown.</extracomment>
        <translation>Gledanje dobijene partije</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have not finished this daily deal yet: watching the game shows how it can be won. Watch it all the same?</source>
        <translation>Ovo dnevno deljenje još niste završili: gledanje partije pokazuje kako može da se dobije. Da li ipak želite da je gledate?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Fetching the game&apos;s moves from the online board…</source>
        <translation>Preuzimaju se potezi partije sa onlajn rang-liste…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This game cannot be watched: {reason}</source>
        <extracomment>{reason}: why a board&apos;s game cannot be watched (no answer, a damaged line...).</extracomment>
        <translation>Ova partija ne može da se gleda: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} on the online board: {variant}, daily deal {date}</source>
        <extracomment>Above a replay of a game of the online board: &quot;Ann on the online board: Baker&apos;s Dozen, daily deal 2026-11-30&quot;.</extracomment>
        <translation>{name} na onlajn rang-listi: {variant}, dnevno deljenje {date}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game cannot be watched: its moves do not fit its deal.</source>
        <translation>Ova partija ne može da se gleda: njeni potezi ne odgovaraju njenom deljenju.</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+4"/>
        <location line="+6"/>
        <location line="+2"/>
        <source>the board&apos;s answer is damaged</source>
        <translation>odgovor rang-liste je oštećen</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>the board sent no moves for it</source>
        <translation>rang-lista nije poslala poteze za nju</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <location filename="../qt/online/opt_in.py" line="+126"/>
        <source>Online Daily Board</source>
        <translation>Onlajn rang-lista dnevnog deljenja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>See where you stand on the day&apos;s daily deal among other players, on an online board that a friend, a club or anyone keeps with bakers-dozen-server. No board is built in: give the address of one you trust. The board replays every game it is sent and scores it itself; the time played, and who found the moves, it can only take on trust.</source>
        <translation>Pogledajte gde stojite u dnevnom deljenju među drugim igračima, na onlajn rang-listi koju prijatelj, klub ili bilo ko vodi pomoću bakers-dozen-server. Nijedna rang-lista nije ugrađena: unesite adresu one kojoj verujete. Rang-lista ponovo odigra svaku partiju koja joj se pošalje i sama računa poene; vreme igre i to ko je pronašao poteze mora da uzme na poverenje.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Boards are kept by players: anyone can start one on a computer of their own with the command bakers-dozen-server (installed by pip install &apos;bakers-dozen-qt[server]&apos;). It says its address, such as http://127.0.0.1:8080 on that same computer; friends elsewhere need one their computers can reach.</source>
        <extracomment>The commands stay as they are: the player types them.</extracomment>
        <translation>Rang-liste vode sami igrači: svako može da pokrene jednu na svom računaru komandom bakers-dozen-server (instalira se sa pip install &apos;bakers-dozen-qt[server]&apos;). Ona kaže svoju adresu, na primer http://127.0.0.1:8080 na tom istom računaru; prijateljima na drugim mestima treba adresa do koje njihovi računari mogu da dođu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board &amp;address:</source>
        <extracomment>Label of the field where the player types the online board&apos;s web address.</extracomment>
        <translation>&amp;Adresa rang-liste:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name on the board:</source>
        <translation>Vaše &amp;ime na rang-listi:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board&apos;s &amp;join code:</source>
        <extracomment>Label of the field for the code a friends&apos; or club&apos;s board asks of its players.</extracomment>
        <translation>&amp;Pristupni kod rang-liste:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Send my daily deal results to this board</source>
        <translation>&amp;Šalji moje rezultate dnevnog deljenja na ovu rang-listu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;small&gt;Sent for each daily deal you finish (won, or given up after a move): the date, the variant, your moves, the time played, the hints, undos and help used, your name, and a random code made for this installation so that the board keeps one game per player. Nothing else. Numbered deals, custom rules and pasted boards are never sent.&lt;/small&gt;</source>
        <translation>&lt;small&gt;Šalje se za svako dnevno deljenje koje završite (dobijeno ili napušteno posle poteza): datum, varijanta, vaši potezi, vreme igre, iskorišćeni saveti, opozivanja i pomoć, vaše ime i nasumični kod napravljen za ovu instalaciju da bi rang-lista čuvala jednu partiju po igraču. Ništa drugo. Deljenja po broju, sopstvena pravila i nalepljeni rasporedi se nikada ne šalju.&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Write the board&apos;s whole address, beginning with {https} or {http}.</source>
        <extracomment>{https} and {http} are the beginnings of web addresses: https:// and http://.</extracomment>
        <translation>Napišite celu adresu rang-liste, koja počinje sa {https} ili {http}.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Choose the name to show on the board: %n character(s) at most.</source>
        <translation>
            <numerusform>Izaberite ime koje će se prikazati na rang-listi: najviše %n znak.</numerusform>
            <numerusform>Izaberite ime koje će se prikazati na rang-listi: najviše %n znaka.</numerusform>
            <numerusform>Izaberite ime koje će se prikazati na rang-listi: najviše %n znakova.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asking the board…</source>
        <translation>Šaljem upit rang-listi…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This board takes results only from players who know its join code: ask the one who keeps it.</source>
        <translation>Ova rang-lista prima rezultate samo od igrača koji znaju njen pristupni kod: pitajte onoga ko vodi rang-listu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is not this board&apos;s join code.</source>
        <translation>To nije pristupni kod ove rang-liste.</translation>
    </message>
</context>
<context>
    <name>PileWords</name>
    <message numerus="yes">
        <location filename="../qt/speech/spoken_names.py" line="-21"/>
        <source>%n card(s)</source>
        <extracomment>A count of cards in a pile&apos;s name: &quot;Column 4, {6 cards}, top: ...&quot;.</extracomment>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karte</numerusform>
            <numerusform>%n karata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{cards}, %n of them face down</source>
        <extracomment>{cards} is &quot;4 cards&quot;; %n of those lie face down.</extracomment>
        <translation>
            <numerusform>{cards}, od toga %n licem nadole</numerusform>
            <numerusform>{cards}, od toga %n licem nadole</numerusform>
            <numerusform>{cards}, od toga %n licem nadole</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column {column}, {cards}, top: {card}</source>
        <extracomment>{cards}: &quot;6 cards&quot; or &quot;4 cards, 3 of them face down&quot;; {card}: &quot;seven of clubs&quot;.</extracomment>
        <translation>Kolona {column}, {cards}, na vrhu: {card}</translation>
    </message>
</context>
<context>
    <name>Piles</name>
    <message>
        <location line="-79"/>
        <source>Clubs foundation, empty</source>
        <translation>Temelj za tref, prazan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds foundation, empty</source>
        <translation>Temelj za karo, prazan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts foundation, empty</source>
        <translation>Temelj za herc, prazan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades foundation, empty</source>
        <translation>Temelj za pik, prazan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clubs foundation, up to {rank}</source>
        <translation>Temelj za tref, na vrhu {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds foundation, up to {rank}</source>
        <translation>Temelj za karo, na vrhu {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts foundation, up to {rank}</source>
        <translation>Temelj za herc, na vrhu {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades foundation, up to {rank}</source>
        <translation>Temelj za pik, na vrhu {rank}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Column {column}, empty</source>
        <translation>Kolona {column}, prazna</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>From the bottom: {cards}.</source>
        <translation>Odozdo: {cards}.</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../qt/words/qt_gaps.py" line="+39"/>
        <source>&amp;Step up</source>
        <translation>&amp;Uvećaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;down</source>
        <translation>U&amp;manji</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="+9"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Traži u:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>&amp;Ime datoteke:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Vrsta datoteka:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Nazad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Napred</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>Nadređena fascikla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>Napravi novu fasciklu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>Prikaz liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>Detaljan prikaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Sačuvaj</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Ime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Veličina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>Vrsta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>Datum izmene</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location line="-40"/>
        <source>&amp;OK</source>
        <translation>&amp;U redu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Otkaži</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Zatvori</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="+8"/>
        <source>&amp;Undo</source>
        <translation>&amp;Opozovi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponovi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>Ise&amp;ci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiraj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>&amp;Nalepi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Obriši</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Izaberi sve</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location line="-12"/>
        <source>Show Details...</source>
        <translation>Prikaži detalje...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide Details...</source>
        <translation>Sakrij detalje...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-11"/>
        <source>OK</source>
        <translation>U redu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Otkaži</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Ne</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <location line="+48"/>
        <source>Undo</source>
        <translation>Opozovi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Ponovi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy</source>
        <translation>Kopiraj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste</source>
        <translation>Nalepi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut</source>
        <translation>Iseci</translation>
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
        <translation>&amp;Kopiraj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy &amp;Link Location</source>
        <translation>Kopiraj &amp;adresu veze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Izaberi sve</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <location filename="../qt/speech/spoken_names.py" line="-115"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>dvojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>trojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>četvorka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>petica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>šestica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>sedmica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>osmica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>devetka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>desetka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>žandar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>kralj</translation>
    </message>
</context>
<context>
    <name>RecentGamesChart</name>
    <message>
        <location filename="../qt/statistics/charts.py" line="+212"/>
        <source>Chart of the last games</source>
        <translation>Grafikon poslednjih partija</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 of the last %n game(s) won</source>
        <translation>
            <numerusform>Dobijeno %1 od poslednje %n partije</numerusform>
            <numerusform>Dobijeno %1 od poslednje %n partije</numerusform>
            <numerusform>Dobijeno %1 od poslednjih %n partija</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No games yet: finished games appear here.</source>
        <translation>Još nema partija: ovde se pojavljuju završene partije.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Won</source>
        <extracomment>The chart&apos;s legend: game won, won with the solver&apos;s help, not won.</extracomment>
        <translation>Dobijena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with help</source>
        <translation>Dobijena uz pomoć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not won</source>
        <translation>Nije dobijena</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Win rate (last %n game(s))</source>
        <extracomment>The line of the win rate over the last games (20 of them, say).</extracomment>
        <translation>
            <numerusform>Procenat pobeda (poslednja %n partija)</numerusform>
            <numerusform>Procenat pobeda (poslednje %n partije)</numerusform>
            <numerusform>Procenat pobeda (poslednjih %n partija)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+100"/>
        <source>Game %1 of %2: won with help, %Ln point(s)</source>
        <translation>
            <numerusform>Partija %1 od %2: dobijena uz pomoć, %Ln poen</numerusform>
            <numerusform>Partija %1 od %2: dobijena uz pomoć, %Ln poena</numerusform>
            <numerusform>Partija %1 od %2: dobijena uz pomoć, %Ln poena</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game %1 of %2: won, %Ln point(s)</source>
        <translation>
            <numerusform>Partija %1 od %2: dobijena, %Ln poen</numerusform>
            <numerusform>Partija %1 od %2: dobijena, %Ln poena</numerusform>
            <numerusform>Partija %1 od %2: dobijena, %Ln poena</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game %1 of %2: not won, %Ln point(s)</source>
        <translation>
            <numerusform>Partija %1 od %2: nije dobijena, %Ln poen</numerusform>
            <numerusform>Partija %1 od %2: nije dobijena, %Ln poena</numerusform>
            <numerusform>Partija %1 od %2: nije dobijena, %Ln poena</numerusform>
        </translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Score</source>
        <translation>Poeni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate</source>
        <translation>Procenat pobeda</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Games, oldest to latest</source>
        <translation>Partije, od najstarije do najnovije</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Win rate over the last %n game(s): %1</source>
        <translation>
            <numerusform>Procenat pobeda za poslednju %n partiju: %1</numerusform>
            <numerusform>Procenat pobeda za poslednje %n partije: %1</numerusform>
            <numerusform>Procenat pobeda za poslednjih %n partija: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../qt/words/wording.py" line="+12"/>
        <source>There is no column {column}.</source>
        <translation>Kolona {column} ne postoji.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card cannot move onto its own column.</source>
        <translation>Karta ne može da se premesti u sopstvenu kolonu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column {column} is empty.</source>
        <translation>Kolona {column} je prazna.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} cannot go to the foundation yet.</source>
        <translation>Karta {card} još ne može na temelj.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} needs {needs} on the foundation first.</source>
        <extracomment>{needs} is the card of the same suit one rank lower: &quot;7♦ needs 6♦ ...&quot;.</extracomment>
        <translation>Karta {card} može na temelj tek posle karte {needs}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Column {column} is empty, and empty columns stay empty.</source>
        <translation>Kolona {column} je prazna, a prazne kolone ostaju prazne.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a king may go into the empty column {column}.</source>
        <translation>U praznu kolonu {column} može samo kralj.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} is alone in its column: moving it to an empty column changes nothing.</source>
        <translation>Karta {card} je sama u svojoj koloni: premeštanje u praznu kolonu ništa ne menja.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{card} does not go on {onto}: build down one rank.</source>
        <extracomment>A card goes only onto a card exactly one rank higher: any 7 on any 8.</extracomment>
        <translation>Karta {card} ne ide na kartu {onto}: slaže se naniže, na kartu za jedan višu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} does not go on {onto}: build in suit.</source>
        <translation>Karta {card} ne ide na kartu {onto}: slaže se u istoj boji.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} does not go on {onto}: alternate the colours.</source>
        <translation>Karta {card} ne ide na kartu {onto}: boje se smenjuju, crvena na crnu i crna na crvenu.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../qt/replay/loss_verdict.py" line="+63"/>
        <source>This game was won.</source>
        <translation>Ova partija je dobijena.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for the move that lost this game…</source>
        <translation>Traži se potez kojim je ova partija izgubljena…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal could not be won from the start: no move lost it.</source>
        <translation>Ovo deljenje nije moglo da se dobije od početka: nijedan potez ga nije izgubio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When this game ended, it could still have been won.</source>
        <translation>Kada se ova partija završila, još je mogla da se dobije.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost at move {number}: before it, the game could still be won.</source>
        <extracomment>{number}: the move after which the replayed game could not be won.</extracomment>
        <translation>Izgubljeno potezom {number}: pre njega je partija još mogla da se dobije.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move that lost the game was found: the search gave up.</source>
        <translation>Potez kojim je partija izgubljena nije pronađen: pretraga je odustala.</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <location filename="../qt/replay/replay_panel.py" line="+121"/>
        <source>Replay</source>
        <extracomment>The title of the panel beside the table while a finished game is replayed.</extracomment>
        <translation>Reprodukcija</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To the deal (Home)</source>
        <extracomment>A replay&apos;s button; the key in brackets.</extracomment>
        <translation>Na deljenje (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>Jedan potez nazad (strelica levo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move on (Right)</source>
        <translation>Jedan potez napred (strelica desno)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last move (End)</source>
        <translation>Na poslednji potez (End)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Speed:</source>
        <extracomment>The speed of a replay&apos;s play: how long each move stays on the table.</extracomment>
        <translation>&amp;Brzina:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow (2 seconds a move)</source>
        <extracomment>Replay speeds, slowest first.</extracomment>
        <translation>Sporo (2 sekunde po potezu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal (1 second a move)</source>
        <translation>Normalno (1 sekunda po potezu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast (2 moves a second)</source>
        <translation>Brzo (2 poteza u sekundi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very fast (4 moves a second)</source>
        <translation>Veoma brzo (4 poteza u sekundi)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Moves:</source>
        <extracomment>The list of a replay&apos;s moves; choosing one shows the table after it.</extracomment>
        <translation>Po&amp;tezi:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves of the replay</source>
        <translation>Potezi reprodukcije</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys: Left and Right step, Home and End jump, Page Up and Page Down ten moves, P plays and pauses, + and - change the speed, Esc leaves.</source>
        <translation>Tasteri: strelice levo i desno za po jedan potez, Home i End na početak i kraj, Page Up i Page Down deset poteza, P pušta i pauzira, + i - menjaju brzinu, Esc izlazi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Back to Your Game</source>
        <translation>Na&amp;zad na vašu partiju</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the replay (Esc)</source>
        <translation>Izađi iz reprodukcije (Esc)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pause (P)</source>
        <translation>Pauza (P)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play (P)</source>
        <translation>Pusti (P)</translation>
    </message>
</context>
<context>
    <name>Replayer</name>
    <message>
        <location filename="../qt/replay/replayer.py" line="+90"/>
        <source>This game cannot be replayed: its move {number} does not fit the deal.</source>
        <extracomment>{number}: the first move of a kept game that does not fit its deal.</extracomment>
        <translation>Ova partija ne može da se reprodukuje: njen potez {number} ne odgovara deljenju.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Back to your game.</source>
        <translation>Nazad na vašu partiju.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replay: the table is read-only. Esc goes back to your game.</source>
        <extracomment>The status bar while a finished game is replayed on the table.</extracomment>
        <translation>Reprodukcija: tabela je samo za čitanje. Esc vas vraća na vašu partiju.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Paused.</source>
        <translation>Pauzirano.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The deal</source>
        <extracomment>The first row of a replay&apos;s list of moves: the table as it was dealt.</extracomment>
        <translation>Deljenje</translation>
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
        <translation>ovde je partija izgubljena</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>The deal: %n move(s) to watch.</source>
        <extracomment>Where a replay stands: at the deal, before any of its moves.</extracomment>
        <translation>
            <numerusform>Deljenje: %n potez za gledanje.</numerusform>
            <numerusform>Deljenje: %n poteza za gledanje.</numerusform>
            <numerusform>Deljenje: %n poteza za gledanje.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move {number} of {count}</source>
        <extracomment>Where a replay stands: &quot;Move 12 of 87&quot;.</extracomment>
        <translation>Potez {number} od {count}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay</source>
        <extracomment>On the table during a replay, above the variant&apos;s name.</extracomment>
        <translation>Reprodukcija</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{heading}. Replay: Left and Right step, P plays, Esc leaves.</source>
        <extracomment>Said when a replay starts: whose game, then how to move along it.</extracomment>
        <translation>{heading}. Reprodukcija: strelice levo i desno za po jedan potez, P pušta, Esc izlazi.</translation>
    </message>
</context>
<context>
    <name>RulesInBrief</name>
    <message>
        <location filename="../qt/words/variant_names.py" line="+96"/>
        <source>any suit</source>
        <extracomment>A custom game&apos;s rules in brief (window title, table), part 1 of 4: what a card is built on. The parts are joined by &quot;{build}, {empty}, ...&quot;.</extracomment>
        <translation>bilo koja boja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alternate colours</source>
        <translation>naizmenične boje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>same suit</source>
        <translation>ista boja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty columns stay empty</source>
        <extracomment>A custom game&apos;s rules in brief, part 2 of 4: what fills an empty column.</extracomment>
        <translation>prazne kolone ostaju prazne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kings fill empty columns</source>
        <translation>prazna kolona prima samo kralja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any card fills empty columns</source>
        <translation>prazna kolona prima bilo koju kartu</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n row(s) face down</source>
        <extracomment>A custom game&apos;s rules in brief, part 3 of 4: rows dealt face down.</extracomment>
        <translation>
            <numerusform>%n red licem nadole</numerusform>
            <numerusform>%n reda licem nadole</numerusform>
            <numerusform>%n redova licem nadole</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all face up</source>
        <translation>sve licem nagore</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kings to the bottom</source>
        <extracomment>A custom game&apos;s rules in brief, part 4 of 4: kings moved under the others.</extracomment>
        <translation>kraljevi na dnu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kings stay put</source>
        <translation>kraljevi ostaju na mestu</translation>
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
        <translation>Cilj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal</source>
        <translation>Deljenje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Igra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end</source>
        <translation>Kraj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strategy</source>
        <translation>Strategija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse and keys</source>
        <translation>Miš i tastatura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Bodovanje</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Put all 52 cards on the four foundations, one for each suit, each built up in its suit from the ace to the king.</source>
        <translation>Složite sve 52 karte na četiri temelja, po jedan za svaku boju; svaki temelj se gradi u svojoj boji, od asa do kralja.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The whole deck is dealt into 13 columns of 4 cards.</source>
        <translation>Ceo špil se deli u 13 kolona po 4 karte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First the two aces that the shuffled deck would deal first go to their foundations. The other 50 cards are dealt into 10 columns of 5 cards.</source>
        <translation>Najpre dva asa koja bi izmešani špil prva podelio idu na svoje temelje. Ostalih 50 karata deli se u 10 kolona po 5 karata.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The cards are dealt into %n column(s).</source>
        <extracomment>Only for layouts other than 13 × 4 and 10 × 5 (none so far).</extracomment>
        <translation>
            <numerusform>Karte se dele u %n kolonu.</numerusform>
            <numerusform>Karte se dele u %n kolone.</numerusform>
            <numerusform>Karte se dele u %n kolona.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each column gets %n card(s).</source>
        <extracomment>Only for layouts other than 13 × 4 and 10 × 5 (none so far).</extracomment>
        <translation>
            <numerusform>Svaka kolona dobija %n kartu.</numerusform>
            <numerusform>Svaka kolona dobija %n karte.</numerusform>
            <numerusform>Svaka kolona dobija %n karata.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Before the deal, %n ace(s) go to the foundations.</source>
        <translation>
            <numerusform>Pre deljenja %n as ide na temelje.</numerusform>
            <numerusform>Pre deljenja %n asa idu na temelje.</numerusform>
            <numerusform>Pre deljenja %n asova ide na temelje.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every card is dealt face up: the whole game is in sight from the start.</source>
        <translation>Sve karte se dele licem nagore: cela partija je pred vama od samog početka.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the top card of each column is dealt face up; the cards under it lie face down.</source>
        <translation>Samo gornja karta svake kolone deli se licem nagore; karte ispod nje leže licem nadole.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The bottom %n card(s) of each column are dealt face down.</source>
        <translation>
            <numerusform>Donja %n karta svake kolone deli se licem nadole.</numerusform>
            <numerusform>Donje %n karte svake kolone dele se licem nadole.</numerusform>
            <numerusform>Donjih %n karata svake kolone deli se licem nadole.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A face-down card turns face up as soon as it is the top card of its column.</source>
        <translation>Karta licem nadole okreće se čim postane gornja karta svoje kolone.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Before play starts, the kings of each column move to its bottom; the other cards keep their order.</source>
        <translation>Pre početka igre kraljevi u svakoj koloni prelaze na njeno dno; ostale karte zadržavaju svoj redosled.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kings stay where they are dealt.</source>
        <translation>Kraljevi ostaju tamo gde su podeljeni.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a column moves, and only one card at a time.</source>
        <translation>Pomera se samo gornja karta kolone, i to jedna po jedna.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card goes on a card one rank higher, whatever its suit or colour: any 7 on any 8. Nothing goes on an ace.</source>
        <translation>Karta ide na kartu za jedan višu, bez obzira na boju: bilo koja sedmica na bilo koju osmicu. Na asa ne ide ništa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A card goes on a card one rank higher of the other colour: a red 7 on a black 8, a black 7 on a red 8. Nothing goes on an ace.</source>
        <translation>Karta ide na kartu za jedan višu suprotne boje: crvena sedmica na crnu osmicu, crna sedmica na crvenu osmicu. Na asa ne ide ništa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A card goes on a card one rank higher of the same suit: the 7♣ on the 8♣ and on no other 8. Nothing goes on an ace.</source>
        <translation>Karta ide na kartu za jedan višu iste boje: 7♣ na 8♣ i ni na jednu drugu osmicu. Na asa ne ide ništa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A column that empties stays empty for the rest of the game: no card may go there, not even a king.</source>
        <translation>Kolona koja se isprazni ostaje prazna do kraja partije: u nju ne može nijedna karta, pa ni kralj.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An empty column takes a king, and no other card.</source>
        <translation>Prazna kolona prima kralja i nijednu drugu kartu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An empty column takes any card.</source>
        <translation>Prazna kolona prima bilo koju kartu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace goes up to the foundations as soon as it is free; each foundation then takes the next card of its suit, up to the king. A card on a foundation stays there.</source>
        <translation>As ide na temelj čim se oslobodi; svaki temelj zatim prima sledeću kartu svoje boje, sve do kralja. Karta na temelju tu i ostaje.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no stock, no free cell and no redeal: every card is on the table from the start.</source>
        <translation>Nema talona, slobodnih ćelija ni ponovnog deljenja: sve karte su u tabeli od samog početka.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You win when all 52 cards are on the foundations. When no card can move, the game is lost; it can be lost long before that, and {solve} tells whether it can still be won.</source>
        <extracomment>{solve} is the menu entry Edit &gt; Solve, as the menu names it.</extracomment>
        <translation>Pobeđujete kada su sve 52 karte na temeljima. Kada nijedna karta više ne može da se pomeri, partija je izgubljena; ona može biti izgubljena i mnogo ranije, a „{solve}“ kaže da li još može da se dobije.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win when all 52 cards are on the foundations. When no card can move, the game is lost.</source>
        <translation>Pobeđujete kada su sve 52 karte na temeljima. Kada nijedna karta više ne može da se pomeri, partija je izgubljena.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start by finding the aces and twos, and count the cards lying on them: free the easiest ones first.</source>
        <translation>Počnite tako što ćete pronaći aseve i dvojke i prebrojati karte koje leže na njima: prvo oslobodite one do kojih se najlakše stiže.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every card is in sight, so think a few moves ahead: before you move a card, check that it does not cover a card you will soon need.</source>
        <translation>Sve karte su vidljive, pa razmišljajte nekoliko poteza unapred: pre nego što pomerite kartu, proverite da ne pokriva kartu koja će vam uskoro trebati.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each face-down card you turn over gives you new moves: prefer the moves that uncover one.</source>
        <translation>Svaka karta licem nadole koju okrenete donosi nove poteze: birajte poteze koji otkrivaju neku od njih.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Any card goes on any card one rank higher, so you often have a choice of places: pick the one that buries fewest of the cards you still need.</source>
        <translation>Svaka karta ide na bilo koju kartu za jedan višu, pa često možete da birate gde ćete je staviti: izaberite mesto koje zatrpava najmanje karata koje vam još trebaju.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Places to build are few under this rule: before you fill one, ask whether another card will need it more.</source>
        <translation>Po ovom pravilu mesta za slaganje ima malo: pre nego što neko popunite, zapitajte se da li je drugoj karti potrebnije.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kings lie at the bottom and block nothing: a column resting on a king is a safe place for a long run.</source>
        <translation>Kraljevi leže na dnu i ništa ne blokiraju: kolona koja počiva na kralju sigurno je mesto za dug niz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A king lying on low cards blocks them until it can move: plan early how to free them.</source>
        <translation>Kralj koji leži na niskim kartama blokira ih dok ne može da se pomeri: na vreme isplanirajte kako ćete ih osloboditi.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An empty column is lost for good, so do not empty one for its own sake; it is worth it only when its cards go to the foundations.</source>
        <translation>Prazna kolona je zauvek izgubljena, zato je ne praznite samo radi pražnjenja; to se isplati samo kada njene karte odlaze na temelje.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep an empty column for a king that lies on cards you need.</source>
        <translation>Sačuvajte praznu kolonu za kralja koji leži na kartama koje vam trebaju.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An empty column is your most useful space: fill it only when that frees a card you need.</source>
        <translation>Prazna kolona je vaše najkorisnije mesto: popunite je samo kada time oslobađate kartu koja vam treba.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stuck? {hint} suggests a move, and {lost} finds the move after which the game could no longer be won.</source>
        <extracomment>{hint} and {lost} are the menu entries Hint and Where Was It Lost?.</extracomment>
        <translation>Zapeli ste? „{hint}“ predlaže potez, a „{lost}“ pronalazi potez posle kojeg partija više nije mogla da se dobije.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drag a top card onto a pile that lights up, or click the card and then the pile. Double-click a card to send it to its foundation.</source>
        <translation>Prevucite gornju kartu na gomilu koja zasvetli ili kliknite na kartu, pa na gomilu. Dvostrukim klikom karta odlazi na svoj temelj.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Each card on the foundations scores {card} points. A win adds {win} points and a time bonus of {time} points less one for every second played.</source>
        <extracomment>{card}, {win}, {time} are 5, 500 and 1,200: word the plurals for those numbers.</extracomment>
        <translation>Svaka karta na temeljima donosi {card} poena. Pobeda donosi još {win} poena i bonus za vreme: {time} poena, umanjeno za jedan za svaku odigranu sekundu.</translation>
    </message>
</context>
<context>
    <name>SendButton</name>
    <message>
        <location filename="../qt/online/opt_in.py" line="+31"/>
        <source>Send to &amp;Online Board…</source>
        <extracomment>Button of the win dialog, after a daily deal when no online board is chosen yet.</extracomment>
        <translation>Pošalji na &amp;onlajn rang-listu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose an online board and send this daily deal&apos;s result</source>
        <translation>Izaberite onlajn rang-listu i pošaljite rezultat ovog dnevnog deljenja</translation>
    </message>
</context>
<context>
    <name>Share</name>
    <message>
        <location filename="../qt/features/share.py" line="+32"/>
        <source>{variant} · daily deal {date}</source>
        <extracomment>First line of a shared daily result: the variant and the deal&apos;s date (YYYY-MM-DD).</extracomment>
        <translation>{variant} · dnevno deljenje {date}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Won in {time} · %n move(s) · score {score}</source>
        <translation>
            <numerusform>Dobijeno za {time} · %n potez · poeni {score}</numerusform>
            <numerusform>Dobijeno za {time} · %n poteza · poeni {score}</numerusform>
            <numerusform>Dobijeno za {time} · %n poteza · poeni {score}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not won · {time} · %n move(s) · score {score}</source>
        <translation>
            <numerusform>Nije dobijeno · {time} · %n potez · poeni {score}</numerusform>
            <numerusform>Nije dobijeno · {time} · %n poteza · poeni {score}</numerusform>
            <numerusform>Nije dobijeno · {time} · %n poteza · poeni {score}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n savet</numerusform>
            <numerusform>%n saveta</numerusform>
            <numerusform>%n saveta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n undo(s)</source>
        <translation>
            <numerusform>%n opoziv</numerusform>
            <numerusform>%n opoziva</numerusform>
            <numerusform>%n opoziva</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With help from the solver</source>
        <translation>Uz pomoć rešavača</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No help, no undo</source>
        <translation>Bez pomoći, bez opoziva</translation>
    </message>
</context>
<context>
    <name>ShowTheWay</name>
    <message>
        <location filename="../qt/features/show_the_way.py" line="-75"/>
        <source>Not available while cards lie face down.</source>
        <translation>Nije dostupno dok ima karata licem nadole.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is won already.</source>
        <translation>Ova partija je već dobijena.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving…</source>
        <translation>Rešavanje…</translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>This game can still be won: %n move(s).</source>
        <translation>
            <numerusform>Ova partija još može da se dobije: %n potez.</numerusform>
            <numerusform>Ova partija još može da se dobije: %n poteza.</numerusform>
            <numerusform>Ova partija još može da se dobije: %n poteza.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+18"/>
        <source>This deal cannot be won from the start.</source>
        <translation>Ovo deljenje ne može da se dobije ni od početka.</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+21"/>
        <source>This game can no longer be won.</source>
        <translation>Ova partija više ne može da se dobije.</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+29"/>
        <source>The solver could not decide.</source>
        <translation>Rešavač nije mogao da odluči.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Solve</source>
        <extracomment>The title of the solver&apos;s answer (the menu entry Edit &gt; Solve).</extracomment>
        <translation>Reši</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can still be won.</source>
        <translation>Ova partija još može da se dobije.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver found a way in %n move(s).</source>
        <translation>
            <numerusform>Rešavač je pronašao put od %n poteza.</numerusform>
            <numerusform>Rešavač je pronašao put od %n poteza.</numerusform>
            <numerusform>Rešavač je pronašao put od %n poteza.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the Way</source>
        <extracomment>Button: the solver plays its winning line out, one move at a time.</extracomment>
        <translation>Pokaži put</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move lost it: no way through exists, whatever is played.</source>
        <translation>Nijedan potez ga nije izgubio: put do pobede ne postoji, šta god da se igra.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{path} finds the move that lost it.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Edit → Where Was It Lost?&quot;.</extracomment>
        <translation>„{path}“ pronalazi potez kojim je partija izgubljena.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>It searched for %n second(s) without finding a win or proving there is none.</source>
        <translation>
            <numerusform>Tražio je %n sekundu, ali nije našao pobedu niti dokazao da je nema.</numerusform>
            <numerusform>Tražio je %n sekunde, ali nije našao pobedu niti dokazao da je nema.</numerusform>
            <numerusform>Tražio je %n sekundi, ali nije našao pobedu niti dokazao da je nema.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../qt/statistics/wording.py" line="+19"/>
        <source>All variants</source>
        <translation>Sve varijante</translation>
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
        <translation>%1 č</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 min</source>
        <comment>minutes of play</comment>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Statistics are paused: another program is using the statistics file. Finished games wait and are counted as soon as it lets go.</source>
        <translation>Statistika je pauzirana: drugi program koristi datoteku statistike. Završene partije čekaju i biće uračunate čim je on oslobodi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistics are paused: the statistics file can be neither opened nor made (a read-only folder or a full disk?). Finished games wait and are counted as soon as it can be written.</source>
        <translation>Statistika je pauzirana: datoteka statistike ne može ni da se otvori ni da se napravi (fascikla samo za čitanje ili pun disk?). Završene partije čekaju i biće uračunate čim bude mogla da se upiše.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistics are paused: the statistics file could not be read.</source>
        <translation>Statistika je pauzirana: datoteka statistike nije mogla da se pročita.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../qt/statistics/window.py" line="+275"/>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Variant</source>
        <extracomment>The list of variants: the column headings (variant, games played).</extracomment>
        <translation>Varijanta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Partije</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>Varijante</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>&amp;Summary</source>
        <translation>&amp;Pregled</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;harts</source>
        <translation>&amp;Grafikoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Rang-lista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Daily Deals</source>
        <translation>&amp;Dnevna deljenja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>H&amp;istory</source>
        <translation>Istori&amp;ja</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Loading…</source>
        <translation>Učitavanje…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Try Again</source>
        <translation>Pokušaj po&amp;novo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Games…</source>
        <translation>&amp;Izvezi partije…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save every game as a CSV file for a spreadsheet</source>
        <translation>Sačuvaj sve partije kao CSV datoteku za tabelarni program</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Obriši…</translation>
    </message>
    <message numerus="yes">
        <location line="+101"/>
        <source>%n damaged row(s) of the statistics file were left out.</source>
        <extracomment>Rows of the statistics file this version cannot read (edited by hand, damaged): they are not counted anywhere in the window.</extracomment>
        <translation>
            <numerusform>%n oštećen red datoteke statistike je izostavljen.</numerusform>
            <numerusform>%n oštećena reda datoteke statistike su izostavljena.</numerusform>
            <numerusform>%n oštećenih redova datoteke statistike je izostavljeno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n odigrana partija</numerusform>
            <numerusform>%n odigrane partije</numerusform>
            <numerusform>%n odigranih partija</numerusform>
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
        <translation>Izvoz partija</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV datoteke (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Sve datoteke (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exporting…</source>
        <translation>Izvoz…</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n game(s) exported to %1.</source>
        <translation>
            <numerusform>%n partija je izvezena u %1.</numerusform>
            <numerusform>%n partije su izvezene u %1.</numerusform>
            <numerusform>%n partija je izvezeno u %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The games could not be exported to %1: %2. Nothing else changed.</source>
        <translation>Partije nisu mogle da se izvezu u %1: %2. Ništa drugo nije promenjeno.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Forget all %n game(s) of every variant? Scores, times, streaks and leaderboards are lost, and this cannot be undone.</source>
        <translation>
            <numerusform>Obrisati %n partiju iz svih varijanti? Poeni, vremena, nizovi pobeda i rang-liste biće izgubljeni, a to ne može da se opozove.</numerusform>
            <numerusform>Obrisati sve %n partije iz svih varijanti? Poeni, vremena, nizovi pobeda i rang-liste biće izgubljeni, a to ne može da se opozove.</numerusform>
            <numerusform>Obrisati svih %n partija iz svih varijanti? Poeni, vremena, nizovi pobeda i rang-liste biće izgubljeni, a to ne može da se opozove.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Forget all %n game(s) of %1? Its scores, times, streaks and leaderboard are lost, and this cannot be undone.</source>
        <translation>
            <numerusform>Obrisati %n partiju varijante %1? Njeni poeni, vremena, nizovi pobeda i rang-lista biće izgubljeni, a to ne može da se opozove.</numerusform>
            <numerusform>Obrisati sve %n partije varijante %1? Njeni poeni, vremena, nizovi pobeda i rang-lista biće izgubljeni, a to ne može da se opozove.</numerusform>
            <numerusform>Obrisati svih %n partija varijante %1? Njeni poeni, vremena, nizovi pobeda i rang-lista biće izgubljeni, a to ne može da se opozove.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset Statistics</source>
        <translation>Brisanje statistike</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forget Games</source>
        <translation>O&amp;briši partije</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Every game was forgotten.</source>
        <translation>Sve partije su obrisane.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games of %1 were forgotten.</source>
        <translation>Partije varijante %1 su obrisane.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forgetting…</source>
        <translation>Brisanje…</translation>
    </message>
</context>
<context>
    <name>StatsTransfer</name>
    <message>
        <location filename="../qt/statistics/transfer.py" line="+59"/>
        <source>bakers-dozen-statistics-{date}</source>
        <extracomment>The file Export Statistics… offers to write; {date} is today&apos;s (YYYY-MM-DD).</extracomment>
        <translation>bakers-dozen-statistika-{date}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics files (*%1)</source>
        <translation>Datoteke statistike (*%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Sve datoteke (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+33"/>
        <source>Export Statistics</source>
        <translation>Izvezi statistiku</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+44"/>
        <source>Import Statistics</source>
        <translation>Uvezi statistiku</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The statistics could not be exported to {file}: {reason}.</source>
        <translation>Statistika nije mogla da se izveze u {file}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Statistics exported: %n game(s), with their moves, to %1.</source>
        <extracomment>%1 is the file written; the moves of each game go with it.</extracomment>
        <translation>
            <numerusform>Statistika je izvezena: %n partija, sa potezima, u %1.</numerusform>
            <numerusform>Statistika je izvezena: %n partije, sa potezima, u %1.</numerusform>
            <numerusform>Statistika je izvezena: %n partija, sa potezima, u %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>it is not a statistics file of Baker&apos;s Dozen</source>
        <translation>to nije datoteka statistike igre Baker&apos;s Dozen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was made by a newer version of the game</source>
        <translation>napravila ju je novija verzija igre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be read ({detail})</source>
        <translation>ne može da se pročita ({detail})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged ({detail})</source>
        <translation>oštećena je ({detail})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} was not imported: {why}. Your statistics are unchanged.</source>
        <translation>Datoteka {file} nije uvezena: {why}. Vaša statistika je nepromenjena.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n game(s) added to your statistics.</source>
        <translation>
            <numerusform>U vašu statistiku je dodata %n partija.</numerusform>
            <numerusform>U vašu statistiku su dodate %n partije.</numerusform>
            <numerusform>U vašu statistiku je dodato %n partija.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) of the file were there already and were left as they were.</source>
        <translation>
            <numerusform>%n partija iz datoteke je već bila tu i ostala je kakva je bila.</numerusform>
            <numerusform>%n partije iz datoteke su već bile tu i ostale su kakve su bile.</numerusform>
            <numerusform>%n partija iz datoteke je već bilo tu i ostalo je kakvo je bilo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../qt/dialogs/dialogs.py" line="+228"/>
        <source>No moves left</source>
        <translation>Nema više poteza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card can move any more.</source>
        <translation>Nijedna karta više ne može da se pomeri.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo a few moves, start this deal again, try a new one, or ask the solver where the game was lost.</source>
        <translation>Opozovite nekoliko poteza, počnite ovo deljenje ispočetka, probajte novo ili zatražite od rešavača da pronađe gde je partija izgubljena.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This board came with no move to make: try a new deal.</source>
        <extracomment>The No moves left dialog, for a board that came stuck (nothing to undo).</extracomment>
        <translation>U ovom rasporedu od početka nema poteza: pokušajte novu partiju.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo</source>
        <translation>Opozovi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart</source>
        <extracomment>Button: play this deal again from the start.</extracomment>
        <translation>Ispočetka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Deal</source>
        <translation>Nova partija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where Was It Lost?</source>
        <translation>Gde je partija izgubljena?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../qt/statistics/pages.py" line="-99"/>
        <source>Games played</source>
        <translation>Odigrane partije</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Dobijene partije</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+27"/>
        <source>Win rate</source>
        <translation>Procenat pobeda</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Won with help</source>
        <translation>Dobijene uz pomoć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records (games won without help)</source>
        <translation>Rekordi (partije dobijene bez pomoći)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <source>Best score</source>
        <translation>Najviše poena</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+25"/>
        <source>Fastest win</source>
        <translation>Najbrža pobeda</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Median winning time</source>
        <translation>Medijana vremena pobede</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only games won without Show the Way or Go Back count for records and streaks.</source>
        <translation>Za rekorde i nizove pobeda računaju se samo partije dobijene bez „Pokaži put“ i „Vrati se“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Records and winning streaks count only games won without help. A game in which Show the Way or Go Back was used counts as played and won, never as a record, and it ends a winning streak.</source>
        <translation>Rekordi i nizovi pobeda računaju samo partije dobijene bez pomoći. Partija u kojoj je korišćeno „Pokaži put“ ili „Vrati se“ računa se kao odigrana i dobijena, nikad kao rekord, i prekida niz pobeda.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Variant</source>
        <extracomment>Statistics summary, table of all variants: the column headings (games played, won...).</extracomment>
        <translation>Varijanta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Odigrano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Dobijeno</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Current winning streak (longest: %1)</source>
        <translation>Trenutni niz pobeda (najduži: %1)</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../qt/table/table_input.py" line="+118"/>
        <location line="+84"/>
        <source>{card} has nowhere to go just now.</source>
        <translation>Karta {card} trenutno nema kuda.</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>A replay is on the table: it cannot be played. Esc goes back to your game.</source>
        <translation>Na tabeli je reprodukcija: ne može da se igra. Esc vas vraća na vašu partiju.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Only the top card of a column moves.</source>
        <translation>Pomera se samo gornja karta kolone.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../qt/table/table_scene.py" line="+174"/>
        <source>&lt;center&gt;&lt;b&gt;Paused&lt;/b&gt;&lt;br&gt;&lt;small&gt;Click or press P to play on&lt;/small&gt;&lt;/center&gt;</source>
        <translation>&lt;center&gt;&lt;b&gt;Pauza&lt;/b&gt;&lt;br&gt;&lt;small&gt;Kliknite ili pritisnite P za nastavak&lt;/small&gt;&lt;/center&gt;</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../qt/window/view.py" line="-6"/>
        <source>Card table</source>
        <translation>Tabela s kartama</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrow keys choose a pile. Space or Enter picks up its top card and puts it down. F sends a card to its foundation. {path} lists every key.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Help → Keyboard&quot;.</extracomment>
        <translation>Strelice biraju gomilu. Razmak ili Enter podiže njenu gornju kartu i spušta je. F šalje kartu na temelj. {path} navodi sve tastere.</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Hidden while paused</source>
        <extracomment>What a screen reader calls each pile while the game is paused.</extracomment>
        <translation>Sakriveno tokom pauze</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../qt/art/themes.py" line="+65"/>
        <source>Green felt</source>
        <translation>Zelena čoha</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Dark</source>
        <translation>Tamna</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Blue felt</source>
        <translation>Plava čoha</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Wine red felt</source>
        <translation>Bordo čoha</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Teal felt</source>
        <translation>Tirkizna čoha</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Walnut</source>
        <extracomment>A table of dark brown wood.</extracomment>
        <translation>Orah</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Slate</source>
        <extracomment>A blue-grey table, like slate stone.</extracomment>
        <translation>Škriljac</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>High contrast</source>
        <translation>Visok kontrast</translation>
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
        <translation>Trinaest kolona, sve karte licem nagore, kraljevi na dnu; prazne kolone ostaju prazne.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spanish Patience</source>
        <translation>Spanish Patience</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As Baker&apos;s Dozen, but any card may fill an empty column.</source>
        <translation>Kao Baker&apos;s Dozen, ali praznu kolonu može da popuni bilo koja karta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Portuguese Solitaire</source>
        <translation>Portuguese Solitaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings stay where they are dealt, and only a king may fill an empty column.</source>
        <translation>Kraljevi ostaju gde su podeljeni, a praznu kolonu može da popuni samo kralj.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Good Measure</source>
        <translation>Good Measure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten columns of five, with two aces on the foundations from the start.</source>
        <translation>Deset kolona po pet karata, sa dva asa na temeljima od samog početka.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Castles in Spain</source>
        <translation>Castles in Spain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three rows dealt face down; build in alternating colours; any card may fill an empty column.</source>
        <translation>Tri reda se dele licem nadole; slaže se naizmenično crvena i crna; praznu kolonu može da popuni bilo koja karta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Baker&apos;s Dozen, 1883 edition</source>
        <translation>Baker&apos;s Dozen, izdanje iz 1883.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The oldest rules: only the top card of each column is dealt face up.</source>
        <translation>Najstarija pravila: samo gornja karta svake kolone deli se licem nagore.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Custom</source>
        <extracomment>The player&apos;s own rules (Game &gt; Variant &gt; Custom…), shown as a variant&apos;s name.</extracomment>
        <translation>Sopstvena pravila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thirteen columns of four, with your choice of the other rules.</source>
        <translation>Trinaest kolona po četiri karte, a ostala pravila birate sami.</translation>
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
        <translation>Kopirano</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy Result</source>
        <extracomment>Button: puts a short text of a daily deal&apos;s result on the clipboard.</extracomment>
        <translation>Kopiraj rezultat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a short text of this result on the clipboard</source>
        <translation>Stavi kratak tekst o ovom rezultatu u ostavu</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>You won</source>
        <translation>Pobeda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All the cards are home!</source>
        <translation>Sve karte su na temeljima!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{cards} for the cards · {win} for the win · {time} time bonus</source>
        <translation>{cards} za karte · {win} za pobedu · {time} bonus za vreme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score &lt;b&gt;{score}&lt;/b&gt;</source>
        <translation>Poeni &lt;b&gt;{score}&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time {time} · %n move(s)</source>
        <extracomment>The time played and the number of moves, under the score.</extracomment>
        <translation>
            <numerusform>Vreme {time} · %n potez</numerusform>
            <numerusform>Vreme {time} · %n poteza</numerusform>
            <numerusform>Vreme {time} · %n poteza</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>and %n move(s) made for you</source>
        <extracomment>Under &quot;Time 3:20 · 87 moves&quot;: the moves the game made for the player.</extracomment>
        <translation>
            <numerusform>i %n potez odigran za vas</numerusform>
            <numerusform>i %n poteza odigrana za vas</numerusform>
            <numerusform>i %n poteza odigrano za vas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Practice&lt;/b&gt;: a board you did not deal is not counted in the statistics.</source>
        <translation>&lt;b&gt;Vežba&lt;/b&gt;: raspored koji niste sami podelili ne računa se u statistiku.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Won with help&lt;/b&gt;: the solver showed the way or took you back, so this game sets no record.</source>
        <translation>&lt;b&gt;Dobijena uz pomoć&lt;/b&gt;: rešavač je pokazao put ili vas vratio nazad, pa ova partija ne postavlja rekord.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n savet</numerusform>
            <numerusform>%n saveta</numerusform>
            <numerusform>%n saveta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n undo(s)</source>
        <translation>
            <numerusform>%n opoziv</numerusform>
            <numerusform>%n opoziva</numerusform>
            <numerusform>%n opoziva</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New best: {place} in your top ten</source>
        <extracomment>{place} is &quot;1st&quot;: the game is the player&apos;s best win.</extracomment>
        <translation>Novi rekord: {place} mesto među vaših deset najboljih</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{place} place in your top ten</source>
        <extracomment>{place} is &quot;2nd&quot;... &quot;10th&quot;: the game&apos;s place among the player&apos;s ten best wins (not their best: say it as a place).</extracomment>
        <translation>{place} mesto među vaših deset najboljih pobeda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Deal</source>
        <translation>Nova partija</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zatvori</translation>
    </message>
</context>
<context>
    <name>WinTimeHistogram</name>
    <message>
        <location filename="../qt/statistics/charts.py" line="+11"/>
        <source>Histogram of winning times</source>
        <translation>Histogram vremena pobeda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Median winning time: %1</source>
        <translation>Medijana vremena pobede: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No wins without help yet: their times appear here.</source>
        <translation>Još nema pobeda bez pomoći: ovde se pojavljuju njihova vremena.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games won without help</source>
        <translation>Partije dobijene bez pomoći</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Median: %1</source>
        <translation>Medijana: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Games</source>
        <extracomment>The histogram&apos;s vertical axis: how many games.</extracomment>
        <translation>Partije</translation>
    </message>
    <message numerus="yes">
        <location line="-44"/>
        <source>%n win(s) in %1 to %2</source>
        <translation>
            <numerusform>%n pobeda za vreme od %1 do %2</numerusform>
            <numerusform>%n pobede za vreme od %1 do %2</numerusform>
            <numerusform>%n pobeda za vreme od %1 do %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Winning time</source>
        <extracomment>The histogram&apos;s horizontal axis: how long a win took.</extracomment>
        <translation>Vreme pobede</translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <location filename="../qt/features/winnable_deals.py" line="+191"/>
        <source>Finding a winnable deal…</source>
        <translation>Traži se deljenje koje može da se dobije…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No winnable deal found in time: this one may not be winnable.</source>
        <translation>Deljenje koje može da se dobije nije nađeno na vreme: ovo možda ne može da se dobije.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Today&apos;s deal can be won.</source>
        <translation>Današnje deljenje može da se dobije.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Today&apos;s deal cannot be won.</source>
        <translation>Današnje deljenje ne može da se dobije.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solver could not decide whether today&apos;s deal can be won.</source>
        <translation>Rešavač nije mogao da odluči da li današnje deljenje može da se dobije.</translation>
    </message>
</context>
</TS>
