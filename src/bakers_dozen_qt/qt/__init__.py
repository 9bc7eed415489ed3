"""The desktop application: Qt widgets, table scene, card art and themes."""
