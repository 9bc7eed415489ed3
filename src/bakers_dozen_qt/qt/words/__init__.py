"""The words: the language the game speaks and the sentences it says.

Translators and live language switching (``i18n``), move and refusal wording, the
engine's and the store's reasons worded for the player, variant names, Qt's own texts
for languages Qt does not translate, and the status-bar line features write to.

May import: no other room (the engine and the store only). Every room may import it.
"""
