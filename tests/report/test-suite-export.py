#!/usr/bin/env python3
"""Suite runs through the CLI, end to end: imported from `suite --json`
documents (and real small runs, fileserver and webserver among them), exported in every format, the JSON export
imported back into another history (twice: the second adds nothing), compared
with the conditions that differ, and refused with a message when mixed with a
benchmark or another suite. Prints TAP."""
import csv
import io
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import uuid
import xml.etree.ElementTree as ET

CLI = os.environ["DS_CLI"]
FIX = os.path.join(os.environ["DS_FIXTURES"], "report")
results = []


def check(name, ok, why=""):
    results.append((name, bool(ok), why))


def cli(*args, db=None):
    cmd = [CLI] + list(args)
    if db is not None:
        cmd += ["--db", db]
    return subprocess.run(cmd, capture_output=True, timeout=120)


def step(read, block, qd, iops, p99, label=None, rnd=100, samples=None):
    mean = qd / iops * 1e6
    s = {"mode": "read" if read == 100 else "write" if read == 0 else "mix",
         "read_percent": read, "random_percent": rnd, "block_size": block, "queue_depth": qd, "threads": 1,
         "mbps": iops * block / 1e6, "iops": iops, "bytes": int(iops * block), "ios": int(iops), "seconds": 1.0,
         "lat_us": {"mean": mean, "p50": mean, "p99": p99, "p999": p99 * 1.5}, "cached": False, "incomplete": False}
    if label:
        s["label"] = label
    if samples:
        s["samples"] = samples
    return s


def suite_doc(suite, steps, fill, link, start, model="Samsung SSD 970 EVO Plus 1TB"):
    return {"uuid": str(uuid.uuid4()), "kind": "suite", "suite": suite, "start": start, "end": start + 60,
            "status": "completed", "settings": {"latency_limit_us": 750, "duration_s": 5, "warmup_s": 1},
            "conditions": {"drive": {"model": model, "serial": "S4EWNX0R123456", "firmware": "2B2QEXM7"},
                           "filesystem": "ext4", "fill_percent": fill,
                           "link": {"description": link}, "engine": "io_uring", "direct_io": True},
            "steps": steps}


def qd_doc(fill, link, start, scale):
    return suite_doc("qd-scaling", [step(100, 4096, qd, min(qd * 20000, 300000) * scale, 40.0 * qd)
                                    for qd in (1, 2, 4, 8, 16, 32)], fill, link, start)


