"""The UI kit: what a card game's pygame UI is made of, naming no game (issue 26 point 6).

`scene` (Scene, Host), `registry` (scenes by name), `stack` (SceneStack: the scene stack and its frame loop),
`drag` (moves and drops over a game's options), `gesture` (the pointer's press / lift past the slop / drop /
click / cancel over a table that says what lies where), `curtain` (hot seat: hides the table between human seats),
`widgets`, `theme`, `textlog` (what they draw with). It imports pygame and the kernel (tabletop), never a
game: tests/kernel/test_kernel_names_no_game.py scans it for the card game's words and imports.
"""
