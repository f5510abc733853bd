"""The research request workflow (seed 002): 23 states, 18 rules, 5 gates as signals."""
