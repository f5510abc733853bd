"""`make test`'s last line: line and branch coverage of the product code, apart (coverage's
own report gives one figure for both). Reads `coverage json`'s output given as argument."""

from __future__ import annotations

import json
import sys


def main(path: str) -> None:
    totals = json.loads(open(path).read())["totals"]
    lines, statements = totals["covered_lines"], totals["num_statements"]
    branches, all_branches = totals["covered_branches"], totals["num_branches"]
    print(
        f"Coverage: lines {lines}/{statements} = {100 * lines / statements:.1f} %, "
        f"branches {branches}/{all_branches} = {100 * branches / all_branches:.1f} %"
    )


if __name__ == "__main__":
    main(sys.argv[1])
