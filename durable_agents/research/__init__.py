"""Research data requests (seed 002): states, gates and rules, payloads, the warehouse and
its SQL safety, Slack approval messages, and the store mirror."""
