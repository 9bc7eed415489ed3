<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr" sourcelanguage="en">
<context>
    <name>AbandonGuard</name>
    <message>
        <location filename="../qt/features/abandon.py" line="+51"/>
        <source>Abandon Game</source>
        <translation>Oyunu Bırak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Abandon this game? It counts as a loss.</source>
        <translation>Bu oyun bırakılsın mı? Kayıp sayılır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting another game records this deal as lost. Restart plays it again from the start without a loss.</source>
        <translation>Başka bir oyuna başlamak bu dağıtımı kayıp olarak kaydeder. “Yeniden Başlat” ise onu kayıp sayılmadan baştan oynatır.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t ask again</source>
        <translation>Bir daha sorma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon</source>
        <translation>Bırak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep Playing</source>
        <translation>Oynamaya Devam Et</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../qt/dialogs/about.py" line="+192"/>
        <source>About Qt</source>
        <translation>Qt Hakkında</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location line="-73"/>
        <source>About Baker&apos;s Dozen</source>
        <translation>Baker&apos;s Dozen Hakkında</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Licence…</source>
        <translation>&amp;Lisans…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Third-Party Notices…</source>
        <translation>Üçüncü &amp;Taraf Bildirimleri…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt…</source>
        <translation>&amp;Qt Hakkında…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Baker&apos;s Dozen</source>
        <translation>Baker&apos;s Dozen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version {version}</source>
        <translation>Sürüm {version}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open patience in thirteen columns, with numbered and daily deals, hints, unlimited undo and a solver that says whether a deal can still be won.</source>
        <translation>Bütün kartların açık oynandığı, on üç sütunlu bir solitaire. Numaralı ve günlük dağıtımlar, ipuçları, sınırsız geri alma ve bir dağıtımın hâlâ kazanılıp kazanılamayacağını söyleyen bir çözücü içerir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free software under the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>GNU Genel Kamu Lisansı&apos;nın 3. sürümü ya da (tercihinize göre) daha sonraki herhangi bir sürümü altında dağıtılan özgür yazılımdır. Hiçbir garanti verilmez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Project page: {link}</source>
        <translation>Proje sayfası: {link}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Qt {qt} and PySide6 {pyside} (GNU LGPL version 3).</source>
        <translation>Qt {qt} ve PySide6 {pyside} ile yapılmıştır (GNU LGPL sürüm 3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Licence</source>
        <translation>Lisans</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Third-Party Notices</source>
        <translation>Üçüncü Taraf Bildirimleri</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file {file} is missing from this installation. Read it at {link}.</source>
        <translation>{file} dosyası bu kurulumda yok. Şu adresten okuyabilirsiniz: {link}.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../qt/speech/announcer.py" line="+72"/>
        <source>Paused: the table is hidden and the clock stopped. Press P to play on.</source>
        <translation>Duraklatıldı: masa gizlendi ve saat durdu. Devam etmek için P tuşuna basın.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Playing on.</source>
        <translation>Oyun devam ediyor.</translation>
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
        <translation>&amp;Bitir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is left to decide: play every card left up to the foundations.</source>
        <translation>Karar verilecek bir şey kalmadı: kalan tüm kartları temellere taşı.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Nothing is left to decide: {entry} plays the game out.</source>
        <extracomment>{entry} is the menu entry that plays the rest: &quot;Edit → Auto Finish&quot;.</extracomment>
        <translation>Karar verilecek bir şey kalmadı: {entry} oyunu sonuna kadar oynar.</translation>
    </message>
</context>
<context>
    <name>BoardClient</name>
    <message>
        <location filename="../qt/online/client.py" line="+115"/>
        <source>This copy of the game cannot make secure (https://) connections: it has no TLS support.</source>
        <translation>Oyunun bu kopyası güvenli (https://) bağlantı kuramıyor: TLS desteği yok.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The online board took too long to answer.</source>
        <translation>Çevrimiçi sıralama yanıt vermekte çok gecikti.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The online board&apos;s answer is far too large to be a board.</source>
        <translation>Çevrimiçi sıralamanın yanıtı bir sıralama olamayacak kadar büyük.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The online board&apos;s address redirects in a loop.</source>
        <translation>Çevrimiçi sıralamanın adresi bir döngü içinde yönlendiriyor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The online board&apos;s address redirects to another server: nothing is sent there.</source>
        <translation>Çevrimiçi sıralamanın adresi başka bir sunucuya yönlendiriyor: oraya hiçbir şey gönderilmez.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The online board&apos;s certificate is not trusted, or its secure connection failed: {reason}</source>
        <extracomment>{reason} is Qt&apos;s own words on the certificate or the TLS exchange.</extracomment>
        <translation>Çevrimiçi sıralamanın sertifikasına güvenilmiyor ya da güvenli bağlantısı kurulamadı: {reason}</translation>
    </message>
</context>
<context>
    <name>BoardClipboard</name>
    <message>
        <location filename="../qt/features/board_clipboard.py" line="+52"/>
        <source>Board copied: paste it into bakers-dozen-solve --board -</source>
        <translation>Dizilim kopyalandı: bakers-dozen-solve --board - komutuna yapıştırabilirsiniz</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Paste Board</source>
        <translation>Dizilimi Yapıştır</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The clipboard does not hold a {variant} board.</source>
        <translation>Panoda bir {variant} dizilimi yok.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Playing the pasted board for practice: it is not counted in the statistics.</source>
        <translation>Yapıştırılan dizilim alıştırma olarak oynanıyor: istatistiklere sayılmaz.</translation>
    </message>
</context>
<context>
    <name>BoardSender</name>
    <message>
        <location filename="../qt/online/sender.py" line="+173"/>
        <source>The online board takes results only from players who know its join code: give it in {path}. Your daily result is kept until then.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Game → Online Daily Board…&quot;.</extracomment>
        <translation>Çevrimiçi sıralama yalnızca katılım kodunu bilen oyunculardan sonuç alıyor: kodu {path} içinde girin. Günlük sonucunuz o zamana kadar saklanır.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot reach the online board ({reason}): your daily result is kept and will be sent later.</source>
        <extracomment>{reason} says why: no network, the board busy, an answer too large...</extracomment>
        <translation>Çevrimiçi sıralamaya ulaşılamıyor ({reason}): günlük sonucunuz saklandı ve daha sonra gönderilecek.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The online board refused your daily result: {reason}</source>
        <extracomment>{reason} is the online board&apos;s own reason, as it wrote it (in English).</extracomment>
        <translation>Çevrimiçi sıralama günlük sonucunuzu reddetti: {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The online board already has your first game of this daily deal: only the first counts.</source>
        <translation>Çevrimiçi sıralamada bu günlük dağıtımdaki ilk oyununuz zaten var: yalnızca ilki sayılır.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your daily result is on the online board: place {rank}.</source>
        <extracomment>After a daily deal won without help: its place on the online board.</extracomment>
        <translation>Günlük sonucunuz çevrimiçi sıralamada: {rank}. sıra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your daily result is on the online board.</source>
        <translation>Günlük sonucunuz çevrimiçi sıralamada.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The daily results waiting for the online board cannot be kept on disk ({reason}): they are sent while the game stays open.</source>
        <extracomment>The file online-board.json in the data folder could not be written.</extracomment>
        <translation>Çevrimiçi sıralamaya gönderilmeyi bekleyen günlük sonuçlar diske kaydedilemiyor ({reason}): oyun açık kaldığı sürece gönderilirler.</translation>
    </message>
</context>
<context>
    <name>BoardText</name>
    <message>
        <location filename="../qt/words/reason_words.py" line="+36"/>
        <source>The text is far too long to be a board.</source>
        <translation>Metin, bir dizilim olamayacak kadar uzun.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: the “Foundations:” line must come before the columns.</source>
        <extracomment>&quot;Foundations:&quot; is a word of the board text format: keep it in English.</extracomment>
        <translation>{line}. satır: “Foundations:” satırı sütunlardan önce gelmeli.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: this game has no free cells.</source>
        <extracomment>&quot;Freecells:&quot; is a word of the board text format (FreeCell&apos;s): this game has none.</extracomment>
        <translation>{line}. satır: bu oyunda serbest hücre yok.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: a face-down card is written as (??), so the board cannot be rebuilt.</source>
        <extracomment>(??) is how a copied board writes a face-down card, which keeps it secret.</extracomment>
        <translation>{line}. satır: kapalı bir kart (??) olarak yazılmış; dizilim yeniden kurulamaz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: {word} is not a card.</source>
        <extracomment>{word} is the word of the pasted text, in quotes: &apos;XX&apos;.</extracomment>
        <translation>{line}. satır: {word} bir kart değil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line {line}: {card} is there twice (also on line {other}).</source>
        <translation>{line}. satır: {card} iki kez geçiyor ({other}. satırda da var).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: face-down cards must lie under the face-up ones.</source>
        <translation>{line}. satır: kapalı kartlar açık kartların altında olmalı.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: the top card of a column must be face up.</source>
        <translation>{line}. satır: bir sütunun en üstteki kartı açık olmalı.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line {line}: too many columns: this game has {columns}, the text {count}.</source>
        <extracomment>The game has {columns} columns, the pasted text {count}: one line per column.</extracomment>
        <translation>{line}. satır: sütun sayısı fazla: bu oyunda {columns}, metinde {count} sütun var.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: {card} is in a column, but the “Foundations:” line (line {other}) puts it on its foundation.</source>
        <translation>{line}. satır: {card} bir sütunda, ama “Foundations:” satırı ({other}. satır) onu temeline koyuyor.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The board holds %n card(s), not 52. Missing: {cards}.</source>
        <extracomment>A deck has 52 cards; {cards} lists the missing ones: &quot;7♣ Q♥&quot;.</extracomment>
        <translation>
            <numerusform>Dizilimde 52 değil, %n kart var. Eksik: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The board holds %n card(s), not 52.</source>
        <translation>
            <numerusform>Dizilimde 52 değil, %n kart var.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Line {line}: {word} is not a foundation (write it like H-5, C-0 or S-K).</source>
        <extracomment>{word} is the word of the pasted text, in quotes. H-5: hearts up to the 5.</extracomment>
        <translation>{line}. satır: {word} bir temel değil (H-5, C-0 ya da S-K gibi yazın).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line {line}: the {suit} foundation is given twice.</source>
        <extracomment>{suit} is a suit&apos;s sign: ♣ ♦ ♥ ♠.</extracomment>
        <translation>{line}. satır: {suit} temeli iki kez verilmiş.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../qt/speech/spoken_names.py" line="+20"/>
        <source>ace of clubs</source>
        <translation>sinek ası</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of diamonds</source>
        <translation>karo ası</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of hearts</source>
        <translation>kupa ası</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace of spades</source>
        <translation>maça ası</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of clubs</source>
        <translation>sinek ikilisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of diamonds</source>
        <translation>karo ikilisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of hearts</source>
        <translation>kupa ikilisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two of spades</source>
        <translation>maça ikilisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of clubs</source>
        <translation>sinek üçlüsü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of diamonds</source>
        <translation>karo üçlüsü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of hearts</source>
        <translation>kupa üçlüsü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three of spades</source>
        <translation>maça üçlüsü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of clubs</source>
        <translation>sinek dörtlüsü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of diamonds</source>
        <translation>karo dörtlüsü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of hearts</source>
        <translation>kupa dörtlüsü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four of spades</source>
        <translation>maça dörtlüsü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of clubs</source>
        <translation>sinek beşlisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of diamonds</source>
        <translation>karo beşlisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of hearts</source>
        <translation>kupa beşlisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five of spades</source>
        <translation>maça beşlisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of clubs</source>
        <translation>sinek altılısı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of diamonds</source>
        <translation>karo altılısı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of hearts</source>
        <translation>kupa altılısı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six of spades</source>
        <translation>maça altılısı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of clubs</source>
        <translation>sinek yedilisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of diamonds</source>
        <translation>karo yedilisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of hearts</source>
        <translation>kupa yedilisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven of spades</source>
        <translation>maça yedilisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of clubs</source>
        <translation>sinek sekizlisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of diamonds</source>
        <translation>karo sekizlisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of hearts</source>
        <translation>kupa sekizlisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight of spades</source>
        <translation>maça sekizlisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of clubs</source>
        <translation>sinek dokuzlusu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of diamonds</source>
        <translation>karo dokuzlusu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of hearts</source>
        <translation>kupa dokuzlusu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine of spades</source>
        <translation>maça dokuzlusu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of clubs</source>
        <translation>sinek onlusu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of diamonds</source>
        <translation>karo onlusu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of hearts</source>
        <translation>kupa onlusu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten of spades</source>
        <translation>maça onlusu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of clubs</source>
        <translation>sinek valesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of diamonds</source>
        <translation>karo valesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of hearts</source>
        <translation>kupa valesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack of spades</source>
        <translation>maça valesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of clubs</source>
        <translation>sinek kızı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of diamonds</source>
        <translation>karo kızı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of hearts</source>
        <translation>kupa kızı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen of spades</source>
        <translation>maça kızı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of clubs</source>
        <translation>sinek papazı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of diamonds</source>
        <translation>karo papazı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of hearts</source>
        <translation>kupa papazı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king of spades</source>
        <translation>maça papazı</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>face-down card</source>
        <translation>kapalı kart</translation>
    </message>
</context>
<context>
    <name>ChartsPage</name>
    <message>
        <location filename="../qt/statistics/pages.py" line="+163"/>
        <source>Last games</source>
        <translation>Son oyunlar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winning times</source>
        <translation>Kazanma süreleri</translation>
    </message>
</context>
<context>
    <name>CustomRulesDialog</name>
    <message>
        <location filename="../qt/dialogs/custom_dialog.py" line="+66"/>
        <source>Custom Rules</source>
        <translation>Özel Kurallar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealt &amp;face down:</source>
        <translation>&amp;Yüzü kapalı dağıtılan:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{rows} of 4 rows</source>
        <extracomment>A number box: {rows} is the number the player sets (0 to 3), the rest is written around it. Keep {rows} once; the words may go before or after it.</extracomment>
        <translation>{rows} / 4 sıra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move &amp;kings to the bottom of their columns</source>
        <translation>Papazları sütunlarının &amp;dibine taşı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Build down in:</source>
        <translation>&amp;Sütunlarda dizme:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any suit (any 7 on any 8)</source>
        <translation>Tür fark etmez (her 7, her 8&apos;in üzerine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours (red on black)</source>
        <translation>Renk değiştirerek (siyahın üzerine kırmızı)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Aynı türden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An &amp;empty column takes:</source>
        <translation>&amp;Boş sütuna konabilen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing (it stays empty)</source>
        <translation>Hiçbir kart (boş kalır)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A king only</source>
        <translation>Yalnızca papaz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Any card</source>
        <translation>Herhangi bir kart</translation>
    </message>
</context>
<context>
    <name>DailyCalendar</name>
    <message>
        <location filename="../qt/statistics/calendar.py" line="+30"/>
        <source>Calendar of daily deals</source>
        <translation>Günlük dağıtımlar takvimi</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No daily deal played in these weeks.</source>
        <extracomment>The calendar of daily deals, for a screen reader, when it has no results.</extracomment>
        <translation>Bu haftalarda günlük dağıtım oynanmadı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won: %1.</source>
        <extracomment>The calendar of daily deals, for a screen reader: %1 is the dates.</extracomment>
        <translation>Kazanıldı: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with help: %1.</source>
        <translation>Yardımla kazanıldı: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played, not won: %1.</source>
        <translation>Oynandı, kazanılmadı: %1.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Won</source>
        <extracomment>The calendar&apos;s legend: daily deal won, won with the solver&apos;s help, played but not won.</extracomment>
        <translation>Kazanıldı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With help</source>
        <translation>Yardımla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Oynandı</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1: daily deal won</source>
        <translation>%1: günlük dağıtım kazanıldı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: daily deal won with help</source>
        <translation>%1: günlük dağıtım yardımla kazanıldı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: daily deal played, not won</source>
        <translation>%1: günlük dağıtım oynandı, kazanılmadı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: daily deal not played</source>
        <translation>%1: günlük dağıtım oynanmadı</translation>
    </message>
</context>
<context>
    <name>DailyPage</name>
    <message>
        <location filename="../qt/statistics/boards.py" line="+275"/>
        <source>Days in a row played</source>
        <translation>Art arda oynanan gün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest run played</source>
        <translation>En uzun oynama serisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days in a row won</source>
        <translation>Art arda kazanılan gün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest run won</source>
        <translation>En uzun kazanma serisi</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Daily deals of every variant count. A day counts as won when its daily deal was won without help. A run is still going while today&apos;s deal has not been played yet.</source>
        <translation>Bütün varyantların günlük dağıtımları sayılır. Bir gün, o günün dağıtımı yardım almadan kazanıldıysa kazanılmış sayılır. Bugünün dağıtımı henüz oynanmadıysa seri bozulmaz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Daily deal</source>
        <translation>Günlük dağıtım</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Top ten wins on the daily deal &amp;of:</source>
        <translation>Günlük dağıtımda &amp;en iyi on galibiyet:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No daily deal played yet ({path}).</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Game → Daily Deal&quot;.</extracomment>
        <translation>Henüz günlük dağıtım oynanmadı ({path}).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Daily deals</source>
        <translation>Günlük dağıtımlar</translation>
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
        <translation>Günlük dağıtımda en iyi on galibiyet: %1</translation>
    </message>
</context>
<context>
    <name>DealByNumber</name>
    <message>
        <location filename="../qt/features/new_games.py" line="+155"/>
        <source>Deal by Number</source>
        <translation>Numaralı Dağıtım</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number (1 to {last}):</source>
        <translation>Dağıtım numarası (1 ile {last} arası):</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <location filename="../qt/art/card_art.py" line="+56"/>
        <source>Classic</source>
        <translation>Klasik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four Colours</source>
        <extracomment>A deck whose four suits have four colours (clubs green, diamonds blue).</extracomment>
        <translation>Dört Renk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic, Large Indices</source>
        <extracomment>The classic deck with large rank and suit signs in the corners.</extracomment>
        <translation>Klasik, Büyük İşaretler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four Colours, Large Indices</source>
        <translation>Dört Renk, Büyük İşaretler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue</source>
        <extracomment>The colour of the cards&apos; backs.</extracomment>
        <translation>Mavi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Kırmızı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green Check</source>
        <translation>Yeşil kareli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple Rings</source>
        <translation>Mor halkalı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charcoal and Gold</source>
        <extracomment>A dark grey back with thin gold lines.</extracomment>
        <translation>Kömür ve altın</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amber Sunburst</source>
        <extracomment>An orange-brown back with rays from the middle.</extracomment>
        <translation>Kehribar güneş</translation>
    </message>
</context>
<context>
    <name>ErrorLog</name>
    <message>
        <location filename="../qt/files/error_log.py" line="+69"/>
        <source>Something went wrong inside the game: the details are in {file}.</source>
        <extracomment>{file} is the log file&apos;s full path in the data folder.</extracomment>
        <translation>Oyunun içinde bir şeyler ters gitti: ayrıntılar {file} dosyasında.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something went wrong inside the game.</source>
        <translation>Oyunun içinde bir şeyler ters gitti.</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../qt/features/game_end.py" line="+133"/>
        <source>You won!</source>
        <translation>Kazandınız!</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No moves left.</source>
        <translation>Hamle kalmadı.</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../qt/play/session.py" line="+153"/>
        <source>Back to the deal. The clock keeps running: time counts on the deal, restarts included.</source>
        <translation>Dağıtımın başına dönüldü. Saat işlemeye devam ediyor: süre, yeniden başlatmalar dahil dağıtımın tamamı için sayılır.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No card can safely go to the foundations now.</source>
        <translation>Şu anda hiçbir kart güvenle temele gidemez.</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Restart</source>
        <extracomment>Undo history: the step &quot;restart the deal&quot;; may be shown after &quot;Undo&quot; (see context Menus).</extracomment>
        <translation>Yeniden Başlat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auto Finish</source>
        <extracomment>Undo history: the step &quot;Auto Finish&quot;; may be shown after &quot;Undo&quot;.</extracomment>
        <translation>Otomatik Bitir</translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message>
        <location filename="../qt/window/status.py" line="-91"/>
        <source>Game status</source>
        <extracomment>What a screen reader calls the status bar (score, time, moves, deal, messages).</extracomment>
        <translation>Oyun durumu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time on this deal, restarts included: the clock starts with the first move and stops while the game is paused or the window minimised.</source>
        <translation>Bu dağıtımda geçen süre, yeniden başlatmalar dahil: saat ilk hamleyle başlar; oyun duraklatıldığında ya da pencere simge durumuna küçültüldüğünde durur.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score {score}</source>
        <translation>Puan {score}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time {time}</source>
        <translation>Süre {time}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves {moves}</source>
        <translation>Hamle {moves}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves {moves} · par {par}</source>
        <extracomment>The player&apos;s moves, then the daily deal&apos;s par: the fewest moves of a win the solver found for it.</extracomment>
        <translation>Hamle {moves} · par {par}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own moves on this deal, restarts included.</source>
        <translation>Bu dağıtımdaki kendi hamleleriniz, yeniden başlatmalar dahil.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your own moves on this deal, restarts included. Besides them, %n move(s) made for you (safe cards sent up, Auto Finish, Show the Way).</source>
        <translation>
            <numerusform>Bu dağıtımdaki kendi hamleleriniz, yeniden başlatmalar dahil. Bunlara ek olarak sizin için %n hamle yapıldı (güvenli kartlar temele kondu, Otomatik Bitir, Yolu Göster).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Par: the fewest moves of a win the solver found for today&apos;s deal, with safe cards sent up by the game (a best-known figure, not a proven least).</source>
        <translation>Par: çözücünün bugünün dağıtımı için bulduğu en az hamleli kazanç; güvenli kartları oyun temele koyar (bilinen en iyi sayı, kanıtlanmış en az sayı değil).</translation>
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
        <translation>Zorluk {level}/5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How hard the solver found this deal, from 1 (easiest) to 5 (hardest): the atlas of Baker&apos;s Dozen deals 1 to 32,000.</source>
        <translation>Çözücünün bu dağıtımı ne kadar zor bulduğu, 1&apos;den (en kolay) 5&apos;e (en zor): Baker&apos;s Dozen&apos;ın 1&apos;den 32.000&apos;e kadar dağıtımlarının atlası.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Not counted in the statistics</source>
        <extracomment>On the table, under &quot;Practice&quot;: a pasted board is not counted.</extracomment>
        <translation>İstatistiklere sayılmaz</translation>
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
        <translation>Günlük Dağıtım {date}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice</source>
        <extracomment>A position the player did not deal (a pasted board), in the title and the status bar: played for practice, never counted in the statistics.</extracomment>
        <translation>Alıştırma</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal {number}</source>
        <extracomment>A deal, by its number (the same number always deals the same cards).</extracomment>
        <translation>Dağıtım {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practice: a board you did not deal (pasted) is never counted in the statistics: no record, no top ten, no streak.</source>
        <translation>Alıştırma: sizin dağıtmadığınız (yapıştırılmış) bir dizilim istatistiklere hiç sayılmaz: rekor yok, ilk on yok, seri yok.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <location filename="../qt/statistics/boards.py" line="-331"/>
        <source>Place</source>
        <extracomment>Statistics, leaderboard: the column headings (place in the top ten, variant, score, time, moves, date, deal number, help used).</extracomment>
        <translation>Sıra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Varyant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Süre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Hamle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal</source>
        <translation>Dağıtım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Yardım</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>With help</source>
        <extracomment>Leaderboard, column Help: won with the solver&apos;s help (Show the Way or Go Back).</extracomment>
        <translation>Yardımla</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n ipucu</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Daily, %1</source>
        <translation>Günlük, %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Won with Show the Way or Go Back: listed, never ranked.</source>
        <translation>“Yolu Göster” ya da “Geri Dön” ile kazanıldı: listelenir, sıralamaya girmez.</translation>
    </message>
</context>
<context>
    <name>HelpGuard</name>
    <message>
        <location filename="../qt/features/help_guard.py" line="+70"/>
        <source>Help</source>
        <extracomment>The title of the question asked before the solver&apos;s help.</extracomment>
        <translation>Yardım</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the solver play the way out?</source>
        <translation>Çözücü yolu göstersin mi?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the Way</source>
        <extracomment>Button: the solver plays its winning line (as in the Solve dialog).</extracomment>
        <translation>Yolu Göster</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go back to where the game could still be won?</source>
        <translation>Oyunun hâlâ kazanılabildiği yere geri dönülsün mü?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go Back</source>
        <extracomment>Button: go back to the last position from which the game could be won.</extracomment>
        <translation>Geri Dön</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is then won with help: it counts as won, but it sets no record (best score, fastest win, streak).</source>
        <translation>Bu oyun o zaman yardımla kazanılmış olur: kazanılmış sayılır, ama rekor sayılmaz (en yüksek puan, en hızlı galibiyet, seri).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Don&apos;t ask again</source>
        <translation>Bir daha sorma</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../qt/features/hints.py" line="+82"/>
        <source>Thinking…</source>
        <translation>Düşünüyor…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No hint: no card can move any more. The game is over.</source>
        <translation>İpucu yok: artık hiçbir kart hareket edemez. Oyun bitti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hint: this deal cannot be won from the start.</source>
        <translation>İpucu yok: bu dağıtım baştan kazanılamaz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No hint: this game cannot be won any more. Undo, or ask Where Was It Lost?</source>
        <translation>İpucu yok: bu oyun artık kazanılamaz. Geri alın ya da “Nerede Kaybedildi?” diye sorun.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No useful move found.</source>
        <translation>İşe yarar bir hamle bulunamadı.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Hint</source>
        <translation>İpucu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won from the start.</source>
        <translation>Bu dağıtım baştan kazanılamaz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No move lost it: no way through exists, whatever is played.</source>
        <translation>Onu hiçbir hamle kaybettirmedi: ne oynanırsa oynansın kazanmanın yolu yok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game cannot be won any more.</source>
        <translation>Bu oyun artık kazanılamaz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move leads to a win from here. Undo, or find the move that lost it.</source>
        <translation>Buradan hiçbir hamle kazanmaya götürmüyor. Geri alın ya da oyunu kaybettiren hamleyi bulun.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Where Was It Lost?</source>
        <extracomment>Button of the Hint message: the same as Edit &gt; Where Was It Lost?.</extracomment>
        <translation>Nerede Kaybedildi?</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <location filename="../qt/statistics/history_model.py" line="+147"/>
        <source>Finished</source>
        <extracomment>Statistics, History: the column headings (when the game ended, its variant, its deal, won or lost, the player&apos;s moves, its time, its score).</extracomment>
        <translation>Bitiş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Varyant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal</source>
        <translation>Dağıtım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Hamle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Süre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No moves were kept for this game: it cannot be replayed.</source>
        <translation>Bu oyunun hamleleri saklanmadı: tekrar oynatılamaz.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Daily, %1</source>
        <extracomment>Statistics, History, column Deal: a daily deal, by its date.</extracomment>
        <translation>Günlük, %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Lost</source>
        <extracomment>Statistics, History, column Result: a game not won (given up or stuck).</extracomment>
        <translation>Kaybedildi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with help</source>
        <translation>Yardımla kazanıldı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Kazanıldı</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../qt/statistics/history_page.py" line="+82"/>
        <source>Every game, newest first</source>
        <translation>Tüm oyunlar, en yenisi önce</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All results</source>
        <extracomment>Statistics, History: which games to list, by result.</extracomment>
        <translation>Tüm sonuçlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Kazanılan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Kaybedilen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All deals</source>
        <extracomment>Statistics, History: which games to list, by deal: daily deals or the others.</extracomment>
        <translation>Tüm dağıtımlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daily deals</source>
        <translation>Günlük dağıtımlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbered deals</source>
        <translation>Numaralı dağıtımlar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Res&amp;ult:</source>
        <translation>So&amp;nuç:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>De&amp;als:</source>
        <translation>Dağıtım &amp;türü:</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Game history</source>
        <translation>Oyun geçmişi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;play</source>
        <extracomment>Statistics, History: watch the chosen game move by move on the table.</extracomment>
        <translation>&amp;İzle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play This Deal A&amp;gain</source>
        <extracomment>Statistics, History: a new game of the chosen game&apos;s variant and deal.</extracomment>
        <translation>Bu Dağıtımı Yeniden &amp;Oyna</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Loading…</source>
        <translation>Yükleniyor…</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n game(s)</source>
        <extracomment>Statistics, History: how many games the list holds under its filters.</extracomment>
        <translation>
            <numerusform>%n oyun</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No moves were kept for this game (an earlier version played it): it cannot be replayed.</source>
        <translation>Bu oyunun hamleleri saklanmadı (önceki bir sürümle oynandı): tekrar oynatılamaz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play This Deal Again deals a daily deal&apos;s cards as a numbered deal: practice for that day, counted as the numbered deal, not as its daily deal.</source>
        <translation>Bu Dağıtımı Yeniden Oyna, günlük dağıtımın kartlarını numaralı bir dağıtım olarak dağıtır: o gün için alıştırmadır, günlük dağıtım olarak değil, numaralı dağıtım olarak sayılır.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>This game&apos;s moves are damaged in the statistics file: it cannot be replayed.</source>
        <translation>Bu oyunun hamleleri istatistik dosyasında bozuk: tekrar oynatılamaz.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Daily Deal {date}</source>
        <translation>Günlük Dağıtım {date}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal {number}</source>
        <translation>Dağıtım {number}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your game of {when}: {variant}, {deal}, {result}</source>
        <extracomment>Above a replay from the history: &quot;Your game of 30/11/2026 14:02: Baker&apos;s Dozen, Deal 617, Lost&quot;.</extracomment>
        <translation>{when} tarihli oyununuz: {variant}, {deal}, {result}</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../qt/dialogs/how_to_play.py" line="+346"/>
        <source>How to Play</source>
        <translation>Nasıl Oynanır</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules of {variant}</source>
        <extracomment>What a screen reader calls the text of How to Play: &quot;Rules of Good Measure&quot;.</extracomment>
        <translation>{variant} kuralları</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <location filename="../qt/table/keyboard.py" line="+112"/>
        <source>The game is paused: press P to play on.</source>
        <translation>Oyun duraklatıldı: devam etmek için P tuşuna basın.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The foundations are the top row: the columns are below.</source>
        <translation>Temeller üst sıradadır: sütunlar aşağıdadır.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The columns are the bottom row: the foundations are above.</source>
        <translation>Sütunlar alt sıradadır: temeller yukarıdadır.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cards on the foundations stay there.</source>
        <translation>Temellerdeki kartlar orada kalır.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{card} has nowhere to go: no column can take it.</source>
        <translation>{card} kartının gidebileceği yer yok: hiçbir sütun onu alamaz.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>{card} picked up: %n place(s) to go.</source>
        <translation>
            <numerusform>{card} alındı: gidebileceği %n yer var.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put back.</source>
        <translation>Yerine kondu.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a column first: F sends its top card up.</source>
        <translation>Önce bir sütun seçin: F, o sütunun en üstteki kartını temele gönderir.</translation>
    </message>
</context>
<context>
    <name>KeysHelp</name>
    <message>
        <location filename="../qt/dialogs/keys_help.py" line="+35"/>
        <source>Left, Right, Tab, Shift+Tab</source>
        <translation>Sol, Sağ, Tab, Shift+Tab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the focus to the previous or next pile: columns, then foundations</source>
        <translation>Odağı önceki ya da sonraki yığına taşır: önce sütunlar, sonra temeller</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Up, Down</source>
        <translation>Yukarı, Aşağı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move between the row of columns and the foundations</source>
        <translation>Sütun sırası ile temeller arasında geçer</translation>
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
        <translation>İlk ya da son sütuna gider</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Space, Enter</source>
        <translation>Boşluk, Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick up the top card of the focused column; with a card picked up, put it on the focused pile (the focus then stops only where the card may go)</source>
        <translation>Odaktaki sütunun en üstteki kartını alır; elinizde bir kart varken onu odaktaki yığına koyar (odak o sırada yalnızca kartın gidebileceği yerlerde durur)</translation>
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
        <translation>Alınan kartı yerine geri koyar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F, keypad +</source>
        <translation>F, sayı tuş takımında +</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the picked-up card, or else the focused column&apos;s top card, to its foundation</source>
        <translation>Alınan kartı, kart alınmamışsa odaktaki sütunun en üstteki kartını temeline gönderir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1–9, 0, -, =, Backspace</source>
        <translation>1–9, 0, -, =, Backspace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns 1 to 13 (the number row, on any keyboard layout): pick up that column&apos;s top card; with a card picked up, put it there. 4 then 9 moves a card from column 4 to column 9; 4 then F sends it to its foundation</source>
        <translation>1&apos;den 13&apos;e kadar sütunlar (rakam sırası, her klavye düzeninde): o sütunun en üstteki kartını alır; elinizde bir kart varken onu oraya koyar. 4 ve ardından 9, bir kartı 4. sütundan 9. sütuna taşır; 4 ve ardından F, kartı temeline gönderir</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Left, Right</source>
        <translation>Sol, Sağ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: one move back or on</source>
        <translation>Tekrarda: bir hamle geri veya ileri</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Page Up, Page Down</source>
        <translation>Page Up, Page Down</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: ten moves back or on</source>
        <translation>Tekrarda: on hamle geri veya ileri</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a replay: to the deal or to the last move</source>
        <translation>Tekrarda: dağıtıma veya son hamleye</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: play or pause it</source>
        <translation>Tekrarda: oynat veya duraklat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+, -</source>
        <translation>+, -</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a replay: faster or slower</source>
        <translation>Tekrarda: daha hızlı veya daha yavaş</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In a replay: back to your game</source>
        <translation>Tekrarda: oyununuza dönün</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Keys</source>
        <extracomment>Help &gt; Keyboard: the headings of the list&apos;s two columns (the keys, what they do).</extracomment>
        <translation>Tuşlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What they do</source>
        <translation>İşlevi</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+40"/>
        <source>Keyboard</source>
        <translation>Klavye</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The whole game can be played from the keyboard. A frame shows the pile the keys act on; a screen reader names it and tells each move.</source>
        <translation>Oyunun tamamı klavyeyle oynanabilir. Bir çerçeve, tuşların üzerinde çalıştığı yığını gösterir; ekran okuyucu bu yığının adını söyler ve her hamleyi bildirir.</translation>
    </message>
</context>
<context>
    <name>LeaderboardPage</name>
    <message>
        <location filename="../qt/statistics/boards.py" line="+29"/>
        <source>No wins yet.</source>
        <translation>Henüz kazanılan oyun yok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A top ten is of wins. Wins without help are ranked by score, then by time. Wins with help are listed below them, dimmed, and never ranked.</source>
        <translation>İlk on yalnızca kazanılan oyunlardan oluşur. Yardımsız kazanılanlar önce puana, sonra süreye göre sıralanır. Yardımla kazanılanlar soluk renkte altlarında listelenir ve hiçbir zaman sıralamaya girmez.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deal number</source>
        <translation>Dağıtım numarası</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look &amp;Up</source>
        <translation>&amp;Bul</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your best on deal &amp;number:</source>
        <translation>En iyi sonucunuz, dağıtım &amp;numarası:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Best result per deal</source>
        <translation>Dağıtım başına en iyi sonuç</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Loading…</source>
        <translation>Yükleniyor…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Top ten wins of all variants</source>
        <translation>Bütün varyantlarda en iyi on galibiyet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Top ten wins of %1</source>
        <extracomment>%1 is a variant: &quot;Top ten wins of Good Measure&quot;.</extracomment>
        <translation>En iyi on galibiyet: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You have not finished deal %1 in any variant yet.</source>
        <translation>%1 numaralı dağıtımı henüz hiçbir varyantta bitirmediniz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have not finished deal %1 in %2 yet.</source>
        <translation>%1 numaralı dağıtımı %2 varyantında henüz bitirmediniz.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Your best on deal %1 in %2: won with help, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>%2 varyantında %1 numaralı dağıtımdaki en iyi sonucunuz: yardımla kazanıldı, %4 sürede %3 puan, %n hamle; tarih: %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Your best on deal %1 in %2: won, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>%2 varyantında %1 numaralı dağıtımdaki en iyi sonucunuz: kazanıldı, %4 sürede %3 puan, %n hamle; tarih: %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Your best on deal %1 in %2: not won, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>%2 varyantında %1 numaralı dağıtımdaki en iyi sonucunuz: kazanılmadı, %4 sürede %3 puan, %n hamle; tarih: %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveVerdict</name>
    <message>
        <location filename="../qt/features/live_status.py" line="+54"/>
        <source>{card} to the foundation</source>
        <extracomment>A move in few words, in the status bar: &quot;since move 14: 8♠ to the foundation&quot;.</extracomment>
        <translation>{card} temele</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} to empty column {column}</source>
        <translation>{card} boş {column}. sütuna</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} to {under}</source>
        <extracomment>A move in few words, in the status bar: &quot;since move 14: 8♠ to 9♣&quot;.</extracomment>
        <translation>{card}, {under} üzerine</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>After each move the solver checks whether this game can still be won (View &gt; Show Whether the Game Can Be Won).</source>
        <translation>Çözücü her hamleden sonra bu oyunun hâlâ kazanılıp kazanılamayacağını denetler (Görünüm &gt; Oyunun Kazanılıp Kazanılamayacağını Göster).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Checking…</source>
        <extracomment>The solver is deciding whether the game can still be won.</extracomment>
        <translation>Denetleniyor…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not judged while cards lie face down</source>
        <translation>Yüzü kapalı kart varken değerlendirilmez</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can be won</source>
        <extracomment>The status bar&apos;s verdict: this game can still be won.</extracomment>
        <translation>Kazanılabilir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot be won</source>
        <translation>Kazanılamaz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solver could not decide</source>
        <translation>Çözücü bir sonuca varamadı</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+17"/>
        <source>Cannot be won any more</source>
        <translation>Artık kazanılamaz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot be won any more (since move {number}: {move})</source>
        <extracomment>{number} counts the moves of this game; {move} is &quot;8♠ to 9♣&quot;.</extracomment>
        <translation>Artık kazanılamaz ({number}. hamleden beri: {move})</translation>
    </message>
</context>
<context>
    <name>LossReview</name>
    <message>
        <location filename="../qt/features/loss_review.py" line="+68"/>
        <source>Not available while cards lie face down.</source>
        <translation>Yüzü kapalı kart varken kullanılamaz.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No moves yet: nothing to look back on.</source>
        <translation>Henüz hamle yok: geriye dönüp bakılacak bir şey yok.</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Looking for the move that lost the game…</source>
        <translation>Oyunu kaybettiren hamle aranıyor…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This deal cannot be won from the start: no move lost it.</source>
        <translation>Bu dağıtım baştan kazanılamaz: onu hiçbir hamle kaybettirmedi.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No losing move found: the game may still be winnable, or the search gave up.</source>
        <translation>Kaybettiren hamle bulunamadı: oyun hâlâ kazanılabilir olabilir ya da arama yarıda kaldı.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Still winnable before move {number}: {move}.</source>
        <extracomment>{move} is a move as the rest of a sentence: &quot;move 7♣ to 8♥&quot;.</extracomment>
        <translation>Oyun {number}. hamleden önce hâlâ kazanılabilirdi; o hamlede {move}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Where Was It Lost?</source>
        <translation>Nerede Kaybedildi?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;The game could still be won before move {number}.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Oyun {number}. hamleden önce hâlâ kazanılabilirdi.&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move {number} was: {move}. Go back there?</source>
        <translation>{number}. hamlede {move}. O hamlenin öncesine dönülsün mü?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Coming back to this position, with Go Back or with Undo or Restart, makes this game won with help: it sets no record.</source>
        <translation>Bu konuma “Geri Dön” ile ya da “Geri Al” veya “Yeniden Başlat” ile dönerseniz oyun yardımla kazanılmış olur: rekor sayılmaz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Go Back</source>
        <extracomment>Button: go back to the last position from which the game could still be won.</extracomment>
        <translation>Geri Dön</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Back at move {number}: this position can still be won.</source>
        <translation>{number}. hamlenin öncesine dönüldü: bu konumdan oyun hâlâ kazanılabilir.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../qt/window/window.py" line="+246"/>
        <location line="+21"/>
        <source>Statistics are off for this window.</source>
        <translation>Bu pencerede istatistikler kapalı.</translation>
    </message>
    <message>
        <location filename="../app.py" line="+147"/>
        <source>Welcome back: your last game is as you left it. The clock waits for you.</source>
        <translation>Tekrar hoş geldiniz: son oyununuz bıraktığınız gibi duruyor. Saat sizi bekliyor.</translation>
    </message>
    <message>
        <location filename="../qt/window/command_line_deal.py" line="+42"/>
        <source>Your game goes on; the deal asked for was not started.</source>
        <translation>Oyununuz sürüyor; istenen dağıtım başlatılmadı.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your unfinished game was counted as lost.</source>
        <translation>Bitmemiş oyununuz kayıp sayıldı.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your unfinished game of deal {deal} was counted as lost.</source>
        <translation>{deal} numaralı dağıtımdaki bitmemiş oyununuz kayıp sayıldı.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <location filename="../qt/online/board_view.py" line="+154"/>
        <location filename="../qt/statistics/boards.py" line="+62"/>
        <location filename="../qt/window/menu_actions.py" line="+127"/>
        <source>&amp;Game</source>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+2"/>
        <source>&amp;New Deal</source>
        <translation>&amp;Yeni Oyun</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Restart</source>
        <translation>Yeniden &amp;Başlat</translation>
    </message>
    <message>
        <location filename="../qt/statistics/boards.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+9"/>
        <source>&amp;Daily Deal</source>
        <extracomment>Today&apos;s deal, the same for every player (Game menu).</extracomment>
        <translation>&amp;Günlük Dağıtım</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+6"/>
        <source>Deal by N&amp;umber…</source>
        <translation>&amp;Numaralı Dağıtım…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Pause</source>
        <translation>&amp;Duraklat</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Variant</source>
        <translation>&amp;Varyant</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Custom…</source>
        <translation>Ö&amp;zel…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>As&amp;k Before Abandoning a Game</source>
        <extracomment>Game menu: ask before a game in progress is given up (it counts as lost).</extracomment>
        <translation>&amp;Oyunu Bırakmadan Önce Sor</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ask Before the Solver &amp;Helps</source>
        <extracomment>Game menu: ask before Show the Way or Go Back makes the game &quot;won with help&quot;.</extracomment>
        <translation>Çözücü Yardım Etmeden Önce So&amp;r</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Winnable Deals Only</source>
        <extracomment>Game menu: New Deal deals only deals the solver has shown can be won.</extracomment>
        <translation>Ya&amp;lnızca Kazanılabilir Dağıtımlar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winnable Deals&apos; Di&amp;fficulty</source>
        <extracomment>Game menu: the submenu that picks how hard Winnable Deals Only&apos;s deals are.</extracomment>
        <translation>Kazanılabilir Dağıtımların &amp;Zorluğu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Statistics…</source>
        <translation>İ&amp;statistikler…</translation>
    </message>
    <message>
        <location filename="../qt/online/board_view.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+21"/>
        <source>Online Daily &amp;Board…</source>
        <extracomment>Game menu: choose an online board for the daily deal, and whether to send to it.</extracomment>
        <translation>&amp;Çevrimiçi Günlük Sıralama…</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+5"/>
        <source>&amp;Quit</source>
        <translation>Çı&amp;k</translation>
    </message>
    <message>
        <location filename="../qt/features/auto_complete.py" line="-3"/>
        <location filename="../qt/features/show_the_way.py" line="+146"/>
        <location filename="../qt/window/menu_actions.py" line="+7"/>
        <source>&amp;Edit</source>
        <translation>Dü&amp;zen</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+10"/>
        <source>Undo</source>
        <extracomment>Button in the toolbar; the menu entry says which move it takes back.</extracomment>
        <translation>Geri Al</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Redo</source>
        <extracomment>Button in the toolbar; the menu entry says which move it makes again.</extracomment>
        <translation>Yinele</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Hint</source>
        <translation>İ&amp;pucu</translation>
    </message>
    <message>
        <location filename="../qt/features/auto_complete.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+11"/>
        <source>&amp;Auto Finish</source>
        <extracomment>Plays the game out once nothing is left to decide; before that, sends the cards that are safe to send up to the foundations.</extracomment>
        <translation>&amp;Otomatik Bitir</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+9"/>
        <source>&amp;Solve…</source>
        <extracomment>The solver looks for a win from here and can play it out (Show the Way).</extracomment>
        <translation>Çö&amp;z…</translation>
    </message>
    <message>
        <location filename="../qt/features/show_the_way.py" line="+0"/>
        <location filename="../qt/window/menu_actions.py" line="+8"/>
        <source>&amp;Where Was It Lost?</source>
        <extracomment>The solver finds the last position from which this game could still be won.</extracomment>
        <translation>&amp;Nerede Kaybedildi?</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+7"/>
        <source>&amp;Copy Board</source>
        <translation>Dizilimi &amp;Kopyala</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Paste Board</source>
        <translation>Dizilimi Y&amp;apıştır</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
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
        <translation>&amp;Deste</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card &amp;Back</source>
        <translation>Kart &amp;Arkası</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>La&amp;nguage</source>
        <translation>Di&amp;l</translation>
    </message>
    <message>
        <location line="-278"/>
        <source>System Language ({language})</source>
        <extracomment>View &gt; Language: follow the system&apos;s language; {language} is its name (&quot;English&quot;), written in that language.</extracomment>
        <translation>Sistem Dili ({language})</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Follow the &amp;System</source>
        <extracomment>View → Theme: the table follows the system&apos;s light or dark colour scheme.</extracomment>
        <translation>&amp;Sistemi Takip Et</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Soft</source>
        <extracomment>View → Sound Volume: the softest of four levels.</extracomment>
        <translation>Kısık</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Orta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loud</source>
        <translation>Yüksek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full</source>
        <extracomment>View → Sound Volume: the loudest of four levels.</extracomment>
        <translation>Tam</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;1 – Easiest</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty: the easiest of five levels.</extracomment>
        <translation>&amp;1 – En Kolay</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;2 – Easy</source>
        <translation>&amp;2 – Kolay</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;3 – Medium</source>
        <translation>&amp;3 – Orta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;4 – Hard</source>
        <translation>&amp;4 – Zor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;5 – Hardest</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty: the hardest of five levels.</extracomment>
        <translation>&amp;5 – En Zor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Any Difficulty</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty: deals of every difficulty.</extracomment>
        <translation>&amp;Her Zorluk</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With Winnable Deals Only on, New Deal deals a deal of this difficulty.</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty, each level&apos;s tip in the status bar (one line: keep it short; the tooltip, the next text, says more).</extracomment>
        <translation>Yalnızca Kazanılabilir Dağıtımlar açıkken Yeni Oyun bu zorlukta bir dağıtım yapar.</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>&amp;Export Statistics…</source>
        <extracomment>Game menu: write every game, with its moves, the records and the daily streaks to one file, to carry them to another machine.</extracomment>
        <translation>İstatistikleri Dışa &amp;Aktar…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Import Statistics…</source>
        <extracomment>Game menu: merge a file Export Statistics wrote (on another machine) into these statistics; games already here are not counted twice.</extracomment>
        <translation>İstatistikleri İçe Ak&amp;tar…</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>&amp;Animate Moves</source>
        <translation>&amp;Hamle Animasyonu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Play Sounds</source>
        <extracomment>View menu: the game&apos;s sounds (a card put down, sent up, a win...) on or off.</extracomment>
        <translation>Sesleri &amp;Çal</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sound &amp;Volume</source>
        <translation>Ses Dü&amp;zeyi</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Cards Dance at a Win</source>
        <extracomment>View menu: at a win the cards swing round the table before the win dialog (a click or a key ends it sooner).</extracomment>
        <translation>Kazanınca Kartlar Dans &amp;Eder</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Single Click Plays Best Move</source>
        <translation>Tek Tıklama En İyi Hamleyi &amp;Oynar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Move Safe Cards &amp;Up Automatically</source>
        <extracomment>Cards that no other card can need go up to the foundations by themselves.</extracomment>
        <translation>&amp;Güvenli Kartları Otomatik Olarak Temellere Taşı</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Finish by Itself When Nothing Is Left to Decide</source>
        <extracomment>View menu: once nothing is left to decide, the game plays the rest at once instead of offering to.</extracomment>
        <translation>Ka&amp;rar Kalmayınca Oyunu Kendiliğinden Bitir</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Show &amp;Whether the Game Can Be Won</source>
        <extracomment>View menu: after each move the status bar says whether the game can still be won.</extracomment>
        <translation>Oyu&amp;nun Kazanılıp Kazanılamayacağını Göster</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Larger Cards</source>
        <translation>Daha Büyük &amp;Kartlar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show Column &amp;Keys</source>
        <extracomment>Shows on the table the key that picks each column.</extracomment>
        <translation>&amp;Sütun Tuşlarını Göster</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Yakınlaştır</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Uzaklaştır</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Actual Si&amp;ze</source>
        <translation>Gerçek &amp;Boyut</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../qt/window/view.py" line="+136"/>
        <source>&amp;Keyboard</source>
        <extracomment>Help menu: the list of keys that play the game.</extracomment>
        <translation>&amp;Klavye</translation>
    </message>
    <message>
        <location line="-9"/>
        <location filename="../qt/window/view.py" line="+0"/>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <location line="-344"/>
        <source>With Winnable Deals Only on, New Deal deals a deal of this difficulty: how hard the solver found it ({games}; other games: any winnable deal).</source>
        <extracomment>Game &gt; Winnable Deals&apos; Difficulty, each level&apos;s tooltip. {games}: the names of the games whose deals have a difficulty, with &quot; · &quot; between (&quot;Baker&apos;s Dozen · Spanish Patience&quot;).</extracomment>
        <translation>Yalnızca Kazanılabilir Dağıtımlar açıkken Yeni Oyun bu zorlukta bir dağıtım yapar: çözücünün onu ne kadar zor bulduğu ({games}; diğer oyunlarda kazanılabilir herhangi bir dağıtım).</translation>
    </message>
    <message>
        <location line="+346"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Nasıl Oynanır</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;About</source>
        <translation>&amp;Hakkında</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About &amp;Qt</source>
        <translation>&amp;Qt Hakkında</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game</source>
        <extracomment>The toolbar&apos;s name (shown when right-clicking the toolbar area).</extracomment>
        <translation>Oyun</translation>
    </message>
    <message>
        <location filename="../qt/window/menus.py" line="+151"/>
        <location line="+1"/>
        <source>More buttons</source>
        <extracomment>The toolbar&apos;s button that shows the buttons a narrow window has no room for.</extracomment>
        <translation>Diğer düğmeler</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Undo {step}</source>
        <extracomment>Edit menu. {step} is the step it takes back: &quot;&amp;Undo Move 7♣ to 8♥&quot;.</extracomment>
        <translation>&amp;Geri Al: {step}</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="-219"/>
        <location filename="../qt/window/menus.py" line="+0"/>
        <source>&amp;Undo</source>
        <translation>&amp;Geri Al</translation>
    </message>
    <message>
        <location filename="../qt/window/menus.py" line="+2"/>
        <source>&amp;Redo {step}</source>
        <extracomment>Edit menu. {step} is the step it makes again: &quot;&amp;Redo Move 7♣ to 8♥&quot;.</extracomment>
        <translation>&amp;Yinele: {step}</translation>
    </message>
    <message>
        <location filename="../qt/window/menu_actions.py" line="+10"/>
        <location filename="../qt/window/menus.py" line="+0"/>
        <source>&amp;Redo</source>
        <translation>&amp;Yinele</translation>
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
        <translation>{card} temele</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {card} to empty column {column}</source>
        <translation>{card} boş {column}. sütuna</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move {card} to {under}</source>
        <extracomment>{card} goes on top of the card {under}: &quot;Move 7♣ to 8♥&quot;.</extracomment>
        <translation>{card}, {under} üzerine</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>move {card} to the foundation</source>
        <extracomment>A move quoted inside a sentence, after a colon: &quot;Move 12 was: move 7♣ to ...&quot;.</extracomment>
        <translation>{card} kartı temele taşındı</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>move {card} to empty column {column}</source>
        <extracomment>A move quoted inside a sentence, after a colon.</extracomment>
        <translation>{card} kartı boş {column}. sütuna taşındı</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>move {card} to {under}</source>
        <extracomment>A move quoted inside a sentence, after a colon: &quot;Move 12 was: move 7♣ to 8♥.&quot;.</extracomment>
        <translation>{card} kartı {under} üzerine taşındı</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Restart</source>
        <extracomment>Undo history: the step &quot;restart the deal&quot;; shown after &quot;Undo&quot; in the Edit menu.</extracomment>
        <translation>Yeniden Başlat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auto Finish</source>
        <extracomment>Undo history: the step &quot;Auto Finish&quot;; shown after &quot;Undo&quot; in the Edit menu.</extracomment>
        <translation>Otomatik Bitir</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hint: move {card} from column {source} to the foundation.</source>
        <translation>İpucu: {card} kartını {source}. sütundan temele taşıyın.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: move {card} from column {source} to empty column {column}.</source>
        <translation>İpucu: {card} kartını {source}. sütundan boş {column}. sütuna taşıyın.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: move {card} from column {source} onto {under} in column {column}.</source>
        <translation>İpucu: {card} kartını {source}. sütundan {column}. sütundaki {under} üzerine koyun.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../qt/speech/announcer.py" line="+37"/>
        <source>New game: {variant}, deal {deal}.</source>
        <translation>Yeni oyun: {variant}, dağıtım {deal}.</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%n step(s) done.</source>
        <translation>
            <numerusform>%n adım yapıldı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n step(s) undone.</source>
        <translation>
            <numerusform>%n adım geri alındı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Auto Finish: %n card(s) to the foundations.</source>
        <translation>
            <numerusform>Otomatik Bitir: %n kart temellere gitti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Played %n move(s) for you.</source>
        <translation>
            <numerusform>Sizin için %n hamle oynandı.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Also to the foundations: {cards}.</source>
        <translation>Temellere giden diğer kartlar: {cards}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Column {column} is empty now.</source>
        <translation>{column}. sütun artık boş.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} is now on top of column {column}.</source>
        <extracomment>The card a move uncovered: &quot;Ten of spades is now on top of column 1.&quot;</extracomment>
        <translation>{card} artık {column}. sütunun en üstünde.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{card} is back on column {column}: move undone.</source>
        <extracomment>Said after Undo; {card} is a full card name: &quot;seven of clubs&quot;.</extracomment>
        <translation>{card} yeniden {column}. sütunda: hamle geri alındı.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{card} goes to the foundation.</source>
        <extracomment>A move just made; {card} is a full card name: &quot;seven of clubs&quot;.</extracomment>
        <translation>{card} temele kondu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} goes to empty column {column}.</source>
        <extracomment>A move just made; {card} is a full card name: &quot;seven of clubs&quot;.</extracomment>
        <translation>{card} boş {column}. sütuna kondu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{card} goes onto {under}.</source>
        <extracomment>A move just made: &quot;Seven of clubs goes onto eight of hearts.&quot;</extracomment>
        <translation>{card}, {under} üzerine kondu.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Restart undone: the moves are back.</source>
        <translation>Yeniden başlatma geri alındı: hamleler yerine geldi.</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>New game: {variant}, practice: not counted in the statistics.</source>
        <translation>Yeni oyun: {variant}, alıştırma: istatistiklere sayılmaz.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Back to the deal. The clock keeps running: time counts on the deal, restarts included.</source>
        <translation>Dağıtımın başına dönüldü. Saat işlemeye devam ediyor: süre, yeniden başlatmalar dahil dağıtımın tamamı için sayılır.</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Auto Finish undone: %n card(s) back on the table.</source>
        <translation>
            <numerusform>Otomatik Bitir geri alındı: %n kart masaya döndü.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Undone: %n move(s) played for you.</source>
        <translation>
            <numerusform>Geri alındı: sizin için oynanan %n hamle.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move undone.</source>
        <translation>Hamle geri alındı.</translation>
    </message>
</context>
<context>
    <name>NewGames</name>
    <message>
        <location filename="../qt/features/new_games.py" line="+24"/>
        <source>The daily deal of {date} again, as deal {number}: it counts as that numbered deal, not as the daily deal.</source>
        <translation>{date} günlük dağıtımı yeniden, {number} numaralı dağıtım olarak: günlük dağıtım olarak değil, o numaralı dağıtım olarak sayılır.</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <location filename="../qt/files/notices.py" line="+67"/>
        <source>Your saved game could not be read: it is damaged.</source>
        <translation>Kayıtlı oyununuz okunamadı: dosya bozuk.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your saved game could not be read: it cannot be opened.</source>
        <translation>Kayıtlı oyununuz okunamadı: dosya açılamıyor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be read: the file is far too large to be one.</source>
        <translation>Kayıtlı oyununuz okunamadı: dosya, kayıtlı bir oyun olamayacak kadar büyük.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be read: a newer version of Baker&apos;s Dozen wrote it.</source>
        <translation>Kayıtlı oyununuz okunamadı: oyunun daha yeni bir sürümüyle kaydedilmiş.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your saved game could not be read.</source>
        <translation>Kayıtlı oyununuz okunamadı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was kept as:
{path}

A new game was dealt; nothing else was lost.</source>
        <translation>Şu adla saklandı:
{path}

Yeni bir oyun dağıtıldı; başka hiçbir şey kaybolmadı.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It could not be moved aside, so it was left where it is:
{path}

A new game was dealt. The game will not save over that file until you start Baker&apos;s Dozen again.</source>
        <translation>Kenara taşınamadı, bu yüzden olduğu yerde bırakıldı:
{path}

Yeni bir oyun dağıtıldı. Oyunu kapatıp yeniden açana kadar bu dosyanın üzerine kayıt yapılmayacak.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your game is not being saved.</source>
        <translation>Oyununuz kaydedilmiyor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game that could not be read is still in the way:
{path}

Move it elsewhere and start Baker&apos;s Dozen again to save your games.</source>
        <translation>Okunamayan kayıtlı oyun hâlâ yolu kapatıyor:
{path}

Oyunlarınızın kaydedilmesi için onu başka bir yere taşıyın ve oyunu yeniden açın.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your game could not be saved.</source>
        <translation>Oyununuz kaydedilemedi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saving to {path} failed: {reason}.

Play on: the game tries again every little while, and nothing is lost while the window stays open.</source>
        <translation>{path} konumuna kaydedilemedi: {reason}.

Oynamaya devam edin: oyun kısa aralıklarla yeniden dener ve pencere açık kaldıkça hiçbir şey kaybolmaz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your game is saved again.</source>
        <translation>Oyununuz yeniden kaydediliyor.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your statistics file was damaged.</source>
        <translation>İstatistik dosyanız bozuktu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was kept as:
{path}

A new statistics file was started; your games from now on are counted there.</source>
        <translation>Şu adla saklandı:
{path}

Yeni bir istatistik dosyası başlatıldı; bundan sonraki oyunlarınız orada sayılıyor.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your statistics were written by a newer version of Baker&apos;s Dozen.</source>
        <translation>İstatistikleriniz oyunun daha yeni bir sürümüyle yazılmış.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They were kept as:
{path}

A new statistics file was started.</source>
        <translation>Şu adla saklandılar:
{path}

Yeni bir istatistik dosyası başlatıldı.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The games waiting from the last run were damaged. What could be kept is in:
{path}</source>
        <translation>Bir önceki oturumdan bekleyen oyunlar bozuktu. Kurtarılabilenler şurada:
{path}</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n finished game(s) could not be written to the statistics.</source>
        <translation>
            <numerusform>Biten %n oyun istatistiklere yazılamadı.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The folder for your saved game and statistics cannot be used: {reason}.
{path}

Play on: the game works, but keeps neither this game nor its statistics until that is put right.</source>
        <translation>Kayıtlı oyununuzun ve istatistiklerinizin klasörü kullanılamıyor: {reason}.
{path}

Oynamaya devam edin: oyun çalışır, ancak bu sorun giderilene kadar ne bu oyunu ne de istatistiklerini saklar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your games will not be saved this time.</source>
        <translation>Oyunlarınız bu sefer kaydedilmeyecek.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A file is in the way, where their folder belongs:
{path}

The game starts with its usual settings and leaves that file alone.</source>
        <translation>Klasörlerinin olması gereken yerde bir dosya var:
{path}

Oyun olağan ayarlarıyla başlar ve o dosyaya dokunmaz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your preferences cannot be kept.</source>
        <translation>Tercihleriniz saklanamıyor.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Technical detail, for a bug report (in English):</source>
        <translation>Teknik ayrıntı, hata bildirimi için (İngilizce):</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Some games could not be counted.</source>
        <translation>Bazı oyunlar sayılamadı.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Statistics are paused: another program is using the file. Your games are kept and counted when it lets go.</source>
        <translation>İstatistikler duraklatıldı: dosyayı başka bir program kullanıyor. Oyunlarınız saklanıyor ve dosya serbest kalınca sayılacak.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Statistics are paused: the file cannot be written. Your games are kept and counted as soon as it can be.</source>
        <translation>İstatistikler duraklatıldı: dosyaya yazılamıyor. Oyunlarınız saklanıyor ve mümkün olur olmaz sayılacak.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics work again: every waiting game is counted.</source>
        <translation>İstatistikler yeniden çalışıyor: bekleyen bütün oyunlar sayıldı.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>They were kept as:
{path}

The game starts with its usual settings.</source>
        <translation>Şu adla saklandılar:
{path}

Oyun olağan ayarlarıyla başlıyor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file could not be moved aside:
{path}

The game starts with its usual settings and will not change that file.</source>
        <translation>Dosya kenara taşınamadı:
{path}

Oyun olağan ayarlarıyla başlıyor ve bu dosyayı değiştirmeyecek.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your preferences could not be read.</source>
        <translation>Tercihleriniz okunamadı.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Baker&apos;s Dozen</source>
        <translation>Baker&apos;s Dozen</translation>
    </message>
    <message>
        <location filename="../qt/words/reason_words.py" line="+30"/>
        <source>the disk is full</source>
        <translation>disk dolu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>permission denied</source>
        <translation>erişim izni yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is read-only</source>
        <translation>disk salt okunur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a folder is in the way</source>
        <extracomment>The file&apos;s name is taken by a folder.</extracomment>
        <translation>aynı adda bir klasör var</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a file is in the way</source>
        <extracomment>A file stands where a folder should be.</extracomment>
        <translation>orada bir dosya var</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a folder on the way is missing</source>
        <extracomment>A folder on the file&apos;s path does not exist (a link leads nowhere, say).</extracomment>
        <translation>yol üzerindeki bir klasör yok</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>links on the way lead round in a circle</source>
        <extracomment>Symbolic links on the file&apos;s path point at each other, never reaching a folder.</extracomment>
        <translation>yol üzerindeki bağlantılar birbirini gösteriyor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its name is too long</source>
        <extracomment>The path of the file (its folders and name) is longer than the system allows.</extracomment>
        <translation>adı çok uzun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused</source>
        <translation>sistem izin vermedi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused (error {code})</source>
        <extracomment>{code} is the system&apos;s error number, for whoever looks it up.</extracomment>
        <translation>sistem izin vermedi (hata {code})</translation>
    </message>
</context>
<context>
    <name>OnlineBoard</name>
    <message>
        <location filename="../qt/online/daily_result.py" line="+155"/>
        <source>The daily results waiting for the online board could not be read; the file was kept as {file}.</source>
        <extracomment>{file} is the name the unreadable file was kept under.</extracomment>
        <translation>Çevrimiçi sıralamaya gönderilmeyi bekleyen günlük sonuçlar okunamadı; dosya {file} olarak saklandı.</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Online board: sending your result…</source>
        <translation>Çevrimiçi sıralama: sonucunuz gönderiliyor…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Online board: not reached now ({reason}); your result is kept and will be sent later.</source>
        <extracomment>{reason} says why: no network, the board busy...</extracomment>
        <translation>Çevrimiçi sıralama: şu an ulaşılamıyor ({reason}); sonucunuz saklandı ve daha sonra gönderilecek.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Online board: your result was refused ({reason}).</source>
        <extracomment>{reason} is the board&apos;s own reason, as it wrote it (in English).</extracomment>
        <translation>Çevrimiçi sıralama: sonucunuz reddedildi ({reason}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Online board: your first game of this daily deal is the one that counts.</source>
        <translation>Çevrimiçi sıralama: bu günlük dağıtımda sayılan, ilk oyununuzdur.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Online board: place {rank}</source>
        <extracomment>The place the online board gave this win among the day&apos;s ranked games.</extracomment>
        <translation>Çevrimiçi sıralama: {rank}. sıra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online board: your game is listed, not ranked.</source>
        <translation>Çevrimiçi sıralama: oyununuz gösteriliyor, ancak sıralamaya alınmadı.</translation>
    </message>
</context>
<context>
    <name>OnlineBoardView</name>
    <message>
        <location filename="../qt/online/board_view.py" line="-67"/>
        <location line="+22"/>
        <source>Online board</source>
        <translation>Çevrimiçi sıralama</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Place</source>
        <extracomment>The online board&apos;s columns: place, the player&apos;s name, score, time, moves.</extracomment>
        <translation>Sıra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Süre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Hamle</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The board counts every move, the ones made for you too.</source>
        <translation>Sıralama, sizin için yapılanlar da dahil her hamleyi sayar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+186"/>
        <source>&amp;Watch</source>
        <extracomment>Statistics, the online board: watch the chosen entry&apos;s game move by move.</extracomment>
        <translation>&amp;İzle</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>Fetch the chosen game&apos;s moves from the board and replay them move by move</source>
        <translation>Seçilen oyunun hamlelerini sıralamadan al ve hamle hamle oynat</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Not opted in: nothing is sent or asked. {path} joins a board.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Game → Online Daily Board…&quot;.</extracomment>
        <translation>Katılmadınız: hiçbir şey gönderilmiyor ya da sorulmuyor. {path} ile bir sıralamaya katılın.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Asking the online board…</source>
        <translation>Çevrimiçi sıralamaya soruluyor…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot reach the online board at {address}: {reason}</source>
        <extracomment>{reason} says why: no network, a name that is not found, an answer too large...</extracomment>
        <translation>{address} adresindeki çevrimiçi sıralamaya ulaşılamıyor: {reason}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The online board cannot show this day: {reason}</source>
        <extracomment>{reason} is what the board said, as it wrote it (in English).</extracomment>
        <translation>Çevrimiçi sıralama bu günü gösteremiyor: {reason}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No game on the online board for this day yet.</source>
        <translation>Bu gün için çevrimiçi sıralamada henüz oyun yok.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s) on the online board for this day.</source>
        <translation>
            <numerusform>Bu gün için çevrimiçi sıralamada %n oyuncu var.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no game on this board.</source>
        <translation>Bu sıralamada oyununuz yok.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your place: {rank}</source>
        <extracomment>The player&apos;s place among the games ranked on the online board (wins without help).</extracomment>
        <translation>Sıranız: {rank}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is on the board: won with help, not ranked.</source>
        <translation>Oyununuz sıralamada: yardımla kazanıldı, sıra verilmedi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your game is on the board: not won, not ranked.</source>
        <translation>Oyununuz sıralamada: kazanılmadı, sıra verilmedi.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Watch a Won Game</source>
        <extracomment>Title of the box asking before a daily deal&apos;s winning game is shown.</extracomment>
        <translation>Kazanılmış Bir Oyunu İzle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have not finished this daily deal yet: watching the game shows how it can be won. Watch it all the same?</source>
        <translation>Bu günlük dağıtımı henüz bitirmediniz: oyunu izlemek, nasıl kazanılabileceğini gösterir. Yine de izlemek istiyor musunuz?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Fetching the game&apos;s moves from the online board…</source>
        <translation>Oyunun hamleleri çevrimiçi sıralamadan alınıyor…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This game cannot be watched: {reason}</source>
        <extracomment>{reason}: why a board&apos;s game cannot be watched (no answer, a damaged line...).</extracomment>
        <translation>Bu oyun izlenemiyor: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} on the online board: {variant}, daily deal {date}</source>
        <extracomment>Above a replay of a game of the online board: &quot;Ann on the online board: Baker&apos;s Dozen, daily deal 2026-11-30&quot;.</extracomment>
        <translation>Çevrimiçi sıralamada {name}: {variant}, günlük dağıtım {date}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game cannot be watched: its moves do not fit its deal.</source>
        <translation>Bu oyun izlenemiyor: hamleleri dağıtımına uymuyor.</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+4"/>
        <location line="+6"/>
        <location line="+2"/>
        <source>the board&apos;s answer is damaged</source>
        <translation>sıralamanın yanıtı bozuk</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>the board sent no moves for it</source>
        <translation>sıralama bunun için hamle göndermedi</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <location filename="../qt/online/opt_in.py" line="+126"/>
        <source>Online Daily Board</source>
        <translation>Çevrimiçi Günlük Sıralama</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>See where you stand on the day&apos;s daily deal among other players, on an online board that a friend, a club or anyone keeps with bakers-dozen-server. No board is built in: give the address of one you trust. The board replays every game it is sent and scores it itself; the time played, and who found the moves, it can only take on trust.</source>
        <translation>Günün dağıtımında diğer oyuncular arasında nerede durduğunuzu, bir arkadaşın, bir kulübün ya da herhangi birinin bakers-dozen-server ile tuttuğu çevrimiçi bir sıralamada görün. Yerleşik bir sıralama yoktur: güvendiğiniz bir sıralamanın adresini girin. Sıralama kendisine gönderilen her oyunu yeniden oynar ve puanı kendisi hesaplar; oyun süresine ve hamleleri kimin bulduğuna ise yalnızca güvenebilir.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Boards are kept by players: anyone can start one on a computer of their own with the command bakers-dozen-server (installed by pip install &apos;bakers-dozen-qt[server]&apos;). It says its address, such as http://127.0.0.1:8080 on that same computer; friends elsewhere need one their computers can reach.</source>
        <extracomment>The commands stay as they are: the player types them.</extracomment>
        <translation>Sıralamaları oyuncuların kendileri tutar: herkes kendi bilgisayarında bakers-dozen-server komutuyla bir tane başlatabilir (pip install &apos;bakers-dozen-qt[server]&apos; ile kurulur). Komut adresini söyler, örneğin aynı bilgisayarda http://127.0.0.1:8080; başka yerdeki arkadaşların, kendi bilgisayarlarının ulaşabileceği bir adrese ihtiyacı vardır.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board &amp;address:</source>
        <extracomment>Label of the field where the player types the online board&apos;s web address.</extracomment>
        <translation>Sıralama &amp;adresi:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name on the board:</source>
        <translation>Sıralamadaki a&amp;dınız:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board&apos;s &amp;join code:</source>
        <extracomment>Label of the field for the code a friends&apos; or club&apos;s board asks of its players.</extracomment>
        <translation>Sıralamanın &amp;katılım kodu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Send my daily deal results to this board</source>
        <translation>Günlük dağıtım sonuçlarımı bu sıralamaya &amp;gönder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;small&gt;Sent for each daily deal you finish (won, or given up after a move): the date, the variant, your moves, the time played, the hints, undos and help used, your name, and a random code made for this installation so that the board keeps one game per player. Nothing else. Numbered deals, custom rules and pasted boards are never sent.&lt;/small&gt;</source>
        <translation>&lt;small&gt;Bitirdiğiniz her günlük dağıtım için gönderilir (kazanılmış ya da bir hamleden sonra bırakılmış): tarih, varyant, hamleleriniz, oynanan süre, kullanılan ipuçları, geri almalar ve yardım, adınız ve sıralamanın oyuncu başına tek oyun tutması için bu kurulumda üretilmiş rastgele bir kod. Başka hiçbir şey. Numaralı dağıtımlar, özel kurallar ve yapıştırılmış dizilimler asla gönderilmez.&lt;/small&gt;</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Write the board&apos;s whole address, beginning with {https} or {http}.</source>
        <extracomment>{https} and {http} are the beginnings of web addresses: https:// and http://.</extracomment>
        <translation>Sıralamanın tam adresini {https} ya da {http} ile başlayarak yazın.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Choose the name to show on the board: %n character(s) at most.</source>
        <translation>
            <numerusform>Sıralamada görünecek adı seçin: en fazla %n karakter.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Asking the board…</source>
        <translation>Sıralamaya soruluyor…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This board takes results only from players who know its join code: ask the one who keeps it.</source>
        <translation>Bu sıralama yalnızca katılım kodunu bilen oyunculardan sonuç alıyor: kodu sıralamayı yöneten kişiye sorun.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is not this board&apos;s join code.</source>
        <translation>Bu, bu sıralamanın katılım kodu değil.</translation>
    </message>
</context>
<context>
    <name>PileWords</name>
    <message numerus="yes">
        <location filename="../qt/speech/spoken_names.py" line="-21"/>
        <source>%n card(s)</source>
        <extracomment>A count of cards in a pile&apos;s name: &quot;Column 4, {6 cards}, top: ...&quot;.</extracomment>
        <translation>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{cards}, %n of them face down</source>
        <extracomment>{cards} is &quot;4 cards&quot;; %n of those lie face down.</extracomment>
        <translation>
            <numerusform>{cards}, bunların %n tanesi kapalı</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column {column}, {cards}, top: {card}</source>
        <extracomment>{cards}: &quot;6 cards&quot; or &quot;4 cards, 3 of them face down&quot;; {card}: &quot;seven of clubs&quot;.</extracomment>
        <translation>{column}. sütun, {cards}, en üstte: {card}</translation>
    </message>
</context>
<context>
    <name>Piles</name>
    <message>
        <location line="-79"/>
        <source>Clubs foundation, empty</source>
        <translation>Sinek temeli, boş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds foundation, empty</source>
        <translation>Karo temeli, boş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts foundation, empty</source>
        <translation>Kupa temeli, boş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades foundation, empty</source>
        <translation>Maça temeli, boş</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clubs foundation, up to {rank}</source>
        <translation>Sinek temeli, en üstte: {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds foundation, up to {rank}</source>
        <translation>Karo temeli, en üstte: {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts foundation, up to {rank}</source>
        <translation>Kupa temeli, en üstte: {rank}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades foundation, up to {rank}</source>
        <translation>Maça temeli, en üstte: {rank}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Column {column}, empty</source>
        <translation>{column}. sütun, boş</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>From the bottom: {cards}.</source>
        <translation>Alttan üste: {cards}.</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
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
    <name>Ranks</name>
    <message>
        <location filename="../qt/speech/spoken_names.py" line="-115"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>ikili</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>üçlü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>dörtlü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>beşli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>altılı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>yedili</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>sekizli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>dokuzlu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>onlu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>vale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>kız</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>papaz</translation>
    </message>
</context>
<context>
    <name>RecentGamesChart</name>
    <message>
        <location filename="../qt/statistics/charts.py" line="+212"/>
        <source>Chart of the last games</source>
        <translation>Son oyunların grafiği</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 of the last %n game(s) won</source>
        <translation>
            <numerusform>Son %n oyunun %1 tanesi kazanıldı</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No games yet: finished games appear here.</source>
        <translation>Henüz oyun yok: biten oyunlar burada görünür.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Won</source>
        <extracomment>The chart&apos;s legend: game won, won with the solver&apos;s help, not won.</extracomment>
        <translation>Kazanıldı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won with help</source>
        <translation>Yardımla kazanıldı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not won</source>
        <translation>Kazanılmadı</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Win rate (last %n game(s))</source>
        <extracomment>The line of the win rate over the last games (20 of them, say).</extracomment>
        <translation>
            <numerusform>Kazanma oranı (son %n oyun)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+100"/>
        <source>Game %1 of %2: won with help, %Ln point(s)</source>
        <translation>
            <numerusform>Oyun %1 / %2: yardımla kazanıldı, %Ln puan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game %1 of %2: won, %Ln point(s)</source>
        <translation>
            <numerusform>Oyun %1 / %2: kazanıldı, %Ln puan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game %1 of %2: not won, %Ln point(s)</source>
        <translation>
            <numerusform>Oyun %1 / %2: kazanılmadı, %Ln puan</numerusform>
        </translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win rate</source>
        <translation>Kazanma oranı</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Games, oldest to latest</source>
        <translation>Oyunlar, eskiden yeniye</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Win rate over the last %n game(s): %1</source>
        <translation>
            <numerusform>Son %n oyunda kazanma oranı: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../qt/words/wording.py" line="+12"/>
        <source>There is no column {column}.</source>
        <translation>{column}. sütun diye bir sütun yok.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card cannot move onto its own column.</source>
        <translation>Bir kart kendi sütununa taşınamaz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column {column} is empty.</source>
        <translation>{column}. sütun boş.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} cannot go to the foundation yet.</source>
        <translation>{card} henüz temele gidemez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} needs {needs} on the foundation first.</source>
        <extracomment>{needs} is the card of the same suit one rank lower: &quot;7♦ needs 6♦ ...&quot;.</extracomment>
        <translation>{card} için önce temelde {needs} olmalı.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Column {column} is empty, and empty columns stay empty.</source>
        <translation>{column}. sütun boş ve boş sütunlar boş kalır.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only a king may go into the empty column {column}.</source>
        <translation>Boş {column}. sütuna yalnızca papaz konabilir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} is alone in its column: moving it to an empty column changes nothing.</source>
        <translation>{card} sütununda tek başına: onu boş bir sütuna taşımak hiçbir şeyi değiştirmez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{card} does not go on {onto}: build down one rank.</source>
        <extracomment>A card goes only onto a card exactly one rank higher: any 7 on any 8.</extracomment>
        <translation>{card}, {onto} üzerine konamaz: kartlar bir değer aşağı doğru dizilir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{card} does not go on {onto}: build in suit.</source>
        <translation>{card}, {onto} üzerine konamaz: kartlar aynı türden dizilir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{card} does not go on {onto}: alternate the colours.</source>
        <translation>{card}, {onto} üzerine konamaz: kırmızı ve siyah sırayla dizilir.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../qt/replay/loss_verdict.py" line="+63"/>
        <source>This game was won.</source>
        <translation>Bu oyun kazanıldı.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for the move that lost this game…</source>
        <translation>Bu oyunu kaybettiren hamle aranıyor…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal could not be won from the start: no move lost it.</source>
        <translation>Bu dağıtım baştan kazanılamazdı: onu hiçbir hamle kaybettirmedi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When this game ended, it could still have been won.</source>
        <translation>Bu oyun bittiğinde hâlâ kazanılabilirdi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost at move {number}: before it, the game could still be won.</source>
        <extracomment>{number}: the move after which the replayed game could not be won.</extracomment>
        <translation>{number}. hamlede kaybedildi: ondan önce oyun hâlâ kazanılabilirdi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move that lost the game was found: the search gave up.</source>
        <translation>Oyunu kaybettiren hamle bulunamadı: arama vazgeçti.</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <location filename="../qt/replay/replay_panel.py" line="+121"/>
        <source>Replay</source>
        <extracomment>The title of the panel beside the table while a finished game is replayed.</extracomment>
        <translation>Tekrar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To the deal (Home)</source>
        <extracomment>A replay&apos;s button; the key in brackets.</extracomment>
        <translation>Dağıtıma dön (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>Bir hamle geri (Sol ok)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move on (Right)</source>
        <translation>Bir hamle ileri (Sağ ok)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last move (End)</source>
        <translation>Son hamleye git (End)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Speed:</source>
        <extracomment>The speed of a replay&apos;s play: how long each move stays on the table.</extracomment>
        <translation>&amp;Hız:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow (2 seconds a move)</source>
        <extracomment>Replay speeds, slowest first.</extracomment>
        <translation>Yavaş (hamle başına 2 saniye)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal (1 second a move)</source>
        <translation>Normal (hamle başına 1 saniye)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast (2 moves a second)</source>
        <translation>Hızlı (saniyede 2 hamle)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very fast (4 moves a second)</source>
        <translation>Çok hızlı (saniyede 4 hamle)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Moves:</source>
        <extracomment>The list of a replay&apos;s moves; choosing one shows the table after it.</extracomment>
        <translation>H&amp;amleler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves of the replay</source>
        <translation>Tekrarın hamleleri</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys: Left and Right step, Home and End jump, Page Up and Page Down ten moves, P plays and pauses, + and - change the speed, Esc leaves.</source>
        <translation>Tuşlar: Sol ve Sağ ok birer hamle, Home ve End başa ve sona, Page Up ve Page Down on hamle, P oynatır ve duraklatır, + ve - hızı değiştirir, Esc çıkar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Back to Your Game</source>
        <translation>Oyununuza &amp;dön</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the replay (Esc)</source>
        <translation>Tekrardan çık (Esc)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pause (P)</source>
        <translation>Duraklat (P)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play (P)</source>
        <translation>Oynat (P)</translation>
    </message>
</context>
<context>
    <name>Replayer</name>
    <message>
        <location filename="../qt/replay/replayer.py" line="+90"/>
        <source>This game cannot be replayed: its move {number} does not fit the deal.</source>
        <extracomment>{number}: the first move of a kept game that does not fit its deal.</extracomment>
        <translation>Bu oyun tekrar oynatılamıyor: {number}. hamlesi dağıtıma uymuyor.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Back to your game.</source>
        <translation>Oyununuza dönüldü.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replay: the table is read-only. Esc goes back to your game.</source>
        <extracomment>The status bar while a finished game is replayed on the table.</extracomment>
        <translation>Tekrar: masa salt okunur. Esc ile oyununuza dönersiniz.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Paused.</source>
        <translation>Duraklatıldı.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The deal</source>
        <extracomment>The first row of a replay&apos;s list of moves: the table as it was dealt.</extracomment>
        <translation>Dağıtım</translation>
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
        <translation>oyun burada kaybedildi</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>The deal: %n move(s) to watch.</source>
        <extracomment>Where a replay stands: at the deal, before any of its moves.</extracomment>
        <translation>
            <numerusform>Dağıtım: izlenecek %n hamle.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move {number} of {count}</source>
        <extracomment>Where a replay stands: &quot;Move 12 of 87&quot;.</extracomment>
        <translation>Hamle {number} / {count}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Replay</source>
        <extracomment>On the table during a replay, above the variant&apos;s name.</extracomment>
        <translation>Tekrar</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{heading}. Replay: Left and Right step, P plays, Esc leaves.</source>
        <extracomment>Said when a replay starts: whose game, then how to move along it.</extracomment>
        <translation>{heading}. Tekrar: Sol ve Sağ ok birer hamle, P oynatır, Esc çıkar.</translation>
    </message>
</context>
<context>
    <name>RulesInBrief</name>
    <message>
        <location filename="../qt/words/variant_names.py" line="+96"/>
        <source>any suit</source>
        <extracomment>A custom game&apos;s rules in brief (window title, table), part 1 of 4: what a card is built on. The parts are joined by &quot;{build}, {empty}, ...&quot;.</extracomment>
        <translation>tür fark etmez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alternate colours</source>
        <translation>renk değiştirerek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>same suit</source>
        <translation>aynı tür</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>empty columns stay empty</source>
        <extracomment>A custom game&apos;s rules in brief, part 2 of 4: what fills an empty column.</extracomment>
        <translation>boş sütunlar boş kalır</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kings fill empty columns</source>
        <translation>boş sütuna yalnızca papaz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any card fills empty columns</source>
        <translation>boş sütuna herhangi bir kart</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n row(s) face down</source>
        <extracomment>A custom game&apos;s rules in brief, part 3 of 4: rows dealt face down.</extracomment>
        <translation>
            <numerusform>%n sıra yüzü kapalı</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all face up</source>
        <translation>bütün kartlar açık</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kings to the bottom</source>
        <extracomment>A custom game&apos;s rules in brief, part 4 of 4: kings moved under the others.</extracomment>
        <translation>papazlar dipte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kings stay put</source>
        <translation>papazlar yerinde</translation>
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
        <translation>Amaç</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal</source>
        <translation>Dağıtım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Oynanış</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end</source>
        <translation>Oyunun sonu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strategy</source>
        <translation>Strateji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse and keys</source>
        <translation>Fare ve klavye</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Puanlama</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Put all 52 cards on the four foundations, one for each suit, each built up in its suit from the ace to the king.</source>
        <translation>52 kartın hepsini, her türe bir tane olmak üzere dört temele yerleştirin; her temel kendi türünde astan papaza kadar artan sırayla dizilir.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The whole deck is dealt into 13 columns of 4 cards.</source>
        <translation>Destenin tamamı, dörder kartlık 13 sütuna dağıtılır.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First the two aces that the shuffled deck would deal first go to their foundations. The other 50 cards are dealt into 10 columns of 5 cards.</source>
        <translation>Önce karılmış destenin ilk dağıtacağı iki as temellerine konur. Kalan 50 kart, beşer kartlık 10 sütuna dağıtılır.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The cards are dealt into %n column(s).</source>
        <extracomment>Only for layouts other than 13 × 4 and 10 × 5 (none so far).</extracomment>
        <translation>
            <numerusform>Kartlar %n sütuna dağıtılır.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each column gets %n card(s).</source>
        <extracomment>Only for layouts other than 13 × 4 and 10 × 5 (none so far).</extracomment>
        <translation>
            <numerusform>Her sütuna %n kart düşer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Before the deal, %n ace(s) go to the foundations.</source>
        <translation>
            <numerusform>Dağıtımdan önce %n as temellere konur.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every card is dealt face up: the whole game is in sight from the start.</source>
        <translation>Bütün kartlar yüzü açık dağıtılır: oyunun tamamı en baştan gözünüzün önündedir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the top card of each column is dealt face up; the cards under it lie face down.</source>
        <translation>Her sütunun yalnızca en üstteki kartı yüzü açık dağıtılır; altındaki kartlar yüzü kapalı durur.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The bottom %n card(s) of each column are dealt face down.</source>
        <translation>
            <numerusform>Her sütunun en alttaki %n kartı yüzü kapalı dağıtılır.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A face-down card turns face up as soon as it is the top card of its column.</source>
        <translation>Yüzü kapalı bir kart, sütununun en üstüne geldiği anda açılır.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Before play starts, the kings of each column move to its bottom; the other cards keep their order.</source>
        <translation>Oyun başlamadan önce her sütundaki papazlar sütunun dibine iner; öteki kartlar sıralarını korur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The kings stay where they are dealt.</source>
        <translation>Papazlar dağıtıldıkları yerde kalır.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a column moves, and only one card at a time.</source>
        <translation>Yalnızca sütunların en üstteki kartı oynanır, her seferinde de yalnızca tek bir kart.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card goes on a card one rank higher, whatever its suit or colour: any 7 on any 8. Nothing goes on an ace.</source>
        <translation>Bir kart, türü ya da rengi ne olursa olsun, kendisinden bir değer yüksek bir kartın üzerine konur: herhangi bir 7, herhangi bir 8&apos;in üzerine. Asın üzerine hiçbir kart konmaz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A card goes on a card one rank higher of the other colour: a red 7 on a black 8, a black 7 on a red 8. Nothing goes on an ace.</source>
        <translation>Bir kart, kendisinden bir değer yüksek ve öteki renkten bir kartın üzerine konur: siyah bir 8&apos;in üzerine kırmızı bir 7, kırmızı bir 8&apos;in üzerine siyah bir 7. Asın üzerine hiçbir kart konmaz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A card goes on a card one rank higher of the same suit: the 7♣ on the 8♣ and on no other 8. Nothing goes on an ace.</source>
        <translation>Bir kart, kendisinden bir değer yüksek ve aynı türden bir kartın üzerine konur: 7♣ yalnızca 8♣ üzerine gider, başka hiçbir 8&apos;in üzerine gidemez. Asın üzerine hiçbir kart konmaz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A column that empties stays empty for the rest of the game: no card may go there, not even a king.</source>
        <translation>Boşalan bir sütun oyunun sonuna kadar boş kalır: oraya hiçbir kart, papaz bile konamaz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An empty column takes a king, and no other card.</source>
        <translation>Boş bir sütuna papaz konabilir, başka hiçbir kart konamaz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An empty column takes any card.</source>
        <translation>Boş bir sütuna herhangi bir kart konabilir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace goes up to the foundations as soon as it is free; each foundation then takes the next card of its suit, up to the king. A card on a foundation stays there.</source>
        <translation>Bir as serbest kalır kalmaz temellere çıkar; ardından her temel, papaza kadar kendi türünün bir sonraki kartını alır. Temele çıkan bir kart orada kalır.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no stock, no free cell and no redeal: every card is on the table from the start.</source>
        <translation>Çekilecek deste, serbest hücre ya da yeniden dağıtım yoktur: bütün kartlar en baştan masadadır.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You win when all 52 cards are on the foundations. When no card can move, the game is lost; it can be lost long before that, and {solve} tells whether it can still be won.</source>
        <extracomment>{solve} is the menu entry Edit &gt; Solve, as the menu names it.</extracomment>
        <translation>52 kartın hepsi temellere çıktığında kazanırsınız. Hiçbir kart hareket edemediğinde oyun kaybedilmiş olur; ama oyun bundan çok önce de kaybedilebilir: hâlâ kazanılıp kazanılamayacağını “{solve}” komutu söyler.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You win when all 52 cards are on the foundations. When no card can move, the game is lost.</source>
        <translation>52 kartın hepsi temellere çıktığında kazanırsınız. Hiçbir kart hareket edemediğinde oyun kaybedilmiş olur.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Start by finding the aces and twos, and count the cards lying on them: free the easiest ones first.</source>
        <translation>İşe asları ve ikilileri bularak başlayın ve üzerlerinde kaç kart olduğunu sayın: önce en kolay ulaşılanları serbest bırakın.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every card is in sight, so think a few moves ahead: before you move a card, check that it does not cover a card you will soon need.</source>
        <translation>Bütün kartlar görünür, bu yüzden birkaç hamle ilerisini düşünün: bir kartı taşımadan önce, yakında ihtiyaç duyacağınız bir kartın üstünü kapatmayacağından emin olun.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each face-down card you turn over gives you new moves: prefer the moves that uncover one.</source>
        <translation>Açtığınız her kapalı kart size yeni hamleler kazandırır: kapalı bir kartı açan hamlelere öncelik verin.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Any card goes on any card one rank higher, so you often have a choice of places: pick the one that buries fewest of the cards you still need.</source>
        <translation>Her kart, bir değer yüksek herhangi bir kartın üzerine gidebildiği için çoğu zaman birden fazla seçeneğiniz olur: hâlâ ihtiyaç duyduğunuz kartlardan en azını gömen yeri seçin.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Places to build are few under this rule: before you fill one, ask whether another card will need it more.</source>
        <translation>Bu kuralda kart koyabileceğiniz yerler azdır: birini doldurmadan önce, başka bir kartın oraya daha çok ihtiyacı olup olmadığını düşünün.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The kings lie at the bottom and block nothing: a column resting on a king is a safe place for a long run.</source>
        <translation>Papazlar dipte durur ve hiçbir kartı kapatmaz: bir papazın üzerinde yükselen sütun, uzun bir dizi için güvenli bir yerdir.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A king lying on low cards blocks them until it can move: plan early how to free them.</source>
        <translation>Küçük kartların üzerinde duran bir papaz, kendisi hareket edebilene kadar onları kapatır: onları nasıl kurtaracağınızı erkenden planlayın.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An empty column is lost for good, so do not empty one for its own sake; it is worth it only when its cards go to the foundations.</source>
        <translation>Boşalan bir sütun sonsuza dek kaybolur; bu yüzden bir sütunu sırf boşalsın diye boşaltmayın: buna ancak kartları temellere gidecekse değer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep an empty column for a king that lies on cards you need.</source>
        <translation>Boş bir sütunu, ihtiyaç duyduğunuz kartların üzerinde duran bir papaz için saklayın.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An empty column is your most useful space: fill it only when that frees a card you need.</source>
        <translation>Boş bir sütun en değerli alanınızdır: onu yalnızca ihtiyaç duyduğunuz bir kartı serbest bırakacaksa doldurun.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stuck? {hint} suggests a move, and {lost} finds the move after which the game could no longer be won.</source>
        <extracomment>{hint} and {lost} are the menu entries Hint and Where Was It Lost?.</extracomment>
        <translation>Takıldınız mı? “{hint}” size bir hamle önerir; “{lost}” ise oyunun hangi hamleden sonra artık kazanılamaz hale geldiğini bulur.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Drag a top card onto a pile that lights up, or click the card and then the pile. Double-click a card to send it to its foundation.</source>
        <translation>En üstteki bir kartı vurgulanan bir yığının üzerine sürükleyin ya da önce karta, sonra yığına tıklayın. Bir kartı temeline göndermek için üzerine çift tıklayın.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Each card on the foundations scores {card} points. A win adds {win} points and a time bonus of {time} points less one for every second played.</source>
        <extracomment>{card}, {win}, {time} are 5, 500 and 1,200: word the plurals for those numbers.</extracomment>
        <translation>Temellerdeki her kart {card} puan getirir. Kazandığınızda {win} puan ile {time} puandan başlayıp oynanan her saniye için bir puan azalan bir zaman bonusu eklenir.</translation>
    </message>
</context>
<context>
    <name>SendButton</name>
    <message>
        <location filename="../qt/online/opt_in.py" line="+31"/>
        <source>Send to &amp;Online Board…</source>
        <extracomment>Button of the win dialog, after a daily deal when no online board is chosen yet.</extracomment>
        <translation>&amp;Çevrimiçi Sıralamaya Gönder…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose an online board and send this daily deal&apos;s result</source>
        <translation>Bir çevrimiçi sıralama seçin ve bu günlük dağıtımın sonucunu gönderin</translation>
    </message>
</context>
<context>
    <name>Share</name>
    <message>
        <location filename="../qt/features/share.py" line="+32"/>
        <source>{variant} · daily deal {date}</source>
        <extracomment>First line of a shared daily result: the variant and the deal&apos;s date (YYYY-MM-DD).</extracomment>
        <translation>{variant} · günlük dağıtım {date}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Won in {time} · %n move(s) · score {score}</source>
        <translation>
            <numerusform>{time} sürede kazanıldı · %n hamle · {score} puan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not won · {time} · %n move(s) · score {score}</source>
        <translation>
            <numerusform>Kazanılmadı · {time} · %n hamle · {score} puan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n ipucu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n undo(s)</source>
        <translation>
            <numerusform>%n geri alma</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With help from the solver</source>
        <translation>Çözücünün yardımıyla</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No help, no undo</source>
        <translation>Yardım yok, geri alma yok</translation>
    </message>
</context>
<context>
    <name>ShowTheWay</name>
    <message>
        <location filename="../qt/features/show_the_way.py" line="-75"/>
        <source>Not available while cards lie face down.</source>
        <translation>Yüzü kapalı kart varken kullanılamaz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game is won already.</source>
        <translation>Bu oyun zaten kazanıldı.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving…</source>
        <translation>Çözülüyor…</translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>This game can still be won: %n move(s).</source>
        <translation>
            <numerusform>Bu oyun hâlâ kazanılabilir: %n hamle.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+18"/>
        <source>This deal cannot be won from the start.</source>
        <translation>Bu dağıtım baştan kazanılamaz.</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+21"/>
        <source>This game can no longer be won.</source>
        <translation>Bu oyun artık kazanılamaz.</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+29"/>
        <source>The solver could not decide.</source>
        <translation>Çözücü bir sonuca varamadı.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Solve</source>
        <extracomment>The title of the solver&apos;s answer (the menu entry Edit &gt; Solve).</extracomment>
        <translation>Çöz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can still be won.</source>
        <translation>Bu oyun hâlâ kazanılabilir.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver found a way in %n move(s).</source>
        <translation>
            <numerusform>Çözücü %n hamlelik bir yol buldu.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the Way</source>
        <extracomment>Button: the solver plays its winning line out, one move at a time.</extracomment>
        <translation>Yolu Göster</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move lost it: no way through exists, whatever is played.</source>
        <translation>Onu hiçbir hamle kaybettirmedi: ne oynanırsa oynansın kazanmanın yolu yok.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{path} finds the move that lost it.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Edit → Where Was It Lost?&quot;.</extracomment>
        <translation>Oyunu kaybettiren hamleyi bulmak için: {path}</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>It searched for %n second(s) without finding a win or proving there is none.</source>
        <translation>
            <numerusform>Çözücü %n saniye aradı; ne bir kazanma yolu bulabildi ne de olmadığını kanıtlayabildi.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../qt/statistics/wording.py" line="+19"/>
        <source>All variants</source>
        <translation>Bütün varyantlar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+8"/>
        <source>%1 h</source>
        <comment>hours of play</comment>
        <translation>%1 sa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 min</source>
        <comment>minutes of play</comment>
        <translation>%1 dk</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Statistics are paused: another program is using the statistics file. Finished games wait and are counted as soon as it lets go.</source>
        <translation>İstatistikler duraklatıldı: istatistik dosyasını başka bir program kullanıyor. Biten oyunlar bekletilir ve dosya serbest kalır kalmaz sayılır.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistics are paused: the statistics file can be neither opened nor made (a read-only folder or a full disk?). Finished games wait and are counted as soon as it can be written.</source>
        <translation>İstatistikler duraklatıldı: istatistik dosyası ne açılabiliyor ne de oluşturulabiliyor (salt okunur bir klasör ya da dolu bir disk olabilir mi?). Biten oyunlar bekletilir ve dosyaya yazılabildiği anda sayılır.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistics are paused: the statistics file could not be read.</source>
        <translation>İstatistikler duraklatıldı: istatistik dosyası okunamadı.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../qt/statistics/window.py" line="+275"/>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Variant</source>
        <extracomment>The list of variants: the column headings (variant, games played).</extracomment>
        <translation>Varyant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variants</source>
        <translation>Varyantlar</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>&amp;Summary</source>
        <translation>Ö&amp;zet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;harts</source>
        <translation>&amp;Grafikler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Sıralama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Daily Deals</source>
        <translation>Günlük &amp;Dağıtımlar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>H&amp;istory</source>
        <translation>Geç&amp;miş</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Loading…</source>
        <translation>Yükleniyor…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Try Again</source>
        <translation>&amp;Yeniden Dene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Games…</source>
        <translation>Oyunları Dışa &amp;Aktar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save every game as a CSV file for a spreadsheet</source>
        <translation>Bütün oyunları hesap tablosunda açmak için bir CSV dosyasına kaydet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset…</source>
        <translation>Sı&amp;fırla…</translation>
    </message>
    <message numerus="yes">
        <location line="+101"/>
        <source>%n damaged row(s) of the statistics file were left out.</source>
        <extracomment>Rows of the statistics file this version cannot read (edited by hand, damaged): they are not counted anywhere in the window.</extracomment>
        <translation>
            <numerusform>İstatistik dosyasındaki %n bozuk satır dışarıda bırakıldı.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n oyun oynandı</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>bakers-dozen-games.csv</source>
        <translation>bakers-dozen-oyunlar.csv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Games</source>
        <translation>Oyunları Dışa Aktar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV dosyaları (*.csv)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Tüm dosyalar (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Exporting…</source>
        <translation>Dışa aktarılıyor…</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n game(s) exported to %1.</source>
        <translation>
            <numerusform>%n oyun %1 dosyasına aktarıldı.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The games could not be exported to %1: %2. Nothing else changed.</source>
        <translation>Oyunlar %1 dosyasına aktarılamadı: %2. Başka hiçbir şey değişmedi.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Forget all %n game(s) of every variant? Scores, times, streaks and leaderboards are lost, and this cannot be undone.</source>
        <translation>
            <numerusform>Bütün varyantlardaki %n oyunun hepsi unutulsun mu? Puanlar, süreler, seriler ve sıralamalar silinir; bu işlem geri alınamaz.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Forget all %n game(s) of %1? Its scores, times, streaks and leaderboard are lost, and this cannot be undone.</source>
        <translation>
            <numerusform>%1 varyantındaki %n oyunun hepsi unutulsun mu? Bu varyantın puanları, süreleri, serileri ve sıralaması silinir; bu işlem geri alınamaz.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reset Statistics</source>
        <translation>İstatistikleri Sıfırla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forget Games</source>
        <translation>Oyunları &amp;Unut</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Every game was forgotten.</source>
        <translation>Bütün oyunlar unutuldu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games of %1 were forgotten.</source>
        <translation>%1 varyantının oyunları unutuldu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forgetting…</source>
        <translation>Unutuluyor…</translation>
    </message>
</context>
<context>
    <name>StatsTransfer</name>
    <message>
        <location filename="../qt/statistics/transfer.py" line="+59"/>
        <source>bakers-dozen-statistics-{date}</source>
        <extracomment>The file Export Statistics… offers to write; {date} is today&apos;s (YYYY-MM-DD).</extracomment>
        <translation>bakers-dozen-istatistikleri-{date}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics files (*%1)</source>
        <translation>İstatistik dosyaları (*%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Tüm dosyalar (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+33"/>
        <source>Export Statistics</source>
        <translation>İstatistikleri Dışa Aktar</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+44"/>
        <source>Import Statistics</source>
        <translation>İstatistikleri İçe Aktar</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The statistics could not be exported to {file}: {reason}.</source>
        <translation>İstatistikler {file} dosyasına dışa aktarılamadı: {reason}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Statistics exported: %n game(s), with their moves, to %1.</source>
        <extracomment>%1 is the file written; the moves of each game go with it.</extracomment>
        <translation>
            <numerusform>İstatistikler dışa aktarıldı: %n oyun, hamleleriyle birlikte, %1 dosyasına.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>it is not a statistics file of Baker&apos;s Dozen</source>
        <translation>bir Baker&apos;s Dozen istatistik dosyası değil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was made by a newer version of the game</source>
        <translation>oyunun daha yeni bir sürümüyle yapılmış</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be read ({detail})</source>
        <translation>okunamıyor ({detail})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged ({detail})</source>
        <translation>bozuk ({detail})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{file} was not imported: {why}. Your statistics are unchanged.</source>
        <translation>{file} içe aktarılmadı: {why}. İstatistikleriniz değişmedi.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n game(s) added to your statistics.</source>
        <translation>
            <numerusform>İstatistiklerinize %n oyun eklendi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) of the file were there already and were left as they were.</source>
        <translation>
            <numerusform>Dosyadaki %n oyun zaten vardı ve olduğu gibi bırakıldı.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../qt/dialogs/dialogs.py" line="+228"/>
        <source>No moves left</source>
        <translation>Hamle kalmadı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card can move any more.</source>
        <translation>Artık hiçbir kart hareket edemez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo a few moves, start this deal again, try a new one, or ask the solver where the game was lost.</source>
        <translation>Birkaç hamleyi geri alın, bu dağıtımı baştan oynayın, yeni bir oyun deneyin ya da çözücüye oyunun nerede kaybedildiğini sorun.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This board came with no move to make: try a new deal.</source>
        <extracomment>The No moves left dialog, for a board that came stuck (nothing to undo).</extracomment>
        <translation>Bu dizilimde baştan beri yapılacak hamle yok: yeni bir oyun deneyin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo</source>
        <translation>Geri Al</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart</source>
        <extracomment>Button: play this deal again from the start.</extracomment>
        <translation>Yeniden Başlat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Deal</source>
        <translation>Yeni Oyun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where Was It Lost?</source>
        <translation>Nerede Kaybedildi?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../qt/statistics/pages.py" line="-99"/>
        <source>Games played</source>
        <translation>Oynanan oyun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Kazanılan oyun</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+27"/>
        <source>Win rate</source>
        <translation>Kazanma oranı</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Won with help</source>
        <translation>Yardımla kazanılan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records (games won without help)</source>
        <translation>Rekorlar (yardımsız kazanılan oyunlar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <source>Best score</source>
        <translation>En yüksek puan</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+25"/>
        <source>Fastest win</source>
        <translation>En hızlı galibiyet</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Median winning time</source>
        <translation>Ortanca kazanma süresi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only games won without Show the Way or Go Back count for records and streaks.</source>
        <translation>Rekorlarda ve serilerde yalnızca “Yolu Göster” ya da “Geri Dön” kullanılmadan kazanılan oyunlar sayılır.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Records and winning streaks count only games won without help. A game in which Show the Way or Go Back was used counts as played and won, never as a record, and it ends a winning streak.</source>
        <translation>Rekorlarda ve galibiyet serilerinde yalnızca yardımsız kazanılan oyunlar sayılır. “Yolu Göster” ya da “Geri Dön” kullanılan bir oyun oynanmış ve kazanılmış sayılır, ama hiçbir zaman rekor sayılmaz ve galibiyet serisini bitirir.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Variant</source>
        <extracomment>Statistics summary, table of all variants: the column headings (games played, won...).</extracomment>
        <translation>Varyant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Oynanan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Kazanılan</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Current winning streak (longest: %1)</source>
        <translation>Şu anki galibiyet serisi (en uzun: %1)</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../qt/table/table_input.py" line="+118"/>
        <location line="+84"/>
        <source>{card} has nowhere to go just now.</source>
        <translation>{card} kartının şu anda gidebileceği bir yer yok.</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>A replay is on the table: it cannot be played. Esc goes back to your game.</source>
        <translation>Masada bir tekrar var: oynanamaz. Esc ile oyununuza dönersiniz.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Only the top card of a column moves.</source>
        <translation>Bir sütundan yalnızca en üstteki kart oynanır.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../qt/table/table_scene.py" line="+174"/>
        <source>&lt;center&gt;&lt;b&gt;Paused&lt;/b&gt;&lt;br&gt;&lt;small&gt;Click or press P to play on&lt;/small&gt;&lt;/center&gt;</source>
        <translation>&lt;center&gt;&lt;b&gt;Duraklatıldı&lt;/b&gt;&lt;br&gt;&lt;small&gt;Devam etmek için tıklayın ya da P tuşuna basın&lt;/small&gt;&lt;/center&gt;</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../qt/window/view.py" line="-6"/>
        <source>Card table</source>
        <translation>Kart masası</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrow keys choose a pile. Space or Enter picks up its top card and puts it down. F sends a card to its foundation. {path} lists every key.</source>
        <extracomment>{path} is the menu entry, as the menus name it: &quot;Help → Keyboard&quot;.</extracomment>
        <translation>Ok tuşları bir yığın seçer. Boşluk ya da Enter, yığının en üstteki kartını alır ve yere koyar. F, bir kartı temeline gönderir. {path} bütün tuşları listeler.</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Hidden while paused</source>
        <extracomment>What a screen reader calls each pile while the game is paused.</extracomment>
        <translation>Duraklatılmışken gizli</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../qt/art/themes.py" line="+65"/>
        <source>Green felt</source>
        <translation>Yeşil çuha</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Dark</source>
        <translation>Koyu</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Blue felt</source>
        <translation>Mavi çuha</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Wine red felt</source>
        <translation>Şarap kırmızısı çuha</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Teal felt</source>
        <translation>Petrol mavisi çuha</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Walnut</source>
        <extracomment>A table of dark brown wood.</extracomment>
        <translation>Ceviz</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Slate</source>
        <extracomment>A blue-grey table, like slate stone.</extracomment>
        <translation>Arduvaz</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>High contrast</source>
        <translation>Yüksek karşıtlık</translation>
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
        <translation>On üç sütun, bütün kartlar yüzü açık, papazlar dipte; boş sütunlar boş kalır.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spanish Patience</source>
        <translation>Spanish Patience</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As Baker&apos;s Dozen, but any card may fill an empty column.</source>
        <translation>Baker&apos;s Dozen gibi, ama boş bir sütuna herhangi bir kart konabilir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Portuguese Solitaire</source>
        <translation>Portuguese Solitaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings stay where they are dealt, and only a king may fill an empty column.</source>
        <translation>Papazlar dağıtıldıkları yerde kalır ve boş bir sütuna yalnızca papaz konabilir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Good Measure</source>
        <translation>Good Measure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten columns of five, with two aces on the foundations from the start.</source>
        <translation>Beşer kartlık on sütun; iki as en baştan temellerde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Castles in Spain</source>
        <translation>Castles in Spain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three rows dealt face down; build in alternating colours; any card may fill an empty column.</source>
        <translation>Üç sıra yüzü kapalı dağıtılır; kartlar renk değiştirerek dizilir; boş bir sütuna herhangi bir kart konabilir.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Baker&apos;s Dozen, 1883 edition</source>
        <translation>Baker&apos;s Dozen, 1883 baskısı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The oldest rules: only the top card of each column is dealt face up.</source>
        <translation>En eski kurallar: her sütunun yalnızca en üstteki kartı yüzü açık dağıtılır.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Custom</source>
        <extracomment>The player&apos;s own rules (Game &gt; Variant &gt; Custom…), shown as a variant&apos;s name.</extracomment>
        <translation>Özel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thirteen columns of four, with your choice of the other rules.</source>
        <translation>Dörder kartlık on üç sütun; öteki kuralları siz seçersiniz.</translation>
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
        <translation>Kopyalandı</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy Result</source>
        <extracomment>Button: puts a short text of a daily deal&apos;s result on the clipboard.</extracomment>
        <translation>Sonucu Kopyala</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a short text of this result on the clipboard</source>
        <translation>Bu sonucun kısa bir metnini panoya koy</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>You won</source>
        <translation>Kazandınız</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All the cards are home!</source>
        <translation>Bütün kartlar temellerde!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{cards} for the cards · {win} for the win · {time} time bonus</source>
        <translation>Kartlar: {cards} · Galibiyet: {win} · Zaman bonusu: {time}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score &lt;b&gt;{score}&lt;/b&gt;</source>
        <translation>Puan &lt;b&gt;{score}&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time {time} · %n move(s)</source>
        <extracomment>The time played and the number of moves, under the score.</extracomment>
        <translation>
            <numerusform>Süre {time} · %n hamle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>and %n move(s) made for you</source>
        <extracomment>Under &quot;Time 3:20 · 87 moves&quot;: the moves the game made for the player.</extracomment>
        <translation>
            <numerusform>ve sizin için %n hamle yapıldı</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Practice&lt;/b&gt;: a board you did not deal is not counted in the statistics.</source>
        <translation>&lt;b&gt;Alıştırma&lt;/b&gt;: sizin dağıtmadığınız bir dizilim istatistiklere sayılmaz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Won with help&lt;/b&gt;: the solver showed the way or took you back, so this game sets no record.</source>
        <translation>&lt;b&gt;Yardımla kazanıldı&lt;/b&gt;: çözücü yolu gösterdi ya da sizi geri götürdü, bu yüzden bu oyun rekor sayılmaz.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n ipucu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n undo(s)</source>
        <translation>
            <numerusform>%n geri alma</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New best: {place} in your top ten</source>
        <extracomment>{place} is &quot;1st&quot;: the game is the player&apos;s best win.</extracomment>
        <translation>Yeni rekor: ilk onunuzda {place} sırada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{place} place in your top ten</source>
        <extracomment>{place} is &quot;2nd&quot;... &quot;10th&quot;: the game&apos;s place among the player&apos;s ten best wins (not their best: say it as a place).</extracomment>
        <translation>En iyi on galibiyetiniz arasında {place} sırada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Deal</source>
        <translation>Yeni Oyun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
</context>
<context>
    <name>WinTimeHistogram</name>
    <message>
        <location filename="../qt/statistics/charts.py" line="+11"/>
        <source>Histogram of winning times</source>
        <translation>Kazanma süreleri histogramı</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Median winning time: %1</source>
        <translation>Ortanca kazanma süresi: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No wins without help yet: their times appear here.</source>
        <translation>Henüz yardımsız galibiyet yok: süreleri burada görünecek.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games won without help</source>
        <translation>Yardımsız kazanılan oyunlar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Median: %1</source>
        <translation>Ortanca: %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Games</source>
        <extracomment>The histogram&apos;s vertical axis: how many games.</extracomment>
        <translation>Oyun</translation>
    </message>
    <message numerus="yes">
        <location line="-44"/>
        <source>%n win(s) in %1 to %2</source>
        <translation>
            <numerusform>%1–%2 arası: %n galibiyet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Winning time</source>
        <extracomment>The histogram&apos;s horizontal axis: how long a win took.</extracomment>
        <translation>Kazanma süresi</translation>
    </message>
</context>
<context>
    <name>WinnableDeals</name>
    <message>
        <location filename="../qt/features/winnable_deals.py" line="+191"/>
        <source>Finding a winnable deal…</source>
        <translation>Kazanılabilir bir dağıtım aranıyor…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No winnable deal found in time: this one may not be winnable.</source>
        <translation>Zamanında kazanılabilir bir dağıtım bulunamadı: bu dağıtım kazanılamayabilir.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Today&apos;s deal can be won.</source>
        <translation>Bugünün dağıtımı kazanılabilir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Today&apos;s deal cannot be won.</source>
        <translation>Bugünün dağıtımı kazanılamaz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solver could not decide whether today&apos;s deal can be won.</source>
        <translation>Çözücü, bugünün dağıtımının kazanılıp kazanılamayacağına karar veremedi.</translation>
    </message>
</context>
</TS>
