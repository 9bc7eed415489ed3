"""The search core: the passes that decide a position, on the integer board.

:mod:`.board` holds what every search shares (the pass protocol, keys, safe moves, the
child step, when the loss test is due); :mod:`.depth_first`, :mod:`.restarts`,
:mod:`.best_first` and :mod:`.beam` differ only in the order they take positions in
(:mod:`.dfs_table` and :mod:`.beam_layers` hold the steps of two of them);
:mod:`.deadlock` and :mod:`.pooled` prove losses; :mod:`.portfolio` runs the passes
side by side under one budget with the shares of :mod:`.tuning`. ``docs/solver.md``
explains it all.
"""
