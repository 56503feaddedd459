"""The bundle's entry point: the `cardtable` command, frozen (`CardTable --smoke`,
`CardTable replay FILE`, ...; with no arguments the table opens)."""

import multiprocessing
import sys

if __name__ == "__main__":
    # `cardtable arena --jobs N` starts worker processes: in a frozen app on Windows and macOS
    # they re-run this executable, and freeze_support() turns them into workers.
    multiprocessing.freeze_support()
    from cardtable.cli import main

    sys.exit(main())
