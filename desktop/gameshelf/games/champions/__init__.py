"""Champions of Midgard (Grey Fox Games 2015, Ole Steiness) for 2 to 4 players."""
