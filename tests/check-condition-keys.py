#!/usr/bin/env python3
"""No condition key outside src/core/conditions/.

src/core/conditions/ds-conditions.c names every member of a run's
conditions in one table (and the members of "fill" beside it); everything
else reaches them through ds-conditions.h. This reads those names from the
table and fails on any of them, as a C string literal, in a source file of
src/ outside src/core/conditions/, except where the same word is a member of
another document, an option or a column in that file (listed below, each
with the reason: a new use of a condition key there is still a review's
to catch, but a new file with one fails).

Usage: check-condition-keys.py SRC_DIR
"""
import os
import re
import sys

# Files where the same word names a member of another document, a command
# line option or a column, never a condition: (file relative to src/, key).
SETTINGS = "the run's settings have a member of that name"
OPTION = "a command-line option of that name"
OTHER_DOCUMENTS = {
    ("cli/ds-cli-bench.c", "dir"): OPTION,
    ("cli/ds-cli-bench.c", "drive"): OPTION,
    ("cli/ds-cli-bench.c", "engine"): OPTION,
    ("cli/ds-cli-bench.c", "fill"): OPTION,
    ("cli/ds-cli-suite.c", "dir"): OPTION,
    ("cli/ds-cli-suite.c", "drive"): OPTION,
    ("cli/ds-cli-suite.c", "engine"): OPTION,
    ("cli/ds-cli-suite.c", "fill"): OPTION,
    ("cli/ds-cli-thermal.c", "dir"): OPTION,
    ("cli/ds-cli-thermal.c", "drive"): OPTION,
    ("cli/ds-cli-thermal.c", "engine"): OPTION,
    ("cli/ds-cli-thermal.c", "bytes"): "the thermal JSON's samples count bytes",
    ("cli/ds-cli-history.c", "drive"): OPTION,
    ("cli/ds-cli-history-import.c", "drive"): OPTION,
    ("cli/ds-cli-health.c", "drive"): "the health JSON names its drive",
    ("cli/ds-cli-history-compare.c", "drive"): "the drives listing's JSON",
    ("cli/ds-cli-metrics.c", "drive"): "a Prometheus label",
    ("cli/ds-cli-selftest.c", "drive"): "the self-test JSON names its drive",
    ("cli/ds-cli-selftest.c", "source"): "where the health reading came from, as health --json says",
    ("cli/ds-cli-monitor.c", "drive"): "the monitor's JSON and state name their drive",
    ("gui/ds-application.c", "drive"): OPTION,
    ("core/bench/ds-bench-settings.c", "dir"): SETTINGS,
    ("core/bench/ds-bench-settings.c", "drive"): SETTINGS,
    ("core/bench/ds-bench-settings.c", "engine"): SETTINGS,
    ("core/bench/ds-bench-settings.c", "fill_percent"): SETTINGS,
    ("core/suite/ds-suite-settings.c", "dir"): SETTINGS,
    ("core/suite/ds-suite-settings.c", "drive"): SETTINGS,
    ("core/suite/ds-suite-settings.c", "engine"): SETTINGS,
    ("core/suite/ds-suite-settings.c", "fill_percent"): SETTINGS,
    ("core/thermal/ds-thermal-settings.c", "dir"): SETTINGS,
    ("core/thermal/ds-thermal-settings.c", "drive"): SETTINGS,
    ("core/thermal/ds-thermal-settings.c", "engine"): SETTINGS,
    ("core/thermal/ds-thermal-job.c", "dir"): SETTINGS,
    ("core/verify/ds-verify-result.c", "dir"): SETTINGS,
    ("core/verify/ds-verify-result.c", "read_only"): SETTINGS,
    ("core/verify/ds-verify-result.c", "direct"): SETTINGS,
    ("core/verify/ds-verify-result.c", "cached_reason"): SETTINGS,
    ("cli/ds-cli-report.c", "drive"): OPTION,
    ("core/report/ds-review.c", "dir"): SETTINGS,
    ("core/report/ds-review.c", "drive"): SETTINGS,
    ("core/report/ds-review.c", "engine"): SETTINGS,
    ("core/report/ds-review.c", "fill_percent"): SETTINGS,
    ("cli/ds-cli-verify.c", "dir"): OPTION,
    ("cli/ds-cli-verify.c", "engine"): OPTION,
    ("core/bench/ds-bench-result.c", "bytes"): "a result's samples count bytes",
    ("core/bench/ds-bench-result.h", "bytes"): "a result's samples count bytes",
    ("core/suite/ds-suite-result.c", "bytes"): "a result's samples count bytes",
    ("core/suite/ds-suite-result.h", "bytes"): "a result's samples count bytes",
    ("core/thermal/ds-thermal-result.c", "bytes"): "a result's samples count bytes",
    ("core/thermal/ds-thermal-result.h", "bytes"): "a result's samples count bytes",
    ("core/suite/ds-suite-analysis.c", "device_bytes"): "the surface analysis's own member",
    ("core/suite/ds-suite-analysis.h", "device_bytes"): "the surface analysis's own member",
    ("core/thermal/ds-thermal-csv.c", "source"): "a column of the thermal CSV",
    ("core/drive/ds-drive.c", "free_bytes"): "a drive's own JSON (DsDrive)",
    ("core/drive/ds-drive.c", "link"): "a drive's own JSON (DsDrive)",
    ("core/health/ds-health-reader.c", "device"): "the helper's JSON",
    ("core/health/ds-health.c", "device"): "a health reading's member",
    ("core/health/ds-health.c", "read_only"): "a health reading's member",
    ("core/health/ds-health.c", "source"): "a health reading's member",
    ("core/platform/linux/ds-enum-sysfs.c", "device"): "a sysfs file name",
    ("helper/ds-helper.h", "device"): "the helper's JSON",
    ("core/history/ds-import-fio.c", "direct"): "fio's own job option",
    ("core/history/ds-history-compare.c", "drive"): "the comparison's run summary",
    ("core/history/ds-history-compare.h", "drive"): "the comparison's run summary",
    ("core/history/ds-history-compare.h", "fill"): "a name of the comparison's conditions",
    ("core/history/ds-history-compare.h", "link"): "a name of the comparison's conditions",
    ("core/history/ds-history-query.c", "app_version"): "a column of the history's runs",
    ("core/history/ds-history-load.c", "app_version"): "a column of the history's runs, in a run's JSON",
    ("core/history/ds-history-store.h", "app_version"): "a column of the history's runs",
    ("core/history/ds-history-transfer.c", "app_version"): "the export file's own member",
    ("core/history/ds-history-transfer.c", "drive"): "the export file's own member",
    ("core/history/ds-history-validate.c", "app_version"): "a column of the history's runs",
    ("core/history/ds-history-validate.c", "bytes"): "a result's samples count bytes",
    ("core/history/ds-history-validate.c", "drive"): "the export file's own member",
    ("core/report/ds-report-html.c", "drive"): "the comparison's run summary",
    ("gui/ds-history-page.c", "drive"): "a column of the run list",
    ("gui/ds-run-item.c", "drive"): "a property of DsRunItem",
}