def main():
    tmp = tempfile.mkdtemp(prefix="ds-suite-export-")
    try:
        run(tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("1..%d" % len(results))
    failed = 0
    for i, (name, ok, why) in enumerate(results, 1):
        print("%s %d - %s%s" % ("ok" if ok else "not ok", i, name, "" if ok or not why else " # " + why))
        failed += not ok
    return 1 if failed else 0


def run(tmp):
    db = os.path.join(tmp, "history.db")
    docs = {
        "empty": qd_doc(0, "PCIe 8 GT/s x4", 1700000000, 1.0),
        "full": qd_doc(90, "PCIe 8 GT/s x2", 1700090000, 0.6),
        "blocks": suite_doc("blocksize", [step(m, b, 4, 3000e6 / b, 100, rnd=0)
                                          for m in (100, 0) for b in (4096, 65536, 1048576)],
                            0, "PCIe 8 GT/s x4", 1700100000),
        "cache": suite_doc("cache", [step(0, 1048576, 8, 1000, 0, rnd=0,
                                          samples=[[i * 1e9, 2000 if i <= 8 else 500] for i in range(1, 21)])],
                           0, "PCIe 8 GT/s x4", 1700200000),
    }
    paths = {}
    for name, doc in docs.items():
        paths[name] = os.path.join(tmp, name + ".json")
        with open(paths[name], "w") as f:
            json.dump(doc, f)

    # --- import of suite --json documents, idempotent ---
    for name in docs:
        r = cli("import", paths[name], db=db)
        check("import %s suite result" % name, r.returncode == 0, r.stderr.decode(errors="replace"))
    r = cli("import", paths["empty"], db=db)
    check("importing the same suite result again succeeds", r.returncode == 0, r.stderr.decode(errors="replace"))
    r = cli("history", "--json", db=db)
    listed = json.loads(r.stdout or b"[]") if r.returncode == 0 else []
    runs = listed if isinstance(listed, list) else listed.get("runs", [])
    check("the history holds each suite run once", len(runs) == 4, "%d runs" % len(runs))
    ids = {}
    for run_ in runs:
        for name, doc in docs.items():
            if run_.get("uuid") == doc["uuid"]:
                ids[name] = str(run_.get("id"))
    check("every imported run is listed by its uuid", len(ids) == 4, repr(ids))
    if len(ids) != 4:
        return
    r = cli("bench", "--help")
    bench_fix = os.path.join(FIX, "bench-nvme.json")
    r = cli("import", bench_fix, db=db)
    check("import a benchmark beside them", r.returncode == 0, r.stderr.decode(errors="replace"))
    r = cli("history", "--json", db=db)
    listed = json.loads(r.stdout)
    runs = listed if isinstance(listed, list) else listed.get("runs", [])
    bench_id = [str(x["id"]) for x in runs if x.get("kind") != "suite"][0]

    # --- export in every format ---
    for fmt in ("md", "html", "csv", "json", "txt", "png", "svg", "pdf"):
        out = os.path.join(tmp, "qd." + fmt)
        r = cli("export", ids["empty"], "-o", out, db=db)
        ok = r.returncode == 0 and os.path.exists(out)
        check("export a suite run as %s" % fmt, ok, r.stderr.decode(errors="replace"))
        if not ok:
            continue
        data = open(out, "rb").read()
        text = data.decode("utf-8", errors="replace")
        if fmt == "png":
            check("png is a PNG", data[:8] == b"\x89PNG\r\n\x1a\n")
        elif fmt == "pdf":
            check("pdf is a PDF", data[:5] == b"%PDF-")
        elif fmt == "svg":
            # cairo draws text as glyphs: the answer is checked in html, md and txt
            check("svg is an SVG drawing", "<svg" in text and "</svg>" in text)
        if fmt in ("html", "svg"):
            try:
                ET.fromstring(data)
                check("%s parses as XML" % fmt, True)
            except ET.ParseError as err:
                check("%s parses as XML" % fmt, False, str(err))
        if fmt == "html":
            check("html holds the chart, the answer and a row per step",
                  text.count("<svg") == 1 and "sustains QD 16" in text and text.count("<td>4K Q") == 6)
        elif fmt == "md":
            check("md holds the step table", text.count("\n| 4K Q") == 6 and "| Step |" in text, text[:300])
        elif fmt == "txt":
            check("txt is the suite's text table", "sustains QD 16" in text)
        elif fmt == "csv":
            rows = list(csv.reader(io.StringIO(text)))
            check("csv has a header and a row per step",
                  rows and rows[0][5:8] == ["suite", "row", "step"] and len(rows) == 7, repr(rows[:2]))
        elif fmt == "json":
            doc = json.loads(text)
            kinds = [x.get("kind") for x in doc.get("runs", [])]
            check("json is the export document with the suite run", doc.get("format") == "drivescope-history"
                  and kinds == ["suite"], repr(kinds))
    out = os.path.join(tmp, "cache.png")
    r = cli("export", ids["cache"], "--chart", "suite", "-o", out, db=db)
    check("export --chart suite of a cache run", r.returncode == 0 and os.path.getsize(out) > 1000,
          r.stderr.decode(errors="replace"))
    out = os.path.join(tmp, "input.svg")
    r = cli("export", "--input", paths["blocks"], "-o", out)
    check("export --input of a suite --json file", r.returncode == 0 and "<svg" in open(out).read(),
          r.stderr.decode(errors="replace"))
    r = cli("export", "--input", paths["blocks"], "--format", "md")
    check("a report of a suite --json file names its plateau",
          r.returncode == 0 and b"95 % of its peak" in r.stdout.replace(b"\\", b""), r.stdout[:300])

    # --- the JSON export imports back, once ---
    db2 = os.path.join(tmp, "other.db")
    exported = os.path.join(tmp, "qd.json")
    r1 = cli("import", exported, db=db2)
    r2 = cli("import", exported, db=db2)
    check("the exported JSON imports into another history", r1.returncode == 0, r1.stderr.decode(errors="replace"))
    check("importing it again adds nothing", r2.returncode == 0 and b"Nothing new" in r2.stdout + r2.stderr,
          (r2.stdout + r2.stderr).decode(errors="replace"))
    listed = json.loads(cli("history", "--json", db=db2).stdout)
    runs2 = listed if isinstance(listed, list) else listed.get("runs", [])
    check("the other history holds the suite run once", len(runs2) == 1 and runs2[0].get("kind") == "suite",
          repr(runs2))
    if len(runs2) == 1:
        a = cli("show", ids["empty"], db=db).stdout
        b = cli("show", str(runs2[0]["id"]), db=db2).stdout
        strip = lambda t: [l for l in t.decode(errors="replace").splitlines() if not l.lstrip().startswith(("Run", "ID"))]
        check("show prints the imported run as the original", strip(a) == strip(b) and b"sustains QD 16" in b,
              "\n".join(set(strip(a)) ^ set(strip(b))))

    # --- compare ---
    r = cli("compare", ids["empty"], ids["full"], db=db)
    text = r.stdout.decode(errors="replace")
    check("compare two runs of one suite", r.returncode == 0, r.stderr.decode(errors="replace"))
    check("the fill level and the link are among the conditions that differ",
          "Conditions that differ" in text and "Fill: 0 % | 90 %" in text and "x4 | PCIe 8 GT/s x2" in text, text[:400])
    check("a row per step with its delta", "4K rnd Q16T1 (IOPS)" in text and "(-40.0 %)" in text, text[:800])
    r = cli("compare", "--json", ids["empty"], ids["full"], db=db)
    cmp = json.loads(r.stdout) if r.returncode == 0 else {}
    check("compare --json says suite and which", cmp.get("kind") == "suite" and cmp.get("suite") == "qd-scaling")
    check("compare --json has IOPS and p99 rows for the 6 steps and the answers",
          len(cmp.get("rows", [])) == 6 * 2 + 3, "%d rows" % len(cmp.get("rows", [])))
    out = os.path.join(tmp, "compare.png")
    r = cli("export", ids["empty"], ids["full"], "-o", out, db=db)
    check("export of two suite runs draws their overlay", r.returncode == 0 and os.path.getsize(out) > 1000,
          r.stderr.decode(errors="replace"))
    out = os.path.join(tmp, "compare.md")
    r = cli("export", ids["empty"], ids["full"], "-o", out, db=db)
    check("the Markdown comparison lists the fill level", r.returncode == 0 and "- Fill: 0 % | 90 %" in open(out).read(),
          r.stderr.decode(errors="replace"))

    # --- refused, with a message ---
    r = cli("compare", ids["empty"], ids["blocks"], db=db)
    err = r.stderr.decode(errors="replace")
    check("comparing two different suites is refused", r.returncode != 0 and "qd-scaling" in err and "blocksize" in err, err)
    r = cli("compare", ids["empty"], bench_id, db=db)
    err = r.stderr.decode(errors="replace")
    check("comparing a suite with a benchmark is refused with a message",
          r.returncode != 0 and "suite run" in err and "benchmark" in err, err)
    out = os.path.join(tmp, "mixed.png")
    r = cli("export", ids["empty"], bench_id, "-o", out, db=db)
    err = r.stderr.decode(errors="replace")
    check("a chart of a suite and a benchmark is refused", r.returncode != 0 and "Suite runs and other runs" in err
          and not os.path.exists(out), err)
    out = os.path.join(tmp, "mixed.csv")
    r = cli("export", ids["empty"], bench_id, "-o", out, db=db)
    check("a CSV of a suite and a benchmark is refused", r.returncode != 0 and not os.path.exists(out),
          r.stderr.decode(errors="replace"))
    out = os.path.join(tmp, "two-suites.svg")
    r = cli("export", ids["empty"], ids["blocks"], "-o", out, db=db)
    check("an overlay of two different suites is refused", r.returncode != 0 and not os.path.exists(out),
          r.stderr.decode(errors="replace"))

    # --- a hostile document: control characters in every printed field ---
    evil = qd_doc(0, "PCIe 8 GT/s x4", 1700300000, 1)
    evil["conditions"]["drive"].update({"model": "M\x1b[31m", "name": "sd\x1b]0;t\x07a"})
    evil["conditions"]["filesystem"] = "ext4\x1b[2J"
    evil["conditions"]["dir"] = "/tmp/\x1b[1m"
    evil_path = os.path.join(tmp, "evil.json")
    with open(evil_path, "w") as f:
        json.dump(evil, f)
    r = cli("export", "--input", evil_path, "--format", "txt")
    check("a suite's text export escapes control characters of the drive, folder and filesystem",
          r.returncode == 0 and b"\x1b" not in r.stdout and b"\x07" not in r.stdout and b"sd\\x1b" in r.stdout,
          r.stdout.decode(errors="replace")[:400] + r.stderr.decode(errors="replace"))

    rwmix_overlay(tmp)

    # --- a suite run kept by schema 4 (the frozen fixture) exports and compares ---
    v4 = os.path.join(tmp, "v4.db")
    con = sqlite3.connect(v4)
    con.executescript(open(os.path.join(os.environ["DS_FIXTURES"], "history", "v4.sql")).read())
    con.close()
    out = os.path.join(tmp, "v4.md")
    r = cli("export", "3", "-o", out, db=v4)
    text = open(out).read() if r.returncode == 0 else ""
    check("the schema-4 suite run exports as md with its answer",
          r.returncode == 0 and "sustains QD 4" in text.replace("\\", ""), r.stderr.decode(errors="replace"))
    out = os.path.join(tmp, "v4.png")
    r = cli("export", "3", "-o", out, db=v4)
    check("the schema-4 suite run draws its chart", r.returncode == 0 and os.path.getsize(out) > 1000,
          r.stderr.decode(errors="replace"))
    r = cli("import", paths["empty"], db=v4)
    r = cli("compare", "3", docs["empty"]["uuid"][:8], db=v4)
    text = r.stdout.decode(errors="replace")
    check("the schema-4 suite run compares with a new one of its suite (fill 42 % against 0 %)",
          r.returncode == 0 and "Fill: 42 % | 0 %" in text, text[:300] + r.stderr.decode(errors="replace"))

    # --- a real small run goes the same way ---
    work = os.path.join(tmp, "work")
    os.mkdir(work)
    r = cli("suite", "rwmix", "--dir", work, "--size", "16MiB", "--duration", "0.5", "--warmup", "0.1",
            "--mixes", "100,0", "--allow-cached", db=db)
    check("a real small rwmix run is saved", r.returncode == 0, r.stderr.decode(errors="replace"))
    if r.returncode == 0:
        for fmt in ("html", "csv", "svg"):
            out = os.path.join(tmp, "real." + fmt)
            r = cli("export", "last", "-o", out, db=db)
            check("the real run exports as %s" % fmt, r.returncode == 0 and os.path.getsize(out) > 200,
                  r.stderr.decode(errors="replace"))

    # --- fileserver and webserver: block sizes drawn per I/O ---
    mixed_db = os.path.join(tmp, "mixed.db")
    r = cli("suite", "mixes", "--presets", "fileserver,webserver", "--qd", "1", "--dir", work, "--size", "16MiB",
            "--duration", "0.5", "--warmup", "0.1", "--allow-cached", "--json", db=mixed_db)
    check("suite mixes --presets fileserver,webserver runs", r.returncode == 0, r.stderr.decode(errors="replace"))
    if r.returncode == 0:
        doc = json.loads(r.stdout)
        labels = [st.get("label") for st in doc["steps"]]
        check("its steps are the two presets", labels == ["fileserver", "webserver"], repr(labels))
        for st in doc["steps"]:
            sizes = st.get("block_sizes") or []
            check("%s: block_sizes are {size, percent} adding up to 100" % st.get("label"),
                  sizes and sum(x["percent"] for x in sizes) == 100
                  and [x["size"] for x in sizes] == sorted(x["size"] for x in sizes), repr(sizes))
            check("%s: block_size is the largest of them" % st.get("label"),
                  sizes and st.get("block_size") == sizes[-1]["size"], repr(st.get("block_size")))
            check("%s: IOPS and MB/s measured" % st.get("label"),
                  st.get("iops", 0) > 0 and st.get("mbps", 0) > 0, repr((st.get("iops"), st.get("mbps"))))
        webserver = doc["steps"][1]["block_sizes"]
        for fmt in ("md", "html"):
            out = os.path.join(tmp, "mixed." + fmt)
            r = cli("export", "last", "-o", out, db=mixed_db)
            # markdown escapes "-" and ":" with a backslash
            text = open(out, encoding="utf-8").read().replace("\\", "") if r.returncode == 0 else ""
            check("the %s export names the presets and their block sizes" % fmt,
                  "fileserver mixed 512-64K" in text and "webserver block sizes: 512 22 %" in text,
                  r.stderr.decode(errors="replace") + text[:300])
        out = os.path.join(tmp, "mixed.csv")
        r = cli("export", "last", "-o", out, db=mixed_db)
        rows = list(csv.reader(open(out, encoding="utf-8"))) if r.returncode == 0 else []
        bs = rows[0].index("block_sizes") if rows and "block_sizes" in rows[0] else -1
        check("the CSV export gives each step its block sizes (then its round, empty here)",
              rows and bs >= 0 and rows[0][bs + 1:] == ["round"] and rows[1][bs].startswith("512:10 1024:5 ")
              and rows[2][bs].endswith(" 524288:1") and rows[1][-1] == "", repr(rows[:3]))
        out = os.path.join(tmp, "mixed.json")
        r = cli("export", "last", "-o", out, db=mixed_db)
        other = os.path.join(tmp, "mixed-other.db")
        r = cli("import", out, db=other)
        check("the JSON export imports into another history", r.returncode == 0, r.stderr.decode(errors="replace"))
        r = cli("show", "last", "--json", db=other)
        back = json.loads(r.stdout) if r.returncode == 0 else {}
        check("the imported run keeps the web server's distribution",
              [st.get("block_sizes") for st in back.get("steps", [])][1:] == [webserver],
              r.stderr.decode(errors="replace") + repr(back.get("steps", [])[1:]))
    r = cli("suite", "mixes", "--presets", "fileserver,nosuch", "--dir", work, "--plan")
    err = r.stderr.decode(errors="replace")
    check("an unknown preset is refused, naming fileserver and webserver among the presets",
          r.returncode == 2 and "nosuch" in err and "fileserver" in err and "webserver" in err, err)


def svg_strokes(data):
    """The stroked paths of a cairo SVG: [(#rrggbb, dashed, [(x, y), ...])]."""
    out = []
    for el in ET.fromstring(data).iter():
        if not el.tag.endswith("path"):
            continue
        style = el.get("style") or ""
        colour = None
        for part in style.split(";"):
            key, _, value = part.partition(":")
            if key.strip() == "stroke" and value.startswith("rgb("):
                rgb = [round(float(v.strip().rstrip("%")) * 2.55) for v in value[4:-1].split(",")]
                colour = "#%02x%02x%02x" % tuple(rgb)
        if colour is None:
            continue
        words = (el.get("d") or "").split()
        points = [(float(words[i + 1]), float(words[i + 2])) for i in range(len(words) - 2) if words[i] in ("M", "L")]
        out.append((colour, "stroke-dasharray" in style, points))
    return out


def rwmix_overlay(tmp):
    """Read/write-mix sweeps of two drives compare as a line per run over the
    read share (IOPS solid, p99 dashed, the run's colour), in the exported
    chart and in the comparison's numbers."""
    db = os.path.join(tmp, "rwmix.db")
    shares = (100, 95, 65, 50, 35, 5, 0)
    drives = [("KINGSTON SEDC1000M960G", 399000, 134000, 1700300000),
              ("CT1000MX500SSD1", 98000, 54000, 1700390000)]
    uuids = []
    for model, read, write, start in drives:
        # IOPS falls faster as the writes first appear, as SSDs do
        steps = [step(sh, 4096, 32, write + (read - write) * (sh / 100.0) ** 2, 300.0 + 7.0 * (100 - sh))
                 for sh in shares]
        doc = suite_doc("rwmix", steps, 0, "PCIe 8 GT/s x4", start, model=model)
        path = os.path.join(tmp, "rwmix-%d.json" % start)
        with open(path, "w") as f:
            json.dump(doc, f)
        r = cli("import", path, db=db)
        check("import an rwmix sweep of %s" % model, r.returncode == 0, r.stderr.decode(errors="replace"))
        uuids.append(doc["uuid"][:8])
    out = os.path.join(tmp, "rwmix-compare.svg")
    r = cli("export", uuids[0], uuids[1], "--chart", "compare", "-o", out, db=db)
    check("two rwmix runs export as one compare chart", r.returncode == 0, r.stderr.decode(errors="replace"))
    if r.returncode != 0:
        return
    data = open(out, "rb").read()
    strokes = svg_strokes(data)
    # the Okabe-Ito palette's first two colours: a colour per run
    for n, colour in enumerate(("#0072b2", "#e69f00")):
        lines = [(dashed, pts) for c, dashed, pts in strokes if c == colour and len(pts) >= 5]
        solid = [pts for dashed, pts in lines if not dashed]
        dashed = [pts for dashed_, pts in lines if dashed_]
        check("run %d is a solid IOPS line over the read share" % (n + 1),
              len(solid) == 1 and all(b[0] > a[0] for a, b in zip(solid[0], solid[0][1:])),
              repr([(c, d, len(p)) for c, d, p in strokes if len(p) >= 3]))
        check("run %d has its dashed p99 line" % (n + 1), len(dashed) == 1, repr([len(p) for p in dashed]))
        if solid:
            # 0 % read at the left, 100 % at the right: IOPS rises (y falls)
            check("run %d: IOPS highest at 100 %% read" % (n + 1), solid[0][-1][1] < solid[0][0][1], repr(solid[0]))
    bars = [el for el in ET.fromstring(data).iter() if el.tag.endswith("rect")]
    check("no bars in the rwmix comparison", len(bars) <= 2, "%d rects" % len(bars))
    r = cli("compare", "--json", uuids[0], uuids[1], db=db)
    cmp = json.loads(r.stdout) if r.returncode == 0 else {}
    rows = {(row.get("test"), row.get("mode"), row.get("unit")): row.get("values") for row in cmp.get("rows", [])}
    check("compare --json gives each run's read-only and write-only IOPS",
          rows.get(("read only", "read", "IOPS")) == [399000, 98000]
          and rows.get(("write only", "write", "IOPS")) == [134000, 54000], repr(sorted(rows)[:12]))
    check("compare --json gives each step's IOPS per run",
          rows.get(("4K rnd", "65/35", "IOPS")) is not None
          and [round(v) for v in rows[("4K rnd", "65/35", "IOPS")]]
          == [round(134000 + 265000 * 0.65 ** 2), round(54000 + 44000 * 0.65 ** 2)],
          repr([k for k in rows if k[2] == "IOPS"][:10]))


if __name__ == "__main__":
    sys.exit(main())
