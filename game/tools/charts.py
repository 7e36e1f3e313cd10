"""The balance report's charts, drawn with matplotlib (the `tools` extra) into PNG files.

Importing this module needs matplotlib; `game.tools.balance` imports it only when it draws charts.
Figures are made without pyplot (no window, no global figure list) and saved by the Agg renderer at a
fixed size and DPI with no "Software" stamp, so the same numbers give the same bytes.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import matplotlib
from matplotlib.axes import Axes
from matplotlib.figure import Figure

if TYPE_CHECKING:  # matplotlib 3.10+ names rcParams' keys; only the type checker reads it
    from matplotlib.typing import RcKeyType

DPI = 100
SIZE = (900, 500)  # pixels
# Colour-blind-safe palette (Okabe-Ito).
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000")
BAND = "#c7e9c0"
STYLE: dict[RcKeyType, Any] = {
    "font.size": 11,
    "axes.titlesize": 14,
    "axes.titleweight": "bold",
    "axes.spines.top": False,
    "axes.spines.right": False,
    "axes.grid": True,
    "axes.grid.axis": "y",
    "axes.axisbelow": True,
    "grid.color": "#dddddd",
    "legend.frameon": False,
    "savefig.facecolor": "white",
}

Interval = tuple[float, float]  # a 95% confidence interval, in the units of its value


@contextmanager
def _figure(path: Path, size: tuple[int, int]) -> Iterator[Axes]:
    """One Axes on a `size`-pixel figure, saved to `path` as PNG when the block ends."""
    with matplotlib.rc_context(STYLE):
        fig = Figure(figsize=(size[0] / DPI, size[1] / DPI), dpi=DPI, layout="constrained")
        yield fig.add_subplot()
        path.parent.mkdir(parents=True, exist_ok=True)
        fig.savefig(path, format="png", dpi=DPI, metadata={"Software": None})


def _legend(ax: Axes) -> None:
    """The legend in one row under the plot, where it never covers a bar."""
    handles, labels = ax.get_legend_handles_labels()
    ax.figure.legend(handles, labels, loc="outside lower center", ncols=len(labels))


def _error_bars(ax: Axes, xs: Sequence[float], values: Sequence[float], errors: Sequence[Interval]) -> None:
    low = [v - lo for v, (lo, _) in zip(values, errors, strict=True)]
    high = [hi - v for v, (_, hi) in zip(values, errors, strict=True)]
    ax.errorbar(xs, values, yerr=[low, high], fmt="none", ecolor="#333333", elinewidth=1, capsize=4)


def bar_chart(path: Path, title: str, labels: Sequence[str], values: Sequence[float], *, ylabel: str,
              band: tuple[float, float] | None = None, band_label: str = "target",
              errors: Sequence[Interval] | None = None, reference: float | None = None,
              reference_label: str = "", value_format: str = "{:.1f}", size: tuple[int, int] = SIZE) -> None:
    """One bar per label with its value printed on it; an optional target band, 95% CIs and a reference line."""
    with _figure(path, size) as ax:
        xs = range(len(values))
        if band:
            ax.axhspan(*band, color=BAND, zorder=0, label=f"{band_label} {band[0]:g}-{band[1]:g}")
        if reference is not None:
            ax.axhline(reference, color="#555555", linestyle="--", linewidth=1, label=reference_label or None)
        bars = ax.bar(xs, values, width=0.6, color=[PALETTE[i % len(PALETTE)] for i in xs])
        if errors:  # the value goes under the label: the error bar would cross it on the bar
            _error_bars(ax, xs, values, errors)
            labels = [f"{lab}\n{value_format.format(v)}" for lab, v in zip(labels, values, strict=True)]
        else:
            ax.bar_label(bars, labels=[value_format.format(v) for v in values], padding=3)
        tops = [*values, *(band or ()), *(hi for _, hi in errors or ()), reference or 0.0, 1.0]
        ax.set_ylim(0, max(tops) * 1.12)
        ax.set_xticks(list(xs), labels)
        ax.set_title(title)
        ax.set_ylabel(ylabel)
        if band or reference_label:
            _legend(ax)


def grouped_bars(path: Path, title: str, groups: Sequence[str], values: Sequence[Sequence[float]], *,
                 ylabel: str, series: str, errors: Sequence[Sequence[Interval]] | None = None,
                 references: Sequence[float] | None = None, reference_label: str = "",
                 size: tuple[int, int] = SIZE, names: Sequence[str] | None = None) -> None:
    """Groups of bars side by side (groups may have different lengths: bar i is `series` i in every group, or
    `names[i]` when given).

    `references[g]` draws a dashed line across group g (e.g. its fair share).
    """
    with _figure(path, size) as ax:
        width = 0.8 / max(1, max((len(v) for v in values), default=1))
        named: set[int] = set()  # series already in the legend
        for g, row in enumerate(values):
            start = g - width * (len(row) - 1) / 2
            xs = [start + i * width for i in range(len(row))]
            for i, (x, v) in enumerate(zip(xs, row, strict=True)):
                ax.bar(x, v, width=width * 0.9, color=PALETTE[i % len(PALETTE)],
                       label=None if i in named else (names[i] if names else f"{series} {i}"))
                named.add(i)
            if errors:
                _error_bars(ax, xs, row, errors[g])
            if references is not None:
                ax.hlines(references[g], xs[0] - width / 2, xs[-1] + width / 2, colors="#333333",
                          linestyles="--", linewidth=1.2, label=reference_label if g == 0 else "_nolegend_")
        tops = [v for row in values for v in row] + [hi for es in errors or () for _, hi in es] + [1.0]
        ax.set_ylim(0, max(tops) * 1.15)
        ax.set_xticks(range(len(groups)), groups)
        ax.set_title(title)
        ax.set_ylabel(ylabel)
        _legend(ax)


def stacked_bars(path: Path, title: str, labels: Sequence[str], parts: Sequence[str],
                 rows: Sequence[Sequence[float]], *, ylabel: str, horizontal: bool = False,
                 size: tuple[int, int] = SIZE) -> None:
    """One bar per label stacked by `parts`, its total printed at its end; `horizontal` for long label lists."""
    with _figure(path, size) as ax:
        base = [0.0] * len(rows)
        at = range(len(rows))
        for j, part in enumerate(parts):
            seg = [row[j] for row in rows]
            if horizontal:
                bars = ax.barh(at, seg, left=base, height=0.7, color=PALETTE[j % len(PALETTE)], label=part)
            else:
                bars = ax.bar(at, seg, bottom=base, width=0.6, color=PALETTE[j % len(PALETTE)], label=part)
            base = [b + s for b, s in zip(base, seg, strict=True)]
        labels_on = [f"{b:.1f}" if not horizontal else f"{b:g}" for b in base]
        ax.bar_label(bars, labels=labels_on, padding=3)
        if horizontal:
            ax.set_yticks(list(at), labels)
            ax.invert_yaxis()  # first label on top
            ax.set_xlim(0, max([*base, 1.0]) * 1.1)
            ax.set_xlabel(ylabel)
            ax.grid(axis="x")
            ax.grid(axis="y", visible=False)
            ax.margins(y=0.005)
        else:
            ax.set_xticks(list(at), labels)
            ax.set_ylim(0, max([*base, 1.0]) * 1.12)
            ax.set_ylabel(ylabel)
        if horizontal:  # a tall chart: title, then its key right above the bars
            ax.set_title(title, pad=28)
            ax.legend(loc="lower center", bbox_to_anchor=(0.5, 1.0), ncols=len(parts))
        else:
            ax.set_title(title)
            _legend(ax)
