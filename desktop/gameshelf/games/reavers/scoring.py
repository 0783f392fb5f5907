"""Final scoring by card group (shared/rules/reavers.md, Final scoring: the proposed sheet) and
the tie-break: most cards in the Glory pile, then most Food + Favor."""

from __future__ import annotations

from collections import Counter

from ...engine.scoring import ScoreSheet
from .state import ReaversState

CATEGORIES = ("track", "keep_sets", "tapestries", "bundles", "runic", "sea_battles",
              "prophecies", "reavers", "artifacts", "walls", "trophies")


def set_value(values: tuple[int, ...], copies: int) -> int:
    """Copies past the row's length start a new set, scored from the start of the row."""
    size = len(values)
    full, rest = divmod(copies, size)
    return full * values[-1] + (values[rest - 1] if rest else 0)


def tapestry_points(kinds: list[str], full_set: int = 15, loose: int = 2) -> int:
    counts = Counter(kinds)
    sets = min(counts.get(k, 0) for k in ("a", "b", "c"))
    return sets * full_set + (len(kinds) - 3 * sets) * loose


def measure(s: ReaversState, seat: int, what: str) -> int:
    p = s.players[seat]
    keep = [s.data.keep[c] for c in p["keep"]]
    if what == "tapestry_sets":
        counts = Counter(k.detail for k in keep if k.type == "tapestry")
        return min(counts.get(k, 0) for k in ("a", "b", "c"))
    if what == "keep_set_type":
        return max(Counter(k.detail for k in keep if k.type == "set").values(), default=0)
    if what == "slot_reavers":
        return max((len(v) for v in p["slots"].values()), default=0)
    if what == "trophies":
        return sum(p["trophies"].values())
    if what == "pillaged":
        return p["pillaged"]
    if what in ("food", "favor", "dice", "territories", "sea_battles", "artifacts", "upgrades"):
        value = p[what]
        return value if isinstance(value, int) else len(value)
    raise KeyError(what)


def score_sheet(s: ReaversState) -> ScoreSheet:
    d = s.data
    rows: list[dict[str, int]] = []
    for seat, p in enumerate(s.players):
        keep = [d.keep[c] for c in p["keep"]]
        village = [d.village[c] for c in p["village"]]
        sets = Counter(k.detail for k in keep if k.type == "set")
        weapons = Counter(v.detail for v in village if v.type == "bundle")
        bundle_sets = min(weapons.get(w, 0) for w in ("swords", "bows", "axes"))
        runic = sum(1 for v in village if v.type == "runic")
        trophies = d.scoring["trophy"] * sum(p["trophies"].values())
        for kind in ("troll", "kraken"):
            best = max(q["trophies"][kind] for q in s.players)
            leaders = [q for q in s.players if q["trophies"][kind] == best]
            if best and p["trophies"][kind] == best:
                trophies += d.scoring["most_trophies"] // len(leaders)
        rows.append({
            "track": p["glory"],
            "keep_sets": sum(set_value(d.sets[k], n) for k, n in sets.items()),
            "tapestries": tapestry_points([k.detail for k in keep if k.type == "tapestry"],
                                          d.tapestries["full_set"], d.tapestries["loose"]),
            "bundles": bundle_sets * d.scoring["bundle_set"]
            + (sum(weapons.values()) - 3 * bundle_sets) * d.scoring["bundle_loose"],
            "runic": set_value(d.scoring["runic"], runic),
            "sea_battles": sum(d.sea_battles[c].glory for c in p["sea_battles"]),
            "prophecies": sum(d.prophecies[c].glory for c in p["prophecies"]
                              if measure(s, seat, d.prophecies[c].measure)
                              >= d.prophecies[c].at_least),
            "reavers": d.scoring["reaver_in_glory_pile"] * sum(
                1 for c in p["glory_pile"] if c in d.reavers),
            "artifacts": d.scoring["artifact"] * (len(p["artifacts"]) + sum(
                1 for c in p["glory_pile"] if c in d.village)),
            "walls": d.scoring["wall_token"] * p["walls"],
            "trophies": trophies,
        })
    tiebreaks = [(len(p["glory_pile"]), p["food"] + p["favor"]) for p in s.players]
    points = tuple(tuple(row[c] for c in CATEGORIES) for row in rows)
    return ScoreSheet(CATEGORIES, points, tuple(tiebreaks))
