"""The planner's REST routes and WebSocket."""
