"""The kernel: the machinery a turn-based card game with hidden information runs on, naming no game.

    log.py      events (frozen facts; `barrier` ones carry randomness or reveal something), type tables,
                plain-JSON serialisation
    choices.py  the decision protocol: Option, PendingChoice, Command, Accepted, Rejected
    steps.py    the step machine: run automatic steps, stop at the first choice, over a game's handler table
    match.py    the Ruleset protocol and Match: submit through one door, undo to a barrier, replay, re-simulate
                on load, the save document
    search.py   the Simulation protocol, the root search a game's seat runs (sequential halving over sampled
                worlds) and the generic seats (random, flat ISMCTS)

A game package supplies a Ruleset (the first game's is game/match/ruleset.py, over game/engine and game/rules);
the kernel's tests run a tiny second card game through it (tests/kernel/). docs/ENGINE_API.md "The kernel"
has the example. Nothing here names a game's concept (tests/kernel/test_kernel_names_no_game.py).
"""
