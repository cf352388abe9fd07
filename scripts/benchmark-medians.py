#!/usr/bin/env python3
"""Runs the benchmark suite several times and holds each figure's median run against its target.

    scripts/benchmark-medians.py 3 .build/release/Benchmarks [arguments...]

Each run writes one line per target to a file named by BENCH_VERDICT_FILE (see
Benchmarks/Report.swift: name, figure, PASS or FAIL, target). For each target this picks the run
whose figure is the median of the runs and takes that run's verdict, so one noisy run on a shared
machine neither fails nor passes a target alone. Prints every run's tables, then one table of the
medians; exits 1 when a median misses its target, 2 when a run failed.
"""

import math
import os
import subprocess
import sys
import tempfile


def main() -> int:
    if len(sys.argv) < 3 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    runs = int(sys.argv[1])
    command = sys.argv[2:]
    figures: dict[str, list[tuple[float, str, str]]] = {}
    order: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        for run in range(runs):
            path = os.path.join(folder, f"verdicts-{run}.tsv")
            print(f"## Run {run + 1} of {runs}\n", flush=True)
            environment = dict(os.environ, BENCH_VERDICT_FILE=path)
            status = subprocess.run(command, env=environment).returncode
            if status != 0 or not os.path.exists(path):
                print(f"benchmark-medians: run {run + 1} failed (exit status {status})", file=sys.stderr)
                return 2
            with open(path, encoding="utf-8") as lines:
                for line in lines:
                    parts = line.rstrip("\n").split("\t")
                    if len(parts) != 4:
                        continue
                    name, figure, verdict, target = parts
                    if name not in figures:
                        figures[name] = []
                        order.append(name)
                    value = float(figure)
                    figures[name].append((value, verdict, target))
    print(f"\n## Medians of {runs} runs\n")
    print("| Figure | Runs | Median | Target | Result |")
    print("|---|---|---|---|---|")
    misses = 0
    for name in order:
        samples = figures[name]
        # Figures that are not numbers (no ratio) sort last; the median run still decides.
        ranked = sorted(samples, key=lambda sample: math.inf if math.isnan(sample[0]) else sample[0])
        # The middle run; of an even number, the lower middle one.
        median, verdict, target = ranked[(len(ranked) - 1) // 2]
        shown = ", ".join("–" if math.isnan(value) else f"{value:.2f}" for value, _, _ in samples)
        passed = verdict == "PASS"
        misses += 0 if passed else 1
        median_text = "–" if math.isnan(median) else f"{median:.2f}"
        print(f"| {name} | {shown} | {median_text} | {target} | {'PASS' if passed else '**MISS**'} |")
    if any(len(samples) != runs for samples in figures.values()):
        print("\nSome figures were not measured in every run.")
    print(f"\n{misses} target(s) missed by the median run." if misses else "\nEvery target met by the median run.")
    return 1 if misses else 0


if __name__ == "__main__":
    sys.exit(main())
