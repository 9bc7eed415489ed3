<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BoardText</name>
    <message numerus="yes">
        <location filename="../qt/words/reason_words.py" line="+79"/>
        <source>The board holds %n card(s), not 52. Missing: {cards}.</source>
        <extracomment>A deck has 52 cards; {cards} lists the missing ones: &quot;7♣ Q♥&quot;.</extracomment>
        <translation>
            <numerusform>The board holds %n card, not 52. Missing: {cards}.</numerusform>
            <numerusform>The board holds %n cards, not 52. Missing: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The board holds %n card(s), not 52.</source>
        <translation>
            <numerusform>The board holds %n card, not 52.</numerusform>
            <numerusform>The board holds %n cards, not 52.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatus</name>
    <message numerus="yes">
        <location filename="../qt/window/status.py" line="+77"/>
        <source>Your own moves on this deal, restarts included. Besides them, %n move(s) made for you (safe cards sent up, Auto Finish, Show the Way).</source>
        <translation>
            <numerusform>Your own moves on this deal, restarts included. Besides them, %n move made for you (safe cards sent up, Auto Finish, Show the Way).</numerusform>
            <numerusform>Your own moves on this deal, restarts included. Besides them, %n moves made for you (safe cards sent up, Auto Finish, Show the Way).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message numerus="yes">
        <location filename="../qt/statistics/boards.py" line="+94"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n hint</numerusform>
            <numerusform>%n hints</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message numerus="yes">
        <location filename="../qt/statistics/history_page.py" line="+204"/>
        <source>%n game(s)</source>
        <extracomment>Statistics, History: how many games the list holds under its filters.</extracomment>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message numerus="yes">
        <location filename="../qt/table/keyboard.py" line="+193"/>
        <source>{card} picked up: %n place(s) to go.</source>
        <translation>
            <numerusform>{card} picked up: %n place to go.</numerusform>
            <numerusform>{card} picked up: %n places to go.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeaderboardPage</name>
    <message numerus="yes">
        <location filename="../qt/statistics/boards.py" line="+140"/>
        <source>Your best on deal %1 in %2: won with help, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>Your best on deal %1 in %2: won with help, score %3, time %4, %n move, on %5.</numerusform>
            <numerusform>Your best on deal %1 in %2: won with help, score %3, time %4, %n moves, on %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Your best on deal %1 in %2: won, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>Your best on deal %1 in %2: won, score %3, time %4, %n move, on %5.</numerusform>
            <numerusform>Your best on deal %1 in %2: won, score %3, time %4, %n moves, on %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Your best on deal %1 in %2: not won, score %3, time %4, %n move(s), on %5.</source>
        <translation>
            <numerusform>Your best on deal %1 in %2: not won, score %3, time %4, %n move, on %5.</numerusform>
            <numerusform>Your best on deal %1 in %2: not won, score %3, time %4, %n moves, on %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message numerus="yes">
        <location filename="../qt/speech/announcer.py" line="+144"/>
        <source>%n step(s) done.</source>
        <translation>
            <numerusform>%n step done.</numerusform>
            <numerusform>%n steps done.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n step(s) undone.</source>
        <translation>
            <numerusform>%n step undone.</numerusform>
            <numerusform>%n steps undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Auto Finish: %n card(s) to the foundations.</source>
        <translation>
            <numerusform>Auto Finish: %n card to the foundations.</numerusform>
            <numerusform>Auto Finish: %n cards to the foundations.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Played %n move(s) for you.</source>
        <translation>
            <numerusform>Played %n move for you.</numerusform>
            <numerusform>Played %n moves for you.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>Auto Finish undone: %n card(s) back on the table.</source>
        <translation>
            <numerusform>Auto Finish undone: %n card back on the table.</numerusform>
            <numerusform>Auto Finish undone: %n cards back on the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Undone: %n move(s) played for you.</source>
        <translation>
            <numerusform>Undone: %n move played for you.</numerusform>
            <numerusform>Undone: %n moves played for you.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message numerus="yes">
        <location filename="../qt/files/notices.py" line="+143"/>
        <source>%n finished game(s) could not be written to the statistics.</source>
        <translation>
            <numerusform>%n finished game could not be written to the statistics.</numerusform>
            <numerusform>%n finished games could not be written to the statistics.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineBoardView</name>
    <message numerus="yes">
        <location filename="../qt/online/board_view.py" line="+208"/>
        <source>%n player(s) on the online board for this day.</source>
        <translation>
            <numerusform>%n player on the online board for this day.</numerusform>
            <numerusform>%n players on the online board for this day.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message numerus="yes">
        <location filename="../qt/online/opt_in.py" line="+241"/>
        <source>Choose the name to show on the board: %n character(s) at most.</source>
        <translation>
            <numerusform>Choose the name to show on the board: %n character at most.</numerusform>
            <numerusform>Choose the name to show on the board: %n characters at most.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PileWords</name>
    <message numerus="yes">
        <location filename="../qt/speech/spoken_names.py" line="+165"/>
        <source>%n card(s)</source>
        <extracomment>A count of cards in a pile&apos;s name: &quot;Column 4, {6 cards}, top: ...&quot;.</extracomment>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{cards}, %n of them face down</source>
        <extracomment>{cards} is &quot;4 cards&quot;; %n of those lie face down.</extracomment>
        <translation>
            <numerusform>{cards}, %n of them face down</numerusform>
            <numerusform>{cards}, %n of them face down</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecentGamesChart</name>
    <message numerus="yes">
        <location filename="../qt/statistics/charts.py" line="+218"/>
        <source>%1 of the last %n game(s) won</source>
        <translation>
            <numerusform>%1 of the last %n game won</numerusform>
            <numerusform>%1 of the last %n games won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Win rate (last %n game(s))</source>
        <extracomment>The line of the win rate over the last games (20 of them, say).</extracomment>
        <translation>
            <numerusform>Win rate (last game)</numerusform>
            <numerusform>Win rate (last %n games)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+100"/>
        <source>Game %1 of %2: won with help, %Ln point(s)</source>
        <translation>
            <numerusform>Game %1 of %2: won with help, %Ln point</numerusform>
            <numerusform>Game %1 of %2: won with help, %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game %1 of %2: won, %Ln point(s)</source>
        <translation>
            <numerusform>Game %1 of %2: won, %Ln point</numerusform>
            <numerusform>Game %1 of %2: won, %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Game %1 of %2: not won, %Ln point(s)</source>
        <translation>
            <numerusform>Game %1 of %2: not won, %Ln point</numerusform>
            <numerusform>Game %1 of %2: not won, %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Win rate over the last %n game(s): %1</source>
        <translation>
            <numerusform>Win rate over the last %n game: %1</numerusform>
            <numerusform>Win rate over the last %n games: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Replayer</name>
    <message numerus="yes">
        <location filename="../qt/replay/replayer.py" line="+311"/>
        <source>The deal: %n move(s) to watch.</source>
        <extracomment>Where a replay stands: at the deal, before any of its moves.</extracomment>
        <translation>
            <numerusform>The deal: %n move to watch.</numerusform>
            <numerusform>The deal: %n moves to watch.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesInBrief</name>
    <message numerus="yes">
        <location filename="../qt/words/variant_names.py" line="+110"/>
        <source>%n row(s) face down</source>
        <extracomment>A custom game&apos;s rules in brief, part 3 of 4: rows dealt face down.</extracomment>
        <translation>
            <numerusform>%n row face down</numerusform>
            <numerusform>%n rows face down</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message numerus="yes">
        <location filename="../qt/dialogs/how_to_play.py" line="+113"/>
        <source>The cards are dealt into %n column(s).</source>
        <extracomment>Only for layouts other than 13 × 4 and 10 × 5 (none so far).</extracomment>
        <translation>
            <numerusform>The cards are dealt into %n column.</numerusform>
            <numerusform>The cards are dealt into %n columns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each column gets %n card(s).</source>
        <extracomment>Only for layouts other than 13 × 4 and 10 × 5 (none so far).</extracomment>
        <translation>
            <numerusform>Each column gets %n card.</numerusform>
            <numerusform>Each column gets %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Before the deal, %n ace(s) go to the foundations.</source>
        <translation>
            <numerusform>Before the deal, %n ace goes to the foundations.</numerusform>
            <numerusform>Before the deal, %n aces go to the foundations.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>The bottom %n card(s) of each column are dealt face down.</source>
        <translation>
            <numerusform>The bottom card of each column is dealt face down.</numerusform>
            <numerusform>The bottom %n cards of each column are dealt face down.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Share</name>
    <message numerus="yes">
        <location filename="../qt/features/share.py" line="+36"/>
        <source>Won in {time} · %n move(s) · score {score}</source>
        <translation>
            <numerusform>Won in {time} · %n move · score {score}</numerusform>
            <numerusform>Won in {time} · %n moves · score {score}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not won · {time} · %n move(s) · score {score}</source>
        <translation>
            <numerusform>Not won · {time} · %n move · score {score}</numerusform>
            <numerusform>Not won · {time} · %n moves · score {score}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n hint</numerusform>
            <numerusform>%n hints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n undo(s)</source>
        <translation>
            <numerusform>%n undo</numerusform>
            <numerusform>%n undos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShowTheWay</name>
    <message numerus="yes">
        <location filename="../qt/features/show_the_way.py" line="+114"/>
        <source>This game can still be won: %n move(s).</source>
        <translation>
            <numerusform>This game can still be won: %n move.</numerusform>
            <numerusform>This game can still be won: %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>The solver found a way in %n move(s).</source>
        <translation>
            <numerusform>The solver found a way in %n move.</numerusform>
            <numerusform>The solver found a way in %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>It searched for %n second(s) without finding a win or proving there is none.</source>
        <translation>
            <numerusform>It searched for %n second without finding a win or proving there is none.</numerusform>
            <numerusform>It searched for %n seconds without finding a win or proving there is none.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <location filename="../qt/statistics/window.py" line="+386"/>
        <source>%n damaged row(s) of the statistics file were left out.</source>
        <extracomment>Rows of the statistics file this version cannot read (edited by hand, damaged): they are not counted anywhere in the window.</extracomment>
        <translation>
            <numerusform>%n damaged row of the statistics file was left out.</numerusform>
            <numerusform>%n damaged rows of the statistics file were left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n game played</numerusform>
            <numerusform>%n games played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%n game(s) exported to %1.</source>
        <translation>
            <numerusform>%n game exported to %1.</numerusform>
            <numerusform>%n games exported to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Forget all %n game(s) of every variant? Scores, times, streaks and leaderboards are lost, and this cannot be undone.</source>
        <translation>
            <numerusform>Forget the one game counted? Its score, time and leaderboard place are lost, and this cannot be undone.</numerusform>
            <numerusform>Forget all %n games of every variant? Scores, times, streaks and leaderboards are lost, and this cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Forget all %n game(s) of %1? Its scores, times, streaks and leaderboard are lost, and this cannot be undone.</source>
        <translation>
            <numerusform>Forget the one game of %1? Its score, time and leaderboard place are lost, and this cannot be undone.</numerusform>
            <numerusform>Forget all %n games of %1? Its scores, times, streaks and leaderboard are lost, and this cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsTransfer</name>
    <message numerus="yes">
        <location filename="../qt/statistics/transfer.py" line="+117"/>
        <source>Statistics exported: %n game(s), with their moves, to %1.</source>
        <extracomment>%1 is the file written; the moves of each game go with it.</extracomment>
        <translation>
            <numerusform>Statistics exported: %n game, with its moves, to %1.</numerusform>
            <numerusform>Statistics exported: %n games, with their moves, to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%n game(s) added to your statistics.</source>
        <translation>
            <numerusform>%n game added to your statistics.</numerusform>
            <numerusform>%n games added to your statistics.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) of the file were there already and were left as they were.</source>
        <translation>
            <numerusform>%n game of the file was there already and was left as it was.</numerusform>
            <numerusform>%n games of the file were there already and were left as they were.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message numerus="yes">
        <location filename="../qt/dialogs/dialogs.py" line="+151"/>
        <source>Time {time} · %n move(s)</source>
        <extracomment>The time played and the number of moves, under the score.</extracomment>
        <translation>
            <numerusform>Time {time} · %n move</numerusform>
            <numerusform>Time {time} · %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>and %n move(s) made for you</source>
        <extracomment>Under &quot;Time 3:20 · 87 moves&quot;: the moves the game made for the player.</extracomment>
        <translation>
            <numerusform>and %n move made for you</numerusform>
            <numerusform>and %n moves made for you</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n hint</numerusform>
            <numerusform>%n hints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n undo(s)</source>
        <translation>
            <numerusform>%n undo</numerusform>
            <numerusform>%n undos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinTimeHistogram</name>
    <message numerus="yes">
        <location filename="../qt/statistics/charts.py" line="+22"/>
        <source>%n win(s) in %1 to %2</source>
        <translation>
            <numerusform>%n win in %1 to %2</numerusform>
            <numerusform>%n wins in %1 to %2</numerusform>
        </translation>
    </message>
</context>
</TS>
