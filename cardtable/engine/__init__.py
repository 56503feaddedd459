"""Pure rules engine: no pygame import anywhere below here (a test enforces it)."""
