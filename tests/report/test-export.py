#!/usr/bin/env python3
"""drivescope-cli export, end to end: every format and chart kind from the
fixture runs (hostile strings included), parsed back with an XML parser where
the format is XML; failures leave no file. Samples go to
$DS_BUILD_DIR/report-samples. Prints TAP."""
import csv
import io
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

CLI = os.environ["DS_CLI"]
FIX = os.path.join(os.environ["DS_FIXTURES"], "report")
SAMPLES = os.path.join(os.environ.get("DS_BUILD_DIR", tempfile.gettempdir()), "report-samples")
os.makedirs(SAMPLES, exist_ok=True)

HOSTILE_RAW = ["<script>alert(1)</script>", "\x1b", "\x07", "<img src=x"]
results = []


def check(name, ok, why=""):
    results.append((name, bool(ok), why))


def fx(name):
    return os.path.join(FIX, name)


def export(args, env=None):
    e = dict(os.environ)
    e.update(env or {})
    return subprocess.run([CLI, "export"] + args, capture_output=True, env=e, timeout=60)


def no_raw_hostile(data):
    text = data.decode("utf-8", errors="replace")
    bad = [h for h in HOSTILE_RAW if h in text]
    return not bad, "raw %r in output" % bad


def check_xml(name, path, html):
    try:
        tree = ET.parse(path)
    except ET.ParseError as err:
        check(name + " parses as XML", False, str(err))
        return
    check(name + " parses as XML", True)
    bad = []
    for el in tree.iter():
        tag = el.tag.split("}")[-1].lower()
        if tag in ("script", "iframe", "object", "embed", "img", "link", "foreignobject"):
            bad.append(tag)
        for key, value in el.attrib.items():
            k = key.split("}")[-1].lower()
            if k.startswith("on"):
                bad.append(key)
            if k in ("href", "src") and not value.startswith("#"):
                bad.append("%s=%s" % (key, value))
        if tag == "style" and el.text and ("url(" in el.text or "@import" in el.text):
            bad.append("external style")
    check(name + " has no scripts or external requests", not bad, ", ".join(bad))
    if html:
        svgs = [el for el in tree.iter() if el.tag.endswith("}svg")]
        check(name + " inlines its charts", len(svgs) >= 1, "%d svg" % len(svgs))


