"""Ethnos component data, loaded from assets/games/ethnos/ethnos.toml and validated."""

from __future__ import annotations

import operator
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from ...paths import assets_dir
from ..datafile import DataFile

TRIBE_IDS = (
    "centaurs", "dwarves", "elves", "giants", "halflings", "merfolk",
    "minotaurs", "orcs", "skeletons", "trolls", "wingfolk", "wizards",
)  # fmt: skip
PLAYER_COUNTS = (2, 3, 4, 5, 6)
SKELETONS = TRIBE_IDS.index("skeletons")


@dataclass(frozen=True, slots=True)
class EthnosData:
    hand_limit: int
    markers_per_player: int
    dragons: int
    market_per_player: int
    ages: dict[int, int]
    tribes_in_play: dict[int, int]
    kingdoms: tuple[str, ...]
    kingdom_names: tuple[str, ...]
    kingdom_symbols: tuple[str, ...]
    tribes: tuple[str, ...]
    band_glory: tuple[int, ...]  # index = band size after Skeletons, capped at the last entry
    glory_tokens: tuple[int, ...]
    four_plus_tokens: tuple[int, ...]
    tokens_per_kingdom: dict[int, int]
    giant_immediate: int
    giant_age_glory: dict[str, tuple[int, ...]]
    merfolk_track: int
    merfolk_checkpoints: tuple[int, ...]
    merfolk_age_glory: dict[str, tuple[int, ...]]
    orc_glory: tuple[int, ...]  # index = markers cashed in
    troll_tokens: tuple[int, ...]
    card_tribe: tuple[int, ...]  # per ally card id: index into `tribes`
    card_kingdom: tuple[int, ...]  # per ally card id: index into `kingdoms`, -1 for Skeletons
    # Per-card tables derived once, for rules that random play runs at every step.
    # 0 for Skeletons (removed before a band scores), else 1: `sum(map(...))` counts a band.
    counted: tuple[int, ...] = field(init=False, repr=False, compare=False)
    # `joins[leader][colour_open][tribe_open]`: per card, 1 if it may join a band of `leader`
    # that can still grow by the leader's kingdom colour / tribe (the rule: `_band_fits`).
    joins: tuple[tuple[tuple[bytes, bytes], tuple[bytes, bytes]], ...] = field(
        init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        tribe, kingdom = self.card_tribe, self.card_kingdom
        skeleton = [t == SKELETONS for t in tribe]  # Skeletons join any band
        object.__setattr__(self, "counted", tuple(int(not s) for s in skeleton))

        def joining(same: Sequence[int], value: int) -> bytes:
            return bytes(s or v == value for s, v in zip(skeleton, same, strict=True))

        by_tribe = {t: joining(tribe, t) for t in set(tribe)}
        by_kingdom = {k: joining(kingdom, k) for k in set(kingdom)}
        only_skeletons = bytes(skeleton)
        either = {
            (t, k): bytes(map(operator.or_, by_tribe[t], by_kingdom[k]))
            for t, k in set(zip(tribe, kingdom, strict=True))
        }
        object.__setattr__(self, "joins", tuple(
            ((only_skeletons, by_tribe[t]), (by_kingdom[k], either[t, k]))
            for t, k in zip(tribe, kingdom, strict=True)
        ))

    @property
    def num_cards(self) -> int:
        return len(self.card_tribe)

    def band_glory_for(self, size: int) -> int:
        return self.band_glory[min(size, len(self.band_glory) - 1)]

    @staticmethod
    def size_class(num_players: int) -> str:
        return "2-3" if num_players <= 3 else "4-6"


def load(path: Path | None = None) -> EthnosData:
    f = DataFile(path or assets_dir() / "games" / "ethnos" / "ethnos.toml")

    def by_count(key: str) -> dict[int, int]:
        table = f.get(key, dict)
        result = {}
        for count in PLAYER_COUNTS:
            value = f.get(str(count), int, table, f"{key}.")
            result[count] = value
        return result

    kingdom_rows = f.get("kingdoms", list)
    if len(kingdom_rows) != 6:
        raise f.fail("kingdoms", f"expected 6 kingdoms, got {len(kingdom_rows)}")
    kingdoms, names, symbols = [], [], []
    for index, row in enumerate(kingdom_rows):
        prefix = f"kingdoms[{index}]."
        kingdoms.append(f.get("id", str, row, prefix))
        names.append(f.get("name", str, row, prefix))
        symbols.append(f.get("symbol", str, row, prefix))
        f.get("source", str, row, prefix)
    if len(set(kingdoms)) != 6:
        raise f.fail("kingdoms", "kingdom ids must be unique")

    tribe_rows = f.get("tribes", list)
    tribes = tuple(f.get("id", str, row, f"tribes[{i}].") for i, row in enumerate(tribe_rows))
    if tribes != TRIBE_IDS:
        raise f.fail("tribes", f"expected the 12 tribes {TRIBE_IDS} in that order")
    card_tribe: list[int] = []
    card_kingdom: list[int] = []
    for tribe_index, row in enumerate(tribe_rows):
        prefix = f"tribes[{tribe_index}]."
        f.get("source", str, row, prefix)
        if "colourless" in row:
            copies = f.get("colourless", int, row, prefix)
            card_tribe += [tribe_index] * copies
            card_kingdom += [-1] * copies
        else:
            copies = f.get("cards_per_kingdom", int, row, prefix)
            if copies < 1:
                raise f.fail(f"{prefix}cards_per_kingdom", "must be at least 1")
            for kingdom_index in range(6):
                card_tribe += [tribe_index] * copies
                card_kingdom += [kingdom_index] * copies

    band = f.get("band_glory", dict)
    sizes = f.ints("sizes", band, "band_glory.", minimum=1)
    if sizes != tuple(range(1, len(sizes) + 1)):
        raise f.fail("band_glory.sizes", "must be 1, 2, 3, ... in order")
    band_glory = (0, *f.ints("glory", band, "band_glory."))
    if len(band_glory) != len(sizes) + 1:
        raise f.fail("band_glory.glory", "needs one value per size")

    tokens = f.get("glory_tokens", dict)
    values = f.ints("values", tokens, "glory_tokens.")
    four_plus = f.ints("four_plus", tokens, "glory_tokens.")
    per_kingdom_table = f.get("per_kingdom", dict, tokens, "glory_tokens.")
    per_kingdom = {
        n: f.get(str(n), int, per_kingdom_table, "glory_tokens.per_kingdom.") for n in PLAYER_COUNTS
    }
    if len(values) != 18 or sorted(values) != list(values):
        raise f.fail("glory_tokens.values", "expected the 18 token values in ascending order")
    remaining = list(values)
    for value in four_plus:
        if value not in remaining:
            raise f.fail("glory_tokens.four_plus", f"{value} is not among the token values")
        remaining.remove(value)
    for n in PLAYER_COUNTS:
        available = len(remaining) if n <= 3 else len(values)
        if per_kingdom[n] * 6 != available:
            raise f.fail(f"glory_tokens.per_kingdom.{n}", f"6 kingdoms need {available} tokens")

    giants = f.get("giants", dict)
    merfolk = f.get("merfolk", dict)
    ages = by_count("ages")

    def age_table(table: dict, key: str) -> dict[str, tuple[int, ...]]:
        inner = f.get("age_glory", dict, table, f"{key}.")
        result = {}
        for size_class, players in (("2-3", 2), ("4-6", 4)):
            row = f.ints(size_class, inner, f"{key}.age_glory.")
            if len(row) != ages[players]:
                raise f.fail(f"{key}.age_glory.{size_class}", f"needs {ages[players]} Ages")
            result[size_class] = row
        return result

    track = f.get("track_length", int, merfolk, "merfolk.")
    checkpoints = f.ints("checkpoints", merfolk, "merfolk.", minimum=1)
    if any(c > track for c in checkpoints) or list(checkpoints) != sorted(set(checkpoints)):
        raise f.fail("merfolk.checkpoints", "must be ascending spaces on the track")
    orc_glory = (0, *f.ints("glory", f.get("orcs", dict), "orcs."))
    if len(orc_glory) != 7:
        raise f.fail("orcs.glory", "needs a value for 1 to 6 markers")
    troll_tokens = f.ints("tokens", f.get("trolls", dict), "trolls.", minimum=1)

    return EthnosData(
        hand_limit=f.get("hand_limit", int),
        markers_per_player=f.get("markers_per_player", int),
        dragons=f.get("dragons", int),
        market_per_player=f.get("market_per_player", int),
        ages=ages,
        tribes_in_play=by_count("tribes_in_play"),
        kingdoms=tuple(kingdoms),
        kingdom_names=tuple(names),
        kingdom_symbols=tuple(symbols),
        tribes=tribes,
        band_glory=band_glory,
        glory_tokens=values,
        four_plus_tokens=four_plus,
        tokens_per_kingdom=per_kingdom,
        giant_immediate=f.get("immediate_glory", int, giants, "giants."),
        giant_age_glory=age_table(giants, "giants"),
        merfolk_track=track,
        merfolk_checkpoints=checkpoints,
        merfolk_age_glory=age_table(merfolk, "merfolk"),
        orc_glory=orc_glory,
        troll_tokens=troll_tokens,
        card_tribe=tuple(card_tribe),
        card_kingdom=tuple(card_kingdom),
    )


@cache
def default_data() -> EthnosData:
    return load()
