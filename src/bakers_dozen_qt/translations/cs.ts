<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs" sourcelanguage="en">
<context>
    <name>AbandonGuard</name>
    <message>
        <location filename="../qt/features/abandon.py" line="+51"/>
        <source>Abandon Game</source>
        <translation>Vzdát hru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abandon this game? It counts as a loss.</source>
        <translation>Vzdát tuto hru? Počítá se jako prohra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting another game records this deal as lost. Restart plays it again from the start without a loss.</source>
        <translation>Začnete-li jinou hru, toto rozdání se zapíše jako prohrané. „Začít znovu“ ho odehraje od začátku bez prohry.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t ask again</source>
        <translation>Už se neptat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon</source>
        <translation>Vzdát</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep Playing</source>
        <translation>Hrát dál</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../qt/dialogs/about.py" line="+192"/>
        <source>About Qt</source>
        <translation>O Qt</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location line="-73"/>
        <source>About Baker&apos;s Dozen</source>
        <translation>O hře Baker&apos;s Dozen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Licence…</source>
        <translation>&amp;Licence…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Third-Party Notices…</source>
        <translation>&amp;Oznámení třetích stran…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt…</source>
        <translation>O &amp;Qt…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Baker&apos;s Dozen</source>
        <translation>Baker&apos;s Dozen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version {version}</source>
        <translation>Verze {version}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open patience in thirteen columns, with numbered and daily deals, hints, unlimited undo and a solver that says whether a deal can still be won.</source>
        <translation>Pasiáns s odkrytými kartami ve třinácti sloupcích: číslovaná a denní rozdání, rady, neomezené vracení tahů a řešitel, který pozná, zda lze rozdání ještě vyhrát.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free software under the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>Svobodný software pod licencí GNU General Public License verze 3 nebo (podle vaší volby) jakékoli pozdější verze. Je poskytován bez jakékoli záruky.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Project page: {link}</source>
        <translation>Stránka projektu: {link}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Qt {qt} and PySide6 {pyside} (GNU LGPL version 3).</source>
        <translation>Vytvořeno pomocí Qt {qt} a PySide6 {pyside} (GNU LGPL verze 3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Third-Party Notices</source>
        <translation>Oznámení třetích stran</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file {file} is missing from this installation. Read it at {link}.</source>
        <translation>Soubor {file} v této instalaci chybí. Najdete ho na adrese {link}.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../qt/speech/announcer.py" line="+72"/>
        <source>Paused: the table is hidden and the clock stopped. Press P to play on.</source>
        <translation>Pozastaveno: herní pole je skryté a čas stojí. Stiskněte P a hrajte dál.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Playing on.</source>
        <translation>Hra pokračuje.</translation>
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
        <translation>&amp;Dohrát</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is left to decide: play every card left up to the foundations.</source>
        <translation>Už není o čem rozhodovat: odloží všechny zbývající karty na základní hromádky.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Nothing is left to decide: {entry} plays the game out.</source>
        <extracomment>{entry} is the menu entry that plays the rest: &quot;Edit → Auto Finish&quot;.</extracomment>
        <translation>Už není o čem rozhodovat: {entry} hru dohraje.</translation>
    </message>
</context>
<context>
    <name>BoardClient</name>
    <message>
        <location filename="../qt/online/client.py" line="+115"/>
        <source>This copy of the game cannot make secure (https://) connections: it has no TLS support.</source>
        <translation>Tato kopie hry neumí navázat zabezpečené (https://) spojení: nemá podporu TLS.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The online board took too long to answer.</source>
        <translation>Online žebříček odpovídal příliš dlouho.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The online board&apos;s answer is far too large to be a board.</source>
        <translation>Odpověď online žebříčku je příliš velká, než aby to byl žebříček.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The online board&apos;s address redirects in a loop.</source>
        <translation>Adresa online žebříčku přesměrovává v kruhu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The online board&apos;s address redirects to another server: nothing is sent there.</source>
        <translation>Adresa online žebříčku přesměrovává na jiný server: nic se tam neodešle.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The online board&apos;s certificate is not trusted, or its secure connection failed: {reason}</source>
        <extracomment>{reason} is Qt&apos;s own words on the certificate or the TLS exchange.</extracomment>
        <translation>Certifikátu online žebříčku se nedůvěřuje, nebo selhalo jeho zabezpečené spojení: {reason}</translation>
    </message>
</context>
<context>
    <name>BoardClipboard</name>
    <message>
        <location filename="../qt/features/board_clipboard.py" line="+52"/>
        <source>Board copied: paste it into bakers-dozen-solve --board -</source>
        <translation>Rozložení zkopírováno: vložte ho do bakers-dozen-solve --board -</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Paste Board</source>
        <translation>Vložit rozložení</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The clipboard does not hold a {variant} board.</source>
        <translation>Schránka neobsahuje rozložení pro variantu {variant}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Playing the pasted board for practice: it is not counted in the statistics.</source>
        <translation>Vložené rozložení hrajete jako trénink: do statistik se nepočítá.</translation>
    </message>
</context>
<context>
    <name>BoardSender</name>
    <message>
        <location filename="../qt/online/sender.py" line="+173"/>
        <source>The online board takes results only from players who know its join code: give it in {path}. Your daily result is kept until then.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Game → Online Daily Board…&quot;.</extracomment>
        <translation>Online žebříček přijímá výsledky jen od hráčů, kteří znají jeho přístupový kód: zadejte ho v {path}. Váš výsledek denního rozdání do té doby zůstane uložen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot reach the online board ({reason}): your daily result is kept and will be sent later.</source>
        <extracomment>{reason} says why: no network, the board busy, an answer too large...</extracomment>
        <translation>Online žebříček není dostupný ({reason}): váš výsledek denního rozdání je uložen a odešle se později.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The online board refused your daily result: {reason}</source>
        <extracomment>{reason} is the online board&apos;s own reason, as it wrote it (in English).</extracomment>
        <translation>Online žebříček váš výsledek denního rozdání odmítl: {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The online board already has your first game of this daily deal: only the first counts.</source>
        <translation>Online žebříček už má vaši první hru tohoto denního rozdání: počítá se jen první.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your daily result is on the online board: place {rank}.</source>
        <extracomment>After a daily deal won without help: its place on the online board.</extracomment>
        <translation>Váš výsledek denního rozdání je v online žebříčku: {rank}. místo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your daily result is on the online board.</source>
        <translation>Váš výsledek denního rozdání je v online žebříčku.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The daily results waiting for the online board cannot be kept on disk ({reason}): they are sent while the game stays open.</source>
        <extracomment>The file online-board.json in the data folder could not be written.</extracomment>
        <translation>Výsledky čekající na online žebříček nelze uložit na disk ({reason}): odešlou se, dokud zůstane hra otevřená.</translation>
    </message>
</context>
<context>
    <name>BoardText</name>
    <message>
        <location filename="../qt/words/reason_words.py" line="+36"/>
        <source>The text is far too long to be a board.</source>
        <translation>Text je příliš dlouhý na to, aby šlo o rozložení.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: the “Foundations:” line must come before the columns.</source>
        <extracomment>&quot;Foundations:&quot; is a word of the board text format: keep it in English.</extracomment>
        <translation>Řádek {line}: řádek „Foundations:“ musí být před sloupci.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: this game has no free cells.</source>
        <extracomment>&quot;Freecells:&quot; is a word of the board text format (FreeCell&apos;s): this game has none.</extracomment>
        <translation>Řádek {line}: tato hra nemá volná políčka.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: a face-down card is written as (??), so the board cannot be rebuilt.</source>
        <extracomment>(??) is how a copied board writes a face-down card, which keeps it secret.</extracomment>
        <translation>Řádek {line}: zakrytá karta je zapsaná jako (??), takže rozložení nelze obnovit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: {word} is not a card.</source>
        <extracomment>{word} is the word of the pasted text, in quotes: &apos;XX&apos;.</extracomment>
        <translation>Řádek {line}: {word} není karta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line {line}: {card} is there twice (also on line {other}).</source>
        <translation>Řádek {line}: karta {card} je tam dvakrát (také na řádku {other}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: face-down cards must lie under the face-up ones.</source>
        <translation>Řádek {line}: zakryté karty musí ležet pod odkrytými.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: the top card of a column must be face up.</source>
        <translation>Řádek {line}: horní karta sloupce musí ležet lícem nahoru.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line {line}: too many columns: this game has {columns}, the text {count}.</source>
        <extracomment>The game has {columns} columns, the pasted text {count}: one line per column.</extracomment>
        <translation>Řádek {line}: příliš mnoho sloupců: tato hra jich má {columns}, text {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: {card} is in a column, but the “Foundations:” line (line {other}) puts it on its foundation.</source>
        <translation>Řádek {line}: karta {card} leží ve sloupci, ale řádek „Foundations:“ (řádek {other}) ji klade na základní hromádku.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The board holds %n card(s), not 52. Missing: {cards}.</source>
        <extracomment>A deck has 52 cards; {cards} lists the missing ones: &quot;7♣ Q♥&quot;.</extracomment>
        <translation>
            <numerusform>Rozložení má %n kartu, ne 52. Chybí: {cards}.</numerusform>
            <numerusform>Rozložení má %n karty, ne 52. Chybí: {cards}.</numerusform>
            <numerusform>Rozložení má %n karet, ne 52. Chybí: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The board holds %n card(s), not 52.</source>
        <translation>
            <numerusform>Rozložení má %n kartu, ne 52.</numerusform>
            <numerusform>Rozložení má %n karty, ne 52.</numerusform>
            <numerusform>Rozložení má %n karet, ne 52.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: {word} is not a foundation (write it like H-5, C-0 or S-K).</source>
        <extracomment>{word} is the word of the pasted text, in quotes. H-5: hearts up to the 5.</extracomment>
        <translation>Řádek {line}: {word} není základní hromádka (pište ji jako H-5, C-0 nebo S-K).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line {line}: the {suit} foundation is given twice.</source>
        <extracomment>{suit} is a suit&apos;s sign: ♣ ♦ ♥ ♠.</extracomment>
        <translation>Řádek {line}: základní hromádka {suit} je uvedená dvakrát.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../qt/speech/spoken_names.py" line="+20"/>
        <source>ace of clubs</source>
        <translation>křížové eso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of diamonds</source>
        <translation>kárové eso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of hearts</source>
        <translation>srdcové eso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of spades</source>
        <translation>pikové eso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of clubs</source>
        <translation>křížová dvojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of diamonds</source>
        <translation>kárová dvojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of hearts</source>
        <translation>srdcová dvojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of spades</source>
        <translation>piková dvojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of clubs</source>
        <translation>křížová trojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of diamonds</source>
        <translation>kárová trojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of hearts</source>
        <translation>srdcová trojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of spades</source>
        <translation>piková trojka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of clubs</source>
        <translation>křížová čtyřka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of diamonds</source>
        <translation>kárová čtyřka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of hearts</source>
        <translation>srdcová čtyřka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of spades</source>
        <translation>piková čtyřka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of clubs</source>
        <translation>křížová pětka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of diamonds</source>
        <translation>kárová pětka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of hearts</source>
        <translation>srdcová pětka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of spades</source>
        <translation>piková pětka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of clubs</source>
        <translation>křížová šestka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of diamonds</source>
        <translation>kárová šestka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of hearts</source>
        <translation>srdcová šestka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of spades</source>
        <translation>piková šestka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of clubs</source>
        <translation>křížová sedma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of diamonds</source>
        <translation>kárová sedma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of hearts</source>
        <translation>srdcová sedma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of spades</source>
        <translation>piková sedma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of clubs</source>
        <translation>křížová osma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of diamonds</source>
        <translation>kárová osma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of hearts</source>
        <translation>srdcová osma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of spades</source>
        <translation>piková osma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of clubs</source>
        <translation>křížová devítka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of diamonds</source>
        <translation>kárová devítka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of hearts</source>
        <translation>srdcová devítka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of spades</source>
        <translation>piková devítka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of clubs</source>
        <translation>křížová desítka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of diamonds</source>
        <translation>kárová desítka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of hearts</source>
        <translation>srdcová desítka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of spades</source>
        <translation>piková desítka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of clubs</source>
        <translation>křížový kluk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of diamonds</source>
        <translation>kárový kluk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of hearts</source>
        <translation>srdcový kluk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of spades</source>
        <translation>pikový kluk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of clubs</source>
        <translation>křížová dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of diamonds</source>
        <translation>kárová dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of hearts</source>
        <translation>srdcová dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of spades</source>
        <translation>piková dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of clubs</source>
        <translation>křížový král</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of diamonds</source>
        <translation>kárový král</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of hearts</source>
        <translation>srdcový král</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of spades</source>
        <translation>pikový král</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>face-down card</source>
        <translation>zakrytá karta</translation>
    </message>
</context>
<context>
    <name>ChartsPage</name>
    <message>
        <location filename="../qt/statistics/pages.py" line="+163"/>
        <source>Last games</source>
        <translation>Poslední hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winning times</source>
        <translation>Časy výher</translation>
    </message>
</context>
<context>
    <name>CustomRulesDialog</name>
    <message>
        <location filename="../qt/dialogs/custom_dialog.py" line="+66"/>
        <source>Custom Rules</source>
        <translation>Vlastní pravidla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealt &amp;face down:</source>
        <translation>&amp;Rozdat zakrytě:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{rows} of 4 rows</source>
        <extracomment>A number box: {rows} is the number the player sets (0 to 3), the rest is written around it. Keep {rows} once; the words may go before or after it.</extracomment>
        <translation>{rows} ze 4 řad</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move &amp;kings to the bottom of their columns</source>
        <translation>Přesunout &amp;krále dospod sloupců</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Build down in:</source>
        <translation>&amp;Skládat sestupně:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any suit (any 7 on any 8)</source>
        <translation>V libovolné barvě (každá sedma na každou osmu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours (red on black)</source>
        <translation>Ve střídavých barvách (červená na černou)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Ve stejné barvě</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An &amp;empty column takes:</source>
        <translation>&amp;Prázdný sloupec lze zaplnit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing (it stays empty)</source>
        <translation>Ničím (zůstane prázdný)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A king only</source>
        <translation>Jen králem</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Any card</source>
        <translation>Jakoukoli kartou</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <location filename="../qt/statistics/calendar.py" line="+30"/>
        <source>Calendar of daily deals</source>
        <translation>Kalendář denních rozdání</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No daily deal played in these weeks.</source>
        <extracomment>The calendar of daily deals, for a screen reader, when it has no results.</extracomment>
        <translation>V těchto týdnech nebylo odehráno žádné denní rozdání.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won: %1.</source>
        <extracomment>The calendar of daily deals, for a screen reader: %1 is the dates.</extracomment>
        <translation>Vyhráno: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with help: %1.</source>
        <translation>Vyhráno s pomocí: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played, not won: %1.</source>
        <translation>Odehráno, nevyhráno: %1.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Won</source>
        <extracomment>The calendar&apos;s legend: daily deal won, won with the solver&apos;s help, played but not won.</extracomment>
        <translation>Vyhráno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With help</source>
        <translation>S pomocí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Odehráno</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1: daily deal won</source>
        <translation>%1: denní rozdání vyhráno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: daily deal won with help</source>
        <translation>%1: denní rozdání vyhráno s pomocí</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: daily deal played, not won</source>
        <translation>%1: denní rozdání odehráno, nevyhráno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: daily deal not played</source>
        <translation>%1: denní rozdání neodehráno</translation>
    </message>
</context>
<context>
    <name>DailyPage</name>
    <message>
        <location filename="../qt/statistics/boards.py" line="+275"/>
        <source>Days in a row played</source>
        <translation>Odehrané dny v řadě</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest run played</source>
        <translation>Nejdelší řada odehraných dnů</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days in a row won</source>
        <translation>Vyhrané dny v řadě</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest run won</source>
        <translation>Nejdelší řada vyhraných dnů</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Daily deals of every variant count. A day counts as won when its daily deal was won without help. A run is still going while today&apos;s deal has not been played yet.</source>
        <translation>Počítají se denní rozdání všech variant. Den se počítá jako vyhraný, když bylo jeho denní rozdání vyhráno bez pomoci. Dokud dnešní rozdání ještě není odehrané, řada se nepřerušuje.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Daily deal</source>
        <translation>Denní rozdání</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Top ten wins on the daily deal &amp;of:</source>
        <translation>Deset nejlepších výher v denním &amp;rozdání ze dne:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No daily deal played yet ({path}).</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Game → Daily Deal&quot;.</extracomment>
        <translation>Zatím jste neodehráli žádné denní rozdání ({path}).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Daily deals</source>
        <translation>Denní rozdání</translation>
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
        <translation>Deset nejlepších výher v denním rozdání ze dne %1</translation>
    </message>
</context>
<context>
    <name>DealByNumber</name>
    <message>
        <location filename="../qt/features/new_games.py" line="+155"/>
        <source>Deal by Number</source>
        <translation>Rozdání podle čísla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number (1 to {last}):</source>
        <translation>Číslo rozdání (1 až {last}):</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../qt/art/card_art.py" line="+56"/>
        <source>Classic</source>
        <translation>Klasický</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four Colours</source>
        <extracomment>A deck whose four suits have four colours (clubs green, diamonds blue).</extracomment>
        <translation>Čtyřbarevný</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic, Large Indices</source>
        <extracomment>The classic deck with large rank and suit signs in the corners.</extracomment>
        <translation>Klasický, velké indexy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four Colours, Large Indices</source>
        <translation>Čtyřbarevný, velké indexy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue</source>
        <extracomment>The colour of the cards&apos; backs.</extracomment>
        <translation>Modrý</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Červený</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green Check</source>
        <translation>Zelený kostkovaný</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple Rings</source>
        <translation>Fialový s kroužky</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charcoal and Gold</source>
        <extracomment>A dark grey back with thin gold lines.</extracomment>
        <translation>Antracitový se zlatem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amber Sunburst</source>
        <extracomment>An orange-brown back with rays from the middle.</extracomment>
        <translation>Jantarový s paprsky</translation>
    </message>
</context>
<context>
    <name>ErrorLog</name>
    <message>
        <location filename="../qt/files/error_log.py" line="+69"/>
        <source>Something went wrong inside the game: the details are in {file}.</source>
        <extracomment>{file} is the log file&apos;s full path in the data folder.</extracomment>
        <translation>Ve hře se něco pokazilo: podrobnosti jsou v souboru {file}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something went wrong inside the game.</source>
        <translation>Ve hře se něco pokazilo.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../qt/features/game_end.py" line="+133"/>
        <source>You won!</source>
        <translation>Vyhráli jste!</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No moves left.</source>
        <translation>Žádné tahy nezbývají.</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../qt/play/session.py" line="+153"/>
        <source>Back to the deal. The clock keeps running: time counts on the deal, restarts included.</source>
        <translation>Zpět na začátek rozdání. Hodiny běží dál: čas se počítá za celé rozdání, včetně opakovaných pokusů.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No card can safely go to the foundations now.</source>
        <translation>Teď nemůže bezpečně na základní hromádky žádná karta.</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Restart</source>
        <extracomment>Undo history: the step &quot;restart the deal&quot;; may be shown after &quot;Undo&quot; (see context Menus).</extracomment>
        <translation>Začít znovu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auto Finish</source>
        <extracomment>Undo history: the step &quot;Auto Finish&quot;; may be shown after &quot;Undo&quot;.</extracomment>
        <translation>Automatické dohrání</translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <location filename="../qt/window/status.py" line="-91"/>
        <source>Game status</source>
        <extracomment>What a screen reader calls the status bar (score, time, moves, deal, messages).</extracomment>
        <translation>Stav hry</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time on this deal, restarts included: the clock starts with the first move and stops while the game is paused or the window minimised.</source>
        <translation>Čas strávený tímto rozdáním, včetně opakovaných pokusů: hodiny se spustí prvním tahem a stojí, když je hra pozastavená nebo okno minimalizované.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score {score}</source>
        <translation>Skóre {score}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time {time}</source>
        <translation>Čas {time}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves {moves}</source>
        <translation>Tahy {moves}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves {moves} · par {par}</source>
        <extracomment>The player&apos;s moves, then the daily deal&apos;s par: the fewest moves of a win the solver found for it.</extracomment>
        <translation>Tahy {moves} · par {par}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own moves on this deal, restarts included.</source>
        <translation>Vaše vlastní tahy v tomto rozdání, včetně opakovaných pokusů.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your own moves on this deal, restarts included. Besides them, %n move(s) made for you (safe cards sent up, Auto Finish, Show the Way).</source>
        <translation>
            <numerusform>Vaše vlastní tahy v tomto rozdání, včetně opakovaných pokusů. Kromě nich za vás hra udělala %n tah (bezpečné karty poslané nahoru, Dohrát automaticky, Ukázat cestu).</numerusform>
            <numerusform>Vaše vlastní tahy v tomto rozdání, včetně opakovaných pokusů. Kromě nich za vás hra udělala %n tahy (bezpečné karty poslané nahoru, Dohrát automaticky, Ukázat cestu).</numerusform>
            <numerusform>Vaše vlastní tahy v tomto rozdání, včetně opakovaných pokusů. Kromě nich za vás hra udělala %n tahů (bezpečné karty poslané nahoru, Dohrát automaticky, Ukázat cestu).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Par: the fewest moves of a win the solver found for today&apos;s deal, with safe cards sent up by the game (a best-known figure, not a proven least).</source>
        <translation>Par: nejmenší počet tahů výhry, jakou řešitel pro dnešní rozdání našel, když bezpečné karty posílá nahoru hra (nejlepší známé číslo, ne dokázané minimum).</translation>
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
        <translation>Obtížnost {level}/5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How hard the solver found this deal, from 1 (easiest) to 5 (hardest): the atlas of Baker&apos;s Dozen deals 1 to 32,000.</source>
        <translation>Jak těžké toto rozdání bylo pro řešitele, od 1 (nejlehčí) do 5 (nejtěžší): atlas rozdání hry Baker&apos;s Dozen 1 až 32 000.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Not counted in the statistics</source>
        <extracomment>On the table, under &quot;Practice&quot;: a pasted board is not counted.</extracomment>
        <translation>Nepočítá se do statistik</translation>
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
        <translation>Denní rozdání {date}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice</source>
        <extracomment>A position the player did not deal (a pasted board), in the title and the status bar: played for practice, never counted in the statistics.</extracomment>
        <translation>Trénink</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal {number}</source>
        <extracomment>A deal, by its number (the same number always deals the same cards).</extracomment>
        <translation>Rozdání {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice: a board you did not deal (pasted) is never counted in the statistics: no record, no top ten, no streak.</source>
        <translation>Trénink: rozložení, které jste sami nerozdali (vložené), se do statistik nikdy nepočítá: žádný rekord, žádná nejlepší desítka, žádná série.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <location filename="../qt/statistics/boards.py" line="-331"/>
        <source>Place</source>
        <extracomment>Statistics, leaderboard: the column headings (place in the top ten, variant, score, time, moves, date, deal number, help used).</extracomment>
        <translation>Pořadí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Varianta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Pomoc</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>With help</source>
        <extracomment>Leaderboard, column Help: won with the solver&apos;s help (Show the Way or Go Back).</extracomment>
        <translation>S pomocí</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n rada</numerusform>
            <numerusform>%n rady</numerusform>
            <numerusform>%n rad</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Daily, %1</source>
        <translation>Denní, %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Won with Show the Way or Go Back: listed, never ranked.</source>
        <translation>Vyhráno pomocí „Ukázat cestu“ nebo „Vrátit se“: uvedeno v seznamu, ale bez umístění.</translation>
    </message>
</context>
<context>
    <name>HelpGuard</name>
    <message>
        <location filename="../qt/features/help_guard.py" line="+70"/>
        <source>Help</source>
        <extracomment>The title of the question asked before the solver&apos;s help.</extracomment>
        <translation>Pomoc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the solver play the way out?</source>
        <translation>Má řešitel ukázat cestu?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the Way</source>
        <extracomment>Button: the solver plays its winning line (as in the Solve dialog).</extracomment>
        <translation>Ukázat cestu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go back to where the game could still be won?</source>
        <translation>Vrátit se tam, kde šla hra ještě vyhrát?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go Back</source>
        <extracomment>Button: go back to the last position from which the game could be won.</extracomment>
        <translation>Vrátit se</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is then won with help: it counts as won, but it sets no record (best score, fastest win, streak).</source>
        <translation>Hra je pak vyhraná s pomocí: počítá se jako vyhraná, ale nepřináší žádný rekord (nejlepší skóre, nejrychlejší výhra, série).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t ask again</source>
        <translation>Už se neptat</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../qt/features/hints.py" line="+82"/>
        <source>Thinking…</source>
        <translation>Přemýšlím…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No hint: no card can move any more. The game is over.</source>
        <translation>Žádná rada: už nelze pohnout žádnou kartou. Hra skončila.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hint: this deal cannot be won from the start.</source>
        <translation>Žádná rada: toto rozdání nelze vyhrát už od začátku.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No hint: this game cannot be won any more. Undo, or ask Where Was It Lost?</source>
        <translation>Žádná rada: tuto hru už nelze vyhrát. Vraťte tahy, nebo se zeptejte „Kde se hra prohrála?“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No useful move found.</source>
        <translation>Nenašel se žádný užitečný tah.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won from the start.</source>
        <translation>Toto rozdání nelze vyhrát už od začátku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No move lost it: no way through exists, whatever is played.</source>
        <translation>Žádný tah ho neprohrál: cesta k výhře neexistuje, ať se hraje cokoli.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game cannot be won any more.</source>
        <translation>Tuto hru už nelze vyhrát.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move leads to a win from here. Undo, or find the move that lost it.</source>
        <translation>Odsud už k výhře žádný tah nevede. Vraťte tahy, nebo najděte tah, kterým se hra prohrála.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Where Was It Lost?</source>
        <extracomment>Button of the Hint message: the same as Edit &gt; Where Was It Lost?.</extracomment>
        <translation>Kde se hra prohrála?</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../qt/statistics/history_model.py" line="+147"/>
        <source>Finished</source>
        <extracomment>Statistics, History: the column headings (when the game ended, its variant, its deal, won or lost, the player&apos;s moves, its time, its score).</extracomment>
        <translation>Skončeno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Varianta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No moves were kept for this game: it cannot be replayed.</source>
        <translation>U této hry se tahy neuložily: nelze ji přehrát.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Daily, %1</source>
        <extracomment>Statistics, History, column Deal: a daily deal, by its date.</extracomment>
        <translation>Denní, %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Lost</source>
        <extracomment>Statistics, History, column Result: a game not won (given up or stuck).</extracomment>
        <translation>Prohráno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with help</source>
        <translation>Vyhráno s pomocí</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Vyhráno</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../qt/statistics/history_page.py" line="+82"/>
        <source>Every game, newest first</source>
        <translation>Všechny hry, nejnovější první</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All results</source>
        <extracomment>Statistics, History: which games to list, by result.</extracomment>
        <translation>Všechny výsledky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Vyhrané</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Prohrané</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All deals</source>
        <extracomment>Statistics, History: which games to list, by deal: daily deals or the others.</extracomment>
        <translation>Všechna rozdání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daily deals</source>
        <translation>Denní rozdání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbered deals</source>
        <translation>Číslovaná rozdání</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Res&amp;ult:</source>
        <translation>Výs&amp;ledek:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>De&amp;als:</source>
        <translation>R&amp;ozdání:</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Game history</source>
        <translation>Historie her</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;play</source>
        <extracomment>Statistics, History: watch the chosen game move by move on the table.</extracomment>
        <translation>Přeh&amp;rát</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play This Deal A&amp;gain</source>
        <extracomment>Statistics, History: a new game of the chosen game&apos;s variant and deal.</extracomment>
        <translation>Hrá&amp;t toto rozdání znovu</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Loading…</source>
        <translation>Načítání…</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n game(s)</source>
        <extracomment>Statistics, History: how many games the list holds under its filters.</extracomment>
        <translation>
            <numerusform>%n hra</numerusform>
            <numerusform>%n hry</numerusform>
            <numerusform>%n her</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No moves were kept for this game (an earlier version played it): it cannot be replayed.</source>
        <translation>U této hry se tahy neuložily (hrála se v dřívější verzi): nelze ji přehrát.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play This Deal Again deals a daily deal&apos;s cards as a numbered deal: practice for that day, counted as the numbered deal, not as its daily deal.</source>
        <translation>Hrát toto rozdání znovu rozdá karty denního rozdání jako číslované rozdání: trénink na ten den, které se počítá jako číslované rozdání, ne jako denní rozdání.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This game&apos;s moves are damaged in the statistics file: it cannot be replayed.</source>
        <translation>Tahy této hry jsou v souboru statistik poškozené: nelze ji přehrát.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Daily Deal {date}</source>
        <translation>Denní rozdání {date}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal {number}</source>
        <translation>Rozdání {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your game of {when}: {variant}, {deal}, {result}</source>
        <extracomment>Above a replay from the history: &quot;Your game of 30/11/2026 14:02: Baker&apos;s Dozen, Deal 617, Lost&quot;.</extracomment>
        <translation>Vaše hra z {when}: {variant}, {deal}, {result}</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../qt/dialogs/how_to_play.py" line="+346"/>
        <source>How to Play</source>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules of {variant}</source>
        <extracomment>What a screen reader calls the text of How to Play: &quot;Rules of Good Measure&quot;.</extracomment>
        <translation>Pravidla hry {variant}</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <location filename="../qt/table/keyboard.py" line="+112"/>
        <source>The game is paused: press P to play on.</source>
        <translation>Hra je pozastavená: stiskněte P a hrajte dál.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The foundations are the top row: the columns are below.</source>
        <translation>Základní hromádky jsou horní řada: sloupce jsou pod nimi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The columns are the bottom row: the foundations are above.</source>
        <translation>Sloupce jsou spodní řada: základní hromádky jsou nad nimi.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cards on the foundations stay there.</source>
        <translation>Karty na základních hromádkách tam zůstávají.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{card} has nowhere to go: no column can take it.</source>
        <translation>Karta {card} nemá kam jít: žádný sloupec ji nepřijme.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{card} picked up: %n place(s) to go.</source>
        <translation>
            <numerusform>Karta {card} zvednuta: %n možné místo.</numerusform>
            <numerusform>Karta {card} zvednuta: %n možná místa.</numerusform>
            <numerusform>Karta {card} zvednuta: %n možných míst.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put back.</source>
        <translation>Karta vrácena zpět.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a column first: F sends its top card up.</source>
        <translation>Nejdřív vyberte sloupec: F pošle jeho horní kartu na základní hromádku.</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <location filename="../qt/dialogs/keys_help.py" line="+35"/>
        <source>Left, Right, Tab, Shift+Tab</source>
        <translation>Vlevo, Vpravo, Tab, Shift+Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the focus to the previous or next pile: columns, then foundations</source>
        <translation>Přesune zaměření na předchozí nebo další hromádku: nejdřív sloupce, potom základní hromádky</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Up, Down</source>
        <translation>Nahoru, Dolů</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move between the row of columns and the foundations</source>
        <translation>Přepíná mezi řadou sloupců a základními hromádkami</translation>
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
        <translation>Přesune zaměření na první nebo poslední sloupec</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Space, Enter</source>
        <translation>Mezerník, Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick up the top card of the focused column; with a card picked up, put it on the focused pile (the focus then stops only where the card may go)</source>
        <translation>Zvedne horní kartu sloupce se zaměřením; když je karta zvednutá, položí ji na hromádku se zaměřením (zaměření se pak zastavuje jen tam, kam karta smí)</translation>
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
        <translation>Vrátí zvednutou kartu zpět</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F, keypad +</source>
        <translation>F, + na numerické klávesnici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the picked-up card, or else the focused column&apos;s top card, to its foundation</source>
        <translation>Pošle na základní hromádku zvednutou kartu, a když žádná zvednutá není, horní kartu sloupce se zaměřením</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1–9, 0, -, =, Backspace</source>
        <translation>1–9, 0, -, =, Backspace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns 1 to 13 (the number row, on any keyboard layout): pick up that column&apos;s top card; with a card picked up, put it there. 4 then 9 moves a card from column 4 to column 9; 4 then F sends it to its foundation</source>
        <translation>Sloupce 1 až 13 (horní řada kláves s číslicemi, na jakémkoli rozložení klávesnice): zvedne horní kartu daného sloupce; když je karta zvednutá, položí ji tam. 4 a pak 9 přesune kartu ze sloupce 4 do sloupce 9; 4 a pak F ji pošle na základní hromádku</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Left, Right</source>
        <translation>Vlevo, Vpravo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: one move back or on</source>
        <translation>Při přehrávání: o tah zpět nebo dál</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Page Up, Page Down</source>
        <translation>Page Up, Page Down</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: ten moves back or on</source>
        <translation>Při přehrávání: o deset tahů zpět nebo dál</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a replay: to the deal or to the last move</source>
        <translation>Při přehrávání: na rozdání nebo na poslední tah</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: play or pause it</source>
        <translation>Při přehrávání: přehrát nebo pozastavit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+, -</source>
        <translation>+, -</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: faster or slower</source>
        <translation>Při přehrávání: rychleji nebo pomaleji</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a replay: back to your game</source>
        <translation>Při přehrávání: zpět k vaší hře</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Keys</source>
        <extracomment>Help &gt; Keyboard: the headings of the list&apos;s two columns (the keys, what they do).</extracomment>
        <translation>Klávesy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What they do</source>
        <translation>Co dělají</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+40"/>
        <source>Keyboard</source>
        <translation>Klávesnice</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The whole game can be played from the keyboard. A frame shows the pile the keys act on; a screen reader names it and tells each move.</source>
        <translation>Celou hru lze hrát z klávesnice. Rámeček ukazuje hromádku, na kterou klávesy působí; čtečka obrazovky ji pojmenuje a ohlásí každý tah.</translation>
    </message>
</context>
<context>
    <name>LeaderboardPage</name>
    <message>
        <location filename="../qt/statistics/boards.py" line="+29"/>
        <source>No wins yet.</source>
        <translation>Zatím žádné výhry.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A top ten is of wins. Wins without help are ranked by score, then by time. Wins with help are listed below them, dimmed, and never ranked.</source>
        <translation>Nejlepší desítka obsahuje jen výhry. Výhry bez pomoci jsou seřazené podle skóre, potom podle času. Výhry s pomocí jsou uvedené pod nimi, šedě, a do pořadí se nikdy nepočítají.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal number</source>
        <translation>Číslo rozdání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look &amp;Up</source>
        <translation>&amp;Hledat</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your best on deal &amp;number:</source>
        <translation>Váš nejlepší výsledek v rozdání čís&amp;lo:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Best result per deal</source>
        <translation>Nejlepší výsledek v každém rozdání</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Loading…</source>
        <translation>Načítání…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Top ten wins of all variants</source>
        <translation>Deset nejlepších výher všech variant</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Top ten wins of %1</source>
        <extracomment>%1 is a variant: &quot;Top ten wins of Good Measure&quot;.</extracomment>
        <translation>Deset nejlepších výher varianty %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You have not finished deal %1 in any variant yet.</source>
        <translation>Rozdání %1 jste zatím nedohráli v žádné variantě.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have not finished deal %1 in %2 yet.</source>
        <translation>Rozdání %1 jste ve variantě %2 zatím nedohráli.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Your best on deal %1 in %2: won with help, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>Váš nejlepší výsledek v rozdání %1 (%2): vyhráno s pomocí, skóre %3, čas %4, %n tah, %5.</numerusform>
            <numerusform>Váš nejlepší výsledek v rozdání %1 (%2): vyhráno s pomocí, skóre %3, čas %4, %n tahy, %5.</numerusform>
            <numerusform>Váš nejlepší výsledek v rozdání %1 (%2): vyhráno s pomocí, skóre %3, čas %4, %n tahů, %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Your best on deal %1 in %2: won, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>Váš nejlepší výsledek v rozdání %1 (%2): vyhráno, skóre %3, čas %4, %n tah, %5.</numerusform>
            <numerusform>Váš nejlepší výsledek v rozdání %1 (%2): vyhráno, skóre %3, čas %4, %n tahy, %5.</numerusform>
            <numerusform>Váš nejlepší výsledek v rozdání %1 (%2): vyhráno, skóre %3, čas %4, %n tahů, %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Your best on deal %1 in %2: not won, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>Váš nejlepší výsledek v rozdání %1 (%2): nevyhráno, skóre %3, čas %4, %n tah, %5.</numerusform>
            <numerusform>Váš nejlepší výsledek v rozdání %1 (%2): nevyhráno, skóre %3, čas %4, %n tahy, %5.</numerusform>
            <numerusform>Váš nejlepší výsledek v rozdání %1 (%2): nevyhráno, skóre %3, čas %4, %n tahů, %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveVerdict</name>
    <message>
        <location filename="../qt/features/live_status.py" line="+54"/>
        <source>{card} to the foundation</source>
        <extracomment>A move in few words, in the status bar: &quot;since move 14: 8♠ to the foundation&quot;.</extracomment>
        <translation>{card} na základní hromádku</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} to empty column {column}</source>
        <translation>{card} do prázdného sloupce {column}</translation>
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
        <translation>Po každém tahu řešitel zjišťuje, zda lze tuto hru ještě vyhrát (Zobrazit &gt; Ukazovat, zda lze hru vyhrát).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Checking…</source>
        <extracomment>The solver is deciding whether the game can still be won.</extracomment>
        <translation>Zjišťuji…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not judged while cards lie face down</source>
        <translation>Neposuzuje se, dokud jsou některé karty zakryté</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can be won</source>
        <extracomment>The status bar&apos;s verdict: this game can still be won.</extracomment>
        <translation>Lze vyhrát</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot be won</source>
        <translation>Nelze vyhrát</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solver could not decide</source>
        <translation>Řešitel nedokázal rozhodnout</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+17"/>
        <source>Cannot be won any more</source>
        <translation>Už nelze vyhrát</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot be won any more (since move {number}: {move})</source>
        <extracomment>{number} counts the moves of this game; {move} is &quot;8♠ to 9♣&quot;.</extracomment>
        <translation>Už nelze vyhrát (od tahu {number}: {move})</translation>
    </message>
</context>
<context>
    <name>LossReview</name>
    <message>
        <location filename="../qt/features/loss_review.py" line="+68"/>
        <source>Not available while cards lie face down.</source>
        <translation>Nelze použít, dokud jsou některé karty zakryté.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No moves yet: nothing to look back on.</source>
        <translation>Zatím jste neudělali žádný tah: není co zkoumat.</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Looking for the move that lost the game…</source>
        <translation>Hledá se tah, kterým se hra prohrála…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This deal cannot be won from the start: no move lost it.</source>
        <translation>Toto rozdání nelze vyhrát už od začátku: žádný tah ho neprohrál.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No losing move found: the game may still be winnable, or the search gave up.</source>
        <translation>Tah, kterým se hra prohrála, se nenašel: hru možná lze ještě vyhrát, nebo hledání skončilo bez výsledku.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Still winnable before move {number}: {move}.</source>
        <extracomment>{move} is a move as the rest of a sentence: &quot;move 7♣ to 8♥&quot;.</extracomment>
        <translation>Před tahem {number} se hra dala ještě vyhrát: {move}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Where Was It Lost?</source>
        <translation>Kde se hra prohrála?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;The game could still be won before move {number}.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Před tahem {number} se hra dala ještě vyhrát.&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move {number} was: {move}. Go back there?</source>
        <translation>Tah {number} byl: {move}. Vrátit se tam?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Coming back to this position, with Go Back or with Undo or Restart, makes this game won with help: it sets no record.</source>
        <translation>Vrátíte-li se do této pozice přes „Vrátit se“, „Zpět“ nebo „Začít znovu“, bude hra vyhraná s pomocí a nepřinese žádný rekord.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go Back</source>
        <extracomment>Button: go back to the last position from which the game could still be won.</extracomment>
        <translation>Vrátit se</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Back at move {number}: this position can still be won.</source>
        <translation>Jste zpět před tahem {number}: z této pozice lze hru ještě vyhrát.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../qt/window/window.py" line="+246"/>
        <location line="+21"/>
        <source>Statistics are off for this window.</source>
        <translation>Statistiky jsou pro toto okno vypnuté.</translation>
    </message>
    <message>
        <location filename="../app.py" line="+147"/>
        <source>Welcome back: your last game is as you left it. The clock waits for you.</source>
        <translation>Vítejte zpět: vaše poslední hra je tak, jak jste ji opustili. Hodiny na vás počkají.</translation>
    </message>
    <message>
        <location filename="../qt/window/command_line_deal.py" line="+42"/>
        <source>Your game goes on; the deal asked for was not started.</source>
        <translation>Vaše hra pokračuje; požadované rozdání se nespustilo.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your unfinished game was counted as lost.</source>
        <translation>Vaše nedokončená hra se započítala jako prohra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your unfinished game of deal {deal} was counted as lost.</source>
        <translation>Vaše nedokončená hra rozdání {deal} se započítala jako prohra.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../qt/online/board_view.py" line="+154"/>
        <location filename="../qt/statistics/boards.py" line="+62"/>
        <location filename="../qt/window/menu_actions.py" line="+127"/>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+2"/>
        <source>&amp;New Deal</source>
        <translation>&amp;Nová hra</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Restart</source>
        <translation>&amp;Začít znovu</translation>
    </message>
    <message>
        <location filename="../qt/statistics/boards.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+9"/>
        <source>&amp;Daily Deal</source>
        <extracomment>Today&apos;s deal, the same for every player (Game menu).</extracomment>
        <translation>&amp;Denní rozdání</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+6"/>
        <source>Deal by N&amp;umber…</source>
        <translation>Rozdání podle čís&amp;la…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pozastavit</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Variant</source>
        <translation>&amp;Varianta</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Custom…</source>
        <translation>&amp;Vlastní…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>As&amp;k Before Abandoning a Game</source>
        <extracomment>Game menu: ask before a game in progress is given up (it counts as lost).</extracomment>
        <translation>P&amp;tát se před vzdáním hry</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ask Before the Solver &amp;Helps</source>
        <extracomment>Game menu: ask before Show the Way or Go Back makes the game &quot;won with help&quot;.</extracomment>
        <translation>Ptát se, než řešitel po&amp;může</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Winnable Deals Only</source>
        <extracomment>Game menu: New Deal deals only deals the solver has shown can be won.</extracomment>
        <translation>&amp;Jen rozdání, která lze vyhrát</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winnable Deals&apos; Di&amp;fficulty</source>
        <extracomment>Game menu: the submenu that picks how hard Winnable Deals Only&apos;s deals are.</extracomment>
        <translation>O&amp;btížnost rozdání, která lze vyhrát</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiky…</translation>
    </message>
    <message>
        <location filename="../qt/online/board_view.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+21"/>
        <source>Online Daily &amp;Board…</source>
        <extracomment>Game menu: choose an online board for the daily deal, and whether to send to it.</extracomment>
        <translation>&amp;Online žebříček denního rozdání…</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+5"/>
        <source>&amp;Quit</source>
        <translation>&amp;Ukončit</translation>
    </message>
    <message>
        <location filename="../qt/features/auto_complete.py" line="-3"/>
        <location filename="../qt/features/show_the_way.py" line="+146"/>
        <location filename="../qt/window/menu_actions.py" line="+7"/>
        <source>&amp;Edit</source>
        <translation>Ú&amp;pravy</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+10"/>
        <source>Undo</source>
        <extracomment>Button in the toolbar; the menu entry says which move it takes back.</extracomment>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Redo</source>
        <extracomment>Button in the toolbar; the menu entry says which move it makes again.</extracomment>
        <translation>Znovu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Hint</source>
        <translation>&amp;Poradit</translation>
    </message>
    <message>
        <location filename="../qt/features/auto_complete.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+11"/>
        <source>&amp;Auto Finish</source>
        <extracomment>Plays the game out once nothing is left to decide; before that, sends the cards that are safe to send up to the foundations.</extracomment>
        <translation>Dohrát &amp;automaticky</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+9"/>
        <source>&amp;Solve…</source>
        <extracomment>The solver looks for a win from here and can play it out (Show the Way).</extracomment>
        <translation>&amp;Vyřešit…</translation>
    </message>
    <message>
        <location filename="../qt/features/show_the_way.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+8"/>
        <source>&amp;Where Was It Lost?</source>
        <extracomment>The solver finds the last position from which this game could still be won.</extracomment>
        <translation>Kde se hra p&amp;rohrála?</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+7"/>
        <source>&amp;Copy Board</source>
        <translation>&amp;Kopírovat rozložení</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Paste Board</source>
        <translation>V&amp;ložit rozložení</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;View</source>
        <translation>&amp;Zobrazit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Theme</source>
        <translation>&amp;Motiv</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Deck</source>
        <extracomment>The look of the cards&apos; faces (View menu).</extracomment>
        <translation>&amp;Balíček</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card &amp;Back</source>
        <translation>&amp;Rub karet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>La&amp;nguage</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <location line="-278"/>
        <source>System Language ({language})</source>
        <extracomment>View &gt; Language: follow the system&apos;s language; {language} is its name (&quot;English&quot;), written in that language.</extracomment>
        <translation>Jazyk systému ({language})</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Follow the &amp;System</source>
        <extracomment>View → Theme: the table follows the system&apos;s light or dark colour scheme.</extracomment>
        <translation>Podle &amp;systému</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Soft</source>
        <extracomment>View → Sound Volume: the softest of four levels.</extracomment>
        <translation>Tiše</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Středně</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loud</source>
        <translation>Hlasitě</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full</source>
        <extracomment>View → Sound Volume: the loudest of four levels.</extracomment>
        <translation>Naplno</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;1 – Easiest</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty: the easiest of five levels.</extracomment>
        <translation>&amp;1 – Nejlehčí</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;2 – Easy</source>
        <translation>&amp;2 – Lehká</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;3 – Medium</source>
        <translation>&amp;3 – Střední</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;4 – Hard</source>
        <translation>&amp;4 – Těžká</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;5 – Hardest</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty: the hardest of five levels.</extracomment>
        <translation>&amp;5 – Nejtěžší</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Any Difficulty</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty: deals of every difficulty.</extracomment>
        <translation>&amp;Jakákoli obtížnost</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With Winnable Deals Only on, New Deal deals a deal of this difficulty.</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty, each level&apos;s tip in the status bar (one line: keep it short; the tooltip, the next text, says more).</extracomment>
        <translation>Když je zapnuto Jen rozdání, která lze vyhrát, Nová hra rozdá rozdání této obtížnosti.</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>&amp;Export Statistics…</source>
        <extracomment>Game menu: write every game, with its moves, the records and the daily streaks to one file, to carry them to another machine.</extracomment>
        <translation>&amp;Exportovat statistiky…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Import Statistics…</source>
        <extracomment>Game menu: merge a file Export Statistics wrote (on another machine) into these statistics; games already here are not counted twice.</extracomment>
        <translation>&amp;Importovat statistiky…</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>&amp;Animate Moves</source>
        <translation>&amp;Animovat tahy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Play Sounds</source>
        <extracomment>View menu: the game&apos;s sounds (a card put down, sent up, a win...) on or off.</extracomment>
        <translation>&amp;Zvuky</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sound &amp;Volume</source>
        <translation>H&amp;lasitost zvuku</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Cards Dance at a Win</source>
        <extracomment>View menu: at a win the cards swing round the table before the win dialog (a click or a key ends it sooner).</extracomment>
        <translation>Karty při výhře &amp;tančí</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Single Click Plays Best Move</source>
        <translation>Jedno &amp;kliknutí zahraje nejlepší tah</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Move Safe Cards &amp;Up Automatically</source>
        <extracomment>Cards that no other card can need go up to the foundations by themselves.</extracomment>
        <translation>Automaticky &amp;odkládat bezpečné karty</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Finish by Itself When Nothing Is Left to Decide</source>
        <extracomment>View menu: once nothing is left to decide, the game plays the rest at once instead of offering to.</extracomment>
        <translation>Dohrát &amp;hru samočinně, když už není o čem rozhodovat</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show &amp;Whether the Game Can Be Won</source>
        <extracomment>View menu: after each move the status bar says whether the game can still be won.</extracomment>
        <translation>&amp;Ukazovat, zda lze hru vyhrát</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Larger Cards</source>
        <translation>&amp;Větší karty</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show Column &amp;Keys</source>
        <extracomment>Shows on the table the key that picks each column.</extracomment>
        <translation>Zobrazit klávesy &amp;sloupců</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Přiblížit</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;Out</source>
        <translation>O&amp;ddálit</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Actual Si&amp;ze</source>
        <translation>Skutečná vel&amp;ikost</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../qt/window/view.py" line="+136"/>
        <source>&amp;Keyboard</source>
        <extracomment>Help menu: the list of keys that play the game.</extracomment>
        <translation>&amp;Klávesnice</translation>
    </message>
    <message>
        <location line="-9"/>
        <location filename="../qt/window/view.py" line="+0"/>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>With Winnable Deals Only on, New Deal deals a deal of this difficulty: how hard the solver found it ({games}; other games: any winnable deal).</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty, each level&apos;s tooltip. {games}: the names of the games whose deals have a difficulty, with &quot; · &quot; between (&quot;Baker&apos;s Dozen · Spanish Patience&quot;).</extracomment>
        <translation>Když je zapnuto Jen rozdání, která lze vyhrát, Nová hra rozdá rozdání této obtížnosti: jak těžké bylo pro řešitele ({games}; ostatní hry: jakékoli rozdání, které lze vyhrát).</translation>
    </message>
    <message>
        <location line="+346"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Jak hrát</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;About</source>
        <translation>&amp;O hře</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game</source>
        <extracomment>The toolbar&apos;s name (shown when right-clicking the toolbar area).</extracomment>
        <translation>Hra</translation>
    </message>
    <message>
        <location filename="../qt/window/menus.py" line="+151"/>
        <location line="+1"/>
        <source>More buttons</source>
        <extracomment>The toolbar&apos;s button that shows the buttons a narrow window has no room for.</extracomment>
        <translation>Další tlačítka</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Undo {step}</source>
        <extracomment>Edit menu. {step} is the step it takes back: &quot;&amp;Undo Move 7♣ to 8♥&quot;.</extracomment>
        <translation>&amp;Zpět: {step}</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="-219"/>
        <location filename="../qt/window/menus.py" line="+0"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <location filename="../qt/window/menus.py" line="+2"/>
        <source>&amp;Redo {step}</source>
        <extracomment>Edit menu. {step} is the step it makes again: &quot;&amp;Redo Move 7♣ to 8♥&quot;.</extracomment>
        <translation>Z&amp;novu: {step}</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+10"/>
        <location filename="../qt/window/menus.py" line="+0"/>
        <source>&amp;Redo</source>
        <translation>Z&amp;novu</translation>
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
        <translation>Přesun {card} na základní hromádku</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {card} to empty column {column}</source>
        <translation>Přesun {card} do prázdného sloupce {column}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move {card} to {under}</source>
        <extracomment>{card} goes on top of the card {under}: &quot;Move 7♣ to 8♥&quot;.</extracomment>
        <translation>Přesun {card} na {under}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>move {card} to the foundation</source>
        <extracomment>A move quoted inside a sentence, after a colon: &quot;Move 12 was: move 7♣ to ...&quot;.</extracomment>
        <translation>přesun {card} na základní hromádku</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>move {card} to empty column {column}</source>
        <extracomment>A move quoted inside a sentence, after a colon.</extracomment>
        <translation>přesun {card} do prázdného sloupce {column}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>move {card} to {under}</source>
        <extracomment>A move quoted inside a sentence, after a colon: &quot;Move 12 was: move 7♣ to 8♥.&quot;.</extracomment>
        <translation>přesun {card} na {under}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Restart</source>
        <extracomment>Undo history: the step &quot;restart the deal&quot;; shown after &quot;Undo&quot; in the Edit menu.</extracomment>
        <translation>Začít znovu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auto Finish</source>
        <extracomment>Undo history: the step &quot;Auto Finish&quot;; shown after &quot;Undo&quot; in the Edit menu.</extracomment>
        <translation>Automatické dohrání</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hint: move {card} from column {source} to the foundation.</source>
        <translation>Rada: přesuňte {card} ze sloupce {source} na základní hromádku.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: move {card} from column {source} to empty column {column}.</source>
        <translation>Rada: přesuňte {card} ze sloupce {source} do prázdného sloupce {column}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: move {card} from column {source} onto {under} in column {column}.</source>
        <translation>Rada: přesuňte {card} ze sloupce {source} na {under} ve sloupci {column}.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../qt/speech/announcer.py" line="+37"/>
        <source>New game: {variant}, deal {deal}.</source>
        <translation>Nová hra: {variant}, rozdání {deal}.</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%n step(s) done.</source>
        <translation>
            <numerusform>Proveden %n krok.</numerusform>
            <numerusform>Provedeny %n kroky.</numerusform>
            <numerusform>Provedeno %n kroků.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n step(s) undone.</source>
        <translation>
            <numerusform>Vrácen %n krok.</numerusform>
            <numerusform>Vráceny %n kroky.</numerusform>
            <numerusform>Vráceno %n kroků.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Auto Finish: %n card(s) to the foundations.</source>
        <translation>
            <numerusform>Automatické dohrání: %n karta na základní hromádky.</numerusform>
            <numerusform>Automatické dohrání: %n karty na základní hromádky.</numerusform>
            <numerusform>Automatické dohrání: %n karet na základní hromádky.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Played %n move(s) for you.</source>
        <translation>
            <numerusform>Za vás byl zahrán %n tah.</numerusform>
            <numerusform>Za vás byly zahrány %n tahy.</numerusform>
            <numerusform>Za vás bylo zahráno %n tahů.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Also to the foundations: {cards}.</source>
        <translation>Na základní hromádky šly také: {cards}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Column {column} is empty now.</source>
        <translation>Sloupec {column} je teď prázdný.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is now on top of column {column}.</source>
        <extracomment>The card a move uncovered: &quot;Ten of spades is now on top of column 1.&quot;</extracomment>
        <translation>{card} je teď navrchu sloupce {column}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{card} is back on column {column}: move undone.</source>
        <extracomment>Said after Undo; {card} is a full card name: &quot;seven of clubs&quot;.</extracomment>
        <translation>{card} je zpět ve sloupci {column}: tah vrácen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{card} goes to the foundation.</source>
        <extracomment>A move just made; {card} is a full card name: &quot;seven of clubs&quot;.</extracomment>
        <translation>{card} jde na základní hromádku.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} goes to empty column {column}.</source>
        <extracomment>A move just made; {card} is a full card name: &quot;seven of clubs&quot;.</extracomment>
        <translation>{card} jde do prázdného sloupce {column}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} goes onto {under}.</source>
        <extracomment>A move just made: &quot;Seven of clubs goes onto eight of hearts.&quot;</extracomment>
        <translation>{card} jde na kartu {under}.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Restart undone: the moves are back.</source>
        <translation>„Začít znovu“ vráceno: tahy jsou zpět.</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>New game: {variant}, practice: not counted in the statistics.</source>
        <translation>Nová hra: {variant}, trénink: do statistik se nepočítá.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Back to the deal. The clock keeps running: time counts on the deal, restarts included.</source>
        <translation>Zpět na začátek rozdání. Hodiny běží dál: čas se počítá za celé rozdání, včetně opakovaných pokusů.</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Auto Finish undone: %n card(s) back on the table.</source>
        <translation>
            <numerusform>Automatické dohrání vráceno: %n karta je zpět v herním poli.</numerusform>
            <numerusform>Automatické dohrání vráceno: %n karty jsou zpět v herním poli.</numerusform>
            <numerusform>Automatické dohrání vráceno: %n karet je zpět v herním poli.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Undone: %n move(s) played for you.</source>
        <translation>
            <numerusform>Vráceno: %n tah zahraný za vás.</numerusform>
            <numerusform>Vráceno: %n tahy zahrané za vás.</numerusform>
            <numerusform>Vráceno: %n tahů zahraných za vás.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move undone.</source>
        <translation>Tah vrácen.</translation>
    </message>
</context>
<context>
    <name>NewGames</name>
    <message>
        <location filename="../qt/features/new_games.py" line="+24"/>
        <source>The daily deal of {date} again, as deal {number}: it counts as that numbered deal, not as the daily deal.</source>
        <translation>Denní rozdání ze dne {date} znovu, jako rozdání {number}: počítá se jako toto číslované rozdání, ne jako denní rozdání.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../qt/files/notices.py" line="+67"/>
        <source>Your saved game could not be read: it is damaged.</source>
        <translation>Uloženou hru nelze načíst: je poškozená.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your saved game could not be read: it cannot be opened.</source>
        <translation>Uloženou hru nelze načíst: nelze ji otevřít.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be read: the file is far too large to be one.</source>
        <translation>Uloženou hru nelze načíst: soubor je na uloženou hru příliš velký.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be read: a newer version of Baker&apos;s Dozen wrote it.</source>
        <translation>Uloženou hru nelze načíst: zapsala ji novější verze hry Baker&apos;s Dozen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your saved game could not be read.</source>
        <translation>Uloženou hru nelze načíst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was kept as:
{path}

A new game was dealt; nothing else was lost.</source>
        <translation>Byla uschována jako:
{path}

Byla rozdána nová hra; nic jiného se neztratilo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It could not be moved aside, so it was left where it is:
{path}

A new game was dealt. The game will not save over that file until you start Baker&apos;s Dozen again.</source>
        <translation>Nešlo ji přesunout stranou, proto zůstala na svém místě:
{path}

Byla rozdána nová hra. Do tohoto souboru se nebude ukládat, dokud Baker&apos;s Dozen znovu nespustíte.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your game is not being saved.</source>
        <translation>Vaše hra se neukládá.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game that could not be read is still in the way:
{path}

Move it elsewhere and start Baker&apos;s Dozen again to save your games.</source>
        <translation>Uložená hra, kterou nelze načíst, stále překáží:
{path}

Přesuňte ji jinam a spusťte Baker&apos;s Dozen znovu, aby se vaše hry ukládaly.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your game could not be saved.</source>
        <translation>Vaši hru nelze uložit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saving to {path} failed: {reason}.

Play on: the game tries again every little while, and nothing is lost while the window stays open.</source>
        <translation>Uložení do {path} selhalo: {reason}.

Hrajte dál: hra to co chvíli zkusí znovu, a dokud okno zůstane otevřené, nic se neztratí.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your game is saved again.</source>
        <translation>Vaše hra se opět ukládá.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your statistics file was damaged.</source>
        <translation>Soubor se statistikami byl poškozený.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was kept as:
{path}

A new statistics file was started; your games from now on are counted there.</source>
        <translation>Byl uschován jako:
{path}

Byl založen nový soubor se statistikami; vaše další hry se počítají do něj.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your statistics were written by a newer version of Baker&apos;s Dozen.</source>
        <translation>Vaše statistiky zapsala novější verze hry Baker&apos;s Dozen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They were kept as:
{path}

A new statistics file was started.</source>
        <translation>Byly uschovány jako:
{path}

Byl založen nový soubor se statistikami.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The games waiting from the last run were damaged. What could be kept is in:
{path}</source>
        <translation>Hry, které čekaly z minulého spuštění, byly poškozené. Co šlo zachránit, je v:
{path}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n finished game(s) could not be written to the statistics.</source>
        <translation>
            <numerusform>%n dohranou hru nešlo zapsat do statistik.</numerusform>
            <numerusform>%n dohrané hry nešlo zapsat do statistik.</numerusform>
            <numerusform>%n dohraných her nešlo zapsat do statistik.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The folder for your saved game and statistics cannot be used: {reason}.
{path}

Play on: the game works, but keeps neither this game nor its statistics until that is put right.</source>
        <translation>Složku pro uloženou hru a statistiky nelze použít: {reason}.
{path}

Hrajte dál: hra funguje, ale dokud se to nenapraví, neuloží tuto hru ani její statistiky.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your games will not be saved this time.</source>
        <translation>Vaše hry se tentokrát neuloží.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A file is in the way, where their folder belongs:
{path}

The game starts with its usual settings and leaves that file alone.</source>
        <translation>Tam, kde má být jejich složka, je soubor:
{path}

Hra se spustí s obvyklým nastavením a ten soubor nechá být.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your preferences cannot be kept.</source>
        <translation>Vaše nastavení nelze uchovat.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Technical detail, for a bug report (in English):</source>
        <translation>Technický detail pro hlášení chyby (anglicky):</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Some games could not be counted.</source>
        <translation>Některé hry nebylo možné započítat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Statistics are paused: another program is using the file. Your games are kept and counted when it lets go.</source>
        <translation>Statistiky jsou pozastavené: soubor používá jiný program. Vaše hry se uchovají a započítají, až ho uvolní.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Statistics are paused: the file cannot be written. Your games are kept and counted as soon as it can be.</source>
        <translation>Statistiky jsou pozastavené: do souboru nelze zapisovat. Vaše hry se uchovají a započítají, jakmile to půjde.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics work again: every waiting game is counted.</source>
        <translation>Statistiky opět fungují: všechny čekající hry jsou započítané.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>They were kept as:
{path}

The game starts with its usual settings.</source>
        <translation>Bylo uschováno jako:
{path}

Hra začíná s obvyklým nastavením.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file could not be moved aside:
{path}

The game starts with its usual settings and will not change that file.</source>
        <translation>Soubor nešlo přesunout stranou:
{path}

Hra začíná s obvyklým nastavením a tento soubor nezmění.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your preferences could not be read.</source>
        <translation>Vaše nastavení nelze načíst.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Baker&apos;s Dozen</source>
        <translation>Baker&apos;s Dozen</translation>
    </message>
    <message>
        <location filename="../qt/words/reason_words.py" line="+30"/>
        <source>the disk is full</source>
        <translation>disk je plný</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>permission denied</source>
        <translation>přístup byl odepřen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is read-only</source>
        <translation>disk je jen pro čtení</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a folder is in the way</source>
        <extracomment>The file&apos;s name is taken by a folder.</extracomment>
        <translation>v cestě je složka</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a file is in the way</source>
        <extracomment>A file stands where a folder should be.</extracomment>
        <translation>v cestě je soubor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a folder on the way is missing</source>
        <extracomment>A folder on the file&apos;s path does not exist (a link leads nowhere, say).</extracomment>
        <translation>chybí složka na cestě k němu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>links on the way lead round in a circle</source>
        <extracomment>Symbolic links on the file&apos;s path point at each other, never reaching a folder.</extracomment>
        <translation>odkazy na cestě vedou dokola</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its name is too long</source>
        <extracomment>The path of the file (its folders and name) is longer than the system allows.</extracomment>
        <translation>jeho název je příliš dlouhý</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused</source>
        <translation>systém to odmítl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused (error {code})</source>
        <extracomment>{code} is the system&apos;s error number, for whoever looks it up.</extracomment>
        <translation>systém to odmítl (chyba {code})</translation>
    </message>
</context>
<context>
    <name>OnlineBoard</name>
    <message>
        <location filename="../qt/online/daily_result.py" line="+155"/>
        <source>The daily results waiting for the online board could not be read; the file was kept as {file}.</source>
        <extracomment>{file} is the name the unreadable file was kept under.</extracomment>
        <translation>Výsledky čekající na online žebříček nešlo přečíst; soubor byl uschován jako {file}.</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Online board: sending your result…</source>
        <translation>Online žebříček: váš výsledek se odesílá…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Online board: not reached now ({reason}); your result is kept and will be sent later.</source>
        <extracomment>{reason} says why: no network, the board busy...</extracomment>
        <translation>Online žebříček: teď není dostupný ({reason}); váš výsledek je uložen a odešle se později.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Online board: your result was refused ({reason}).</source>
        <extracomment>{reason} is the board&apos;s own reason, as it wrote it (in English).</extracomment>
        <translation>Online žebříček váš výsledek odmítl ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Online board: your first game of this daily deal is the one that counts.</source>
        <translation>Online žebříček: počítá se vaše první hra tohoto denního rozdání.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Online board: place {rank}</source>
        <extracomment>The place the online board gave this win among the day&apos;s ranked games.</extracomment>
        <translation>Online žebříček: {rank}. místo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online board: your game is listed, not ranked.</source>
        <translation>Online žebříček: vaše hra je v seznamu, ale bez umístění.</translation>
    </message>
</context>
<context>
    <name>OnlineBoardView</name>
    <message>
        <location filename="../qt/online/board_view.py" line="-67"/>
        <location line="+22"/>
        <source>Online board</source>
        <translation>Online žebříček</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Place</source>
        <extracomment>The online board&apos;s columns: place, the player&apos;s name, score, time, moves.</extracomment>
        <translation>Pořadí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The board counts every move, the ones made for you too.</source>
        <translation>Žebříček počítá každý tah, i ty, které za vás udělala hra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+186"/>
        <source>&amp;Watch</source>
        <extracomment>Statistics, the online board: watch the chosen entry&apos;s game move by move.</extracomment>
        <translation>&amp;Sledovat</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>Fetch the chosen game&apos;s moves from the board and replay them move by move</source>
        <translation>Načíst tahy vybrané hry ze žebříčku a přehrát je tah po tahu</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not opted in: nothing is sent or asked. {path} joins a board.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Game → Online Daily Board…&quot;.</extracomment>
        <translation>Nepřihlášeno: nic se neodesílá ani nezjišťuje. K žebříčku se přihlásíte v {path}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asking the online board…</source>
        <translation>Dotazuji se online žebříčku…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot reach the online board at {address}: {reason}</source>
        <extracomment>{reason} says why: no network, a name that is not found, an answer too large...</extracomment>
        <translation>Online žebříček na adrese {address} není dostupný: {reason}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The online board cannot show this day: {reason}</source>
        <extracomment>{reason} is what the board said, as it wrote it (in English).</extracomment>
        <translation>Online žebříček nemůže tento den ukázat: {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No game on the online board for this day yet.</source>
        <translation>Pro tento den zatím v online žebříčku není žádná hra.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s) on the online board for this day.</source>
        <translation>
            <numerusform>%n hráč v online žebříčku pro tento den.</numerusform>
            <numerusform>%n hráči v online žebříčku pro tento den.</numerusform>
            <numerusform>%n hráčů v online žebříčku pro tento den.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no game on this board.</source>
        <translation>V tomto žebříčku nemáte žádnou hru.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your place: {rank}</source>
        <extracomment>The player&apos;s place among the games ranked on the online board (wins without help).</extracomment>
        <translation>Vaše pořadí: {rank}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is on the board: won with help, not ranked.</source>
        <translation>Vaše hra je v žebříčku: vyhraná s pomocí, bez pořadí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is on the board: not won, not ranked.</source>
        <translation>Vaše hra je v žebříčku: nevyhraná, bez pořadí.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Watch a Won Game</source>
        <extracomment>Title of the box asking before a daily deal&apos;s winning game is shown.</extracomment>
        <translation>Sledovat vyhranou hru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have not finished this daily deal yet: watching the game shows how it can be won. Watch it all the same?</source>
        <translation>Toto denní rozdání jste ještě nedohráli: sledování hry ukáže, jak ho lze vyhrát. Chcete ji přesto sledovat?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Fetching the game&apos;s moves from the online board…</source>
        <translation>Načítám tahy hry z online žebříčku…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This game cannot be watched: {reason}</source>
        <extracomment>{reason}: why a board&apos;s game cannot be watched (no answer, a damaged line...).</extracomment>
        <translation>Tuto hru nelze sledovat: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} on the online board: {variant}, daily deal {date}</source>
        <extracomment>Above a replay of a game of the online board: &quot;Ann on the online board: Baker&apos;s Dozen, daily deal 2026-11-30&quot;.</extracomment>
        <translation>{name} na online žebříčku: {variant}, denní rozdání {date}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game cannot be watched: its moves do not fit its deal.</source>
        <translation>Tuto hru nelze sledovat: její tahy nesedí k jejímu rozdání.</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+4"/>
        <location line="+6"/>
        <location line="+2"/>
        <source>the board&apos;s answer is damaged</source>
        <translation>odpověď žebříčku je poškozená</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>the board sent no moves for it</source>
        <translation>žebříček k ní neposlal žádné tahy</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <location filename="../qt/online/opt_in.py" line="+126"/>
        <source>Online Daily Board</source>
        <translation>Online žebříček denního rozdání</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>See where you stand on the day&apos;s daily deal among other players, on an online board that a friend, a club or anyone keeps with bakers-dozen-server. No board is built in: give the address of one you trust. The board replays every game it is sent and scores it itself; the time played, and who found the moves, it can only take on trust.</source>
        <translation>Podívejte se, jak si v denním rozdání stojíte mezi ostatními hráči, v online žebříčku, který s bakers-dozen-server vede přítel, klub nebo kdokoli jiný. Žádný žebříček není vestavěný: zadejte adresu takového, kterému důvěřujete. Žebříček každou poslanou hru přehraje a skóre spočítá sám; dobu hry a to, kdo tahy našel, musí brát na důvěru.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Boards are kept by players: anyone can start one on a computer of their own with the command bakers-dozen-server (installed by pip install &apos;bakers-dozen-qt[server]&apos;). It says its address, such as http://127.0.0.1:8080 on that same computer; friends elsewhere need one their computers can reach.</source>
        <extracomment>The commands stay as they are: the player types them.</extracomment>
        <translation>Žebříčky vedou sami hráči: kdokoli ho může spustit na vlastním počítači příkazem bakers-dozen-server (instaluje se příkazem pip install &apos;bakers-dozen-qt[server]&apos;). Ten vypíše svou adresu, například http://127.0.0.1:8080 na tomtéž počítači; přátelé jinde potřebují adresu, na kterou jejich počítače dosáhnou.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board &amp;address:</source>
        <extracomment>Label of the field where the player types the online board&apos;s web address.</extracomment>
        <translation>&amp;Adresa žebříčku:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name on the board:</source>
        <translation>Vaše &amp;jméno v žebříčku:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board&apos;s &amp;join code:</source>
        <extracomment>Label of the field for the code a friends&apos; or club&apos;s board asks of its players.</extracomment>
        <translation>Přístupový &amp;kód žebříčku:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Send my daily deal results to this board</source>
        <translation>&amp;Posílat mé výsledky denního rozdání do tohoto žebříčku</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;small&gt;Sent for each daily deal you finish (won, or given up after a move): the date, the variant, your moves, the time played, the hints, undos and help used, your name, and a random code made for this installation so that the board keeps one game per player. Nothing else. Numbered deals, custom rules and pasted boards are never sent.&lt;/small&gt;</source>
        <translation>&lt;small&gt;Posílá se za každé dokončené denní rozdání (vyhrané, nebo vzdané po nějakém tahu): datum, varianta, vaše tahy, doba hry, použité rady, vrácení tahů a pomoc, vaše jméno a náhodný kód vytvořený pro tuto instalaci, aby žebříček držel jednu hru na hráče. Nic jiného. Rozdání podle čísla, vlastní pravidla a vložená rozložení se neposílají nikdy.&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Write the board&apos;s whole address, beginning with {https} or {http}.</source>
        <extracomment>{https} and {http} are the beginnings of web addresses: https:// and http://.</extracomment>
        <translation>Napište celou adresu žebříčku, začínající {https} nebo {http}.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Choose the name to show on the board: %n character(s) at most.</source>
        <translation>
            <numerusform>Zvolte jméno, které se ukáže v žebříčku: nejvýše %n znak.</numerusform>
            <numerusform>Zvolte jméno, které se ukáže v žebříčku: nejvýše %n znaky.</numerusform>
            <numerusform>Zvolte jméno, které se ukáže v žebříčku: nejvýše %n znaků.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asking the board…</source>
        <translation>Ptám se žebříčku…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This board takes results only from players who know its join code: ask the one who keeps it.</source>
        <translation>Tento žebříček přijímá výsledky jen od hráčů, kteří znají jeho přístupový kód: zeptejte se toho, kdo žebříček spravuje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is not this board&apos;s join code.</source>
        <translation>To není přístupový kód tohoto žebříčku.</translation>
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
            <numerusform>%n karty</numerusform>
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{cards}, %n of them face down</source>
        <extracomment>{cards} is &quot;4 cards&quot;; %n of those lie face down.</extracomment>
        <translation>
            <numerusform>{cards}, z toho %n zakrytá</numerusform>
            <numerusform>{cards}, z toho %n zakryté</numerusform>
            <numerusform>{cards}, z toho %n zakrytých</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column {column}, {cards}, top: {card}</source>
        <extracomment>{cards}: &quot;6 cards&quot; or &quot;4 cards, 3 of them face down&quot;; {card}: &quot;seven of clubs&quot;.</extracomment>
        <translation>Sloupec {column}, {cards}, navrchu {card}</translation>
    </message>
</context>
<context>
    <name>Piles</name>
    <message>
        <location line="-79"/>
        <source>Clubs foundation, empty</source>
        <translation>Křížová základní hromádka, prázdná</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds foundation, empty</source>
        <translation>Kárová základní hromádka, prázdná</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts foundation, empty</source>
        <translation>Srdcová základní hromádka, prázdná</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades foundation, empty</source>
        <translation>Piková základní hromádka, prázdná</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clubs foundation, up to {rank}</source>
        <translation>Křížová základní hromádka, navrchu {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds foundation, up to {rank}</source>
        <translation>Kárová základní hromádka, navrchu {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts foundation, up to {rank}</source>
        <translation>Srdcová základní hromádka, navrchu {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades foundation, up to {rank}</source>
        <translation>Piková základní hromádka, navrchu {rank}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Column {column}, empty</source>
        <translation>Sloupec {column}, prázdný</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>From the bottom: {cards}.</source>
        <translation>Odspodu: {cards}.</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <location line="-115"/>
        <source>ace</source>
        <translation>eso</translation>
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
        <translation>čtyřka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>pětka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>šestka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>sedma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>osma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>devítka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>desítka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>kluk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>král</translation>
    </message>
</context>
<context>
    <name>RecentGamesChart</name>
    <message>
        <location filename="../qt/statistics/charts.py" line="+212"/>
        <source>Chart of the last games</source>
        <translation>Graf posledních her</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 of the last %n game(s) won</source>
        <translation>
            <numerusform>Vyhráno %1 z poslední hry</numerusform>
            <numerusform>Vyhráno %1 z %n posledních her</numerusform>
            <numerusform>Vyhráno %1 z %n posledních her</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No games yet: finished games appear here.</source>
        <translation>Zatím žádné hry: dohrané hry se objeví zde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Won</source>
        <extracomment>The chart&apos;s legend: game won, won with the solver&apos;s help, not won.</extracomment>
        <translation>Vyhráno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with help</source>
        <translation>Vyhráno s pomocí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not won</source>
        <translation>Nevyhráno</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Win rate (last %n game(s))</source>
        <extracomment>The line of the win rate over the last games (20 of them, say).</extracomment>
        <translation>
            <numerusform>Úspěšnost (poslední %n hra)</numerusform>
            <numerusform>Úspěšnost (poslední %n hry)</numerusform>
            <numerusform>Úspěšnost (posledních %n her)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+100"/>
        <source>Game %1 of %2: won with help, %Ln point(s)</source>
        <translation>
            <numerusform>Hra %1 z %2: vyhráno s pomocí, %Ln bod</numerusform>
            <numerusform>Hra %1 z %2: vyhráno s pomocí, %Ln body</numerusform>
            <numerusform>Hra %1 z %2: vyhráno s pomocí, %Ln bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game %1 of %2: won, %Ln point(s)</source>
        <translation>
            <numerusform>Hra %1 z %2: vyhráno, %Ln bod</numerusform>
            <numerusform>Hra %1 z %2: vyhráno, %Ln body</numerusform>
            <numerusform>Hra %1 z %2: vyhráno, %Ln bodů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game %1 of %2: not won, %Ln point(s)</source>
        <translation>
            <numerusform>Hra %1 z %2: nevyhráno, %Ln bod</numerusform>
            <numerusform>Hra %1 z %2: nevyhráno, %Ln body</numerusform>
            <numerusform>Hra %1 z %2: nevyhráno, %Ln bodů</numerusform>
        </translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate</source>
        <translation>Úspěšnost</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Games, oldest to latest</source>
        <translation>Hry od nejstarší po nejnovější</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Win rate over the last %n game(s): %1</source>
        <translation>
            <numerusform>Úspěšnost v poslední hře: %1</numerusform>
            <numerusform>Úspěšnost v %n posledních hrách: %1</numerusform>
            <numerusform>Úspěšnost v %n posledních hrách: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../qt/words/wording.py" line="+12"/>
        <source>There is no column {column}.</source>
        <translation>Sloupec {column} neexistuje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card cannot move onto its own column.</source>
        <translation>Kartu nelze přesunout do jejího vlastního sloupce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column {column} is empty.</source>
        <translation>Sloupec {column} je prázdný.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} cannot go to the foundation yet.</source>
        <translation>Karta {card} zatím nemůže na základní hromádku.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} needs {needs} on the foundation first.</source>
        <extracomment>{needs} is the card of the same suit one rank lower: &quot;7♦ needs 6♦ ...&quot;.</extracomment>
        <translation>Karta {card} může na základní hromádku až po kartě {needs}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Column {column} is empty, and empty columns stay empty.</source>
        <translation>Sloupec {column} je prázdný a prázdné sloupce zůstávají prázdné.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a king may go into the empty column {column}.</source>
        <translation>Do prázdného sloupce {column} smí jen král.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} is alone in its column: moving it to an empty column changes nothing.</source>
        <translation>Karta {card} je ve sloupci sama: přesun do prázdného sloupce nic nezmění.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{card} does not go on {onto}: build down one rank.</source>
        <extracomment>A card goes only onto a card exactly one rank higher: any 7 on any 8.</extracomment>
        <translation>Karta {card} nepatří na kartu {onto}: skládejte sestupně o jednu hodnotu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} does not go on {onto}: build in suit.</source>
        <translation>Karta {card} nepatří na kartu {onto}: skládejte ve stejné barvě.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} does not go on {onto}: alternate the colours.</source>
        <translation>Karta {card} nepatří na kartu {onto}: střídejte barvy.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../qt/replay/loss_verdict.py" line="+63"/>
        <source>This game was won.</source>
        <translation>Tato hra byla vyhraná.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for the move that lost this game…</source>
        <translation>Hledám tah, kterým se tato hra prohrála…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal could not be won from the start: no move lost it.</source>
        <translation>Toto rozdání nešlo vyhrát od začátku: žádný tah ho neprohrál.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When this game ended, it could still have been won.</source>
        <translation>Když tato hra skončila, šlo ji ještě vyhrát.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost at move {number}: before it, the game could still be won.</source>
        <extracomment>{number}: the move after which the replayed game could not be won.</extracomment>
        <translation>Prohráno tahem {number}: před ním šlo hru ještě vyhrát.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move that lost the game was found: the search gave up.</source>
        <translation>Tah, kterým se hra prohrála, se nenašel: hledání to vzdalo.</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <location filename="../qt/replay/replay_panel.py" line="+121"/>
        <source>Replay</source>
        <extracomment>The title of the panel beside the table while a finished game is replayed.</extracomment>
        <translation>Přehrávání</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To the deal (Home)</source>
        <extracomment>A replay&apos;s button; the key in brackets.</extracomment>
        <translation>Na rozdání (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>O tah zpět (šipka vlevo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move on (Right)</source>
        <translation>O tah dál (šipka vpravo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last move (End)</source>
        <translation>Na poslední tah (End)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Speed:</source>
        <extracomment>The speed of a replay&apos;s play: how long each move stays on the table.</extracomment>
        <translation>&amp;Rychlost:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow (2 seconds a move)</source>
        <extracomment>Replay speeds, slowest first.</extracomment>
        <translation>Pomalu (2 sekundy na tah)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal (1 second a move)</source>
        <translation>Normálně (1 sekunda na tah)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast (2 moves a second)</source>
        <translation>Rychle (2 tahy za sekundu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very fast (4 moves a second)</source>
        <translation>Velmi rychle (4 tahy za sekundu)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Moves:</source>
        <extracomment>The list of a replay&apos;s moves; choosing one shows the table after it.</extracomment>
        <translation>&amp;Tahy:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves of the replay</source>
        <translation>Tahy přehrávané hry</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys: Left and Right step, Home and End jump, Page Up and Page Down ten moves, P plays and pauses, + and - change the speed, Esc leaves.</source>
        <translation>Klávesy: šipky vlevo a vpravo o tah, Home a End na začátek a konec, Page Up a Page Down o deset tahů, P přehrává a pozastaví, + a - mění rychlost, Esc ukončí.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Back to Your Game</source>
        <translation>Zpět ke s&amp;vé hře</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the replay (Esc)</source>
        <translation>Ukončit přehrávání (Esc)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pause (P)</source>
        <translation>Pozastavit (P)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play (P)</source>
        <translation>Přehrát (P)</translation>
    </message>
</context>
<context>
    <name>Replayer</name>
    <message>
        <location filename="../qt/replay/replayer.py" line="+90"/>
        <source>This game cannot be replayed: its move {number} does not fit the deal.</source>
        <extracomment>{number}: the first move of a kept game that does not fit its deal.</extracomment>
        <translation>Tuto hru nelze přehrát: její tah {number} k rozdání nesedí.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Back to your game.</source>
        <translation>Zpět u vaší hry.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replay: the table is read-only. Esc goes back to your game.</source>
        <extracomment>The status bar while a finished game is replayed on the table.</extracomment>
        <translation>Přehrávání: herní pole je jen ke čtení. Esc vás vrátí k vaší hře.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Paused.</source>
        <translation>Pozastaveno.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The deal</source>
        <extracomment>The first row of a replay&apos;s list of moves: the table as it was dealt.</extracomment>
        <translation>Rozdání</translation>
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
        <translation>tady se hra prohrála</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>The deal: %n move(s) to watch.</source>
        <extracomment>Where a replay stands: at the deal, before any of its moves.</extracomment>
        <translation>
            <numerusform>Rozdání: %n tah ke sledování.</numerusform>
            <numerusform>Rozdání: %n tahy ke sledování.</numerusform>
            <numerusform>Rozdání: %n tahů ke sledování.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move {number} of {count}</source>
        <extracomment>Where a replay stands: &quot;Move 12 of 87&quot;.</extracomment>
        <translation>Tah {number} z {count}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay</source>
        <extracomment>On the table during a replay, above the variant&apos;s name.</extracomment>
        <translation>Přehrávání</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{heading}. Replay: Left and Right step, P plays, Esc leaves.</source>
        <extracomment>Said when a replay starts: whose game, then how to move along it.</extracomment>
        <translation>{heading}. Přehrávání: šipky vlevo a vpravo o tah, P přehrává, Esc ukončí.</translation>
    </message>
</context>
<context>
    <name>RulesInBrief</name>
    <message>
        <location filename="../qt/words/variant_names.py" line="+96"/>
        <source>any suit</source>
        <extracomment>A custom game&apos;s rules in brief (window title, table), part 1 of 4: what a card is built on. The parts are joined by &quot;{build}, {empty}, ...&quot;.</extracomment>
        <translation>libovolná barva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alternate colours</source>
        <translation>střídavé barvy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>same suit</source>
        <translation>stejná barva</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty columns stay empty</source>
        <extracomment>A custom game&apos;s rules in brief, part 2 of 4: what fills an empty column.</extracomment>
        <translation>prázdné sloupce zůstávají prázdné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kings fill empty columns</source>
        <translation>prázdný sloupec jen pro krále</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any card fills empty columns</source>
        <translation>prázdný sloupec pro jakoukoli kartu</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n row(s) face down</source>
        <extracomment>A custom game&apos;s rules in brief, part 3 of 4: rows dealt face down.</extracomment>
        <translation>
            <numerusform>%n řada zakrytě</numerusform>
            <numerusform>%n řady zakrytě</numerusform>
            <numerusform>%n řad zakrytě</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all face up</source>
        <translation>vše odkryté</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kings to the bottom</source>
        <extracomment>A custom game&apos;s rules in brief, part 4 of 4: kings moved under the others.</extracomment>
        <translation>králové dospod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kings stay put</source>
        <translation>králové zůstávají na místě</translation>
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
        <translation>Cíl hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Průběh hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse and keys</source>
        <translation>Myš a klávesy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Put all 52 cards on the four foundations, one for each suit, each built up in its suit from the ace to the king.</source>
        <translation>Dostaňte všech 52 karet na čtyři základní hromádky, jednu pro každou barvu. Každá hromádka se skládá vzestupně ve své barvě od esa po krále.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The whole deck is dealt into 13 columns of 4 cards.</source>
        <translation>Celý balíček se rozdá do 13 sloupců po 4 kartách.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First the two aces that the shuffled deck would deal first go to their foundations. The other 50 cards are dealt into 10 columns of 5 cards.</source>
        <translation>Nejprve jdou na základní hromádky dvě esa, která by zamíchaný balíček rozdal jako první. Zbylých 50 karet se rozdá do 10 sloupců po 5 kartách.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The cards are dealt into %n column(s).</source>
        <extracomment>Only for layouts other than 13 × 4 and 10 × 5 (none so far).</extracomment>
        <translation>
            <numerusform>Karty se rozdají do %n sloupce.</numerusform>
            <numerusform>Karty se rozdají do %n sloupců.</numerusform>
            <numerusform>Karty se rozdají do %n sloupců.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each column gets %n card(s).</source>
        <extracomment>Only for layouts other than 13 × 4 and 10 × 5 (none so far).</extracomment>
        <translation>
            <numerusform>Každý sloupec dostane %n kartu.</numerusform>
            <numerusform>Každý sloupec dostane %n karty.</numerusform>
            <numerusform>Každý sloupec dostane %n karet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Before the deal, %n ace(s) go to the foundations.</source>
        <translation>
            <numerusform>Před rozdáním jde jedno eso na základní hromádku.</numerusform>
            <numerusform>Před rozdáním jdou %n esa na základní hromádky.</numerusform>
            <numerusform>Před rozdáním jde %n es na základní hromádky.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every card is dealt face up: the whole game is in sight from the start.</source>
        <translation>Všechny karty se rozdávají odkryté: celou hru máte od začátku před očima.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the top card of each column is dealt face up; the cards under it lie face down.</source>
        <translation>Lícem nahoru se rozdává jen horní karta každého sloupce; karty pod ní leží lícem dolů.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The bottom %n card(s) of each column are dealt face down.</source>
        <translation>
            <numerusform>Spodní karta každého sloupce se rozdává lícem dolů.</numerusform>
            <numerusform>Spodní %n karty každého sloupce se rozdávají lícem dolů.</numerusform>
            <numerusform>Spodních %n karet každého sloupce se rozdává lícem dolů.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A face-down card turns face up as soon as it is the top card of its column.</source>
        <translation>Zakrytá karta se otočí lícem nahoru, jakmile se stane horní kartou svého sloupce.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Before play starts, the kings of each column move to its bottom; the other cards keep their order.</source>
        <translation>Před začátkem hry se králové v každém sloupci přesunou dospod; ostatní karty si zachovají své pořadí.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kings stay where they are dealt.</source>
        <translation>Králové zůstávají tam, kam byli rozdáni.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a column moves, and only one card at a time.</source>
        <translation>Přesouvá se jen horní karta sloupce, a vždy jen jedna karta najednou.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card goes on a card one rank higher, whatever its suit or colour: any 7 on any 8. Nothing goes on an ace.</source>
        <translation>Karta se pokládá na kartu o jednu hodnotu vyšší, bez ohledu na barvu: jakákoli sedma na jakoukoli osmu. Na eso nelze položit nic.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A card goes on a card one rank higher of the other colour: a red 7 on a black 8, a black 7 on a red 8. Nothing goes on an ace.</source>
        <translation>Karta se pokládá na kartu o jednu hodnotu vyšší opačné barvy: červená sedma na černou osmu, černá sedma na červenou osmu. Na eso nelze položit nic.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A card goes on a card one rank higher of the same suit: the 7♣ on the 8♣ and on no other 8. Nothing goes on an ace.</source>
        <translation>Karta se pokládá na kartu o jednu hodnotu vyšší ve stejné barvě: 7♣ na 8♣ a na žádnou jinou osmu. Na eso nelze položit nic.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A column that empties stays empty for the rest of the game: no card may go there, not even a king.</source>
        <translation>Sloupec, který se vyprázdní, zůstane prázdný až do konce hry: nelze do něj položit žádnou kartu, ani krále.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An empty column takes a king, and no other card.</source>
        <translation>Do prázdného sloupce lze položit krále, žádnou jinou kartu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An empty column takes any card.</source>
        <translation>Do prázdného sloupce lze položit jakoukoli kartu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace goes up to the foundations as soon as it is free; each foundation then takes the next card of its suit, up to the king. A card on a foundation stays there.</source>
        <translation>Eso jde na základní hromádky, jakmile se uvolní; každá hromádka pak přijímá další kartu své barvy až po krále. Karta, která jednou leží na základní hromádce, tam už zůstane.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no stock, no free cell and no redeal: every card is on the table from the start.</source>
        <translation>Není tu žádný talon, žádná volná políčka ani nové rozdávání: všechny karty leží v herním poli od začátku.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You win when all 52 cards are on the foundations. When no card can move, the game is lost; it can be lost long before that, and {solve} tells whether it can still be won.</source>
        <extracomment>{solve} is the menu entry Edit &gt; Solve, as the menu names it.</extracomment>
        <translation>Vyhráváte, když je všech 52 karet na základních hromádkách. Když už nelze pohnout žádnou kartou, hra je prohraná. Prohraná ale může být i mnohem dřív: příkaz „{solve}“ prozradí, zda ji lze ještě vyhrát.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win when all 52 cards are on the foundations. When no card can move, the game is lost.</source>
        <translation>Vyhráváte, když je všech 52 karet na základních hromádkách. Když už nelze pohnout žádnou kartou, hra je prohraná.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start by finding the aces and twos, and count the cards lying on them: free the easiest ones first.</source>
        <translation>Nejdřív najděte esa a dvojky a spočítejte karty, které na nich leží: začněte uvolňovat ty, ke kterým se dostanete nejsnáz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every card is in sight, so think a few moves ahead: before you move a card, check that it does not cover a card you will soon need.</source>
        <translation>Všechny karty jsou vidět, tak myslete pár tahů dopředu: než kartu přesunete, ověřte si, že nezakryje kartu, kterou budete brzy potřebovat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each face-down card you turn over gives you new moves: prefer the moves that uncover one.</source>
        <translation>Každá zakrytá karta, kterou otočíte, vám otevře nové tahy: dávejte přednost tahům, které nějakou odkryjí.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Any card goes on any card one rank higher, so you often have a choice of places: pick the one that buries fewest of the cards you still need.</source>
        <translation>Každou kartu můžete položit na jakoukoli kartu o jednu hodnotu vyšší, takže často máte na výběr víc míst: zvolte to, které zasype nejméně karet, jež ještě potřebujete.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Places to build are few under this rule: before you fill one, ask whether another card will need it more.</source>
        <translation>Při tomto pravidle je míst, kam skládat, málo: než nějaké obsadíte, zvažte, jestli ho víc nebude potřebovat jiná karta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kings lie at the bottom and block nothing: a column resting on a king is a safe place for a long run.</source>
        <translation>Králové leží dole a nic neblokují: sloupec, který stojí na králi, je bezpečné místo pro dlouhou posloupnost.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A king lying on low cards blocks them until it can move: plan early how to free them.</source>
        <translation>Král, který leží na nízkých kartách, je blokuje, dokud se sám nemůže pohnout: včas si naplánujte, jak je uvolníte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An empty column is lost for good, so do not empty one for its own sake; it is worth it only when its cards go to the foundations.</source>
        <translation>Prázdný sloupec je ztracený nadobro, tak ho nevyprazdňujte jen tak; vyplatí se to jen tehdy, když jeho karty jdou na základní hromádky.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep an empty column for a king that lies on cards you need.</source>
        <translation>Prázdný sloupec si nechte pro krále, který leží na kartách, jež potřebujete.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An empty column is your most useful space: fill it only when that frees a card you need.</source>
        <translation>Prázdný sloupec je vaše nejcennější místo: obsaďte ho, jen když tím uvolníte kartu, kterou potřebujete.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stuck? {hint} suggests a move, and {lost} finds the move after which the game could no longer be won.</source>
        <extracomment>{hint} and {lost} are the menu entries Hint and Where Was It Lost?.</extracomment>
        <translation>Nevíte kudy kam? Příkaz „{hint}“ navrhne tah a „{lost}“ najde tah, po kterém už hru nešlo vyhrát.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drag a top card onto a pile that lights up, or click the card and then the pile. Double-click a card to send it to its foundation.</source>
        <translation>Přetáhněte horní kartu na hromádku, která se rozsvítí, nebo klikněte na kartu a potom na hromádku. Dvojklikem pošlete kartu na její základní hromádku.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Each card on the foundations scores {card} points. A win adds {win} points and a time bonus of {time} points less one for every second played.</source>
        <extracomment>{card}, {win}, {time} are 5, 500 and 1,200: word the plurals for those numbers.</extracomment>
        <translation>Každá karta na základních hromádkách má hodnotu {card} bodů. Výhra přidá {win} bodů a časový bonus {time} bodů, ze kterého se za každou odehranou sekundu odečte jeden bod.</translation>
    </message>
</context>
<context>
    <name>SendButton</name>
    <message>
        <location filename="../qt/online/opt_in.py" line="+31"/>
        <source>Send to &amp;Online Board…</source>
        <extracomment>Button of the win dialog, after a daily deal when no online board is chosen yet.</extracomment>
        <translation>Poslat do &amp;online žebříčku…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose an online board and send this daily deal&apos;s result</source>
        <translation>Vyberte online žebříček a pošlete výsledek tohoto denního rozdání</translation>
    </message>
</context>
<context>
    <name>Share</name>
    <message>
        <location filename="../qt/features/share.py" line="+32"/>
        <source>{variant} · daily deal {date}</source>
        <extracomment>First line of a shared daily result: the variant and the deal&apos;s date (YYYY-MM-DD).</extracomment>
        <translation>{variant} · denní rozdání {date}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Won in {time} · %n move(s) · score {score}</source>
        <translation>
            <numerusform>Vyhráno za {time} · %n tah · skóre {score}</numerusform>
            <numerusform>Vyhráno za {time} · %n tahy · skóre {score}</numerusform>
            <numerusform>Vyhráno za {time} · %n tahů · skóre {score}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not won · {time} · %n move(s) · score {score}</source>
        <translation>
            <numerusform>Nevyhráno · {time} · %n tah · skóre {score}</numerusform>
            <numerusform>Nevyhráno · {time} · %n tahy · skóre {score}</numerusform>
            <numerusform>Nevyhráno · {time} · %n tahů · skóre {score}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n rada</numerusform>
            <numerusform>%n rady</numerusform>
            <numerusform>%n rad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n undo(s)</source>
        <translation>
            <numerusform>%n vrácení tahu</numerusform>
            <numerusform>%n vrácení tahu</numerusform>
            <numerusform>%n vrácení tahu</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With help from the solver</source>
        <translation>S pomocí řešitele</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No help, no undo</source>
        <translation>Bez pomoci, bez vracení tahů</translation>
    </message>
</context>
<context>
    <name>ShowTheWay</name>
    <message>
        <location filename="../qt/features/show_the_way.py" line="-75"/>
        <source>Not available while cards lie face down.</source>
        <translation>Nelze použít, dokud jsou některé karty zakryté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is won already.</source>
        <translation>Tato hra už je vyhraná.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving…</source>
        <translation>Hledá se řešení…</translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>This game can still be won: %n move(s).</source>
        <translation>
            <numerusform>Tuto hru lze ještě vyhrát: %n tah.</numerusform>
            <numerusform>Tuto hru lze ještě vyhrát: %n tahy.</numerusform>
            <numerusform>Tuto hru lze ještě vyhrát: %n tahů.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+18"/>
        <source>This deal cannot be won from the start.</source>
        <translation>Toto rozdání nelze vyhrát už od začátku.</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+21"/>
        <source>This game can no longer be won.</source>
        <translation>Tuto hru už nelze vyhrát.</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+29"/>
        <source>The solver could not decide.</source>
        <translation>Řešitel nedokázal rozhodnout.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Solve</source>
        <extracomment>The title of the solver&apos;s answer (the menu entry Edit &gt; Solve).</extracomment>
        <translation>Vyřešit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can still be won.</source>
        <translation>Tuto hru lze ještě vyhrát.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver found a way in %n move(s).</source>
        <translation>
            <numerusform>Řešitel našel cestu na %n tah.</numerusform>
            <numerusform>Řešitel našel cestu na %n tahy.</numerusform>
            <numerusform>Řešitel našel cestu na %n tahů.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the Way</source>
        <extracomment>Button: the solver plays its winning line out, one move at a time.</extracomment>
        <translation>Ukázat cestu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move lost it: no way through exists, whatever is played.</source>
        <translation>Žádný tah ho neprohrál: cesta k výhře neexistuje, ať se hraje cokoli.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{path} finds the move that lost it.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Edit → Where Was It Lost?&quot;.</extracomment>
        <translation>Tah, kterým se hra prohrála, najde příkaz {path}.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>It searched for %n second(s) without finding a win or proving there is none.</source>
        <translation>
            <numerusform>Hledal %n sekundu, ale nenašel výhru ani nedokázal, že žádná neexistuje.</numerusform>
            <numerusform>Hledal %n sekundy, ale nenašel výhru ani nedokázal, že žádná neexistuje.</numerusform>
            <numerusform>Hledal %n sekund, ale nenašel výhru ani nedokázal, že žádná neexistuje.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../qt/statistics/wording.py" line="+19"/>
        <source>All variants</source>
        <translation>Všechny varianty</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+8"/>
        <source>%1 h</source>
        <comment>hours of play</comment>
        <translation>%1 h</translation>
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
        <translation>Statistiky jsou pozastavené: soubor se statistikami používá jiný program. Dohrané hry počkají a započítají se, jakmile ho uvolní.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistics are paused: the statistics file can be neither opened nor made (a read-only folder or a full disk?). Finished games wait and are counted as soon as it can be written.</source>
        <translation>Statistiky jsou pozastavené: soubor se statistikami nejde otevřít ani vytvořit (složka jen pro čtení nebo plný disk?). Dohrané hry počkají a započítají se, jakmile do něj půjde zapisovat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistics are paused: the statistics file could not be read.</source>
        <translation>Statistiky jsou pozastavené: soubor se statistikami nejde přečíst.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../qt/statistics/window.py" line="+275"/>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Variant</source>
        <extracomment>The list of variants: the column headings (variant, games played).</extracomment>
        <translation>Varianta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>Varianty</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>&amp;Summary</source>
        <translation>&amp;Přehled</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;harts</source>
        <translation>&amp;Grafy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leaderboard</source>
        <translation>Žebříče&amp;k</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Daily Deals</source>
        <translation>&amp;Denní rozdání</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>H&amp;istory</source>
        <translation>H&amp;istorie</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Loading…</source>
        <translation>Načítání…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Try Again</source>
        <translation>Zkusit z&amp;novu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Games…</source>
        <translation>&amp;Exportovat hry…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save every game as a CSV file for a spreadsheet</source>
        <translation>Uložit všechny hry do souboru CSV pro tabulkový procesor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Vynulovat…</translation>
    </message>
    <message numerus="yes">
        <location line="+101"/>
        <source>%n damaged row(s) of the statistics file were left out.</source>
        <extracomment>Rows of the statistics file this version cannot read (edited by hand, damaged): they are not counted anywhere in the window.</extracomment>
        <translation>
            <numerusform>%n poškozený řádek souboru statistik byl vynechán.</numerusform>
            <numerusform>%n poškozené řádky souboru statistik byly vynechány.</numerusform>
            <numerusform>%n poškozených řádků souboru statistik bylo vynecháno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n odehraná hra</numerusform>
            <numerusform>%n odehrané hry</numerusform>
            <numerusform>%n odehraných her</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>bakers-dozen-games.csv</source>
        <translation>bakers-dozen-hry.csv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Games</source>
        <translation>Exportovat hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>Soubory CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exporting…</source>
        <translation>Exportuje se…</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n game(s) exported to %1.</source>
        <translation>
            <numerusform>%n hra exportována do %1.</numerusform>
            <numerusform>%n hry exportovány do %1.</numerusform>
            <numerusform>%n her exportováno do %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The games could not be exported to %1: %2. Nothing else changed.</source>
        <translation>Hry se nepodařilo exportovat do %1: %2. Nic jiného se nezměnilo.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Forget all %n game(s) of every variant? Scores, times, streaks and leaderboards are lost, and this cannot be undone.</source>
        <translation>
            <numerusform>Smazat %n hru ze všech variant? Skóre, časy, série a žebříčky budou ztraceny a nelze to vrátit zpět.</numerusform>
            <numerusform>Smazat všechny %n hry ze všech variant? Skóre, časy, série a žebříčky budou ztraceny a nelze to vrátit zpět.</numerusform>
            <numerusform>Smazat všech %n her ze všech variant? Skóre, časy, série a žebříčky budou ztraceny a nelze to vrátit zpět.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Forget all %n game(s) of %1? Its scores, times, streaks and leaderboard are lost, and this cannot be undone.</source>
        <translation>
            <numerusform>Smazat %n hru varianty %1? Její skóre, časy, série a žebříček budou ztraceny a nelze to vrátit zpět.</numerusform>
            <numerusform>Smazat všechny %n hry varianty %1? Její skóre, časy, série a žebříček budou ztraceny a nelze to vrátit zpět.</numerusform>
            <numerusform>Smazat všech %n her varianty %1? Její skóre, časy, série a žebříček budou ztraceny a nelze to vrátit zpět.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset Statistics</source>
        <translation>Vynulovat statistiky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forget Games</source>
        <translation>&amp;Smazat hry</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Every game was forgotten.</source>
        <translation>Všechny hry byly smazány.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games of %1 were forgotten.</source>
        <translation>Hry varianty %1 byly smazány.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forgetting…</source>
        <translation>Mazání…</translation>
    </message>
</context>
<context>
    <name>StatsTransfer</name>
    <message>
        <location filename="../qt/statistics/transfer.py" line="+59"/>
        <source>bakers-dozen-statistics-{date}</source>
        <extracomment>The file Export Statistics… offers to write; {date} is today&apos;s (YYYY-MM-DD).</extracomment>
        <translation>bakers-dozen-statistiky-{date}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics files (*%1)</source>
        <translation>Soubory statistik (*%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+33"/>
        <source>Export Statistics</source>
        <translation>Exportovat statistiky</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+44"/>
        <source>Import Statistics</source>
        <translation>Importovat statistiky</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The statistics could not be exported to {file}: {reason}.</source>
        <translation>Statistiky se nepodařilo exportovat do {file}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Statistics exported: %n game(s), with their moves, to %1.</source>
        <extracomment>%1 is the file written; the moves of each game go with it.</extracomment>
        <translation>
            <numerusform>Statistiky exportovány: %n hra i s tahy do %1.</numerusform>
            <numerusform>Statistiky exportovány: %n hry i s tahy do %1.</numerusform>
            <numerusform>Statistiky exportovány: %n her i s tahy do %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>it is not a statistics file of Baker&apos;s Dozen</source>
        <translation>není to soubor statistik hry Baker&apos;s Dozen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was made by a newer version of the game</source>
        <translation>vytvořila ho novější verze hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be read ({detail})</source>
        <translation>nelze ho přečíst ({detail})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged ({detail})</source>
        <translation>je poškozený ({detail})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} was not imported: {why}. Your statistics are unchanged.</source>
        <translation>Soubor {file} nebyl importován: {why}. Vaše statistiky se nezměnily.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n game(s) added to your statistics.</source>
        <translation>
            <numerusform>Do vašich statistik přibyla %n hra.</numerusform>
            <numerusform>Do vašich statistik přibyly %n hry.</numerusform>
            <numerusform>Do vašich statistik přibylo %n her.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) of the file were there already and were left as they were.</source>
        <translation>
            <numerusform>%n hra ze souboru už tam byla a zůstala, jak byla.</numerusform>
            <numerusform>%n hry ze souboru už tam byly a zůstaly, jak byly.</numerusform>
            <numerusform>%n her ze souboru už tam bylo a zůstalo, jak bylo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../qt/dialogs/dialogs.py" line="+228"/>
        <source>No moves left</source>
        <translation>Žádné další tahy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card can move any more.</source>
        <translation>Už nelze pohnout žádnou kartou.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo a few moves, start this deal again, try a new one, or ask the solver where the game was lost.</source>
        <translation>Vraťte pár tahů zpět, začněte toto rozdání znovu, zkuste nové, nebo se zeptejte řešitele, kde se hra prohrála.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This board came with no move to make: try a new deal.</source>
        <extracomment>The No moves left dialog, for a board that came stuck (nothing to undo).</extracomment>
        <translation>V tomto rozložení nebyl od začátku žádný tah: zkuste novou hru.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart</source>
        <extracomment>Button: play this deal again from the start.</extracomment>
        <translation>Začít znovu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Deal</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where Was It Lost?</source>
        <translation>Kde se hra prohrála?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../qt/statistics/pages.py" line="-99"/>
        <source>Games played</source>
        <translation>Odehrané hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Vyhrané hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+27"/>
        <source>Win rate</source>
        <translation>Úspěšnost</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Won with help</source>
        <translation>Vyhráno s pomocí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records (games won without help)</source>
        <translation>Rekordy (hry vyhrané bez pomoci)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <source>Best score</source>
        <translation>Nejlepší skóre</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+25"/>
        <source>Fastest win</source>
        <translation>Nejrychlejší výhra</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Median winning time</source>
        <translation>Medián času výhry</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only games won without Show the Way or Go Back count for records and streaks.</source>
        <translation>Do rekordů a sérií se počítají jen hry vyhrané bez „Ukázat cestu“ a „Vrátit se“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Records and winning streaks count only games won without help. A game in which Show the Way or Go Back was used counts as played and won, never as a record, and it ends a winning streak.</source>
        <translation>Do rekordů a sérií výher se počítají jen hry vyhrané bez pomoci. Hra, ve které jste použili „Ukázat cestu“ nebo „Vrátit se“, se počítá jako odehraná a vyhraná, nikdy ne jako rekord, a sérii výher ukončí.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Variant</source>
        <extracomment>Statistics summary, table of all variants: the column headings (games played, won...).</extracomment>
        <translation>Varianta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Odehráno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Vyhráno</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Current winning streak (longest: %1)</source>
        <translation>Aktuální série výher (nejdelší: %1)</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../qt/table/table_input.py" line="+118"/>
        <location line="+84"/>
        <source>{card} has nowhere to go just now.</source>
        <translation>Karta {card} teď nemá kam jít.</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>A replay is on the table: it cannot be played. Esc goes back to your game.</source>
        <translation>Na herním poli běží přehrávání: nelze na něm hrát. Esc vás vrátí k vaší hře.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Only the top card of a column moves.</source>
        <translation>Přesouvat lze jen horní kartu sloupce.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../qt/table/table_scene.py" line="+174"/>
        <source>&lt;center&gt;&lt;b&gt;Paused&lt;/b&gt;&lt;br&gt;&lt;small&gt;Click or press P to play on&lt;/small&gt;&lt;/center&gt;</source>
        <translation>&lt;center&gt;&lt;b&gt;Pozastaveno&lt;/b&gt;&lt;br&gt;&lt;small&gt;Klikněte nebo stiskněte P a hrajte dál&lt;/small&gt;&lt;/center&gt;</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../qt/window/view.py" line="-6"/>
        <source>Card table</source>
        <translation>Herní pole</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrow keys choose a pile. Space or Enter picks up its top card and puts it down. F sends a card to its foundation. {path} lists every key.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Help → Keyboard&quot;.</extracomment>
        <translation>Šipky vybírají hromádku. Mezerník nebo Enter zvedne její horní kartu a zase ji položí. F pošle kartu na její základní hromádku. Všechny klávesy najdete v nabídce {path}.</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Hidden while paused</source>
        <extracomment>What a screen reader calls each pile while the game is paused.</extracomment>
        <translation>Skryto během pauzy</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../qt/art/themes.py" line="+65"/>
        <source>Green felt</source>
        <translation>Zelené sukno</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Dark</source>
        <translation>Tmavý</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Blue felt</source>
        <translation>Modré sukno</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Wine red felt</source>
        <translation>Vínově červené sukno</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Teal felt</source>
        <translation>Modrozelené sukno</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Walnut</source>
        <extracomment>A table of dark brown wood.</extracomment>
        <translation>Ořechové dřevo</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Slate</source>
        <extracomment>A blue-grey table, like slate stone.</extracomment>
        <translation>Břidlice</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>High contrast</source>
        <translation>Vysoký kontrast</translation>
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
        <translation>Třináct sloupců, všechny karty odkryté, králové dospod; prázdné sloupce zůstávají prázdné.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spanish Patience</source>
        <translation>Spanish Patience</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As Baker&apos;s Dozen, but any card may fill an empty column.</source>
        <translation>Jako Baker&apos;s Dozen, ale prázdný sloupec lze zaplnit jakoukoli kartou.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Portuguese Solitaire</source>
        <translation>Portuguese Solitaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings stay where they are dealt, and only a king may fill an empty column.</source>
        <translation>Králové zůstávají, kde byli rozdáni, a prázdný sloupec smí zaplnit jen král.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Good Measure</source>
        <translation>Good Measure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten columns of five, with two aces on the foundations from the start.</source>
        <translation>Deset sloupců po pěti kartách a od začátku dvě esa na základních hromádkách.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Castles in Spain</source>
        <translation>Castles in Spain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three rows dealt face down; build in alternating colours; any card may fill an empty column.</source>
        <translation>Tři řady rozdané lícem dolů; skládá se ve střídavých barvách; prázdný sloupec lze zaplnit jakoukoli kartou.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Baker&apos;s Dozen, 1883 edition</source>
        <translation>Baker&apos;s Dozen, pravidla z roku 1883</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The oldest rules: only the top card of each column is dealt face up.</source>
        <translation>Nejstarší pravidla: lícem nahoru se rozdává jen horní karta každého sloupce.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Custom</source>
        <extracomment>The player&apos;s own rules (Game &gt; Variant &gt; Custom…), shown as a variant&apos;s name.</extracomment>
        <translation>Vlastní</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thirteen columns of four, with your choice of the other rules.</source>
        <translation>Třináct sloupců po čtyřech kartách, ostatní pravidla si zvolíte sami.</translation>
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
        <translation>Zkopírováno</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy Result</source>
        <extracomment>Button: puts a short text of a daily deal&apos;s result on the clipboard.</extracomment>
        <translation>Kopírovat výsledek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a short text of this result on the clipboard</source>
        <translation>Vloží krátký text o tomto výsledku do schránky</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>You won</source>
        <translation>Vyhráli jste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All the cards are home!</source>
        <translation>Všechny karty jsou na svém místě!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{cards} for the cards · {win} for the win · {time} time bonus</source>
        <translation>{cards} za karty · {win} za výhru · {time} časový bonus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score &lt;b&gt;{score}&lt;/b&gt;</source>
        <translation>Skóre &lt;b&gt;{score}&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time {time} · %n move(s)</source>
        <extracomment>The time played and the number of moves, under the score.</extracomment>
        <translation>
            <numerusform>Čas {time} · %n tah</numerusform>
            <numerusform>Čas {time} · %n tahy</numerusform>
            <numerusform>Čas {time} · %n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>and %n move(s) made for you</source>
        <extracomment>Under &quot;Time 3:20 · 87 moves&quot;: the moves the game made for the player.</extracomment>
        <translation>
            <numerusform>a %n tah za vás udělala hra</numerusform>
            <numerusform>a %n tahy za vás udělala hra</numerusform>
            <numerusform>a %n tahů za vás udělala hra</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Practice&lt;/b&gt;: a board you did not deal is not counted in the statistics.</source>
        <translation>&lt;b&gt;Trénink&lt;/b&gt;: rozložení, které jste sami nerozdali, se do statistik nepočítá.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Won with help&lt;/b&gt;: the solver showed the way or took you back, so this game sets no record.</source>
        <translation>&lt;b&gt;Vyhráno s pomocí&lt;/b&gt;: řešitel ukázal cestu nebo vás vrátil zpět, takže tato hra nepřináší žádný rekord.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n rada</numerusform>
            <numerusform>%n rady</numerusform>
            <numerusform>%n rad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n undo(s)</source>
        <translation>
            <numerusform>%n vrácení tahu</numerusform>
            <numerusform>%n vrácení tahu</numerusform>
            <numerusform>%n vrácení tahu</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New best: {place} in your top ten</source>
        <extracomment>{place} is &quot;1st&quot;: the game is the player&apos;s best win.</extracomment>
        <translation>Nový rekord: {place} místo mezi vašimi deseti nejlepšími</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{place} place in your top ten</source>
        <extracomment>{place} is &quot;2nd&quot;... &quot;10th&quot;: the game&apos;s place among the player&apos;s ten best wins (not their best: say it as a place).</extracomment>
        <translation>{place} místo mezi vašimi deseti nejlepšími výhrami</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Deal</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
</context>
<context>
    <name>WinTimeHistogram</name>
    <message>
        <location filename="../qt/statistics/charts.py" line="+11"/>
        <source>Histogram of winning times</source>
        <translation>Histogram časů výher</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Median winning time: %1</source>
        <translation>Medián času výhry: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No wins without help yet: their times appear here.</source>
        <translation>Zatím žádné výhry bez pomoci: jejich časy se objeví zde.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games won without help</source>
        <translation>Hry vyhrané bez pomoci</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Median: %1</source>
        <translation>Medián: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Games</source>
        <extracomment>The histogram&apos;s vertical axis: how many games.</extracomment>
        <translation>Hry</translation>
    </message>
    <message numerus="yes">
        <location line="-44"/>
        <source>%n win(s) in %1 to %2</source>
        <translation>
            <numerusform>%n výhra za %1 až %2</numerusform>
            <numerusform>%n výhry za %1 až %2</numerusform>
            <numerusform>%n výher za %1 až %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Winning time</source>
        <extracomment>The histogram&apos;s horizontal axis: how long a win took.</extracomment>
        <translation>Čas výhry</translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <location filename="../qt/features/winnable_deals.py" line="+191"/>
        <source>Finding a winnable deal…</source>
        <translation>Hledá se rozdání, které lze vyhrát…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No winnable deal found in time: this one may not be winnable.</source>
        <translation>Včas se nenašlo žádné rozdání, které lze vyhrát: toto možná vyhrát nelze.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Today&apos;s deal can be won.</source>
        <translation>Dnešní rozdání lze vyhrát.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Today&apos;s deal cannot be won.</source>
        <translation>Dnešní rozdání nelze vyhrát.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solver could not decide whether today&apos;s deal can be won.</source>
        <translation>Řešitel nedokázal rozhodnout, zda lze dnešní rozdání vyhrát.</translation>
    </message>
</context>
</TS>
