<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name>AbandonGuard</name>
    <message>
        <location filename="../qt/features/abandon.py" line="+51"/>
        <source>Abandon Game</source>
        <translation>Opgiv spil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abandon this game? It counts as a loss.</source>
        <translation>Opgiv dette spil? Det tæller som tabt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting another game records this deal as lost. Restart plays it again from the start without a loss.</source>
        <translation>Starter du et andet spil, tæller dette udlæg som tabt. »Start forfra« spiller det igen fra begyndelsen uden et nederlag.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t ask again</source>
        <translation>Spørg ikke igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon</source>
        <translation>Opgiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep Playing</source>
        <translation>Spil videre</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../qt/dialogs/about.py" line="+192"/>
        <source>About Qt</source>
        <translation>Om Qt</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location line="-73"/>
        <source>About Baker&apos;s Dozen</source>
        <translation>Om Bagerens dusin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Licence…</source>
        <translation>L&amp;icens…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Third-Party Notices…</source>
        <translation>&amp;Tredjepartsoplysninger…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt…</source>
        <translation>Om &amp;Qt…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Baker&apos;s Dozen</source>
        <translation>Bagerens dusin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open patience in thirteen columns, with numbered and daily deals, hints, unlimited undo and a solver that says whether a deal can still be won.</source>
        <translation>En kabale med alle kort åbne i tretten kolonner – med nummererede og daglige udlæg, tip, ubegrænset fortrydelse og en løser, der fortæller, om et udlæg stadig kan vindes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free software under the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>Fri software under GNU General Public License, version 3 eller (efter eget valg) enhver senere version. Der gives ingen garanti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Project page: {link}</source>
        <translation>Projektside: {link}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Qt {qt} and PySide6 {pyside} (GNU LGPL version 3).</source>
        <translation>Bygget med Qt {qt} og PySide6 {pyside} (GNU LGPL version 3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Licence</source>
        <translation>Licens</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Third-Party Notices</source>
        <translation>Tredjepartsoplysninger</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file {file} is missing from this installation. Read it at {link}.</source>
        <translation>Filen {file} mangler i denne installation. Du kan læse den på {link}.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../qt/speech/announcer.py" line="+72"/>
        <source>Paused: the table is hidden and the clock stopped. Press P to play on.</source>
        <translation>Pause: bordet er skjult, og uret er stoppet. Tryk på P for at spille videre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Playing on.</source>
        <translation>Spillet fortsætter.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../qt/window/status.py" line="+142"/>
        <source>Baker&apos;s Dozen</source>
        <translation>Bagerens dusin</translation>
    </message>
</context>
<context>
    <name>AutoComplete</name>
    <message>
        <location filename="../qt/features/auto_complete.py" line="+61"/>
        <source>&amp;Finish</source>
        <extracomment>A button in the status bar, shown when nothing is left to decide: it plays the rest of the game.</extracomment>
        <translation>&amp;Læg alle op</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is left to decide: play every card left up to the foundations.</source>
        <translation>Der er intet tilbage at beslutte: læg alle de resterende kort op på grundbunkerne.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Nothing is left to decide: {entry} plays the game out.</source>
        <extracomment>{entry} is the menu entry that plays the rest: &quot;Edit → Auto Finish&quot;.</extracomment>
        <translation>Der er intet tilbage at beslutte: {entry} spiller spillet færdigt.</translation>
    </message>
</context>
<context>
    <name>BoardClient</name>
    <message>
        <location filename="../qt/online/client.py" line="+115"/>
        <source>This copy of the game cannot make secure (https://) connections: it has no TLS support.</source>
        <translation>Denne kopi af spillet kan ikke oprette sikre (https://) forbindelser: den har ingen TLS-understøttelse.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The online board took too long to answer.</source>
        <translation>Online-ranglisten var for længe om at svare.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The online board&apos;s answer is far too large to be a board.</source>
        <translation>Online-ranglistens svar er alt for stort til at være en rangliste.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The online board&apos;s address redirects in a loop.</source>
        <translation>Online-ranglistens adresse viderestiller i ring.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The online board&apos;s address redirects to another server: nothing is sent there.</source>
        <translation>Online-ranglistens adresse viderestiller til en anden server: intet sendes dertil.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The online board&apos;s certificate is not trusted, or its secure connection failed: {reason}</source>
        <extracomment>{reason} is Qt&apos;s own words on the certificate or the TLS exchange.</extracomment>
        <translation>Online-ranglistens certifikat er ikke tiltroet, eller dens sikre forbindelse mislykkedes: {reason}</translation>
    </message>
</context>
<context>
    <name>BoardClipboard</name>
    <message>
        <location filename="../qt/features/board_clipboard.py" line="+52"/>
        <source>Board copied: paste it into bakers-dozen-solve --board -</source>
        <translation>Stillingen er kopieret: indsæt den i bakers-dozen-solve --board -</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Paste Board</source>
        <translation>Indsæt stilling</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The clipboard does not hold a {variant} board.</source>
        <translation>Udklipsholderen indeholder ikke en stilling til {variant}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Playing the pasted board for practice: it is not counted in the statistics.</source>
        <translation>Du spiller den indsatte stilling som øvelse: den tæller ikke med i statistikken.</translation>
    </message>
</context>
<context>
    <name>BoardSender</name>
    <message>
        <location filename="../qt/online/sender.py" line="+173"/>
        <source>The online board takes results only from players who know its join code: give it in {path}. Your daily result is kept until then.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Game → Online Daily Board…&quot;.</extracomment>
        <translation>Online-ranglisten tager kun imod resultater fra spillere, der kender dens tilmeldingskode: skriv den i {path}. Dit resultat for dagens udlæg gemmes indtil da.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot reach the online board ({reason}): your daily result is kept and will be sent later.</source>
        <extracomment>{reason} says why: no network, the board busy, an answer too large...</extracomment>
        <translation>Kan ikke nå online-ranglisten ({reason}): dit resultat for dagens udlæg er gemt og sendes senere.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The online board refused your daily result: {reason}</source>
        <extracomment>{reason} is the online board&apos;s own reason, as it wrote it (in English).</extracomment>
        <translation>Online-ranglisten afviste dit resultat for dagens udlæg: {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The online board already has your first game of this daily deal: only the first counts.</source>
        <translation>Online-ranglisten har allerede dit første spil af dette daglige udlæg: kun det første tæller.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your daily result is on the online board: place {rank}.</source>
        <extracomment>After a daily deal won without help: its place on the online board.</extracomment>
        <translation>Dit resultat for dagens udlæg er på online-ranglisten: plads {rank}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your daily result is on the online board.</source>
        <translation>Dit resultat for dagens udlæg er på online-ranglisten.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The daily results waiting for the online board cannot be kept on disk ({reason}): they are sent while the game stays open.</source>
        <extracomment>The file online-board.json in the data folder could not be written.</extracomment>
        <translation>Resultaterne, der venter på online-ranglisten, kan ikke gemmes på disken ({reason}): de sendes, så længe spillet er åbent.</translation>
    </message>
</context>
<context>
    <name>BoardText</name>
    <message>
        <location filename="../qt/words/reason_words.py" line="+36"/>
        <source>The text is far too long to be a board.</source>
        <translation>Teksten er alt for lang til at være en stilling.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: the “Foundations:” line must come before the columns.</source>
        <extracomment>&quot;Foundations:&quot; is a word of the board text format: keep it in English.</extracomment>
        <translation>Linje {line}: linjen »Foundations:« skal stå før kolonnerne.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: this game has no free cells.</source>
        <extracomment>&quot;Freecells:&quot; is a word of the board text format (FreeCell&apos;s): this game has none.</extracomment>
        <translation>Linje {line}: dette spil har ingen frie celler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: a face-down card is written as (??), so the board cannot be rebuilt.</source>
        <extracomment>(??) is how a copied board writes a face-down card, which keeps it secret.</extracomment>
        <translation>Linje {line}: et kort med bagsiden op er skrevet som (??), så stillingen kan ikke genskabes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: {word} is not a card.</source>
        <extracomment>{word} is the word of the pasted text, in quotes: &apos;XX&apos;.</extracomment>
        <translation>Linje {line}: {word} er ikke et kort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line {line}: {card} is there twice (also on line {other}).</source>
        <translation>Linje {line}: {card} står der to gange (også i linje {other}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: face-down cards must lie under the face-up ones.</source>
        <translation>Linje {line}: kort med bagsiden op skal ligge under dem med forsiden op.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: the top card of a column must be face up.</source>
        <translation>Linje {line}: det øverste kort i en kolonne skal vende forsiden op.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line {line}: too many columns: this game has {columns}, the text {count}.</source>
        <extracomment>The game has {columns} columns, the pasted text {count}: one line per column.</extracomment>
        <translation>Linje {line}: for mange kolonner: dette spil har {columns}, teksten {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: {card} is in a column, but the “Foundations:” line (line {other}) puts it on its foundation.</source>
        <translation>Linje {line}: {card} ligger i en kolonne, men linjen »Foundations:« (linje {other}) lægger det på grundbunken.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The board holds %n card(s), not 52. Missing: {cards}.</source>
        <extracomment>A deck has 52 cards; {cards} lists the missing ones: &quot;7♣ Q♥&quot;.</extracomment>
        <translation>
            <numerusform>Stillingen har ét kort, ikke 52. Mangler: {cards}.</numerusform>
            <numerusform>Stillingen har %n kort, ikke 52. Mangler: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The board holds %n card(s), not 52.</source>
        <translation>
            <numerusform>Stillingen har ét kort, ikke 52.</numerusform>
            <numerusform>Stillingen har %n kort, ikke 52.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: {word} is not a foundation (write it like H-5, C-0 or S-K).</source>
        <extracomment>{word} is the word of the pasted text, in quotes. H-5: hearts up to the 5.</extracomment>
        <translation>Linje {line}: {word} er ikke en grundbunke (skriv den som H-5, C-0 eller S-K).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line {line}: the {suit} foundation is given twice.</source>
        <extracomment>{suit} is a suit&apos;s sign: ♣ ♦ ♥ ♠.</extracomment>
        <translation>Linje {line}: grundbunken {suit} står der to gange.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../qt/speech/spoken_names.py" line="+20"/>
        <source>ace of clubs</source>
        <translation>klør es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of diamonds</source>
        <translation>ruder es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of hearts</source>
        <translation>hjerter es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of spades</source>
        <translation>spar es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of clubs</source>
        <translation>klør to</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of diamonds</source>
        <translation>ruder to</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of hearts</source>
        <translation>hjerter to</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of spades</source>
        <translation>spar to</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of clubs</source>
        <translation>klør tre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of diamonds</source>
        <translation>ruder tre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of hearts</source>
        <translation>hjerter tre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of spades</source>
        <translation>spar tre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of clubs</source>
        <translation>klør fire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of diamonds</source>
        <translation>ruder fire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of hearts</source>
        <translation>hjerter fire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of spades</source>
        <translation>spar fire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of clubs</source>
        <translation>klør fem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of diamonds</source>
        <translation>ruder fem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of hearts</source>
        <translation>hjerter fem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of spades</source>
        <translation>spar fem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of clubs</source>
        <translation>klør seks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of diamonds</source>
        <translation>ruder seks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of hearts</source>
        <translation>hjerter seks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of spades</source>
        <translation>spar seks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of clubs</source>
        <translation>klør syv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of diamonds</source>
        <translation>ruder syv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of hearts</source>
        <translation>hjerter syv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of spades</source>
        <translation>spar syv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of clubs</source>
        <translation>klør otte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of diamonds</source>
        <translation>ruder otte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of hearts</source>
        <translation>hjerter otte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of spades</source>
        <translation>spar otte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of clubs</source>
        <translation>klør ni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of diamonds</source>
        <translation>ruder ni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of hearts</source>
        <translation>hjerter ni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of spades</source>
        <translation>spar ni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of clubs</source>
        <translation>klør ti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of diamonds</source>
        <translation>ruder ti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of hearts</source>
        <translation>hjerter ti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of spades</source>
        <translation>spar ti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of clubs</source>
        <translation>klør knægt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of diamonds</source>
        <translation>ruder knægt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of hearts</source>
        <translation>hjerter knægt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of spades</source>
        <translation>spar knægt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of clubs</source>
        <translation>klør dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of diamonds</source>
        <translation>ruder dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of hearts</source>
        <translation>hjerter dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of spades</source>
        <translation>spar dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of clubs</source>
        <translation>klør konge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of diamonds</source>
        <translation>ruder konge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of hearts</source>
        <translation>hjerter konge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of spades</source>
        <translation>spar konge</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>face-down card</source>
        <translation>kort med bagsiden op</translation>
    </message>
</context>
<context>
    <name>ChartsPage</name>
    <message>
        <location filename="../qt/statistics/pages.py" line="+163"/>
        <source>Last games</source>
        <translation>Seneste spil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winning times</source>
        <translation>Vindertider</translation>
    </message>
</context>
<context>
    <name>CustomRulesDialog</name>
    <message>
        <location filename="../qt/dialogs/custom_dialog.py" line="+66"/>
        <source>Custom Rules</source>
        <translation>Egne regler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealt &amp;face down:</source>
        <translation>&amp;Lagt med bagsiden op:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{rows} of 4 rows</source>
        <extracomment>A number box: {rows} is the number the player sets (0 to 3), the rest is written around it. Keep {rows} once; the words may go before or after it.</extracomment>
        <translation>{rows} af 4 rækker</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move &amp;kings to the bottom of their columns</source>
        <translation>Flyt &amp;kongerne nederst i deres kolonner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Build down in:</source>
        <translation>&amp;Byg nedad:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any suit (any 7 on any 8)</source>
        <translation>Uanset kulør (enhver 7 på enhver 8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours (red on black)</source>
        <translation>I skiftende farver (rød på sort)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>I samme kulør</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An &amp;empty column takes:</source>
        <translation>En &amp;tom kolonne kan tage:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing (it stays empty)</source>
        <translation>Intet (den forbliver tom)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A king only</source>
        <translation>Kun en konge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Any card</source>
        <translation>Ethvert kort</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <location filename="../qt/statistics/calendar.py" line="+30"/>
        <source>Calendar of daily deals</source>
        <translation>Kalender over daglige udlæg</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No daily deal played in these weeks.</source>
        <extracomment>The calendar of daily deals, for a screen reader, when it has no results.</extracomment>
        <translation>Intet dagligt udlæg spillet i disse uger.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won: %1.</source>
        <extracomment>The calendar of daily deals, for a screen reader: %1 is the dates.</extracomment>
        <translation>Vundet: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with help: %1.</source>
        <translation>Vundet med hjælp: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played, not won: %1.</source>
        <translation>Spillet, ikke vundet: %1.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Won</source>
        <extracomment>The calendar&apos;s legend: daily deal won, won with the solver&apos;s help, played but not won.</extracomment>
        <translation>Vundet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With help</source>
        <translation>Med hjælp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1: daily deal won</source>
        <translation>%1: dagens udlæg vundet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: daily deal won with help</source>
        <translation>%1: dagens udlæg vundet med hjælp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: daily deal played, not won</source>
        <translation>%1: dagens udlæg spillet, ikke vundet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: daily deal not played</source>
        <translation>%1: dagens udlæg ikke spillet</translation>
    </message>
</context>
<context>
    <name>DailyPage</name>
    <message>
        <location filename="../qt/statistics/boards.py" line="+275"/>
        <source>Days in a row played</source>
        <translation>Dage i træk med spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest run played</source>
        <translation>Længste række med spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days in a row won</source>
        <translation>Dage i træk med sejr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest run won</source>
        <translation>Længste række med sejr</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Daily deals of every variant count. A day counts as won when its daily deal was won without help. A run is still going while today&apos;s deal has not been played yet.</source>
        <translation>Daglige udlæg i alle varianter tæller med. En dag tæller som vundet, når dagens udlæg er vundet uden hjælp. En række er stadig i gang, så længe du ikke har spillet dagens udlæg endnu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Daily deal</source>
        <translation>Dagens udlæg</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Top ten wins on the daily deal &amp;of:</source>
        <translation>De ti bedste sejre i dagens udlæg &amp;fra:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No daily deal played yet ({path}).</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Game → Daily Deal&quot;.</extracomment>
        <translation>Du har endnu ikke spillet et dagligt udlæg ({path}).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Daily deals</source>
        <translation>Daglige udlæg</translation>
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
        <translation>De ti bedste sejre i dagens udlæg fra %1</translation>
    </message>
</context>
<context>
    <name>DealByNumber</name>
    <message>
        <location filename="../qt/features/new_games.py" line="+155"/>
        <source>Deal by Number</source>
        <translation>Udlæg efter nummer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number (1 to {last}):</source>
        <translation>Udlæggets nummer (1 til {last}):</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../qt/art/card_art.py" line="+56"/>
        <source>Classic</source>
        <translation>Klassisk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four Colours</source>
        <extracomment>A deck whose four suits have four colours (clubs green, diamonds blue).</extracomment>
        <translation>Fire farver</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic, Large Indices</source>
        <extracomment>The classic deck with large rank and suit signs in the corners.</extracomment>
        <translation>Klassisk, store hjørnetegn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four Colours, Large Indices</source>
        <translation>Fire farver, store hjørnetegn</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue</source>
        <extracomment>The colour of the cards&apos; backs.</extracomment>
        <translation>Blå</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rød</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green Check</source>
        <translation>Grøn tern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple Rings</source>
        <translation>Lilla ringe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charcoal and Gold</source>
        <extracomment>A dark grey back with thin gold lines.</extracomment>
        <translation>Koks og guld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amber Sunburst</source>
        <extracomment>An orange-brown back with rays from the middle.</extracomment>
        <translation>Ravgul solstråle</translation>
    </message>
</context>
<context>
    <name>ErrorLog</name>
    <message>
        <location filename="../qt/files/error_log.py" line="+69"/>
        <source>Something went wrong inside the game: the details are in {file}.</source>
        <extracomment>{file} is the log file&apos;s full path in the data folder.</extracomment>
        <translation>Noget gik galt inde i spillet: detaljerne står i {file}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something went wrong inside the game.</source>
        <translation>Noget gik galt inde i spillet.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../qt/features/game_end.py" line="+133"/>
        <source>You won!</source>
        <translation>Du vandt!</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No moves left.</source>
        <translation>Ingen træk tilbage.</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../qt/play/session.py" line="+153"/>
        <source>Back to the deal. The clock keeps running: time counts on the deal, restarts included.</source>
        <translation>Tilbage til udlægget. Uret kører videre: tiden tæller for hele udlægget, også når du starter forfra.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No card can safely go to the foundations now.</source>
        <translation>Intet kort kan sikkert lægges op på grundbunkerne lige nu.</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Restart</source>
        <extracomment>Undo history: the step &quot;restart the deal&quot;; may be shown after &quot;Undo&quot; (see context Menus).</extracomment>
        <translation>Start forfra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auto Finish</source>
        <extracomment>Undo history: the step &quot;Auto Finish&quot;; may be shown after &quot;Undo&quot;.</extracomment>
        <translation>Læg alle op</translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <location filename="../qt/window/status.py" line="-91"/>
        <source>Game status</source>
        <extracomment>What a screen reader calls the status bar (score, time, moves, deal, messages).</extracomment>
        <translation>Spillets status</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time on this deal, restarts included: the clock starts with the first move and stops while the game is paused or the window minimised.</source>
        <translation>Tid brugt på dette udlæg, også når du er startet forfra: uret starter ved første træk og står stille, mens spillet er på pause eller vinduet er minimeret.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score {score}</source>
        <translation>Point {score}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time {time}</source>
        <translation>Tid {time}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves {moves}</source>
        <translation>Træk {moves}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves {moves} · par {par}</source>
        <extracomment>The player&apos;s moves, then the daily deal&apos;s par: the fewest moves of a win the solver found for it.</extracomment>
        <translation>Træk {moves} · par {par}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own moves on this deal, restarts included.</source>
        <translation>Dine egne træk på dette udlæg, også før du startede forfra.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your own moves on this deal, restarts included. Besides them, %n move(s) made for you (safe cards sent up, Auto Finish, Show the Way).</source>
        <translation>
            <numerusform>Dine egne træk på dette udlæg, også før du startede forfra. Desuden ét træk foretaget for dig (sikre kort lagt op, »Læg alle op«, »Vis vejen«).</numerusform>
            <numerusform>Dine egne træk på dette udlæg, også før du startede forfra. Desuden %n træk foretaget for dig (sikre kort lagt op, »Læg alle op«, »Vis vejen«).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Par: the fewest moves of a win the solver found for today&apos;s deal, with safe cards sent up by the game (a best-known figure, not a proven least).</source>
        <translation>Par: de færreste træk i en sejr, som løseren har fundet for dagens udlæg, når spillet selv lægger sikre kort op (det bedste kendte tal, ikke et bevist mindste antal).</translation>
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
        <translation>Sværhedsgrad {level}/5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How hard the solver found this deal, from 1 (easiest) to 5 (hardest): the atlas of Baker&apos;s Dozen deals 1 to 32,000.</source>
        <translation>Hvor svært løseren fandt dette udlæg, fra 1 (nemmest) til 5 (sværest): atlasset over udlæg 1 til 32.000 i Bagerens dusin.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Not counted in the statistics</source>
        <extracomment>On the table, under &quot;Practice&quot;: a pasted board is not counted.</extracomment>
        <translation>Tæller ikke med i statistikken</translation>
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
        <translation>Dagens udlæg {date}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice</source>
        <extracomment>A position the player did not deal (a pasted board), in the title and the status bar: played for practice, never counted in the statistics.</extracomment>
        <translation>Øvelse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal {number}</source>
        <extracomment>A deal, by its number (the same number always deals the same cards).</extracomment>
        <translation>Udlæg nr. {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice: a board you did not deal (pasted) is never counted in the statistics: no record, no top ten, no streak.</source>
        <translation>Øvelse: en stilling, du ikke selv har lagt ud (en indsat stilling), tæller aldrig med i statistikken: ingen rekord, ingen plads blandt de ti bedste, ingen sejrsrække.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <location filename="../qt/statistics/boards.py" line="-331"/>
        <source>Place</source>
        <extracomment>Statistics, leaderboard: the column headings (place in the top ten, variant, score, time, moves, date, deal number, help used).</extracomment>
        <translation>Plads</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Træk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal</source>
        <translation>Udlæg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Hjælp</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>With help</source>
        <extracomment>Leaderboard, column Help: won with the solver&apos;s help (Show the Way or Go Back).</extracomment>
        <translation>Med hjælp</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n tip</numerusform>
            <numerusform>%n tip</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Daily, %1</source>
        <translation>Dagens udlæg, %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Won with Show the Way or Go Back: listed, never ranked.</source>
        <translation>Vundet med »Vis vejen« eller »Gå tilbage«: står på listen, men får aldrig en placering.</translation>
    </message>
</context>
<context>
    <name>HelpGuard</name>
    <message>
        <location filename="../qt/features/help_guard.py" line="+70"/>
        <source>Help</source>
        <extracomment>The title of the question asked before the solver&apos;s help.</extracomment>
        <translation>Hjælp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the solver play the way out?</source>
        <translation>Skal løseren vise vejen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the Way</source>
        <extracomment>Button: the solver plays its winning line (as in the Solve dialog).</extracomment>
        <translation>Vis vejen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go back to where the game could still be won?</source>
        <translation>Gå tilbage til der, hvor spillet stadig kunne vindes?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go Back</source>
        <extracomment>Button: go back to the last position from which the game could be won.</extracomment>
        <translation>Gå tilbage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is then won with help: it counts as won, but it sets no record (best score, fastest win, streak).</source>
        <translation>Så er spillet vundet med hjælp: det tæller som vundet, men sætter ingen rekord (bedste point, hurtigste sejr, sejrsrække).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t ask again</source>
        <translation>Spørg ikke igen</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../qt/features/hints.py" line="+82"/>
        <source>Thinking…</source>
        <translation>Tænker…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No hint: no card can move any more. The game is over.</source>
        <translation>Intet tip: intet kort kan flyttes længere. Spillet er slut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hint: this deal cannot be won from the start.</source>
        <translation>Intet tip: dette udlæg kan ikke vindes fra starten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No hint: this game cannot be won any more. Undo, or ask Where Was It Lost?</source>
        <translation>Intet tip: dette spil kan ikke længere vindes. Fortryd, eller spørg »Hvor gik det galt?«</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No useful move found.</source>
        <translation>Intet nyttigt træk fundet.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won from the start.</source>
        <translation>Dette udlæg kan ikke vindes fra starten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No move lost it: no way through exists, whatever is played.</source>
        <translation>Intet træk tabte det: der findes ingen vej igennem, uanset hvad der spilles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game cannot be won any more.</source>
        <translation>Spillet kan ikke længere vindes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move leads to a win from here. Undo, or find the move that lost it.</source>
        <translation>Intet træk fører til sejr herfra. Fortryd, eller find det træk, der tabte spillet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Where Was It Lost?</source>
        <extracomment>Button of the Hint message: the same as Edit &gt; Where Was It Lost?.</extracomment>
        <translation>Hvor gik det galt?</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../qt/statistics/history_model.py" line="+147"/>
        <source>Finished</source>
        <extracomment>Statistics, History: the column headings (when the game ended, its variant, its deal, won or lost, the player&apos;s moves, its time, its score).</extracomment>
        <translation>Afsluttet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal</source>
        <translation>Udlæg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Træk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Point</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No moves were kept for this game: it cannot be replayed.</source>
        <translation>Der blev ikke gemt træk for dette spil: det kan ikke genafspilles.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Daily, %1</source>
        <extracomment>Statistics, History, column Deal: a daily deal, by its date.</extracomment>
        <translation>Dagens udlæg, %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Lost</source>
        <extracomment>Statistics, History, column Result: a game not won (given up or stuck).</extracomment>
        <translation>Tabt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with help</source>
        <translation>Vundet med hjælp</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../qt/statistics/history_page.py" line="+82"/>
        <source>Every game, newest first</source>
        <translation>Alle spil, de nyeste først</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All results</source>
        <extracomment>Statistics, History: which games to list, by result.</extracomment>
        <translation>Alle resultater</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All deals</source>
        <extracomment>Statistics, History: which games to list, by deal: daily deals or the others.</extracomment>
        <translation>Alle udlæg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daily deals</source>
        <translation>Daglige udlæg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbered deals</source>
        <translation>Nummererede udlæg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Res&amp;ult:</source>
        <translation>Resul&amp;tat:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>De&amp;als:</source>
        <translation>&amp;Udlæg:</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Game history</source>
        <translation>Spilhistorik</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;play</source>
        <extracomment>Statistics, History: watch the chosen game move by move on the table.</extracomment>
        <translation>&amp;Afspil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play This Deal A&amp;gain</source>
        <extracomment>Statistics, History: a new game of the chosen game&apos;s variant and deal.</extracomment>
        <translation>&amp;Spil dette udlæg igen</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Loading…</source>
        <translation>Indlæser…</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n game(s)</source>
        <extracomment>Statistics, History: how many games the list holds under its filters.</extracomment>
        <translation>
            <numerusform>%n spil</numerusform>
            <numerusform>%n spil</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No moves were kept for this game (an earlier version played it): it cannot be replayed.</source>
        <translation>Der blev ikke gemt træk for dette spil (det blev spillet med en tidligere version): det kan ikke genafspilles.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play This Deal Again deals a daily deal&apos;s cards as a numbered deal: practice for that day, counted as the numbered deal, not as its daily deal.</source>
        <translation>Spil dette udlæg igen lægger kortene fra dagens udlæg ud som et nummereret udlæg: øvelse til den dag, talt som det nummererede udlæg og ikke som dagens udlæg.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This game&apos;s moves are damaged in the statistics file: it cannot be replayed.</source>
        <translation>Dette spils træk er beskadiget i statistikfilen: det kan ikke genafspilles.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Daily Deal {date}</source>
        <translation>Dagens udlæg {date}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal {number}</source>
        <translation>Udlæg nr. {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your game of {when}: {variant}, {deal}, {result}</source>
        <extracomment>Above a replay from the history: &quot;Your game of 30/11/2026 14:02: Baker&apos;s Dozen, Deal 617, Lost&quot;.</extracomment>
        <translation>Dit spil fra {when}: {variant}, {deal}, {result}</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../qt/dialogs/how_to_play.py" line="+346"/>
        <source>How to Play</source>
        <translation>Sådan spiller du</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules of {variant}</source>
        <extracomment>What a screen reader calls the text of How to Play: &quot;Rules of Good Measure&quot;.</extracomment>
        <translation>Regler for {variant}</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <location filename="../qt/table/keyboard.py" line="+112"/>
        <source>The game is paused: press P to play on.</source>
        <translation>Spillet er sat på pause: tryk på P for at spille videre.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The foundations are the top row: the columns are below.</source>
        <translation>Grundbunkerne er den øverste række: kolonnerne er nedenunder.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The columns are the bottom row: the foundations are above.</source>
        <translation>Kolonnerne er den nederste række: grundbunkerne er ovenover.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cards on the foundations stay there.</source>
        <translation>Kort på grundbunkerne bliver liggende.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{card} has nowhere to go: no column can take it.</source>
        <translation>{card} kan ikke flyttes: ingen kolonne kan tage det.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{card} picked up: %n place(s) to go.</source>
        <translation>
            <numerusform>{card} er taget op: det kan lægges ét sted.</numerusform>
            <numerusform>{card} er taget op: det kan lægges %n steder.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put back.</source>
        <translation>Lagt tilbage.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a column first: F sends its top card up.</source>
        <translation>Vælg først en kolonne: F lægger dens øverste kort op.</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <location filename="../qt/dialogs/keys_help.py" line="+35"/>
        <source>Left, Right, Tab, Shift+Tab</source>
        <translation>Venstre, Højre, Tabulator, Skift+Tabulator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the focus to the previous or next pile: columns, then foundations</source>
        <translation>Flyt fokus til forrige eller næste bunke: først kolonnerne, så grundbunkerne</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Up, Down</source>
        <translation>Op, Ned</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move between the row of columns and the foundations</source>
        <translation>Skift mellem rækken af kolonner og grundbunkerne</translation>
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
        <translation>Gå til første eller sidste kolonne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Space, Enter</source>
        <translation>Mellemrum, Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick up the top card of the focused column; with a card picked up, put it on the focused pile (the focus then stops only where the card may go)</source>
        <translation>Tag det øverste kort op fra kolonnen med fokus; når du har et kort, lægges det på bunken med fokus (fokus standser så kun, hvor kortet kan ligge)</translation>
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
        <translation>Læg kortet, du har taget op, tilbage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F, keypad +</source>
        <translation>F, + på det numeriske tastatur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the picked-up card, or else the focused column&apos;s top card, to its foundation</source>
        <translation>Læg kortet, du har taget op – eller ellers det øverste kort i kolonnen med fokus – op på dets grundbunke</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1–9, 0, -, =, Backspace</source>
        <translation>1–9, 0, -, =, Tilbage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns 1 to 13 (the number row, on any keyboard layout): pick up that column&apos;s top card; with a card picked up, put it there. 4 then 9 moves a card from column 4 to column 9; 4 then F sends it to its foundation</source>
        <translation>Kolonne 1 til 13 (tasterne i talrækken, på ethvert tastaturlayout): tag kolonnens øverste kort op; når du har et kort, lægges det dér. 4 og så 9 flytter et kort fra kolonne 4 til kolonne 9; 4 og så F lægger det op på grundbunken</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Left, Right</source>
        <translation>Venstre, Højre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: one move back or on</source>
        <translation>I en genafspilning: et træk tilbage eller frem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Page Up, Page Down</source>
        <translation>Page Up, Page Down</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: ten moves back or on</source>
        <translation>I en genafspilning: ti træk tilbage eller frem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a replay: to the deal or to the last move</source>
        <translation>I en genafspilning: til udlægget eller til sidste træk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: play or pause it</source>
        <translation>I en genafspilning: afspil eller hold pause</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+, -</source>
        <translation>+, -</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: faster or slower</source>
        <translation>I en genafspilning: hurtigere eller langsommere</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a replay: back to your game</source>
        <translation>I en genafspilning: tilbage til dit spil</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Keys</source>
        <extracomment>Help &gt; Keyboard: the headings of the list&apos;s two columns (the keys, what they do).</extracomment>
        <translation>Taster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What they do</source>
        <translation>Det gør de</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+40"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The whole game can be played from the keyboard. A frame shows the pile the keys act on; a screen reader names it and tells each move.</source>
        <translation>Hele spillet kan spilles med tastaturet. En ramme viser den bunke, tasterne virker på; en skærmlæser siger dens navn og fortæller om hvert træk.</translation>
    </message>
</context>
<context>
    <name>LeaderboardPage</name>
    <message>
        <location filename="../qt/statistics/boards.py" line="+29"/>
        <source>No wins yet.</source>
        <translation>Ingen sejre endnu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A top ten is of wins. Wins without help are ranked by score, then by time. Wins with help are listed below them, dimmed, and never ranked.</source>
        <translation>Listen holder kun sejre. Sejre uden hjælp rangeres efter point og derefter efter tid. Sejre med hjælp står nedenunder, nedtonet, og rangeres aldrig.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal number</source>
        <translation>Udlæggets nummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look &amp;Up</source>
        <translation>&amp;Slå op</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your best on deal &amp;number:</source>
        <translation>Dit bedste resultat på &amp;udlæg nr.:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Best result per deal</source>
        <translation>Bedste resultat pr. udlæg</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Loading…</source>
        <translation>Indlæser…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Top ten wins of all variants</source>
        <translation>De ti bedste sejre i alle varianter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Top ten wins of %1</source>
        <extracomment>%1 is a variant: &quot;Top ten wins of Good Measure&quot;.</extracomment>
        <translation>De ti bedste sejre i %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You have not finished deal %1 in any variant yet.</source>
        <translation>Du har endnu ikke gennemført udlæg nr. %1 i nogen variant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have not finished deal %1 in %2 yet.</source>
        <translation>Du har endnu ikke gennemført udlæg nr. %1 i %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Your best on deal %1 in %2: won with help, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>Dit bedste på udlæg nr. %1 i %2: vundet med hjælp, %3 point på %4, ét træk, den %5.</numerusform>
            <numerusform>Dit bedste på udlæg nr. %1 i %2: vundet med hjælp, %3 point på %4, %n træk, den %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Your best on deal %1 in %2: won, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>Dit bedste på udlæg nr. %1 i %2: vundet, %3 point på %4, ét træk, den %5.</numerusform>
            <numerusform>Dit bedste på udlæg nr. %1 i %2: vundet, %3 point på %4, %n træk, den %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Your best on deal %1 in %2: not won, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>Dit bedste på udlæg nr. %1 i %2: ikke vundet, %3 point på %4, ét træk, den %5.</numerusform>
            <numerusform>Dit bedste på udlæg nr. %1 i %2: ikke vundet, %3 point på %4, %n træk, den %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveVerdict</name>
    <message>
        <location filename="../qt/features/live_status.py" line="+54"/>
        <source>{card} to the foundation</source>
        <extracomment>A move in few words, in the status bar: &quot;since move 14: 8♠ to the foundation&quot;.</extracomment>
        <translation>{card} til grundbunken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} to empty column {column}</source>
        <translation>{card} til den tomme kolonne {column}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} to {under}</source>
        <extracomment>A move in few words, in the status bar: &quot;since move 14: 8♠ to 9♣&quot;.</extracomment>
        <translation>{card} til {under}</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>After each move the solver checks whether this game can still be won (View &gt; Show Whether the Game Can Be Won).</source>
        <translation>Efter hvert træk undersøger løseren, om spillet stadig kan vindes (Vis &gt; Vis om spillet kan vindes).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Checking…</source>
        <extracomment>The solver is deciding whether the game can still be won.</extracomment>
        <translation>Undersøger…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not judged while cards lie face down</source>
        <translation>Vurderes ikke, mens der ligger kort med bagsiden op</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can be won</source>
        <extracomment>The status bar&apos;s verdict: this game can still be won.</extracomment>
        <translation>Kan vindes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot be won</source>
        <translation>Kan ikke vindes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solver could not decide</source>
        <translation>Løseren kunne ikke afgøre det</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+17"/>
        <source>Cannot be won any more</source>
        <translation>Kan ikke længere vindes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot be won any more (since move {number}: {move})</source>
        <extracomment>{number} counts the moves of this game; {move} is &quot;8♠ to 9♣&quot;.</extracomment>
        <translation>Kan ikke længere vindes (siden træk {number}: {move})</translation>
    </message>
</context>
<context>
    <name>LossReview</name>
    <message>
        <location filename="../qt/features/loss_review.py" line="+68"/>
        <source>Not available while cards lie face down.</source>
        <translation>Ikke muligt, mens der ligger kort med bagsiden op.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No moves yet: nothing to look back on.</source>
        <translation>Ingen træk endnu: der er intet at se tilbage på.</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Looking for the move that lost the game…</source>
        <translation>Leder efter det træk, der tabte spillet…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This deal cannot be won from the start: no move lost it.</source>
        <translation>Dette udlæg kan ikke vindes fra starten: intet træk tabte det.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No losing move found: the game may still be winnable, or the search gave up.</source>
        <translation>Intet tabende træk fundet: spillet kan måske stadig vindes, eller søgningen gav op.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Still winnable before move {number}: {move}.</source>
        <extracomment>{move} is a move as the rest of a sentence: &quot;move 7♣ to 8♥&quot;.</extracomment>
        <translation>Kunne stadig vindes før træk {number}: {move}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Where Was It Lost?</source>
        <translation>Hvor gik det galt?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;The game could still be won before move {number}.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spillet kunne stadig vindes før træk {number}.&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move {number} was: {move}. Go back there?</source>
        <translation>Træk {number} var: {move}. Vil du gå tilbage dertil?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Coming back to this position, with Go Back or with Undo or Restart, makes this game won with help: it sets no record.</source>
        <translation>Vender du tilbage til denne stilling med »Gå tilbage«, »Fortryd« eller »Start forfra«, er spillet vundet med hjælp: det sætter ingen rekord.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go Back</source>
        <extracomment>Button: go back to the last position from which the game could still be won.</extracomment>
        <translation>Gå tilbage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Back at move {number}: this position can still be won.</source>
        <translation>Tilbage ved træk {number}: denne stilling kan stadig vindes.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../qt/window/window.py" line="+246"/>
        <location line="+21"/>
        <source>Statistics are off for this window.</source>
        <translation>Statistikken er slået fra i dette vindue.</translation>
    </message>
    <message>
        <location filename="../app.py" line="+147"/>
        <source>Welcome back: your last game is as you left it. The clock waits for you.</source>
        <translation>Velkommen tilbage: dit sidste spil er, som du forlod det. Uret venter på dig.</translation>
    </message>
    <message>
        <location filename="../qt/window/command_line_deal.py" line="+42"/>
        <source>Your game goes on; the deal asked for was not started.</source>
        <translation>Dit spil fortsætter; det ønskede udlæg blev ikke startet.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your unfinished game was counted as lost.</source>
        <translation>Dit ufærdige spil blev talt som tabt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your unfinished game of deal {deal} was counted as lost.</source>
        <translation>Dit ufærdige spil på udlæg nr. {deal} blev talt som tabt.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../qt/online/board_view.py" line="+154"/>
        <location filename="../qt/statistics/boards.py" line="+62"/>
        <location filename="../qt/window/menu_actions.py" line="+127"/>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+2"/>
        <source>&amp;New Deal</source>
        <translation>&amp;Nyt spil</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Restart</source>
        <translation>Start &amp;forfra</translation>
    </message>
    <message>
        <location filename="../qt/statistics/boards.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+9"/>
        <source>&amp;Daily Deal</source>
        <extracomment>Today&apos;s deal, the same for every player (Game menu).</extracomment>
        <translation>&amp;Dagens udlæg</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+6"/>
        <source>Deal by N&amp;umber…</source>
        <translation>&amp;Udlæg efter nummer…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Variant</source>
        <translation>&amp;Variant</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Custom…</source>
        <translation>&amp;Egne regler…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>As&amp;k Before Abandoning a Game</source>
        <extracomment>Game menu: ask before a game in progress is given up (it counts as lost).</extracomment>
        <translation>Spø&amp;rg før et spil opgives</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ask Before the Solver &amp;Helps</source>
        <extracomment>Game menu: ask before Show the Way or Go Back makes the game &quot;won with help&quot;.</extracomment>
        <translation>Spørg før løseren &amp;hjælper</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Winnable Deals Only</source>
        <extracomment>Game menu: New Deal deals only deals the solver has shown can be won.</extracomment>
        <translation>&amp;Kun udlæg, der kan vindes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winnable Deals&apos; Di&amp;fficulty</source>
        <extracomment>Game menu: the submenu that picks how hard Winnable Deals Only&apos;s deals are.</extracomment>
        <translation>Sværhedsgrad for ud&amp;læg, der kan vindes</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <location filename="../qt/online/board_view.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+21"/>
        <source>Online Daily &amp;Board…</source>
        <extracomment>Game menu: choose an online board for the daily deal, and whether to send to it.</extracomment>
        <translation>&amp;Online-rangliste for dagens udlæg…</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+5"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <location filename="../qt/features/auto_complete.py" line="-3"/>
        <location filename="../qt/features/show_the_way.py" line="+146"/>
        <location filename="../qt/window/menu_actions.py" line="+7"/>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+10"/>
        <source>Undo</source>
        <extracomment>Button in the toolbar; the menu entry says which move it takes back.</extracomment>
        <translation>Fortryd</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Redo</source>
        <extracomment>Button in the toolbar; the menu entry says which move it makes again.</extracomment>
        <translation>Gentag</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <location filename="../qt/features/auto_complete.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+11"/>
        <source>&amp;Auto Finish</source>
        <extracomment>Plays the game out once nothing is left to decide; before that, sends the cards that are safe to send up to the foundations.</extracomment>
        <translation>Læg &amp;alle op</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+9"/>
        <source>&amp;Solve…</source>
        <extracomment>The solver looks for a win from here and can play it out (Show the Way).</extracomment>
        <translation>&amp;Løs…</translation>
    </message>
    <message>
        <location filename="../qt/features/show_the_way.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+8"/>
        <source>&amp;Where Was It Lost?</source>
        <extracomment>The solver finds the last position from which this game could still be won.</extracomment>
        <translation>&amp;Hvor gik det galt?</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+7"/>
        <source>&amp;Copy Board</source>
        <translation>&amp;Kopiér stilling</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Paste Board</source>
        <translation>&amp;Indsæt stilling</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
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
        <translation>&amp;Kortforside</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card &amp;Back</source>
        <translation>Kort&amp;bagside</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>La&amp;nguage</source>
        <translation>&amp;Sprog</translation>
    </message>
    <message>
        <location line="-278"/>
        <source>System Language ({language})</source>
        <extracomment>View &gt; Language: follow the system&apos;s language; {language} is its name (&quot;English&quot;), written in that language.</extracomment>
        <translation>Systemets sprog ({language})</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Follow the &amp;System</source>
        <extracomment>View → Theme: the table follows the system&apos;s light or dark colour scheme.</extracomment>
        <translation>Følg &amp;systemet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Soft</source>
        <extracomment>View → Sound Volume: the softest of four levels.</extracomment>
        <translation>Svag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Middel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loud</source>
        <translation>Høj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full</source>
        <extracomment>View → Sound Volume: the loudest of four levels.</extracomment>
        <translation>Fuld</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;1 – Easiest</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty: the easiest of five levels.</extracomment>
        <translation>&amp;1 – Nemmest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;2 – Easy</source>
        <translation>&amp;2 – Nem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;3 – Medium</source>
        <translation>&amp;3 – Middel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;4 – Hard</source>
        <translation>&amp;4 – Svær</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;5 – Hardest</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty: the hardest of five levels.</extracomment>
        <translation>&amp;5 – Sværest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Any Difficulty</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty: deals of every difficulty.</extracomment>
        <translation>&amp;Enhver sværhedsgrad</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With Winnable Deals Only on, New Deal deals a deal of this difficulty.</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty, each level&apos;s tip in the status bar (one line: keep it short; the tooltip, the next text, says more).</extracomment>
        <translation>Med »Kun udlæg, der kan vindes« slået til lægger »Nyt spil« et udlæg ud med denne sværhedsgrad.</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>&amp;Export Statistics…</source>
        <extracomment>Game menu: write every game, with its moves, the records and the daily streaks to one file, to carry them to another machine.</extracomment>
        <translation>&amp;Eksportér statistik…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Import Statistics…</source>
        <extracomment>Game menu: merge a file Export Statistics wrote (on another machine) into these statistics; games already here are not counted twice.</extracomment>
        <translation>&amp;Importér statistik…</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>&amp;Animate Moves</source>
        <translation>&amp;Animér træk</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Play Sounds</source>
        <extracomment>View menu: the game&apos;s sounds (a card put down, sent up, a win...) on or off.</extracomment>
        <translation>Afs&amp;pil lyde</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sound &amp;Volume</source>
        <translation>Lydst&amp;yrke</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Cards Dance at a Win</source>
        <extracomment>View menu: at a win the cards swing round the table before the win dialog (a click or a key ends it sooner).</extracomment>
        <translation>Kortene &amp;danser ved sejr</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Single Click Plays Best Move</source>
        <translation>&amp;Enkeltklik spiller bedste træk</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Move Safe Cards &amp;Up Automatically</source>
        <extracomment>Cards that no other card can need go up to the foundations by themselves.</extracomment>
        <translation>Læg sikre kort &amp;op automatisk</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Finish by Itself When Nothing Is Left to Decide</source>
        <extracomment>View menu: once nothing is left to decide, the game plays the rest at once instead of offering to.</extracomment>
        <translation>Læg alle op af si&amp;g selv, når intet er tilbage at beslutte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show &amp;Whether the Game Can Be Won</source>
        <extracomment>View menu: after each move the status bar says whether the game can still be won.</extracomment>
        <translation>Vis om spi&amp;llet kan vindes</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Larger Cards</source>
        <translation>Stø&amp;rre kort</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show Column &amp;Keys</source>
        <extracomment>Shows on the table the key that picks each column.</extracomment>
        <translation>&amp;Vis kolonnetaster</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;ind</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom &amp;ud</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Actual Si&amp;ze</source>
        <translation>&amp;Faktisk størrelse</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../qt/window/view.py" line="+136"/>
        <source>&amp;Keyboard</source>
        <extracomment>Help menu: the list of keys that play the game.</extracomment>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <location line="-9"/>
        <location filename="../qt/window/view.py" line="+0"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>With Winnable Deals Only on, New Deal deals a deal of this difficulty: how hard the solver found it ({games}; other games: any winnable deal).</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty, each level&apos;s tooltip. {games}: the names of the games whose deals have a difficulty, with &quot; · &quot; between (&quot;Baker&apos;s Dozen · Spanish Patience&quot;).</extracomment>
        <translation>Med »Kun udlæg, der kan vindes« slået til lægger »Nyt spil« et udlæg ud med denne sværhedsgrad: hvor svært løseren fandt det ({games}; andre spil: ethvert udlæg, der kan vindes).</translation>
    </message>
    <message>
        <location line="+346"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Sådan spiller du</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;About</source>
        <translation>&amp;Om Bagerens dusin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About &amp;Qt</source>
        <translation>Om &amp;Qt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game</source>
        <extracomment>The toolbar&apos;s name (shown when right-clicking the toolbar area).</extracomment>
        <translation>Spil</translation>
    </message>
    <message>
        <location filename="../qt/window/menus.py" line="+151"/>
        <location line="+1"/>
        <source>More buttons</source>
        <extracomment>The toolbar&apos;s button that shows the buttons a narrow window has no room for.</extracomment>
        <translation>Flere knapper</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Undo {step}</source>
        <extracomment>Edit menu. {step} is the step it takes back: &quot;&amp;Undo Move 7♣ to 8♥&quot;.</extracomment>
        <translation>&amp;Fortryd: {step}</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="-219"/>
        <location filename="../qt/window/menus.py" line="+0"/>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <location filename="../qt/window/menus.py" line="+2"/>
        <source>&amp;Redo {step}</source>
        <extracomment>Edit menu. {step} is the step it makes again: &quot;&amp;Redo Move 7♣ to 8♥&quot;.</extracomment>
        <translation>&amp;Gentag: {step}</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+10"/>
        <location filename="../qt/window/menus.py" line="+0"/>
        <source>&amp;Redo</source>
        <translation>&amp;Gentag</translation>
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
        <translation>Flyt {card} til grundbunken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {card} to empty column {column}</source>
        <translation>Flyt {card} til den tomme kolonne {column}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move {card} to {under}</source>
        <extracomment>{card} goes on top of the card {under}: &quot;Move 7♣ to 8♥&quot;.</extracomment>
        <translation>Flyt {card} til {under}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>move {card} to the foundation</source>
        <extracomment>A move quoted inside a sentence, after a colon: &quot;Move 12 was: move 7♣ to ...&quot;.</extracomment>
        <translation>flyt {card} til grundbunken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>move {card} to empty column {column}</source>
        <extracomment>A move quoted inside a sentence, after a colon.</extracomment>
        <translation>flyt {card} til den tomme kolonne {column}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>move {card} to {under}</source>
        <extracomment>A move quoted inside a sentence, after a colon: &quot;Move 12 was: move 7♣ to 8♥.&quot;.</extracomment>
        <translation>flyt {card} til {under}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Restart</source>
        <extracomment>Undo history: the step &quot;restart the deal&quot;; shown after &quot;Undo&quot; in the Edit menu.</extracomment>
        <translation>Start forfra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auto Finish</source>
        <extracomment>Undo history: the step &quot;Auto Finish&quot;; shown after &quot;Undo&quot; in the Edit menu.</extracomment>
        <translation>Læg alle op</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hint: move {card} from column {source} to the foundation.</source>
        <translation>Tip: flyt {card} fra kolonne {source} til grundbunken.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: move {card} from column {source} to empty column {column}.</source>
        <translation>Tip: flyt {card} fra kolonne {source} til den tomme kolonne {column}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: move {card} from column {source} onto {under} in column {column}.</source>
        <translation>Tip: læg {card} fra kolonne {source} på {under} i kolonne {column}.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../qt/speech/announcer.py" line="+37"/>
        <source>New game: {variant}, deal {deal}.</source>
        <translation>Nyt spil: {variant}, udlæg nr. {deal}.</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%n step(s) done.</source>
        <translation>
            <numerusform>Ét trin udført.</numerusform>
            <numerusform>%n trin udført.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n step(s) undone.</source>
        <translation>
            <numerusform>Ét trin fortrudt.</numerusform>
            <numerusform>%n trin fortrudt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Auto Finish: %n card(s) to the foundations.</source>
        <translation>
            <numerusform>Læg alle op: ét kort lagt op på grundbunkerne.</numerusform>
            <numerusform>Læg alle op: %n kort lagt op på grundbunkerne.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Played %n move(s) for you.</source>
        <translation>
            <numerusform>Ét træk spillet for dig.</numerusform>
            <numerusform>%n træk spillet for dig.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Also to the foundations: {cards}.</source>
        <translation>Også lagt op på grundbunkerne: {cards}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Column {column} is empty now.</source>
        <translation>Kolonne {column} er nu tom.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is now on top of column {column}.</source>
        <extracomment>The card a move uncovered: &quot;Ten of spades is now on top of column 1.&quot;</extracomment>
        <translation>{card} ligger nu øverst i kolonne {column}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{card} is back on column {column}: move undone.</source>
        <extracomment>Said after Undo; {card} is a full card name: &quot;seven of clubs&quot;.</extracomment>
        <translation>{card} er tilbage i kolonne {column}: trækket er fortrudt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{card} goes to the foundation.</source>
        <extracomment>A move just made; {card} is a full card name: &quot;seven of clubs&quot;.</extracomment>
        <translation>{card} lægges op på grundbunken.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} goes to empty column {column}.</source>
        <extracomment>A move just made; {card} is a full card name: &quot;seven of clubs&quot;.</extracomment>
        <translation>{card} flyttes til den tomme kolonne {column}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} goes onto {under}.</source>
        <extracomment>A move just made: &quot;Seven of clubs goes onto eight of hearts.&quot;</extracomment>
        <translation>{card} lægges på {under}.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Restart undone: the moves are back.</source>
        <translation>Start forfra fortrudt: trækkene er tilbage.</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>New game: {variant}, practice: not counted in the statistics.</source>
        <translation>Nyt spil: {variant}, øvelse: tæller ikke med i statistikken.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Back to the deal. The clock keeps running: time counts on the deal, restarts included.</source>
        <translation>Tilbage til udlægget. Uret kører videre: tiden tæller for hele udlægget, også når du starter forfra.</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Auto Finish undone: %n card(s) back on the table.</source>
        <translation>
            <numerusform>Læg alle op fortrudt: ét kort er tilbage på bordet.</numerusform>
            <numerusform>Læg alle op fortrudt: %n kort er tilbage på bordet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Undone: %n move(s) played for you.</source>
        <translation>
            <numerusform>Fortrudt: ét træk, der blev spillet for dig.</numerusform>
            <numerusform>Fortrudt: %n træk, der blev spillet for dig.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move undone.</source>
        <translation>Træk fortrudt.</translation>
    </message>
</context>
<context>
    <name>NewGames</name>
    <message>
        <location filename="../qt/features/new_games.py" line="+24"/>
        <source>The daily deal of {date} again, as deal {number}: it counts as that numbered deal, not as the daily deal.</source>
        <translation>Dagens udlæg fra {date} igen, som udlæg nr. {number}: det tæller som det nummererede udlæg, ikke som dagens udlæg.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../qt/files/notices.py" line="+67"/>
        <source>Your saved game could not be read: it is damaged.</source>
        <translation>Dit gemte spil kunne ikke læses: det er beskadiget.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your saved game could not be read: it cannot be opened.</source>
        <translation>Dit gemte spil kunne ikke læses: det kan ikke åbnes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be read: the file is far too large to be one.</source>
        <translation>Dit gemte spil kunne ikke læses: filen er alt for stor til at være et gemt spil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be read: a newer version of Baker&apos;s Dozen wrote it.</source>
        <translation>Dit gemte spil kunne ikke læses: en nyere version af Bagerens dusin har skrevet det.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your saved game could not be read.</source>
        <translation>Dit gemte spil kunne ikke læses.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was kept as:
{path}

A new game was dealt; nothing else was lost.</source>
        <translation>Det blev gemt som:
{path}

Et nyt spil blev lagt ud; intet andet gik tabt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It could not be moved aside, so it was left where it is:
{path}

A new game was dealt. The game will not save over that file until you start Baker&apos;s Dozen again.</source>
        <translation>Det kunne ikke flyttes til side, så det blev liggende, hvor det er:
{path}

Et nyt spil blev lagt ud. Spillet gemmer ikke oven i den fil, før du starter Bagerens dusin igen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your game is not being saved.</source>
        <translation>Dit spil bliver ikke gemt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game that could not be read is still in the way:
{path}

Move it elsewhere and start Baker&apos;s Dozen again to save your games.</source>
        <translation>Det gemte spil, der ikke kunne læses, er stadig i vejen:
{path}

Flyt det et andet sted hen, og start Bagerens dusin igen for at gemme dine spil.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your game could not be saved.</source>
        <translation>Dit spil kunne ikke gemmes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saving to {path} failed: {reason}.

Play on: the game tries again every little while, and nothing is lost while the window stays open.</source>
        <translation>Det mislykkedes at gemme i {path}: {reason}.

Spil videre: spillet prøver igen med jævne mellemrum, og intet går tabt, så længe vinduet er åbent.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your game is saved again.</source>
        <translation>Dit spil bliver gemt igen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your statistics file was damaged.</source>
        <translation>Din statistikfil var beskadiget.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was kept as:
{path}

A new statistics file was started; your games from now on are counted there.</source>
        <translation>Den blev gemt som:
{path}

En ny statistikfil blev startet; dine spil fra nu af tælles med der.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your statistics were written by a newer version of Baker&apos;s Dozen.</source>
        <translation>Din statistik blev skrevet af en nyere version af Bagerens dusin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They were kept as:
{path}

A new statistics file was started.</source>
        <translation>Den blev gemt som:
{path}

En ny statistikfil blev startet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The games waiting from the last run were damaged. What could be kept is in:
{path}</source>
        <translation>De spil, der ventede fra sidste gang, var beskadigede. Det, der kunne reddes, ligger i:
{path}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n finished game(s) could not be written to the statistics.</source>
        <translation>
            <numerusform>Ét færdigt spil kunne ikke skrives i statistikken.</numerusform>
            <numerusform>%n færdige spil kunne ikke skrives i statistikken.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The folder for your saved game and statistics cannot be used: {reason}.
{path}

Play on: the game works, but keeps neither this game nor its statistics until that is put right.</source>
        <translation>Mappen til dit gemte spil og din statistik kan ikke bruges: {reason}.
{path}

Spil videre: spillet virker, men det gemmer hverken dette spil eller statistikken, før det er bragt i orden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your games will not be saved this time.</source>
        <translation>Dine spil bliver ikke gemt denne gang.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A file is in the way, where their folder belongs:
{path}

The game starts with its usual settings and leaves that file alone.</source>
        <translation>En fil står i vejen, der hvor deres mappe skulle være:
{path}

Spillet starter med sine sædvanlige indstillinger og lader filen være.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your preferences cannot be kept.</source>
        <translation>Dine indstillinger kan ikke gemmes.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Technical detail, for a bug report (in English):</source>
        <translation>Teknisk detalje til en fejlrapport (på engelsk):</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Some games could not be counted.</source>
        <translation>Nogle spil kunne ikke tælles med.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Statistics are paused: another program is using the file. Your games are kept and counted when it lets go.</source>
        <translation>Statistikken er sat på pause: et andet program bruger filen. Dine spil gemmes og tælles med, når det slipper den.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Statistics are paused: the file cannot be written. Your games are kept and counted as soon as it can be.</source>
        <translation>Statistikken er sat på pause: filen kan ikke skrives. Dine spil gemmes og tælles med, så snart det kan lade sig gøre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics work again: every waiting game is counted.</source>
        <translation>Statistikken virker igen: alle ventende spil er talt med.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>They were kept as:
{path}

The game starts with its usual settings.</source>
        <translation>De blev gemt som:
{path}

Spillet starter med sine sædvanlige indstillinger.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file could not be moved aside:
{path}

The game starts with its usual settings and will not change that file.</source>
        <translation>Filen kunne ikke flyttes til side:
{path}

Spillet starter med sine sædvanlige indstillinger og ændrer ikke den fil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your preferences could not be read.</source>
        <translation>Dine indstillinger kunne ikke læses.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Baker&apos;s Dozen</source>
        <translation>Bagerens dusin</translation>
    </message>
    <message>
        <location filename="../qt/words/reason_words.py" line="+30"/>
        <source>the disk is full</source>
        <translation>disken er fuld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>permission denied</source>
        <translation>adgang nægtet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is read-only</source>
        <translation>disken er skrivebeskyttet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a folder is in the way</source>
        <extracomment>The file&apos;s name is taken by a folder.</extracomment>
        <translation>en mappe står i vejen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a file is in the way</source>
        <extracomment>A file stands where a folder should be.</extracomment>
        <translation>en fil står i vejen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a folder on the way is missing</source>
        <extracomment>A folder on the file&apos;s path does not exist (a link leads nowhere, say).</extracomment>
        <translation>en mappe på vejen mangler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>links on the way lead round in a circle</source>
        <extracomment>Symbolic links on the file&apos;s path point at each other, never reaching a folder.</extracomment>
        <translation>links på vejen peger i ring</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its name is too long</source>
        <extracomment>The path of the file (its folders and name) is longer than the system allows.</extracomment>
        <translation>navnet er for langt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused</source>
        <translation>systemet afviste det</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused (error {code})</source>
        <extracomment>{code} is the system&apos;s error number, for whoever looks it up.</extracomment>
        <translation>systemet afviste det (fejl {code})</translation>
    </message>
</context>
<context>
    <name>OnlineBoard</name>
    <message>
        <location filename="../qt/online/daily_result.py" line="+155"/>
        <source>The daily results waiting for the online board could not be read; the file was kept as {file}.</source>
        <extracomment>{file} is the name the unreadable file was kept under.</extracomment>
        <translation>Resultaterne, der venter på online-ranglisten, kunne ikke læses; filen blev gemt som {file}.</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Online board: sending your result…</source>
        <translation>Online-rangliste: dit resultat sendes…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Online board: not reached now ({reason}); your result is kept and will be sent later.</source>
        <extracomment>{reason} says why: no network, the board busy...</extracomment>
        <translation>Online-rangliste: kan ikke nås nu ({reason}); dit resultat er gemt og sendes senere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Online board: your result was refused ({reason}).</source>
        <extracomment>{reason} is the board&apos;s own reason, as it wrote it (in English).</extracomment>
        <translation>Online-rangliste: dit resultat blev afvist ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Online board: your first game of this daily deal is the one that counts.</source>
        <translation>Online-rangliste: det er dit første spil af dette dagens udlæg, der tæller.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Online board: place {rank}</source>
        <extracomment>The place the online board gave this win among the day&apos;s ranked games.</extracomment>
        <translation>Online-rangliste: plads {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online board: your game is listed, not ranked.</source>
        <translation>Online-rangliste: dit spil er med på listen, men ikke placeret.</translation>
    </message>
</context>
<context>
    <name>OnlineBoardView</name>
    <message>
        <location filename="../qt/online/board_view.py" line="-67"/>
        <location line="+22"/>
        <source>Online board</source>
        <translation>Online-rangliste</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Place</source>
        <extracomment>The online board&apos;s columns: place, the player&apos;s name, score, time, moves.</extracomment>
        <translation>Plads</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Træk</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The board counts every move, the ones made for you too.</source>
        <translation>Ranglisten tæller alle træk, også dem foretaget for dig.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+186"/>
        <source>&amp;Watch</source>
        <extracomment>Statistics, the online board: watch the chosen entry&apos;s game move by move.</extracomment>
        <translation>&amp;Se spillet</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>Fetch the chosen game&apos;s moves from the board and replay them move by move</source>
        <translation>Hent det valgte spils træk fra ranglisten, og afspil dem træk for træk</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not opted in: nothing is sent or asked. {path} joins a board.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Game → Online Daily Board…&quot;.</extracomment>
        <translation>Ikke tilmeldt: intet sendes eller hentes. {path} tilmelder dig en rangliste.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asking the online board…</source>
        <translation>Spørger online-ranglisten…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot reach the online board at {address}: {reason}</source>
        <extracomment>{reason} says why: no network, a name that is not found, an answer too large...</extracomment>
        <translation>Kan ikke nå online-ranglisten på {address}: {reason}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The online board cannot show this day: {reason}</source>
        <extracomment>{reason} is what the board said, as it wrote it (in English).</extracomment>
        <translation>Online-ranglisten kan ikke vise denne dag: {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No game on the online board for this day yet.</source>
        <translation>Intet spil på online-ranglisten for denne dag endnu.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s) on the online board for this day.</source>
        <translation>
            <numerusform>%n spiller på online-ranglisten for denne dag.</numerusform>
            <numerusform>%n spillere på online-ranglisten for denne dag.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no game on this board.</source>
        <translation>Du har intet spil på denne rangliste.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your place: {rank}</source>
        <extracomment>The player&apos;s place among the games ranked on the online board (wins without help).</extracomment>
        <translation>Din plads: {rank}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is on the board: won with help, not ranked.</source>
        <translation>Dit spil er på ranglisten: vundet med hjælp, uden placering.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is on the board: not won, not ranked.</source>
        <translation>Dit spil er på ranglisten: ikke vundet, uden placering.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Watch a Won Game</source>
        <extracomment>Title of the box asking before a daily deal&apos;s winning game is shown.</extracomment>
        <translation>Se et vundet spil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have not finished this daily deal yet: watching the game shows how it can be won. Watch it all the same?</source>
        <translation>Du har ikke spillet dette daglige udlæg færdigt endnu: spillet viser, hvordan det kan vindes. Vil du se det alligevel?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Fetching the game&apos;s moves from the online board…</source>
        <translation>Henter spillets træk fra online-ranglisten…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This game cannot be watched: {reason}</source>
        <extracomment>{reason}: why a board&apos;s game cannot be watched (no answer, a damaged line...).</extracomment>
        <translation>Dette spil kan ikke ses: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} on the online board: {variant}, daily deal {date}</source>
        <extracomment>Above a replay of a game of the online board: &quot;Ann on the online board: Baker&apos;s Dozen, daily deal 2026-11-30&quot;.</extracomment>
        <translation>{name} på online-ranglisten: {variant}, dagens udlæg {date}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game cannot be watched: its moves do not fit its deal.</source>
        <translation>Dette spil kan ikke ses: dets træk passer ikke til udlægget.</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+4"/>
        <location line="+6"/>
        <location line="+2"/>
        <source>the board&apos;s answer is damaged</source>
        <translation>ranglistens svar er beskadiget</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>the board sent no moves for it</source>
        <translation>ranglisten sendte ingen træk for det</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <location filename="../qt/online/opt_in.py" line="+126"/>
        <source>Online Daily Board</source>
        <translation>Online-rangliste for dagens udlæg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>See where you stand on the day&apos;s daily deal among other players, on an online board that a friend, a club or anyone keeps with bakers-dozen-server. No board is built in: give the address of one you trust. The board replays every game it is sent and scores it itself; the time played, and who found the moves, it can only take on trust.</source>
        <translation>Se, hvor du står i dagens udlæg blandt andre spillere, på en online-rangliste, som en ven, en klub eller hvem som helst driver med bakers-dozen-server. Der er ingen rangliste indbygget: angiv adressen på en, du stoler på. Ranglisten spiller hvert spil, den får, igennem igen og giver selv pointene; spilletiden, og hvem der fandt trækkene, må den tage for gode varer.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Boards are kept by players: anyone can start one on a computer of their own with the command bakers-dozen-server (installed by pip install &apos;bakers-dozen-qt[server]&apos;). It says its address, such as http://127.0.0.1:8080 on that same computer; friends elsewhere need one their computers can reach.</source>
        <extracomment>The commands stay as they are: the player types them.</extracomment>
        <translation>Ranglister drives af spillerne selv: enhver kan starte en på sin egen computer med kommandoen bakers-dozen-server (installeres med pip install &apos;bakers-dozen-qt[server]&apos;). Den oplyser sin adresse, fx http://127.0.0.1:8080 på selve den computer; venner andre steder skal bruge en adresse, deres computere kan nå.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board &amp;address:</source>
        <extracomment>Label of the field where the player types the online board&apos;s web address.</extracomment>
        <translation>Ranglistens a&amp;dresse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name on the board:</source>
        <translation>Dit &amp;navn på ranglisten:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board&apos;s &amp;join code:</source>
        <extracomment>Label of the field for the code a friends&apos; or club&apos;s board asks of its players.</extracomment>
        <translation>Ranglistens &amp;tilmeldingskode:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Send my daily deal results to this board</source>
        <translation>&amp;Send mine resultater for dagens udlæg til denne rangliste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;small&gt;Sent for each daily deal you finish (won, or given up after a move): the date, the variant, your moves, the time played, the hints, undos and help used, your name, and a random code made for this installation so that the board keeps one game per player. Nothing else. Numbered deals, custom rules and pasted boards are never sent.&lt;/small&gt;</source>
        <translation>&lt;small&gt;Sendes for hvert dagligt udlæg, du afslutter (vundet, eller opgivet efter et træk): datoen, varianten, dine træk, spilletiden, de brugte tip, fortrydelser og hjælp, dit navn og en tilfældig kode lavet til denne installation, så ranglisten holder ét spil pr. spiller. Intet andet. Udlæg efter nummer, egne regler og indsatte stillinger sendes aldrig.&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Write the board&apos;s whole address, beginning with {https} or {http}.</source>
        <extracomment>{https} and {http} are the beginnings of web addresses: https:// and http://.</extracomment>
        <translation>Skriv ranglistens fulde adresse, begyndende med {https} eller {http}.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Choose the name to show on the board: %n character(s) at most.</source>
        <translation>
            <numerusform>Vælg navnet, der skal vises på ranglisten: højst %n tegn.</numerusform>
            <numerusform>Vælg navnet, der skal vises på ranglisten: højst %n tegn.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asking the board…</source>
        <translation>Spørger ranglisten…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This board takes results only from players who know its join code: ask the one who keeps it.</source>
        <translation>Denne rangliste tager kun imod resultater fra spillere, der kender dens tilmeldingskode: spørg den, der driver ranglisten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is not this board&apos;s join code.</source>
        <translation>Det er ikke denne ranglistes tilmeldingskode.</translation>
    </message>
</context>
<context>
    <name>PileWords</name>
    <message numerus="yes">
        <location filename="../qt/speech/spoken_names.py" line="-21"/>
        <source>%n card(s)</source>
        <extracomment>A count of cards in a pile&apos;s name: &quot;Column 4, {6 cards}, top: ...&quot;.</extracomment>
        <translation>
            <numerusform>ét kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{cards}, %n of them face down</source>
        <extracomment>{cards} is &quot;4 cards&quot;; %n of those lie face down.</extracomment>
        <translation>
            <numerusform>{cards}, heraf ét med bagsiden op</numerusform>
            <numerusform>{cards}, heraf %n med bagsiden op</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column {column}, {cards}, top: {card}</source>
        <extracomment>{cards}: &quot;6 cards&quot; or &quot;4 cards, 3 of them face down&quot;; {card}: &quot;seven of clubs&quot;.</extracomment>
        <translation>Kolonne {column}, {cards}, øverst: {card}</translation>
    </message>
</context>
<context>
    <name>Piles</name>
    <message>
        <location line="-79"/>
        <source>Clubs foundation, empty</source>
        <translation>Grundbunken for klør, tom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds foundation, empty</source>
        <translation>Grundbunken for ruder, tom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts foundation, empty</source>
        <translation>Grundbunken for hjerter, tom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades foundation, empty</source>
        <translation>Grundbunken for spar, tom</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clubs foundation, up to {rank}</source>
        <translation>Grundbunken for klør, op til {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds foundation, up to {rank}</source>
        <translation>Grundbunken for ruder, op til {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts foundation, up to {rank}</source>
        <translation>Grundbunken for hjerter, op til {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades foundation, up to {rank}</source>
        <translation>Grundbunken for spar, op til {rank}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Column {column}, empty</source>
        <translation>Kolonne {column}, tom</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>From the bottom: {cards}.</source>
        <translation>Nedefra: {cards}.</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <location line="-115"/>
        <source>ace</source>
        <translation>es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>to</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>fire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>fem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>seks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>syv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>otte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>ni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>ti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>knægt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>konge</translation>
    </message>
</context>
<context>
    <name>RecentGamesChart</name>
    <message>
        <location filename="../qt/statistics/charts.py" line="+212"/>
        <source>Chart of the last games</source>
        <translation>Diagram over de seneste spil</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 of the last %n game(s) won</source>
        <translation>
            <numerusform>%1 af det seneste spil vundet</numerusform>
            <numerusform>%1 af de seneste %n spil vundet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No games yet: finished games appear here.</source>
        <translation>Ingen spil endnu: færdige spil vises her.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Won</source>
        <extracomment>The chart&apos;s legend: game won, won with the solver&apos;s help, not won.</extracomment>
        <translation>Vundet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with help</source>
        <translation>Vundet med hjælp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not won</source>
        <translation>Ikke vundet</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Win rate (last %n game(s))</source>
        <extracomment>The line of the win rate over the last games (20 of them, say).</extracomment>
        <translation>
            <numerusform>Vinderprocent (seneste spil)</numerusform>
            <numerusform>Vinderprocent (seneste %n spil)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+100"/>
        <source>Game %1 of %2: won with help, %Ln point(s)</source>
        <translation>
            <numerusform>Spil %1 af %2: vundet med hjælp, %Ln point</numerusform>
            <numerusform>Spil %1 af %2: vundet med hjælp, %Ln point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game %1 of %2: won, %Ln point(s)</source>
        <translation>
            <numerusform>Spil %1 af %2: vundet, %Ln point</numerusform>
            <numerusform>Spil %1 af %2: vundet, %Ln point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game %1 of %2: not won, %Ln point(s)</source>
        <translation>
            <numerusform>Spil %1 af %2: ikke vundet, %Ln point</numerusform>
            <numerusform>Spil %1 af %2: ikke vundet, %Ln point</numerusform>
        </translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Score</source>
        <translation>Point</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate</source>
        <translation>Vinderprocent</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Games, oldest to latest</source>
        <translation>Spil, fra ældste til nyeste</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Win rate over the last %n game(s): %1</source>
        <translation>
            <numerusform>Vinderprocent i det seneste spil: %1</numerusform>
            <numerusform>Vinderprocent i de seneste %n spil: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../qt/words/wording.py" line="+12"/>
        <source>There is no column {column}.</source>
        <translation>Der er ingen kolonne {column}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card cannot move onto its own column.</source>
        <translation>Et kort kan ikke flyttes til sin egen kolonne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column {column} is empty.</source>
        <translation>Kolonne {column} er tom.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} cannot go to the foundation yet.</source>
        <translation>{card} kan ikke lægges op på grundbunken endnu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} needs {needs} on the foundation first.</source>
        <extracomment>{needs} is the card of the same suit one rank lower: &quot;7♦ needs 6♦ ...&quot;.</extracomment>
        <translation>{needs} skal ligge på grundbunken før {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Column {column} is empty, and empty columns stay empty.</source>
        <translation>Kolonne {column} er tom, og tomme kolonner forbliver tomme.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a king may go into the empty column {column}.</source>
        <translation>Kun en konge må lægges i den tomme kolonne {column}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} is alone in its column: moving it to an empty column changes nothing.</source>
        <translation>{card} ligger alene i sin kolonne: at flytte det til en tom kolonne ændrer intet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{card} does not go on {onto}: build down one rank.</source>
        <extracomment>A card goes only onto a card exactly one rank higher: any 7 on any 8.</extracomment>
        <translation>{card} kan ikke lægges på {onto}: kortet nedenunder skal være én højere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} does not go on {onto}: build in suit.</source>
        <translation>{card} kan ikke lægges på {onto}: byg i samme kulør.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} does not go on {onto}: alternate the colours.</source>
        <translation>{card} kan ikke lægges på {onto}: skift mellem rød og sort.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../qt/replay/loss_verdict.py" line="+63"/>
        <source>This game was won.</source>
        <translation>Dette spil blev vundet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for the move that lost this game…</source>
        <translation>Leder efter det træk, der tabte dette spil…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal could not be won from the start: no move lost it.</source>
        <translation>Dette udlæg kunne ikke vindes fra starten: intet træk tabte det.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When this game ended, it could still have been won.</source>
        <translation>Da dette spil sluttede, kunne det stadig vindes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost at move {number}: before it, the game could still be won.</source>
        <extracomment>{number}: the move after which the replayed game could not be won.</extracomment>
        <translation>Tabt ved træk {number}: før det kunne spillet stadig vindes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move that lost the game was found: the search gave up.</source>
        <translation>Der blev ikke fundet noget træk, der tabte spillet: søgningen gav op.</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <location filename="../qt/replay/replay_panel.py" line="+121"/>
        <source>Replay</source>
        <extracomment>The title of the panel beside the table while a finished game is replayed.</extracomment>
        <translation>Genafspilning</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To the deal (Home)</source>
        <extracomment>A replay&apos;s button; the key in brackets.</extracomment>
        <translation>Til udlægget (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>Et træk tilbage (venstre pil)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move on (Right)</source>
        <translation>Et træk frem (højre pil)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last move (End)</source>
        <translation>Til sidste træk (End)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Speed:</source>
        <extracomment>The speed of a replay&apos;s play: how long each move stays on the table.</extracomment>
        <translation>Hastighe&amp;d:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow (2 seconds a move)</source>
        <extracomment>Replay speeds, slowest first.</extracomment>
        <translation>Langsom (2 sekunder pr. træk)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal (1 second a move)</source>
        <translation>Normal (1 sekund pr. træk)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast (2 moves a second)</source>
        <translation>Hurtig (2 træk i sekundet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very fast (4 moves a second)</source>
        <translation>Meget hurtig (4 træk i sekundet)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Moves:</source>
        <extracomment>The list of a replay&apos;s moves; choosing one shows the table after it.</extracomment>
        <translation>&amp;Træk:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves of the replay</source>
        <translation>Genafspilningens træk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys: Left and Right step, Home and End jump, Page Up and Page Down ten moves, P plays and pauses, + and - change the speed, Esc leaves.</source>
        <translation>Taster: venstre og højre pil går et træk, Home og End springer, Page Up og Page Down ti træk, P afspiller og holder pause, + og - ændrer hastigheden, Esc afslutter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Back to Your Game</source>
        <translation>Ti&amp;lbage til dit spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the replay (Esc)</source>
        <translation>Afslut genafspilningen (Esc)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pause (P)</source>
        <translation>Pause (P)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play (P)</source>
        <translation>Afspil (P)</translation>
    </message>
</context>
<context>
    <name>Replayer</name>
    <message>
        <location filename="../qt/replay/replayer.py" line="+90"/>
        <source>This game cannot be replayed: its move {number} does not fit the deal.</source>
        <extracomment>{number}: the first move of a kept game that does not fit its deal.</extracomment>
        <translation>Dette spil kan ikke genafspilles: dets træk {number} passer ikke til udlægget.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Back to your game.</source>
        <translation>Tilbage til dit spil.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replay: the table is read-only. Esc goes back to your game.</source>
        <extracomment>The status bar while a finished game is replayed on the table.</extracomment>
        <translation>Genafspilning: bordet er skrivebeskyttet. Esc fører tilbage til dit spil.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Paused.</source>
        <translation>Pause.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The deal</source>
        <extracomment>The first row of a replay&apos;s list of moves: the table as it was dealt.</extracomment>
        <translation>Udlægget</translation>
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
        <translation>her blev spillet tabt</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>The deal: %n move(s) to watch.</source>
        <extracomment>Where a replay stands: at the deal, before any of its moves.</extracomment>
        <translation>
            <numerusform>Udlægget: %n træk at se.</numerusform>
            <numerusform>Udlægget: %n træk at se.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move {number} of {count}</source>
        <extracomment>Where a replay stands: &quot;Move 12 of 87&quot;.</extracomment>
        <translation>Træk {number} af {count}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay</source>
        <extracomment>On the table during a replay, above the variant&apos;s name.</extracomment>
        <translation>Genafspilning</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{heading}. Replay: Left and Right step, P plays, Esc leaves.</source>
        <extracomment>Said when a replay starts: whose game, then how to move along it.</extracomment>
        <translation>{heading}. Genafspilning: venstre og højre pil går et træk, P afspiller, Esc afslutter.</translation>
    </message>
</context>
<context>
    <name>RulesInBrief</name>
    <message>
        <location filename="../qt/words/variant_names.py" line="+96"/>
        <source>any suit</source>
        <extracomment>A custom game&apos;s rules in brief (window title, table), part 1 of 4: what a card is built on. The parts are joined by &quot;{build}, {empty}, ...&quot;.</extracomment>
        <translation>uanset kulør</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alternate colours</source>
        <translation>skiftende farver</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>same suit</source>
        <translation>samme kulør</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty columns stay empty</source>
        <extracomment>A custom game&apos;s rules in brief, part 2 of 4: what fills an empty column.</extracomment>
        <translation>tomme kolonner forbliver tomme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kings fill empty columns</source>
        <translation>konger fylder tomme kolonner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any card fills empty columns</source>
        <translation>ethvert kort fylder tomme kolonner</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n row(s) face down</source>
        <extracomment>A custom game&apos;s rules in brief, part 3 of 4: rows dealt face down.</extracomment>
        <translation>
            <numerusform>%n række med bagsiden op</numerusform>
            <numerusform>%n rækker med bagsiden op</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all face up</source>
        <translation>alle kort åbne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kings to the bottom</source>
        <extracomment>A custom game&apos;s rules in brief, part 4 of 4: kings moved under the others.</extracomment>
        <translation>kongerne nederst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kings stay put</source>
        <translation>kongerne bliver liggende</translation>
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
        <translation>Mål</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal</source>
        <translation>Udlægget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end</source>
        <translation>Afslutning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strategy</source>
        <translation>Strategi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse and keys</source>
        <translation>Mus og taster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Point</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Put all 52 cards on the four foundations, one for each suit, each built up in its suit from the ace to the king.</source>
        <translation>Få alle 52 kort op på de fire grundbunker – én for hver kulør, bygget op i kulør fra es til konge.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The whole deck is dealt into 13 columns of 4 cards.</source>
        <translation>Hele kortspillet lægges ud i 13 kolonner med 4 kort.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First the two aces that the shuffled deck would deal first go to their foundations. The other 50 cards are dealt into 10 columns of 5 cards.</source>
        <translation>Først lægges de to esser, som det blandede kortspil ville give først, op på deres grundbunker. De øvrige 50 kort lægges ud i 10 kolonner med 5 kort.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The cards are dealt into %n column(s).</source>
        <extracomment>Only for layouts other than 13 × 4 and 10 × 5 (none so far).</extracomment>
        <translation>
            <numerusform>Kortene lægges ud i én kolonne.</numerusform>
            <numerusform>Kortene lægges ud i %n kolonner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each column gets %n card(s).</source>
        <extracomment>Only for layouts other than 13 × 4 and 10 × 5 (none so far).</extracomment>
        <translation>
            <numerusform>Hver kolonne får ét kort.</numerusform>
            <numerusform>Hver kolonne får %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Before the deal, %n ace(s) go to the foundations.</source>
        <translation>
            <numerusform>Før udlægget lægges ét es op på grundbunkerne.</numerusform>
            <numerusform>Før udlægget lægges %n esser op på grundbunkerne.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every card is dealt face up: the whole game is in sight from the start.</source>
        <translation>Alle kort lægges åbne: hele spillet ligger synligt fra start.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the top card of each column is dealt face up; the cards under it lie face down.</source>
        <translation>Kun det øverste kort i hver kolonne lægges åbent; kortene under det ligger med bagsiden op.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The bottom %n card(s) of each column are dealt face down.</source>
        <translation>
            <numerusform>Det nederste kort i hver kolonne lægges med bagsiden op.</numerusform>
            <numerusform>De nederste %n kort i hver kolonne lægges med bagsiden op.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A face-down card turns face up as soon as it is the top card of its column.</source>
        <translation>Et kort med bagsiden op bliver vendt, så snart det ligger øverst i sin kolonne.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Before play starts, the kings of each column move to its bottom; the other cards keep their order.</source>
        <translation>Før spillet begynder, flyttes kongerne nederst i hver kolonne; de andre kort beholder deres rækkefølge.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kings stay where they are dealt.</source>
        <translation>Kongerne bliver liggende, hvor de er lagt ud.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a column moves, and only one card at a time.</source>
        <translation>Kun det øverste kort i en kolonne kan flyttes, og kun ét kort ad gangen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card goes on a card one rank higher, whatever its suit or colour: any 7 on any 8. Nothing goes on an ace.</source>
        <translation>Et kort kan lægges på et kort, der er én højere, uanset kulør og farve: enhver 7 på enhver 8. Intet kan lægges på et es.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A card goes on a card one rank higher of the other colour: a red 7 on a black 8, a black 7 on a red 8. Nothing goes on an ace.</source>
        <translation>Et kort kan lægges på et kort, der er én højere og har den modsatte farve: en rød 7 på en sort 8, en sort 7 på en rød 8. Intet kan lægges på et es.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A card goes on a card one rank higher of the same suit: the 7♣ on the 8♣ and on no other 8. Nothing goes on an ace.</source>
        <translation>Et kort kan lægges på et kort, der er én højere i samme kulør: 7♣ på 8♣ og ikke på nogen anden 8. Intet kan lægges på et es.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A column that empties stays empty for the rest of the game: no card may go there, not even a king.</source>
        <translation>En kolonne, der bliver tom, forbliver tom resten af spillet: intet kort må lægges der, ikke engang en konge.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An empty column takes a king, and no other card.</source>
        <translation>En tom kolonne kan tage en konge og intet andet kort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An empty column takes any card.</source>
        <translation>En tom kolonne kan tage ethvert kort.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace goes up to the foundations as soon as it is free; each foundation then takes the next card of its suit, up to the king. A card on a foundation stays there.</source>
        <translation>Et es lægges op på grundbunkerne, så snart det er frit; derefter tager hver grundbunke det næste kort i sin kulør, helt op til kongen. Et kort på en grundbunke bliver liggende.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no stock, no free cell and no redeal: every card is on the table from the start.</source>
        <translation>Der er ingen bunke at trække fra, ingen frie celler og ingen omlægning: alle kort ligger på bordet fra start.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You win when all 52 cards are on the foundations. When no card can move, the game is lost; it can be lost long before that, and {solve} tells whether it can still be won.</source>
        <extracomment>{solve} is the menu entry Edit &gt; Solve, as the menu names it.</extracomment>
        <translation>Du vinder, når alle 52 kort ligger på grundbunkerne. Når intet kort kan flyttes, er spillet tabt – men det kan være tabt længe før, og »{solve}« fortæller, om det stadig kan vindes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win when all 52 cards are on the foundations. When no card can move, the game is lost.</source>
        <translation>Du vinder, når alle 52 kort ligger på grundbunkerne. Når intet kort kan flyttes, er spillet tabt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start by finding the aces and twos, and count the cards lying on them: free the easiest ones first.</source>
        <translation>Begynd med at finde esserne og toerne, og tæl, hvor mange kort der ligger oven på dem: grav de letteste fri først.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every card is in sight, so think a few moves ahead: before you move a card, check that it does not cover a card you will soon need.</source>
        <translation>Alle kort er synlige, så tænk et par træk frem: før du flytter et kort, så tjek, at det ikke dækker for et kort, du snart får brug for.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each face-down card you turn over gives you new moves: prefer the moves that uncover one.</source>
        <translation>Hvert kort, du får vendt, giver dig nye muligheder: vælg helst de træk, der frilægger et kort med bagsiden op.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Any card goes on any card one rank higher, so you often have a choice of places: pick the one that buries fewest of the cards you still need.</source>
        <translation>Ethvert kort kan lægges på ethvert kort, der er én højere, så du kan ofte vælge mellem flere pladser: tag den, der begraver færrest af de kort, du stadig skal bruge.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Places to build are few under this rule: before you fill one, ask whether another card will need it more.</source>
        <translation>Med denne regel er der få steder at bygge: før du bruger et, så overvej, om et andet kort har mere brug for det.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kings lie at the bottom and block nothing: a column resting on a king is a safe place for a long run.</source>
        <translation>Kongerne ligger nederst og spærrer ikke for noget: en kolonne med en konge i bunden er et sikkert sted at bygge en lang række.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A king lying on low cards blocks them until it can move: plan early how to free them.</source>
        <translation>En konge, der ligger oven på lave kort, spærrer for dem, indtil den kan flyttes: læg tidligt en plan for, hvordan du får dem fri.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An empty column is lost for good, so do not empty one for its own sake; it is worth it only when its cards go to the foundations.</source>
        <translation>En tom kolonne er tabt for altid, så tøm ikke en kolonne bare for at tømme den; det er kun værd at gøre, når dens kort ender på grundbunkerne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep an empty column for a king that lies on cards you need.</source>
        <translation>Gem en tom kolonne til en konge, der ligger oven på kort, du skal bruge.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An empty column is your most useful space: fill it only when that frees a card you need.</source>
        <translation>En tom kolonne er din mest værdifulde plads: fyld den kun, når det frigør et kort, du skal bruge.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stuck? {hint} suggests a move, and {lost} finds the move after which the game could no longer be won.</source>
        <extracomment>{hint} and {lost} are the menu entries Hint and Where Was It Lost?.</extracomment>
        <translation>Sidder du fast? »{hint}« foreslår et træk, og »{lost}« finder det træk, hvorefter spillet ikke længere kunne vindes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drag a top card onto a pile that lights up, or click the card and then the pile. Double-click a card to send it to its foundation.</source>
        <translation>Træk det øverste kort i en kolonne hen på en bunke, der lyser op, eller klik på kortet og derefter på bunken. Dobbeltklik på et kort for at lægge det op på dets grundbunke.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Each card on the foundations scores {card} points. A win adds {win} points and a time bonus of {time} points less one for every second played.</source>
        <extracomment>{card}, {win}, {time} are 5, 500 and 1,200: word the plurals for those numbers.</extracomment>
        <translation>Hvert kort på grundbunkerne giver {card} point. En sejr giver {win} point ekstra og en tidsbonus på {time} point minus ét for hvert sekund, du har spillet.</translation>
    </message>
</context>
<context>
    <name>SendButton</name>
    <message>
        <location filename="../qt/online/opt_in.py" line="+31"/>
        <source>Send to &amp;Online Board…</source>
        <extracomment>Button of the win dialog, after a daily deal when no online board is chosen yet.</extracomment>
        <translation>Send til &amp;online-ranglisten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose an online board and send this daily deal&apos;s result</source>
        <translation>Vælg en online-rangliste, og send resultatet af dette daglige udlæg</translation>
    </message>
</context>
<context>
    <name>Share</name>
    <message>
        <location filename="../qt/features/share.py" line="+32"/>
        <source>{variant} · daily deal {date}</source>
        <extracomment>First line of a shared daily result: the variant and the deal&apos;s date (YYYY-MM-DD).</extracomment>
        <translation>{variant} · dagens udlæg {date}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Won in {time} · %n move(s) · score {score}</source>
        <translation>
            <numerusform>Vundet på {time} · ét træk · {score} point</numerusform>
            <numerusform>Vundet på {time} · %n træk · {score} point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not won · {time} · %n move(s) · score {score}</source>
        <translation>
            <numerusform>Ikke vundet · {time} · ét træk · {score} point</numerusform>
            <numerusform>Ikke vundet · {time} · %n træk · {score} point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n tip</numerusform>
            <numerusform>%n tip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n undo(s)</source>
        <translation>
            <numerusform>fortrudt én gang</numerusform>
            <numerusform>fortrudt %n gange</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With help from the solver</source>
        <translation>Med hjælp fra løseren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No help, no undo</source>
        <translation>Ingen hjælp, intet fortrudt</translation>
    </message>
</context>
<context>
    <name>ShowTheWay</name>
    <message>
        <location filename="../qt/features/show_the_way.py" line="-75"/>
        <source>Not available while cards lie face down.</source>
        <translation>Ikke muligt, mens der ligger kort med bagsiden op.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is won already.</source>
        <translation>Spillet er allerede vundet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving…</source>
        <translation>Løser…</translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>This game can still be won: %n move(s).</source>
        <translation>
            <numerusform>Spillet kan stadig vindes: ét træk.</numerusform>
            <numerusform>Spillet kan stadig vindes: %n træk.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+18"/>
        <source>This deal cannot be won from the start.</source>
        <translation>Dette udlæg kan ikke vindes fra starten.</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+21"/>
        <source>This game can no longer be won.</source>
        <translation>Spillet kan ikke længere vindes.</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+29"/>
        <source>The solver could not decide.</source>
        <translation>Løseren kunne ikke afgøre det.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Solve</source>
        <extracomment>The title of the solver&apos;s answer (the menu entry Edit &gt; Solve).</extracomment>
        <translation>Løs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can still be won.</source>
        <translation>Spillet kan stadig vindes.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver found a way in %n move(s).</source>
        <translation>
            <numerusform>Løseren fandt en vej på ét træk.</numerusform>
            <numerusform>Løseren fandt en vej på %n træk.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the Way</source>
        <extracomment>Button: the solver plays its winning line out, one move at a time.</extracomment>
        <translation>Vis vejen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move lost it: no way through exists, whatever is played.</source>
        <translation>Intet træk tabte det: der findes ingen vej igennem, uanset hvad der spilles.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{path} finds the move that lost it.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Edit → Where Was It Lost?&quot;.</extracomment>
        <translation>{path} finder det træk, der tabte spillet.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>It searched for %n second(s) without finding a win or proving there is none.</source>
        <translation>
            <numerusform>Den søgte i ét sekund uden at finde en sejr eller bevise, at der ikke er nogen.</numerusform>
            <numerusform>Den søgte i %n sekunder uden at finde en sejr eller bevise, at der ikke er nogen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../qt/statistics/wording.py" line="+19"/>
        <source>All variants</source>
        <translation>Alle varianter</translation>
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
        <translation>%1 t</translation>
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
        <translation>Statistikken er sat på pause: et andet program bruger statistikfilen. Færdige spil venter og tælles med, så snart filen bliver fri.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistics are paused: the statistics file can be neither opened nor made (a read-only folder or a full disk?). Finished games wait and are counted as soon as it can be written.</source>
        <translation>Statistikken er sat på pause: statistikfilen kan hverken åbnes eller oprettes (en skrivebeskyttet mappe eller en fuld disk?). Færdige spil venter og tælles med, så snart der kan skrives til den.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistics are paused: the statistics file could not be read.</source>
        <translation>Statistikken er sat på pause: statistikfilen kunne ikke læses.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../qt/statistics/window.py" line="+275"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Variant</source>
        <extracomment>The list of variants: the column headings (variant, games played).</extracomment>
        <translation>Variant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>Varianter</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>&amp;Summary</source>
        <translation>&amp;Oversigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;harts</source>
        <translation>&amp;Grafer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Daily Deals</source>
        <translation>&amp;Daglige udlæg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>H&amp;istory</source>
        <translation>&amp;Historik</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Loading…</source>
        <translation>Indlæser…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Try Again</source>
        <translation>&amp;Prøv igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Games…</source>
        <translation>&amp;Eksportér spil…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save every game as a CSV file for a spreadsheet</source>
        <translation>Gem alle spil som en CSV-fil til et regneark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Nulstil…</translation>
    </message>
    <message numerus="yes">
        <location line="+101"/>
        <source>%n damaged row(s) of the statistics file were left out.</source>
        <extracomment>Rows of the statistics file this version cannot read (edited by hand, damaged): they are not counted anywhere in the window.</extracomment>
        <translation>
            <numerusform>%n beskadiget række i statistikfilen blev udeladt.</numerusform>
            <numerusform>%n beskadigede rækker i statistikfilen blev udeladt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%n game(s) played</source>
        <translation>
            <numerusform>Ét spil spillet</numerusform>
            <numerusform>%n spil spillet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>bakers-dozen-games.csv</source>
        <translation>bagerens-dusin-spil.csv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Games</source>
        <translation>Eksportér spil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exporting…</source>
        <translation>Eksporterer…</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n game(s) exported to %1.</source>
        <translation>
            <numerusform>Ét spil er eksporteret til %1.</numerusform>
            <numerusform>%n spil er eksporteret til %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The games could not be exported to %1: %2. Nothing else changed.</source>
        <translation>Spillene kunne ikke eksporteres til %1: %2. Intet andet er ændret.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Forget all %n game(s) of every variant? Scores, times, streaks and leaderboards are lost, and this cannot be undone.</source>
        <translation>
            <numerusform>Vil du glemme det ene spil på tværs af alle varianter? Point, tider, sejrsrækker og ranglister går tabt, og det kan ikke fortrydes.</numerusform>
            <numerusform>Vil du glemme alle %n spil på tværs af alle varianter? Point, tider, sejrsrækker og ranglister går tabt, og det kan ikke fortrydes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Forget all %n game(s) of %1? Its scores, times, streaks and leaderboard are lost, and this cannot be undone.</source>
        <translation>
            <numerusform>Vil du glemme det ene spil i %1? Variantens point, tider, sejrsrækker og rangliste går tabt, og det kan ikke fortrydes.</numerusform>
            <numerusform>Vil du glemme alle %n spil i %1? Variantens point, tider, sejrsrækker og rangliste går tabt, og det kan ikke fortrydes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset Statistics</source>
        <translation>Nulstil statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forget Games</source>
        <translation>&amp;Glem spil</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Every game was forgotten.</source>
        <translation>Alle spil er glemt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games of %1 were forgotten.</source>
        <translation>Spillene i %1 er glemt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forgetting…</source>
        <translation>Glemmer spil…</translation>
    </message>
</context>
<context>
    <name>StatsTransfer</name>
    <message>
        <location filename="../qt/statistics/transfer.py" line="+59"/>
        <source>bakers-dozen-statistics-{date}</source>
        <extracomment>The file Export Statistics… offers to write; {date} is today&apos;s (YYYY-MM-DD).</extracomment>
        <translation>bagerens-dusin-statistik-{date}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics files (*%1)</source>
        <translation>Statistikfiler (*%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+33"/>
        <source>Export Statistics</source>
        <translation>Eksportér statistik</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+44"/>
        <source>Import Statistics</source>
        <translation>Importér statistik</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The statistics could not be exported to {file}: {reason}.</source>
        <translation>Statistikken kunne ikke eksporteres til {file}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Statistics exported: %n game(s), with their moves, to %1.</source>
        <extracomment>%1 is the file written; the moves of each game go with it.</extracomment>
        <translation>
            <numerusform>Statistikken er eksporteret: %n spil med dets træk til %1.</numerusform>
            <numerusform>Statistikken er eksporteret: %n spil med deres træk til %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>it is not a statistics file of Baker&apos;s Dozen</source>
        <translation>den er ikke en statistikfil fra Bagerens dusin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was made by a newer version of the game</source>
        <translation>den er lavet af en nyere version af spillet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be read ({detail})</source>
        <translation>den kan ikke læses ({detail})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged ({detail})</source>
        <translation>den er beskadiget ({detail})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} was not imported: {why}. Your statistics are unchanged.</source>
        <translation>{file} blev ikke importeret: {why}. Din statistik er uændret.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n game(s) added to your statistics.</source>
        <translation>
            <numerusform>%n spil er føjet til din statistik.</numerusform>
            <numerusform>%n spil er føjet til din statistik.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) of the file were there already and were left as they were.</source>
        <translation>
            <numerusform>%n spil fra filen var der allerede og blev ladt, som det var.</numerusform>
            <numerusform>%n spil fra filen var der allerede og blev ladt, som de var.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../qt/dialogs/dialogs.py" line="+228"/>
        <source>No moves left</source>
        <translation>Ingen flere træk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card can move any more.</source>
        <translation>Intet kort kan flyttes længere.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo a few moves, start this deal again, try a new one, or ask the solver where the game was lost.</source>
        <translation>Fortryd et par træk, start udlægget forfra, prøv et nyt spil, eller spørg løseren, hvor det gik galt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This board came with no move to make: try a new deal.</source>
        <extracomment>The No moves left dialog, for a board that came stuck (nothing to undo).</extracomment>
        <translation>Der var intet træk at gøre i denne stilling: prøv et nyt spil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart</source>
        <extracomment>Button: play this deal again from the start.</extracomment>
        <translation>Start forfra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Deal</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where Was It Lost?</source>
        <translation>Hvor gik det galt?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../qt/statistics/pages.py" line="-99"/>
        <source>Games played</source>
        <translation>Spillede spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Vundne spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+27"/>
        <source>Win rate</source>
        <translation>Vinderprocent</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Won with help</source>
        <translation>Vundet med hjælp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records (games won without help)</source>
        <translation>Rekorder (spil vundet uden hjælp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <source>Best score</source>
        <translation>Højeste point</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+25"/>
        <source>Fastest win</source>
        <translation>Hurtigste sejr</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Median winning time</source>
        <translation>Median vindertid</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only games won without Show the Way or Go Back count for records and streaks.</source>
        <translation>Kun spil, der er vundet uden »Vis vejen« eller »Gå tilbage«, tæller med i rekorder og sejrsrækker.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Records and winning streaks count only games won without help. A game in which Show the Way or Go Back was used counts as played and won, never as a record, and it ends a winning streak.</source>
        <translation>Rekorder og sejrsrækker tæller kun spil, der er vundet uden hjælp. Et spil, hvor »Vis vejen« eller »Gå tilbage« er brugt, tæller som spillet og vundet, men aldrig som rekord, og det bryder en sejrsrække.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Variant</source>
        <extracomment>Statistics summary, table of all variants: the column headings (games played, won...).</extracomment>
        <translation>Variant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Spillede</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Vundne</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Current winning streak (longest: %1)</source>
        <translation>Nuværende sejrsrække (længste: %1)</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../qt/table/table_input.py" line="+118"/>
        <location line="+84"/>
        <source>{card} has nowhere to go just now.</source>
        <translation>{card} kan ikke flyttes nogen steder hen lige nu.</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>A replay is on the table: it cannot be played. Esc goes back to your game.</source>
        <translation>En genafspilning er på bordet: den kan ikke spilles. Esc fører tilbage til dit spil.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Only the top card of a column moves.</source>
        <translation>Kun det øverste kort i en kolonne kan flyttes.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../qt/table/table_scene.py" line="+174"/>
        <source>&lt;center&gt;&lt;b&gt;Paused&lt;/b&gt;&lt;br&gt;&lt;small&gt;Click or press P to play on&lt;/small&gt;&lt;/center&gt;</source>
        <translation>&lt;center&gt;&lt;b&gt;Pause&lt;/b&gt;&lt;br&gt;&lt;small&gt;Klik eller tryk på P for at spille videre&lt;/small&gt;&lt;/center&gt;</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../qt/window/view.py" line="-6"/>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrow keys choose a pile. Space or Enter picks up its top card and puts it down. F sends a card to its foundation. {path} lists every key.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Help → Keyboard&quot;.</extracomment>
        <translation>Piletasterne vælger en bunke. Mellemrum eller Enter tager dens øverste kort op og lægger det ned igen. F lægger et kort op på dets grundbunke. {path} viser alle taster.</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Hidden while paused</source>
        <extracomment>What a screen reader calls each pile while the game is paused.</extracomment>
        <translation>Skjult under pausen</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../qt/art/themes.py" line="+65"/>
        <source>Green felt</source>
        <translation>Grøn filt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Dark</source>
        <translation>Mørkt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Blue felt</source>
        <translation>Blå filt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Wine red felt</source>
        <translation>Vinrød filt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Teal felt</source>
        <translation>Petroleumsblå filt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Walnut</source>
        <extracomment>A table of dark brown wood.</extracomment>
        <translation>Valnød</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Slate</source>
        <extracomment>A blue-grey table, like slate stone.</extracomment>
        <translation>Skifer</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>High contrast</source>
        <translation>Høj kontrast</translation>
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
        <translation>Bagerens dusin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thirteen columns, every card face up, kings at the bottom; empty columns stay empty.</source>
        <translation>Tretten kolonner, alle kort åbne, kongerne nederst; tomme kolonner forbliver tomme.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spanish Patience</source>
        <translation>Spanish Patience</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As Baker&apos;s Dozen, but any card may fill an empty column.</source>
        <translation>Som Bagerens dusin, men ethvert kort kan fylde en tom kolonne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Portuguese Solitaire</source>
        <translation>Portuguese Solitaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings stay where they are dealt, and only a king may fill an empty column.</source>
        <translation>Kongerne bliver liggende, hvor de er lagt ud, og kun en konge kan fylde en tom kolonne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Good Measure</source>
        <translation>Good Measure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten columns of five, with two aces on the foundations from the start.</source>
        <translation>Ti kolonner med fem kort og to esser på grundbunkerne fra start.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Castles in Spain</source>
        <translation>Castles in Spain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three rows dealt face down; build in alternating colours; any card may fill an empty column.</source>
        <translation>Tre rækker lagt med bagsiden op; byg i skiftende farver; ethvert kort kan fylde en tom kolonne.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Baker&apos;s Dozen, 1883 edition</source>
        <translation>Bagerens dusin, udgaven fra 1883</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The oldest rules: only the top card of each column is dealt face up.</source>
        <translation>De ældste regler: kun det øverste kort i hver kolonne lægges åbent.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Custom</source>
        <extracomment>The player&apos;s own rules (Game &gt; Variant &gt; Custom…), shown as a variant&apos;s name.</extracomment>
        <translation>Egne regler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thirteen columns of four, with your choice of the other rules.</source>
        <translation>Tretten kolonner med fire kort og resten af reglerne efter dit valg.</translation>
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
        <translation>Kopieret</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy Result</source>
        <extracomment>Button: puts a short text of a daily deal&apos;s result on the clipboard.</extracomment>
        <translation>Kopiér resultat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a short text of this result on the clipboard</source>
        <translation>Læg en kort tekst om resultatet på udklipsholderen</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>You won</source>
        <translation>Du vandt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All the cards are home!</source>
        <translation>Alle kort er lagt op!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{cards} for the cards · {win} for the win · {time} time bonus</source>
        <translation>{cards} for kortene · {win} for sejren · {time} i tidsbonus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score &lt;b&gt;{score}&lt;/b&gt;</source>
        <translation>Point &lt;b&gt;{score}&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time {time} · %n move(s)</source>
        <extracomment>The time played and the number of moves, under the score.</extracomment>
        <translation>
            <numerusform>Tid {time} · ét træk</numerusform>
            <numerusform>Tid {time} · %n træk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>and %n move(s) made for you</source>
        <extracomment>Under &quot;Time 3:20 · 87 moves&quot;: the moves the game made for the player.</extracomment>
        <translation>
            <numerusform>og ét træk foretaget for dig</numerusform>
            <numerusform>og %n træk foretaget for dig</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Practice&lt;/b&gt;: a board you did not deal is not counted in the statistics.</source>
        <translation>&lt;b&gt;Øvelse&lt;/b&gt;: en stilling, du ikke selv har lagt ud, tæller ikke med i statistikken.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Won with help&lt;/b&gt;: the solver showed the way or took you back, so this game sets no record.</source>
        <translation>&lt;b&gt;Vundet med hjælp&lt;/b&gt;: løseren viste vejen eller førte dig tilbage, så spillet sætter ingen rekord.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n tip</numerusform>
            <numerusform>%n tip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n undo(s)</source>
        <translation>
            <numerusform>fortrudt én gang</numerusform>
            <numerusform>fortrudt %n gange</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New best: {place} in your top ten</source>
        <extracomment>{place} is &quot;1st&quot;: the game is the player&apos;s best win.</extracomment>
        <translation>Ny rekord: {place} plads blandt dine ti bedste sejre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{place} place in your top ten</source>
        <extracomment>{place} is &quot;2nd&quot;... &quot;10th&quot;: the game&apos;s place among the player&apos;s ten best wins (not their best: say it as a place).</extracomment>
        <translation>{place} plads blandt dine ti bedste sejre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Deal</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
</context>
<context>
    <name>WinTimeHistogram</name>
    <message>
        <location filename="../qt/statistics/charts.py" line="+11"/>
        <source>Histogram of winning times</source>
        <translation>Histogram over vindertider</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Median winning time: %1</source>
        <translation>Median vindertid: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No wins without help yet: their times appear here.</source>
        <translation>Ingen sejre uden hjælp endnu: deres tider vises her.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games won without help</source>
        <translation>Spil vundet uden hjælp</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Median: %1</source>
        <translation>Median: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Games</source>
        <extracomment>The histogram&apos;s vertical axis: how many games.</extracomment>
        <translation>Spil</translation>
    </message>
    <message numerus="yes">
        <location line="-44"/>
        <source>%n win(s) in %1 to %2</source>
        <translation>
            <numerusform>Én sejr på mellem %1 og %2</numerusform>
            <numerusform>%n sejre på mellem %1 og %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Winning time</source>
        <extracomment>The histogram&apos;s horizontal axis: how long a win took.</extracomment>
        <translation>Vindertid</translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <location filename="../qt/features/winnable_deals.py" line="+191"/>
        <source>Finding a winnable deal…</source>
        <translation>Finder et udlæg, der kan vindes…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No winnable deal found in time: this one may not be winnable.</source>
        <translation>Der blev ikke fundet et udlæg, der kan vindes, i tide: dette kan måske ikke vindes.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Today&apos;s deal can be won.</source>
        <translation>Dagens udlæg kan vindes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Today&apos;s deal cannot be won.</source>
        <translation>Dagens udlæg kan ikke vindes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solver could not decide whether today&apos;s deal can be won.</source>
        <translation>Løseren kunne ikke afgøre, om dagens udlæg kan vindes.</translation>
    </message>
</context>
</TS>
