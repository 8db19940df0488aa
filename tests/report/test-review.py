#!/usr/bin/env python3
"""`drivescope-cli report`, end to end: benchmark, thermal and suite runs of
several drives (one with a hostile name) in a history, one drive with a data
sheet; the review written as HTML, Markdown and PDF. The HTML is well formed,
every image it names exists, its numbers equal `show --json` of each run, the
hostile name is escaped, serial numbers appear only with --serials, and bad
input is refused without writing anything. Prints TAP."""
import json
import os
import shutil
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


def qd_doc(model, serial, start, scale):
    steps = []
    for qd in (1, 4, 16, 32):
        iops = min(qd * 20000, 300000) * scale
        mean = qd / iops * 1e6
        steps.append({"mode": "read", "read_percent": 100, "random_percent": 100, "block_size": 4096,
                      "queue_depth": qd, "threads": 1, "mbps": iops * 4096 / 1e6, "iops": iops,
                      "bytes": int(iops * 4096), "ios": int(iops), "seconds": 1.0,
                      "lat_us": {"mean": mean, "p50": mean, "p99": 40.0 * qd, "p999": 60.0 * qd},
                      "cached": False, "incomplete": False})
    return {"uuid": str(uuid.uuid4()), "kind": "suite", "suite": "qd-scaling", "start": start, "end": start + 60,
            "status": "completed", "settings": {"latency_limit_us": 750, "duration_s": 5, "warmup_s": 1,
                                                "queue_depths": [1, 4, 16, 32], "threads": [1]},
            "conditions": {"drive": {"model": model, "serial": serial, "firmware": "2B2QEXM7"},
                           "filesystem": "ext4", "dir": "/mnt/test", "engine": "io_uring", "direct_io": True},
            "steps": steps}


def cell_text(el):
    return "".join(el.itertext()).strip()


