"""Everdell (Starling Games 2018) for 1 to 4 players: rules in shared/rules/everdell.md."""
