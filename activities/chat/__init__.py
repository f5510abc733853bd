"""The chat's activities: store reads, the streamed answer, LLM decisions, tools and MCP."""