def main():
    tmp = tempfile.mkdtemp(prefix="ds-review-")
    try:
        db = os.path.join(tmp, "h.db")
        for name in ("bench-nvme.json", "bench-sata.json", "bench-hostile.json", "thermal-nvme.json",
                     "thermal-hostile.json"):
            p = cli("import", os.path.join(FIX, name), db=db)
            check("import " + name, p.returncode == 0, p.stderr.decode(errors="replace"))
        for i, (model, serial) in enumerate((("Samsung SSD 990 PRO 2TB", "S7HENJ0W123456"),
                                             ("CT1000MX500SSD1", "2039E4B1C2D3"))):
            path = os.path.join(tmp, "qd%d.json" % i)
            with open(path, "w") as f:
                json.dump(qd_doc(model, serial, 1764600000 + i * 3600, 1.0 - 0.4 * i), f)
            p = cli("import", path, db=db)
            check("import qd-scaling run %d" % i, p.returncode == 0, p.stderr.decode(errors="replace"))
        p = cli("drive-set", "Samsung SSD 990 PRO 2TB", "--spec", "seq-read=7450MB/s,seq-write=6900MB/s", db=db)
        check("drive-set --spec", p.returncode == 0, p.stderr.decode(errors="replace"))
        listed = json.loads(cli("history", "--json", db=db).stdout)
        ids = sorted(r["id"] for r in (listed["runs"] if isinstance(listed, dict) else listed))
        check("seven runs in the history", len(ids) == 7, str(ids))
        ids.sort()

        # RAID 0 of two 990 PROs: filed under md0, sequential twice one member's
        with open(os.path.join(FIX, "bench-nvme.json")) as f:
            raid = json.load(f)
        raid["uuid"] = str(uuid.uuid4())
        raid["label"] = "RAID 0"
        raid["start"] += 86400
        raid["end"] += 86400
        raid["conditions"]["drive"] = {"name": "md0", "transport": "md", "size_bytes": 4000000000000}
        raid["conditions"]["array"] = {"name": "md0", "level": "raid0", "chunk_bytes": 524288, "members": [
            {"name": "nvme0n1", "model": "Samsung SSD 990 PRO 2TB", "link": "PCIe 4.0 x4"},
            {"name": "nvme1n1", "model": "Samsung SSD 990 PRO 2TB", "link": "PCIe 4.0 x4"}]}
        for t in raid["tests"]:
            if t["spec"].startswith("SEQ1M Q8"):
                t["mbps"] *= 1.96
                for r in t.get("runs", []):
                    r["mbps"] *= 1.96
        raid_path = os.path.join(tmp, "raid.json")
        with open(raid_path, "w") as f:
            json.dump(raid, f)
        p = cli("import", raid_path, db=db)
        check("import the RAID 0 run", p.returncode == 0, p.stderr.decode(errors="replace"))
        raid_id = max(r["id"] for r in json.loads(cli("history", "--json", db=db).stdout))
        p = cli("compare", str(ids[0]), str(raid_id), db=db)
        check("compare gives the array's scaling against a member", b"Run 2 against run 1: seq read x1.9" in p.stdout
              and b"seq write x1.9" in p.stdout, p.stdout.decode(errors="replace")[:600])
        ids.append(raid_id)

        out = os.path.join(tmp, "review")
        p = cli("report", "--runs", ",".join(str(i) for i in ids), "-o", out, db=db)
        check("report exits 0", p.returncode == 0, p.stderr.decode(errors="replace"))
        html_path = os.path.join(out, "review.html")
        for name in ("review.html", "review.md", "review.pdf"):
            check(name + " written", os.path.isfile(os.path.join(out, name)), name)
        check("review.pdf is a PDF", open(os.path.join(out, "review.pdf"), "rb").read(5) == b"%PDF-")
        html = open(html_path, encoding="utf-8").read()
        md = open(os.path.join(out, "review.md"), encoding="utf-8").read()

        try:
            root = ET.fromstring(html.split("\n", 1)[1])   # after the doctype
            check("HTML is well formed", True)
        except ET.ParseError as e:
            root = None
            check("HTML is well formed", False, str(e))
        ns = "{http://www.w3.org/1999/xhtml}"
        if root is not None:
            images = [img.get("src") for img in root.iter(ns + "img")]
            check("the review has charts", len(images) >= 3, str(images))
            missing = [i for i in images if not os.path.isfile(os.path.join(out, i))]
            check("every image the HTML names exists", not missing, str(missing))
            for i in images:
                check(i + " is a PNG", open(os.path.join(out, i), "rb").read(8) == b"\x89PNG\r\n\x1a\n")
            md_images = [line.split("](", 1)[1].split(")", 1)[0] for line in md.splitlines() if line.startswith("![")]
            check("the Markdown names the same images", md_images == images, str(md_images))
            headings = [cell_text(h) for h in root.iter(ns + "h2")]
            for want in ("The drives", "Test system and conditions", "Sequential and random (CrystalDiskMark method)",
                         "Queue-depth scaling", "Sustained write and temperature", "The data sheet checked",
                         "How to repeat these tests"):
                check("section “%s”" % want, want in headings, str(headings))

            # The benchmark table: every number equals `show --json` of its run.
            tables = list(root.iter(ns + "table"))
            bench_table = None
            for t in tables:
                head = [cell_text(c) for c in next(iter(t)).iter(ns + "th")]
                rows = [[cell_text(c) for c in tr] for tr in list(t)[1:]]
                if head and head[0] == "Test" and any(r[0].startswith("SEQ1M Q8T1 read") for r in rows):
                    bench_table = (head, rows)
            check("a benchmark table", bench_table is not None)
            if bench_table is not None:
                head, rows = bench_table
                compared = 0
                bench_ids = [i for i in ids
                             if json.loads(cli("show", str(i), "--json", db=db).stdout).get("kind") == "bench"]
                for col, run_id in enumerate(bench_ids, start=1):
                    shown = json.loads(cli("show", str(run_id), "--json", db=db).stdout)
                    for test in shown["tests"]:
                        name = "%s %s (MB/s)" % (test["spec"], test["mode"])
                        row = next((r for r in rows if r[0] == name), None)
                        ok = row is not None and row[col] == "%.1f" % test["mbps"]
                        check("run %d %s is %.1f as show --json says" % (run_id, name, test["mbps"]), ok,
                              str(row[col] if row else None))
                        compared += 1
                check("every benchmark test compared", compared >= 20, str(compared))

        check("a hostile drive name is escaped in HTML", "<script>alert(1)</script>" not in html
              and "&lt;script&gt;alert(1)&lt;/script&gt;" in html)
        check("a hostile drive name is escaped in Markdown", "<script>" not in md)
        check("no terminal control bytes", not any(b in html + md for b in ("\x1b", "\x07")))
        check("serial numbers are left out", "S7HENJ0W123456" not in html and "S7HENJ0W123456" not in md
              and "2039E4B1C2D3" not in html)
        check("the data sheet verdict is in the review", "short by 6 % (7012 MB/s)" in html)
        check("the array is named with its level, members and chunk",
              "raid0 of 2 (nvme0n1, nvme1n1), chunk 512 KiB" in html, "")
        check("the array's scaling against a member", "against 1 · Empty drive: seq read x1.9" in html, "")
        check("the commands that repeat the runs", "drivescope-cli bench --dir /mnt/test" in html
              and "drivescope-cli suite qd-scaling --dir /mnt/test" in html
              and "drivescope-cli thermal --dir /mnt/test" in html)

        # The export of one run holds its verdicts too.
        samsung = [r["id"] for r in (listed["runs"] if isinstance(listed, dict) else listed)
                   if r.get("kind") == "bench" and "990 PRO" in str(r.get("drive_model", r.get("drive", "")))]
        for fmt in ("html", "md"):
            path = os.path.join(tmp, "one." + fmt)
            p = cli("export", str(samsung[0] if samsung else ids[0]), "-f", fmt, "-o", path, db=db)
            text = open(path, encoding="utf-8").read() if p.returncode == 0 else ""
            check("export -f %s holds the data sheet verdicts" % fmt, "short by 6 %" in text
                  and "7012 MB/s" in text, p.stderr.decode(errors="replace") + str(samsung))

        with_serials = os.path.join(tmp, "with-serials")
        p = cli("report", "--drive", "Samsung SSD 990 PRO 2TB", "--serials", "-f", "html", "-o", with_serials, db=db)
        check("report --drive --serials exits 0", p.returncode == 0, p.stderr.decode(errors="replace"))
        h2 = open(os.path.join(with_serials, "review.html"), encoding="utf-8").read()
        check("--serials shows them", "S7HENJ0W123456" in h2)
        check("-f html writes only HTML", not os.path.exists(os.path.join(with_serials, "review.pdf")))

        for args, why in ((["--runs", "999", "-o", os.path.join(tmp, "none")], "an unknown run"),
                          (["--runs", str(ids[0])], "no -o"),
                          (["-o", os.path.join(tmp, "none")], "no runs"),
                          (["--runs", str(ids[0]), "-f", "docx", "-o", os.path.join(tmp, "none")], "an unknown format")):
            p = cli("report", *args, db=db)
            check("report with %s is refused" % why, p.returncode != 0 and p.stderr.strip() != b""
                  and not os.path.exists(os.path.join(tmp, "none", "review.html")), p.stderr.decode(errors="replace"))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    print("1..%d" % len(results))
    failed = 0
    for n, (name, ok, why) in enumerate(results, start=1):
        print("%s %d - %s" % ("ok" if ok else "not ok", n, name))
        if not ok:
            failed += 1
            for line in str(why).splitlines()[:20]:
                print("#   " + line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
