"""The bundle's entry point: the `gameshelf` command, frozen.

`freeze_support()` comes first: the AI worker is a spawned copy of this executable, and it must
become the worker before the command line is read as the app's own.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()

    from gameshelf.cli import main

    sys.exit(main())
