"""The game for the ear: short synthesised sounds for what happens on the table.

The table and the session tell it what happened (a card picked up, a step done or
undone, a refusal, a win); it never asks the table. ``mixer`` sums the sounds playing
into one quiet stream, ``player`` sends that stream to the system's audio through
miniaudio (opened after the first frame, on a thread of its own; no device, no sound),
``cues`` turns the game's news into sound names.

May import: play (the session it listens to).
"""
