"""The command line: ``bakers-dozen-solve`` (``solve``), its results file
(``results_log``), and writing to a terminal without a traceback (``console``, which the
window's start-up and the server use too).

May import: the engine and the store; never Qt.
"""
