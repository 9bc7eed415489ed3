"""The atlas of deals: what is known of every deal of a range (won, lost, how hard), and
the independent checker of its proofs (:mod:`.checker`)."""
