"""Aquatica (Cosmodrome Games 2019): the rules engine is being written; see data.py."""
