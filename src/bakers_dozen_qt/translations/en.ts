<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>RulesText</name>
    <message numerus="yes">
        <location filename="../qt/how_to_play.py" line="+88"/>
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
    <name>ShowTheWay</name>
    <message numerus="yes">
        <location filename="../qt/show_the_way.py" line="+81"/>
        <source>This game can still be won: %n move(s).</source>
        <translation>
            <numerusform>This game can still be won: %n move.</numerusform>
            <numerusform>This game can still be won: %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The solver found a way in %n move(s).</source>
        <translation>
            <numerusform>The solver found a way in %n move.</numerusform>
            <numerusform>The solver found a way in %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>It searched for %n second(s) without finding a win or proving there is none.</source>
        <translation>
            <numerusform>It searched for %n second without finding a win or proving there is none.</numerusform>
            <numerusform>It searched for %n seconds without finding a win or proving there is none.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message numerus="yes">
        <location filename="../qt/dialogs.py" line="+85"/>
        <source>Time {time} · %n move(s)</source>
        <extracomment>The time played and the number of moves, under the score.</extracomment>
        <translation>
            <numerusform>Time {time} · %n move</numerusform>
            <numerusform>Time {time} · %n moves</numerusform>
        </translation>
    </message>
</context>
</TS>
