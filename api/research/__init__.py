"""Research request routes and Slack's interactivity webhook."""