def png_size(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", data[16:24])


def main():
    tmp = tempfile.mkdtemp(prefix="ds-export-")
    try:
        run_sets = {
            "run": [fx("bench-nvme.json")],
            "compare": [fx("bench-nvme.json"), fx("bench-nvme-full.json"), fx("bench-sata.json")],
            "thermal": [fx("thermal-nvme.json")],
            "hostile": [fx("bench-hostile.json")],
            "hostile-compare": [fx("bench-hostile.json"), fx("bench-nvme-full.json"), fx("bench-sata.json")],
            "hostile-thermal": [fx("thermal-hostile.json")],
            "thermal-compare": [fx("thermal-nvme.json"), fx("thermal-hostile.json")],
        }
        # Reports in every format.
        for label, inputs in run_sets.items():
            for fmt in ("html", "md", "txt", "csv", "json"):
                out = os.path.join(tmp, "%s.%s" % (label, fmt))
                args = sum((["--input", i] for i in inputs), []) + ["--format", fmt, "-o", out]
                p = export(args)
                name = "%s report as %s" % (label, fmt)
                check(name + " exits 0", p.returncode == 0, p.stderr.decode(errors="replace"))
                if p.returncode != 0:
                    continue
                data = open(out, "rb").read()
                # Text and CSV are not markup: there only control characters
                # could do harm, and the check below covers them.
                if fmt in ("html", "md"):
                    ok, why = no_raw_hostile(data)
                    check(name + " escapes device and user strings", ok, why)
                check(name + " holds no terminal control bytes",
                      not any(b in data for b in (b"\x1b", b"\x07", b"\x9b")), "")
                if fmt == "html":
                    check_xml(name, out, True)
                elif fmt == "txt" and "thermal" in label:
                    text = data.decode("utf-8")
                    check(name + " is the thermal run's text", "MB/s" in text, text[:300])
                    if label == "thermal-compare":
                        check(name + " holds the comparison table", "first throttle (s)" in text
                              and text.index("first throttle") < text.index("Verdict:"), text[:300])
                elif fmt == "txt":
                    text = data.decode("utf-8")
                    check(name + " is in CrystalDiskMark's layout", "[Read]" in text and "[Write]" in text
                          and " MB/s [" in text and " IOPS] <" in text, text[:300])
                    if label.startswith("hostile"):
                        check(name + " shows escape sequences visibly", "Label: \\x1b]0;pwn\\x07" in text, "")
                elif fmt == "csv":
                    rows = list(csv.reader(io.StringIO(data.decode("utf-8"))))
                    widths = {len(r) for r in rows}
                    check(name + " has rows of one width", len(widths) == 1, str(widths))
                    formulas = [c for r in rows[1:] for c in r if c[:1] in ("=", "+", "@")]
                    check(name + " has no spreadsheet formulas", not formulas, str(formulas[:3]))
                shutil.copy(out, os.path.join(SAMPLES, "report-%s.%s" % (label, fmt)))

        # Charts of every kind in every image format.
        charts = [
            ("results", [fx("bench-nvme.json")]),
            ("compare", [fx("bench-nvme.json"), fx("bench-nvme-full.json"), fx("bench-sata.json")]),
            ("thermal", [fx("thermal-nvme.json")]),
            ("compare", [fx("thermal-nvme.json"), fx("thermal-hostile.json")]),
            ("trend", [fx("bench-nvme.json"), fx("bench-nvme-full.json"), fx("bench-sata.json")]),
            ("latency", [fx("bench-hostile.json"), fx("bench-sata.json")]),
            ("results", [fx("bench-hostile.json")]),
        ]
        for kind, inputs in charts:
            for fmt in ("png", "svg", "pdf"):
                out = os.path.join(tmp, "%s.%s" % (kind, fmt))
                args = sum((["-i", i] for i in inputs), []) + ["--chart", kind, "-o", out,
                                                              "--width", "800", "--height", "500",
                                                              "--scale", "2", "--theme", "dark"]
                p = export(args)
                name = "%s chart as %s" % (kind, fmt)
                check(name + " exits 0", p.returncode == 0, p.stderr.decode(errors="replace"))
                if p.returncode != 0:
                    continue
                data = open(out, "rb").read()
                if fmt == "png":
                    check(name + " is 1600×1000 pixels", png_size(data) == (1600, 1000), str(png_size(data)))
                    if "hostile" not in inputs[0]:
                        shutil.copy(out, os.path.join(SAMPLES, "cli-%s%s.png" % (
                            "thermal-" if kind == "compare" and "thermal" in inputs[0] else "", kind)))
                elif fmt == "svg":
                    check_xml(name, out, False)
                    ok, why = no_raw_hostile(data)
                    check(name + " carries no hostile text", ok, why)
                else:
                    check(name + " is a PDF", data[:5] == b"%PDF-", repr(data[:8]))

        # Units change the numbers.
        out = os.path.join(tmp, "iops.svg")
        p = export(["-i", fx("bench-nvme.json"), "--units", "iops", "-o", out])
        check("--units iops and the format from the -o name", p.returncode == 0 and open(out, "rb").read(5) == b"<?xml",
              p.stderr.decode(errors="replace"))

        # Failures: exit status, no half file, the old file untouched.
        keep = os.path.join(tmp, "keep.png")
        with open(keep, "wb") as f:
            f.write(b"old")
        p = export(["-i", fx("bench-nvme.json"), "--chart", "thermal", "-o", keep])
        check("a thermal chart of a bench run is refused with exit 2", p.returncode == 2, "exit %d" % p.returncode)
        check("a refused export leaves the old file alone", open(keep, "rb").read() == b"old")
        p = export(["-i", fx("bench-nvme.json"), "-f", "png", "-o", os.path.join(tmp, "no", "such", "dir.png")])
        check("writing into a missing directory fails with exit 1", p.returncode == 1, "exit %d" % p.returncode)
        check("and leaves nothing", not os.path.exists(os.path.join(tmp, "no")))
        p = export(["-i", fx("bench-nvme.json"), "-f", "gif", "-o", os.path.join(tmp, "x.gif")])
        check("an unknown format is exit 2", p.returncode == 2, "exit %d" % p.returncode)
        p = export(["-i", fx("bench-nvme.json"), "-f", "png", "--scale", "4", "-o", os.path.join(tmp, "x.png")])
        check("scale above 3 is exit 2", p.returncode == 2, "exit %d" % p.returncode)
        evil = os.path.join(tmp, "evil\x1b]0;pwn\x07.json")
        with open(evil, "w") as f:
            f.write("{ not json")
        p = export(["-i", evil, "-f", "md"])
        check("a malformed input is exit 1 with a message", p.returncode == 1 and b"not valid JSON" in p.stderr,
              p.stderr.decode(errors="replace"))
        check("error messages carry no terminal sequences", b"\x1b" not in p.stderr and b"\x07" not in p.stderr,
              repr(p.stderr))
        # g_file_set_contents writes NAME.XXXXXX and renames it
        leftovers = [n for n in os.listdir(tmp) if re.search(r"\.[A-Za-z0-9]{6}$", n) or n.startswith(".")]
        check("no temporary files are left behind", not leftovers, str(leftovers))

        # Comparisons need 2 to 8 different runs.
        p = export(["-i", fx("bench-nvme.json"), "--chart", "compare", "-o", os.path.join(tmp, "one.svg")])
        check("a comparison chart of one run is exit 2", p.returncode == 2 and b"2 to 8" in p.stderr,
              "exit %d: %s" % (p.returncode, p.stderr.decode(errors="replace")))
        p = export(["-i", fx("bench-nvme.json"), "-i", fx("bench-nvme.json"), "--chart", "compare",
                    "-o", os.path.join(tmp, "twice.svg")])
        check("a comparison of the same run twice is exit 2", p.returncode == 2 and b"same run" in p.stderr,
              "exit %d: %s" % (p.returncode, p.stderr.decode(errors="replace")))
        p = export(["-i", fx("bench-nvme.json"), "-i", fx("bench-nvme.json"), "-f", "md"])
        check("a report of the same run twice is exit 2", p.returncode == 2,
              "exit %d: %s" % (p.returncode, p.stderr.decode(errors="replace")))
        check("and writes nothing", not os.path.exists(os.path.join(tmp, "one.svg")) and
              not os.path.exists(os.path.join(tmp, "twice.svg")))

        # A CrystalDiskMark import has no latency percentiles: no empty chart.
        cdb = os.path.join(tmp, "cdm.db")
        imp = subprocess.run([CLI, "import-cdm", "--db", cdb,
                              os.path.join(os.environ["DS_FIXTURES"], "cdm", "cdm9-nvme.txt")], capture_output=True)
        if imp.returncode != 0:
            results.append(("a latency chart of a CrystalDiskMark import is refused", None,
                            "SKIP import-cdm is not in this build"))
        else:
            out = os.path.join(tmp, "cdm-latency.svg")
            p = export(["last", "--db", cdb, "--chart", "latency", "-o", out])
            check("a latency chart of a CrystalDiskMark import is refused with exit 2",
                  p.returncode == 2 and b"percentiles" in p.stderr and not os.path.exists(out),
                  "exit %d: %s" % (p.returncode, p.stderr.decode(errors="replace")))
            out = os.path.join(tmp, "cdm.html")
            p = export(["last", "--db", cdb, "-o", out])
            svgs = open(out, "rb").read().count(b"<svg") if p.returncode == 0 else -1
            check("an HTML report of a CrystalDiskMark import has no empty latency chart",
                  p.returncode == 0 and svgs == 1, "exit %d, %d charts" % (p.returncode, svgs))

        nodb = os.path.join(tmp, "none", "history.db")
        p = export(["last", "-f", "md"], {"DRIVESCOPE_DB": nodb})
        check("a missing history is exit 2 and is not created", p.returncode == 2 and not os.path.exists(nodb),
              "exit %d: %s" % (p.returncode, p.stderr.decode(errors="replace")))

        # Runs from the history store, when its import command is there.
        db = os.path.join(tmp, "history.db")
        env = {"DRIVESCOPE_DB": db}
        imp = subprocess.run([CLI, "import", fx("bench-nvme.json")], capture_output=True, env=dict(os.environ, **env))
        if imp.returncode != 0:
            results.append(("runs from the history by id, uuid prefix and last", None,
                            "SKIP the history import command is not in this build"))
        else:
            subprocess.run([CLI, "import", fx("bench-nvme-full.json")], capture_output=True,
                           env=dict(os.environ, **env), check=True)
            out = os.path.join(tmp, "stored.html")
            p = export(["last", "5f0c2a1e", "-o", out], env)
            check("runs from the history by uuid prefix and last", p.returncode == 0, p.stderr.decode(errors="replace"))
            if p.returncode == 0:
                check_xml("stored comparison", out, True)
            out = os.path.join(tmp, "stored.json")
            p = export(["last", "-f", "json", "-o", out], env)
            check("json of a stored run is the history export", p.returncode == 0 and
                  b'"drivescope-history"' in open(out, "rb").read(), p.stderr.decode(errors="replace"))
            p = export(["no-such-run", "-f", "md"], env)
            check("an unknown run is exit 2", p.returncode == 2, "exit %d" % p.returncode)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    print("TAP version 13")
    print("1..%d" % len(results))
    failed = 0
    for i, (name, ok, why) in enumerate(results, 1):
        if ok is None:
            print("ok %d - %s # %s" % (i, name, why))
        elif ok:
            print("ok %d - %s" % (i, name))
        else:
            failed += 1
            print("not ok %d - %s" % (i, name))
            for line in str(why).splitlines()[:10]:
                print("# " + line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
