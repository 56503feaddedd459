"""AI opponents: agents that decide from their seat's recall only (never from a State)."""
