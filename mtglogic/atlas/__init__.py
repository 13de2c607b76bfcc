"""The interaction atlas (``mtglogic atlas``): which cards of a set interact, found by
general probes (small boards of standard objects and events chosen from what each card's
words read, write and watch), after pruning the pairs whose words cannot meet; run in
batches on a ``concurrent.futures`` executor (a local process pool, or a Dask cluster),
resumable. docs/atlas.md describes it.
"""
