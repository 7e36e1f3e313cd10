"""The kernel: the machinery a turn-based card game with hidden information runs on, naming no game.

    log.py       events (frozen facts; `barrier` ones carry randomness or reveal something), type tables,
                 plain-JSON serialisation
    fold.py      FoldTable: the one function that changes a state, a handler per event class
    choices.py   the decision protocol: Option, PendingChoice, Command, Accepted, Rejected
    steps.py     the step machine: run automatic steps, stop at the first choice, over a game's handler table
    views.py     view masking: a seat's own hidden zone as it is, the others' as counts of HIDDEN, another
                 seat's open choice without its options
    match.py     the Ruleset protocol and Match: submit through one door, undo to a barrier, replay, re-simulate
                 on load, the save document
    files.py     what a path is (file, folder, FIFO, device, dangling link) and reading one without blocking
    savefile.py  save files in the user's folder: atomic writes, size limits, folders / FIFOs / dangling links
                 refused before opening, one SaveFileError line naming the file and the problem
    search.py    the Simulation protocol, the root search a game's seat runs (sequential halving over sampled
                 worlds) and the generic seats (random, flat ISMCTS)
    arena.py     many matches between entrants: seat rotation, seeds from a base seed, worker processes, wins and
                 ties, decision times, errors; a text table

A game package supplies a Ruleset (the first game's is its match/ruleset.py, over its engine and rules); the
kernel's tests run a tiny second card game through it (tests/kernel/). docs/ENGINE_API.md "The kernel" has the
example. Nothing here names a game's concept (tests/kernel/test_kernel_names_no_game.py).
"""
