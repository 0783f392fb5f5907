"""A save cut short by a kill leaves its temporary file beside the target (`write_atomic` writes
`.<name>.<random>.tmp`, then renames it): the next start removes those, and nothing else."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from gameshelf.engine import Match, Seat


def _interrupted_write(target: Path, text: str) -> Path:
    """The temporary file `write_atomic` leaves when killed before its rename."""
    fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)
    return Path(name)


def test_the_start_removes_the_temporary_files_of_interrupted_saves_and_keeps_the_rest(
    open_shell, shell_paths
):
    autosave, settings = shell_paths.autosave, shell_paths.settings
    autosave.parent.mkdir(parents=True)
    settings.parent.mkdir(parents=True)
    match = Match.new("ethnos", [Seat("Ann"), Seat("Bea")], 7)
    match.save(autosave)
    leftovers = [_interrupted_write(autosave, match.dumps()) for _ in range(3)]
    leftovers.append(_interrupted_write(settings, 'language = "en"\n'))
    others = [
        autosave.with_name("autosave.toml.bak"),
        autosave.with_name(".autosave.toml.tmp"),  # not what write_atomic writes
        autosave.with_name(".mine.toml.abc123.tmp"),  # another file's
        autosave.with_name("autosave.toml.abc123.tmp"),  # not hidden
        settings.with_name(".settings.toml.abc123.tmp.old"),
        settings.with_name("notes.txt"),
    ]
    for path in others:
        path.write_text("kept", encoding="utf-8")
    folder = autosave.with_name(".autosave.toml.folder.tmp")
    folder.mkdir()

    window = open_shell().window

    assert [path for path in leftovers if path.exists()] == []
    assert all(path.read_text(encoding="utf-8") == "kept" for path in others)
    assert folder.is_dir()
    assert Match.load(autosave).actions == match.actions
    assert window.start_screen.continue_button.isVisible()


def test_the_start_goes_on_when_the_folders_do_not_exist(open_shell, shell_paths):
    assert not shell_paths.autosave.parent.exists()
    assert open_shell().window.isVisible()
