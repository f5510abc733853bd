"""The research pipeline's agents, warehouse work, store mirror and Slack notices."""
