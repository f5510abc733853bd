"""durable-agents: what every system shares (settings, errors, the Temporal connection,
the stream contract, tracing, the database, tenants), and one folder per system."""
