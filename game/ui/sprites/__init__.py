"""Things drawn on the table: card faces, symbols, procedural art."""
