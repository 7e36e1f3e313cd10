"""Input: drag and drop gestures turned into engine commands."""
