"""Building blocks of the Baker's Dozen card deck generator (stdlib only)."""
