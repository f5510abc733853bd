"""Chats (seed 000): modes, payloads, prompts, built-in tool specs, MCP url rules, and the
agents, documents (the RAG index) and usage they read and write."""
