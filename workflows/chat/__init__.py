"""The chat workflow (seed 000): one per chat, every message an Update."""