def keys_from_table(path):
    text = open(path, encoding="utf-8").read()
    keys = set()
    for begin, end in (("/* condition keys begin */", "/* condition keys end */"),
                       ("/* fill keys begin */", "/* fill keys end */")):
        a, b = text.find(begin), text.find(end)
        if a < 0 or b < a:
            sys.exit(f"{path}: no '{begin}' ... '{end}' section")
        keys.update(re.findall(r'"([a-z_]+)"', text[a:b]))
    return keys


def main():
    src = sys.argv[1]
    keys = keys_from_table(os.path.join(src, "core", "conditions", "ds-conditions.c"))
    if len(keys) < 30:
        sys.exit(f"only {len(keys)} condition keys found: the table was not read")
    conditions_dir = os.path.join(src, "core", "conditions")
    pattern = re.compile(r'"(%s)"' % "|".join(sorted(keys)))
    hits = []
    for root, _dirs, files in os.walk(src):
        if os.path.commonpath([root, conditions_dir]) == conditions_dir:
            continue
        for name in sorted(files):
            if not name.endswith((".c", ".h")):
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, src)
            for lineno, line in enumerate(open(path, encoding="utf-8", errors="replace"), 1):
                for m in pattern.finditer(line):
                    key = m.group(1)
                    if (rel, key) in OTHER_DOCUMENTS:
                        continue
                    # A translatable string is words shown to the user
                    # (the unit "bytes"), never a key.
                    if re.search(r"\b(?:N?_|C_\([^,]*,)\s*\(?\s*$", line[:m.start()]):
                        continue
                    hits.append(f"{rel}:{lineno}: condition key \"{key}\": {line.strip()}")
    for h in hits:
        print(h)
    if hits:
        print(f"{len(hits)} condition key(s) outside src/core/conditions/: use ds-conditions.h")
        return 1
    print(f"ok: none of {len(keys)} condition keys outside src/core/conditions/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
