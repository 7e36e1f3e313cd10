"""Age of Galaxy's rules engine on the kernel (RULINGS G1-G73): state, events, fold, rules, the Ruleset for
`tabletop.match.Match`. Pure Python, deterministic for a seed; no pygame."""
