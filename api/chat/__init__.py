"""Chat routes: agents, documents, chats, their events, usage."""
