"""`python -m gameshelf`: the same as the `gameshelf` command."""

from .cli import main

raise SystemExit(main())
