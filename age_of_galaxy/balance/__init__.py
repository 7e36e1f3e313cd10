"""Age of Galaxy's balance report (issue 32 item 6): many AI games, every target of RULINGS.md's last section.

readers.py: the facts of one game, read from its event log (and the state the engine folds from it);
targets.py: every target's figure from many games' facts; report.py: the Markdown report and its charts;
cli.py: `python -m game.balance --game age-of-galaxy ...`.
"""
