"""The text layer: every sentence about a game that a person reads, made from data in the
reader's language (the engine and the AI say nothing in words)."""
